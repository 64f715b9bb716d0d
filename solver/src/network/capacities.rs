//! The capacity of every resource at any step: node positions, `c_j` for output, and the
//! `1 / c_j` the integrator reads, a block of steps at a time, with the common case (a logistic
//! station reached from one node) on a fast path (docs/model.md §4.4).

use super::{CapacitySource, Network, ResourceInfo};
use crate::capacity::{channel_capacity, CapacityFactor};
use crate::scenario::{CapacityLaw, PointM};

/// `1 / c_j = (1 + e^{alpha d - alpha d0}) / (numerator C)` for one node and one station.
#[derive(Debug, Clone, Copy)]
pub(super) struct FastLogistic {
    pub(super) resource: usize,
    pub(super) node: usize,
    pub(super) station: PointM,
    pub(super) alpha_per_m: f64,
    pub(super) alpha_d0: f64,
    pub(super) scale: f64,
}

impl Network {
    /// Positions at time `t_s` of every node (`all`), or of the radio nodes only, into `out`.
    pub fn node_positions(&self, t_s: f64, out: &mut [PointM], all: bool) {
        // Nodes of one platform are adjacent: find each platform's centre once.
        let mut centre: Option<(usize, f64)> = None;
        for (slot, node) in out.iter_mut().zip(&self.nodes) {
            if !(all || node.radio) {
                continue;
            }
            let path = &self.platforms[node.platform].path;
            let arc = match centre {
                Some((p, arc)) if p == node.platform => arc,
                _ => path.centre_arc_m(t_s),
            };
            centre = Some((node.platform, arc));
            *slot = path.point_at_arc(arc + node.offset_m);
        }
    }

    /// Capacity `c_j(t)` of every resource, given the node positions at `t_s`.
    pub fn capacities(&self, t_s: f64, positions: &[PointM], out: &mut [f64]) {
        for (c, res) in out.iter_mut().zip(&self.resources) {
            *c = match &res.capacity {
                CapacitySource::Radio { position, nominal_mbps, factor, nodes, .. } => {
                    nominal_mbps * factor.at(nearest_m(position, nodes, positions))
                }
                CapacitySource::Channel(law) => channel_capacity(law, t_s),
            };
        }
    }

    /// `1 / c_j` of every resource at `count` consecutive steps `first_step, first_step + 1, ...`
    /// of `dt_s`, into `out` by resource: `out[j * count + k]` is step `first_step + k`. Capacities
    /// do not depend on the rates, so the integrator fills them a block at a time: tight loops over
    /// time, the same values as one step at a time. `positions` is scratch space.
    pub fn inverse_capacities_block(
        &self,
        first_step: usize,
        dt_s: f64,
        count: usize,
        positions: &mut Vec<PointM>,
        out: &mut [f64],
    ) {
        let memo = self.memo.as_ref().filter(|a| a.memo.covers(first_step, count));
        if memo.is_none() {
            self.block_positions(first_step, dt_s, count, positions);
        }
        // Node `i`'s positions over the block: remembered, or just computed.
        let nodes_of = |i: usize| match memo.and_then(|a| a.memo.positions(i, first_step, count)) {
            Some(remembered) => remembered,
            None => &positions[i * count..(i + 1) * count],
        };
        for (e, f) in self.fast_logistic.iter().enumerate() {
            let row = &mut out[f.resource * count..(f.resource + 1) * count];
            if let Some((a, r)) = memo.and_then(|a| a.rows[e].map(|r| (a, r))) {
                row.copy_from_slice(a.memo.row(r, first_step, count));
                continue;
            }
            let nodes = nodes_of(f.node);
            // Two passes keep each loop short, so the iterations overlap in the processor.
            for (x, p) in row.iter_mut().zip(nodes) {
                let (dx, dy) = (p.x_m - f.station.x_m, p.y_m - f.station.y_m);
                *x = f.alpha_per_m * (dx * dx + dy * dy).sqrt() - f.alpha_d0;
            }
            if row.iter().all(|x| x.abs() <= 700.0) {
                for x in row.iter_mut() {
                    *x = (1.0 + crate::fastmath::exp_in_range(*x)) * f.scale;
                }
            } else {
                for x in row.iter_mut() {
                    *x = (1.0 + crate::fastmath::exp(*x)) * f.scale;
                }
            }
        }
        for &(j, inverse) in &self.fast_constant {
            out[j * count..(j + 1) * count].fill(inverse);
        }
        if !self.general.is_empty() {
            let mut at_k = vec![PointM { x_m: 0.0, y_m: 0.0 }; self.nodes.len()];
            let mut row = vec![0.0; self.resources.len()];
            let placed: Vec<(usize, &[PointM])> =
                self.nodes.iter().enumerate().filter(|(_, n)| n.radio).map(|(i, _)| (i, nodes_of(i))).collect();
            for k in 0..count {
                for &(i, along) in &placed {
                    at_k[i] = along[k];
                }
                self.inverse_capacities((first_step + k) as f64 * dt_s, &at_k, &mut row);
                for &j in &self.general {
                    out[j * count + k] = row[j];
                }
            }
        }
    }

