//! The engine a scenario asks for (`solver.engine`, `seed`, `bufferPackets`,
//! `randomDropFraction`): read and checked by the scenario reader, and run through one API
//! (`mpsolver::run`) that the wasm exports and the CLI share.

mod common;

use common::preset;
use mpsolver::run::{build_run, packet_options, Run};
use mpsolver::scenario::{self, Engine};
use serde_json::Value;

fn errors(v: &Value) -> Vec<String> {
    match scenario::parse(&v.to_string()) {
        Ok(_) => vec![],
        Err(e) => e,
    }
}

/// Paper 003's three paths, 20 s, with `solver` settings added.
fn three_paths(solver: Value) -> Value {
    let mut v = preset("003-three-paths");
    v["solver"]["durationS"] = 20.0.into();
    for (k, x) in solver.as_object().unwrap() {
        v["solver"][k] = x.clone();
    }
    v
}

fn all_rows(run: &mut Run) -> Vec<f64> {
    let width = run.sample_width();
    let mut buf = vec![0.0; width * 64];
    let mut out = Vec::new();
    while !run.is_done() {
        let n = run.write_samples(&mut buf, 64);
        out.extend_from_slice(&buf[..n * width]);
    }
    out
}

#[test]
fn the_scenario_chooses_the_engine_and_its_packet_options() {
    let v = three_paths(
        serde_json::json!({ "engine": "packet", "seed": 9, "bufferPackets": 40, "randomDropFraction": 0.25 }),
    );
    let s = scenario::parse(&v.to_string()).unwrap();
    assert_eq!(s.solver.engine, Engine::Packet);
    let o = packet_options(&s);
    assert_eq!((o.seed, o.buffer_packets, o.random_drop_fraction), (9, Some(40), 0.25));
    let mut run = build_run(&v.to_string()).unwrap();
    assert_eq!(run.engine(), Engine::Packet);
    assert!(run.column_names().iter().any(|c| c == "w:mtcp-path1"));
    assert_eq!(run.total_samples(), 41);
    let rows = all_rows(&mut run);
    assert_eq!(rows.len(), 41 * run.sample_width());
    // The buffer of 40 packets holds: no queue column ever above it.
    let names = run.column_names();
    for (k, name) in names.iter().enumerate().filter(|(_, n)| n.starts_with("q:")) {
        let most = rows.iter().skip(k).step_by(names.len()).fold(0.0_f64, |a, &b| a.max(b));
        assert!(most <= 40.0, "{} reached {}", name, most);
    }
    // Absent, the engine is the fluid one, with the same columns as ever.
    let fluid = build_run(&three_paths(serde_json::json!({})).to_string()).unwrap();
    assert_eq!(fluid.engine(), Engine::Fluid);
    assert!(!fluid.column_names().iter().any(|c| c.starts_with("w:")));
}

#[test]
fn the_seed_changes_a_run_with_random_drops_and_only_then() {
    let run_with = |seed: u64, drop: f64| {
        let v = three_paths(serde_json::json!({ "engine": "packet", "seed": seed, "randomDropFraction": drop }));
        all_rows(&mut build_run(&v.to_string()).unwrap())
    };
    assert_eq!(run_with(1, 0.3), run_with(1, 0.3));
    assert_ne!(run_with(1, 0.3), run_with(2, 0.3));
    // No randomness in the scenario: the seed makes no difference.
    assert_eq!(run_with(1, 0.0), run_with(2, 0.0));
}

#[test]
fn bad_engine_settings_are_named_by_field() {
    let v = three_paths(serde_json::json!({
        "engine": "quantum", "seed": -1, "bufferPackets": 0, "randomDropFraction": 2
    }));
    assert_eq!(
        errors(&v),
        vec![
            "solver.engine: must be one of fluid, packet; got \"quantum\"",
            "solver.seed: must be between 0 and 1000000000, got -1",
            "solver.bufferPackets: must be between 1 and 1000000, got 0",
            "solver.randomDropFraction: must be between 0 and 1, got 2",
        ]
    );
    let v = three_paths(serde_json::json!({ "bufferPackets": 2.5 }));
    assert_eq!(errors(&v), vec!["solver.bufferPackets: must be a whole number, got 2.5"]);
}
