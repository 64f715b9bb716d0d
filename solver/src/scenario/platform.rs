//! A platform (a convoy) and the path of its centre: the clover of the convoy paper's Appendix, a
//! drawn polyline, or a platform standing still.

use super::{Link, PointM};

/// The circular arc a clover trajectory may continue on after its last revolution.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ExitArc {
    pub radius_m: f64,
    pub angle_deg: f64,
    pub speed_mps: f64,
    /// Turn to the right (clockwise) or to the left.
    pub turn_right: bool,
}

/// The path `S(t)` of a platform's centre.
#[derive(Debug, Clone, PartialEq)]
pub enum TrajectorySpec {
    /// The convoy paper's clover (Appendix), optionally followed by a tangent circular arc.
    Clover { radius_m: f64, gamma_per_s: f64, revolutions: f64, exit_arc: Option<ExitArc> },
    /// A polyline driven at a speed per segment, starting at `start_s`.
    Polyline { points: Vec<PointM>, segment_speeds_mps: Vec<f64>, start_s: f64 },
    /// A platform standing still, centred at `centre` and facing `heading_deg` (0 = east, 90 = north).
    Static { centre: PointM, heading_deg: f64 },
}

/// A mobile platform (a convoy): its trajectory, length, and links.
#[derive(Debug, Clone, PartialEq)]
pub struct Platform {
    pub id: String,
    pub label: String,
    pub length_m: f64,
    pub trajectory: TrajectorySpec,
    pub links: Vec<Link>,
}
