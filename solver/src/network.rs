//! The compiled network of a scenario: sources, routes and resources as flat lists with stable,
//! readable ids (`head-B1`, `tail-B3`, `sat`, `competitor-sat`), and the capacity of every resource
//! at any time.

use crate::capacity::{channel_capacity, CapacityFactor};
use crate::mobility::Path;
use crate::scenario::{limits, CapacityLaw, Channel, ControllerSpec, DelaysMs, Node, PointM, Scenario, SolverSettings, SourceRoutes};
use std::collections::HashMap;
use std::ops::Range;

/// A point of a platform that moves with it (head, middle or tail).
#[derive(Debug, Clone)]
pub struct NodeInfo {
    /// `head`, or `convoy.head` when the scenario has several platforms.
    pub id: String,
    pub platform: usize,
    pub node: Node,
    /// Arc-length offset from the platform's centre, metres.
    pub offset_m: f64,
    /// True when a station's capacity depends on this node's position.
    pub radio: bool,
}

/// How a resource's capacity is found.
#[derive(Debug, Clone)]
pub enum CapacitySource {
    /// `rho(d) C` with `d` the distance from the nearest of `nodes` to `position`.
    Radio { position: PointM, nominal_mbps: f64, inverse_nominal: f64, factor: CapacityFactor, nodes: Vec<usize> },
    /// A law of time.
    Channel(CapacityLaw),
}

/// A resource `j`: a (node, station) radio channel, a shared station, or a global channel.
#[derive(Debug, Clone)]
pub struct ResourceInfo {
    pub id: String,
    /// The station or channel it belongs to.
    pub target: String,
    /// `wifi` for stations, the channel's group otherwise.
    pub group: String,
    /// `beta_j` of eq (5).
    pub responsiveness: f64,
    pub capacity: CapacitySource,
}

/// A route `r`: the resources it crosses, its source and its delays.
#[derive(Debug, Clone)]
pub struct RouteInfo {
    pub id: String,
    pub source: usize,
    pub resources: Vec<usize>,
    pub delays: DelaysMs,
    /// Group of its first resource.
    pub group: String,
}

/// A source `s` with its controller and its (contiguous) routes.
#[derive(Debug, Clone)]
pub struct SourceInfo {
    pub id: String,
    pub label: String,
    pub controller: ControllerSpec,
    pub routes: Range<usize>,
}

/// A platform's id and path.
#[derive(Debug, Clone)]
pub struct PlatformInfo {
    pub id: String,
    pub length_m: f64,
    pub path: Path,
}

/// A route about to be added: its id, its hops (resource id, and the resource if it is new), its
/// default delays and group, and the field path to blame for a clash.
struct Wanted {
    route_id: String,
    hops: Vec<(String, Option<ResourceInfo>)>,
    delays: DelaysMs,
    group: String,
    path: String,
}

/// Everything the integrator needs, compiled from a [`Scenario`].
#[derive(Debug, Clone)]
pub struct Network {
    pub title: String,
    pub platforms: Vec<PlatformInfo>,
    pub nodes: Vec<NodeInfo>,
    pub resources: Vec<ResourceInfo>,
    pub routes: Vec<RouteInfo>,
    pub sources: Vec<SourceInfo>,
    pub settings: SolverSettings,
    /// The common case prepared for speed: resources with the logistic law reached from one node.
    fast_logistic: Vec<FastLogistic>,
    /// Resources not in `fast_logistic`.
    general: Vec<usize>,
}

/// `1 / c_j = (1 + e^{alpha d - alpha d0}) / (numerator C)` for one node and one station.
#[derive(Debug, Clone, Copy)]
struct FastLogistic {
    resource: usize,
    node: usize,
    station: PointM,
    alpha_per_m: f64,
    alpha_d0: f64,
    scale: f64,
}

