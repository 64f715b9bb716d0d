//! The optional `lesson` (guided steps for students) and `annotations` (notes pinned to a time on
//! a chart). Both are checked here and ignored by the solve: they are for the page only.

use super::super::reader::{rule, show, Obj};
use super::super::*;
use super::controllers::read_controller;
use super::list;
use serde_json::Value;

/// The chart names of the page (`src/charts/chartNames.ts`; a test compares the two lists).
pub const CHART_NAMES: [&str; 3] = ["throughput", "capacity", "aggregate"];

/// The lesson format's versions: 2 (answers are rules on the run), 1 (typed answers, still read).
pub const LESSON_VERSIONS: [f64; 2] = [1.0, 2.0];
/// The levels of language a lesson may ask for (docs/teaching.md).
pub const LESSON_LEVELS: [&str; 2] = ["school", "university"];

/// Bounds of a lesson, shared with docs/scenario.schema.json.
pub mod bounds {
    /// Steps per lesson.
    pub const MAX_STEPS: usize = 50;
    /// Actions per step.
    pub const MAX_ACTIONS: usize = 20;
    /// Series named by one action.
    pub const MAX_SERIES: usize = 100;
    /// Choices of a prediction.
    pub const MAX_CHOICES: usize = 8;
    /// Annotations per scenario.
    pub const MAX_ANNOTATIONS: usize = 200;
    /// Characters of a title, a choice or a series name.
    pub const SHORT_TEXT: usize = 200;
    /// Characters of an annotation's text.
    pub const NOTE_TEXT: usize = 500;
    /// Characters of a summary, a step's text, a question or an explanation.
    pub const LONG_TEXT: usize = 2000;
}

/// What a lesson's references are checked against (only when those lists parsed completely).
pub(super) struct LessonRefs<'a> {
    pub stations: Option<&'a [Station]>,
    pub sources: Option<&'a [Source]>,
}

/// A string of at most `max` characters; required or optional.
fn text(obj: &Obj, key: &'static str, max: usize, required: bool) {
    let found = if required { obj.str_req(key) } else { obj.opt_str(key) };
    if let Some(s) = found {
        if s.chars().count() > max {
            obj.error(key, format!("must be at most {} characters", max));
        }
    }
}

/// A non-negative time in seconds, at most the solver's longest duration.
fn time_s(obj: &Obj) {
    obj.f64_req("timeS", rule::within(0.0, 1.0e7));
}

/// An array of at most `max` items, each a string of at most `SHORT_TEXT` characters.
fn string_list(obj: &Obj, key: &'static str, min: usize, max: usize) -> usize {
    let Some(items) = obj.array(key) else { return 0 };
    if items.len() < min || items.len() > max {
        obj.error(key, format!("must have {} to {} entries, got {}", min, max, items.len()));
    }
    for (i, v) in items.iter().enumerate() {
        let path = format!("{}[{}]", obj.child(key), i);
        match v {
            Value::String(s) if s.chars().count() <= bounds::SHORT_TEXT => {}
            Value::String(_) => obj.errors().push(&path, format!("must be at most {} characters", bounds::SHORT_TEXT)),
            other => obj.errors().push(&path, format!("must be a string, got {}", show(other))),
        }
    }
    items.len()
}

/// An array with at most `max` entries, or an error and nothing.
fn bounded<'a>(obj: &Obj<'a>, key: &'static str, min: usize, max: usize) -> Option<&'a Vec<Value>> {
    let items = obj.opt_array(key)?;
    if items.len() < min || items.len() > max {
        obj.error(key, format!("must have {} to {} entries, got {}", min, max, items.len()));
        return None;
    }
    Some(items)
}

/// Reads `lesson`; its station and source references are checked against `refs`.
pub(super) fn read_lesson(root: &Obj, refs: &LessonRefs) {
    let Some(l) = root.opt_obj("lesson") else { return };
    let version = l.f64_req("version", rule::any);
    if let Some(v) = version {
        if !LESSON_VERSIONS.contains(&v) {
            l.error("version", format!("must be 1 or 2, got {}", rule::num(v)));
        }
    }
    let typed_answers = version == Some(1.0);
    text(&l, "title", bounds::SHORT_TEXT, true);
    text(&l, "summary", bounds::LONG_TEXT, false);
    l.bool_or("allowSkip", false);
    if let Some(level) = l.opt_str("level") {
        if !LESSON_LEVELS.contains(&level) {
            l.error("level", format!("must be school or university, got \"{}\"", level));
        }
    }
    if !l.has("steps") {
        l.error("steps", "is required");
    } else if bounded(&l, "steps", 1, bounds::MAX_STEPS).is_some() {
        list(&l, "steps", |s| {
            read_step(s, refs, typed_answers);
            Some(())
        });
    }
    l.finish();
}

fn read_step(s: &Obj, refs: &LessonRefs, typed_answers: bool) {
    text(s, "text", bounds::LONG_TEXT, true);
    if bounded(s, "actions", 0, bounds::MAX_ACTIONS).is_some() {
        list(s, "actions", |a| {
            read_action(a, refs);
            Some(())
        });
    }
    if let Some(u) = s.opt_obj("unlock") {
        read_unlock(&u, refs);
        u.finish();
    }
    if let Some(p) = s.opt_obj("prediction") {
        if typed_answers {
            read_typed_prediction(&p);
        } else {
            read_prediction(&p);
        }
        p.finish();
    }
}

