//! The window-based family of model.md §3 in one fluid form:
//! `dw_r/dt = x_r(t - T_r) [inc_r(w) (1 - lambda_r) - dec_r(w) lambda_r]` with `w_r = x_r T_r`.
//!
//! Rates are Mbps and windows are packets, so with `k` megabits per packet `w_r = x_r T_r / k`
//! and `dx_r/dt = (dw_r/dt) k / T_r = x_r(t - T_r) / T_r [inc_r (1 - lambda_r) - dec_r lambda_r]`:
//! the packet size only enters through the windows inside `inc` and `dec`.

use super::{Controller, SourceView};
use crate::scenario::WindowLaw;

/// The smallest congestion window, packets (TCP never sends less than one segment per round trip).
pub const MIN_WINDOW_PACKETS: f64 = 1.0;

/// A window-based controller: its law and the packet size that turns rates into windows.
#[derive(Debug, Clone, Copy)]
pub struct WindowController {
    pub law: WindowLaw,
    /// Megabits per packet, `8 * packet_bytes / 1e6`.
    pub megabits_per_packet: f64,
}

impl WindowController {
    /// A controller with packets of `packet_bytes`.
    pub fn new(law: WindowLaw, packet_bytes: f64) -> WindowController {
        WindowController { law, megabits_per_packet: 8.0 * packet_bytes / 1.0e6 }
    }

    /// `w_r` in packets from route `i`'s current rate and round trip (what it has in flight).
    #[inline]
    fn window_in_flight(&self, v: &SourceView, i: usize) -> f64 {
        v.rates_mbps[i] / (v.inverse_rtt[i] * self.megabits_per_packet)
    }

    /// Route `i`'s own window as its `inc` and `dec` see it: at least one packet.
    #[inline]
    fn window(&self, v: &SourceView, i: usize) -> f64 {
        let w = self.window_in_flight(v, i);
        if w > MIN_WINDOW_PACKETS {
            w
        } else {
            MIN_WINDOW_PACKETS
        }
    }

    /// LIA's `A / w` (RFC 6356): `max_i(w_i / T_i^2) / (sum_i w_i / T_i)^2`, over the windows in
    /// flight (a route at rate 0 adds nothing); infinite when nothing is in flight, so that
    /// `min(A / w, 1 / w_r)` is then `1 / w_r`.
    fn lia_increase_over_total(&self, v: &SourceView) -> f64 {
        let (mut best, mut sum) = (0.0f64, 0.0);
        for i in 0..v.rates_mbps.len() {
            let per_rtt = self.window_in_flight(v, i) * v.inverse_rtt[i];
            best = best.max(per_rtt * v.inverse_rtt[i]);
            sum += per_rtt;
        }
        if sum > 0.0 {
            best / (sum * sum)
        } else {
            f64::INFINITY
        }
    }

    /// `(inc_r, dec_r)` for route `i`, given the total window `w` and LIA's `A / w` when needed.
    #[inline]
    fn increase_decrease(&self, v: &SourceView, i: usize, w: f64, lia: f64) -> (f64, f64) {
        let w_r = self.window(v, i);
        let halve = w_r / 2.0;
        match self.law {
            WindowLaw::Uncoupled | WindowLaw::Tcp => (1.0 / w_r, halve),
            WindowLaw::Mtcp { increase_gain, decrease_gain, increase_coupling, decrease_coupling } => (
                increase_gain / ((1.0 - increase_coupling) * w_r + increase_coupling * w),
                decrease_gain * ((1.0 - decrease_coupling) * w_r + decrease_coupling * w),
            ),
            WindowLaw::Mstcp { increase_step, decrease_fraction } => (increase_step, decrease_fraction * w),
            WindowLaw::Lia => (lia.min(1.0 / w_r), halve),
            WindowLaw::MccCoop => {
                let rho = v.relay_ratio[i];
                let inc = if rho <= 1.0 { lia.min(1.0 / w_r) } else { (1.0 / w_r).min(1.0 / (rho * w_r)) };
                (inc, halve)
            }
            WindowLaw::GmccCoop { aimd_increase } => {
                let rho = v.relay_ratio[i];
                let own = aimd_increase / w_r;
                let inc = if rho <= 1.0 { (aimd_increase * lia).min(own) } else { own.min(own / rho) };
                (inc, halve)
            }
            WindowLaw::Aimd { aimd_increase, backoff_factor } => (aimd_increase / w, (1.0 - backoff_factor) * w),
            WindowLaw::Mhip => (1.0 / w, halve),
        }
    }
}

impl Controller for WindowController {
    fn rate_derivatives(&self, v: &SourceView, dxdt: &mut [f64]) {
        let routes = dxdt.len();
        // The source's total window: what its routes have in flight (a route at rate 0 adds
        // nothing), at least one packet like every window.
        let total_window = (0..routes).map(|i| self.window_in_flight(v, i)).sum::<f64>().max(MIN_WINDOW_PACKETS);
        let lia = match self.law {
            WindowLaw::Lia | WindowLaw::MccCoop | WindowLaw::GmccCoop { .. } => self.lia_increase_over_total(v),
            _ => 0.0,
        };
        for (i, d) in dxdt.iter_mut().enumerate() {
            let (inc, dec) = self.increase_decrease(v, i, total_window, lia);
            let lambda = v.lambda[i];
            *d = v.probed_delayed_mbps[i] * v.inverse_rtt[i] * (inc * (1.0 - lambda) - dec * lambda);
        }
    }

    fn uses_relay_ratio(&self) -> bool {
        matches!(self.law, WindowLaw::MccCoop | WindowLaw::GmccCoop { .. })
    }
}
