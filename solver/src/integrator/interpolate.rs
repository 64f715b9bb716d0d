//! Delayed values between two stored steps (docs/model.md §4.2): when some delay is not a whole
//! number of steps, the loads, the signals `lambda_r` and the delayed rates of step `n` are read
//! through [`delayed`], linear interpolation between the two steps around the delayed time. Used
//! only then: a network whose every delay is whole steps takes `Simulation::step`'s own loops.

use super::delays::delayed;
use super::Simulation;

impl Simulation {
    /// `z_j(t_n) = sum_r x_r(t_n - T_rj)` of every resource into `loads`.
    pub(super) fn interpolated_loads(&mut self, n: usize) {
        let (routes, mask) = (self.routes, self.mask);
        let loads = &mut self.loads[..self.resources];
        loads.fill(0.0);
        let history = &self.rate_history[..];
        for (h, (&r, &j)) in self.hop_route.iter().zip(&self.hop_resource).enumerate() {
            let delay = (self.hop_forward_steps[h], self.hop_fractions[h].0);
            loads[j] += delayed(history, routes, mask, n, r, delay);
        }
    }

    /// `lambda_r(t_n)` from `mu_j(t_n - T_jr)` (eq 2) and the delayed rates `x_r(t_n - T_r)`.
    pub(super) fn interpolated_signals(&mut self, n: usize) {
        let (routes, resources, mask) = (self.routes, self.resources, self.mask);
        let mu_history = &self.mu_history[..];
        let signal = |h: usize| {
            let delay = (self.hop_feedback_steps[h], self.hop_fractions[h].1);
            delayed(mu_history, resources, mask, n, self.hop_resource[h], delay)
        };
        if self.single_hop {
            for (h, l) in self.lambda[..routes].iter_mut().enumerate() {
                *l = signal(h);
            }
        } else {
            let pass = &mut self.pass[..routes];
            pass.fill(1.0);
            for (h, &r) in self.hop_route.iter().enumerate() {
                pass[r] *= 1.0 - signal(h);
            }
            for (l, &p) in self.lambda[..routes].iter_mut().zip(pass.iter()) {
                *l = 1.0 - p;
            }
        }
        let history = &self.rate_history[..];
        for (r, probed) in self.probed[..routes].iter_mut().enumerate() {
            let d = &self.route_delays[r];
            *probed = delayed(history, routes, mask, n, r, (d.round_trip, d.round_trip_fraction));
        }
    }
}
