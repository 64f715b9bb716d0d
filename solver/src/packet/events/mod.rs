//! The event list (htsim's `EventList`): a binary heap of `(time_ns, sequence, target)`, keyed by
//! one `u128`, whose minimum is replaced in place when an event schedules its successor. Times are
//! whole nanoseconds, and the sequence number breaks ties in scheduling order, so the order of
//! events never depends on floating-point rounding or on the heap's internals. Each object keeps
//! about one event pending: a link only its head-of-line departure, a pipe only its earliest
//! arrival, and retransmission timeouts come from one periodic scanner.

mod heap;

use heap::KeyHeap;

/// An event's place in the order: `time_ns << 64 | sequence`, so one integer comparison orders by
/// time and then by scheduling order.
pub type Key = u128;

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
    /// Scheduled cell `c` serves one TTI (packet/cell.rs).
    CellTti(u32),
    /// The sinks of MCC-Coop and GMCC-Coop flows signal `rho_r` again.
    RelaySignal,
}

/// The pending events, earliest first.
#[derive(Debug, Default)]
pub struct EventList {
    queue: KeyHeap,
    sequence: u64,
    /// The event last handed out is still the heap's minimum: the next [`EventList::schedule`]
    /// replaces it (most events schedule their successor), or the next pop removes it first.
    taken_top: bool,
    /// Events handed out by [`EventList::pop_until`] so far.
    pub processed: u64,
}

/// The key of an event at `time_ns` scheduled as number `sequence`.
#[inline]
pub fn key_of(time_ns: TimeNs, sequence: u64) -> Key {
    (time_ns as Key) << 64 | sequence as Key
}

impl EventList {
    /// Schedules `target` at `time_ns`.
    #[inline]
    pub fn schedule(&mut self, time_ns: TimeNs, target: Target) {
        let key = key_of(time_ns, self.sequence);
        if self.taken_top {
            self.queue.replace_min(key, target);
            self.taken_top = false;
        } else {
            self.queue.push(key, target);
        }
        self.sequence += 1;
    }

    /// The earliest event if it is due at or before `until_ns`, removed from the list.
    #[inline]
    pub fn pop_until(&mut self, until_ns: TimeNs) -> Option<(TimeNs, Target)> {
        if self.taken_top {
            self.queue.pop();
            self.taken_top = false;
        }
        match self.queue.peek() {
            Some((k, target)) if (k >> 64) as TimeNs <= until_ns => {
                self.taken_top = true;
                self.processed += 1;
                Some(((k >> 64) as TimeNs, target))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{EventList, Target, TimeNs};

    /// The list hands events out in `(time, scheduling order)` order, whatever mix of schedules
    /// (as successors of the event just taken, or not) and pops: against a sorted reference.
    #[test]
    fn events_come_out_by_time_then_scheduling_order() {
        let mut list = EventList::default();
        let mut reference: Vec<(TimeNs, u64, Target)> = Vec::new();
        let (mut seq, mut now, mut state) = (0u64, 0 as TimeNs, 12345u64);
        let mut next = || {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            state >> 33
        };
        for step in 0..20_000u32 {
            for _ in 0..next() % 3 {
                // Ties are frequent: times on a coarse grid.
                let t = now + (next() % 8) * 1000;
                list.schedule(t, Target::Forward(step));
                reference.push((t, seq, Target::Forward(step)));
                seq += 1;
            }
            let until = now + (next() % 4) * 1000;
            reference.sort();
            let expected = reference.first().filter(|e| e.0 <= until).copied();
            let got = list.pop_until(until);
            assert_eq!(got, expected.map(|(t, _, g)| (t, g)), "step {}", step);
            if got.is_some() {
                reference.remove(0);
            }
            now = got.map_or(until, |(t, _)| t);
        }
    }
}
