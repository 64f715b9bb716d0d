//! Uncontrolled cross traffic (UDP): a rate set by a schedule, blind to congestion.

use super::{Controller, SourceView};
use crate::scenario::RateSchedule;

/// A source whose routes each send at the schedule's rate, whatever the congestion.
#[derive(Debug, Clone)]
pub struct ConstantRate {
    pub schedule: RateSchedule,
}

impl Controller for ConstantRate {
    fn rate_derivatives(&self, _view: &SourceView, dxdt: &mut [f64]) {
        dxdt.fill(0.0);
    }

    fn set_rate_mbps(&self, t_s: f64) -> Option<f64> {
        Some(self.schedule.rate_at(t_s))
    }
}
