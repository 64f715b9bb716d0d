//! A connection whose subflows share one receive buffer: paper 001's mHIP with its
//! `receiveBufferPackets` (docs/packet-engine.md, "mHIP"). Every packet a subflow sends for the
//! first time takes the next connection-level (data) sequence number; the receiver hands data to
//! the application in data order and keeps what arrives early in a buffer of that many packets;
//! the sender never sends data beyond the receiver's in-order point plus the buffer (flow
//! control, as a receive window does), so the buffer never overflows. A subflow that falls
//! behind (a longer round trip, a loss) holds the connection's in-order point back, and with a
//! small buffer the faster subflows then wait: the reordering cost that paper 001's Fig. 5 varies.

use super::sender::Receiver;
use super::sim::PacketSimulation;
use std::collections::VecDeque;

/// The connection level of one source.
#[derive(Debug, Clone)]
pub(super) struct Connection {
    /// The receive buffer, packets.
    buffer_packets: u64,
    /// The next data sequence number to hand out.
    next_data: u64,
    /// The receiver's in-order point as the sender last heard it (data acknowledgement).
    acked_data: u64,
    /// The receiver's data-level reassembly.
    receiver: Receiver,
}

impl Connection {
    /// A connection with a receive buffer of `buffer_packets`.
    pub fn new(buffer_packets: u64) -> Connection {
        Connection { buffer_packets, next_data: 0, acked_data: 0, receiver: Receiver::default() }
    }
}

impl PacketSimulation {
    /// For a route of a connection, the data sequence number subflow packet `seq` carries,
    /// handing out a new one when `seq` has not been sent before; `None` when the receive
    /// buffer is full (the route waits for a data acknowledgement). Routes without a connection
    /// always get `Some(0)`.
    pub(super) fn reserve_data(&mut self, r: usize, seq: u64) -> Option<u64> {
        let s = self.net.routes[r].source;
        let Some(c) = self.connections[s].as_mut() else { return Some(0) };
        let offset = (seq - self.senders[r].snd_una) as usize;
        let map = &mut self.data_numbers[r];
        if offset < map.len() {
            return Some(map[offset]);
        }
        if c.next_data >= c.acked_data + c.buffer_packets {
            return None;
        }
        let data = c.next_data;
        c.next_data += 1;
        map.push_back(data);
        Some(data)
    }

    /// The data sequence number of subflow packet `seq` of route `r` (0 without a connection).
    pub(super) fn data_of(&self, r: usize, seq: u64) -> u64 {
        let una = self.senders[r].snd_una;
        self.data_numbers[r].get((seq.saturating_sub(una)) as usize).copied().unwrap_or(0)
    }

    /// Forgets the data numbers of subflow packets below `snd_una` (called after an ACK).
    pub(super) fn forget_acknowledged(&mut self, r: usize, previous_una: u64) {
        let acked = (self.senders[r].snd_una - previous_una) as usize;
        let map = &mut self.data_numbers[r];
        map.drain(..acked.min(map.len()));
    }

    /// A data packet of route `r` with data number `data` reaches the receiver; returns the
    /// data acknowledgement to carry back (0 without a connection).
    pub(super) fn receive_data(&mut self, r: usize, data: u64) -> u64 {
        let s = self.net.routes[r].source;
        match self.connections[s].as_mut() {
            Some(c) => c.receiver.arrive(data),
            None => 0,
        }
    }

    /// The sender of route `r`'s source hears data acknowledgement `data_ack`; when it moves
    /// the in-order point, every route of the source may send again.
    pub(super) fn on_data_ack(&mut self, r: usize, data_ack: u64) {
        let s = self.net.routes[r].source;
        let Some(c) = self.connections[s].as_mut() else { return };
        if data_ack <= c.acked_data {
            return;
        }
        c.acked_data = data_ack;
        for route in self.net.sources[s].routes.clone() {
            self.send_window(route);
        }
    }
}

/// One empty data-number map per route.
pub(super) fn empty_maps(routes: usize) -> Vec<VecDeque<u64>> {
    vec![VecDeque::new(); routes]
}
