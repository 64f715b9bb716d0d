//! The sender's loss response and its SACK loss recovery (RFC 6675): entering recovery on
//! `DupThresh` duplicate acknowledgements or a lost first packet, the pipe, `NextSeg`'s holes
//! (several per round trip, as the pipe allows) and the timeout, which keeps the scoreboard.
//! docs/packet-engine.md, "Loss recovery", says what each choice reproduces.

use super::events::TimeNs;
use super::sack::SackBlock;
use super::sender::{Reaction, Sender, MAX_RTO_NS, MIN_SSTHRESH_PACKETS};
use crate::scenario::LossResponse;

impl Sender {
    /// The slow-start threshold after a loss event, from the controller's decrease `dec` (its
    /// `dec_r`, packets): `FlightSize` (RFC 5681 eq 4 generalised) is the flight times
    /// `1 - dec / w` with `w` the window the controller sees (Reno's `w/2` gives FlightSize/2), or
    /// for a per-packet law (Kelly-Voice) the flight less `dec`; `Window` is the window less
    /// `dec`. The flight is RFC 5681's FlightSize (sent, not cumulatively acknowledged) at most
    /// `w`: after a long NewReno recovery (a window inflated by duplicates) or with many SACKed
    /// packets above a hole it would otherwise exceed any window the sender had. Never below two.
    pub(super) fn reduced_window(&self, dec: f64) -> f64 {
        let w = match self.tcp.loss_response {
            LossResponse::Window => self.cwnd - dec,
            LossResponse::FlightSize => {
                let flight = ((self.snd_max - self.snd_una) as f64).min(self.controller_window());
                if self.per_packet_loss {
                    flight - dec
                } else {
                    flight * (1.0 - dec / self.controller_window())
                }
            }
        };
        w.max(MIN_SSTHRESH_PACKETS)
    }

    /// For a per-packet law, an acknowledgement during recovery is a delivered packet like any
    /// other and adds `inc` to the window recovery will return to (NewReno's own laws hold the
    /// window during recovery).
    #[inline]
    pub(super) fn grow_in_recovery(&mut self, inc: f64) {
        if self.per_packet_loss {
            self.ssthresh += inc;
            self.cwnd += inc;
        }
    }

    /// Packets sent and not yet acknowledged.
    #[inline]
    pub fn outstanding(&self) -> u64 {
        self.snd_nxt - self.snd_una
    }

    /// True when data is outstanding and [`Sender::check_timeout`] would fire at `now_ns`, so the
    /// scanner asks the controller for `dec_r` only then.
    #[inline]
    pub fn timeout_due(&self, now_ns: TimeNs) -> bool {
        self.snd_nxt > self.snd_una && now_ns - self.last_progress_ns >= self.rto_ns
    }

    /// Called by the scanner: true (and the sender reset to go back) when the oldest
    /// unacknowledged packet has waited a whole timeout. `dec` is the controller's `dec_r`.
    pub fn check_timeout(&mut self, now_ns: TimeNs, dec: f64) -> bool {
        if self.snd_nxt == self.snd_una || now_ns - self.last_progress_ns < self.rto_ns {
            return false;
        }
        self.timeouts += 1;
        self.note_loss();
        // RFC 5681 §3.1: a packet timed out again keeps the ssthresh of its first timeout.
        if !(self.backed_off && self.tcp.loss_response == LossResponse::FlightSize) {
            self.ssthresh = self.reduced_window(dec);
        }
        self.cwnd = 1.0;
        self.recover = self.snd_nxt;
        if self.tcp.sack {
            // RFC 6675 §5.1: the scoreboard is kept (this receiver never reneges); everything
            // sent is lost and goes again, hole by hole, from the first unacknowledged packet.
            self.timed_out_below = self.snd_max;
            self.rxt_end = self.snd_una;
        } else {
            self.snd_nxt = self.snd_una;
        }
        self.backed_off = true;
        self.in_recovery = false;
        self.dupacks = 0;
        self.rto_ns = (self.rto_ns * 2).min(MAX_RTO_NS);
        self.last_progress_ns = now_ns;
        true
    }

