//! A window-based sender (RFC 5681, RFC 6298) with two loss recoveries (`solver.tcp.sack`):
//! SACK's (RFC 6675, in packet/recovery.rs, the default) and NewReno's (RFC 6582, here). Slow
//! start, then congestion avoidance with the controller's `inc_r` per acknowledgement; a loss
//! event sets ssthresh from the controller's `dec_r` ([`Sender::reduced_window`]). NewReno: three
//! duplicate acknowledgements start fast retransmit and fast recovery, partial acknowledgements
//! retransmit the next hole, a full acknowledgement ends recovery; a retransmission timeout
//! (found by the periodic scanner) sets the window to one packet, goes back to the first
//! unacknowledged packet and doubles the timeout. One acknowledgement per packet, carrying the
//! cumulative acknowledgement, SACK blocks and the echoed send time of the packet that caused it
//! (as the timestamp option does).

use super::events::{TimeNs, NS_PER_S};
use super::reorder::Reorder;
use super::sack::{SackBlock, Scoreboard};
use crate::scenario::TcpSettings;

/// The smallest slow-start threshold after a loss, packets (RFC 5681: two segments).
pub const MIN_SSTHRESH_PACKETS: f64 = 2.0;
/// The smallest retransmission timeout (Linux's 200 ms; RFC 6298 says 1 s, which no stack uses).
pub const MIN_RTO_NS: TimeNs = 200_000_000;
/// The largest retransmission timeout after back-off (RFC 6298: at least 60 s).
pub const MAX_RTO_NS: TimeNs = 60_000_000_000;
/// The timeout before the first round-trip sample (RFC 6298).
pub const INITIAL_RTO_NS: TimeNs = 1_000_000_000;
/// The most newly acknowledged packets one acknowledgement grows the window for (RFC 3465's L).
pub const MAX_PACKETS_COUNTED_PER_ACK: u64 = 2;
/// The first window, packets (RFC 5681 allows up to four; htsim starts at one or two).
pub const INITIAL_WINDOW_PACKETS: f64 = 2.0;

/// One subflow's sender state.
#[derive(Debug, Clone)]
pub struct Sender {
    /// Congestion window, packets (inflated by duplicate acknowledgements during recovery).
    pub cwnd: f64,
    pub ssthresh: f64,
    /// First unacknowledged sequence number and next new one.
    pub snd_una: u64,
    pub snd_nxt: u64,
    /// One past the highest sequence number ever sent (a go-back lowers `snd_nxt`, not this).
    pub snd_max: u64,
    /// Highest sequence sent when recovery (or the last timeout) began (RFC 6582 `recover`,
    /// RFC 6675 `RecoveryPoint`).
    pub(super) recover: u64,
    pub(super) dupacks: u32,
    pub in_recovery: bool,
    /// Smoothed round trip and its variation, nanoseconds; `None` before the first sample.
    srtt_ns: Option<f64>,
    rttvar_ns: f64,
    /// Current timeout (with back-off), nanoseconds.
    pub rto_ns: TimeNs,
    /// When the timeout was last restarted (new data acknowledged, or a timeout).
    pub last_progress_ns: TimeNs,
    /// The latest round-trip sample, nanoseconds (the propagation round trip before any).
    pub last_rtt_ns: TimeNs,
    /// Timeouts so far.
    pub timeouts: u64,
    /// Loss events (fast retransmits and timeouts, and for a per-packet law every further hole)
    /// so far.
    pub loss_events: u64,
    /// Packets acknowledged since the last loss event, and between the two before it (OLIA's
    /// `l2_r` and `l1_r`, in packets rather than bytes: a route's packets are all one size).
    acked_since_loss: f64,
    acked_between_losses: f64,
    /// True for a law whose decrease is per lost packet (Kelly-Voice): every hole found during
    /// fast recovery is a congestion signal of its own, not only the first of a window.
    pub per_packet_loss: bool,
    /// Loss recovery and loss response (`solver.tcp`).
    pub(super) tcp: TcpSettings,
    /// SACK: what the receiver reported above `snd_una` (RFC 6675's scoreboard).
    pub(super) board: Scoreboard,
    /// SACK: one past the highest packet retransmitted (RFC 6675's `HighRxt` + 1).
    pub(super) rxt_end: u64,
    /// SACK: after a timeout every packet below this (all sent before it) counts as lost.
    pub(super) timed_out_below: u64,
    /// True after a timeout until new data is acknowledged: a repeated timeout holds ssthresh
    /// (RFC 5681 §3.1) under the flight-size response.
    pub(super) backed_off: bool,
    /// The controller's `dec_r` at the latest acknowledgement (a per-packet law's further holes).
    pub(super) last_dec: f64,
    /// mHIP's `dupThresh` and ADDR (packet/reorder.rs).
    pub(super) reorder: Reorder,
}

