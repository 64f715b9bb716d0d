//! A scheduled radio cell (issue 24, item 4): several resources (each a UE's link, with its own
//! capacity as the UE's cap) share one cell's capacity through a TTI scheduler, with HARQ
//! retransmission delays and in-order (RLC AM) delivery. Only the packet engine schedules a cell;
//! the fluid engine runs each resource at its own capacity (docs/packet-engine.md, "Scheduled
//! cell").

/// How a cell shares each TTI's capacity among the UEs with data (the ns-3 LTE module's MAC
/// schedulers, read for a flat channel).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellScheduler {
    /// Equal shares among backlogged UEs every TTI (ns-3 `RrFfMacScheduler`).
    RoundRobin,
    /// Each TTI to the UE with the highest achievable rate over past throughput
    /// (ns-3 `PfFfMacScheduler`); with no fading model every UE's achievable rate is the same, so
    /// it ranks as blind equal throughput does.
    ProportionalFair,
    /// Each TTI to the UE with the lowest past throughput (ns-3 `TdBetFfMacScheduler`).
    BlindEqualThroughput,
}

impl CellScheduler {
    /// The scenario name.
    pub fn name(self) -> &'static str {
        match self {
            CellScheduler::RoundRobin => "round-robin",
            CellScheduler::ProportionalFair => "proportional-fair",
            CellScheduler::BlindEqualThroughput => "blind-equal-throughput",
        }
    }
}

/// HARQ of a cell (3GPP TS 36.321 §5.3.2): each transmission fails with `block_error_rate` and is
/// sent again one round trip later, at most `max_retransmissions` times.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HarqSpec {
    /// Probability that one transmission of a packet fails.
    pub block_error_rate: f64,
    /// Delay of one HARQ round trip, ms (8 in LTE FDD).
    pub retransmission_delay_ms: f64,
    /// Retransmissions before the packet is lost to the layer above.
    pub max_retransmissions: u32,
}

/// A scheduled cell as the scenario states it.
#[derive(Debug, Clone, PartialEq)]
pub struct CellSpec {
    pub id: String,
    /// The cell's capacity shared by its UEs, Mbps.
    pub capacity_mbps: f64,
    pub scheduler: CellScheduler,
    /// Transmission time interval, ms.
    pub tti_ms: f64,
    pub harq: HarqSpec,
}
