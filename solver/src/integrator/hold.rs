//! A simulation started from a chosen state with its source rules held at one moment: how the fixed
//! point at the time cursor is found (`summary::settle_at`, docs/model.md §4.5).

use super::Simulation;

impl Simulation {
    /// Restarts this simulation, before its first step, from `rates_mbps` (one rate per route, as
    /// if every rate had been there since long before t = 0; the scenario's initial rate where
    /// `None`), with the source rules (UDP schedules, sending-rate caps) read at `t_s` at every
    /// step, and finite transfers sending for ever.
    pub fn hold_from(&mut self, t_s: f64, rates_mbps: Option<&[f64]>) -> Result<(), String> {
        if self.step != 0 {
            return Err("a simulation can only be held before its first step".into());
        }
        if let Some(rates) = rates_mbps {
            if rates.len() != self.routes {
                return Err(format!("{} start rates given for {} routes", rates.len(), self.routes));
            }
            if let Some(r) = rates.iter().position(|x| !x.is_finite() || *x < 0.0) {
                return Err(format!(
                    "start rate of route {} is {}, not a finite rate >= 0",
                    self.net.routes[r].id, rates[r]
                ));
            }
            self.initial_rates.copy_from_slice(rates);
        }
        self.rules_clock_s = Some(t_s);
        self.rules.forget_files();
        let none = vec![None; self.net.sources.len()];
        self.rules.apply(&self.controllers, t_s, &mut self.initial_rates, &none);
        self.fill_history_before_start();
        Ok(())
    }
}

impl Simulation {
    /// The longest round trip of any route as the step resolves it (its fraction of a step
    /// included), seconds.
    pub fn longest_round_trip_s(&self) -> f64 {
        self.route_delays.iter().map(|d| d.round_trip_steps()).fold(0.0, f64::max) * self.dt_s
    }
}
