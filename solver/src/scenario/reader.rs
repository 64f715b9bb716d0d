//! A small JSON reader that names the path of every field it reads, so that an invalid scenario gets
//! messages such as `stations[2].decay.alphaPerM: must be > 0, got -1`.

use serde_json::{Map, Value};
use std::cell::RefCell;
use std::collections::BTreeSet;

pub use super::errors::{cap, Errors, MAX_LISTED_ERRORS};

/// Shows a JSON value briefly in an error message.
pub fn show(value: &Value) -> String {
    match value {
        Value::String(s) if s.len() > 40 => format!("\"{}…\"", s.chars().take(40).collect::<String>()),
        Value::Array(a) => format!("an array of {}", a.len()),
        Value::Object(_) => "an object".to_string(),
        other => other.to_string(),
    }
}

/// A JSON object being read at a known path; remembers which keys were read so unknown keys
/// (usually typos) can be reported.
pub struct Obj<'a> {
    /// Path of this object, e.g. `stations[2].decay`.
    pub path: String,
    map: Option<&'a Map<String, Value>>,
    errors: &'a Errors,
    seen: RefCell<BTreeSet<&'static str>>,
    abandoned: std::cell::Cell<bool>,
}

impl<'a> Obj<'a> {
    /// Wraps `value` at `path`; records an error if it is not an object.
    pub fn new(value: &'a Value, path: String, errors: &'a Errors) -> Self {
        let map = match value {
            Value::Object(m) => Some(m),
            other => {
                errors.push(&path, format!("must be an object, got {}", show(other)));
                None
            }
        };
        Obj { path, map, errors, seen: RefCell::new(BTreeSet::new()), abandoned: std::cell::Cell::new(false) }
    }

