//! A packet run's totals for its summary: the fluid run's `RunMetrics`, one step per capacity
//! evaluation (every `capacity_interval_s`, 10 ms by default), with each route's delivered rate
//! over that step and each resource's capacity, so `summary::summary_from` summarises both
//! engines with the same code ([`Tally`]; the links' loss rates and mean queues are added in
//! `counters.rs`); and the finite transfers' state.
//!
//! Finite transfers and transfer times in a packet run. A source with its own `fileMegabytes`
//! sends that many megabytes of new data (whole packets, the last one full) and then only
//! retransmits what is missing. Every source's transfer time, finite or not, is the moment the
//! receivers hold its file in order (UDP: delivered), to the nanosecond: the fluid run's rule
//! ("when its delivered megabits reach the file"), counted in packets that arrived once, so
//! retransmitted duplicates do not count twice.

use super::events::{TimeNs, NS_PER_S};
use crate::integrator::RunMetrics;
use crate::network::Network;

/// The run's totals (the fluid run's `RunMetrics`, one step per capacity evaluation) and its
/// finite transfers: what is left to send and what the receivers hold in order.
pub(super) struct Tally {
    metrics: RunMetrics,
    /// Bits delivered to each route since the last capacity evaluation.
    delivered_bits_step: Vec<f64>,
    /// Capacity evaluations so far (the metrics' step count).
    metric_steps: usize,
    /// Each route's delivered rate over the last metrics step, Mbps (the summary's final rates).
    last_step_rates: Vec<f64>,
    /// Finite transfers: packets of new data left to send, by source (`None`: no end).
    file_packets_left: Vec<Option<u64>>,
    /// Bits each source's receivers hold in order (UDP: delivered), for the transfer time.
    in_order_bits: Vec<f64>,
}

impl Tally {
    /// Empty totals of a run of `net` whose routes send packets of `packet_bits`.
    pub fn new(net: &Network, file_megabytes: f64, packet_bits: &[f64]) -> Tally {
        let mut metrics = RunMetrics::new(net, file_megabytes);
        metrics.files_from_rates = false;
        Tally {
            metrics,
            delivered_bits_step: vec![0.0; net.routes.len()],
            metric_steps: 0,
            last_step_rates: vec![0.0; net.routes.len()],
            file_packets_left: file_packets(net, packet_bits),
            in_order_bits: vec![0.0; net.sources.len()],
        }
    }

    /// `bits` more delivered to route `r`'s receiver.
    #[inline]
    pub fn deliver(&mut self, r: usize, bits: f64) {
        self.delivered_bits_step[r] += bits;
    }

    /// Adds the step of `step_s` that ends now, with the capacities over it.
    pub fn add_step(&mut self, step_s: f64, capacities: &[f64]) {
        let rates: Vec<f64> = self.delivered_bits_step.iter().map(|b| b / 1.0e6 / step_s).collect();
        self.delivered_bits_step.iter_mut().for_each(|b| *b = 0.0);
        self.metrics.add(self.metric_steps, step_s, &rates);
        for (sum, &c) in self.metrics.capacity_sums.iter_mut().zip(capacities) {
            *sum += c;
        }
        self.last_step_rates = rates;
        self.metric_steps += 1;
    }

    /// The totals so far.
    pub fn metrics(&self) -> &RunMetrics {
        &self.metrics
    }

    /// Each route's delivered rate over the last step, Mbps.
    pub fn last_step_rates(&self) -> &[f64] {
        &self.last_step_rates
    }

    /// True when source `s` may send a packet never sent: not a finite transfer, or data left.
    #[inline]
    pub fn file_allows(&self, s: usize) -> bool {
        self.file_packets_left[s] != Some(0)
    }

    /// Source `s` sends one packet it has never sent.
    #[inline]
    pub fn take_file_packet(&mut self, s: usize) {
        if let Some(left) = self.file_packets_left[s].as_mut() {
            *left -= 1;
        }
    }

    /// `packets` more of source `s`'s data (of `packet_bits` each) are at the receiver in order
    /// at `now_ns`: the file may be done.
    #[inline]
    pub fn count_in_order(&mut self, s: usize, packets: u64, packet_bits: f64, now_ns: TimeNs) {
        if packets == 0 || self.metrics.file_done_s[s].is_some() {
            return;
        }
        self.in_order_bits[s] += packets as f64 * packet_bits;
        if self.in_order_bits[s] >= self.metrics.source_file_megabits[s] * 1.0e6 {
            self.metrics.file_done_s[s] = Some(now_ns as f64 / NS_PER_S);
        }
    }
}

/// The packets of new data of each finite transfer (`None` for the others): its file in its
/// routes' packets, rounded up.
fn file_packets(net: &Network, packet_bits: &[f64]) -> Vec<Option<u64>> {
    net.sources
        .iter()
        .map(|src| {
            // A source without routes sends nothing: its file never starts.
            let bits = packet_bits.get(src.routes.start).copied().filter(|_| !src.routes.is_empty())?;
            src.file_megabytes.map(|mb| (mb * 8.0e6 / bits).ceil() as u64)
        })
        .collect()
}
