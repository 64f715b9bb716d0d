//! Finite transfers and transfer times in a packet run. A source with its own `fileMegabytes`
//! sends that many megabytes of new data (whole packets, the last one full) and then only
//! retransmits what is missing. Every source's transfer time, finite or not, is the moment the
//! receivers hold its file in order (UDP: delivered), to the nanosecond: the fluid run's rule
//! ("when its delivered megabits reach the file"), counted in packets that arrived once, so
//! retransmitted duplicates do not count twice.

use super::events::NS_PER_S;
use super::sim::PacketSimulation;

impl PacketSimulation {
    /// True when route `r` may send a packet it has never sent: its source is not a finite
    /// transfer, or has new data left.
    #[inline]
    pub(super) fn file_allows(&self, r: usize) -> bool {
        self.file_packets_left[self.net.routes[r].source] != Some(0)
    }

    /// Route `r` sends one packet it has never sent.
    #[inline]
    pub(super) fn take_file_packet(&mut self, r: usize) {
        if let Some(left) = self.file_packets_left[self.net.routes[r].source].as_mut() {
            *left -= 1;
        }
    }

    /// `packets` more of route `r`'s data are at the receiver in order: the file may be done.
    #[inline]
    pub(super) fn count_in_order(&mut self, r: usize, packets: u64) {
        let s = self.net.routes[r].source;
        if packets == 0 || self.metrics.file_done_s[s].is_some() {
            return;
        }
        self.in_order_bits[s] += packets as f64 * self.packet_bits[r];
        if self.in_order_bits[s] >= self.metrics.source_file_megabits[s] * 1.0e6 {
            self.metrics.file_done_s[s] = Some(self.now_ns as f64 / NS_PER_S);
        }
    }
}

/// The packets of new data of each finite transfer (`None` for the others): its file in its
/// routes' packets, rounded up.
pub(super) fn file_packets(net: &crate::network::Network, packet_bits: &[f64]) -> Vec<Option<u64>> {
    net.sources
        .iter()
        .map(|src| {
            // A source without routes sends nothing: its file never starts.
            let bits = packet_bits.get(src.routes.start).copied().filter(|_| !src.routes.is_empty())?;
            src.file_megabytes.map(|mb| (mb * 8.0e6 / bits).ceil() as u64)
        })
        .collect()
}