    /// The path of a child key.
    pub fn child(&self, key: &str) -> String {
        if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{}", self.path, key)
        }
    }

    /// The path of a key that is not part of the format: `a.b` for a plain name, `a["odd: key"]`
    /// (JSON-quoted) otherwise, so that the message keeps its `path: message` shape.
    fn unknown_child(&self, key: &str) -> String {
        let plain = key.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if plain {
            self.child(key)
        } else {
            format!("{}[{}]", self.path, serde_json::Value::String(key.to_string()))
        }
    }

    /// Records an error on the child `key`.
    pub fn error(&self, key: &str, message: impl AsRef<str>) {
        self.errors.push(&self.child(key), message);
    }

    /// The error sink.
    pub fn errors(&self) -> &'a Errors {
        self.errors
    }

    /// The raw value of `key`, if present (and not null).
    pub fn get(&self, key: &'static str) -> Option<&'a Value> {
        self.seen.borrow_mut().insert(key);
        self.map.and_then(|m| m.get(key)).filter(|v| !v.is_null())
    }

    /// True when `key` is present.
    pub fn has(&self, key: &'static str) -> bool {
        self.get(key).is_some()
    }

    /// A child object, required.
    pub fn obj(&self, key: &'static str) -> Option<Obj<'a>> {
        match self.get(key) {
            Some(v) => Some(Obj::new(v, self.child(key), self.errors)),
            None => {
                if self.map.is_some() {
                    self.error(key, "is required");
                }
                None
            }
        }
    }

    /// A child object, optional.
    pub fn opt_obj(&self, key: &'static str) -> Option<Obj<'a>> {
        self.get(key).map(|v| Obj::new(v, self.child(key), self.errors))
    }

    /// A child array, optional; an error if present but not an array.
    pub fn opt_array(&self, key: &'static str) -> Option<&'a Vec<Value>> {
        match self.get(key) {
            None => None,
            Some(Value::Array(a)) => Some(a),
            Some(other) => {
                self.error(key, format!("must be an array, got {}", show(other)));
                None
            }
        }
    }

    /// A child array, required.
    pub fn array(&self, key: &'static str) -> Option<&'a Vec<Value>> {
        let found = self.opt_array(key);
        if found.is_none() && !self.has(key) && self.map.is_some() {
            self.error(key, "is required");
        }
        found
    }

    /// A finite number, optional; an error if present but not a finite number.
    pub fn opt_f64(&self, key: &'static str) -> Option<f64> {
        match self.get(key) {
            None => None,
            Some(Value::Number(n)) => match n.as_f64() {
                Some(x) if x.is_finite() => Some(x),
                _ => {
                    self.error(key, format!("must be a finite number, got {}", n));
                    None
                }
            },
            Some(other) => {
                self.error(key, format!("must be a number, got {}", show(other)));
                None
            }
        }
    }

    /// A number with a default and a range check `check` (which returns an error message).
    pub fn f64_or(&self, key: &'static str, default: f64, check: impl Fn(f64) -> Option<String>) -> f64 {
        match self.opt_f64(key) {
            None => default,
            Some(x) => match check(x) {
                None => x,
                Some(msg) => {
                    self.error(key, msg);
                    default
                }
            },
        }
    }

    /// A required number with a range check.
    pub fn f64_req(&self, key: &'static str, check: impl Fn(f64) -> Option<String>) -> Option<f64> {
        if !self.has(key) {
            if self.map.is_some() {
                self.error(key, "is required");
            }
            return None;
        }
        let x = self.opt_f64(key)?;
        match check(x) {
            None => Some(x),
            Some(msg) => {
                self.error(key, msg);
                None
            }
        }
    }

    /// A string, optional.
    pub fn opt_str(&self, key: &'static str) -> Option<&'a str> {
        match self.get(key) {
            None => None,
            Some(Value::String(s)) => Some(s.as_str()),
            Some(other) => {
                self.error(key, format!("must be a string, got {}", show(other)));
                None
            }
        }
    }

    /// A string, required.
    pub fn str_req(&self, key: &'static str) -> Option<&'a str> {
        if !self.has(key) {
            if self.map.is_some() {
                self.error(key, "is required");
            }
            return None;
        }
        self.opt_str(key)
    }

    /// A boolean with a default.
    pub fn bool_or(&self, key: &'static str, default: bool) -> bool {
        match self.get(key) {
            None => default,
            Some(Value::Bool(b)) => *b,
            Some(other) => {
                self.error(key, format!("must be true or false, got {}", show(other)));
                default
            }
        }
    }

    /// Stops reading this object after an error that makes its other fields meaningless (a missing
    /// or unknown `kind`): its unread keys are then not reported as unknown.
    pub fn abandon(&self) {
        self.abandoned.set(true);
    }

    /// Reports every key of the object that was never read (unless it was abandoned).
    pub fn finish(self) {
        if self.abandoned.get() {
            return;
        }
        if let Some(map) = self.map {
            let seen = self.seen.borrow();
            for key in map.keys() {
                if !seen.contains(key.as_str()) {
                    self.errors.push(&self.unknown_child(key), "unknown field");
                }
            }
        }
    }
}

/// Range checks used by the scenario parser; each returns an error message or `None`.
pub mod rule {
    /// A number as an error message shows it: whole numbers plainly, very small or very large
    /// ones in exponent form (`5e-324`, not hundreds of zeros).
    pub fn num(x: f64) -> String {
        let a = x.abs();
        if x != 0.0 && !a.is_nan() && !(1e-4..1e15).contains(&a) {
            format!("{:e}", x)
        } else {
            format!("{}", x)
        }
    }
    /// `x > 0`.
    pub fn positive(x: f64) -> Option<String> {
        (x <= 0.0).then(|| format!("must be > 0, got {}", num(x)))
    }
    /// `x >= 0`.
    pub fn non_negative(x: f64) -> Option<String> {
        (x < 0.0).then(|| format!("must be >= 0, got {}", num(x)))
    }
    /// `lo <= x <= hi`.
    pub fn within(lo: f64, hi: f64) -> impl Fn(f64) -> Option<String> {
        move |x| {
            (!(lo..=hi).contains(&x)).then(|| format!("must be between {} and {}, got {}", num(lo), num(hi), num(x)))
        }
    }
    /// `0 < x <= hi`.
    pub fn positive_at_most(hi: f64) -> impl Fn(f64) -> Option<String> {
        move |x| {
            if x <= 0.0 {
                Some(format!("must be > 0, got {}", num(x)))
            } else if x > hi {
                Some(format!("must be at most {}, got {}", num(hi), num(x)))
            } else {
                None
            }
        }
    }
    /// Any finite number.
    pub fn any(_: f64) -> Option<String> {
        None
    }
}
