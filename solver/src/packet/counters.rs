//! What the proofs (solver/tests/packet.rs), the bench and the summary read of a packet run:
//! packet counts, buffers and the longest queues, the pool's size, delivered megabits, loss
//! events, and the totals the summary is computed from ([`super::totals::Tally`] and the links).

use super::PacketSimulation;
use crate::summary::{PacketLinkTotals, RunTotals};

impl PacketSimulation {
    /// Data packets in pipes and queues now (not yet delivered or dropped), counted from the pool.
    pub fn in_flight(&self) -> u64 {
        self.pool.live() as u64 - self.traffic.acks_alive()
    }

    /// Data packets sent (retransmissions and UDP included), delivered and dropped so far.
    pub fn packet_counts(&self) -> (u64, u64, u64) {
        self.traffic.counts()
    }

    /// Every link's buffer and the longest queue it has held, packets.
    pub fn buffers_and_max_queues(&self) -> Vec<(usize, usize)> {
        self.links.iter().map(|l| (l.buffer_packets, l.max_queue_packets)).collect()
    }

    /// Packets of the pool (live or free): stays flat once the run is in its steady state.
    pub fn pool_size(&self) -> usize {
        self.pool.size()
    }

    /// Megabits delivered to each route's receiver over the whole run.
    pub fn delivered_megabits(&self) -> Vec<f64> {
        self.traffic.delivered_megabits()
    }

    /// Distinct data packets each route has sent so far (retransmissions not counted again).
    pub fn packets_ever_sent(&self) -> Vec<u64> {
        self.ends.senders().iter().map(|s| s.snd_max).collect()
    }

    /// Retransmission timeouts of each route so far.
    pub fn timeouts(&self) -> Vec<u64> {
        self.ends.senders().iter().map(|s| s.timeouts).collect()
    }

    /// Loss events (fast retransmits and timeouts) of each route so far.
    pub fn loss_events(&self) -> Vec<u64> {
        self.ends.senders().iter().map(|s| s.loss_events).collect()
    }
}

impl PacketSimulation {
    /// Paper 002's `rho_r` of every route as the sinks last signalled it (1 where no controller
    /// reads it).
    pub fn relay_ratios(&self) -> &[f64] {
        self.control.relay_ratios()
    }
}

impl PacketSimulation {
    /// Adds the step that ends now to the run's totals (called at each capacity evaluation,
    /// before the capacities change).
    pub(super) fn add_metrics_step(&mut self) {
        let step_s = self.clock.capacity_step_s();
        self.tally.add_step(step_s, self.reach.capacities());
    }

    /// What the summary is computed from, for the time run so far (the whole run once done).
    pub fn totals(&mut self) -> RunTotals<'_> {
        let step_s = self.clock.capacity_step_s();
        let mut metrics = self.tally.metrics().clone();
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
        let run_s = self.clock.now_s().max(1.0e-9);
        let links = self
            .links
            .iter_mut()
            .map(|l| {
                l.account(self.clock.now());
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
            final_rates: self.tally.last_step_rates().to_vec(),
            final_capacities: self.reach.capacities().to_vec(),
            t_s: self.time_s(),
            stability: vec![None; self.net.sources.len()],
            warnings: Vec::new(),
            packet_links: Some(links),
        }
    }
}
