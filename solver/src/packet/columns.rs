//! The packet run's sampled columns, in one table of the shared type ([`crate::columns`]): the
//! fluid run's quantities (`t_s`, `x:<route>` delivered throughput over the interval in Mbps,
//! `c:<resource>` capacity at the sample time in Mbps), then the packet-only ones: `w:<route>`
//! congestion window (packets; 0 for UDP), `q:<resource>` queue (packets), `loss:<resource>` drops
//! in the interval, `rtt:<route>` the latest round-trip sample (ms, queueing included).

use super::PacketSimulation;
use crate::columns::{self as table, Per, RowShape, SampledQuantity};
use crate::network::Network;

/// Every sampled quantity of a packet run, in row order.
pub const SAMPLED: [SampledQuantity<PacketSimulation>; 7] = [
    SampledQuantity { name: "t_s", per: Per::Run, fill: |sim, out| out[0] = sim.clock.now_s() },
    SampledQuantity { name: "x", per: Per::Route, fill: PacketSimulation::fill_delivered_mbps },
    SampledQuantity { name: "c", per: Per::Resource, fill: PacketSimulation::fill_capacities },
    SampledQuantity { name: "w", per: Per::Route, fill: PacketSimulation::fill_windows },
    SampledQuantity {
        name: "q",
        per: Per::Resource,
        fill: |sim, out| out.iter_mut().zip(&sim.links).for_each(|(v, link)| *v = link.len() as f64),
    },
    SampledQuantity { name: "loss", per: Per::Resource, fill: PacketSimulation::fill_drops },
    SampledQuantity {
        name: "rtt",
        per: Per::Route,
        fill: |sim, out| out.iter_mut().zip(sim.ends.senders()).for_each(|(v, s)| *v = s.last_rtt_ns as f64 / 1.0e6),
    },
];

/// Names of the columns of a packet run's rows, in row order.
pub fn column_names(net: &Network) -> Vec<String> {
    table::column_names(&SAMPLED, net)
}

impl PacketSimulation {
    /// Values per sample row.
    pub fn sample_width(&self) -> usize {
        table::sample_width(&SAMPLED, &self.net)
    }

    /// Rows the whole run writes (samples at 0, every `sampleEveryS`, up to the duration).
    pub fn total_samples(&self) -> usize {
        self.clock.total_samples()
    }

    /// True when every sample of the run has been written.
    pub fn is_done(&self) -> bool {
        self.clock.is_done()
    }

    /// Runs to each next sample time and writes up to `max_rows` rows into `buf`; returns the
    /// rows written (fewer than `max_rows` only at the end of the run).
    pub fn write_samples(&mut self, buf: &mut [f64], max_rows: usize) -> usize {
        let width = self.sample_width();
        let shape = RowShape::of(&self.net);
        let mut rows = 0;
        while rows < max_rows && !self.is_done() {
            let t_ns = self.clock.next_sample_ns();
            self.advance_to_ns(t_ns);
            table::fill_row(&SAMPLED, shape, self, &mut buf[rows * width..(rows + 1) * width]);
            self.clock.sampled();
            rows += 1;
        }
        rows
    }

    /// Each route's delivered throughput since the last sample, Mbps (0 in the first row); starts
    /// the next interval.
    fn fill_delivered_mbps(&mut self, out: &mut [f64]) {
        let interval_s = self.clock.sample_interval_s();
        self.traffic.take_interval_mbps(interval_s, out);
    }

    /// Every resource's capacity at the sample time, Mbps.
    fn fill_capacities(&mut self, out: &mut [f64]) {
        let t_s = self.clock.now_s();
        self.reach.evaluate(&self.net, t_s);
        out.copy_from_slice(self.reach.capacities());
    }

    /// Each route's congestion window, packets (0 for a source without one).
    fn fill_windows(&mut self, out: &mut [f64]) {
        for (r, v) in out.iter_mut().enumerate() {
            let windowed = self.control.has_window(self.net.routes[r].source);
            // The window recovery returns to, not NewReno's inflation by duplicate ACKs.
            *v = if windowed { self.ends.sender(r).controller_window() } else { 0.0 };
        }
    }

    /// Each link's drops since the last sample; starts the next interval.
    fn fill_drops(&mut self, out: &mut [f64]) {
        for (v, link) in out.iter_mut().zip(self.links.iter_mut()) {
            *v = link.drops_interval as f64;
            link.drops_interval = 0;
        }
    }
}
