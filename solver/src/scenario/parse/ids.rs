//! Cross-references: unique ids, and links, routes and sources that name existing items.

use super::super::reader::Obj;
use super::super::*;
use std::collections::HashSet;

/// Ids must be unique within stations and channels together (both are link targets), and within
/// platforms and sources; references must exist.
pub(super) fn check_ids(
    root: &Obj,
    stations: &[Station],
    channels: &[Channel],
    platforms: &[Platform],
    sources: &[Source],
    complete: (bool, bool),
) {
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
}
