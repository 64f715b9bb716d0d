//! Cross-references: unique ids, and links, routes and sources that name existing items; route
//! ids made twice and too many routes, found before the network is compiled.

use super::super::reader::Obj;
use super::super::*;
use std::collections::{HashMap, HashSet};

/// Ids must be unique within stations and channels together (both are link targets), and within
/// platforms and sources; references must exist.
pub(super) fn check_ids(
    root: &Obj,
    stations: &[Station],
    channels: &[Channel],
    platforms: &[Platform],
    sources: &[Source],
    complete: (bool, bool),
) -> Option<Vec<String>> {
    let (targets_complete, platforms_complete) = complete;
    let mut targets = HashSet::new();
    for (i, id) in stations.iter().map(|s| &s.id).enumerate() {
        if !targets.insert(id.as_str()) {
            root.errors().push(&format!("stations[{}].id", i), format!("duplicate id \"{}\"", id));
        }
    }
    for (i, id) in channels.iter().map(|c| &c.id).enumerate() {
        if !targets.insert(id.as_str()) {
            root.errors().push(
                &format!("channels[{}].id", i),
                format!("duplicate id \"{}\" (station and channel ids share one namespace)", id),
            );
        }
    }
    let mut seen = HashSet::new();
    for (i, p) in platforms.iter().enumerate() {
        if !seen.insert(p.id.as_str()) {
            root.errors().push(&format!("platforms[{}].id", i), format!("duplicate id \"{}\"", p.id));
        }
        for (k, link) in p.links.iter().enumerate() {
            for (m, to) in link.to.iter().enumerate() {
                if targets_complete && !targets.contains(to.as_str()) {
                    root.errors().push(
                        &format!("platforms[{}].links[{}].to[{}]", i, k, m),
                        format!("no station or channel has id \"{}\"", to),
                    );
                }
            }
        }
    }
    let mut source_ids = HashSet::new();
    let mut used_platforms = HashSet::new();
    let channel_ids: HashSet<&str> = channels.iter().map(|c| c.id.as_str()).collect();
    for (i, s) in sources.iter().enumerate() {
        if !source_ids.insert(s.id.as_str()) {
            root.errors().push(&format!("sources[{}].id", i), format!("duplicate id \"{}\"", s.id));
        }
        match &s.routes {
            SourceRoutes::Platform(p) => {
                if !seen.contains(p.as_str()) {
                    if !platforms_complete {
                        continue;
                    }
                    root.errors().push(&format!("sources[{}].platform", i), format!("no platform has id \"{}\"", p));
                } else if !used_platforms.insert(p.as_str()) {
                    root.errors().push(
                        &format!("sources[{}].platform", i),
                        format!("platform \"{}\" already belongs to another source", p),
                    );
                }
            }
            SourceRoutes::Explicit(routes) => {
                for (k, r) in routes.iter().enumerate() {
                    for (m, via) in r.via.iter().enumerate() {
                        if targets_complete && !channel_ids.contains(via.as_str()) {
                            root.errors().push(
                                &format!("sources[{}].routes[{}].via[{}]", i, k, m),
                                format!("no channel has id \"{}\"", via),
                            );
                        }
                    }
                }
            }
        }
    }
    check_routes(root, stations, channels, platforms, sources)
}

/// Every id a link may reach -> (is a station, enabled); a station hides a channel of its id.
fn link_targets<'a>(stations: &'a [Station], channels: &'a [Channel]) -> HashMap<&'a str, (bool, bool)> {
    let mut targets: HashMap<&str, (bool, bool)> = HashMap::new();
    for c in channels {
        targets.entry(c.id.as_str()).or_insert((false, c.enabled));
    }
    for s in stations {
        targets.insert(s.id.as_str(), (true, s.enabled));
    }
    targets
}

