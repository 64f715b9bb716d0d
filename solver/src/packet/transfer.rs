//! Finite transfers and transfer times in a packet run. A source with its own `fileMegabytes`
//! sends that many megabytes of new data (whole packets, the last one full) and then only
//! retransmits what is missing. Every source's transfer time, finite or not, is the moment the
//! receivers hold its file in order (UDP: delivered), to the nanosecond: the fluid run's rule
//! ("when its delivered megabits reach the file"), counted in packets that arrived once, so
//! retransmitted duplicates do not count twice.

use super::sim::PacketSimulation;

impl PacketSimulation {
    /// True when route `r` may send a packet it has never sent: its source is not a finite
    /// transfer, or has new data left.
    #[inline]
    pub(super) fn file_allows(&self, r: usize) -> bool {
        self.tally.file_allows(self.net.routes[r].source)
    }

    /// Route `r` sends one packet it has never sent.
    #[inline]
    pub(super) fn take_file_packet(&mut self, r: usize) {
        self.tally.take_file_packet(self.net.routes[r].source);
    }

    /// `packets` more of route `r`'s data are at the receiver in order: the file may be done.
    #[inline]
    pub(super) fn count_in_order(&mut self, r: usize, packets: u64) {
        self.tally.count_in_order(self.net.routes[r].source, packets, self.packet_bits[r], self.clock.now());
    }
}
