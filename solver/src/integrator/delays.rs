//! Delays as whole numbers of steps (docs/model.md §4): each hop is rounded to the nearest step, and the
//! round trip is the sum of the rounded hops, so the hops always add up to the round trip.

use crate::scenario::DelaysMs;

/// A route's delays in whole steps of `dt`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DelaySteps {
    /// `T_rj`, source to each resource of the route, steps.
    pub forward: usize,
    /// `T_jr`, each resource back to the source, steps.
    pub feedback: usize,
    /// `T_r = T_rj + T_jr`, steps: the sum of the rounded hops. Rounding the round trip on its own
    /// would make it one step shorter than the hops whenever both halves round up (5 + 5 ms at
    /// dt = 2 ms: hops of 3 steps each, a round trip of 5).
    pub round_trip: usize,
}

impl DelaySteps {
    /// The delays `delays` in steps of `dt_s` seconds.
    pub fn of(delays: DelaysMs, dt_s: f64) -> DelaySteps {
        let to_steps = |ms: f64| (ms / 1000.0 / dt_s).round() as usize;
        let (forward, feedback) = (to_steps(delays.forward_ms), to_steps(delays.feedback_ms));
        DelaySteps { forward, feedback, round_trip: forward + feedback }
    }
}
