//! Subflows come and go with their paths, as MPTCP's path manager opens a subflow when an
//! interface comes up and closes it when it goes down (docs/packet-engine.md, "Subflows that come
//! and go"). A route is *up* while every link on it can carry at least [`UP_PACKETS_PER_S`] of
//! its packets a second. A route that is down sends nothing and its timeout is not running; when
//! it comes up its sender starts afresh (initial window, no round-trip estimate, a 1 s timeout).
//! Without this, a subflow over a link that is still out of reach backs off its timeout to a
//! minute and misses the whole contact (a roadside unit passed in 20 s carried nothing).

use super::events::Target;
use super::sim::PacketSimulation;

/// The fewest packets a second every link of a route must carry for the route to be up.
pub const UP_PACKETS_PER_S: f64 = 10.0;

impl PacketSimulation {
    /// Capacities of every resource now, from the network's mobility and capacity laws.
    pub(super) fn update_capacities(&mut self) {
        let t_s = self.time_s();
        self.net.node_positions(t_s, &mut self.positions, true);
        self.net.capacities(t_s, &self.positions, &mut self.capacities);
        for (j, link) in self.links.iter_mut().enumerate() {
            if let Some(t) = link.set_capacity(self.clock.now(), self.capacities[j]) {
                self.events.schedule(t, Target::Departure(j as u32));
            }
        }
        self.update_reach();
    }

    /// True when route `r`'s links can all carry [`UP_PACKETS_PER_S`] of its packets a second now.
    pub(super) fn route_reachable(&self, r: usize) -> bool {
        let floor_mbps = UP_PACKETS_PER_S * self.packet_bits[r] / 1.0e6;
        self.net.routes[r].resources.iter().all(|&j| self.capacities[j] >= floor_mbps)
    }

    /// After the capacities change: brings up the routes that came into reach (their senders
    /// restart and send) and takes down those that left it.
    pub(super) fn update_reach(&mut self) {
        for r in 0..self.route_up.len() {
            let up = self.route_reachable(r);
            if up == self.route_up[r] {
                continue;
            }
            self.route_up[r] = up;
            if up {
                self.senders[r].restart(self.clock.now());
                if self.control.has_window(self.net.routes[r].source) {
                    self.send_window(r);
                }
            }
        }
    }
}
