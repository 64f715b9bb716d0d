//! Mobility checked against independent computations of the clover and its arc length.

use super::clover::speed;
use super::Path;
use crate::scenario::{ExitArc, PointM, TrajectorySpec};
use std::f64::consts::PI;

const R: f64 = 500.0;
const G: f64 = 0.05 / 3.0;

fn paper_clover(exit: Option<ExitArc>) -> TrajectorySpec {
    TrajectorySpec::Clover { radius_m: R, gamma_per_s: G, revolutions: 2.0, exit_arc: exit }
}

fn clover_xy(t: f64) -> PointM {
    PointM { x_m: R * (3.0 * G * t).cos() * (G * t).cos(), y_m: R * (3.0 * G * t).cos() * (G * t).sin() }
}

/// Arc length of the clover between `a` and `b` by composite Simpson with fine steps.
fn arc(a: f64, b: f64) -> f64 {
    let n = 2000;
    let h = (b - a) / n as f64;
    (0..n)
        .map(|i| {
            let x = a + i as f64 * h;
            h / 6.0 * (speed(R, G, x) + 4.0 * speed(R, G, x + h / 2.0) + speed(R, G, x + h))
        })
        .sum()
}

/// The time `t + tau` at which the arc from `t` equals `length` (eqs 7-8), by bisection.
fn time_at_arc(t: f64, length: f64) -> f64 {
    let (mut lo, mut hi) = if length >= 0.0 { (t, t + 20.0) } else { (t - 20.0, t) };
    for _ in 0..80 {
        let mid = 0.5 * (lo + hi);
        let covered = if length >= 0.0 { arc(t, mid) } else { -arc(mid, t) };
        if covered < length {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    0.5 * (lo + hi)
}

fn dist(a: PointM, b: PointM) -> f64 {
    (a.x_m - b.x_m).hypot(a.y_m - b.y_m)
}

#[test]
fn clover_speed_ranges_from_r_gamma_to_three_r_gamma() {
    let speeds: Vec<f64> = (0..37_700).map(|i| speed(R, G, i as f64 * 0.01)).collect();
    let (lo, hi) = speeds.iter().fold((f64::MAX, 0.0f64), |(a, b), &v| (a.min(v), b.max(v)));
    assert!((lo - 8.3333).abs() < 1e-3 && (hi - 25.0).abs() < 1e-3, "{} {}", lo, hi);
}

#[test]
fn centre_follows_the_clover_and_two_revolutions_take_two_pi_over_gamma() {
    let path = Path::build(&paper_clover(None), 100.0);
    for t in [0.0, 13.7, 94.25, 188.4, 250.0, 376.0] {
        assert!(dist(path.position(t, 0.0), clover_xy(t)) < 1e-3, "t = {}", t);
    }
    assert!((path.end_time_s() - 2.0 * PI / G).abs() < 1e-9);
    let end = path.position(400.0, 0.0);
    assert!(dist(end, PointM { x_m: 500.0, y_m: 0.0 }) < 1e-4, "centre stays at the end: {:?}", end);
}

#[test]
fn head_and_tail_are_half_a_convoy_along_the_path_eqs_7_8() {
    let path = Path::build(&paper_clover(None), 100.0);
    for t in [0.0, 5.0, 31.0, 47.1, 90.0, 141.3, 200.0, 333.3, 370.0] {
        let head = clover_xy(time_at_arc(t, 100.0));
        let tail = clover_xy(time_at_arc(t, -100.0));
        assert!(dist(path.position(t, 100.0), head) < 2e-3, "head at t = {}", t);
        assert!(dist(path.position(t, -100.0), tail) < 2e-3, "tail at t = {}", t);
        // Along the path they are L apart; in a straight line, no more than L.
        assert!(dist(head, tail) <= 200.0 + 1e-9);
    }
}

#[test]
fn exit_arc_leaves_tangentially_to_the_right_and_ends_where_chosen() {
    let exit = ExitArc { radius_m: 430.0, angle_deg: 180.0, speed_mps: 8.5, turn_right: true };
    let path = Path::build(&paper_clover(Some(exit)), 100.0);
    let t_clover = 2.0 * PI / G;
    let t_end = t_clover + PI * 430.0 / 8.5;
    assert!((path.end_time_s() - t_end).abs() < 1e-9);
    assert!(t_end > 530.0 && t_end < 540.0, "just under 9 minutes: {}", t_end);
    // A quarter of the way round, the convoy is at the top of the circle centred at (930, 0).
    let quarter = path.position(t_clover + PI / 2.0 * 430.0 / 8.5, 0.0);
    assert!(dist(quarter, PointM { x_m: 930.0, y_m: 430.0 }) < 0.05, "{:?}", quarter);
    assert!(dist(path.position(t_end + 10.0, 0.0), PointM { x_m: 1360.0, y_m: 0.0 }) < 0.05);
}

#[test]
fn polyline_moves_at_each_segment_speed_and_clamps_at_its_ends() {
    let spec = TrajectorySpec::Polyline {
        points: vec![PointM { x_m: 0.0, y_m: 0.0 }, PointM { x_m: 100.0, y_m: 0.0 }, PointM { x_m: 100.0, y_m: 50.0 }],
        segment_speeds_mps: vec![10.0, 5.0],
        start_s: 2.0,
    };
    let path = Path::build(&spec, 20.0);
    assert_eq!(path.position(0.0, 0.0), PointM { x_m: 0.0, y_m: 0.0 });
    assert!(dist(path.position(7.0, 0.0), PointM { x_m: 50.0, y_m: 0.0 }) < 1e-9);
    assert!(dist(path.position(14.0, 0.0), PointM { x_m: 100.0, y_m: 10.0 }) < 1e-9);
    // The head 20 m ahead turns the corner with the path.
    assert!(dist(path.position(11.0, 20.0), PointM { x_m: 100.0, y_m: 10.0 }) < 1e-9);
    assert!(dist(path.position(100.0, 0.0), PointM { x_m: 100.0, y_m: 50.0 }) < 1e-9);
    assert!((path.end_time_s() - 22.0).abs() < 1e-12);
}

#[test]
fn static_platform_faces_its_heading() {
    let spec = TrajectorySpec::Static { centre: PointM { x_m: -200.0, y_m: -200.0 }, heading_deg: 45.0 };
    let path = Path::build(&spec, 100.0);
    let h = 100.0 / 2f64.sqrt();
    assert!(dist(path.position(3.0, 100.0), PointM { x_m: -200.0 + h, y_m: -200.0 + h }) < 1e-9);
    assert!(dist(path.position(9.0, -100.0), PointM { x_m: -200.0 - h, y_m: -200.0 - h }) < 1e-9);
    assert!(dist(path.position(1.0, 0.0), PointM { x_m: -200.0, y_m: -200.0 }) < 1e-9);
}

#[test]
fn a_path_built_again_from_the_same_trajectory_is_the_same_path() {
    let spec = paper_clover(None);
    let first = Path::build_reusing(&spec, 100.0);
    let again = Path::build_reusing(&spec, 100.0);
    let fresh = Path::build(&spec, 100.0);
    let other = Path::build_reusing(&spec, 50.0);
    for t in [-3.0, 0.0, 17.5, 260.0, 539.9, 700.0] {
        for offset in [-100.0, 0.0, 100.0] {
            let (a, b, c) = (first.position(t, offset), again.position(t, offset), fresh.position(t, offset));
            assert_eq!((a.x_m.to_bits(), a.y_m.to_bits()), (b.x_m.to_bits(), b.y_m.to_bits()));
            assert_eq!((a.x_m.to_bits(), a.y_m.to_bits()), (c.x_m.to_bits(), c.y_m.to_bits()));
        }
    }
    // A different offset builds anew (its table reaches further or less far).
    assert_eq!(other.end_time_s(), fresh.end_time_s());
}
