//! Building a [`PacketSimulation`] from a compiled network: which sources it can run (the others
//! are refused by name), packet sizes, default buffers, links, senders, pipes, and the first
//! events.

use super::app::AppLimit;
use super::cell::Cells;
use super::clock::Clock;
use super::connection::Connections;
use super::control::{Control, KELLY_VOICE_PACKET_BYTES, RELAY_SIGNAL_INTERVAL_S};
use super::endpoints::Endpoints;
use super::events::{ns_of_s, EventList, Target};
use super::link::Link;
use super::pipe::Pipes;
use super::pool::Pool;
use super::reach::Reach;
use super::rng::Rng;
use super::sim::{PacketSimulation, UDP_PACKET_BYTES};
use super::totals::Tally;
use super::traffic::Traffic;
use super::{budget, columns, counters, PacketOptions};
use crate::network::Network;
use crate::scenario::{ControllerSpec, WindowLaw};
use crate::summary::RunTotals;

impl PacketSimulation {
    /// Prepares a packet run of `net` at `t = 0`; refuses controllers without a packet form yet,
    /// naming them.
    pub fn new(net: Network, options: &PacketOptions) -> Result<PacketSimulation, Vec<String>> {
        let routes = net.routes.len();
        let mut packet_bits = vec![0.0; routes];
        for src in &net.sources {
            let bytes = match &src.controller {
                ControllerSpec::Window { packet_bytes, .. } => *packet_bytes,
                ControllerSpec::KellyVoice { .. } => KELLY_VOICE_PACKET_BYTES,
                ControllerSpec::ConstantRate(_) => UDP_PACKET_BYTES,
            };
            packet_bits[src.routes.clone()].fill(8.0 * bytes);
        }
        let reach = Reach::new(&net);
        let links = (0..net.resources.len())
            .map(|j| {
                // The resource's own buffer, else the run's (`solver.bufferPackets`), else one BDP.
                let buffer = net.resources[j]
                    .buffer_packets
                    .or(options.buffer_packets)
                    .unwrap_or_else(|| default_buffer_packets(&net, j, reach.capacities(), &packet_bits));
                let random = (options.random_drop_fraction * buffer as f64).ceil() as usize;
                Link::new(buffer, random, net.resources[j].fixed_loss.unwrap_or(0.0))
            })
            .collect();
        let rtt_ns = |r: usize| ns_of_s((net.routes[r].delays.forward_ms + net.routes[r].delays.feedback_ms) / 1000.0);
        let s = net.settings;
        let tally = Tally::new(&net, options.file_megabytes, &packet_bits);
        let mut sim = PacketSimulation {
            events: EventList::default(),
            rng: Rng::new(options.seed),
            links,
            ends: Endpoints::new(routes, rtt_ns, options.tcp),
            pipes: Pipes::new(&net),
            pool: Pool::default(),
            control: Control::new(&net),
            packet_bits,
            clock: Clock::new(s.duration_s, s.sample_every_s, options.capacity_interval_s, options.rto_scan_interval_s),
            traffic: Traffic::new(routes),
            // Every route starts up; the first evaluation below takes down those out of reach.
            reach,
            app: AppLimit::new(&net),
            connections: Connections::new(&net),
            tally,
            cells: Cells::new(&net),
            net,
        };
        (0..sim.net.routes.len()).for_each(|r| sim.refresh_view(r));
        sim.update_capacities();
        for (s, src) in sim.net.sources.iter().enumerate() {
            if sim.control.is_kelly(s) {
                src.routes.clone().for_each(|r| sim.ends.sender_mut(r).per_packet_loss = true);
            }
            if let ControllerSpec::Window { law: WindowLaw::Mhip { dup_thresh, addr_ms, .. }, .. } = src.controller {
                let addr_ns = addr_ms.map(|ms| ns_of_s(ms / 1000.0));
                src.routes.clone().for_each(|r| sim.ends.sender_mut(r).set_reorder(dup_thresh, addr_ns));
            }
        }
        if sim.control.has_relay() {
            sim.control.signal_relay_ratios(sim.reach.capacities());
            sim.events.schedule(ns_of_s(RELAY_SIGNAL_INTERVAL_S), Target::RelaySignal);
        }
        sim.events.schedule(sim.clock.capacity_every(), Target::Capacity);
        sim.events.schedule(sim.clock.rto_scan_every(), Target::RtoScan);
        for s in 0..sim.net.sources.len() {
            let start_ns = sim.app.start_ns(s);
            for r in sim.net.sources[s].routes.clone() {
                if sim.control.has_window(s) && start_ns > 0 {
                    // A late source's subflows start at its `startS` (`AppLimit::wake`).
                    sim.events.schedule(start_ns, Target::AppWake(r as u32));
                } else if sim.control.has_window(s) {
                    sim.send_window(r);
                } else {
                    sim.events.schedule(0, Target::UdpSend(r as u32));
                }
            }
        }
        Ok(sim)
    }
}

