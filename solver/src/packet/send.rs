//! The sending side of [`PacketSimulation`]: a window's packets (holes first under SACK, then new
//! data, within the source's file, application rate and `[startS, stopS)`), a constant-rate (UDP)
//! route's packets, and a packet into its route's forward pipe.

use super::app::Tokens;
use super::events::{Target, TimeNs, NS_PER_S};
use super::pool::Packet;
use super::sim::PacketSimulation;

impl PacketSimulation {
    /// Sends data packet `seq` of route `r` into its forward pipe.
    pub(super) fn transmit(&mut self, r: usize, seq: u64) {
        let now = self.clock.now();
        let data = self.connections.data_of(r, seq, self.ends.sender(r).snd_una);
        let id = self.pool.allocate(Packet { route: r as u32, seq, sent_ns: now, data, ..Packet::default() });
        self.traffic.sent();
        if let Some(t) = self.pipes.forward(r).push(now, id) {
            self.events.schedule(t, Target::Forward(r as u32));
        }
    }

    /// Sends new packets while route `r`'s window allows (bulk sources always have data;
    /// application-limited ones while their source's token bucket holds a packet; new data only
    /// within the source's `[startS, stopS)`).
    pub(super) fn send_window(&mut self, r: usize) {
        while self.reach.is_up(r) && self.ends.sender(r).can_send() {
            // SACK: the lost holes go first (RFC 6675 NextSeg rule 1), then new data (rule 2).
            if let Some(seq) = self.ends.sender_mut(r).take_retransmission() {
                // A per-packet law (Kelly-Voice) lowers its window for each hole it repairs.
                self.refresh_view(r);
                self.transmit(r, seq);
                continue;
            }
            let seq = self.ends.sender(r).snd_nxt;
            let fresh = seq >= self.ends.sender(r).snd_max;
            let s = self.net.routes[r].source;
            if (fresh && !(self.tally.file_allows(s) && self.app.window_allows(s, self.clock.now())))
                || self.connections.reserve_data(s, r, seq, self.ends.sender(r).snd_una).is_none()
                || !self.take_token(r)
            {
                return;
            }
            if fresh {
                self.tally.take_file_packet(s);
                self.ends.sender_mut(r).snd_max = seq + 1;
            }
            self.ends.sender_mut(r).snd_nxt += 1;
            self.transmit(r, seq);
        }
    }

    /// For an application-limited source, takes one packet's tokens for route `r`, or schedules
    /// the route's wake-up for when they will be there and returns false ([`AppLimit::take`]).
    fn take_token(&mut self, r: usize) -> bool {
        match self.app.take(self.net.routes[r].source, r, self.packet_bits[r], self.clock.now()) {
            Tokens::Granted => true,
            Tokens::Wait(wake) => {
                if let Some(t) = wake {
                    self.events.schedule(t, Target::AppWake(r as u32));
                }
                false
            }
        }
    }

    /// Sends route `r`'s next constant-rate (UDP) packet, within the source's `[startS, stopS)`, and
    /// schedules the one after it at the source's rate now.
    pub(super) fn udp_send(&mut self, r: usize) {
        let s = self.net.routes[r].source;
        let now = self.clock.now();
        if !self.app.window_allows(s, now) {
            // Before `startS`, wait for it; after `stopS`, send no more.
            if !self.app.stopped(s, now) {
                self.events.schedule(self.app.start_ns(s), Target::UdpSend(r as u32));
            }
            return;
        }
        let Some(rate_mbps) = self.control.udp_rate_mbps(s, self.clock.now_s()) else { return };
        let next = if rate_mbps > 0.0 {
            self.transmit(r, 0);
            ((self.packet_bits[r] / (rate_mbps * 1.0e6) * NS_PER_S).round() as TimeNs).max(1)
        } else {
            self.clock.capacity_every()
        };
        self.events.schedule(self.clock.now().saturating_add(next), Target::UdpSend(r as u32));
    }
}
