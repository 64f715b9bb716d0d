//! The window-based family of docs/model.md §3 in one fluid form:
//! `dw_r/dt = x_r(t - T_r) [inc_r(w) (1 - lambda_r) - dec_r(w) lambda_r]` with `w_r = x_r T_r`.
//!
//! Rates are Mbps and windows are packets, so with `k` megabits per packet `w_r = x_r T_r / k`
//! and `dx_r/dt = (dw_r/dt) k / T_r = x_r(t - T_r) / T_r [inc_r (1 - lambda_r) - dec_r lambda_r]`:
//! the packet size only enters through the windows inside `inc` and `dec`.

use super::{Controller, SourceView};
use crate::scenario::WindowLaw;

/// The smallest congestion window, packets (TCP never sends less than one segment per round trip).
pub const MIN_WINDOW_PACKETS: f64 = 1.0;

/// Relative tolerance within which OLIA counts two windows, or two path qualities, as equal when it
/// forms its sets of paths (docs/controllers.md): far above floating-point rounding, far below any
/// difference a scenario means.
pub const OLIA_TIE_TOLERANCE: f64 = 1.0e-9;

/// What the coupled laws need from all of a source's routes, computed once per step.
#[derive(Debug, Clone, Copy, Default)]
struct Coupling {
    /// LIA's `A / w` (LIA, MCC-Coop, GMCC-Coop).
    lia: f64,
    /// OLIA's sets and sum.
    olia: OliaSets,
}

/// OLIA's sets at one step (draft-khalili-mptcp-congestion-control-05 §2) over the windows in
/// flight, with the fluid `l_r = 1 / lambda_r`: `best_paths` maximise `l_r^2 / rtt_r`, that is
/// minimise the cost `lambda_r^2 T_r`; `max_w_paths` have the largest window; `collected_paths`
/// are the best paths outside `max_w_paths`. Ties within [`OLIA_TIE_TOLERANCE`].
#[derive(Debug, Clone, Copy, Default)]
struct OliaSets {
    /// `sum_p w_p / T_p` over the windows in flight, packets per second.
    window_rate_sum: f64,
    /// The largest window in flight, packets.
    max_window: f64,
    /// The smallest `lambda_r^2 T_r`.
    best_cost: f64,
    /// `|max_w_paths|`.
    max_count: usize,
    /// `|collected_paths|`.
    collected_count: usize,
    /// `number_of_paths`: every route of the source.
    paths: usize,
}

impl OliaSets {
    /// Route `i`'s cost `lambda_i^2 T_i` (the inverse of the draft's `l_i^2 / rtt_i`).
    #[inline]
    fn cost(v: &SourceView, i: usize) -> f64 {
        v.lambda[i] * v.lambda[i] / v.inverse_rtt[i]
    }

    /// True when a window in flight ties the largest.
    #[inline]
    fn in_max(&self, in_flight: f64) -> bool {
        in_flight >= self.max_window * (1.0 - OLIA_TIE_TOLERANCE)
    }

    /// True when a cost ties the smallest.
    #[inline]
    fn is_best(&self, cost: f64) -> bool {
        cost <= self.best_cost * (1.0 + OLIA_TIE_TOLERANCE)
    }

    /// `alpha_r` of the draft's eq (1) for a route with this window in flight and cost.
    fn alpha(&self, in_flight: f64, cost: f64) -> f64 {
        if self.collected_count == 0 {
            0.0
        } else if self.in_max(in_flight) {
            -1.0 / (self.paths as f64 * self.max_count as f64)
        } else if self.is_best(cost) {
            1.0 / (self.paths as f64 * self.collected_count as f64)
        } else {
            0.0
        }
    }
}

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

    /// OLIA's sets and `sum_p w_p / T_p` over the windows in flight.
    fn olia_sets(&self, v: &SourceView) -> OliaSets {
        let routes = v.rates_mbps.len();
        let mut o = OliaSets { best_cost: f64::INFINITY, paths: routes, ..OliaSets::default() };
        for i in 0..routes {
            let in_flight = self.window_in_flight(v, i);
            o.window_rate_sum += in_flight * v.inverse_rtt[i];
            o.max_window = o.max_window.max(in_flight);
            o.best_cost = o.best_cost.min(OliaSets::cost(v, i));
        }
        for i in 0..routes {
            if o.in_max(self.window_in_flight(v, i)) {
                o.max_count += 1;
            } else if o.is_best(OliaSets::cost(v, i)) {
                o.collected_count += 1;
            }
        }
        o
    }

    /// OLIA's increase, draft eq (1): `(w_r / T_r^2) / (sum_p w_p / T_p)^2 + alpha_r / w_r`. Route
    /// `i`'s own window is at least one packet wherever it enters (its term of the sum too); the
    /// other routes count with their windows in flight. With one route this is TCP's `1 / w_r`.
    fn olia_increase(&self, v: &SourceView, i: usize, o: &OliaSets) -> f64 {
        let (w_r, in_flight, inv_t) = (self.window(v, i), self.window_in_flight(v, i), v.inverse_rtt[i]);
        let seen_sum = (o.window_rate_sum - in_flight * inv_t).max(0.0) + w_r * inv_t;
        w_r * inv_t * inv_t / (seen_sum * seen_sum) + o.alpha(in_flight, OliaSets::cost(v, i)) / w_r
    }

    /// `(inc_r, dec_r)` for route `i`, given the total window `w` and the coupled laws' shared terms.
    #[inline]
    fn increase_decrease(&self, v: &SourceView, i: usize, w: f64, coupling: &Coupling) -> (f64, f64) {
        let w_r = self.window(v, i);
        let halve = w_r / 2.0;
        let lia = coupling.lia;
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
            WindowLaw::Mhip { .. } => (1.0 / w, halve),
            WindowLaw::Olia => (self.olia_increase(v, i, &coupling.olia), halve),
        }
    }
}