/// What the sender asks for after an acknowledgement or a timeout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reaction {
    Nothing,
    /// Retransmit this sequence number now.
    Retransmit(u64),
}

impl Sender {
    /// A sender at the start of the run; `base_rtt_ns` is the propagation round trip.
    pub fn new(base_rtt_ns: TimeNs, tcp: TcpSettings) -> Sender {
        Sender {
            cwnd: INITIAL_WINDOW_PACKETS,
            ssthresh: f64::INFINITY,
            snd_una: 0,
            snd_nxt: 0,
            snd_max: 0,
            recover: 0,
            dupacks: 0,
            in_recovery: false,
            srtt_ns: None,
            rttvar_ns: 0.0,
            rto_ns: INITIAL_RTO_NS,
            last_progress_ns: 0,
            last_rtt_ns: base_rtt_ns,
            timeouts: 0,
            loss_events: 0,
            acked_since_loss: 0.0,
            acked_between_losses: 0.0,
            per_packet_loss: false,
            tcp,
            board: Scoreboard::default(),
            rxt_end: 0,
            timed_out_below: 0,
            backed_off: false,
            last_dec: 0.0,
            reorder: Reorder::default(),
        }
    }

    /// A fresh subflow on the same sequence space, as when its path comes back into reach
    /// (packet/reach.rs): initial window, no round-trip estimate, the initial timeout; whatever
    /// was in flight is sent again if it is not acknowledged first.
    pub fn restart(&mut self, now_ns: TimeNs) {
        let old = std::mem::replace(self, Sender::new(self.last_rtt_ns, self.tcp));
        self.snd_una = old.snd_una;
        self.snd_nxt = old.snd_una;
        if self.tcp.sack {
            // SACK never goes back: what was in flight is lost, retransmitted hole by hole.
            self.snd_nxt = old.snd_max;
            self.board = old.board;
            self.timed_out_below = old.snd_max;
            self.rxt_end = old.snd_una;
        }
        self.snd_max = old.snd_max;
        self.recover = old.snd_una;
        self.per_packet_loss = old.per_packet_loss;
        self.reorder = old.reorder.fresh();
        self.timeouts = old.timeouts;
        self.loss_events = old.loss_events;
        self.last_progress_ns = now_ns;
    }

    /// The fraction of this route's packets that signal congestion, as OLIA estimates it:
    /// `1 / l_r` with `l_r = max(l1_r, l2_r)` the packets acknowledged between the last two
    /// losses or since the last one (draft-khalili-mptcp-congestion-control-05 §2), at least one.
    #[inline]
    pub fn loss_fraction(&self) -> f64 {
        1.0 / self.acked_since_loss.max(self.acked_between_losses).max(1.0)
    }

    /// Counts one loss event and starts a new loss interval.
    pub(super) fn note_loss(&mut self) {
        self.loss_events += 1;
        self.acked_between_losses = self.acked_since_loss;
        self.acked_since_loss = 0.0;
    }

    /// The smoothed round trip in seconds (the latest sample before there is one).
    #[inline]
    pub fn rtt_s(&self) -> f64 {
        self.srtt_ns.unwrap_or(self.last_rtt_ns as f64) / NS_PER_S
    }

    /// The window the controller sees, packets: during fast recovery the window recovery will
    /// return to (`ssthresh`), not the window inflated by duplicate acknowledgements, which can
    /// reach twice the packets in flight and would make this route look twice as fast to its
    /// coupled neighbours and to Kelly-Voice's `y_s`.
    #[inline]
    pub fn controller_window(&self) -> f64 {
        if self.in_recovery {
            self.ssthresh
        } else {
            self.cwnd
        }
    }

    /// True when the window allows one more packet in flight (SACK: more than the pipe).
    #[inline]
    pub fn can_send(&self) -> bool {
        let in_flight = if self.tcp.sack { self.pipe() } else { self.snd_nxt - self.snd_una };
        (in_flight as f64) < self.cwnd.floor()
    }

    /// True when this sender recovers with SACK (its receiver reports blocks).
    #[inline]
    pub fn uses_sack(&self) -> bool {
        self.tcp.sack
    }

