//! A network held still at one moment: "if the capacities stayed as they are at that moment", the
//! question a fixed point at the time cursor answers (docs/model.md §4.5).

use super::{capacities, CapacitySource, Network};
use crate::scenario::{CapacityLaw, PointM};

impl Network {
    /// Capacity `c_j` of every resource at `t_s`, Mbps, with the nodes where they are then.
    pub fn capacities_at(&self, t_s: f64) -> Vec<f64> {
        let mut positions = vec![PointM { x_m: 0.0, y_m: 0.0 }; self.nodes.len()];
        self.node_positions(t_s, &mut positions, true);
        let mut capacities = vec![0.0; self.resources.len()];
        self.capacities(t_s, &positions, &mut capacities);
        capacities
    }

    /// This network with every resource's capacity held at its value at `t_s`: radio channels and
    /// time laws alike become constant channels, so nothing that moves changes a capacity.
    pub fn frozen_at(&self, t_s: f64) -> Network {
        let capacities = self.capacities_at(t_s);
        let mut net = self.clone();
        for (res, &capacity_mbps) in net.resources.iter_mut().zip(&capacities) {
            res.capacity = CapacitySource::Channel(CapacityLaw::Constant { capacity_mbps });
        }
        for node in &mut net.nodes {
            node.radio = false;
        }
        (net.fast_logistic, net.fast_constant, net.general) = capacities::fast_paths(&net.resources);
        net.memo = None;
        net
    }
}
