//! Paper 003's closed forms for link utilization (solver/src/theory/utilization.rs) against the
//! numbers the paper prints and the limits it derives.

use mpsolver::theory::utilization::*;

const B: f64 = 0.5;

#[test]
fn mstcp_keeps_an_eighth_of_its_window_with_three_subflows() {
    // §3.1: "For b = 1/2, it takes only n = 3 to bring f down to 0.125."
    assert_eq!(f_multiplicative(B, 3, 42.0), 0.125);
    // Eq (6) at kappa = 1: (1 - f) / -ln f.
    let u = single_flow(Coupling::Mstcp, B, 42.0, 1.0, 3);
    assert!((u - 0.875 / 8f64.ln()).abs() < 1e-15, "{}", u);
}

#[test]
fn coupled_decrease_reaches_its_floor_at_n0_and_stays_above_a_half() {
    // §3.2.1: n0 = 2/b - 1 = 3: from there f = 1/W0.
    assert!(f_coupled_decrease(B, 2, 42.0) > 1.0 / 42.0);
    assert_eq!(f_coupled_decrease(B, 3, 42.0), 1.0 / 42.0);
    // "lower bounded by 0.5".
    for n in 1..=20 {
        assert!(single_flow(Coupling::CoupledDecrease, B, 42.0, 1.0, n) > 0.5);
    }
}

#[test]
fn coupled_increase_stays_near_single_tcp_and_tends_to_kappa_b_over_minus_log() {
    // One subflow: eq (10) with f = 1 - b, "approximately 75 %".
    assert!((single_flow(Coupling::CoupledIncrease, B, 42.0, 1.0, 1) - 0.75).abs() < 1e-12);
    // Eq (13): n -> infinity gives b / -ln(1 - b) = 0.7213 at kappa = 1.
    let limit = B / -(1.0 - B).ln();
    let far = single_flow(Coupling::CoupledIncrease, B, 42.0, 1.0, 10_000);
    assert!((far - limit).abs() < 1e-6, "{} vs {}", far, limit);
    assert!((limit - 0.7213).abs() < 1e-4);
}

#[test]
fn fully_coupled_falls_to_its_limit_and_tracks_mstcp() {
    // §3.2.3: for very large n, U = (W0 - 1) / (W0 log W0): 0.2612 at Fig 4's W0 = 42.
    let limit = 41.0 / (42.0 * 42f64.ln());
    let far = single_flow(Coupling::FullyCoupled, B, 42.0, 1.0, 100_000);
    assert!((far - limit).abs() < 1e-4, "{} vs {}", far, limit);
    // Remark 1: the lowest of the three MTCPs, and close to MSTCP.
    for n in 1..=10 {
        let full = single_flow(Coupling::FullyCoupled, B, 42.0, 1.0, n);
        let mstcp = single_flow(Coupling::Mstcp, B, 42.0, 1.0, n);
        assert!(full <= single_flow(Coupling::CoupledIncrease, B, 42.0, 1.0, n) + 1e-12);
        assert!(full <= single_flow(Coupling::CoupledDecrease, B, 42.0, 1.0, n) + 1e-12);
        assert!((full - mstcp).abs() < 0.03, "n = {}: fully coupled {} vs MSTCP {}", n, full, mstcp);
    }
}

#[test]
fn table_1_is_the_single_flow_at_one_flow_and_grows_with_the_number_of_flows() {
    for c in COUPLINGS {
        for n in 1..=6 {
            let one = multiple_flows(c, B, 100.0, n, 1);
            let single = single_flow(c, B, 100.0, 1.0, n);
            assert!((one - single).abs() < 1e-9, "{:?} n = {}: {} vs {}", c, n, one, single);
        }
        // Fig 6 (W0 = 100): more flows multiplex better.
        let u: Vec<f64> = (1..=10).map(|m| multiple_flows(c, B, 100.0, 3, m)).collect();
        assert!(u.windows(2).all(|w| w[1] >= w[0] - 1e-12), "{:?}: {:?}", c, u);
        assert!(u.iter().all(|&x| x > 0.0 && x <= 1.0), "{:?}: {:?}", c, u);
    }
    // f* solves its equation; f** too.
    let x = f_star(3, 100.0);
    assert!((x.powf(1.0 + 1.0 / 3.0) - 1.01 * x + 0.01).abs() < 1e-12 && x > 0.0 && x < 1.0);
    let f = f_double_star(3, 4, 100.0);
    assert!((g(f, 3, 4) - 100.0 * f).abs() < 1e-9);
}

