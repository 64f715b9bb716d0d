//! Delays in steps (docs/model.md §4.2): each hop and the round trip are whole steps and a fraction of
//! one more, read by linear interpolation; at dt = 1 ms (every preset) the steps are the delays in
//! milliseconds with no fraction, so the presets run as before. At dt = 2, 1, 0.5, 0.25 ms III-D's
//! successive differences halve with the step (first order), which rounding the hops did not give.

mod common;

use common::*;
use mpsolver::integrator::{split_steps, DelaySteps, WHOLE_STEP_TOLERANCE};
use serde_json::json;

/// Every route's delays in steps, in route order, with the route id.
fn delay_steps(v: &serde_json::Value) -> Vec<(String, DelaySteps)> {
    let sim = build(v);
    sim.network().routes.iter().enumerate().map(|(r, route)| (route.id.clone(), sim.delay_steps(r))).collect()
}

#[test]
fn at_2ms_a_hop_between_two_steps_keeps_its_fraction() {
    // One-way delays that fall halfway between two 2 ms steps (5, 15, 25, 1 ms), one exact (4 ms),
    // and one route with a forward delay between two steps and a whole feedback delay.
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

    let half = |forward, feedback, round_trip, fractions: (f64, f64, f64)| DelaySteps {
        forward,
        feedback,
        round_trip,
        forward_fraction: fractions.0,
        feedback_fraction: fractions.1,
        round_trip_fraction: fractions.2,
    };
    let expected = [
        ("flow-a5", half(2, 2, 5, (0.5, 0.5, 0.0))),
        ("flow-b15", half(7, 7, 15, (0.5, 0.5, 0.0))),
        ("flow-c25", half(12, 12, 25, (0.5, 0.5, 0.0))),
        // A 2 ms round trip is one step: lengthened to two whole steps (docs/model.md §4.6).
        ("flow-d1", DelaySteps::whole(1, 1, 2)),
        ("flow-e4", DelaySteps::whole(2, 2, 4)),
        ("flow-f5-4", half(2, 2, 4, (0.5, 0.0, 0.5))),
    ];
    let got = delay_steps(&v);
    assert_eq!(got.len(), expected.len());
    for ((id, got), (want_id, want)) in got.iter().zip(expected) {
        assert_eq!(id, want_id);
        assert_eq!(*got, want, "route {}", id);
    }
}

#[test]
fn float_noise_in_a_whole_delay_gives_a_fraction_of_exactly_zero() {
    // 0.7 / 0.1 = 6.999999999999999 in floating point (a 700 ms hop at dt = 100 ms): whole, not 6
    // and a fraction.
    assert_ne!(0.7f64 / 0.1, 7.0);
    assert_eq!(split_steps(0.7 / 0.1), (7, 0.0));
    assert_eq!(split_steps(0.3 / 0.1), (3, 0.0));
    let (whole, fraction) = split_steps(15.0 / 2.0);
    assert_eq!((whole, fraction), (7, 0.5));
    // Just past the tolerance a fraction is kept.
    let (whole, fraction) = split_steps(15.0 + 10.0 * WHOLE_STEP_TOLERANCE);
    assert_eq!(whole, 15);
    assert!(fraction > 0.0 && fraction < 2e-8);
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
            // Whole milliseconds: the steps are the delays, with no fraction to interpolate.
            assert!(!got.has_fraction(), "{} {}: {:?}", name, route.id, got);
            assert_eq!(got.forward as f64, forward_ms, "{} {}", name, route.id);
            assert_eq!(got.feedback as f64, feedback_ms, "{} {}", name, route.id);
            assert_eq!(got.round_trip as f64, (forward_ms + feedback_ms), "{} {}", name, route.id);
        }
    }
}

#[test]
fn at_2ms_every_preset_runs_its_exact_round_trips() {
    for name in preset_names() {
        let mut v = preset(&name);
        v["solver"]["dtS"] = json!(0.002);
        let sim = build(&v);
        for (r, route) in sim.network().routes.iter().enumerate() {
            let exact_steps = (route.delays.forward_ms + route.delays.feedback_ms) / 2.0;
            let got = sim.delay_steps(r);
            assert!((got.round_trip_steps() - exact_steps).abs() < 1e-9, "{} {}: {:?}", name, route.id, got);
        }
    }
}

/// The largest difference of any route between III-D (its first `duration_s`) at `dt_s` and at
/// `dt_s / 2`, as "Check accuracy" reports it, Mbps.
fn iii_d_difference_mbps(dt_s: f64, duration_s: f64) -> f64 {
    let mut v = preset("III-D");
    v["solver"]["dtS"] = json!(dt_s);
    v["solver"]["durationS"] = json!(duration_s);
    let scenario = mpsolver::scenario::parse(&v.to_string()).unwrap();
    let report = mpsolver::accuracy::check(&scenario).unwrap();
    report.series.iter().map(|s| s.max_abs_mbps).fold(0.0, f64::max)
}

#[test]
fn halving_dt_on_iii_d_halves_the_difference_first_order() {
    // III-D's 15 and 25 ms hops fall between two 2 ms steps; the startup (its largest differences)
    // is within the first 30 s. Rounding the hops to 16 and 26 ms gave ratios of 10.0 and 2.0
    // (9.67e-2, 9.69e-3, 4.85e-3 over 0-420 s); interpolation gives about 2 at every dt.
    let differences: Vec<f64> = [0.002, 0.001, 0.0005].iter().map(|&dt| iii_d_difference_mbps(dt, 30.0)).collect();
    println!("successive differences at dt 2/1, 1/0.5, 0.5/0.25 ms: {:?}", differences);
    for pair in differences.windows(2) {
        let ratio = pair[0] / pair[1];
        assert!((1.7..2.3).contains(&ratio), "ratio {} of {:?}", ratio, differences);
    }
}
