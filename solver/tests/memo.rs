//! Capacities remembered between runs (`network::memo`, docs/model.md §4.4): a run that copies
//! them gives the same bits as a run that computes them, for a placement map's runs (one station
//! moved), a sweep of a controller setting (nothing moved) and networks with shared stations and
//! other decay laws; a sweep of the motion itself never builds a memo.

mod common;

use common::preset;
use mpsolver::run::{build_run_scenario, Run};
use mpsolver::scenario::parse_value;
use mpsolver::sweep::set_path;
use serde_json::{json, Value};

/// The summary of a run of `v` as JSON text (shortest round-trip numbers: equal text, equal
/// bits), and whether the run copied remembered capacities.
fn summary(v: &Value, reuse: bool) -> (String, bool) {
    let mut run: Run = build_run_scenario(&parse_value(v).unwrap()).unwrap();
    let reused = reuse && run.reuse_capacities();
    run.run_to_end();
    (serde_json::to_string(&run.summary().unwrap()).unwrap(), reused)
}

fn with(mut v: Value, sets: &[(&str, f64)]) -> Value {
    for (path, x) in sets {
        set_path(&mut v, path, *x).unwrap();
    }
    v
}

/// III-D cut to 60 s (the convoy passes B1 and B2 in that time).
fn convoy() -> Value {
    let mut v = preset("III-D");
    v["solver"]["durationS"] = json!(60.0);
    v
}

/// Runs each scenario twice on this thread, with and without the memo, in the order given;
/// returns, per scenario, whether the memo was attached. Every pair must agree bit for bit.
fn same_with_and_without(scenarios: &[Value]) -> Vec<bool> {
    scenarios
        .iter()
        .map(|v| {
            let (plain, _) = summary(v, false);
            let (reusing, attached) = summary(v, true);
            assert_eq!(plain, reusing, "a run with the memo differs from one without");
            attached
        })
        .collect()
}

#[test]
fn a_placement_maps_runs_copy_the_other_stations_and_match_bit_for_bit() {
    let points = [(-200.0, -400.0), (350.0, 120.0), (-900.0, 600.0), (0.0, 0.0)];
    let runs: Vec<Value> = points
        .iter()
        .map(|&(x, y)| with(convoy(), &[("stations.B1.position.xM", x), ("stations.B1.position.yM", y)]))
        .collect();
    let attached = same_with_and_without(&runs);
    // The first run of a motion builds nothing; the second builds the memo; the rest copy it.
    assert_eq!(attached, vec![false, true, true, true]);
}

#[test]
fn the_memo_reuses_rows_only_for_links_whose_constants_match() {
    let a = with(convoy(), &[("stations.B1.position.xM", 100.0)]);
    let b = with(convoy(), &[("stations.B1.position.xM", 300.0)]);
    let mut first = build_run_scenario(&parse_value(&a).unwrap()).unwrap();
    assert!(!first.reuse_capacities());
    let mut second = build_run_scenario(&parse_value(&a).unwrap()).unwrap();
    assert!(second.reuse_capacities());
    let memo = second.network().memo().unwrap().clone();
    // 60 s at 1 ms, plus a block; two nodes (head, tail) and six station links.
    assert!(memo.steps() >= 60_000);
    assert_eq!(memo.bytes(), memo.steps() * (2 * 16 + 6 * 8));
    // A network with B1 elsewhere takes the memo but computes B1's two links itself.
    let mut net = mpsolver::Network::compile(&parse_value(&b).unwrap()).unwrap();
    assert!(net.attach_memo(memo.clone(), 0.001));
    assert_eq!(net.memo_rows_reused(), 4);
    // Another time step is another motion: refused.
    let mut other = mpsolver::Network::compile(&parse_value(&b).unwrap()).unwrap();
    assert!(!other.attach_memo(memo, 0.002));
}

#[test]
fn a_sweep_of_a_controller_setting_copies_every_link() {
    let runs: Vec<Value> =
        [5.0, 15.0, 40.0].iter().map(|&beta| with(convoy(), &[("stations.B2.responsiveness", beta)])).collect();
    assert_eq!(same_with_and_without(&runs), vec![false, true, true]);
}

#[test]
fn shared_stations_and_other_decay_laws_read_remembered_positions() {
    // B2 shared by head and tail, B3 with a linear law, the satellite a law of time: the general
    // path, which reads the memo's positions.
    let mut v = convoy();
    v["stations"][1]["sharedCapacity"] = json!(true);
    v["stations"][2]["decay"] = json!({ "law": "linear", "rangeM": 900 });
    let runs: Vec<Value> =
        [-600.0, 0.0, 450.0].iter().map(|&x| with(v.clone(), &[("stations.B3.position.xM", x)])).collect();
    assert_eq!(same_with_and_without(&runs), vec![false, true, true]);
}

#[test]
fn a_sweep_of_the_motion_never_builds_a_memo() {
    let v = preset("III-E");
    let runs: Vec<Value> = [10.0, 12.0, 14.0]
        .iter()
        .map(|&len| {
            let mut r = with(v.clone(), &[("platforms.0.lengthM", len)]);
            r["solver"]["durationS"] = json!(5.0);
            r
        })
        .collect();
    assert_eq!(same_with_and_without(&runs), vec![false, false, false]);
}
