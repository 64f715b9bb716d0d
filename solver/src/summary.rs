//! The summary of a run: mean and final throughput per route, totals per source and per group,
//! the stability quantity of eq (6), and the fixed point of the final snapshot where one exists.

use crate::integrator::Simulation;
use crate::network::Network;
use crate::scenario::ControllerSpec;
use serde::Serialize;
use std::collections::BTreeMap;

/// Mean over the run and value at its end, Mbps.
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct MeanFinal {
    pub mean_mbps: f64,
    pub final_mbps: f64,
}

/// One route's throughput.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RouteSummary {
    pub id: String,
    pub source: String,
    pub group: String,
    #[serde(flatten)]
    pub throughput: MeanFinal,
}

/// One source's totals, overall and per group.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SourceSummary {
    pub id: String,
    pub total: MeanFinal,
    pub by_group: BTreeMap<String, MeanFinal>,
    /// `a (1 + max_j beta_j)` of eq (6), if the controller has one.
    pub stability_quantity: Option<f64>,
    /// The bound of eq (6), `pi / 2`.
    pub stability_limit: f64,
    /// True when eq (6) holds.
    pub stable: Option<bool>,
}

/// The equilibrium of eq (1) for the capacities at the end of the run.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FixedPoint {
    pub t_s: f64,
    pub rates_mbps: BTreeMap<String, f64>,
    pub total_mbps: f64,
}

/// Everything `mpsim summary` prints.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    pub title: String,
    pub duration_s: f64,
    pub dt_s: f64,
    pub routes: Vec<RouteSummary>,
    pub sources: Vec<SourceSummary>,
    /// Totals over all sources per group (`wifi`, `satellite`, ...).
    pub groups: BTreeMap<String, MeanFinal>,
    pub fixed_point: Option<FixedPoint>,
    /// Why there is no fixed point, when there is none.
    pub fixed_point_note: Option<String>,
}

/// Runs `sim` to its end and summarises it. Means are time averages over every step.
pub fn summarize(mut sim: Simulation) -> Summary {
    let (start, total) = sim.steps();
    let routes = sim.network().routes.len();
    let mut sums = vec![0.0; routes];
    for _ in start..total {
        for (s, x) in sums.iter_mut().zip(sim.rates()) {
            *s += x;
        }
        sim.step();
    }
    let steps = (total - start).max(1) as f64;
    let finals = sim.rates().to_vec();
    let capacities = sim.capacities().to_vec();
    let net = sim.network();
    let per_route: Vec<MeanFinal> =
        (0..routes).map(|r| MeanFinal { mean_mbps: if total > start { sums[r] / steps } else { finals[r] }, final_mbps: finals[r] }).collect();

    let add = |m: &mut MeanFinal, v: MeanFinal| {
        m.mean_mbps += v.mean_mbps;
        m.final_mbps += v.final_mbps;
    };
    let max_beta = net.resources.iter().map(|j| j.responsiveness).fold(0.0, f64::max);
    let mut groups = BTreeMap::new();
    let sources = net
        .sources
        .iter()
        .enumerate()
        .map(|(s, src)| {
            let mut total = MeanFinal::default();
            let mut by_group = BTreeMap::new();
            for r in src.routes.clone() {
                add(&mut total, per_route[r]);
                add(by_group.entry(net.routes[r].group.clone()).or_default(), per_route[r]);
                add(groups.entry(net.routes[r].group.clone()).or_default(), per_route[r]);
            }
            let quantity = sim.controllers()[s].stability_quantity(max_beta);
            let limit = std::f64::consts::FRAC_PI_2;
            SourceSummary { id: src.id.clone(), total, by_group, stability_quantity: quantity, stability_limit: limit, stable: quantity.map(|q| q < limit) }
        })
        .collect();
    let (fixed_point, fixed_point_note) = match fixed_point(net, &capacities) {
        Ok(rates) => {
            let total_mbps = rates.iter().sum();
            let rates_mbps = net.routes.iter().zip(rates).map(|(r, x)| (r.id.clone(), x)).collect();
            (Some(FixedPoint { t_s: sim.time_s(), rates_mbps, total_mbps }), None)
        }
        Err(note) => (None, Some(note)),
    };
    Summary {
        title: net.title.clone(),
        duration_s: net.settings.duration_s,
        dt_s: net.settings.dt_s,
        routes: net
            .routes
            .iter()
            .zip(&per_route)
            .map(|(r, t)| RouteSummary { id: r.id.clone(), source: net.sources[r.source].id.clone(), group: r.group.clone(), throughput: *t })
            .collect(),
        sources,
        groups,
        fixed_point,
        fixed_point_note,
    }
}

/// The equilibrium of eq (1) for one Kelly-Voice source whose routes each cross one resource of
/// their own: `a (1 - lambda_r) = b y lambda_r` with `lambda_r = (x_r / c_r)^beta_r` gives
/// `x_r = c_r (a / (a + b y))^{1/beta_r}`, and `y = sum_r x_r` is found by bisection.
pub fn fixed_point(net: &Network, capacities: &[f64]) -> Result<Vec<f64>, String> {
    if net.sources.len() != 1 {
        return Err(format!("a fixed point is computed for a single source; this scenario has {}", net.sources.len()));
    }
    let ControllerSpec::KellyVoice { a, b } = net.sources[0].controller;
    let mut used = vec![false; net.resources.len()];
    for r in &net.routes {
        if r.resources.len() != 1 || std::mem::replace(&mut used[r.resources[0]], true) {
            return Err("a fixed point is computed for routes that each cross one resource of their own".into());
        }
    }
    let rates_for = |y: f64| -> Vec<f64> {
        let lambda = a / (a + b * y);
        net.routes
            .iter()
            .map(|r| {
                let j = r.resources[0];
                capacities[j] * libm::pow(lambda, 1.0 / net.resources[j].responsiveness)
            })
            .collect()
    };
    let (mut lo, mut hi) = (0.0, capacities.iter().sum::<f64>());
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if rates_for(mid).iter().sum::<f64>() > mid {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Ok(rates_for(0.5 * (lo + hi)))
}
