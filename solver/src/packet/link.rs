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

/// The service of the packet at the head: it is sent at the capacity of each moment, so a change
/// of capacity while it is on the wire moves its departure (docs/packet-engine.md, "The queue").
#[derive(Debug, Clone, Copy)]
struct Service {
    /// Bits still to send as of `since_ns`.
    bits_left: f64,
    since_ns: TimeNs,
    /// The pending departure; `None` while the capacity is zero (stalled).
    departure_ns: Option<TimeNs>,
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
    /// The head's service, while the link holds a packet.
    service: Option<Service>,
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
            service: None,
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

    /// True when a departure event at `now_ns` is the head's pending departure (an event left
    /// behind by a change of capacity is not).
    #[inline]
    pub fn departure_due(&self, now_ns: TimeNs) -> bool {
        self.service.is_some_and(|s| s.departure_ns == Some(now_ns))
    }

    /// Starts serving `bits` at `now_ns`; returns its departure, if the capacity allows one.
    fn start_service(&mut self, now_ns: TimeNs, bits: f64) -> Option<TimeNs> {
        let departure_ns = (self.capacity_bps > 0.0).then(|| now_ns.saturating_add(self.service_ns(bits)));
        self.service = Some(Service { bits_left: bits, since_ns: now_ns, departure_ns });
        departure_ns
    }

    #[inline]
    pub(super) fn account(&mut self, now_ns: TimeNs) {
        self.queue_integral += self.queue.len() as f64 * (now_ns - self.last_change_ns) as f64 / NS_PER_S;
        self.last_change_ns = now_ns;
    }

    /// Offers packet `id` of `bits` at `now_ns`.
    pub fn arrive(&mut self, now_ns: TimeNs, id: u32, bits: f64, rng: &mut Rng) -> Admission {
        if !self.enqueue(now_ns, id, bits, rng) {
            return Admission::Dropped;
        }
        if self.service.is_some() {
            Admission::Queued
        } else {
            match self.start_service(now_ns, bits) {
                Some(t) => Admission::StartService(t),
                None => Admission::Stalled,
            }
        }
    }

    /// Queues packet `id` of `bits` at `now_ns` unless it is lost, without starting its service
    /// (a UE link of a scheduled cell is served by the cell, packet/cell.rs); true if queued.
    pub fn enqueue(&mut self, now_ns: TimeNs, id: u32, bits: f64, rng: &mut Rng) -> bool {
        self.arrivals_total += 1;
        let len = self.queue.len();
        let random_floor = self.buffer_packets - self.random_drop_packets;
        let dropped = rng.chance(self.loss_probability)
            || len >= self.buffer_packets
            || (len >= random_floor
                && rng.chance((len - random_floor + 1) as f64 / (self.random_drop_packets + 1) as f64));
        if dropped {
            self.count_drop();
            return false;
        }
        self.account(now_ns);
        self.queue.push_back((id, bits));
        self.max_queue_packets = self.max_queue_packets.max(self.queue.len());
        true
    }

    /// Counts one packet lost at this link.
    pub fn count_drop(&mut self) {
        self.drops_interval += 1;
        self.drops_total += 1;
    }

    /// Bits of the packet at the head, if any.
    pub fn head_bits(&self) -> Option<f64> {
        self.queue.front().map(|&(_, bits)| bits)
    }

    /// Bits of every packet queued.
    pub fn queued_bits(&self) -> f64 {
        self.queue.iter().map(|&(_, bits)| bits).sum()
    }

    /// Removes the head at `now_ns` (a cell's UE link, which has no service of its own).
    pub fn pop_head(&mut self, now_ns: TimeNs) -> Option<u32> {
        self.account(now_ns);
        self.queue.pop_front().map(|(id, _)| id)
    }

    /// The packet in service leaves at `now_ns`; returns it and, when another starts service,
    /// the time of its departure.
    pub fn depart(&mut self, now_ns: TimeNs) -> (u32, Option<TimeNs>) {
        self.account(now_ns);
        let (id, _) = self.queue.pop_front().expect("a departure has a packet");
        (id, self.next_departure(now_ns))
    }

    /// Sets the capacity (Mbps). The packet on the wire keeps the bits it has sent and sends the
    /// rest at the new rate; returns its new departure to schedule, if it moved (the old event is
    /// then stale, see [`Link::departure_due`]).
    pub fn set_capacity(&mut self, now_ns: TimeNs, capacity_mbps: f64) -> Option<TimeNs> {
        let capacity_bps = capacity_mbps.max(0.0) * 1.0e6;
        if capacity_bps == self.capacity_bps {
            return None;
        }
        let old_bps = std::mem::replace(&mut self.capacity_bps, capacity_bps);
        let mut service = self.service?;
        let sent = (now_ns - service.since_ns) as f64 * old_bps / NS_PER_S;
        service.bits_left = (service.bits_left - sent).max(0.0);
        service.since_ns = now_ns;
        let departure_ns = (capacity_bps > 0.0).then(|| now_ns.saturating_add(self.service_ns(service.bits_left)));
        let moved = departure_ns != service.departure_ns;
        service.departure_ns = departure_ns;
        self.service = Some(service);
        if moved {
            departure_ns
        } else {
            None
        }
    }

    /// Starts serving the next head, if any and if the capacity allows.
    fn next_departure(&mut self, now_ns: TimeNs) -> Option<TimeNs> {
        self.service = None;
        let &(_, bits) = self.queue.front()?;
        self.start_service(now_ns, bits)
    }
}
