//! The convoy paper's clover (Appendix): `X = R cos(3 g t) cos(g t)`, `Y = R cos(3 g t) sin(g t)`,
//! speed `R g sqrt(1 + 8 sin^2(3 g t))` (eq 16), optionally continued on a tangent circular arc.
//!
//! One revolution is `pi / g` seconds (the three-petal rose closes every half turn of the polar
//! angle), so the paper's two revolutions take `2 pi / g`, about 377 s.
//!
//! Trigonometry comes from the `libm` crate so that native and WebAssembly builds agree bit for bit.

use super::{Clock, Geometry, Path};
use crate::scenario::{ExitArc, PointM};
use std::f64::consts::PI;

/// Time step of the clock table, seconds.
const CLOCK_STEP_S: f64 = 0.01;
/// Finest arc step of the geometry table, metres.
const MIN_ARC_STEP_M: f64 = 0.1;
/// Most entries in the clock and geometry tables.
const MAX_TABLE: f64 = 400_000.0;

fn position(r: f64, g: f64, t: f64) -> PointM {
    let (s1, c1) = libm::sincos(g * t);
    let c3 = libm::cos(3.0 * g * t);
    PointM { x_m: r * c3 * c1, y_m: r * c3 * s1 }
}

fn velocity(r: f64, g: f64, t: f64) -> (f64, f64) {
    let (s1, c1) = libm::sincos(g * t);
    let (s3, c3) = libm::sincos(3.0 * g * t);
    (r * g * (-3.0 * s3 * c1 - c3 * s1), r * g * (-3.0 * s3 * s1 + c3 * c1))
}

/// Speed along the clover at time `t` (eq 16's integrand times `R g`).
pub fn speed(r: f64, g: f64, t: f64) -> f64 {
    let s3 = libm::sin(3.0 * g * t);
    r * g * (1.0 + 8.0 * s3 * s3).sqrt()
}

/// Builds the clover path. The clover is periodic, so the table also covers `max_offset_m` of arc
/// before the start (and after the end when no arc follows): a tail behind the centre at `t = 0`
/// stands on the clover as if the convoy had been driving it before.
pub fn build(r: f64, g: f64, revolutions: f64, exit: Option<&ExitArc>, max_offset_m: f64) -> Path {
    let end_s = revolutions * PI / g;
    // The slowest speed is R g, so this much time covers the offset before (and after) the path.
    let margin_s = (max_offset_m + 1.0) / (r * g) + 1.0;
    // A fine step, coarser only for paths so long that the table would exceed MAX_TABLE entries.
    let step = ((end_s + 2.0 * margin_s) / MAX_TABLE).max(CLOCK_STEP_S);
    let n_main = ((end_s / step).ceil().max(1.0) as usize).min(MAX_TABLE as usize);
    let h = end_s / n_main as f64;
    let n_pre = ((margin_s / h).ceil() as usize).min(MAX_TABLE as usize);
    let n_post = if exit.is_none() { n_pre } else { 0 };
    let t0 = -(n_pre as f64) * h;
    let count = n_pre + n_main + n_post + 1;

    // Cumulative arc by Simpson's rule on each interval, zero at t = 0.
    let mut arcs = Vec::with_capacity(count);
    arcs.push(0.0);
    for k in 0..count - 1 {
        let a = t0 + k as f64 * h;
        let piece = h / 6.0 * (speed(r, g, a) + 4.0 * speed(r, g, a + h / 2.0) + speed(r, g, a + h));
        arcs.push(arcs[k] + piece);
    }
    let zero = arcs[n_pre];
    arcs.iter_mut().for_each(|s| *s -= zero);
    let clover_end_arc = arcs[n_pre + n_main];

    let (arc_len, arc_speed) = exit.map_or((0.0, 0.0), |e| (e.radius_m * e.angle_deg.to_radians(), e.speed_mps));
    let s_first = arcs[0];
    let s_last = arcs[count - 1] + arc_len;
    let ds = ((s_last - s_first) / MAX_TABLE).max(MIN_ARC_STEP_M);
    let m = ((s_last - s_first) / ds).ceil() as usize;
    let ds = (s_last - s_first) / m as f64;

    let end_point = position(r, g, end_s);
    let (vx, vy) = velocity(r, g, end_s);
    let arc_geometry = exit.map(|e| TangentArc::new(end_point, (vx, vy), e));

    let mut xy = Vec::with_capacity(2 * (m + 1));
    let mut k = 0usize;
    for i in 0..=m {
        let s = s_first + i as f64 * ds;
        let p = match &arc_geometry {
            Some(tangent) if s > clover_end_arc => tangent.point(s - clover_end_arc),
            _ => {
                // Invert the arc table: find the interval holding s, interpolate t, evaluate S(t).
                while k + 2 < count && arcs[k + 1] < s {
                    k += 1;
                }
                let span = arcs[k + 1] - arcs[k];
                let f = if span > 0.0 { ((s - arcs[k]) / span).clamp(0.0, 1.0) } else { 0.0 };
                position(r, g, t0 + (k as f64 + f) * h)
            }
        };
        xy.push(p.x_m);
        xy.push(p.y_m);
    }

    let main_arcs = arcs[..=n_pre + n_main].to_vec();
    let tail_s = if arc_speed > 0.0 { arc_len / arc_speed } else { 0.0 };
    let clock = Clock::Table {
        t0_s: t0,
        h_s: h,
        inv_h: 1.0 / h,
        arcs: main_arcs,
        tail_speed_mps: arc_speed,
        tail_end_s: end_s + tail_s,
    };
    Path {
        clock,
        geometry: Geometry::Table { s0_m: s_first, ds_m: ds, inv_ds: 1.0 / ds, xy },
        end_time_s: end_s + tail_s,
    }
}

/// A circular arc leaving `start` along `direction`, turning right (clockwise) or left.
struct TangentArc {
    centre: PointM,
    radius_m: f64,
    start_angle: f64,
    sign: f64,
}

impl TangentArc {
    fn new(start: PointM, direction: (f64, f64), e: &ExitArc) -> Self {
        let norm = libm::hypot(direction.0, direction.1).max(1e-12);
        let (tx, ty) = (direction.0 / norm, direction.1 / norm);
        // Right-hand normal of the direction of travel.
        let (nx, ny) = if e.turn_right { (ty, -tx) } else { (-ty, tx) };
        let centre = PointM { x_m: start.x_m + e.radius_m * nx, y_m: start.y_m + e.radius_m * ny };
        let start_angle = libm::atan2(start.y_m - centre.y_m, start.x_m - centre.x_m);
        TangentArc { centre, radius_m: e.radius_m, start_angle, sign: if e.turn_right { -1.0 } else { 1.0 } }
    }

    fn point(&self, arc_m: f64) -> PointM {
        let a = self.start_angle + self.sign * arc_m / self.radius_m;
        let (sin, cos) = libm::sincos(a);
        PointM { x_m: self.centre.x_m + self.radius_m * cos, y_m: self.centre.y_m + self.radius_m * sin }
    }
}
