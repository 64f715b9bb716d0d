//! Known answers for OLIA (Khalili, Gast, Popovic, Le Boudec, draft-khalili-mptcp-congestion-control-05;
//! docs/controllers.md): its increase and sets at one step, its equilibrium over two disjoint lossy
//! paths next to LIA's, and one TCP share at a shared bottleneck. The single-path reduction to TCP
//! is in `controllers.rs` with the other kinds.

mod common;

use common::*;
use mpsolver::controller::{Controller, SourceView, WindowController};
use mpsolver::scenario::WindowLaw;
use serde_json::json;

/// OLIA's `dx_r/dt` for routes of 1500-byte packets (0.012 Mb), all with round trip 0.1 s, given
/// each route's window (packets) and `lambda_r`; the delayed rate is the current one.
fn olia_derivatives(windows: &[f64], lambda: &[f64]) -> Vec<f64> {
    let rates: Vec<f64> = windows.iter().map(|w| rate(*w, 0.1, 1500.0)).collect();
    let inverse_rtt = vec![10.0; windows.len()];
    let ones = vec![1.0; windows.len()];
    let view = SourceView {
        rates_mbps: &rates,
        probed_delayed_mbps: &rates,
        lambda,
        inverse_rtt: &inverse_rtt,
        total_delayed_mbps: rates.iter().sum(),
        relay_ratio: &ones,
    };
    let mut dxdt = vec![0.0; windows.len()];
    WindowController::new(WindowLaw::Olia, 1500.0).rate_derivatives(&view, &mut dxdt);
    dxdt
}

/// The fluid form with OLIA's `dec = w/2`: `dx/dt = x / T [inc (1 - lambda) - (w / 2) lambda]`.
fn fluid(w: f64, lambda: f64, inc: f64) -> f64 {
    rate(w, 0.1, 1500.0) * 10.0 * (inc * (1.0 - lambda) - 0.5 * w * lambda)
}

fn assert_close(got: &[f64], expected: &[f64], what: &str) {
    for (g, e) in got.iter().zip(expected) {
        assert!((g - e).abs() <= 1e-12 * e.abs().max(1e-3), "{}: {:?} vs {:?}", what, got, expected);
    }
}

#[test]
fn olia_increase_and_sets_follow_the_draft() {
    // Windows 20 and 10 packets, T = 0.1 s: sum_p w_p / T_p = 300 per second, so the first term of
    // eq (1) is w_r * 100 / 300^2: 2/90 and 1/90.
    let (first0, first1) = (20.0 * 100.0 / 90000.0, 10.0 * 100.0 / 90000.0);
    // Route 1 is less lossy (best_paths = {1}), route 0 has the largest window (max_w_paths =
    // {0}), so collected_paths = {1}: with 2 paths alpha_0 = -1/2 and alpha_1 = +1/2.
    let got = olia_derivatives(&[20.0, 10.0], &[0.02, 0.01]);
    let expected = [fluid(20.0, 0.02, first0 - 0.5 / 20.0), fluid(10.0, 0.01, first1 + 0.5 / 10.0)];
    assert_close(&got, &expected, "collected path");
    assert!(got[0] < 0.0, "the largest window's increase is negative here (2/90 < 1/40): {:?}", got);
    // The largest window is also the best path: collected_paths is empty and alpha = 0.
    let got = olia_derivatives(&[20.0, 10.0], &[0.01, 0.02]);
    assert_close(&got, &[fluid(20.0, 0.01, first0), fluid(10.0, 0.02, first1)], "best path has the largest window");
    // Ties (docs/controllers.md): a cost lambda^2 T within 1e-9 of the best counts as best. Route 1
    // at 1e-12 more loss is still a best path and is collected; at 1e-6 more it is not.
    let (near, far) = (0.01 * (1.0 + 1e-12), 0.01 * (1.0 + 1e-6));
    let tied = olia_derivatives(&[20.0, 10.0], &[0.01, near]);
    assert_close(
        &tied,
        &[fluid(20.0, 0.01, first0 - 0.5 / 20.0), fluid(10.0, near, first1 + 0.5 / 10.0)],
        "tied quality",
    );
    let apart = olia_derivatives(&[20.0, 10.0], &[0.01, far]);
    assert_close(&apart, &[fluid(20.0, 0.01, first0), fluid(10.0, far, first1)], "distinct quality");
    // Three paths, two tied largest windows (within 1e-9), the third best: |max_w_paths| = 2, so
    // alpha = -1/(3 x 2) on each of them and +1/3 on the collected one. Sum about 50/0.1 = 500
    // per second.
    let w = [20.0, 20.0 * (1.0 - 1e-12), 10.0];
    let got = olia_derivatives(&w, &[0.02, 0.02, 0.01]);
    let sum = (w[0] + w[1] + w[2]) * 10.0;
    let first = |w: f64| w * 100.0 / (sum * sum);
    let expected = [
        fluid(w[0], 0.02, first(w[0]) - 1.0 / 6.0 / w[0]),
        fluid(w[1], 0.02, first(w[1]) - 1.0 / 6.0 / w[1]),
        fluid(w[2], 0.01, first(w[2]) + 1.0 / 3.0 / w[2]),
    ];
    assert_close(&got, &expected, "two tied largest windows");
}

