//! A looping piecewise-linear capacity (`periodS`, a Mahimahi trace's loop): the reader's rules
//! and the `c:<channel>` column of both engines, checked against the law worked by hand.

mod common;

use common::packet::{packet_run, rows};
use common::*;
use mpsolver::packet::PacketOptions;
use serde_json::{json, Value};

/// One source on one channel whose capacity is `law`.
fn one_channel(law: Value, engine: &str) -> Value {
    json!({
        "format": "multipath-playground/scenario", "version": 1, "title": "loop",
        "channels": [{ "id": "trace", "capacity": law, "delays": { "forwardMs": 20, "feedbackMs": 20 } }],
        "sources": [{ "id": "one", "routes": [{ "via": ["trace"] }], "controller": { "kind": "kelly-voice", "a": 0.05, "b": 0.5 } }],
        "solver": { "dtS": 0.001, "durationS": 9, "sampleEveryS": 0.1, "engine": engine }
    })
}

/// Points 0 s: 2 Mbps, 2 s: 6 Mbps, period 3 s (back to 2 Mbps at 3 s).
fn looping_law() -> Value {
    json!({ "law": "piecewise-linear", "periodS": 3,
            "points": [{ "tS": 0, "capacityMbps": 2 }, { "tS": 2, "capacityMbps": 6 }] })
}

/// The same law worked by hand.
fn by_hand(t_s: f64) -> f64 {
    let phase = t_s % 3.0;
    if phase <= 2.0 {
        2.0 + 2.0 * phase
    } else {
        6.0 - 4.0 * (phase - 2.0)
    }
}

fn errors(v: &Value) -> Vec<String> {
    match mpsolver::build(&v.to_string()) {
        Ok(_) => vec![],
        Err(e) => e,
    }
}

#[test]
fn a_period_must_be_longer_than_the_points_span_and_at_most_1e7() {
    let mut v = one_channel(looping_law(), "fluid");
    assert!(errors(&v).is_empty());
    for bad in [json!(2), json!(1.5), json!(2.0e7)] {
        v["channels"][0]["capacity"]["periodS"] = bad.clone();
        let e = errors(&v);
        assert_eq!(e.len(), 1, "{:?}", e);
        assert!(
            e[0].starts_with("channels[0].capacity.periodS: must be longer than the points' span (2 s)"),
            "{}",
            e[0]
        );
    }
    v["channels"][0]["capacity"]["periodS"] = json!("3");
    assert_eq!(errors(&v), vec!["channels[0].capacity.periodS: must be a number, got \"3\""]);
}

#[test]
fn the_fluid_engine_loops_the_law() {
    let mut sim = build(&one_channel(looping_law(), "fluid"));
    let width = sim.sample_width();
    let n = 90;
    let mut buf = vec![0.0; width * n];
    assert_eq!(sim.write_samples(&mut buf, n), n);
    let mut checked = 0;
    for row in buf.chunks_exact(width) {
        let (t_s, c) = (row[0], row[width - 1]);
        assert!((c - by_hand(t_s)).abs() < 1e-9, "t {} s: {} Mbps, by hand {}", t_s, c, by_hand(t_s));
        checked += 1;
    }
    assert_eq!(checked, n);
}

#[test]
fn the_packet_engine_loops_the_law() {
    let (names, rows) = rows(&mut packet_run(&one_channel(looping_law(), "packet"), &PacketOptions::default()));
    let k = names.iter().position(|n| n == "c:trace").unwrap();
    assert!(rows.len() >= 80);
    for row in &rows {
        let (t_s, c) = (row[0], row[k]);
        // Capacities are evaluated every 10 ms: at most 10 ms of the steepest slope (4 Mbps/s) behind.
        assert!((c - by_hand(t_s)).abs() <= 0.04 + 1e-9, "t {} s: {} Mbps, by hand {}", t_s, c, by_hand(t_s));
    }
}
