//! The geometry work of a scenario: what building its paths costs the solver (the clover's
//! tables, the polylines' vertices) and what the map draws of them (each path's outline and one
//! epoch mark per platform every 30 s).

use crate::scenario::{Scenario, TrajectorySpec};
use serde::Serialize;
use std::f64::consts::PI;

/// Spacing of the map's outline vertices, metres (`src/geometry/geometry.ts` asks for 5 m).
pub const OUTLINE_STEP_M: f64 = 5.0;
/// Seconds between the map's epoch marks (`EPOCH_S` of `src/geometry/geometry.ts`).
pub const EPOCH_S: f64 = 30.0;
/// Mean of `sqrt(1 + 8 sin^2)` over a period: the clover's mean speed is this times `R gamma`
/// (eq 16), so a revolution (`pi / gamma` seconds) is about `2.127 pi R` long.
const CLOVER_MEAN_SPEED_FACTOR: f64 = 2.127_088_8;
/// The clover's table bounds, as in `mobility/clover.rs`.
const CLOCK_STEP_S: f64 = 0.01;
const MIN_ARC_STEP_M: f64 = 0.1;
const MAX_TABLE: f64 = 400_000.0;

/// Geometry figures of a scenario (all platforms together).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GeometryCost {
    /// Platforms (each gets a path, an outline and epoch marks).
    pub platforms: usize,
    /// Vertices of every polyline trajectory.
    pub polyline_vertices: usize,
    /// Revolutions of every clover trajectory.
    pub clover_revolutions: f64,
    /// Length of every centre path from its start to its end (a clover's estimated from its
    /// mean speed), metres.
    pub path_length_m: f64,
    /// Entries of the tables the solver builds for clover paths (clock and geometry).
    pub table_entries: f64,
    /// Clover paths (platforms whose trajectory is a clover).
    pub clover_paths: usize,
    /// Bytes of the solver's path tables: a clover's clock table holds one f64 per entry, its
    /// geometry table two (x, y), a polyline three per vertex (x, y, arc length).
    /// Measured: III-D with 40 more 100-revolution clovers of radius 1000 m peaks at 390 MB under
    /// `mpsim check` against 7 MB without them (`/usr/bin/time -v`), 9.6 MB per clover; this
    /// count gives 9.6 MB (400,001 + 400,001 entries).
    pub table_bytes: f64,
    /// Vertices of the map's path outlines ([`OUTLINE_STEP_M`] apart on a clover).
    pub outline_vertices: f64,
    /// Epoch marks the map places (one per platform every [`EPOCH_S`] of the run).
    pub epoch_marks: f64,
}

impl GeometryCost {
    /// Points the map draws: outline vertices and epoch marks.
    pub fn drawn_points(&self) -> f64 {
        self.outline_vertices + self.epoch_marks
    }

    /// Points the solver computes to build the paths (table entries and polyline vertices).
    pub fn built_points(&self) -> f64 {
        self.table_entries + self.polyline_vertices as f64
    }
}

/// The geometry figures of a scenario run for `duration_s`.
pub fn geometry_cost(s: &Scenario, duration_s: f64) -> GeometryCost {
    let mut g = GeometryCost {
        platforms: s.platforms.len(),
        polyline_vertices: 0,
        clover_revolutions: 0.0,
        path_length_m: 0.0,
        table_entries: 0.0,
        clover_paths: 0,
        table_bytes: 0.0,
        outline_vertices: 0.0,
        epoch_marks: (duration_s / EPOCH_S).floor() * s.platforms.len() as f64,
    };
    for p in &s.platforms {
        match &p.trajectory {
            TrajectorySpec::Clover { radius_m, gamma_per_s, revolutions, exit_arc } => {
                let exit_m = exit_arc.map_or(0.0, |a| a.radius_m * a.angle_deg.to_radians());
                let length_m = revolutions * PI * radius_m * CLOVER_MEAN_SPEED_FACTOR + exit_m;
                g.clover_revolutions += revolutions;
                g.path_length_m += length_m;
                let (clock, geometry) =
                    clover_table_entries(*radius_m, *gamma_per_s, *revolutions, exit_m, p.length_m / 2.0);
                g.table_entries += clock + geometry;
                g.table_bytes += 8.0 * clock + 16.0 * geometry;
                g.clover_paths += 1;
                g.outline_vertices += (length_m / OUTLINE_STEP_M).ceil().clamp(1.0, 1.0e6) + 1.0;
            }
            TrajectorySpec::Polyline { points, .. } => {
                g.polyline_vertices += points.len();
                g.table_bytes += 24.0 * points.len() as f64;
                g.path_length_m +=
                    points.windows(2).map(|w| libm::hypot(w[1].x_m - w[0].x_m, w[1].y_m - w[0].y_m)).sum::<f64>();
                g.outline_vertices += points.len() as f64;
            }
            TrajectorySpec::Static { .. } => g.outline_vertices += 1.0,
        }
    }
    g
}

/// Entries of a clover's clock and geometry tables, by the sizing rules of `mobility/clover.rs`.
fn clover_table_entries(r: f64, g: f64, revolutions: f64, exit_m: f64, max_offset_m: f64) -> (f64, f64) {
    let end_s = revolutions * PI / g;
    let margin_s = (max_offset_m + 1.0) / (r * g) + 1.0;
    let step = ((end_s + 2.0 * margin_s) / MAX_TABLE).max(CLOCK_STEP_S);
    let n_main = (end_s / step).ceil().clamp(1.0, MAX_TABLE);
    let n_pre = (margin_s / (end_s / n_main)).ceil().min(MAX_TABLE);
    let n_post = if exit_m > 0.0 { 0.0 } else { n_pre };
    let clock = n_pre + n_main + n_post + 1.0;
    let table_s = (clock - 1.0) * end_s / n_main;
    let arc_m = table_s * r * g * CLOVER_MEAN_SPEED_FACTOR + exit_m;
    let geometry = (arc_m / (arc_m / MAX_TABLE).max(MIN_ARC_STEP_M)).ceil() + 1.0;
    (clock, geometry)
}