impl Network {
    /// Compiles a validated scenario; reports what only the compiled network can check
    /// (route id clashes, unknown `routeDelays` keys, memory limits) with field paths.
    pub fn compile(s: &Scenario) -> Result<Network, Vec<String>> {
        let mut errors = Vec::new();
        let many = s.platforms.len() > 1;
        let prefix = |p: usize| if many { format!("{}.", s.platforms[p].id) } else { String::new() };
        let station_index: HashMap<&str, usize> = s.stations.iter().enumerate().map(|(i, st)| (st.id.as_str(), i)).collect();
        let channel_index: HashMap<&str, usize> = s.channels.iter().enumerate().map(|(i, c)| (c.id.as_str(), i)).collect();
        let platform_index: HashMap<&str, usize> = s.platforms.iter().enumerate().map(|(i, p)| (p.id.as_str(), i)).collect();

        let platforms: Vec<PlatformInfo> = s
            .platforms
            .iter()
            .map(|p| PlatformInfo { id: p.id.clone(), length_m: p.length_m, path: Path::build(&p.trajectory, p.length_m / 2.0) })
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
                                };
                                wanted.push(Wanted { route_id, hops: vec![(resource_id, Some(info))], delays: st.delays, group: "wifi".into(), path });
                            } else if let Some(&k) = channel_index.get(to.as_str()) {
                                let ch = &s.channels[k];
                                if ch.enabled {
                                    let route_id = format!("{}{}", prefix(p), ch.id);
                                    wanted.push(Wanted { route_id, hops: vec![(ch.id.clone(), None)], delays: ch.delays, group: ch.group.clone(), path });
                                }
                            }
                        }
                    }
                }
                SourceRoutes::Explicit(list) => {
                    for (ri, r) in list.iter().enumerate() {
                        let chans: Vec<&Channel> = r.via.iter().filter_map(|v| channel_index.get(v.as_str()).map(|&k| &s.channels[k])).collect();
                        if chans.is_empty() || chans.iter().any(|c| !c.enabled) {
                            continue;
                        }
                        wanted.push(Wanted {
                            route_id: format!("{}-{}", src.id, r.via.join("+")),
                            hops: chans.iter().map(|c| (c.id.clone(), None)).collect(),
                            delays: r.delays.unwrap_or(chans[0].delays),
                            group: chans[0].group.clone(),
                            path: format!("sources[{}].routes[{}]", si, ri),
                        });
                    }
                }
            }
            for w in wanted {
                let mut hops = Vec::with_capacity(w.hops.len());
                for (resource_id, info) in w.hops {
                    let j = match resource_ids.get(&resource_id) {
                        Some(&j) => {
                            // A shared station reached from one more node.
                            if let (Some(ResourceInfo { capacity: CapacitySource::Radio { nodes: more, .. }, .. }), CapacitySource::Radio { nodes, .. }) =
                                (info, &mut resources[j].capacity)
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
                routes.push(RouteInfo { id: w.route_id, source: si, resources: hops, delays: w.delays, group: w.group });
            }
            sources.push(SourceInfo { id: src.id.clone(), label: src.label.clone(), controller: src.controller, routes: first..routes.len() });
        }

        for (route_id, delays) in &s.route_delays {
            match routes.iter_mut().find(|r| &r.id == route_id) {
                Some(r) => r.delays = *delays,
                None => errors.push(format!(
                    "routeDelays.{}: no route has this id (routes: {})",
                    route_id,
                    routes.iter().map(|r| r.id.as_str()).collect::<Vec<_>>().join(", ")
                )),
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
        let mut fast_logistic = Vec::new();
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
                _ => general.push(j),
            }
        }
        Ok(Network {
            title: s.title.clone(),
            platforms,
            nodes,
            resources,
            routes,
            sources,
            settings: s.solver,
            fast_logistic,
            general,
        })
    }

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

    /// `1 / c_j(t)` of every resource (infinite for a zero capacity): what the integrator needs at
    /// every step, computed without divisions for the logistic law.
    pub fn inverse_capacities(&self, t_s: f64, positions: &[PointM], out: &mut [f64]) {
        for f in &self.fast_logistic {
            let p = positions[f.node];
            let (dx, dy) = (p.x_m - f.station.x_m, p.y_m - f.station.y_m);
            let d = (dx * dx + dy * dy).sqrt();
            out[f.resource] = (1.0 + crate::fastmath::exp(f.alpha_per_m * d - f.alpha_d0)) * f.scale;
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