impl WindowController {
    /// The source's total window and the coupled laws' shared terms, from all of its routes.
    fn shared_terms(&self, v: &SourceView) -> (f64, Coupling) {
        (self.total_window(v), self.coupling(v))
    }

    /// The source's total window: what its routes have in flight (a route at rate 0 adds
    /// nothing), at least one packet like every window.
    fn total_window(&self, v: &SourceView) -> f64 {
        (0..v.rates_mbps.len()).map(|i| self.window_in_flight(v, i)).sum::<f64>().max(MIN_WINDOW_PACKETS)
    }

    /// True when the law's `(inc_r, dec_r)` reads the source's total window `w`.
    fn uses_total_window(&self) -> bool {
        matches!(
            self.law,
            WindowLaw::Mtcp { .. } | WindowLaw::Mstcp { .. } | WindowLaw::Aimd { .. } | WindowLaw::Mhip { .. }
        )
    }

    /// True when route `i`'s `(inc_r, dec_r)` depends on its own window alone (Reno's and the
    /// uncoupled law's `1 / w_r`, `w_r / 2`), so a view of that route alone gives the same values.
    pub fn own_route_only(&self) -> bool {
        matches!(self.law, WindowLaw::Tcp | WindowLaw::Uncoupled)
    }

    /// The coupled laws' shared terms (LIA's `A / w`, OLIA's sets); none for the others.
    fn coupling(&self, v: &SourceView) -> Coupling {
        match self.law {
            WindowLaw::Lia | WindowLaw::MccCoop | WindowLaw::GmccCoop { .. } => {
                Coupling { lia: self.lia_increase_over_total(v), ..Coupling::default() }
            }
            WindowLaw::Olia => Coupling { olia: self.olia_sets(v), ..Coupling::default() },
            _ => Coupling::default(),
        }
    }

    /// `(inc_r, dec_r)` of route `i` (packets per acknowledgement, packets per loss): the one
    /// definition both engines use. The fluid integrator folds it into `dw_r/dt`; the packet
    /// engine adds `inc_r` to the window per acknowledgement in congestion avoidance and takes
    /// `dec_r` away per loss event. Windows are read from `v` as `x_r T_r / k`.
    pub fn route_increase_decrease(&self, v: &SourceView, i: usize) -> (f64, f64) {
        // The packet engine asks on every acknowledgement: the total window only for the laws
        // that read it (the same values; the others never look at it).
        let total_window = if self.uses_total_window() { self.total_window(v) } else { MIN_WINDOW_PACKETS };
        self.increase_decrease(v, i, total_window, &self.coupling(v))
    }
}

impl Controller for WindowController {
    fn rate_derivatives(&self, v: &SourceView, dxdt: &mut [f64]) {
        let (total_window, coupling) = self.shared_terms(v);
        for (i, d) in dxdt.iter_mut().enumerate() {
            let (inc, dec) = self.increase_decrease(v, i, total_window, &coupling);
            let lambda = v.lambda[i];
            *d = v.probed_delayed_mbps[i] * v.inverse_rtt[i] * (inc * (1.0 - lambda) - dec * lambda);
        }
    }

    fn uses_relay_ratio(&self) -> bool {
        matches!(self.law, WindowLaw::MccCoop | WindowLaw::GmccCoop { .. })
    }
}
