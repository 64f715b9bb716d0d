//! Tabulated and piecewise-linear maps used by [`super::Path`].

use crate::scenario::PointM;

/// Time to arc length of the centre.
#[derive(Debug, Clone)]
pub enum Clock {
    /// A platform that does not move.
    Constant { arc_m: f64 },
    /// Piecewise linear through `(times[i], arcs[i])`, constant outside.
    Knots { times: Vec<f64>, arcs: Vec<f64> },
    /// Uniform table `arcs[k]` at `t0_s + k h_s`, then `tail_speed_mps` until `tail_end_s`.
    Table { t0_s: f64, h_s: f64, inv_h: f64, arcs: Vec<f64>, tail_speed_mps: f64, tail_end_s: f64 },
}

impl Clock {
    /// Arc length at time `t`.
    #[inline]
    pub fn arc_at(&self, t: f64) -> f64 {
        match self {
            Clock::Constant { arc_m } => *arc_m,
            Clock::Knots { times, arcs } => interpolate_knots(times, arcs, t),
            Clock::Table { t0_s, h_s, inv_h, arcs, tail_speed_mps, tail_end_s } => {
                let last = arcs.len() - 1;
                let t_last = t0_s + last as f64 * h_s;
                if t >= t_last {
                    return arcs[last] + tail_speed_mps * (t.min(*tail_end_s) - t_last).max(0.0);
                }
                let u = (t - t0_s) * inv_h;
                let u = if u > 0.0 { u } else { 0.0 };
                let k = (u as usize).min(last - 1);
                let f = u - k as f64;
                arcs[k] + f * (arcs[k + 1] - arcs[k])
            }
        }
    }
}

fn interpolate_knots(xs: &[f64], ys: &[f64], x: f64) -> f64 {
    let n = xs.len();
    if x <= xs[0] {
        return ys[0];
    }
    if x >= xs[n - 1] {
        return ys[n - 1];
    }
    let k = xs.partition_point(|&v| v <= x).clamp(1, n - 1) - 1;
    let span = xs[k + 1] - xs[k];
    if span <= 0.0 {
        return ys[k + 1];
    }
    ys[k] + (x - xs[k]) / span * (ys[k + 1] - ys[k])
}

/// Arc length to a point of the path.
#[derive(Debug, Clone)]
pub enum Geometry {
    /// Vertices with their cumulative arc lengths; clamped at both ends.
    Polyline { points: Vec<PointM>, arcs: Vec<f64> },
    /// Points at arc lengths `s0_m + k ds_m`; clamped at both ends.
    /// `xy` holds the points interleaved: `x0, y0, x1, y1, ...`.
    Table { s0_m: f64, ds_m: f64, inv_ds: f64, xy: Vec<f64> },
}

impl Geometry {
    /// A polyline geometry from its vertices.
    pub fn polyline(points: Vec<PointM>) -> Geometry {
        let mut arcs = Vec::with_capacity(points.len());
        arcs.push(0.0);
        for w in points.windows(2) {
            let d = libm::hypot(w[1].x_m - w[0].x_m, w[1].y_m - w[0].y_m);
            arcs.push(arcs.last().copied().unwrap_or(0.0) + d);
        }
        Geometry::Polyline { points, arcs }
    }

    /// Cumulative arc lengths of a polyline's vertices (empty for a table).
    pub fn polyline_arcs(&self) -> &[f64] {
        match self {
            Geometry::Polyline { arcs, .. } => arcs,
            Geometry::Table { .. } => &[],
        }
    }

    /// The point at arc length `s`, clamped to the geometry's range.
    #[inline]
    pub fn point_at(&self, s: f64) -> PointM {
        match self {
            Geometry::Polyline { points, arcs } => {
                let n = points.len();
                if n == 1 || s <= arcs[0] {
                    return points[0];
                }
                if s >= arcs[n - 1] {
                    return points[n - 1];
                }
                let k = arcs.partition_point(|&v| v <= s).clamp(1, n - 1) - 1;
                let span = arcs[k + 1] - arcs[k];
                let f = if span > 0.0 { (s - arcs[k]) / span } else { 1.0 };
                lerp(points[k], points[k + 1], f)
            }
            Geometry::Table { s0_m, inv_ds, xy, .. } => {
                let last = xy.len() / 2 - 1;
                let u = (s - s0_m) * inv_ds;
                // NaN too.
                if u.is_nan() || u <= 0.0 {
                    return PointM { x_m: xy[0], y_m: xy[1] };
                }
                if u >= last as f64 {
                    return PointM { x_m: xy[2 * last], y_m: xy[2 * last + 1] };
                }
                let k = u as usize;
                let f = u - k as f64;
                let seg = &xy[2 * k..2 * k + 4];
                PointM { x_m: seg[0] + f * (seg[2] - seg[0]), y_m: seg[1] + f * (seg[3] - seg[1]) }
            }
        }
    }

    /// Arc-length range covered, `(first, last)`.
    pub fn range(&self) -> (f64, f64) {
        match self {
            Geometry::Polyline { arcs, .. } => (arcs[0], arcs[arcs.len() - 1]),
            Geometry::Table { s0_m, ds_m, xy, .. } => (*s0_m, s0_m + (xy.len() / 2 - 1) as f64 * ds_m),
        }
    }

    /// A drawing polyline of the arcs `from..=to`, vertices about `step_m` apart (a polyline
    /// keeps its own vertices in that range).
    pub fn outline(&self, from: f64, to: f64, step_m: f64) -> Vec<PointM> {
        if to <= from {
            return vec![self.point_at(from)];
        }
        match self {
            Geometry::Polyline { points, arcs } => {
                let mut out = vec![self.point_at(from)];
                out.extend(arcs.iter().zip(points).filter(|(&s, _)| s > from && s < to).map(|(_, &p)| p));
                out.push(self.point_at(to));
                out
            }
            Geometry::Table { .. } => {
                let n = (((to - from) / step_m.max(1e-3)).ceil() as usize).clamp(1, 1_000_000);
                (0..=n).map(|i| self.point_at(from + (to - from) * i as f64 / n as f64)).collect()
            }
        }
    }
}

fn lerp(a: PointM, b: PointM, f: f64) -> PointM {
    PointM { x_m: a.x_m + f * (b.x_m - a.x_m), y_m: a.y_m + f * (b.y_m - a.y_m) }
}
