//! A version 2 lesson prediction's `rule`: how the right answer is found on the run (the page
//! evaluates it, `src/lesson/rules.ts`). Checked here for shape and bounds only: whether the named
//! series exist depends on the run, and a rule that names a missing one is shown as ambiguous.

use super::super::reader::{rule, show, Obj};
use serde_json::Value;

/// The rule kinds, in the order docs/scenario.schema.json lists them.
pub const RULE_KINDS: [&str; 4] = ["trend", "largest", "value", "settles"];

/// Characters of a series name.
const SERIES_TEXT: usize = 200;
/// Series a `settles` rule may name.
const MAX_SETTLE_SERIES: usize = 100;
/// The largest margin or tolerance (any unit).
const MAX_MARGIN: f64 = 1.0e9;

/// True for a series name as the charts give it: 1 to 200 ASCII letters, digits, `_ . : -`.
fn is_series_name(s: &str) -> bool {
    !s.is_empty() && s.len() <= SERIES_TEXT && s.chars().all(|c| c.is_ascii_alphanumeric() || "_.:-".contains(c))
}

/// One series name, required.
fn series_name(r: &Obj) {
    if let Some(s) = r.str_req("series") {
        if !is_series_name(s) {
            r.error("series", format!("must be 1 to {} letters, digits, '_', '.', ':' or '-'", SERIES_TEXT));
        }
    }
}

/// A list of `min` to `max` series names, required.
fn series_list(r: &Obj, min: usize, max: usize) {
    let Some(items) = r.array("series") else { return };
    if items.len() < min || items.len() > max {
        r.error("series", format!("must name {} to {} series, got {}", min, max, items.len()));
    }
    for (i, v) in items.iter().enumerate() {
        let path = format!("{}[{}]", r.child("series"), i);
        match v {
            Value::String(s) if !s.is_empty() && s.chars().count() <= SERIES_TEXT => {}
            Value::String(_) => r.errors().push(&path, format!("must be 1 to {} characters", SERIES_TEXT)),
            other => r.errors().push(&path, format!("must be a string, got {}", show(other))),
        }
    }
}

/// `fromS` and `toS`: times on the run's clock, `toS` after `fromS` (or equal, when `same_ok`).
fn window(r: &Obj, same_ok: bool) {
    let from = r.f64_req("fromS", rule::within(0.0, 1.0e7));
    let to = r.f64_req("toS", rule::within(0.0, 1.0e7));
    if let (Some(from), Some(to)) = (from, to) {
        if to < from || (!same_ok && to == from) {
            let want = if same_ok { "at least" } else { "after" };
            r.error("toS", format!("must be {} fromS ({} s), got {} s", want, rule::num(from), rule::num(to)));
        }
    }
}

/// Reads a rule; `max_choices` bounds the series a `largest` rule offers as choices.
pub(super) fn read_rule(r: &Obj, max_choices: usize) {
    let Some(kind) = r.str_req("kind") else {
        r.abandon();
        return;
    };
    match kind {
        "trend" => {
            series_name(r);
            window(r, false);
            r.f64_req("margin", rule::within(0.0, MAX_MARGIN));
            r.bool_or("offerSame", false);
            r.f64_or("sameBand", 0.1, |x| {
                if x > 0.0 && x <= 1.0 {
                    None
                } else {
                    Some(format!(
                        "must be more than 0 and at most 1 (a fraction of the start value), got {}",
                        rule::num(x)
                    ))
                }
            });
        }
        "largest" => {
            series_list(r, 2, max_choices);
            window(r, true);
            r.f64_req("margin", rule::within(0.0, MAX_MARGIN));
            if let Some(m) = r.opt_str("measure") {
                if m != "mean" && m != "change" {
                    r.error("measure", format!("must be mean or change, got \"{}\"", m));
                }
            }
        }
        "value" => {
            series_name(r);
            window(r, true);
            r.f64_req("tolerance", rule::positive_at_most(MAX_MARGIN));
        }
        "settles" => {
            series_list(r, 1, MAX_SETTLE_SERIES);
            window(r, false);
            r.f64_req("margin", rule::positive_at_most(MAX_MARGIN));
        }
        other => {
            r.error("kind", format!("must be one of {}; got \"{}\"", RULE_KINDS.join(", "), other));
            r.abandon();
        }
    }
}
