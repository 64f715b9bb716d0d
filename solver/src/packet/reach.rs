//! Subflows come and go with their paths, as MPTCP's path manager opens a subflow when an
//! interface comes up and closes it when it goes down (docs/packet-engine.md, "Subflows that come
//! and go"). A route is *up* while every link on it can carry at least [`UP_PACKETS_PER_S`] of
//! its packets a second. A route that is down sends nothing and its timeout is not running; when
//! it comes up its sender starts afresh (initial window, no round-trip estimate, a 1 s timeout).
//! Without this, a subflow over a link that is still out of reach backs off its timeout to a
//! minute and misses the whole contact (a roadside unit passed in 20 s carried nothing).

use crate::network::Network;
use crate::scenario::PointM;

/// The fewest packets a second every link of a route must carry for the route to be up.
pub const UP_PACKETS_PER_S: f64 = 10.0;

/// Where the nodes are, what every resource carries, and which routes are up, now.
#[derive(Debug)]
pub(super) struct Reach {
    positions: Vec<PointM>,
    capacities: Vec<f64>,
    /// Routes whose paths are in reach now; a route that is down sends nothing.
    route_up: Vec<bool>,
}

impl Reach {
    /// Positions and capacities of `net` at `t = 0`, every route up (the first evaluation of
    /// [`Reach::flip`] takes down those out of reach).
    pub(super) fn new(net: &Network) -> Reach {
        let mut reach = Reach {
            positions: vec![PointM { x_m: 0.0, y_m: 0.0 }; net.nodes.len()],
            capacities: vec![0.0; net.resources.len()],
            route_up: vec![true; net.routes.len()],
        };
        reach.evaluate(net, 0.0);
        reach
    }

    /// Moves the nodes to time `t_s` and evaluates every capacity there.
    pub(super) fn evaluate(&mut self, net: &Network, t_s: f64) {
        net.node_positions(t_s, &mut self.positions, true);
        net.capacities(t_s, &self.positions, &mut self.capacities);
    }

    /// Every node's position at the last evaluation.
    pub(super) fn positions(&self) -> &[PointM] {
        &self.positions
    }

    /// Every resource's capacity at the last evaluation, Mbps.
    #[inline]
    pub(super) fn capacities(&self) -> &[f64] {
        &self.capacities
    }

    /// True while route `r` is up.
    #[inline]
    pub(super) fn is_up(&self, r: usize) -> bool {
        self.route_up[r]
    }

    /// Routes (up or down).
    pub(super) fn routes(&self) -> usize {
        self.route_up.len()
    }

    /// Route `r` goes up or down with the capacities of the last evaluation: `Some(up)` when it
    /// changed, `None` when not. It is up while its links can all carry [`UP_PACKETS_PER_S`] of
    /// its `packet_bits` packets a second.
    pub(super) fn flip(&mut self, net: &Network, r: usize, packet_bits: f64) -> Option<bool> {
        let floor_mbps = UP_PACKETS_PER_S * packet_bits / 1.0e6;
        let up = net.routes[r].resources.iter().all(|&j| self.capacities[j] >= floor_mbps);
        if up == self.route_up[r] {
            return None;
        }
        self.route_up[r] = up;
        Some(up)
    }
}
