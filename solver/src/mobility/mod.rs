//! Mobility: the centre path `S(t)` of a platform and the points at arc-length offsets from it
//! (head and tail at `+L/2` and `-L/2` along the path, eqs 7-8).
//!
//! A path is two maps: a *clock* from time to the centre's arc length, and a *geometry* from arc
//! length to a point. Both are tabulated or piecewise linear, so a position costs two lookups.

pub(crate) mod clover;
mod table;

use crate::scenario::{PointM, TrajectorySpec};
use std::cell::RefCell;
pub use table::{Clock, Geometry};

/// A platform's path: where its centre is at any time, and where a point at an arc offset is.
#[derive(Debug, Clone)]
pub struct Path {
    clock: Clock,
    geometry: Geometry,
    /// Time at which the centre reaches the end of the path.
    end_time_s: f64,
}

thread_local! {
    /// The last path built on this thread and what it was built from (the trajectory and the
    /// offset's bits): a drag's re-solve, a sweep's and a placement map's runs build the same path
    /// again and again, and a clover's table takes a few milliseconds of trigonometry to build.
    static LAST_PATH: RefCell<Option<(TrajectorySpec, u64, Path)>> = const { RefCell::new(None) };
}

impl Path {
    /// [`Path::build`], or a copy of the last path this thread built when it was built from the
    /// same trajectory and offset (the same numbers either way).
    pub fn build_reusing(spec: &TrajectorySpec, max_offset_m: f64) -> Path {
        LAST_PATH.with(|last| {
            if let Some((s, offset, path)) = &*last.borrow() {
                if s == spec && *offset == max_offset_m.to_bits() {
                    return path.clone();
                }
            }
            let path = Path::build(spec, max_offset_m);
            *last.borrow_mut() = Some((spec.clone(), max_offset_m.to_bits(), path.clone()));
            path
        })
    }

    /// Builds the path of a trajectory for a platform whose points reach at most `max_offset_m`
    /// ahead of or behind the centre.
    pub fn build(spec: &TrajectorySpec, max_offset_m: f64) -> Path {
        match spec {
            TrajectorySpec::Clover { radius_m, gamma_per_s, revolutions, exit_arc } => {
                clover::build(*radius_m, *gamma_per_s, *revolutions, exit_arc.as_ref(), max_offset_m)
            }
            TrajectorySpec::Polyline { points, segment_speeds_mps, start_s } => {
                let geometry = Geometry::polyline(points.clone());
                let cum = geometry.polyline_arcs().to_vec();
                let mut times = Vec::with_capacity(cum.len());
                times.push(*start_s);
                for (i, v) in segment_speeds_mps.iter().enumerate() {
                    times.push(times[i] + (cum[i + 1] - cum[i]) / v);
                }
                let end_time_s = *times.last().unwrap_or(start_s);
                Path { clock: Clock::Knots { times, arcs: cum }, geometry, end_time_s }
            }
            TrajectorySpec::Static { centre, heading_deg } => {
                let half = max_offset_m;
                let (s, c) = libm::sincos(heading_deg.to_radians());
                let tail = PointM { x_m: centre.x_m - half * c, y_m: centre.y_m - half * s };
                let head = PointM { x_m: centre.x_m + half * c, y_m: centre.y_m + half * s };
                let geometry = Geometry::polyline(vec![tail, head]);
                Path { clock: Clock::Constant { arc_m: half }, geometry, end_time_s: 0.0 }
            }
        }
    }

    /// Arc length of the centre at time `t_s`.
    #[inline]
    pub fn centre_arc_m(&self, t_s: f64) -> f64 {
        self.clock.arc_at(t_s)
    }

    /// The point of the path at arc length `arc_m` (clamped to the path).
    #[inline]
    pub fn point_at_arc(&self, arc_m: f64) -> PointM {
        self.geometry.point_at(arc_m)
    }

    /// Position at time `t_s` of the point `offset_m` ahead of the centre along the path.
    pub fn position(&self, t_s: f64, offset_m: f64) -> PointM {
        self.point_at_arc(self.centre_arc_m(t_s) + offset_m)
    }

    /// Time at which the centre reaches the end of the path.
    pub fn end_time_s(&self) -> f64 {
        self.end_time_s
    }

    /// The centre's path from `t = 0` to the end, as a polyline for drawing with vertices about
    /// `step_m` apart (a polyline keeps its own vertices; a static platform is one point).
    pub fn outline(&self, step_m: f64) -> Vec<PointM> {
        let (from, to) = (self.centre_arc_m(0.0), self.centre_arc_m(self.end_time_s.max(0.0)));
        self.geometry.outline(from, to, step_m)
    }
}

#[cfg(test)]
mod tests;
