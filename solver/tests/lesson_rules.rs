//! Version 2 lessons: a prediction's answer is a rule on the run (or free text, or a poll); the
//! reader checks the rule's shape and names what is wrong; version 1's typed answers stay readable.

use serde_json::{json, Value};

fn lesson(version: u32, prediction: Value) -> Value {
    let mut v: Value =
        serde_json::from_str(include_str!("../../public/scenarios/000-convoy-controllers.json")).unwrap();
    v["lesson"] =
        json!({ "version": version, "title": "A lesson", "steps": [{ "text": "x", "prediction": prediction }] });
    v
}

fn errors(v: &Value) -> Vec<String> {
    match mpsolver::build(&v.to_string()) {
        Ok(_) => vec![],
        Err(e) => e,
    }
}

#[test]
fn every_rule_kind_free_text_and_polls_are_accepted() {
    for prediction in [
        json!({ "question": "?", "rule": { "kind": "trend", "series": "sat", "fromS": 150, "toS": 190, "margin": 0.1, "offerSame": true } }),
        json!({ "question": "?", "rule": { "kind": "trend", "series": "sat", "fromS": 150, "toS": 190, "margin": 0.1, "offerSame": true, "sameBand": 0.1 } }),
        json!({ "question": "?", "rule": { "kind": "largest", "series": ["sat", "tail-B3"], "measure": "change", "fromS": 380, "toS": 480, "margin": 0.1 } }),
        json!({ "question": "?", "rule": { "kind": "largest", "series": ["sat", "c:B1"], "fromS": 100, "toS": 100, "margin": 0 } }),
        json!({ "question": "?", "rule": { "kind": "value", "series": "sat", "fromS": 190, "toS": 190, "tolerance": 0.5 } }),
        json!({ "question": "?", "rule": { "kind": "settles", "series": ["sat"], "fromS": 400, "toS": 600, "margin": 0.2 } }),
        json!({ "question": "Why?", "freeText": true, "explanation": "Because." }),
        json!({ "question": "Guess?", "choices": ["A", "B"] }),
    ] {
        assert_eq!(errors(&lesson(2, prediction.clone())), Vec::<String>::new(), "{}", prediction);
    }
}

#[test]
fn version_1_typed_answers_are_still_read_but_not_in_version_2() {
    let typed = json!({ "question": "?", "choices": ["Rise", "Fall"], "answer": 0 });
    assert_eq!(errors(&lesson(1, typed.clone())), Vec::<String>::new());
    let e = errors(&lesson(2, typed)).join("\n");
    assert!(e.contains("lesson.steps[0].prediction.answer") && e.contains("version 1's typed answer"), "{}", e);
    let e = errors(&lesson(3, json!({ "question": "?", "freeText": true }))).join("\n");
    assert!(e.contains("lesson.version") && e.contains("must be 1 or 2"), "{}", e);
}

#[test]
fn bad_rules_are_named_by_field() {
    let cases = [
        (json!({ "question": "?" }), "prediction.rule: is required"),
        (json!({ "question": "?", "freeText": true, "choices": ["a", "b"] }), "must not be given together"),
        (json!({ "question": "?", "freeText": false }), "freeText: must be true"),
        (
            json!({ "question": "?", "rule": { "kind": "guess" } }),
            "rule.kind: must be one of trend, largest, value, settles",
        ),
        (
            json!({ "question": "?", "rule": { "kind": "trend", "series": "sat", "fromS": 190, "toS": 150, "margin": 0.1 } }),
            "rule.toS: must be after fromS",
        ),
        (
            json!({ "question": "?", "rule": { "kind": "trend", "series": "sat", "fromS": 1, "toS": 2, "margin": -1 } }),
            "rule.margin",
        ),
        (
            json!({ "question": "?", "rule": { "kind": "largest", "series": ["sat"], "fromS": 1, "toS": 2, "margin": 0 } }),
            "rule.series: must name 2 to 8 series",
        ),
        (
            json!({ "question": "?", "rule": { "kind": "largest", "series": ["a", "b"], "measure": "max", "fromS": 1, "toS": 2, "margin": 0 } }),
            "rule.measure",
        ),
        (
            json!({ "question": "?", "rule": { "kind": "value", "series": "sat", "fromS": 1, "toS": 1, "tolerance": 0 } }),
            "rule.tolerance",
        ),
        (
            json!({ "question": "?", "rule": { "kind": "settles", "series": [], "fromS": 1, "toS": 2, "margin": 1 } }),
            "rule.series: must name 1 to 100",
        ),
        (
            json!({ "question": "?", "rule": { "kind": "trend", "series": "sat", "fromS": 1, "toS": 2, "margin": 1, "extra": 1 } }),
            "rule.extra",
        ),
        (
            json!({ "question": "?", "rule": { "kind": "trend", "series": "sat", "fromS": 1, "toS": 2, "margin": 1, "offerSame": true, "sameBand": 1.5 } }),
            "rule.sameBand: must be more than 0 and at most 1",
        ),
    ];
    for (prediction, expected) in cases {
        let e = errors(&lesson(2, prediction.clone())).join("\n");
        assert!(e.contains(expected), "{} -> {}", prediction, e);
    }
}

#[test]
fn a_note_may_belong_to_a_step() {
    let mut v = lesson(2, json!({ "question": "?", "freeText": true }));
    v["annotations"] = json!([{ "chart": "throughput", "timeS": 1, "text": "x", "step": 1 }]);
    assert_eq!(errors(&v), Vec::<String>::new());
    v["annotations"] = json!([{ "chart": "throughput", "timeS": 1, "text": "x", "step": 1.5 }]);
    assert!(errors(&v).join("\n").contains("annotations[0].step"));
    v["lesson"]["allowSkip"] = json!("yes");
    assert!(errors(&v).join("\n").contains("lesson.allowSkip"));
}

#[test]
fn a_lesson_has_a_level_of_language() {
    let mut v = lesson(2, json!({ "question": "?", "freeText": true }));
    for level in ["school", "university"] {
        v["lesson"]["level"] = json!(level);
        assert_eq!(errors(&v), Vec::<String>::new(), "{}", level);
    }
    v["lesson"]["level"] = json!("kindergarten");
    assert!(errors(&v).join("\n").contains("lesson.level"));
}