/// The routes the compiled network will make (docs/scenario.md, "Ids of nodes, routes and
/// resources"), counted here so that a list of thousands of links to one station costs a hash
/// lookup each, not a compiled route and a message each: a route id made twice within a platform's
/// links or a source's routes is refused with the message the compiler gives, and more than
/// [`limits::MAX_ROUTES`] routes in all are refused before compiling them. Only what the compiler
/// surely makes is counted (links of platforms that a source uses, to enabled targets; explicit
/// routes over existing, enabled channels), so nothing it accepts is refused here. Returns the
/// route ids in order when there are not too many.
fn check_routes(
    root: &Obj,
    stations: &[Station],
    channels: &[Channel],
    platforms: &[Platform],
    sources: &[Source],
) -> Option<Vec<String>> {
    let targets = link_targets(stations, channels);
    let channel_enabled: HashMap<&str, bool> = channels.iter().map(|c| (c.id.as_str(), c.enabled)).collect();
    let platform_index: HashMap<&str, usize> = platforms.iter().enumerate().map(|(i, p)| (p.id.as_str(), i)).collect();
    let prefix = |p: usize| if platforms.len() > 1 { format!("{}.", platforms[p].id) } else { String::new() };
    let errors = root.errors();
    let mut routes = 0usize;
    let mut ids = Vec::new();
    let mut compiled = HashSet::new();
    for (si, src) in sources.iter().enumerate() {
        match &src.routes {
            SourceRoutes::Platform(pid) => {
                let Some(&p) = platform_index.get(pid.as_str()) else { continue };
                if !compiled.insert(p) {
                    continue;
                }
                // (node, station) or ("", channel) -> where it was first linked.
                let mut made: HashMap<(&str, &str), (usize, usize)> = HashMap::new();
                for (k, link) in platforms[p].links.iter().enumerate() {
                    for (m, to) in link.to.iter().enumerate() {
                        let Some(&(is_station, true)) = targets.get(to.as_str()) else { continue };
                        let node = if is_station { link.node.name() } else { "" };
                        match made.entry((node, to.as_str())) {
                            std::collections::hash_map::Entry::Vacant(e) => {
                                e.insert((k, m));
                                routes += 1;
                                if routes <= limits::MAX_ROUTES {
                                    let id = if is_station { format!("{}-{}", node, to) } else { to.clone() };
                                    ids.push(format!("{}{}", prefix(p), id));
                                }
                            }
                            std::collections::hash_map::Entry::Occupied(e) => errors.push_with(|| {
                                let (k0, m0) = *e.get();
                                let id = if is_station { format!("{}-{}", node, to) } else { to.clone() };
                                (
                                    format!("platforms[{}].links[{}].to[{}]", p, k, m),
                                    format!(
                                        "route id \"{}{}\" is already used by platforms[{}].links[{}].to[{}]",
                                        prefix(p),
                                        id,
                                        p,
                                        k0,
                                        m0
                                    ),
                                )
                            }),
                        }
                    }
                }
            }
            SourceRoutes::Explicit(list) => {
                let mut made: HashMap<&[String], usize> = HashMap::new();
                for (k, r) in list.iter().enumerate() {
                    let live =
                        !r.via.is_empty() && r.via.iter().all(|v| channel_enabled.get(v.as_str()) == Some(&true));
                    if !live {
                        continue;
                    }
                    match made.entry(r.via.as_slice()) {
                        std::collections::hash_map::Entry::Vacant(e) => {
                            e.insert(k);
                            routes += 1;
                            if routes <= limits::MAX_ROUTES {
                                ids.push(format!("{}-{}", src.id, r.via.join("+")));
                            }
                        }
                        std::collections::hash_map::Entry::Occupied(e) => errors.push_with(|| {
                            (
                                format!("sources[{}].routes[{}]", si, k),
                                format!(
                                    "route id \"{}-{}\" is already used by sources[{}].routes[{}]",
                                    src.id,
                                    r.via.join("+"),
                                    si,
                                    e.get()
                                ),
                            )
                        }),
                    }
                }
            }
        }
    }
    if routes > limits::MAX_ROUTES {
        root.error("sources", format!("at most {} routes in all, got {}", limits::MAX_ROUTES, routes));
        return None;
    }
    Some(ids)
}

/// Every `routeDelays` key must name a route of `route_ids` (the compiler checks it again; checked
/// here, a hash lookup a key, so that thousands of wrong keys cost little and list only 20 ids).
pub(super) fn check_route_delays(root: &Obj, route_ids: &[String], route_delays: &[(String, DelayOverride)]) {
    let known: HashSet<&str> = route_ids.iter().map(String::as_str).collect();
    for (key, _) in route_delays {
        if !known.contains(key.as_str()) {
            root.errors().push_with(|| {
                let listed = route_ids.iter().take(20).map(String::as_str).collect::<Vec<_>>().join(", ");
                let more = route_ids.len().saturating_sub(20);
                let rest = if more > 0 { format!(" and {} more", more) } else { String::new() };
                (format!("routeDelays.{}", key), format!("no route has this id (routes: {}{})", listed, rest))
            });
        }
    }
}
