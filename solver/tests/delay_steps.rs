//! Delays in whole steps (docs/model.md §4): each hop is rounded to the nearest step and the round trip
//! is the sum of the rounded hops, so at dt = 2 ms the hops never add up to more than the round
//! trip; at dt = 1 ms (every preset) the steps are the delays in milliseconds, as before.

mod common;

use common::*;
use mpsolver::integrator::DelaySteps;
use serde_json::json;

/// Every route's delays in steps, in route order, with the route id.
fn delay_steps(v: &serde_json::Value) -> Vec<(String, DelaySteps)> {
    let sim = build(v);
    sim.network().routes.iter().enumerate().map(|(r, route)| (route.id.clone(), sim.delay_steps(r))).collect()
}

#[test]
fn at_2ms_the_round_trip_is_the_sum_of_the_rounded_hops() {
    // One-way delays whose halves of a 2 ms step round up (5, 15, 25, 1 ms), one exact (4 ms), and
    // one route with a forward delay that rounds up and a feedback delay that does not.
    let ids = ["a5", "b15", "c25", "d1", "e4"];
    let one_way_ms = [5.0, 15.0, 25.0, 1.0, 4.0];
    let mut channels: Vec<_> = ids.iter().zip(one_way_ms).map(|(id, ms)| channel(id, 10.0, 15.0, ms)).collect();
    let mut asymmetric = channel("f5-4", 10.0, 15.0, 5.0);
    asymmetric["delays"] = json!({ "forwardMs": 5, "feedbackMs": 4 });
    channels.push(asymmetric);
    let vias: Vec<[&str; 1]> = ["a5", "b15", "c25", "d1", "e4", "f5-4"].iter().map(|&id| [id]).collect();
    let vias: Vec<&[&str]> = vias.iter().map(|v| &v[..]).collect();
    let mut v = scenario(channels, vec![source("flow", &vias, json!({ "kind": "kelly-voice" }))], 1.0);
    v["solver"]["dtS"] = json!(0.002);

    let steps = |forward, feedback, round_trip| DelaySteps { forward, feedback, round_trip };
    let expected = [
        ("flow-a5", steps(3, 3, 6)),
        ("flow-b15", steps(8, 8, 16)),
        ("flow-c25", steps(13, 13, 26)),
        ("flow-d1", steps(1, 1, 2)),
        ("flow-e4", steps(2, 2, 4)),
        ("flow-f5-4", steps(3, 2, 5)),
    ];
    let got = delay_steps(&v);
    assert_eq!(got.len(), expected.len());
    for ((id, got), (want_id, want)) in got.iter().zip(expected) {
        assert_eq!(id, want_id);
        assert_eq!(*got, want, "route {}", id);
    }
}

/// The presets of `public/scenarios`, by name.
fn preset_names() -> Vec<String> {
    let dir = format!("{}/../public/scenarios", env!("CARGO_MANIFEST_DIR"));
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {}", dir, e))
        .filter_map(|e| e.ok()?.file_name().to_str()?.strip_suffix(".json").map(String::from))
        .collect();
    names.sort();
    names
}

#[test]
fn at_1ms_every_preset_keeps_its_delays_in_milliseconds() {
    let names = preset_names();
    assert!(names.len() >= 13, "presets: {:?}", names);
    for name in names {
        let v = preset(&name);
        assert_eq!(v["solver"]["dtS"], json!(0.001), "{}", name);
        let sim = build(&v);
        for (r, route) in sim.network().routes.iter().enumerate() {
            let (forward_ms, feedback_ms) = (route.delays.forward_ms, route.delays.feedback_ms);
            let got = sim.delay_steps(r);
            // Whole milliseconds: the steps are the delays, and the round trip is what rounding
            // it on its own gave before.
            assert_eq!(got.forward as f64, forward_ms, "{} {}", name, route.id);
            assert_eq!(got.feedback as f64, feedback_ms, "{} {}", name, route.id);
            assert_eq!(got.round_trip as f64, (forward_ms + feedback_ms), "{} {}", name, route.id);
        }
    }
}

#[test]
fn at_2ms_every_preset_has_hops_that_add_up_to_its_round_trips() {
    for name in preset_names() {
        let mut v = preset(&name);
        v["solver"]["dtS"] = json!(0.002);
        for (id, got) in delay_steps(&v) {
            assert_eq!(got.round_trip, got.forward + got.feedback, "{} {}: {:?}", name, id, got);
        }
    }
}
