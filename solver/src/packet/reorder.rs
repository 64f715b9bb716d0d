//! Paper 001's reordering options for mHIP's subflows (§IV-D, docs/packet-engine.md "mHIP"): a
//! duplicate-acknowledgement threshold other than three (`dupThresh`), and ADDR (`addrMs`): after
//! a fast retransmit, if the acknowledgement covering the packet taken for lost arrives within
//! `addrMs` of the reduction, the packet was late, not lost (a retransmission cannot be
//! acknowledged that soon when `addrMs` is below the round trip), and the reduction is undone:
//! window, slow-start threshold and recovery point back to what they were before it.

use super::events::TimeNs;
use super::sack::DUP_THRESH;
use super::sender::Sender;

/// A subflow's duplicate-acknowledgement threshold and ADDR state.
#[derive(Debug, Clone, Copy)]
pub struct Reorder {
    /// Duplicate acknowledgements (and, with SACK, packets SACKed above a hole) that make a
    /// packet lost; RFC 5681's and RFC 6675's three by default.
    pub dup_thresh: u64,
    /// ADDR's window, nanoseconds; `None`: off.
    pub addr_ns: Option<TimeNs>,
    /// Reductions undone so far.
    pub undone: u64,
    /// The latest fast retransmit's state before its reduction, while ADDR may still undo it.
    pending: Option<Undo>,
}

/// What a fast retransmit changed, to put back.
#[derive(Debug, Clone, Copy)]
struct Undo {
    hole: u64,
    at_ns: TimeNs,
    cwnd: f64,
    ssthresh: f64,
    recover: u64,
}

impl Default for Reorder {
    fn default() -> Self {
        Reorder { dup_thresh: DUP_THRESH, addr_ns: None, undone: 0, pending: None }
    }
}

impl Reorder {
    /// The same options with nothing pending (a restarted subflow).
    pub(super) fn fresh(&self) -> Reorder {
        Reorder { pending: None, ..*self }
    }
}

impl Sender {
    /// Sets this subflow's duplicate-acknowledgement threshold (at least one) and ADDR window.
    pub fn set_reorder(&mut self, dup_thresh: u32, addr_ns: Option<TimeNs>) {
        self.reorder.dup_thresh = u64::from(dup_thresh.max(1));
        self.reorder.addr_ns = addr_ns;
    }

    /// Reductions ADDR has undone.
    pub fn undone_reductions(&self) -> u64 {
        self.reorder.undone
    }

    /// Called at a fast retransmit of `hole`, before the reduction: remembers what to put back.
    pub(super) fn remember_reduction(&mut self, now_ns: TimeNs, hole: u64) {
        if self.reorder.addr_ns.is_some() {
            let (cwnd, ssthresh, recover) = (self.cwnd, self.ssthresh, self.recover);
            self.reorder.pending = Some(Undo { hole, at_ns: now_ns, cwnd, ssthresh, recover });
        }
    }

    /// Called on an acknowledgement of everything below `cumulative`, before the recovery
    /// reacts to it: when it covers the pending hole within ADDR's window, leaves recovery with
    /// the window of before the reduction and returns true. Any covering acknowledgement ends
    /// the chance.
    pub(super) fn try_undo(&mut self, now_ns: TimeNs, cumulative: u64) -> bool {
        let (Some(addr_ns), Some(u)) = (self.reorder.addr_ns, self.reorder.pending) else {
            return false;
        };
        if cumulative <= u.hole {
            return false;
        }
        self.reorder.pending = None;
        if !self.in_recovery || now_ns - u.at_ns > addr_ns {
            return false;
        }
        self.in_recovery = false;
        self.cwnd = u.cwnd;
        self.ssthresh = u.ssthresh;
        self.recover = u.recover;
        self.reorder.undone += 1;
        true
    }
}