/// What the runs, the proofs (solver/tests/packet.rs), the bench and the summary read of a packet
/// run, each from the part that owns it.
impl PacketSimulation {
    /// The compiled network.
    pub fn network(&self) -> &Network {
        &self.net
    }

    /// Simulated time reached, seconds.
    pub fn time_s(&self) -> f64 {
        self.clock.now_s()
    }

    /// The buffer of resource `j`'s link, packets.
    pub fn buffer_packets(&self, j: usize) -> usize {
        self.links[j].buffer_packets
    }

    /// Events processed so far.
    pub fn events_processed(&self) -> u64 {
        self.events.processed
    }

    /// Values per sample row.
    pub fn sample_width(&self) -> usize {
        columns::sample_width(self)
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
        columns::write_samples(self, buf, max_rows)
    }

    /// An upper estimate of the data packets the run moves ([`budget::estimated_packets`]), from
    /// the built run (the gate itself is `cost::admit`, which builds nothing).
    pub fn estimated_packets(&self) -> f64 {
        budget::estimated_packets(&self.net, &self.clock, &self.reach, &self.control, &self.packet_bits)
    }

    /// What the summary is computed from, for the time run so far (the whole run once done).
    pub fn totals(&mut self) -> RunTotals<'_> {
        counters::run_totals(&self.net, &self.clock, &mut self.links, &self.tally, &self.traffic, &self.reach)
    }

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

    /// Megabits each route's receiver put in order over the whole run (goodput).
    pub fn in_order_megabits(&self) -> Vec<f64> {
        self.traffic.in_order_megabits()
    }

    /// Each windowed route's packets its receiver holds in order (its next expected sequence);
    /// 0 for a constant-rate route, whose receiver keeps no order.
    pub fn in_order_packets(&self) -> Vec<u64> {
        self.ends.in_order_packets()
    }

    /// Each route's packet size, bits.
    pub fn packet_bits(&self) -> &[f64] {
        &self.packet_bits
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

    /// Paper 002's `rho_r` of every route as the sinks last signalled it (1 where no controller
    /// reads it).
    pub fn relay_ratios(&self) -> &[f64] {
        self.control.relay_ratios()
    }
}

/// The default buffer of resource `j`, packets: one bandwidth-delay product, the capacity at
/// `t = 0` times the longest round trip of the routes through it, in the largest packets among
/// them, and never fewer than [`super::MIN_BUFFER_PACKETS`].
fn default_buffer_packets(net: &Network, j: usize, capacities: &[f64], packet_bits: &[f64]) -> usize {
    let (mut rtt_s, mut bits) = (0.0f64, 0.0f64);
    for (r, route) in net.routes.iter().enumerate() {
        if route.resources.contains(&j) {
            rtt_s = rtt_s.max((route.delays.forward_ms + route.delays.feedback_ms) / 1000.0);
            bits = bits.max(packet_bits[r]);
        }
    }
    let bdp = if bits > 0.0 { capacities[j] * 1.0e6 * rtt_s / bits } else { 0.0 };
    (bdp.ceil().min(super::MAX_DEFAULT_BUFFER_PACKETS as f64) as usize).max(super::MIN_BUFFER_PACKETS)
}
