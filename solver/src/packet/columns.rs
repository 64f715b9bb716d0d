//! The packet run's sampled columns, in one table of the shared type ([`crate::columns`]): the
//! fluid run's quantities (`t_s`, `x:<route>` arrivals over the interval in Mbps), the packet-only
//! `g:<route>` goodput (the receiver's in-order advance over the interval, Mbps; a constant-rate
//! route's arrivals), then `c:<resource>` capacity at the sample time in Mbps and the packet-only
//! `w:<route>`
//! congestion window (packets; 0 for UDP), `q:<resource>` queue (packets), `loss:<resource>` drops
//! in the interval, `rtt:<route>` the latest round-trip sample (ms, queueing included).

use super::PacketSimulation;
use crate::columns::{self as table, Per, RowShape, SampledQuantity};
use crate::network::Network;

/// Every sampled quantity of a packet run, in row order.
pub const SAMPLED: [SampledQuantity<PacketSimulation>; 8] = [
    SampledQuantity { name: "t_s", per: Per::Run, fill: |sim, out| out[0] = sim.clock.now_s() },
    SampledQuantity { name: "x", per: Per::Route, fill: fill_delivered_mbps },
    SampledQuantity { name: "g", per: Per::Route, fill: fill_goodput_mbps },
    SampledQuantity { name: "c", per: Per::Resource, fill: fill_capacities },
    SampledQuantity { name: "w", per: Per::Route, fill: fill_windows },
    SampledQuantity {
        name: "q",
        per: Per::Resource,
        fill: |sim, out| out.iter_mut().zip(&sim.links).for_each(|(v, link)| *v = link.len() as f64),
    },
    SampledQuantity { name: "loss", per: Per::Resource, fill: fill_drops },
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

/// Values per sample row.
pub(super) fn sample_width(sim: &PacketSimulation) -> usize {
    table::sample_width(&SAMPLED, &sim.net)
}

/// Runs `sim` to each next sample time and writes up to `max_rows` rows into `buf`; returns the
/// rows written (fewer than `max_rows` only at the end of the run).
pub(super) fn write_samples(sim: &mut PacketSimulation, buf: &mut [f64], max_rows: usize) -> usize {
    let width = sample_width(sim);
    let shape = RowShape::of(&sim.net);
    let mut rows = 0;
    while rows < max_rows && !sim.clock.is_done() {
        let t_ns = sim.clock.next_sample_ns();
        sim.advance_to_ns(t_ns);
        table::fill_row(&SAMPLED, shape, sim, &mut buf[rows * width..(rows + 1) * width]);
        sim.clock.sampled();
        rows += 1;
    }
    rows
}

/// Each route's delivered throughput since the last sample, Mbps (0 in the first row); starts
/// the next interval.
fn fill_delivered_mbps(sim: &mut PacketSimulation, out: &mut [f64]) {
    let interval_s = sim.clock.sample_interval_s();
    sim.traffic.take_interval_mbps(interval_s, out);
}

/// Each route's goodput since the last sample, Mbps: packets its receiver put in order (0 in the
/// first row); starts the next interval.
fn fill_goodput_mbps(sim: &mut PacketSimulation, out: &mut [f64]) {
    let interval_s = sim.clock.sample_interval_s();
    sim.traffic.take_goodput_interval_mbps(interval_s, out);
}

/// Every resource's capacity at the sample time, Mbps.
fn fill_capacities(sim: &mut PacketSimulation, out: &mut [f64]) {
    let t_s = sim.clock.now_s();
    sim.reach.evaluate(&sim.net, t_s);
    out.copy_from_slice(sim.reach.capacities());
}

/// Each route's congestion window, packets (0 for a source without one).
fn fill_windows(sim: &mut PacketSimulation, out: &mut [f64]) {
    for (r, v) in out.iter_mut().enumerate() {
        let windowed = sim.control.has_window(sim.net.routes[r].source);
        // The window recovery returns to, not NewReno's inflation by duplicate ACKs.
        *v = if windowed { sim.ends.sender(r).controller_window() } else { 0.0 };
    }
}

/// Each link's drops since the last sample; starts the next interval.
fn fill_drops(sim: &mut PacketSimulation, out: &mut [f64]) {
    for (v, link) in out.iter_mut().zip(sim.links.iter_mut()) {
        *v = link.drops_interval as f64;
        link.drops_interval = 0;
    }
}