/// A step's `unlock`: the one station a locked student may drag (kind `moveStation`).
fn read_unlock(u: &Obj, refs: &LessonRefs) {
    if let Some(kind) = u.str_req("kind") {
        if kind != "moveStation" {
            u.error("kind", format!("must be moveStation; got \"{}\"", kind));
        }
    }
    if let Some(id) = u.str_req("stationId") {
        if let Some(stations) = refs.stations {
            if !stations.iter().any(|s| s.id == id) {
                u.error("stationId", format!("no station has id \"{}\"", id));
            }
        }
    }
}

fn read_action(a: &Obj, refs: &LessonRefs) {
    let Some(kind) = a.str_req("kind") else {
        a.abandon();
        return;
    };
    match kind {
        "setTime" | "playTo" => time_s(a),
        "showOnly" | "hideSeries" | "highlight" => {
            string_list(a, "series", 1, bounds::MAX_SERIES);
        }
        "showAll" => {}
        "fitY" => {
            a.bool_or("on", true);
        }
        "selectStation" | "moveStation" => {
            if let Some(id) = a.str_req("stationId") {
                if let Some(stations) = refs.stations {
                    if !stations.iter().any(|s| s.id == id) {
                        a.error("stationId", format!("no station has id \"{}\"", id));
                    }
                }
            }
            if kind == "moveStation" {
                let coord = rule::within(-limits::MAX_COORD_M, limits::MAX_COORD_M);
                a.f64_req("xM", &coord);
                a.f64_req("yM", &coord);
            }
        }
        "setController" => {
            if let Some(id) = a.str_req("sourceId") {
                if let Some(sources) = refs.sources {
                    if !sources.iter().any(|s| s.id == id) {
                        a.error("sourceId", format!("no source has id \"{}\"", id));
                    }
                }
            }
            if let Some(c) = a.obj("controller") {
                if read_controller(&c).is_none() {
                    c.abandon();
                }
                c.finish();
            }
        }
        other => {
            a.error(
                "kind",
                format!(
                    "must be one of setTime, playTo, showOnly, hideSeries, showAll, fitY, highlight, \
                     selectStation, moveStation, setController; got \"{}\"",
                    other
                ),
            );
            a.abandon();
        }
    }
}

/// A version 2 prediction: a rule, free text, or a poll (choices), exactly one.
fn read_prediction(p: &Obj) {
    text(p, "question", bounds::LONG_TEXT, true);
    text(p, "explanation", bounds::LONG_TEXT, false);
    let given: Vec<&str> = ["rule", "freeText", "choices"].into_iter().filter(|k| p.has(k)).collect();
    match given.as_slice() {
        ["rule"] => {
            if let Some(r) = p.obj("rule") {
                super::lesson_rule::read_rule(&r, bounds::MAX_CHOICES);
                r.finish();
            }
        }
        ["freeText"] => {
            if p.get("freeText") != Some(&Value::Bool(true)) {
                p.error("freeText", "must be true (or left out)");
            }
        }
        ["choices"] => {
            string_list(p, "choices", 2, bounds::MAX_CHOICES);
        }
        [] => p.error("rule", "is required (or freeText, or choices for a poll that is not graded)"),
        _ => p.error(given[1], format!("must not be given together with {}", given[0])),
    }
    for old in ["answer", "choicesFromSeries"] {
        if p.has(old) {
            p.error(old, "is version 1's typed answer; a version 2 lesson gives a rule instead (docs/lessons.md)");
        }
    }
}

/// A version 1 prediction: typed choices (or series) and the index of the right one.
fn read_typed_prediction(p: &Obj) {
    text(p, "question", bounds::LONG_TEXT, true);
    text(p, "explanation", bounds::LONG_TEXT, false);
    let count = match (p.has("choices"), p.has("choicesFromSeries")) {
        (true, false) => string_list(p, "choices", 2, bounds::MAX_CHOICES),
        (false, true) => string_list(p, "choicesFromSeries", 2, bounds::MAX_CHOICES),
        (true, true) => {
            p.error("choicesFromSeries", "must not be given together with choices");
            let _ = p.get("choices");
            0
        }
        (false, false) => {
            p.error("choices", "is required (or choicesFromSeries)");
            0
        }
    };
    if let Some(answer) = p.f64_req("answer", rule::within(0.0, bounds::MAX_CHOICES as f64 - 1.0)) {
        if answer.fract() != 0.0 {
            p.error("answer", format!("must be a whole number, got {}", rule::num(answer)));
        } else if count > 0 && answer as usize >= count {
            p.error("answer", format!("must be the index of a choice (0 to {}), got {}", count - 1, answer));
        }
    }
}

/// Reads `annotations`: notes pinned to a time on a named chart.
pub(super) fn read_annotations(root: &Obj) {
    if bounded(root, "annotations", 0, bounds::MAX_ANNOTATIONS).is_none() {
        return;
    }
    list(root, "annotations", |a| {
        if let Some(chart) = a.str_req("chart") {
            if !CHART_NAMES.contains(&chart) {
                a.error("chart", format!("must be one of {}, got \"{}\"", CHART_NAMES.join(", "), chart));
            }
        }
        time_s(a);
        text(a, "text", bounds::NOTE_TEXT, true);
        if let Some(n) = a.opt_f64("step") {
            if n.fract() != 0.0 || !(1.0..=bounds::MAX_STEPS as f64).contains(&n) {
                a.error("step", format!("must be a step number, 1 to {}, got {}", bounds::MAX_STEPS, rule::num(n)));
            }
        }
        Some(())
    });
}
