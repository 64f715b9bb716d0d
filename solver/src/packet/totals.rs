//! A packet run's totals for its summary: the fluid run's `RunMetrics`, one step per capacity
//! evaluation (every `capacity_interval_s`, 10 ms by default), with each route's delivered rate
//! over that step and each resource's capacity, so `summary::summary_from` summarises both
//! engines with the same code; plus what only packets have: each link's loss rate and mean queue.

use super::PacketSimulation;
use crate::summary::{PacketLinkTotals, RunTotals};

impl PacketSimulation {
    /// Adds the step that ends now to the run's totals (called at each capacity evaluation,
    /// before the capacities change).
    pub(super) fn add_metrics_step(&mut self) {
        let step_s = self.capacity_every_ns as f64 / super::events::NS_PER_S;
        let rates: Vec<f64> = self.delivered_bits_step.iter().map(|b| b / 1.0e6 / step_s).collect();
        self.delivered_bits_step.iter_mut().for_each(|b| *b = 0.0);
        self.metrics.add(self.metric_steps, step_s, &rates);
        for (sum, &c) in self.metrics.capacity_sums.iter_mut().zip(&self.capacities) {
            *sum += c;
        }
        self.last_step_rates = rates;
        self.metric_steps += 1;
    }

    /// What the summary is computed from, for the time run so far (the whole run once done).
    pub fn totals(&mut self) -> RunTotals<'_> {
        let step_s = self.capacity_every_ns as f64 / super::events::NS_PER_S;
        let mut metrics = self.metrics.clone();
        // A resource's load: the rates of the routes crossing it (no delay to shift: the packets
        // counted are the delivered ones).
        let mut loads = vec![0.0; self.net.resources.len()];
        for (r, route) in self.net.routes.iter().enumerate() {
            for &j in &route.resources {
                loads[j] += metrics.rate_sums[r];
            }
        }
        metrics.load_sums = loads;
        let metrics = metrics.finished(step_s);
        let run_s = (self.now_ns as f64 / super::events::NS_PER_S).max(1.0e-9);
        let links = self
            .links
            .iter_mut()
            .map(|l| {
                l.account(self.now_ns);
                PacketLinkTotals {
                    loss_rate: if l.arrivals_total > 0 { l.drops_total as f64 / l.arrivals_total as f64 } else { 0.0 },
                    mean_queue_packets: l.queue_integral / run_s,
                    drops: l.drops_total,
                }
            })
            .collect();
        RunTotals {
            net: &self.net,
            metrics,
            step_s,
            final_rates: self.last_step_rates.clone(),
            final_capacities: self.capacities.clone(),
            t_s: self.time_s(),
            stability: vec![None; self.net.sources.len()],
            warnings: Vec::new(),
            packet_links: Some(links),
        }
    }
}
