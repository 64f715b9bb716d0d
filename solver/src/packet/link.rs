//! A link: one resource of the network as a FIFO queue served at the resource's capacity at that
//! moment, with a buffer in packets. Drop-tail by default; optionally a random-drop region at the
//! top of the buffer (htsim's `RandomQueue`, its remedy for phase effects); and a channel's
//! `lossProbability` as independent random loss of every arriving packet.

use super::events::{TimeNs, NS_PER_S};
use super::rng::Rng;
use std::collections::VecDeque;

/// Queue slots a link reserves when it is built.
const PREALLOCATED_PACKETS: usize = 1024;

/// What became of a packet offered to a link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admission {
    /// Lost (random loss, random drop or a full buffer).
    Dropped,
    /// Queued behind others, or in service with a departure already pending.
    Queued,
    /// Queued at an idle link: the caller schedules its departure at the given time.
    StartService(TimeNs),
    /// Queued at a link whose capacity is zero: it waits for the capacity to return.
    Stalled,
}

/// One resource's queue.
#[derive(Debug)]
pub struct Link {
    /// Packets (pool index, size in bits) waiting, the head in service.
    queue: VecDeque<(u32, f64)>,
    /// Most packets the link holds (the one in service included).
    pub buffer_packets: usize,
    /// Packets at the top of the buffer where arrivals are dropped at random (0: drop-tail).
    pub random_drop_packets: usize,
    /// Independent loss probability of every arriving packet.
    pub loss_probability: f64,
    /// Capacity now, bits per second.
    pub capacity_bps: f64,
    /// True while a departure event is pending.
    busy: bool,
    /// Drops since the last sample, and in the whole run.
    pub drops_interval: u64,
    pub drops_total: u64,
    /// Packets that arrived in the whole run (dropped ones included).
    pub arrivals_total: u64,
    /// The longest queue seen, packets.
    pub max_queue_packets: usize,
    /// Packet-seconds of queue, for the run's mean queue.
    pub queue_integral: f64,
    last_change_ns: TimeNs,
}

impl Link {
    /// An empty link.
    pub fn new(buffer_packets: usize, random_drop_packets: usize, loss_probability: f64) -> Link {
        Link {
            // Room for a typical queue up front; a deep buffer grows as it fills (a default
            // buffer of a huge link can be billions of packets that never arrive).
            queue: VecDeque::with_capacity((buffer_packets + 1).min(PREALLOCATED_PACKETS)),
            buffer_packets,
            random_drop_packets: random_drop_packets.min(buffer_packets),
            loss_probability,
            capacity_bps: 0.0,
            busy: false,
            drops_interval: 0,
            drops_total: 0,
            arrivals_total: 0,
            max_queue_packets: 0,
            queue_integral: 0.0,
            last_change_ns: 0,
        }
    }

    /// Packets in the link now.
    #[inline]
    pub fn len(&self) -> usize {
        self.queue.len()
    }

    /// True when the link holds no packet.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.queue.is_empty()
    }

    /// Time to serialise `bits` at the current capacity, whole nanoseconds (at least 1).
    #[inline]
    fn service_ns(&self, bits: f64) -> TimeNs {
        ((bits * NS_PER_S / self.capacity_bps).ceil() as TimeNs).max(1)
    }

    #[inline]
    pub(super) fn account(&mut self, now_ns: TimeNs) {
        self.queue_integral += self.queue.len() as f64 * (now_ns - self.last_change_ns) as f64 / NS_PER_S;
        self.last_change_ns = now_ns;
    }

    /// Offers packet `id` of `bits` at `now_ns`.
    pub fn arrive(&mut self, now_ns: TimeNs, id: u32, bits: f64, rng: &mut Rng) -> Admission {
        self.arrivals_total += 1;
        let len = self.queue.len();
        let random_floor = self.buffer_packets - self.random_drop_packets;
        let dropped = rng.chance(self.loss_probability)
            || len >= self.buffer_packets
            || (len >= random_floor
                && rng.chance((len - random_floor + 1) as f64 / (self.random_drop_packets + 1) as f64));
        if dropped {
            self.drops_interval += 1;
            self.drops_total += 1;
            return Admission::Dropped;
        }
        self.account(now_ns);
        self.queue.push_back((id, bits));
        self.max_queue_packets = self.max_queue_packets.max(self.queue.len());
        if self.busy {
            Admission::Queued
        } else if self.capacity_bps > 0.0 {
            self.busy = true;
            Admission::StartService(now_ns.saturating_add(self.service_ns(bits)))
        } else {
            Admission::Stalled
        }
    }

    /// The packet in service leaves at `now_ns`; returns it and, when another starts service,
    /// the time of its departure.
    pub fn depart(&mut self, now_ns: TimeNs) -> (u32, Option<TimeNs>) {
        self.account(now_ns);
        let (id, _) = self.queue.pop_front().expect("a departure has a packet");
        (id, self.next_departure(now_ns))
    }

    /// Sets the capacity (Mbps); returns a departure to schedule when a stalled queue can move.
    pub fn set_capacity(&mut self, now_ns: TimeNs, capacity_mbps: f64) -> Option<TimeNs> {
        self.capacity_bps = capacity_mbps.max(0.0) * 1.0e6;
        if self.busy {
            None
        } else {
            self.next_departure(now_ns)
        }
    }

    /// Starts serving the head, if any and if the capacity allows.
    fn next_departure(&mut self, now_ns: TimeNs) -> Option<TimeNs> {
        self.busy = false;
        let &(_, bits) = self.queue.front()?;
        if self.capacity_bps > 0.0 {
            self.busy = true;
            Some(now_ns.saturating_add(self.service_ns(bits)))
        } else {
            None
        }
    }
}
