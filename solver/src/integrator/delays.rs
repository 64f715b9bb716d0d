//! Delays in steps of `dt` (docs/model.md §4.2): each hop `T / dt` is split into a whole number of
//! steps and a fraction in `[0, 1)`; a delayed value whose fraction is not zero is interpolated
//! linearly between the two stored steps around it. The round trip is split the same way from the
//! exact sum of the hops.

use crate::scenario::DelaysMs;

/// How close (in steps) a delay must be to a whole number of steps to count as whole: then its
/// fraction is exactly 0 and it is read as one stored step, as before interpolation existed.
/// Float noise in `T / dt` is about 1e-15 relative (0.7 / 0.1 = 6.999999999999999); a delay
/// meant to be a fraction of a step is far further from whole than 1e-9 steps.
pub const WHOLE_STEP_TOLERANCE: f64 = 1e-9;

/// `steps` (a non-negative number of steps) as (whole steps, fraction in `[0, 1)`): the nearest
/// whole number with fraction exactly 0 when within [`WHOLE_STEP_TOLERANCE`], else floor and rest.
pub fn split_steps(steps: f64) -> (usize, f64) {
    let nearest = steps.round();
    if (steps - nearest).abs() <= WHOLE_STEP_TOLERANCE {
        return (nearest.max(0.0) as usize, 0.0);
    }
    let whole = steps.floor();
    (whole as usize, steps - whole)
}

/// A route's delays in steps of `dt`: whole steps and the fraction of one more.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DelaySteps {
    /// `T_rj`, source to each resource of the route: whole steps.
    pub forward: usize,
    /// `T_jr`, each resource back to the source: whole steps.
    pub feedback: usize,
    /// `T_r = T_rj + T_jr`: whole steps of the exact sum of the hops.
    pub round_trip: usize,
    /// The fractions of one more step (0 when the delay is whole), in the same order.
    pub forward_fraction: f64,
    pub feedback_fraction: f64,
    pub round_trip_fraction: f64,
}

impl DelaySteps {
    /// Delays of whole steps only (no fraction).
    pub fn whole(forward: usize, feedback: usize, round_trip: usize) -> DelaySteps {
        DelaySteps {
            forward,
            feedback,
            round_trip,
            forward_fraction: 0.0,
            feedback_fraction: 0.0,
            round_trip_fraction: 0.0,
        }
    }

    /// The delays `delays` in steps of `dt_s` seconds.
    pub fn of(delays: DelaysMs, dt_s: f64) -> DelaySteps {
        let to_steps = |ms: f64| ms / 1000.0 / dt_s;
        let (forward_exact, feedback_exact) = (to_steps(delays.forward_ms), to_steps(delays.feedback_ms));
        let (forward, forward_fraction) = split_steps(forward_exact);
        let (feedback, feedback_fraction) = split_steps(feedback_exact);
        let (round_trip, round_trip_fraction) = split_steps(forward_exact + feedback_exact);
        DelaySteps { forward, feedback, round_trip, forward_fraction, feedback_fraction, round_trip_fraction }
    }

    /// The round trip in steps, fraction included.
    pub fn round_trip_steps(&self) -> f64 {
        self.round_trip as f64 + self.round_trip_fraction
    }

    /// True when some delay falls between two steps.
    pub fn has_fraction(&self) -> bool {
        self.forward_fraction != 0.0 || self.feedback_fraction != 0.0 || self.round_trip_fraction != 0.0
    }
}

/// The value of `history` (rows of `width` values, one row per step, ring of `mask + 1` rows) at
/// index `index` and step `n - whole - fraction`: row `n - whole` itself when `fraction` is 0,
/// else linear interpolation towards row `n - whole - 1`.
#[inline]
pub(super) fn delayed(history: &[f64], width: usize, mask: usize, n: usize, index: usize, delay: (usize, f64)) -> f64 {
    let (whole, fraction) = delay;
    let a = history[(n.wrapping_sub(whole) & mask) * width + index];
    if fraction == 0.0 {
        return a;
    }
    let b = history[(n.wrapping_sub(whole + 1) & mask) * width + index];
    a + fraction * (b - a)
}