#[test]
fn curves_follow_the_figures_axes() {
    let fig4 = curves(B, 42.0, 1.0, 10, None);
    assert_eq!(fig4.len(), 4);
    assert!(fig4.iter().all(|c| c.utilization.len() == 10));
    let fig6 = curves(B, 100.0, 1.0, 10, Some(3));
    assert_eq!(fig6[0].utilization[0], multiple_flows(Coupling::Mstcp, B, 100.0, 3, 1));
}

#[test]
fn the_cli_prints_the_same_table() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mpsim")).args(["theory", "--max", "3"]).output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let row3 = text.lines().find(|l| l.trim_start().starts_with("3 ")).unwrap();
    let mstcp = single_flow(Coupling::Mstcp, B, 42.0, 1.0, 3);
    assert!(row3.contains(&format!("{:.4}", mstcp)), "{}", row3);
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_mpsim")).args(["theory", "--b", "2"]).output().unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8(bad.stderr)
        .unwrap()
        .starts_with("b: the decrease factor must be between 0 and 1, got 2"));
}

// Paper 003 §4.1, Fig 8: the number of paths MTCP(alpha, beta) uses, p = (0.01, 0.02, 0.03, 0.05).

use mpsolver::theory::mtcp::{paths_map, paths_used};

const P: [f64; 4] = [0.01, 0.02, 0.03, 0.05];

#[test]
fn fig_8_uses_every_path_uncoupled_and_only_the_best_fully_coupled() {
    assert_eq!(paths_used(0.0, 0.0, &P), 4);
    assert_eq!(paths_used(1.0, 1.0, &P), 1);
    assert_eq!(paths_used(0.5, 0.5, &P), 3);
    assert_eq!(paths_used(0.3, 1.0, &P), 2);
    // Case 1's threshold: with beta = 1, only path 1 once alpha >= p1 (1 - p2) / (p2 (1 - p1)).
    let threshold = 0.01 * 0.98 / (0.02 * 0.99);
    assert_eq!(paths_used(threshold + 1e-9, 1.0, &P), 1);
    assert!(paths_used(threshold - 1e-3, 1.0, &P) >= 2);
    // Case 2 is case 1 with alpha and beta swapped.
    assert_eq!(paths_used(1.0, 0.3, &P), 2);
    // Equal best paths at alpha = beta = 1: both are used (the simplex of equilibria).
    assert_eq!(paths_used(1.0, 1.0, &[0.01, 0.01, 0.05]), 2);
}

#[test]
fn fig_8s_map_never_uses_more_paths_as_either_coupling_strengthens() {
    let map = paths_map(&[0.05, 0.01, 0.03, 0.02], 40).unwrap();
    assert_eq!(map.p, P.to_vec(), "sorted");
    let at = |ia: usize, jb: usize| map.paths[jb * 41 + ia];
    assert_eq!((at(0, 0), at(40, 40)), (4, 1));
    for jb in 0..=40 {
        for ia in 0..=40 {
            if ia < 40 {
                assert!(at(ia + 1, jb) <= at(ia, jb), "alpha step at ({}, {})", ia, jb);
            }
            if jb < 40 {
                assert!(at(ia, jb + 1) <= at(ia, jb), "beta step at ({}, {})", ia, jb);
            }
        }
    }
    // Every count from 1 to 4 has a region.
    for n in 1..=4u8 {
        assert!(map.paths.contains(&n), "no region of {} paths", n);
    }
    let errors = paths_map(&[0.0, 1.5], 0).unwrap_err();
    assert_eq!(
        errors,
        [
            "p[0]: a loss probability must be between 0 and 1, got 0",
            "p[1]: a loss probability must be between 0 and 1, got 1.5",
            "steps: from 1 to 400, got 0"
        ]
    );
}

// Paper 003 Fig 7: fully coupled MTCP on two paths, eq (15).

use mpsolver::theory::direction::direction_field;

