//! `solver.tcp`: the packet engine's loss recovery and loss response (docs/packet-engine.md).

/// How a packet run's window senders find and answer losses (`solver.tcp`, docs/packet-engine.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TcpSettings {
    /// SACK loss recovery (RFC 2018 blocks, RFC 6675 scoreboard and pipe); false: NewReno's
    /// recovery (RFC 6582), one hole per round trip.
    pub sack: bool,
    /// What a loss event reduces (`solver.tcp.lossResponse`).
    pub loss_response: LossResponse,
}

impl Default for TcpSettings {
    fn default() -> Self {
        TcpSettings { sack: true, loss_response: LossResponse::FlightSize }
    }
}

/// What the controller's decrease `dec_r` applies to at a loss event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LossResponse {
    /// RFC 5681's ssthresh = max(FlightSize/2, 2), generalised: the packets in flight times
    /// `1 - dec_r / w_r` (a per-packet law: the flight minus `dec_r`), at least two.
    FlightSize,
    /// The engine before 2026-11-29: ssthresh = max(w_r - dec_r, 2), the whole window.
    Window,
}
