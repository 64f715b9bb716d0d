//! Routes and resources of a scenario, counted without compiling it (no paths are built): the
//! same rules as `network/compile.rs`, so for a scenario that compiles the counts are the
//! compiled network's (tests/cost.rs checks it on every preset and on fuzzed scenarios).

use crate::scenario::{Scenario, SourceRoutes};
use std::collections::{HashMap, HashSet};

/// Routes and distinct resources a scenario compiles to.
pub fn routes_and_resources(s: &Scenario) -> (usize, usize) {
    let stations: HashMap<&str, usize> = s.stations.iter().enumerate().map(|(i, st)| (st.id.as_str(), i)).collect();
    let channels: HashMap<&str, usize> = s.channels.iter().enumerate().map(|(i, c)| (c.id.as_str(), i)).collect();
    let platforms: HashMap<&str, usize> = s.platforms.iter().enumerate().map(|(i, p)| (p.id.as_str(), i)).collect();
    let many = s.platforms.len() > 1;
    let mut routes = 0;
    let mut resources: HashSet<String> = HashSet::new();
    for src in &s.sources {
        match &src.routes {
            SourceRoutes::Platform(pid) => {
                let Some(&p) = platforms.get(pid.as_str()) else { continue };
                let prefix = if many { format!("{}.", s.platforms[p].id) } else { String::new() };
                for link in &s.platforms[p].links {
                    for to in &link.to {
                        if let Some(&k) = stations.get(to.as_str()) {
                            let st = &s.stations[k];
                            if st.enabled {
                                routes += 1;
                                resources.insert(if st.shared_capacity {
                                    st.id.clone()
                                } else {
                                    format!("{}{}-{}", prefix, link.node.name(), st.id)
                                });
                            }
                        } else if let Some(&k) = channels.get(to.as_str()) {
                            if s.channels[k].enabled {
                                routes += 1;
                                resources.insert(s.channels[k].id.clone());
                            }
                        }
                    }
                }
            }
            SourceRoutes::Explicit(list) => {
                for r in list {
                    let via: Vec<usize> = r.via.iter().filter_map(|v| channels.get(v.as_str()).copied()).collect();
                    if via.is_empty() || via.iter().any(|&k| !s.channels[k].enabled) {
                        continue;
                    }
                    routes += 1;
                    resources.extend(via.iter().map(|&k| s.channels[k].id.clone()));
                }
            }
        }
    }
    (routes, resources.len())
}
