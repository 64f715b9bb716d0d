//! The event list (htsim's `EventList`): a binary heap of `(time_ns, sequence, target)`. Times are
//! whole nanoseconds, and the sequence number breaks ties in scheduling order, so the order of
//! events never depends on floating-point rounding or on the heap's internals. Each object keeps
//! about one event pending: a link only its head-of-line departure, a pipe only its earliest
//! arrival, and retransmission timeouts come from one periodic scanner.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Nanoseconds of simulated time.
pub type TimeNs = u64;

/// Nanoseconds in a second.
pub const NS_PER_S: f64 = 1.0e9;

/// Whole nanoseconds of `seconds`, rounded to the nearest.
#[inline]
pub fn ns_of_s(seconds: f64) -> TimeNs {
    (seconds * NS_PER_S).round().max(0.0) as TimeNs
}

/// What an event acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Target {
    /// The packet in service at link `j` has left it.
    Departure(u32),
    /// The head of route `r`'s forward pipe reaches its first link.
    Forward(u32),
    /// The head of route `r`'s feedback pipe (an acknowledgement) reaches the sender.
    Feedback(u32),
    /// Route `r`'s constant-rate (UDP) source sends its next packet.
    UdpSend(u32),
    /// Route `r` of an application-limited source may have tokens to send again, or its source
    /// starts (`startS`).
    AppWake(u32),
    /// Every link's capacity is evaluated again.
    Capacity,
    /// The retransmission-timeout scanner looks at every sender.
    RtoScan,
    /// The sinks of MCC-Coop and GMCC-Coop flows signal `rho_r` again.
    RelaySignal,
}

/// The pending events, earliest first.
#[derive(Debug, Default)]
pub struct EventList {
    heap: BinaryHeap<Reverse<(TimeNs, u64, Target)>>,
    sequence: u64,
    /// Events handed out by [`EventList::pop_until`] so far.
    pub processed: u64,
}

impl EventList {
    /// Schedules `target` at `time_ns`.
    #[inline]
    pub fn schedule(&mut self, time_ns: TimeNs, target: Target) {
        self.heap.push(Reverse((time_ns, self.sequence, target)));
        self.sequence += 1;
    }

    /// The earliest event if it is due at or before `until_ns`, removed from the list.
    #[inline]
    pub fn pop_until(&mut self, until_ns: TimeNs) -> Option<(TimeNs, Target)> {
        match self.heap.peek() {
            Some(Reverse((t, _, _))) if *t <= until_ns => {
                let Reverse((t, _, target)) = self.heap.pop()?;
                self.processed += 1;
                Some((t, target))
            }
            _ => None,
        }
    }
}
