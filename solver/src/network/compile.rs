//! Compiling a scenario into a [`Network`]: nodes, resources and routes with their derived ids.

use super::wanted::{explicit_routes, platform_routes, Ids, Wanted};
use super::*;
use crate::capacity::CapacityFactor;
use crate::mobility::Path;
use crate::scenario::{limits, Node, Scenario, SourceRoutes};
use std::collections::HashMap;

/// The resources and routes compiled so far, and the problems found.
#[derive(Default)]
struct Compiled {
    resources: Vec<ResourceInfo>,
    resource_ids: HashMap<String, usize>,
    routes: Vec<RouteInfo>,
    /// The field path of each route id, to blame for a clash.
    route_paths: HashMap<String, String>,
    errors: Vec<String>,
}

impl Network {
    /// Compiles a validated scenario; reports what only the compiled network can check
    /// (route id clashes, unknown `routeDelays` keys, memory limits) with field paths.
    pub fn compile(s: &Scenario) -> Result<Network, Vec<String>> {
        let ids = Ids::new(s);
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
                let id = format!("{}{}", ids.prefix(i), node.name());
                nodes.push(NodeInfo { id, platform: i, node, offset_m: node.offset_m(p.length_m), radio: false });
            }
        }
        let mut c = Compiled::default();
        let mut sources = Vec::new();
        for (si, src) in s.sources.iter().enumerate() {
            let first = c.routes.len();
            let wanted = match &src.routes {
                SourceRoutes::Platform(pid) => {
                    let Some(&p) = ids.platform.get(pid.as_str()) else { continue };
                    platform_routes(&ids, p, &mut nodes)
                }
                SourceRoutes::Explicit(list) => explicit_routes(&ids, si, &src.id, list),
            };
            for w in wanted {
                c.add(&ids, si, w);
            }
            // A random on/off is drawn here, once, so both engines see the same realisation.
            let mut controller = src.controller.clone();
            if let ControllerSpec::ConstantRate(schedule) = &mut controller {
                schedule.realise(s.solver.duration_s);
            }
            sources.push(SourceInfo {
                id: src.id.clone(),
                label: src.label.clone(),
                controller,
                sending_rate_mbps: src.sending_rate_mbps,
                file_megabytes: src.file_megabytes,
                start_s: src.start_s,
                stop_s: src.stop_s,
                routes: first..c.routes.len(),
            });
        }
        c.check(s);
        if !c.errors.is_empty() {
            return Err(c.errors);
        }
        let Compiled { resources, routes, .. } = c;
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

impl Compiled {
    /// Adds route `w` of source `si`: its resources (new ones appended, a shared station reached
    /// from one more node), or an error naming a clash of resource or route ids.
    fn add(&mut self, ids: &Ids, si: usize, w: Wanted) {
        let mut hops = Vec::with_capacity(w.hops.len());
        for (resource_id, info) in w.hops {
            let expected_target = info.as_ref().map_or(resource_id.as_str(), |i| i.target.as_str()).to_string();
            let j = match self.resource_ids.get(&resource_id) {
                Some(&j) if self.resources[j].target != expected_target => {
                    self.errors.push(format!(
                        "{}: resource id \"{}\" would stand for both {} and {}; rename one of them",
                        w.path, resource_id, self.resources[j].target, expected_target
                    ));
                    continue;
                }
                Some(&j) => {
                    // A shared station reached from one more node.
                    if let (
                        Some(ResourceInfo { capacity: CapacitySource::Radio { nodes: more, .. }, .. }),
                        CapacitySource::Radio { nodes, .. },
                    ) = (info, &mut self.resources[j].capacity)
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
                    self.resources.push(info.unwrap_or_else(|| {
                        let ch = &ids.s.channels[ids.channel[resource_id.as_str()]];
                        ResourceInfo {
                            id: ch.id.clone(),
                            target: ch.id.clone(),
                            group: ch.group.clone(),
                            responsiveness: ch.responsiveness,
                            capacity: CapacitySource::Channel(ch.capacity.clone()),
                            fixed_loss: ch.loss_probability,
                            buffer_packets: ch.buffer_packets,
                            cell: ch.cell.clone(),
                        }
                    }));
                    self.resource_ids.insert(resource_id, self.resources.len() - 1);
                    self.resources.len() - 1
                }
            };
            if !hops.contains(&j) {
                hops.push(j);
            }
        }
        if let Some(previous) = self.route_paths.insert(w.route_id.clone(), w.path.clone()) {
            self.errors.push(format!("{}: route id \"{}\" is already used by {}", w.path, w.route_id, previous));
            return;
        }
        self.routes.push(RouteInfo { id: w.route_id, source: si, resources: hops, delays: w.delays, group: w.group });
    }

    /// Applies `routeDelays` and checks what only the whole network can: round trips, the number
    /// of routes, the delay history's memory.
    fn check(&mut self, s: &Scenario) {
        for (route_id, delays) in &s.route_delays {
            match self.routes.iter_mut().find(|r| &r.id == route_id) {
                Some(r) => r.delays = delays.apply(r.delays),
                None => self.errors.push(format!(
                    "routeDelays.{}: no route has this id (routes: {})",
                    route_id,
                    self.routes.iter().map(|r| r.id.as_str()).collect::<Vec<_>>().join(", ")
                )),
            }
        }
        for r in &self.routes {
            if r.delays.forward_ms + r.delays.feedback_ms <= 0.0 {
                self.errors.push(format!(
                    "{}: route \"{}\" needs forwardMs + feedbackMs (its round-trip time) > 0",
                    self.route_paths[&r.id], r.id
                ));
            }
        }
        if self.routes.len() > limits::MAX_ROUTES {
            self.errors.push(format!(
                "sources: at most {} routes in all, got {}",
                limits::MAX_ROUTES,
                self.routes.len()
            ));
        }
        let max_delay_ms = self.routes.iter().map(|r| r.delays.forward_ms + r.delays.feedback_ms).fold(0.0, f64::max);
        let cells = (max_delay_ms / 1000.0 / s.solver.dt_s + 2.0) * (self.routes.len() + self.resources.len()) as f64;
        if cells > limits::MAX_HISTORY_CELLS {
            self.errors.push(format!(
            "solver.dtS: delay history would need {:.2e} cells (longest round trip {} ms / dtS {} s, {} routes); at most {:e}",
            cells,
            max_delay_ms,
            s.solver.dt_s,
            self.routes.len(),
            limits::MAX_HISTORY_CELLS
        ));
        }
    }
}
