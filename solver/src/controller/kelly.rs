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

impl KellyVoice {
    /// `(inc, dec)` of every route of the source: `a` per acknowledgement and `b_r y_s` per
    /// congestion signal, in packets of window (docs/packet-engine.md derives this from eq (1):
    /// with `w_r = x_r T_r / k` and acknowledgements at `x_r / k` per second, eq (1) is
    /// `dw_r/dt = x_r / k [a (1 - lambda_r) - b y_s lambda_r]`). The one definition both engines use.
    #[inline]
    pub fn increase_decrease(&self, v: &SourceView) -> (f64, f64) {
        (self.a, self.b * v.total_delayed_mbps)
    }
}

impl Controller for KellyVoice {
    #[inline]
    fn rate_derivatives(&self, v: &SourceView, dxdt: &mut [f64]) {
        let (inc, dec) = self.increase_decrease(v);
        for (i, d) in dxdt.iter_mut().enumerate() {
            let lambda = v.lambda[i];
            *d = v.probed_delayed_mbps[i] * v.inverse_rtt[i] * (inc * (1.0 - lambda) - dec * lambda);
        }
    }

    fn stability_quantity(&self, max_responsiveness: f64) -> Option<f64> {
        Some(self.a * (1.0 + max_responsiveness))
    }

    fn kelly_gains(&self) -> Option<(f64, f64)> {
        Some((self.a, self.b))
    }
}