    /// RFC 6298's estimator, from one sample.
    pub(super) fn sample_rtt(&mut self, rtt_ns: TimeNs) {
        let r = rtt_ns as f64;
        self.last_rtt_ns = rtt_ns;
        match self.srtt_ns {
            None => {
                self.srtt_ns = Some(r);
                self.rttvar_ns = r / 2.0;
            }
            Some(s) => {
                self.rttvar_ns = 0.75 * self.rttvar_ns + 0.25 * (s - r).abs();
                self.srtt_ns = Some(0.875 * s + 0.125 * r);
            }
        }
        let rto = (self.srtt_ns.unwrap_or(r) + 4.0 * self.rttvar_ns) as TimeNs;
        self.rto_ns = rto.clamp(MIN_RTO_NS, MAX_RTO_NS);
    }

    /// An acknowledgement of everything below `cumulative` with SACK `blocks`, echoing a packet
    /// sent at `echo_ns`. `inc` and `dec` are the controller's `inc_r` and `dec_r` at this moment.
    pub fn on_ack(
        &mut self,
        now_ns: TimeNs,
        cumulative: u64,
        blocks: &[SackBlock],
        echo_ns: TimeNs,
        inc: f64,
        dec: f64,
    ) -> Reaction {
        self.sample_rtt(now_ns - echo_ns);
        if self.tcp.sack {
            return self.on_sack_ack(now_ns, cumulative, blocks, inc, dec);
        }
        // After a timeout went back, acknowledgements of packets sent before it can run ahead.
        self.snd_nxt = self.snd_nxt.max(cumulative);
        if cumulative > self.snd_una {
            self.try_undo(now_ns, cumulative);
            // Every new acknowledgement restarts the timer, partial ones too (RFC 6582 §4's
            // "Slow-but-Steady" variant, ns-2's NewReno); see docs/packet-engine.md.
            let acked = self.progress(now_ns, cumulative);
            if self.in_recovery {
                if cumulative >= self.recover {
                    // Full acknowledgement: deflate the window and leave recovery.
                    self.in_recovery = false;
                    self.cwnd = self.ssthresh;
                } else {
                    // Partial acknowledgement: the next hole is lost too (RFC 6582 §3.2 step 5).
                    if self.per_packet_loss {
                        self.note_loss();
                        self.ssthresh = (self.ssthresh - dec).max(MIN_SSTHRESH_PACKETS);
                    }
                    self.grow_in_recovery(inc);
                    self.cwnd = (self.cwnd - acked as f64 + 1.0).max(1.0);
                    return Reaction::Retransmit(cumulative);
                }
            } else {
                self.grow(acked, inc);
            }
            return Reaction::Nothing;
        }
        if cumulative == self.snd_una && self.snd_nxt > self.snd_una {
            self.dupacks += 1;
            if self.in_recovery {
                // Each duplicate means a packet has left the network: inflate.
                self.cwnd += 1.0;
                self.grow_in_recovery(inc);
            } else if u64::from(self.dupacks) == self.reorder.dup_thresh && self.snd_una >= self.recover {
                self.remember_reduction(now_ns, self.snd_una);
                self.note_loss();
                self.ssthresh = self.reduced_window(dec);
                self.cwnd = self.ssthresh + self.reorder.dup_thresh as f64;
                self.in_recovery = true;
                self.recover = self.snd_nxt;
                return Reaction::Retransmit(self.snd_una);
            }
        }
        Reaction::Nothing
    }

    /// Slow start or congestion avoidance for `acked` newly acknowledged packets. Appropriate
    /// byte counting (RFC 3465, L = 2): one acknowledgement grows the window for at most two
    /// packets, so a cumulative jump (the receiver's out-of-order packets after a go-back or a
    /// repaired hole) does not burst the window open.
    #[inline]
    pub(super) fn grow(&mut self, acked: u64, inc: f64) {
        for _ in 0..acked.min(MAX_PACKETS_COUNTED_PER_ACK) {
            self.cwnd += if self.cwnd < self.ssthresh { 1.0 } else { inc };
        }
    }

    /// A new cumulative acknowledgement: restarts the loss interval count and the timer.
    #[inline]
    pub(super) fn progress(&mut self, now_ns: TimeNs, cumulative: u64) -> u64 {
        let acked = cumulative - self.snd_una;
        self.snd_una = cumulative;
        self.acked_since_loss += acked as f64;
        self.dupacks = 0;
        self.backed_off = false;
        self.last_progress_ns = now_ns;
        acked
    }
}