#[test]
fn olia_over_disjoint_lossy_paths_uses_only_the_better_one() {
    // Two disjoint paths with fixed loss probabilities p1 = 0.01 and p2 = 0.02 (lossProbability:
    // lambda_r = p_r whatever the load), both with 50 ms round trips, 1500-byte packets (one
    // packet per round trip is 0.24 Mbps). Means over [60, 90) and [90, 120) s of a 120 s run.
    let run = |kind: &str| {
        let v = scenario(
            vec![lossy_channel("good", 0.01, 25.0), lossy_channel("bad", 0.02, 25.0)],
            vec![source("mp", &[&["good"], &["bad"]], json!({ "kind": kind }))],
            120.0,
        );
        let mut sim = build(&v);
        let third = window_means(&mut sim, 60.0, 90.0);
        let fourth = window_means(&mut sim, 90.0, 120.0);
        for (a, b) in third.iter().zip(&fourth) {
            assert!((a - b).abs() <= 1e-9 * b.max(1.0), "{}: not settled: {:?} then {:?}", kind, third, fourth);
        }
        fourth.iter().map(|x| window(*x, 0.05, 1500.0)).collect::<Vec<f64>>()
    };
    // Reno's window at loss rate p: W = sqrt(2 (1 - p1) / p1) = sqrt(198) = 14.071 on the good path.
    let reno = (2.0 * 0.99 / 0.01f64).sqrt();
    // OLIA: the good path is the only best path (lower lambda, same T), and once it has the larger
    // window alpha = 0 everywhere, so both routes follow the first term of eq (1) alone:
    // dw_r ~ w_r [(1 - p_r) / W^2 - p_r / 2] with W the total. The good path rests at W^2 =
    // 2 (1 - p1) / p1; the bad path's bracket is then 0.98 / 198 - 0.01 < 0, so it empties (and at
    // rate 0 its floored one-packet window still loses: 0.98 / (1 + W)^2 < 0.01). OLIA ends as TCP
    // alone on the good path.
    let olia = run("olia");
    eprintln!("disjoint lossy paths: OLIA windows {:?}, Reno on the good path {}", olia, reno);
    assert!((olia[0] - reno).abs() < 1e-6 * reno, "OLIA's good path {} vs Reno {}", olia[0], reno);
    assert_eq!(olia[1], 0.0, "OLIA leaves the worse path: {:?}", olia);
    // LIA (RFC 6356): A / w = w1 / W^2 (equal round trips, w1 the larger), and each route rests at
    // (1 - p_r) w1 / W^2 = p_r w_r / 2: the good path gives W^2 = 2 (1 - p1) / p1 again (the same
    // total), and w2 / w1 = [(1 - p2) / p2] / [(1 - p1) / p1] = 49 / 99. So LIA keeps 49 / 148 =
    // 33.1 % of its window on the worse path, where OLIA keeps none.
    let lia = run("lia");
    eprintln!(
        "disjoint lossy paths: LIA windows {:?} (expected {} and {})",
        lia,
        reno * 99.0 / 148.0,
        reno * 49.0 / 148.0
    );
    assert!((lia[0] - reno * 99.0 / 148.0).abs() < 1e-6 * reno, "LIA good path {:?}", lia);
    assert!((lia[1] - reno * 49.0 / 148.0).abs() < 1e-6 * reno, "LIA bad path {:?}", lia);
}

