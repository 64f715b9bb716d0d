//! The friendliness factor of a subflow (paper 001 §IV-A, Figs 2-7): where a TCP flow meets only
//! some paths of a multipath source, `FF = T(subflow) / T(TCP)` for each subflow it meets.

use super::{MeanFinal, SourceSummary};
use crate::network::Network;
use crate::scenario::controller_name;

/// Per route: its friendliness factor and the TCP sources it is compared with, or `None`.
/// Given only for routes of sources that are neither TCP nor UDP, sharing a resource with a bulk
/// (not application-limited) TCP source, when the source's routes do not all meet the same TCP
/// sources (otherwise the source's own FF says it all).
pub fn subflow_friendliness(
    net: &Network,
    per_route: &[MeanFinal],
    sources: &[SourceSummary],
) -> Vec<Option<(f64, Vec<String>)>> {
    let bulk_tcp =
        |p: usize| controller_name(&net.sources[p].controller) == "tcp" && net.sources[p].sending_rate_mbps.is_none();
    let meets = |r: usize, p: usize| {
        net.routes[net.sources[p].routes.clone()]
            .iter()
            .any(|q| q.resources.iter().any(|j| net.routes[r].resources.contains(j)))
    };
    let peers_of = |r: usize| -> Vec<usize> {
        (0..net.sources.len()).filter(|&p| p != net.routes[r].source && bulk_tcp(p) && meets(r, p)).collect()
    };
    let mut out = vec![None; net.routes.len()];
    for src in &net.sources {
        if matches!(controller_name(&src.controller), "tcp" | "udp") {
            continue;
        }
        let peers: Vec<Vec<usize>> = src.routes.clone().map(peers_of).collect();
        if peers.iter().all(|p| *p == peers[0]) {
            continue;
        }
        for (k, r) in src.routes.clone().enumerate() {
            if peers[k].is_empty() {
                continue;
            }
            let tcp_mean = peers[k].iter().map(|&p| sources[p].total.mean_mbps).sum::<f64>() / peers[k].len() as f64;
            if tcp_mean > 0.0 {
                out[r] = Some((
                    per_route[r].mean_mbps / tcp_mean,
                    peers[k].iter().map(|&p| sources[p].id.clone()).collect(),
                ));
            }
        }
    }
    out
}
