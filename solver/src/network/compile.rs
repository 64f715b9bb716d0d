//! Compiling a scenario into a [`Network`]: nodes, resources and routes with their derived ids.

use super::*;
use crate::capacity::CapacityFactor;
use crate::mobility::Path;
use crate::scenario::{limits, Channel, DelaysMs, Node, Scenario, SourceRoutes};
use std::collections::HashMap;

/// A route about to be added: its id, its hops (resource id, and the resource if it is new), its
/// default delays and group, and the field path to blame for a clash.
struct Wanted {
    route_id: String,
    hops: Vec<(String, Option<ResourceInfo>)>,
    delays: DelaysMs,
    group: String,
    path: String,
}

impl Network {
    /// Compiles a validated scenario; reports what only the compiled network can check
    /// (route id clashes, unknown `routeDelays` keys, memory limits) with field paths.
    pub fn compile(s: &Scenario) -> Result<Network, Vec<String>> {
        let mut errors = Vec::new();
        let many = s.platforms.len() > 1;
        let prefix = |p: usize| if many { format!("{}.", s.platforms[p].id) } else { String::new() };
        let station_index: HashMap<&str, usize> =
            s.stations.iter().enumerate().map(|(i, st)| (st.id.as_str(), i)).collect();
        let channel_index: HashMap<&str, usize> =
            s.channels.iter().enumerate().map(|(i, c)| (c.id.as_str(), i)).collect();
        let platform_index: HashMap<&str, usize> =
            s.platforms.iter().enumerate().map(|(i, p)| (p.id.as_str(), i)).collect();

        let platforms: Vec<PlatformInfo> = s
            .platforms
            .iter()
            .map(|p| PlatformInfo {
                id: p.id.clone(),
                length_m: p.length_m,
                trajectory: p.trajectory.clone(),
                path: Path::build_reusing(&p.trajectory, p.length_m / 2.0),
            })
            .collect();

        // Every platform has a head, a middle and a tail (the map draws all three); only the nodes
        // that hold radio links are placed at every step.
        let mut nodes: Vec<NodeInfo> = Vec::new();
        for (i, p) in s.platforms.iter().enumerate() {
            for node in [Node::Head, Node::Middle, Node::Tail] {
                let id = format!("{}{}", prefix(i), node.name());
                nodes.push(NodeInfo { id, platform: i, node, offset_m: node.offset_m(p.length_m), radio: false });
            }
        }
        let mut node_of = |platform: usize, node: Node| -> usize {
            let i = nodes.iter().position(|n| n.platform == platform && n.node == node).unwrap_or(0);
            nodes[i].radio = true;
            i
        };

        let mut resources: Vec<ResourceInfo> = Vec::new();
        let mut resource_ids: HashMap<String, usize> = HashMap::new();
        let mut routes: Vec<RouteInfo> = Vec::new();
        let mut sources = Vec::new();
        let mut route_paths: HashMap<String, String> = HashMap::new();

        for (si, src) in s.sources.iter().enumerate() {
            let first = routes.len();
            let mut wanted: Vec<Wanted> = Vec::new();
            match &src.routes {
                SourceRoutes::Platform(pid) => {
                    let Some(&p) = platform_index.get(pid.as_str()) else { continue };
                    for (li, link) in s.platforms[p].links.iter().enumerate() {
                        for (ti, to) in link.to.iter().enumerate() {
                            let path = format!("platforms[{}].links[{}].to[{}]", p, li, ti);
                            if let Some(&k) = station_index.get(to.as_str()) {
                                let st = &s.stations[k];
                                if !st.enabled {
                                    continue;
                                }
                                let n = node_of(p, link.node);
                                let route_id = format!("{}{}-{}", prefix(p), link.node.name(), st.id);
                                let resource_id = if st.shared_capacity { st.id.clone() } else { route_id.clone() };
                                let info = ResourceInfo {
                                    id: resource_id.clone(),
                                    target: st.id.clone(),
                                    group: "wifi".to_string(),
                                    responsiveness: st.responsiveness,
                                    capacity: CapacitySource::Radio {
                                        position: st.position,
                                        nominal_mbps: st.capacity_mbps,
                                        inverse_nominal: 1.0 / st.capacity_mbps,
                                        factor: CapacityFactor::new(&st.decay),
                                        nodes: vec![n],
                                    },
                                    fixed_loss: None,
                                };
                                wanted.push(Wanted {
                                    route_id,
                                    hops: vec![(resource_id, Some(info))],
                                    delays: st.delays,
                                    group: "wifi".into(),
                                    path,
                                });
                            } else if let Some(&k) = channel_index.get(to.as_str()) {
                                let ch = &s.channels[k];
                                if ch.enabled {
                                    let route_id = format!("{}{}", prefix(p), ch.id);
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
                }
                SourceRoutes::Explicit(list) => {
                    for (ri, r) in list.iter().enumerate() {
                        let chans: Vec<&Channel> = r
                            .via
                            .iter()
                            .filter_map(|v| channel_index.get(v.as_str()).map(|&k| &s.channels[k]))
                            .collect();
                        if chans.is_empty() || chans.iter().any(|c| !c.enabled) {
                            continue;
                        }
                        wanted.push(Wanted {
                            route_id: format!("{}-{}", src.id, r.via.join("+")),
                            hops: chans.iter().map(|c| (c.id.clone(), None)).collect(),
                            delays: r.delays.apply(chans[0].delays),
                            group: chans[0].group.clone(),
                            path: format!("sources[{}].routes[{}]", si, ri),
                        });
                    }
                }
            }
            for w in wanted {
                let mut hops = Vec::with_capacity(w.hops.len());
                for (resource_id, info) in w.hops {
                    let expected_target = info.as_ref().map_or(resource_id.as_str(), |i| i.target.as_str()).to_string();
                    let j = match resource_ids.get(&resource_id) {
                        Some(&j) if resources[j].target != expected_target => {
                            errors.push(format!(
                                "{}: resource id \"{}\" would stand for both {} and {}; rename one of them",
                                w.path, resource_id, resources[j].target, expected_target
                            ));
                            continue;
                        }
                        Some(&j) => {
                            // A shared station reached from one more node.
                            if let (
                                Some(ResourceInfo { capacity: CapacitySource::Radio { nodes: more, .. }, .. }),
                                CapacitySource::Radio { nodes, .. },
                            ) = (info, &mut resources[j].capacity)
                            {
                                for n in more {
                                    if !nodes.contains(&n) {
                                        nodes.push(n);
                                    }
                                }
                            }
                            j
                        }
                        None => {
                            resources.push(info.unwrap_or_else(|| {
                                let ch = &s.channels[channel_index[resource_id.as_str()]];
                                ResourceInfo {
                                    id: ch.id.clone(),
                                    target: ch.id.clone(),
                                    group: ch.group.clone(),
                                    responsiveness: ch.responsiveness,
                                    capacity: CapacitySource::Channel(ch.capacity.clone()),
                                    fixed_loss: ch.loss_probability,
                                }
                            }));
                            resource_ids.insert(resource_id, resources.len() - 1);
                            resources.len() - 1
                        }
                    };
                    if !hops.contains(&j) {
                        hops.push(j);
                    }
                }
                if let Some(previous) = route_paths.insert(w.route_id.clone(), w.path.clone()) {
                    errors.push(format!("{}: route id \"{}\" is already used by {}", w.path, w.route_id, previous));
                    continue;
                }
                routes.push(RouteInfo {
                    id: w.route_id,
                    source: si,
                    resources: hops,
                    delays: w.delays,
                    group: w.group,
                });
            }
            sources.push(SourceInfo {
                id: src.id.clone(),
                label: src.label.clone(),
                controller: src.controller.clone(),
                sending_rate_mbps: src.sending_rate_mbps,
                file_megabytes: src.file_megabytes,
                routes: first..routes.len(),
            });
        }

        for (route_id, delays) in &s.route_delays {
            match routes.iter_mut().find(|r| &r.id == route_id) {
                Some(r) => r.delays = delays.apply(r.delays),
                None => errors.push(format!(
                    "routeDelays.{}: no route has this id (routes: {})",
                    route_id,
                    routes.iter().map(|r| r.id.as_str()).collect::<Vec<_>>().join(", ")
                )),
            }
        }
        for r in &routes {
            if r.delays.forward_ms + r.delays.feedback_ms <= 0.0 {
                errors.push(format!(
                    "{}: route \"{}\" needs forwardMs + feedbackMs (its round-trip time) > 0",
                    route_paths[&r.id], r.id
                ));
            }
        }
        if routes.len() > limits::MAX_ROUTES {
            errors.push(format!("sources: at most {} routes in all, got {}", limits::MAX_ROUTES, routes.len()));
        }
        let max_delay_ms = routes.iter().map(|r| r.delays.forward_ms + r.delays.feedback_ms).fold(0.0, f64::max);
        let cells = (max_delay_ms / 1000.0 / s.solver.dt_s + 2.0) * (routes.len() + resources.len()) as f64;
        if cells > limits::MAX_HISTORY_CELLS {
            errors.push(format!(
                "solver.dtS: delay history would need {:.2e} cells (longest round trip {} ms / dtS {} s, {} routes); at most {:e}",
                cells,
                max_delay_ms,
                s.solver.dt_s,
                routes.len(),
                limits::MAX_HISTORY_CELLS
            ));
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let (fast_logistic, fast_constant, general) = super::capacities::fast_paths(&resources);
        Ok(Network {
            title: s.title.clone(),
            platforms,
            nodes,
            resources,
            routes,
            sources,
            settings: s.solver,
            fast_logistic,
            fast_constant,
            general,
            field_stations: s
                .stations
                .iter()
                .filter(|st| st.enabled)
                .map(|st| FieldStation {
                    id: st.id.clone(),
                    position: st.position,
                    capacity_mbps: st.capacity_mbps,
                    rho: CapacityFactor::new(&st.decay),
                })
                .collect(),
            memo: None,
        })
    }
}
