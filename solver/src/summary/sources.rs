//! Per-source lines of the summary: totals, bytes, file transfer time, friendliness factor and
//! stability; and Jain's fairness index over sources.

use super::MeanFinal;
use crate::integrator::RunMetrics;
use crate::network::Network;
use crate::scenario::controller_name;
use serde::Serialize;
use std::collections::BTreeMap;

/// One source's totals, overall and per group.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SourceSummary {
    pub id: String,
    pub label: String,
    /// The controller kind as the format names it (`lia`, `tcp`, `udp`, ...).
    pub controller: String,
    pub total: MeanFinal,
    pub by_group: BTreeMap<String, MeanFinal>,
    /// Megabytes (10^6 bytes) sent over the run.
    pub megabytes: f64,
    /// When it had moved its file (its own `fileMegabytes` for a finite transfer, else the
    /// summary's), seconds; `None` if it never did.
    pub file_transfer_s: Option<f64>,
    /// A finite transfer's own file, megabytes (absent for the others, which use the summary's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file_megabytes: Option<f64>,
    /// The cap of an application-limited source, Mbps.
    pub sending_rate_mbps: Option<f64>,
    /// `T(this source) / mean T(TCP sources sharing a resource with it)`, for every source that
    /// is not itself TCP or UDP and shares a resource with at least one bulk (not
    /// application-limited) TCP source.
    pub friendliness_factor: Option<f64>,
    /// The TCP sources the friendliness factor compares with.
    pub friendliness_peers: Vec<String>,
    /// `a (1 + max_j beta_j)` of eq (6), if the controller has one.
    pub stability_quantity: Option<f64>,
    /// The bound of eq (6), `pi / 2`.
    pub stability_limit: f64,
    /// True when eq (6) holds.
    pub stable: Option<bool>,
}

/// Jain's fairness index `(sum x)^2 / (n sum x^2)`; `None` for fewer than two values, 1 when all are 0.
pub fn jain_index(values: &[f64]) -> Option<f64> {
    if values.len() < 2 {
        return None;
    }
    let sum: f64 = values.iter().sum();
    let squares: f64 = values.iter().map(|x| x * x).sum();
    Some(if squares > 0.0 { sum * sum / (values.len() as f64 * squares) } else { 1.0 })
}

/// Every source's line, from the per-route means.
pub(super) fn summarize_sources(
    net: &Network,
    m: &RunMetrics,
    per_route: &[MeanFinal],
    stability: &[Option<f64>],
) -> Vec<SourceSummary> {
    let kinds: Vec<&str> = net.sources.iter().map(|s| controller_name(&s.controller)).collect();
    // FF compares with bulk TCP flows; an application-limited one is capped by its own sending rate.
    let bulk_tcp = |p: usize| kinds[p] == "tcp" && net.sources[p].sending_rate_mbps.is_none();
    let uses = |s: usize, j: usize| net.routes[net.sources[s].routes.clone()].iter().any(|r| r.resources.contains(&j));
    let mut out: Vec<SourceSummary> = net
        .sources
        .iter()
        .enumerate()
        .map(|(s, src)| {
            let mut total = MeanFinal::default();
            let mut by_group: BTreeMap<String, MeanFinal> = BTreeMap::new();
            for r in src.routes.clone() {
                for m in [&mut total, by_group.entry(net.routes[r].group.clone()).or_default()] {
                    m.mean_mbps += per_route[r].mean_mbps;
                    m.final_mbps += per_route[r].final_mbps;
                }
            }
            let quantity = stability[s];
            let limit = super::STABILITY_LIMIT;
            SourceSummary {
                id: src.id.clone(),
                label: src.label.clone(),
                controller: kinds[s].to_string(),
                total,
                by_group,
                megabytes: m.source_megabits[s] / 8.0,
                file_transfer_s: m.file_done_s[s],
                file_megabytes: src.file_megabytes,
                sending_rate_mbps: src.sending_rate_mbps,
                friendliness_factor: None,
                friendliness_peers: Vec::new(),
                stability_quantity: quantity,
                stability_limit: limit,
                stable: quantity.map(|q| q < limit),
            }
        })
        .collect();
    for s in 0..out.len() {
        if matches!(kinds[s], "tcp" | "udp") {
            continue;
        }
        let peers: Vec<usize> = (0..out.len())
            .filter(|&p| p != s && bulk_tcp(p) && (0..net.resources.len()).any(|j| uses(s, j) && uses(p, j)))
            .collect();
        if peers.is_empty() {
            continue;
        }
        let tcp_mean = peers.iter().map(|&p| out[p].total.mean_mbps).sum::<f64>() / peers.len() as f64;
        out[s].friendliness_factor = (tcp_mean > 0.0).then(|| out[s].total.mean_mbps / tcp_mean);
        out[s].friendliness_peers = peers.iter().map(|&p| out[p].id.clone()).collect();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::jain_index;

    #[test]
    fn jain_index_of_equal_and_unequal_shares() {
        assert_eq!(jain_index(&[3.0, 3.0, 3.0]), Some(1.0));
        assert!((jain_index(&[1.0, 0.0]).unwrap() - 0.5).abs() < 1e-12);
        assert_eq!(jain_index(&[2.0]), None);
    }
}
