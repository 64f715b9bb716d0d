//! Frozen capacities (docs/model.md §4.9): a run that holds every capacity at its value at
//! `t_freeze` from then on, the integrator's own capacity blocks included. Up to `t_freeze` it is
//! the unfrozen run; after it the capacity columns do not move, and the rates settle: on eq (15)'s
//! point for Kelly-Voice (paper 000), to a steady value for LIA.

mod common;

use common::*;
use mpsolver::run::{build_run, Run};
use mpsolver::summary::{fixed_point, settle_at};
use serde_json::{json, Value};

/// Every sample row of `v`'s run, capacities frozen at `freeze_s` if given; and the column names.
fn rows(v: &Value, freeze_s: Option<f64>) -> (Vec<String>, Vec<Vec<f64>>) {
    let mut run: Run = build_run(&v.to_string()).expect("valid scenario");
    if let Some(t) = freeze_s {
        run.freeze_capacities_at(t).expect("a fluid run");
    }
    let (names, width) = (run.column_names(), run.sample_width());
    let mut buf = vec![0.0; width * run.total_samples()];
    let written = run.write_samples(&mut buf, run.total_samples());
    assert!(run.failure().is_none());
    (names, buf[..written * width].chunks(width).map(<[f64]>::to_vec).collect())
}

/// III-D over `duration_s` with its source's controller `controller` (the preset's when `None`).
fn iii_d(duration_s: f64, controller: Option<Value>) -> Value {
    let mut v = preset("III-D");
    v["solver"]["durationS"] = json!(duration_s);
    v["solver"]["sampleEveryS"] = json!(1.0);
    if let Some(c) = controller {
        v["sources"][0]["controller"] = c;
    }
    v
}

/// Checks the frozen run of `v` against its unfrozen run; returns the frozen rows and the index
/// of the capacity columns.
fn frozen_against_moving(v: &Value, freeze_s: f64) -> (Vec<Vec<f64>>, Vec<usize>) {
    let (names, moving) = rows(v, None);
    let (_, frozen) = rows(v, Some(freeze_s));
    let capacity: Vec<usize> = (0..names.len()).filter(|&k| names[k].starts_with("c:")).collect();
    let at = moving.iter().position(|r| r[0] == freeze_s).expect("a sample at the freeze time");
    // Up to the freeze, the same run bit for bit.
    assert_eq!(frozen[..=at], moving[..=at]);
    // After it the capacities stay at their values then, while the moving run's change.
    assert!(capacity.iter().any(|&k| moving.last().unwrap()[k] != moving[at][k]), "the convoy moves");
    for row in &frozen[at..] {
        for &k in &capacity {
            assert_eq!(row[k], moving[at][k], "{} at {} s", names[k], row[0]);
        }
    }
    (frozen, capacity)
}

#[test]
fn kelly_voice_frozen_settles_on_eq_15_at_the_freeze() {
    let (freeze_s, v) = (150.0, iii_d(300.0, None));
    let (frozen, capacity) = frozen_against_moving(&v, freeze_s);
    let last = frozen.last().unwrap();
    let capacities: Vec<f64> = capacity.iter().map(|&k| last[k]).collect();
    let net = mpsolver::network::Network::compile(&mpsolver::scenario::parse(&v.to_string()).unwrap()).unwrap();
    let eq15 = fixed_point(&net, &capacities).expect("one Kelly-Voice source on routes of its own");
    for (r, want) in eq15.iter().enumerate() {
        let got = last[1 + r];
        assert!((got - want).abs() < 1e-6 * want.max(1.0), "route {}: {} vs eq (15) {}", r, got, want);
    }
}

#[test]
fn lia_frozen_comes_to_rest_where_the_held_run_settles() {
    let (freeze_s, v) = (150.0, iii_d(400.0, Some(json!({ "kind": "lia" }))));
    let (frozen, _) = frozen_against_moving(&v, freeze_s);
    let routes = 7;
    let (last, before) = (&frozen[frozen.len() - 1], &frozen[frozen.len() - 11]);
    let total: f64 = last[1..=routes].iter().sum();
    for r in 1..=routes {
        assert!((last[r] - before[r]).abs() < 1e-4 * total, "route {} still moving: {} -> {}", r, before[r], last[r]);
    }
    // The equilibrium at the cursor (a network frozen at 150 s, started from the run's rates
    // there) lands on the same rates.
    let scenario = mpsolver::scenario::parse(&v.to_string()).unwrap();
    let net = mpsolver::network::Network::compile(&scenario).unwrap();
    let at = frozen.iter().position(|r| r[0] == freeze_s).unwrap();
    let settled = settle_at(&net, &scenario, freeze_s, Some(&frozen[at][1..=routes])).unwrap();
    assert!(settled.settled);
    for r in 0..routes {
        let got = last[1 + r];
        assert!(
            (got - settled.rates_mbps[r]).abs() < 0.01 * total,
            "route {}: {} vs {}",
            r,
            got,
            settled.rates_mbps[r]
        );
    }
}

#[test]
fn the_packet_engine_has_no_frozen_mode_and_a_time_must_be_one() {
    let mut run = build_run(&preset("001-two-paths-packet").to_string()).unwrap();
    let err = run.freeze_capacities_at(1.0).unwrap_err();
    assert!(err[0].starts_with("freezeAtS: "), "{:?}", err);
    let mut fluid = build_run(&iii_d(10.0, None).to_string()).unwrap();
    assert!(fluid.freeze_capacities_at(f64::NAN).is_err());
    assert!(fluid.freeze_capacities_at(-1.0).is_err());
}
