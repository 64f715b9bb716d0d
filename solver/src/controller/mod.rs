//! Rate controllers. The integrator hands each source a [`SourceView`] of its routes at the current
//! step and gets back `dx_r/dt` for each. Kelly-Voice ([`KellyVoice`]), the window-based family of
//! docs/model.md §3 ([`WindowController`]) and uncontrolled UDP ([`ConstantRate`]) all implement
//! [`Controller`]; the integrator does not know which is which.

mod constant;
mod kelly;
mod window;

pub use constant::ConstantRate;
pub use kelly::KellyVoice;
pub use window::WindowController;

use crate::scenario::ControllerSpec;

/// What a controller sees of one source's routes at one step (slices are indexed by the source's
/// own route order).
pub struct SourceView<'a> {
    /// `x_r(t)`, Mbps.
    pub rates_mbps: &'a [f64],
    /// `max(x_r(t - T_r), probe)`: the delayed rate with the probing floor, Mbps.
    pub probed_delayed_mbps: &'a [f64],
    /// `lambda_r(t)`, eq (2): the fraction of acknowledgements that signal congestion.
    pub lambda: &'a [f64],
    /// Inverse round-trip times `1 / T_r`, per second.
    pub inverse_rtt: &'a [f64],
    /// `y_s(t) = sum_r x_r(t - T_r)`, eq (3), Mbps (no probing floor).
    pub total_delayed_mbps: f64,
    /// `rho_r` of paper 002 eq (2) per route (1 when no local flow shares the route), filled only
    /// for controllers whose [`Controller::uses_relay_ratio`] is true.
    pub relay_ratio: &'a [f64],
}

/// A multipath rate controller.
pub trait Controller: Send {
    /// Writes `dx_r/dt` (Mbps per second) for every route of the source into `dxdt`.
    fn rate_derivatives(&self, view: &SourceView, dxdt: &mut [f64]);
    /// The stability quantity of eq (6), `a (1 + max beta)`, for the given largest resource
    /// responsiveness, when the controller has one.
    fn stability_quantity(&self, _max_responsiveness: f64) -> Option<f64> {
        None
    }
    /// For uncontrolled traffic, the rate every route sends at `t_s` (Mbps); `None` for controlled
    /// sources, whose rates come from [`Controller::rate_derivatives`].
    fn set_rate_mbps(&self, _t_s: f64) -> Option<f64> {
        None
    }
    /// True when the controller reads [`SourceView::relay_ratio`].
    fn uses_relay_ratio(&self) -> bool {
        false
    }
    /// `(a, b)` of a Kelly-Voice controller (eq 1), for the integrator's block path
    /// (`integrator/kelly_block.rs`); `None` for every other controller.
    fn kelly_gains(&self) -> Option<(f64, f64)> {
        None
    }
}

/// The controller a scenario asks for.
pub fn from_spec(spec: &ControllerSpec) -> Box<dyn Controller> {
    match spec {
        &ControllerSpec::KellyVoice { a, b } => Box::new(KellyVoice { a, b }),
        &ControllerSpec::Window { law, packet_bytes } => Box::new(WindowController::new(law, packet_bytes)),
        ControllerSpec::ConstantRate(schedule) => Box::new(ConstantRate { schedule: schedule.clone() }),
    }
}