#[test]
fn fig_7_converges_to_the_better_path_and_with_equal_paths_to_the_segment() {
    // (a) p1 < p2: every trajectory that starts with w1 > 0 ends at (sqrt(2 (1 - p1) / p1), 0).
    let f = direction_field(0.01, 0.02, 1.0, 1.0).unwrap();
    let target = (2.0f64 * 0.99 / 0.01).sqrt();
    assert!((f.equilibria[0][0] - target).abs() < 1e-12 && f.equilibria[0][1] == 0.0);
    assert!(!f.equilibrium_segment);
    for t in &f.trajectories {
        let end = t.last().unwrap();
        assert!((end[0] - target).abs() < 0.05 * target, "ends at {:?}", end);
        assert!(end[1] < 0.05 * target, "w2 should die out: {:?}", end);
    }
    // (b) p1 = p2: trajectories reach the simplex w1 + w2 = w*, where they started decides where.
    let g = direction_field(0.01, 0.01, 1.0, 1.0).unwrap();
    assert!(g.equilibrium_segment);
    let ends: Vec<[f64; 2]> = g.trajectories.iter().map(|t| *t.last().unwrap()).collect();
    for e in &ends {
        assert!((e[0] + e[1] - target).abs() < 1e-3 * target, "off the simplex: {:?}", e);
    }
    assert!(ends[0][0] > ends[1][0], "the start decides the end: {:?}", ends);
    // The arrows are eq (15): at (w, w) with p1 = p2 they point along the diagonal.
    let k = g.steps;
    let diag = g.arrows[(k / 2) * k + k / 2];
    assert!((diag[0] - diag[1]).abs() < 1e-9 * diag[0].abs().max(1.0));
    assert_eq!(direction_field(0.0, 2.0, 1.5, 0.5).unwrap_err().len(), 3);
}

#[test]
fn fig_7_solver_trajectories_follow_eq_15() {
    // The solver's own MTCP (rates, 10 ms delays each way, Euler at 1 ms, the one-packet window
    // floor), held from the same starts: it rests where eq (15) rests, and follows its path.
    let target = (2.0f64 * 0.99 / 0.01).sqrt();
    for (p2, segment) in [(0.02, false), (0.01, true)] {
        let f = direction_field(0.01, p2, 1.0, 1.0).unwrap();
        assert_eq!(f.solver_trajectories.len(), f.trajectories.len());
        let mut worst: f64 = 0.0;
        for (ours, eq15) in f.solver_trajectories.iter().zip(&f.trajectories) {
            assert_eq!(ours.len(), eq15.len());
            assert_eq!(ours[0], eq15[0], "same start");
            for (a, b) in ours.iter().zip(eq15) {
                worst = worst.max((a[0] - b[0]).hypot(a[1] - b[1]) / f.w_max);
            }
            let end = ours.last().unwrap();
            if segment {
                assert!((end[0] + end[1] - target).abs() < 0.01 * target, "off the simplex: {:?}", end);
            } else {
                assert!((end[0] - target).abs() < 0.05 * target && end[1] < 0.05 * target, "ends at {:?}", end);
            }
        }
        eprintln!("p2 = {}: largest distance from eq (15)'s trajectory {:.4} of the square", p2, worst);
        // Measured 0.069 (p2 = 0.02) at the start from (0.95, 0.95) w_max: with the loss seen a
        // round trip late, the large windows fall a little further before they turn.
        assert!(worst < 0.1, "the solver strays {} of the square from eq (15)", worst);
    }
}

#[test]
fn fig_7_a_chosen_start_runs_the_solver_from_those_windows() {
    use mpsolver::theory::direction::solver_trajectory_from;
    // Fig 7(a): fully coupled, the better path (p1 = 0.01) takes everything: from a start the
    // reader picks near the worse path's axis, the solver's windows end at eq (15)'s equilibrium.
    let f = direction_field(0.01, 0.02, 1.0, 1.0).unwrap();
    let start = [0.2 * f.w_max, 0.7 * f.w_max];
    let run = solver_trajectory_from(0.01, 0.02, 1.0, 1.0, start).unwrap();
    assert_eq!(run.len(), 401);
    assert_eq!(run[0], start);
    let (end, eq) = (run.last().unwrap(), f.equilibria[0]);
    assert!(
        (end[0] - eq[0]).abs() < 0.05 * f.w_max && (end[1] - eq[1]).abs() < 0.05 * f.w_max,
        "{:?} vs {:?}",
        end,
        eq
    );
    // A start one of the fixed starts has gives the same windows as the field's own run.
    let fixed = solver_trajectory_from(0.01, 0.02, 1.0, 1.0, [0.5 * f.w_max, 0.5 * f.w_max]).unwrap();
    assert_eq!(fixed, f.solver_trajectories[2]);
    let errors = solver_trajectory_from(0.01, 0.02, 1.0, 1.0, [-1.0, f64::NAN]).unwrap_err();
    assert!(errors[0].starts_with("w1: ") && errors[1].starts_with("w2: "), "{:?}", errors);
}
