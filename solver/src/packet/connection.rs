//! A connection whose subflows share one receive buffer: paper 001's mHIP with its
//! `receiveBufferPackets` (docs/packet-engine.md, "mHIP"). Every packet a subflow sends for the
//! first time takes the next connection-level (data) sequence number; the receiver hands data to
//! the application in data order and keeps what arrives early in a buffer of that many packets;
//! the sender never sends data beyond the receiver's in-order point plus the buffer (flow
//! control, as a receive window does), so the buffer never overflows. A subflow that falls
//! behind (a longer round trip, a loss) holds the connection's in-order point back, and with a
//! small buffer the faster subflows then wait: the reordering cost that paper 001's Fig. 5 varies.

use super::receiver::Receiver;
use crate::network::{Network, SourceInfo};
use crate::scenario::{ControllerSpec, WindowLaw};
use std::collections::VecDeque;

/// The connection level of one source.
#[derive(Debug, Clone)]
struct Connection {
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

/// The connection level of every source whose subflows share a receive buffer, and each route's
/// data numbers of its packets from `snd_una` on (empty for the others).
pub(super) struct Connections {
    by_source: Vec<Option<Connection>>,
    data_numbers: Vec<VecDeque<u64>>,
}

impl Connections {
    /// The connections of `net`'s sources (mHIP with `receiveBufferPackets`; none for the others).
    pub fn new(net: &Network) -> Connections {
        Connections {
            by_source: net.sources.iter().map(connection_of).collect(),
            data_numbers: vec![VecDeque::new(); net.routes.len()],
        }
    }

    /// The data number of packet `seq` of route `r` of source `s` (`snd_una` is the route's first
    /// unacknowledged packet): the one it had if it is a retransmission, else the connection's
    /// next, or `None` while the receive buffer is full (flow control). 0 without a connection.
    pub fn reserve_data(&mut self, s: usize, r: usize, seq: u64, snd_una: u64) -> Option<u64> {
        let Some(c) = self.by_source[s].as_mut() else { return Some(0) };
        let offset = (seq - snd_una) as usize;
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

    /// The data number of route `r`'s packet `seq` as reserved (0 without a connection).
    pub fn data_of(&self, r: usize, seq: u64, snd_una: u64) -> u64 {
        self.data_numbers[r].get((seq.saturating_sub(snd_una)) as usize).copied().unwrap_or(0)
    }

    /// Forgets route `r`'s data numbers that its acknowledgement moved `snd_una` past.
    pub fn forget_acknowledged(&mut self, r: usize, previous_una: u64, snd_una: u64) {
        let acked = (snd_una - previous_una) as usize;
        let map = &mut self.data_numbers[r];
        map.drain(..acked.min(map.len()));
    }

    /// The receiver of source `s` takes data number `data`; returns its data acknowledgement (0
    /// without a connection).
    pub fn receive_data(&mut self, s: usize, data: u64) -> u64 {
        match self.by_source[s].as_mut() {
            Some(c) => c.receiver.arrive(data),
            None => 0,
        }
    }

    /// Source `s` hears data acknowledgement `data_ack`; true when it moves the in-order point
    /// (the buffer has room again: every subflow may send).
    pub fn on_data_ack(&mut self, s: usize, data_ack: u64) -> bool {
        let Some(c) = self.by_source[s].as_mut() else { return false };
        if data_ack <= c.acked_data {
            return false;
        }
        c.acked_data = data_ack;
        true
    }
}

/// The connection level of a source whose subflows share a receive buffer (mHIP with
/// `receiveBufferPackets`), else `None`.
fn connection_of(src: &SourceInfo) -> Option<Connection> {
    match src.controller {
        ControllerSpec::Window { law: WindowLaw::Mhip { receive_buffer_packets: Some(b), .. }, .. } => {
            Some(Connection::new(b as u64))
        }
        _ => None,
    }
}
