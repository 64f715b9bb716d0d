//! "Check accuracy" (docs/model.md §4.8): the run at `dt` against the run at `dt / 2`.

mod common;

use common::preset;
use serde_json::json;

fn check(v: &serde_json::Value) -> mpsolver::accuracy::AccuracyReport {
    mpsolver::accuracy::check(&mpsolver::scenario::parse(&v.to_string()).unwrap()).unwrap()
}

#[test]
fn the_papers_step_is_accurate_and_a_coarse_one_shows_it_is_not() {
    // III-E at the paper's 1 ms: every route within 0.2 % of its peak of the run at 0.5 ms.
    let fine = check(&preset("III-E"));
    assert_eq!(fine.dt_s, 0.001);
    assert_eq!(fine.half_dt_s, 0.0005);
    assert_eq!(fine.series.len(), 7);
    assert!(fine.largest_relative < 0.002, "{:?}", fine.series[0]);
    // Sorted, largest relative first; each difference is found where it is largest.
    assert!(fine.series.windows(2).all(|w| w[0].relative >= w[1].relative));
    // At 10 ms (a quarter of the shortest round trip) the two runs part by far more.
    let mut coarse = preset("III-E");
    coarse["solver"]["dtS"] = json!(0.01);
    let coarse = check(&coarse);
    println!(
        "largest relative difference: {:.5} at 1 ms, {:.5} at 10 ms",
        fine.largest_relative, coarse.largest_relative
    );
    assert!(coarse.largest_relative > 5.0 * fine.largest_relative);
}

#[test]
fn the_packet_engine_has_no_step_to_halve() {
    let mut v = preset("003-three-paths-packet");
    v["solver"]["durationS"] = json!(5.0);
    let errors = mpsolver::accuracy::check(&mpsolver::scenario::parse(&v.to_string()).unwrap()).unwrap_err();
    assert!(errors[0].starts_with("solver.engine: "), "{:?}", errors);
}