    /// RFC 6675's `SetPipe()`: the packets in the network, by the scoreboard. Every packet sent
    /// and not SACKed counts once unless `IsLost` says it is lost (below the bound of
    /// [`super::sack::Scoreboard::lost_below`], or sent before a timeout), and once more when it
    /// has been retransmitted.
    pub fn pipe(&self) -> u64 {
        let (una, max) = (self.snd_una, self.snd_max);
        let lost = self.lost_below().clamp(una, max);
        let rxt = self.rxt_end.clamp(una, max);
        (max - lost - self.board.sacked_in(lost, max)) + (rxt - una - self.board.sacked_in(una, rxt))
    }

    /// Packets below this and not SACKed are lost.
    #[inline]
    fn lost_below(&self) -> u64 {
        self.board.lost_below_at(self.snd_una, self.reorder.dup_thresh).max(self.timed_out_below)
    }

    /// RFC 6675's `NextSeg()` rule 1 (SACK only): the lowest lost packet not yet retransmitted,
    /// now marked retransmitted; `None` when there is none (rule 2: new data). For a per-packet
    /// law every hole after the first of a recovery is a loss of its own.
    pub fn take_retransmission(&mut self) -> Option<u64> {
        if !self.tcp.sack {
            return None;
        }
        let seq = self.board.next_unsacked(self.rxt_end.max(self.snd_una));
        if seq >= self.lost_below().min(self.snd_max) {
            return None;
        }
        self.rxt_end = seq + 1;
        if self.per_packet_loss && self.in_recovery {
            self.note_loss();
            self.ssthresh = (self.ssthresh - self.last_dec).max(MIN_SSTHRESH_PACKETS);
            self.cwnd = self.ssthresh;
        }
        Some(seq)
    }

    /// An acknowledgement under SACK recovery (RFC 6675 §5): the window grows outside recovery
    /// and holds in it (a per-packet law's increase aside); the scoreboard takes the blocks;
    /// `DupThresh` duplicates or a lost first packet start recovery (once per `RecoveryPoint`):
    /// ssthresh and the window from the loss response, the first packet retransmitted at once,
    /// the further holes as the pipe allows (`take_retransmission`); recovery ends when the
    /// cumulative acknowledgement reaches the `RecoveryPoint`.
    pub(super) fn on_sack_ack(
        &mut self,
        now_ns: TimeNs,
        cumulative: u64,
        blocks: &[SackBlock],
        inc: f64,
        dec: f64,
    ) -> Reaction {
        self.last_dec = dec;
        if cumulative > self.snd_una {
            self.try_undo(now_ns, cumulative);
            let acked = self.progress(now_ns, cumulative);
            if !self.in_recovery {
                self.grow(acked, inc);
            } else if cumulative >= self.recover {
                self.in_recovery = false;
            } else {
                self.grow_in_recovery(inc);
            }
        } else if cumulative == self.snd_una && self.snd_max > self.snd_una {
            self.dupacks += 1;
            if self.in_recovery {
                self.grow_in_recovery(inc);
            }
        }
        self.board.update(self.snd_una, blocks);
        let first_lost = self.board.lost_below_at(self.snd_una, self.reorder.dup_thresh) > self.snd_una;
        if !self.in_recovery
            && self.snd_una >= self.recover
            && self.snd_max > self.snd_una
            && (u64::from(self.dupacks) >= self.reorder.dup_thresh || first_lost)
        {
            self.remember_reduction(now_ns, self.snd_una);
            self.note_loss();
            self.ssthresh = self.reduced_window(dec);
            self.cwnd = self.ssthresh;
            self.in_recovery = true;
            self.recover = self.snd_max;
            self.rxt_end = self.snd_una + 1;
            return Reaction::Retransmit(self.snd_una);
        }
        Reaction::Nothing
    }
}
