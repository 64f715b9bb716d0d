//! The packet-level engine (docs/packet-engine.md): the same compiled network as the fluid
//! integrator, run packet by packet. An event list of `(time_ns, sequence)` ([`events`]), links
//! with queues ([`link`]), propagation pipes ([`pipe`]), NewReno senders whose increase and
//! decrease come from the fluid controllers' own `inc_r` and `dec_r` ([`sender`]), a seeded
//! generator ([`rng`]), the stepping API ([`PacketSimulation`]) and its sample rows ([`columns`]).

mod app;
mod budget;
mod build;
pub mod cell;
mod clock;
pub mod columns;
mod connection;
mod control;
mod counters;
mod endpoints;
pub mod events;
pub mod link;
pub mod pipe;
mod pool;
mod reach;
pub mod receiver;
mod recovery;
pub mod reorder;
pub mod rng;
pub mod sack;
mod send;
pub mod sender;
mod sim;
mod totals;
mod traffic;

pub use crate::scenario::{LossResponse, TcpSettings};
pub use budget::MAX_ESTIMATED_PACKETS;
pub use columns::column_names;
pub use control::{KELLY_VOICE_PACKET_BYTES, RELAY_SIGNAL_INTERVAL_S};
pub use reach::UP_PACKETS_PER_S;
pub use sim::{PacketSimulation, UDP_PACKET_BYTES};

/// The fewest packets a default buffer holds.
pub const MIN_BUFFER_PACKETS: usize = 8;
/// The most packets a default buffer holds (the largest `solver.bufferPackets` the format takes).
pub const MAX_DEFAULT_BUFFER_PACKETS: usize = 1_000_000;

/// Choices of a packet run that the scenario does not (yet) carry.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PacketOptions {
    /// Seed of the run's only random generator.
    pub seed: u64,
    /// Buffer of every link, packets; `None`: one bandwidth-delay product (see `MIN_BUFFER_PACKETS`).
    pub buffer_packets: Option<usize>,
    /// Fraction of the buffer, at its top, where arrivals are dropped at random (0: drop-tail).
    pub random_drop_fraction: f64,
    /// Simulated time between two evaluations of every capacity, seconds.
    pub capacity_interval_s: f64,
    /// Simulated time between two runs of the retransmission-timeout scanner, seconds.
    pub rto_scan_interval_s: f64,
    /// The file whose transfer time the summary reports, megabytes (`metrics.fileMegabytes`).
    pub file_megabytes: f64,
    /// SACK or NewReno recovery and the loss response of the window senders (`solver.tcp`).
    pub tcp: TcpSettings,
}

impl Default for PacketOptions {
    fn default() -> Self {
        PacketOptions {
            seed: 1,
            buffer_packets: None,
            random_drop_fraction: 0.0,
            capacity_interval_s: 0.01,
            rto_scan_interval_s: 0.01,
            file_megabytes: 10.0,
            tcp: TcpSettings::default(),
        }
    }
}

/// Compiles an already validated scenario into a packet run at `t = 0`.
pub fn build_packet(
    scenario: &crate::scenario::Scenario,
    options: &PacketOptions,
) -> Result<PacketSimulation, Vec<String>> {
    let net = crate::network::Network::compile(scenario).map_err(crate::scenario::reader::cap)?;
    PacketSimulation::new(net, options)
}