    /// Positions of the radio nodes at steps `first_step .. first_step + count` of `dt_s`, into
    /// `positions` by node (`positions[i * count + k]`; other nodes' slots are left as they are).
    fn block_positions(&self, first_step: usize, dt_s: f64, count: usize, positions: &mut Vec<PointM>) {
        let time = |k: usize| (first_step + k) as f64 * dt_s;
        positions.resize(self.nodes.len() * count, PointM { x_m: 0.0, y_m: 0.0 });
        let mut centre_arcs = vec![0.0; count];
        let mut arcs_of = usize::MAX;
        for (i, node) in self.nodes.iter().enumerate() {
            if !node.radio {
                continue;
            }
            let path = &self.platforms[node.platform].path;
            if arcs_of != node.platform {
                for (k, arc) in centre_arcs.iter_mut().enumerate() {
                    *arc = path.centre_arc_m(time(k));
                }
                arcs_of = node.platform;
            }
            for (slot, &arc) in positions[i * count..(i + 1) * count].iter_mut().zip(&centre_arcs) {
                *slot = path.point_at_arc(arc + node.offset_m);
            }
        }
    }

    /// `1 / c_j(t)` of every resource (infinite for a zero capacity): what the integrator needs at
    /// every step, computed without divisions for the logistic law.
    pub fn inverse_capacities(&self, t_s: f64, positions: &[PointM], out: &mut [f64]) {
        for f in &self.fast_logistic {
            let p = positions[f.node];
            let (dx, dy) = (p.x_m - f.station.x_m, p.y_m - f.station.y_m);
            let d = (dx * dx + dy * dy).sqrt();
            out[f.resource] = (1.0 + crate::fastmath::exp(f.alpha_per_m * d - f.alpha_d0)) * f.scale;
        }
        for &(j, inverse) in &self.fast_constant {
            out[j] = inverse;
        }
        for &j in &self.general {
            out[j] = match &self.resources[j].capacity {
                CapacitySource::Radio { position, inverse_nominal, factor, nodes, .. } => {
                    factor.inverse_at(nearest_m(position, nodes, positions)) * inverse_nominal
                }
                CapacitySource::Channel(law) => 1.0 / channel_capacity(law, t_s),
            };
        }
    }
}

/// Distance from `station` to the nearest of `nodes`, metres.
#[inline]
fn nearest_m(station: &PointM, nodes: &[usize], positions: &[PointM]) -> f64 {
    let mut best = f64::INFINITY;
    for &n in nodes {
        let (dx, dy) = (positions[n].x_m - station.x_m, positions[n].y_m - station.y_m);
        best = best.min(dx * dx + dy * dy);
    }
    best.sqrt()
}

/// Sorts the resources into the integrator's fast paths: the logistic law reached from one node,
/// constant channels (with `1 / c`), and the rest.
pub(super) fn fast_paths(resources: &[ResourceInfo]) -> (Vec<FastLogistic>, Vec<(usize, f64)>, Vec<usize>) {
    let mut fast_logistic = Vec::new();
    let mut fast_constant = Vec::new();
    let mut general = Vec::new();
    for (j, res) in resources.iter().enumerate() {
        match &res.capacity {
            CapacitySource::Radio {
                position,
                inverse_nominal,
                factor: CapacityFactor::Logistic { alpha_per_m, d0_m, inverse_numerator, .. },
                nodes,
                ..
            } if nodes.len() == 1 => fast_logistic.push(FastLogistic {
                resource: j,
                node: nodes[0],
                station: *position,
                alpha_per_m: *alpha_per_m,
                alpha_d0: alpha_per_m * d0_m,
                scale: inverse_numerator * inverse_nominal,
            }),
            CapacitySource::Channel(CapacityLaw::Constant { capacity_mbps }) => {
                fast_constant.push((j, 1.0 / capacity_mbps))
            }
            _ => general.push(j),
        }
    }
    (fast_logistic, fast_constant, general)
}
