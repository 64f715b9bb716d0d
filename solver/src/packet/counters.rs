//! What the proofs (solver/tests/packet.rs) and the bench read of a packet run: packet counts,
//! buffers and the longest queues, the pool's size, delivered megabits and loss events.

use super::PacketSimulation;

impl PacketSimulation {
    /// Data packets in pipes and queues now (not yet delivered or dropped), counted from the pool.
    pub fn in_flight(&self) -> u64 {
        self.pool.live() as u64 - self.acks_alive
    }

    /// Data packets sent (retransmissions and UDP included), delivered and dropped so far.
    pub fn packet_counts(&self) -> (u64, u64, u64) {
        (self.sent, self.delivered, self.dropped)
    }

    /// Every link's buffer and the longest queue it has held, packets.
    pub fn buffers_and_max_queues(&self) -> Vec<(usize, usize)> {
        self.links.iter().map(|l| (l.buffer_packets, l.max_queue_packets)).collect()
    }

    /// Packets of the pool (live or free): stays flat once the run is in its steady state.
    pub fn pool_size(&self) -> usize {
        self.pool.size()
    }

    /// Megabits delivered to each route's receiver over the whole run.
    pub fn delivered_megabits(&self) -> Vec<f64> {
        self.delivered_bits_total.iter().map(|b| b / 1.0e6).collect()
    }

    /// Distinct data packets each route has sent so far (retransmissions not counted again).
    pub fn packets_ever_sent(&self) -> Vec<u64> {
        self.senders.iter().map(|s| s.snd_max).collect()
    }

    /// Retransmission timeouts of each route so far.
    pub fn timeouts(&self) -> Vec<u64> {
        self.senders.iter().map(|s| s.timeouts).collect()
    }

    /// Loss events (fast retransmits and timeouts) of each route so far.
    pub fn loss_events(&self) -> Vec<u64> {
        self.senders.iter().map(|s| s.loss_events).collect()
    }
}

impl PacketSimulation {
    /// Paper 002's `rho_r` of every route as the sinks last signalled it (1 where no controller
    /// reads it).
    pub fn relay_ratios(&self) -> &[f64] {
        self.control.relay_ratios()
    }
}
