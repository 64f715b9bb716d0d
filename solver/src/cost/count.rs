//! Routes and resources of a scenario, counted without compiling it (no paths are built): the
//! same rules as `network/compile.rs`, so for a scenario that compiles the counts are the
//! compiled network's (tests/cost.rs checks it on every preset and on fuzzed scenarios). Each
//! route also gets the bounds the memory and packet estimates need: its largest possible
//! capacity and its longest possible round trip.

use crate::scenario::{CapacityLaw, Channel, DelayOverride, DelaysMs, Scenario, SourceRoutes};
use std::collections::{HashMap, HashSet};

/// What the estimate knows of one route before the network is compiled.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RouteBound {
    /// Index of its source in `scenario.sources`.
    pub source: usize,
    /// The smallest of its resources' largest possible capacities (a station's at zero distance,
    /// a channel's largest point), Mbps.
    pub peak_mbps: f64,
    /// An upper bound of its round trip (forward + feedback, overrides included), ms.
    pub round_trip_ms: f64,
    /// The sum of the `bufferPackets` its resources set (0 when none does).
    pub own_buffer_packets: f64,
    /// True when one of its resources has no `bufferPackets` of its own (the solver's default).
    pub default_buffer: bool,
}

/// A channel's largest capacity over all time, Mbps.
fn channel_peak_mbps(c: &Channel) -> f64 {
    match &c.capacity {
        CapacityLaw::Constant { capacity_mbps } => *capacity_mbps,
        CapacityLaw::PiecewiseLinear { points, .. } => points.iter().map(|p| p.1).fold(0.0, f64::max),
    }
}

fn round_trip_ms(d: DelaysMs) -> f64 {
    d.forward_ms + d.feedback_ms
}

/// Routes (with their bounds) and the number of distinct resources a scenario compiles to.
pub fn route_bounds(s: &Scenario) -> (Vec<RouteBound>, usize) {
    let stations: HashMap<&str, usize> = s.stations.iter().enumerate().map(|(i, st)| (st.id.as_str(), i)).collect();
    let channels: HashMap<&str, usize> = s.channels.iter().enumerate().map(|(i, c)| (c.id.as_str(), i)).collect();
    let platforms: HashMap<&str, usize> = s.platforms.iter().enumerate().map(|(i, p)| (p.id.as_str(), i)).collect();
    // A route's delays may be overridden by its id: bound them by the longest override.
    let override_ms = |o: &DelayOverride| o.forward_ms.unwrap_or(0.0) + o.feedback_ms.unwrap_or(0.0);
    let explicit = s.sources.iter().flat_map(|src| match &src.routes {
        SourceRoutes::Explicit(list) => list.iter().map(|r| override_ms(&r.delays)).collect(),
        SourceRoutes::Platform(_) => Vec::new(),
    });
    let longest_override_ms = s.route_delays.iter().map(|(_, o)| override_ms(o)).chain(explicit).fold(0.0, f64::max);
    let many = s.platforms.len() > 1;
    let mut routes = Vec::new();
    let mut resources: HashSet<String> = HashSet::new();
    for (source, src) in s.sources.iter().enumerate() {
        let mut push = |peak_mbps: f64, rtt_ms: f64, buffers: &[Option<usize>]| {
            let round_trip_ms = rtt_ms + longest_override_ms;
            let own_buffer_packets = buffers.iter().flatten().map(|&b| b as f64).sum();
            let default_buffer = buffers.iter().any(Option::is_none);
            routes.push(RouteBound { source, peak_mbps, round_trip_ms, own_buffer_packets, default_buffer });
        };
        match &src.routes {
            SourceRoutes::Platform(pid) => {
                let Some(&p) = platforms.get(pid.as_str()) else { continue };
                let prefix = if many { format!("{}.", s.platforms[p].id) } else { String::new() };
                for link in &s.platforms[p].links {
                    for to in &link.to {
                        if let Some(&k) = stations.get(to.as_str()) {
                            let st = &s.stations[k];
                            if st.enabled {
                                push(st.capacity_mbps, round_trip_ms(st.delays), &[st.buffer_packets]);
                                resources.insert(if st.shared_capacity {
                                    st.id.clone()
                                } else {
                                    format!("{}{}-{}", prefix, link.node.name(), st.id)
                                });
                            }
                        } else if let Some(&k) = channels.get(to.as_str()) {
                            let c = &s.channels[k];
                            if c.enabled {
                                push(channel_peak_mbps(c), round_trip_ms(c.delays), &[c.buffer_packets]);
                                resources.insert(c.id.clone());
                            }
                        }
                    }
                }
            }
            SourceRoutes::Explicit(list) => {
                for r in list {
                    let via: Vec<&Channel> =
                        r.via.iter().filter_map(|v| channels.get(v.as_str())).map(|&k| &s.channels[k]).collect();
                    if via.is_empty() || via.iter().any(|c| !c.enabled) {
                        continue;
                    }
                    let peak = via.iter().map(|c| channel_peak_mbps(c)).fold(f64::INFINITY, f64::min);
                    let buffers: Vec<Option<usize>> = via.iter().map(|c| c.buffer_packets).collect();
                    push(peak, via.iter().map(|c| round_trip_ms(c.delays)).sum(), &buffers);
                    resources.extend(via.iter().map(|c| c.id.clone()));
                }
            }
        }
    }
    (routes, resources.len())
}

/// Routes and distinct resources a scenario compiles to.
pub fn routes_and_resources(s: &Scenario) -> (usize, usize) {
    let (routes, resources) = route_bounds(s);
    (routes.len(), resources)
}