#[test]
fn olia_takes_one_tcp_share_of_a_shared_bottleneck() {
    // Three OLIA routes, each over a private 100 Mbps access link and one 10 Mbps bottleneck, and
    // a TCP flow on the bottleneck alone. Routes take their first channel's delays: the OLIA
    // routes' round trips are 50, 70 and 90 ms, TCP's 50 ms.
    let mut channels = vec![channel("bottleneck", 10.0, 15.0, 25.0)];
    for (i, one_way_ms) in [(1, 25.0), (2, 35.0), (3, 45.0)] {
        channels.push(channel(&format!("access{}", i), 100.0, 15.0, one_way_ms));
    }
    let olia = source(
        "olia",
        &[&["access1", "bottleneck"], &["access2", "bottleneck"], &["access3", "bottleneck"]],
        json!({ "kind": "olia" }),
    );
    let v = scenario(channels, vec![olia, source("tcp", &[&["bottleneck"]], json!({ "kind": "tcp" }))], 120.0);
    let mut sim = build(&v);
    let rtts: Vec<f64> = sim.network().routes.iter().map(|r| r.delays.forward_ms + r.delays.feedback_ms).collect();
    assert_eq!(rtts, [50.0, 70.0, 90.0, 50.0]);
    // At one loss rate (the access links add (4/100)^15 at most) the first term of eq (1) grows
    // route r as w_r [(1 - lambda) / (T_r S)^2 - lambda / 2], S = sum_p w_p / T_p: only the
    // shortest round trip can rest, with (w_1 / T_1)^2 T_1^2 = 2 (1 - lambda) / lambda, one Reno
    // window at TCP's round trip. So the late-run ratio is 1, the longer routes empty, and the
    // run has settled by 90 s (OLIA still moves off the longer routes over [60, 90)).
    let fourth = window_means(&mut sim, 90.0, 120.0);
    let (olia_mean, tcp_mean) = (source_total(&sim, &fourth, "olia"), source_total(&sim, &fourth, "tcp"));
    eprintln!(
        "shared bottleneck: OLIA {:?} = {} Mbps, TCP {} Mbps, ratio {}",
        &fourth[..3],
        olia_mean,
        tcp_mean,
        olia_mean / tcp_mean
    );
    assert!((olia_mean / tcp_mean - 1.0).abs() <= 0.05, "OLIA {} vs TCP {}", olia_mean, tcp_mean);
    assert!(
        (olia_mean / tcp_mean - 1.0).abs() < 1e-6,
        "fluid theory gives exactly one share: ratio {}",
        olia_mean / tcp_mean
    );
    assert!(fourth[1] + fourth[2] < 1e-6 * olia_mean, "OLIA leaves the longer routes: {:?}", fourth);
    for (r, (lo, hi)) in window_ranges(&mut build(&v), 90.0, 120.0).into_iter().enumerate() {
        assert!(hi - lo <= 1e-6 * tcp_mean, "route {} still moves by {} in [90, 120) s", r, hi - lo);
    }
}
