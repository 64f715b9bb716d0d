//! `rho_r` of paper 002 eq (2): how far a multipath subflow under the standard control would push
//! past the bandwidth that the local (application-limited) flows on its path leave unused.
//!
//! For a resource of capacity `B` carrying `N` local flows with sending rates `lambda_i`, of which
//! the `M` below the even share `gamma = B / (N + 1)` are served in full:
//! `rho = ((B - sum_{i <= M} lambda_i) / (N - M + 1)) / (B - sum_i lambda_i)`.
//! A route's ratio is the largest over its resources (its bottleneck for this purpose); a route no
//! local flow shares has `rho = 1`. It is computed from the capacity at the current step (the paper
//! measures it and signals it every 2 s).

use crate::controller::Controller;
use crate::network::Network;

/// `rho` for one resource of capacity `capacity_mbps` with local sending rates sorted ascending.
pub fn relay_ratio(capacity_mbps: f64, local_sending_mbps: &[f64]) -> f64 {
    let n = local_sending_mbps.len();
    if n == 0 {
        return 1.0;
    }
    let even_share = capacity_mbps / (n as f64 + 1.0);
    let below: Vec<f64> = local_sending_mbps.iter().copied().take_while(|&l| l < even_share).collect();
    let expected = (capacity_mbps - below.iter().sum::<f64>()) / ((n - below.len()) as f64 + 1.0);
    let unused = capacity_mbps - local_sending_mbps.iter().sum::<f64>();
    if unused <= 0.0 {
        f64::INFINITY
    } else {
        expected / unused
    }
}

/// A route's resources, each with the local flows on it.
type RouteResources = Vec<(usize, Vec<f64>)>;

/// For every route whose controller reads `rho_r`: its resources and the local flows on each.
pub struct RelayRatios {
    entries: Vec<(usize, RouteResources)>,
}

impl RelayRatios {
    /// Finds the local flows: other sources with a sending rate whose routes cross the resource.
    pub fn new(net: &Network, controllers: &[Box<dyn Controller>]) -> RelayRatios {
        let mut local: Vec<Vec<(usize, f64)>> = vec![Vec::new(); net.resources.len()];
        for (s, src) in net.sources.iter().enumerate() {
            let Some(rate) = src.sending_rate_mbps else { continue };
            for r in src.routes.clone() {
                for &j in &net.routes[r].resources {
                    if !local[j].iter().any(|&(other, _)| other == s) {
                        local[j].push((s, rate));
                    }
                }
            }
        }
        let mut entries = Vec::new();
        for (s, src) in net.sources.iter().enumerate() {
            if !controllers[s].uses_relay_ratio() {
                continue;
            }
            for r in src.routes.clone() {
                let per_resource = net.routes[r]
                    .resources
                    .iter()
                    .map(|&j| {
                        let mut rates: Vec<f64> =
                            local[j].iter().filter(|&&(other, _)| other != s).map(|&(_, l)| l).collect();
                        rates.sort_by(f64::total_cmp);
                        (j, rates)
                    })
                    .collect();
                entries.push((r, per_resource));
            }
        }
        RelayRatios { entries }
    }

    /// True when no controller reads `rho_r`.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Writes `rho_r` of every route that needs it into `out` (by route), from capacities `c_j`.
    pub fn fill(&self, capacity_mbps: impl Fn(usize) -> f64, out: &mut [f64]) {
        for (r, resources) in &self.entries {
            out[*r] = resources.iter().map(|(j, rates)| relay_ratio(capacity_mbps(*j), rates)).fold(1.0, f64::max);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::relay_ratio;

    #[test]
    fn paper_002_worked_example() {
        // Two local flows of 0.5 and 1.5 Mbps on 3 Mbps: expected 1.25, unused 1, rho = 1.25.
        assert!((relay_ratio(3.0, &[0.5, 1.5]) - 1.25).abs() < 1e-12);
        assert_eq!(relay_ratio(3.0, &[]), 1.0);
        assert_eq!(relay_ratio(1.0, &[1.0]), f64::INFINITY);
    }
}
