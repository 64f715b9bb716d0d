//! Rate controllers. The integrator hands each source a [`SourceView`] of its routes at the current
//! step and gets back `dx_r/dt` for each; new controllers (the window-based family of model.md §3)
//! implement [`Controller`] without touching the integrator.

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
}

/// A multipath rate controller.
pub trait Controller: Send {
    /// Writes `dx_r/dt` (Mbps per second) for every route of the source into `dxdt`.
    fn rate_derivatives(&self, view: &SourceView, dxdt: &mut [f64]);
    /// The stability quantity of eq (6), `a (1 + max beta)`, for the given largest resource
    /// responsiveness, when the controller has one.
    fn stability_quantity(&self, max_responsiveness: f64) -> Option<f64>;
}

/// Kelly-Voice primal controller, eq (1):
/// `dx_r/dt = x_r(t - T_r) / T_r [a (1 - lambda_r) - b y_s lambda_r]`.
#[derive(Debug, Clone, Copy)]
pub struct KellyVoice {
    /// Increase gain `a` (the paper's a-bar).
    pub a: f64,
    /// Decrease factor `b_r` (the same for every route).
    pub b: f64,
}

impl Controller for KellyVoice {
    #[inline]
    fn rate_derivatives(&self, v: &SourceView, dxdt: &mut [f64]) {
        let by = self.b * v.total_delayed_mbps;
        for i in 0..dxdt.len() {
            let lambda = v.lambda[i];
            dxdt[i] = v.probed_delayed_mbps[i] * v.inverse_rtt[i] * (self.a * (1.0 - lambda) - by * lambda);
        }
    }

    fn stability_quantity(&self, max_responsiveness: f64) -> Option<f64> {
        Some(self.a * (1.0 + max_responsiveness))
    }
}

/// The controller a scenario asks for.
pub fn from_spec(spec: &ControllerSpec) -> Box<dyn Controller> {
    match *spec {
        ControllerSpec::KellyVoice { a, b } => Box::new(KellyVoice { a, b }),
    }
}
