//! The optional `lesson` and `annotations` fields: checked by the reader, ignored by the solve.

use serde_json::{json, Value};

fn preset() -> Value {
    serde_json::from_str(include_str!("../../public/scenarios/000-convoy-controllers.json")).unwrap()
}

fn errors(v: &Value) -> Vec<String> {
    match mpsolver::build(&v.to_string()) {
        Ok(_) => vec![],
        Err(e) => e,
    }
}

fn with_lesson(steps: Value) -> Value {
    let mut v = preset();
    v["lesson"] = json!({ "version": 1, "title": "A lesson", "steps": steps });
    v
}

#[test]
fn a_full_lesson_and_annotations_are_accepted() {
    let mut v = with_lesson(json!([
        {
            "text": "Watch B1 fade.",
            "actions": [
                { "kind": "setTime", "timeS": 0 },
                { "kind": "playTo", "timeS": 120 },
                { "kind": "showOnly", "series": ["head-B1", "sat"] },
                { "kind": "hideSeries", "series": ["tail-B2"] },
                { "kind": "showAll" },
                { "kind": "highlight", "series": ["sat"] },
                { "kind": "selectStation", "stationId": "B2" },
                { "kind": "moveStation", "stationId": "B2", "xM": 1200, "yM": 300 },
                { "kind": "setController", "sourceId": "fleet", "controller": { "kind": "lia" } }
            ],
            "prediction": { "question": "Which rises?", "choices": ["Rise", "Fall"], "answer": 0, "explanation": "It rises." }
        },
        { "text": "Which curve?", "prediction": { "question": "?", "choicesFromSeries": ["sat", "head-B1"], "answer": 1 } }
    ]));
    v["annotations"] = json!([{ "chart": "throughput", "timeS": 150, "text": "B1 fades here" }]);
    assert_eq!(errors(&v), Vec::<String>::new());
}

#[test]
fn the_solve_ignores_the_lesson() {
    let plain = mpsolver::build(&preset().to_string()).unwrap();
    let mut v = with_lesson(json!([{ "text": "Hello" }]));
    v["annotations"] = json!([{ "chart": "capacity", "timeS": 1, "text": "x" }]);
    let with = mpsolver::build(&v.to_string()).unwrap();
    assert_eq!(plain.network().routes.len(), with.network().routes.len());
}

#[test]
fn bad_references_kinds_and_bounds_are_named() {
    let v = with_lesson(json!([{
        "text": "x",
        "actions": [
            { "kind": "selectStation", "stationId": "B9" },
            { "kind": "setController", "sourceId": "nobody", "controller": { "kind": "lia" } },
            { "kind": "jump", "to": 3 },
            { "kind": "playTo", "timeS": -1 },
            { "kind": "showOnly", "series": [] }
        ],
        "prediction": { "question": "?", "choices": ["a", "b"], "answer": 2, "hint": "no" }
    }]));
    assert_eq!(
        errors(&v),
        vec![
            "lesson.steps[0].actions[0].stationId: no station has id \"B9\"",
            "lesson.steps[0].actions[1].sourceId: no source has id \"nobody\"",
            "lesson.steps[0].actions[2].kind: must be one of setTime, playTo, showOnly, hideSeries, showAll, \
             fitY, highlight, selectStation, moveStation, setController; got \"jump\"",
            "lesson.steps[0].actions[3].timeS: must be between 0 and 10000000, got -1",
            "lesson.steps[0].actions[4].series: must have 1 to 100 entries, got 0",
            "lesson.steps[0].prediction.answer: must be the index of a choice (0 to 1), got 2",
            "lesson.steps[0].prediction.hint: unknown field",
        ]
    );
}

#[test]
fn a_lesson_needs_a_version_a_title_and_one_to_fifty_steps() {
    let mut v = preset();
    v["lesson"] = json!({ "version": 3, "steps": [], "extra": true });
    assert_eq!(
        errors(&v),
        vec![
            "lesson.version: must be 1 or 2, got 3",
            "lesson.title: is required",
            "lesson.steps: must have 1 to 50 entries, got 0",
            "lesson.extra: unknown field",
        ]
    );
    let steps: Vec<Value> = (0..51).map(|_| json!({ "text": "s" })).collect();
    assert_eq!(errors(&with_lesson(json!(steps))), vec!["lesson.steps: must have 1 to 50 entries, got 51"]);
    let long = "x".repeat(2001);
    assert_eq!(
        errors(&with_lesson(json!([{ "text": long }]))),
        vec!["lesson.steps[0].text: must be at most 2000 characters"]
    );
}

#[test]
fn an_annotation_names_a_chart_of_the_page() {
    let mut v = preset();
    v["annotations"] = json!([{ "chart": "map", "timeS": 3, "text": "x" }, { "chart": "aggregate", "text": "y" }]);
    assert_eq!(
        errors(&v),
        vec![
            "annotations[0].chart: must be one of throughput, capacity, aggregate, got \"map\"",
            "annotations[1].timeS: is required",
        ]
    );
}

#[test]
fn the_chart_names_match_the_page() {
    let ts = include_str!("../../src/charts/chartNames.ts");
    let line = ts.lines().find(|l| l.contains("CHART_NAMES =")).expect("CHART_NAMES in chartNames.ts");
    let inside = &line[line.find('[').unwrap() + 1..line.find(']').unwrap()];
    let names: Vec<String> = inside.split(',').map(|s| s.trim().trim_matches('\'').to_string()).collect();
    assert_eq!(names, mpsolver::scenario::CHART_NAMES.to_vec());
}

#[test]
fn a_step_may_unlock_one_station_named_by_id() {
    let ok = with_lesson(json!([{ "text": "Drag B1.", "unlock": { "kind": "moveStation", "stationId": "B1" } }]));
    assert_eq!(errors(&ok), Vec::<String>::new());
    let bad = with_lesson(json!([
        { "text": "x", "unlock": { "kind": "moveStation", "stationId": "B9" } },
        { "text": "y", "unlock": { "kind": "drawPath", "stationId": "B1", "extra": 1 } }
    ]));
    assert_eq!(
        errors(&bad),
        vec![
            "lesson.steps[0].unlock.stationId: no station has id \"B9\"",
            "lesson.steps[1].unlock.kind: must be moveStation; got \"drawPath\"",
            "lesson.steps[1].unlock.extra: unknown field",
        ]
    );
}
