//! The packets of a run, in a pool reused in the steady state (no allocation per packet): data
//! (or UDP) on its way to the receiver, or an acknowledgement on its way back.

use super::events::TimeNs;
use super::sack::PackedSack;

/// One packet in the pool.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Packet {
    /// Its route.
    pub route: u32,
    /// Its subflow sequence number.
    pub seq: u64,
    /// When it was sent, for the round-trip sample its acknowledgement gives.
    pub sent_ns: TimeNs,
    /// Index of the next link on the route.
    pub hop: u32,
    /// For an acknowledgement: the cumulative acknowledgement.
    pub ack: u64,
    /// For a data packet of a connection (mHIP with a receive buffer): its data sequence number;
    /// for its acknowledgement: the data acknowledgement. 0 otherwise.
    pub data: u64,
    /// For an acknowledgement under SACK: the receiver's blocks, most recent first (RFC 2018),
    /// relative to `ack`.
    pub sack: PackedSack,
}

/// Packets by index, and the indices free for reuse.
#[derive(Default)]
pub(super) struct Pool {
    packets: Vec<Packet>,
    free: Vec<u32>,
}

impl Pool {
    /// A packet from the pool (reused, not allocated, in the steady state); returns its index.
    #[inline]
    pub fn allocate(&mut self, p: Packet) -> u32 {
        match self.free.pop() {
            Some(id) => {
                self.packets[id as usize] = p;
                id
            }
            None => {
                self.packets.push(p);
                (self.packets.len() - 1) as u32
            }
        }
    }

    /// Returns packet `id` to the pool.
    #[inline]
    pub fn release(&mut self, id: u32) {
        self.free.push(id);
    }

    /// Packet `id`.
    #[inline]
    pub fn get(&self, id: u32) -> Packet {
        self.packets[id as usize]
    }

    /// Packet `id`, to change.
    #[inline]
    pub fn get_mut(&mut self, id: u32) -> &mut Packet {
        &mut self.packets[id as usize]
    }

    /// Packets of the pool, live or free.
    pub fn size(&self) -> usize {
        self.packets.len()
    }

    /// Packets alive (not free).
    pub fn live(&self) -> usize {
        self.packets.len() - self.free.len()
    }
}
