//! The sample rows of a packet run: the fluid run's columns (`t_s`, `x:<route>` delivered
//! throughput over the interval in Mbps, `c:<resource>` capacity at the sample time in Mbps), then
//! the packet-only ones: `w:<route>` congestion window (packets; 0 for UDP), `q:<resource>` queue (packets),
//! `loss:<resource>` drops in the interval, `rtt:<route>` the latest round-trip sample (ms,
//! queueing included).

use super::events::NS_PER_S;
use super::PacketSimulation;
use crate::network::Network;
use std::io::{self, Write};

/// Names of the columns of a packet run's rows, in row order.
pub fn column_names(net: &Network) -> Vec<String> {
    let routes = |name: &str| net.routes.iter().map(|r| format!("{}:{}", name, r.id)).collect::<Vec<_>>();
    let resources = |name: &str| net.resources.iter().map(|j| format!("{}:{}", name, j.id)).collect::<Vec<_>>();
    let mut names = vec!["t_s".to_string()];
    names.extend(routes("x"));
    names.extend(resources("c"));
    names.extend(routes("w"));
    names.extend(resources("q"));
    names.extend(resources("loss"));
    names.extend(routes("rtt"));
    names
}

impl PacketSimulation {
    /// Values per sample row.
    pub fn sample_width(&self) -> usize {
        1 + 3 * self.net.routes.len() + 3 * self.net.resources.len()
    }

    /// Rows the whole run writes (samples at 0, every `sampleEveryS`, up to the duration).
    pub fn total_samples(&self) -> usize {
        (self.duration_ns / self.sample_every_ns) as usize + 1
    }

    /// True when every sample of the run has been written.
    pub fn is_done(&self) -> bool {
        self.next_sample * self.sample_every_ns > self.duration_ns
    }

    /// Runs to each next sample time and writes up to `max_rows` rows into `buf`; returns the
    /// rows written (fewer than `max_rows` only at the end of the run).
    pub fn write_samples(&mut self, buf: &mut [f64], max_rows: usize) -> usize {
        let width = self.sample_width();
        let mut rows = 0;
        while rows < max_rows && !self.is_done() {
            let t_ns = self.next_sample * self.sample_every_ns;
            self.advance_to_ns(t_ns);
            self.fill_row(&mut buf[rows * width..(rows + 1) * width]);
            self.next_sample += 1;
            rows += 1;
        }
        rows
    }

    fn fill_row(&mut self, row: &mut [f64]) {
        let (routes, resources) = (self.net.routes.len(), self.net.resources.len());
        let t_s = self.now_ns as f64 / NS_PER_S;
        row[0] = t_s;
        let interval_s = if self.next_sample == 0 { 0.0 } else { self.sample_every_ns as f64 / NS_PER_S };
        let mut k = 1;
        for r in 0..routes {
            row[k] = if interval_s > 0.0 { self.delivered_bits_interval[r] / 1.0e6 / interval_s } else { 0.0 };
            self.delivered_bits_interval[r] = 0.0;
            k += 1;
        }
        self.net.node_positions(t_s, &mut self.positions, true);
        self.net.capacities(t_s, &self.positions, &mut self.capacities);
        row[k..k + resources].copy_from_slice(&self.capacities);
        k += resources;
        for r in 0..routes {
            let windowed = self.sending[self.net.routes[r].source].has_window();
            // The window recovery returns to, not NewReno's inflation by duplicate ACKs.
            row[k] = if windowed { self.senders[r].controller_window() } else { 0.0 };
            k += 1;
        }
        for j in 0..resources {
            row[k] = self.links[j].len() as f64;
            k += 1;
        }
        for j in 0..resources {
            row[k] = self.links[j].drops_interval as f64;
            self.links[j].drops_interval = 0;
            k += 1;
        }
        for r in 0..routes {
            row[k] = self.senders[r].last_rtt_ns as f64 / 1.0e6;
            k += 1;
        }
    }

    /// Writes the whole run as CSV (a header, then one line per sample), as the fluid run does.
    pub fn write_csv(&mut self, out: &mut impl Write) -> io::Result<()> {
        let header = column_names(&self.net);
        let width = self.sample_width();
        crate::output::write_csv_rows(&header, width, |buf, rows| self.write_samples(buf, rows), out)
    }
}
