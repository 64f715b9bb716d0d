//! The routes a scenario's sources ask for, before the compiler adds them: one per enabled
//! station or channel a platform's links reach, or per route a source lists itself.

use super::*;
use crate::capacity::CapacityFactor;
use crate::scenario::{Channel, DelaysMs, Node, RouteSpec, Scenario};
use std::collections::HashMap;

/// A route about to be added: its id, its hops (resource id, and the resource if it is new), its
/// default delays and group, and the field path to blame for a clash.
pub(super) struct Wanted {
    pub(super) route_id: String,
    pub(super) hops: Vec<(String, Option<ResourceInfo>)>,
    pub(super) delays: DelaysMs,
    pub(super) group: String,
    pub(super) path: String,
}

/// A scenario and its ids, looked up while its routes are compiled.
pub(super) struct Ids<'a> {
    pub(super) s: &'a Scenario,
    /// More than one platform: node and route ids carry the platform's id.
    pub(super) many: bool,
    pub(super) station: HashMap<&'a str, usize>,
    pub(super) channel: HashMap<&'a str, usize>,
    pub(super) platform: HashMap<&'a str, usize>,
}

impl<'a> Ids<'a> {
    pub fn new(s: &'a Scenario) -> Ids<'a> {
        Ids {
            s,
            many: s.platforms.len() > 1,
            station: s.stations.iter().enumerate().map(|(i, st)| (st.id.as_str(), i)).collect(),
            channel: s.channels.iter().enumerate().map(|(i, c)| (c.id.as_str(), i)).collect(),
            platform: s.platforms.iter().enumerate().map(|(i, p)| (p.id.as_str(), i)).collect(),
        }
    }

    /// The prefix of platform `p`'s node and route ids (`<platform>.` when there are several).
    pub fn prefix(&self, p: usize) -> String {
        if self.many {
            format!("{}.", self.s.platforms[p].id)
        } else {
            String::new()
        }
    }
}

/// Node `node` of platform `platform`, marked as one that holds a radio link (placed at every
/// step); returns its index.
fn mark_radio(nodes: &mut [NodeInfo], platform: usize, node: Node) -> usize {
    let i = nodes.iter().position(|n| n.platform == platform && n.node == node).unwrap_or(0);
    nodes[i].radio = true;
    i
}

/// The routes platform `p`'s links ask for: one per enabled station or channel a link reaches.
pub(super) fn platform_routes(ids: &Ids, p: usize, nodes: &mut [NodeInfo]) -> Vec<Wanted> {
    let mut wanted: Vec<Wanted> = Vec::new();
    for (li, link) in ids.s.platforms[p].links.iter().enumerate() {
        for (ti, to) in link.to.iter().enumerate() {
            let path = format!("platforms[{}].links[{}].to[{}]", p, li, ti);
            if let Some(&k) = ids.station.get(to.as_str()) {
                let st = &ids.s.stations[k];
                if !st.enabled {
                    continue;
                }
                let n = mark_radio(nodes, p, link.node);
                let route_id = format!("{}{}-{}", ids.prefix(p), link.node.name(), st.id);
                let resource_id = if st.shared_capacity { st.id.clone() } else { route_id.clone() };
                let info = ResourceInfo {
                    id: resource_id.clone(),
                    target: st.id.clone(),
                    group: st.group.clone(),
                    responsiveness: st.responsiveness,
                    capacity: CapacitySource::Radio {
                        position: st.position,
                        nominal_mbps: st.capacity_mbps,
                        inverse_nominal: 1.0 / st.capacity_mbps,
                        factor: CapacityFactor::new(&st.decay),
                        nodes: vec![n],
                    },
                    fixed_loss: None,
                    buffer_packets: st.buffer_packets,
                    cell: None,
                };
                wanted.push(Wanted {
                    route_id,
                    hops: vec![(resource_id, Some(info))],
                    delays: st.delays,
                    group: st.group.clone(),
                    path,
                });
            } else if let Some(&k) = ids.channel.get(to.as_str()) {
                let ch = &ids.s.channels[k];
                if ch.enabled {
                    let route_id = format!("{}{}", ids.prefix(p), ch.id);
                    wanted.push(Wanted {
                        route_id,
                        hops: vec![(ch.id.clone(), None)],
                        delays: ch.delays,
                        group: ch.group.clone(),
                        path,
                    });
                }
            }
        }
    }
    wanted
}

/// The routes source `si` lists itself (`routes: [{via}]`), over enabled channels only.
pub(super) fn explicit_routes(ids: &Ids, si: usize, source_id: &str, list: &[RouteSpec]) -> Vec<Wanted> {
    let mut wanted: Vec<Wanted> = Vec::new();
    for (ri, r) in list.iter().enumerate() {
        let chans: Vec<&Channel> =
            r.via.iter().filter_map(|v| ids.channel.get(v.as_str()).map(|&k| &ids.s.channels[k])).collect();
        if chans.is_empty() || chans.iter().any(|c| !c.enabled) {
            continue;
        }
        wanted.push(Wanted {
            route_id: format!("{}-{}", source_id, r.via.join("+")),
            hops: chans.iter().map(|c| (c.id.clone(), None)).collect(),
            delays: r.delays.apply(chans[0].delays),
            group: chans[0].group.clone(),
            path: format!("sources[{}].routes[{}]", si, ri),
        });
    }
    wanted
}
