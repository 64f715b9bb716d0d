//! The convoy paper's Kelly-Voice primal controller.

use super::{Controller, SourceView};

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
