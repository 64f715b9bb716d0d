//! Error lists that stay short: the first [`MAX_LISTED_ERRORS`] in full, the rest only counted in
//! one last line, so that neither the list nor the time to build it grows with a hostile input.

use std::cell::{Cell, RefCell};

/// How many errors a list shows; the rest are counted in one last line (see [`cap`]).
pub const MAX_LISTED_ERRORS: usize = 20;

/// The line that ends a capped list: how many errors were not listed.
fn more_line(unlisted: usize) -> String {
    format!("(root): and {} more errors", unlisted)
}

/// `errors` as shown to a person: the first [`MAX_LISTED_ERRORS`], then one line
/// `(root): and N more errors` if there were more. Lists already capped pass unchanged.
pub fn cap(mut errors: Vec<String>) -> Vec<String> {
    if errors.len() > MAX_LISTED_ERRORS + 1 {
        let unlisted = errors.len() - MAX_LISTED_ERRORS;
        errors.truncate(MAX_LISTED_ERRORS);
        errors.push(more_line(unlisted));
    }
    errors
}

/// Collects validation errors, each `path: message`: the first [`MAX_LISTED_ERRORS`] in full, the
/// rest only counted (a hostile input can hold millions), so that neither the list nor the time to
/// build it grows with the input.
#[derive(Debug, Default)]
pub struct Errors {
    list: RefCell<Vec<String>>,
    unlisted: Cell<usize>,
}

impl Errors {
    /// Records one error at `path`.
    pub fn push(&self, path: &str, message: impl AsRef<str>) {
        self.push_with(|| (path.to_string(), message.as_ref().to_string()));
    }

    /// Records one error whose `(path, message)` is built only if it is listed: for checks that
    /// may fail once per entry of a long list.
    pub fn push_with(&self, error: impl FnOnce() -> (String, String)) {
        let mut list = self.list.borrow_mut();
        if list.len() < MAX_LISTED_ERRORS {
            let (path, message) = error();
            list.push(format!("{}: {}", if path.is_empty() { "(root)" } else { &path }, message));
        } else {
            self.unlisted.set(self.unlisted.get() + 1);
        }
    }

    /// True when no error was recorded.
    pub fn is_empty(&self) -> bool {
        self.list.borrow().is_empty()
    }

    /// The listed errors in the order they were found, then `(root): and N more errors` if some
    /// were only counted.
    pub fn into_vec(self) -> Vec<String> {
        let mut list = self.list.into_inner();
        if self.unlisted.get() > 0 {
            list.push(more_line(self.unlisted.get()));
        }
        list
    }
}
