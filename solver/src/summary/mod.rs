//! The summary of a run, built from the running totals every simulation keeps: mean and final
//! throughput per route, source and group; bytes carried; each route's share of its source;
//! resource utilization; the time to move a file; Jain's fairness index; the friendliness factor
//! `FF = T(multipath) / T(TCP)`; the stability quantity of eq (6); and the fixed point of the
//! final snapshot where one exists. Means are taken over every step. [`try_summarize`] and
//! [`try_summary_of`] refuse to summarise a run whose numbers stopped being finite.

mod finite;
mod fixed_point;
mod friendliness;
pub mod settle;
mod sources;

pub use fixed_point::fixed_point;
pub use settle::{settle_at, Settled};
pub use sources::{jain_index, SourceSummary};

use crate::integrator::Simulation;
use crate::scenario::Engine;
use serde::Serialize;
use std::collections::BTreeMap;

/// Mean over the run and value at its end, Mbps.
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct MeanFinal {
    pub mean_mbps: f64,
    pub final_mbps: f64,
}

/// One route's throughput and what it carried.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RouteSummary {
    pub id: String,
    pub source: String,
    pub group: String,
    #[serde(flatten)]
    pub throughput: MeanFinal,
    /// Megabytes (10^6 bytes) sent over the run (a packet run: arrived, duplicates included).
    pub megabytes: f64,
    /// A packet run's goodput: megabits its receiver put in order over the run, divided by the
    /// run's duration, Mbps (absent in a fluid run, whose throughput is its goodput).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub goodput_mean_mbps: Option<f64>,
    /// Its part of its source's mean throughput, 0-1 (0 when the source sent nothing).
    pub share: f64,
    /// `T(this subflow) / T(TCP)` where a TCP flow meets only some of its source's paths.
    pub friendliness_factor: Option<f64>,
    /// The TCP sources that factor compares with.
    pub friendliness_peers: Vec<String>,
}

/// One resource's mean load and capacity.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ResourceSummary {
    pub id: String,
    pub group: String,
    /// Mean arrival rate (the delayed load of eq 4), Mbps.
    pub mean_load_mbps: f64,
    pub mean_capacity_mbps: f64,
    /// Mean load over mean capacity: what the resource carried of what it offered (0 when it
    /// offered nothing; may exceed 1 where the fluid load overshoots).
    pub utilization: f64,
    /// A packet run's drops over arrivals at this link, 0-1 (absent in a fluid run).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loss_rate: Option<f64>,
    /// A packet run's time-averaged queue, packets (absent in a fluid run).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mean_queue_packets: Option<f64>,
    /// A packet run's drops over the run (absent in a fluid run).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drops: Option<u64>,
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
    /// The file of the transfer times, megabytes.
    pub file_megabytes: f64,
    pub routes: Vec<RouteSummary>,
    pub resources: Vec<ResourceSummary>,
    pub sources: Vec<SourceSummary>,
    /// Totals over all sources per group (`wifi`, `satellite`, ...).
    pub groups: BTreeMap<String, MeanFinal>,
    /// Jain's index over the mean throughputs of the controlled (non-UDP) sources; `None` with
    /// fewer than two.
    pub jain_index: Option<f64>,
    pub fixed_point: Option<FixedPoint>,
    /// Why there is no fixed point, when there is none.
    pub fixed_point_note: Option<String>,
    /// The engine that ran it, `packet` (left out for the fluid engine, whose JSON is unchanged).
    #[serde(skip_serializing_if = "is_fluid")]
    pub engine: Engine,
    /// What the scenario asks that the step cannot resolve, field-named (docs/model.md §4.6).
    pub warnings: Vec<String>,
}

fn is_fluid(engine: &Engine) -> bool {
    *engine == Engine::Fluid
}

/// Runs `sim` to its end and summarises it, finite or not (the known-answer tests' form; what is
/// shown or written uses [`try_summarize`]).
pub fn summarize(mut sim: Simulation) -> Summary {
    let (step, total) = sim.steps();
    sim.advance(total - step);
    summary_of(&mut sim)
}

/// Runs `sim` to its end and summarises it; `Err` with the run's failure (the route and time whose
/// numbers stopped being finite) or the first summary number that is not finite.
pub fn try_summarize(mut sim: Simulation) -> Result<Summary, String> {
    let (step, total) = sim.steps();
    sim.advance(total - step);
    try_summary_of(&mut sim)
}

/// [`summary_of`], or `Err` as [`try_summarize`]; a summary number that is not finite also
/// becomes the run's [`Simulation::failure`].
pub fn try_summary_of(sim: &mut Simulation) -> Result<Summary, String> {
    if let Some(failure) = sim.failure() {
        return Err(failure.to_string());
    }
    let summary = summary_of(sim);
    finite::check(&summary).inspect_err(|e| sim.fail(e.clone()))?;
    Ok(summary)
}

/// What a summary is computed from, whatever the engine: the run's totals (`RunMetrics`, its
/// load sums and source megabits filled in), the final rates and capacities, each source's
/// stability quantity (eq 6; fluid only) and the run's warnings; a packet run adds each link's
/// loss rate and mean queue.
pub struct RunTotals<'a> {
    pub net: &'a crate::network::Network,
    pub metrics: crate::integrator::RunMetrics,
    /// Length of one metrics step, seconds (the fluid `dtS`; a packet run's capacity interval).
    pub step_s: f64,
    pub final_rates: Vec<f64>,
    pub final_capacities: Vec<f64>,
    pub t_s: f64,
    pub stability: Vec<Option<f64>>,
    pub warnings: Vec<String>,
    pub packet_links: Option<Vec<PacketLinkTotals>>,
    /// A packet run's megabits each route's receiver put in order (`None` for a fluid run).
    pub packet_goodput_megabits: Option<Vec<f64>>,
}

/// One link of a packet run, for the summary.
#[derive(Debug, Clone, Copy)]
pub struct PacketLinkTotals {
    /// Drops over arrivals (random loss, random drop and a full buffer), 0-1.
    pub loss_rate: f64,
    /// Time-averaged queue, packets (the one in service included).
    pub mean_queue_packets: f64,
    /// Packets dropped over the run.
    pub drops: u64,
}

/// The stability quantity of eq (6), `a (1 + max_j beta_j)`, of every source whose controller has
/// one (Kelly-Voice), with the maximum over every resource of the network; the bound is
/// [`STABILITY_LIMIT`]. The one computation the summary and the run's layout share.
pub fn stability_quantities(net: &crate::network::Network) -> Vec<Option<f64>> {
    let max_beta = net.resources.iter().map(|j| j.responsiveness).fold(0.0, f64::max);
    net.sources.iter().map(|s| crate::controller::from_spec(&s.controller).stability_quantity(max_beta)).collect()
}

/// The bound of eq (6): the controller is locally stable while its quantity stays below `pi / 2`.
pub const STABILITY_LIMIT: f64 = std::f64::consts::FRAC_PI_2;

/// The summary of the steps `sim` has taken so far (the whole run once it is done).
pub fn summary_of(sim: &mut Simulation) -> Summary {
    let final_rates = sim.rates().to_vec();
    let final_capacities = sim.capacities().to_vec();
    let t_s = sim.time_s();
    let net = sim.network();
    let stability = stability_quantities(net);
    summary_from(RunTotals {
        net,
        metrics: sim.metrics(),
        step_s: net.settings.dt_s,
        final_rates,
        final_capacities,
        t_s,
        stability,
        warnings: sim.warnings().to_vec(),
        packet_links: None,
        packet_goodput_megabits: None,
    })
}

/// [`summary_from`], or `Err` naming the first number that is not finite.
pub fn try_summary_from(totals: RunTotals<'_>) -> Result<Summary, String> {
    let summary = summary_from(totals);
    finite::check(&summary)?;
    Ok(summary)
}

/// The summary of a run's totals: the same computation for the fluid and the packet engine.
pub fn summary_from(totals: RunTotals<'_>) -> Summary {
    let RunTotals { net, metrics, step_s: dt, final_rates: finals, final_capacities: capacities, t_s, .. } = &totals;
    let (net, dt, t_s) = (*net, *dt, *t_s);
    let m = metrics;
    let steps = m.steps.max(1) as f64;
    let per_route: Vec<MeanFinal> = (0..net.routes.len())
        .map(|r| MeanFinal {
            mean_mbps: if m.steps > 0 { m.rate_sums[r] / steps } else { finals[r] },
            final_mbps: finals[r],
        })
        .collect();
    let sources = sources::summarize_sources(net, m, &per_route, &totals.stability);
    let mut subflow_ff = friendliness::subflow_friendliness(net, &per_route, &sources);
    let mut groups: BTreeMap<String, MeanFinal> = BTreeMap::new();
    for (route, t) in net.routes.iter().zip(&per_route) {
        let g = groups.entry(route.group.clone()).or_default();
        g.mean_mbps += t.mean_mbps;
        g.final_mbps += t.final_mbps;
    }
    let routes = net
        .routes
        .iter()
        .enumerate()
        .map(|(r, route)| {
            let source_mean = sources[route.source].total.mean_mbps;
            RouteSummary {
                id: route.id.clone(),
                source: net.sources[route.source].id.clone(),
                group: route.group.clone(),
                throughput: per_route[r],
                megabytes: m.rate_sums[r] * dt / 8.0,
                goodput_mean_mbps: totals.packet_goodput_megabits.as_ref().map(|g| g[r] / t_s.max(1.0e-9)),
                share: if source_mean > 0.0 { per_route[r].mean_mbps / source_mean } else { 0.0 },
                friendliness_factor: subflow_ff[r].as_ref().map(|f| f.0),
                friendliness_peers: subflow_ff[r].take().map(|f| f.1).unwrap_or_default(),
            }
        })
        .collect();
    let resources = net
        .resources
        .iter()
        .enumerate()
        .map(|(j, res)| ResourceSummary {
            id: res.id.clone(),
            group: res.group.clone(),
            mean_load_mbps: m.load_sums[j] / steps,
            mean_capacity_mbps: m.capacity_sums[j] / steps,
            utilization: if m.capacity_sums[j] > 0.0 { m.load_sums[j] / m.capacity_sums[j] } else { 0.0 },
            loss_rate: totals.packet_links.as_ref().map(|l| l[j].loss_rate),
            mean_queue_packets: totals.packet_links.as_ref().map(|l| l[j].mean_queue_packets),
            drops: totals.packet_links.as_ref().map(|l| l[j].drops),
        })
        .collect();
    let (fixed_point, fixed_point_note) = match fixed_point(net, capacities) {
        Ok(rates) => {
            let total_mbps = rates.iter().sum();
            let rates_mbps = net.routes.iter().zip(rates).map(|(r, x)| (r.id.clone(), x)).collect();
            (Some(FixedPoint { t_s, rates_mbps, total_mbps }), None)
        }
        Err(note) => (None, Some(note)),
    };
    let controlled: Vec<f64> = sources.iter().filter(|s| s.controller != "udp").map(|s| s.total.mean_mbps).collect();
    Summary {
        title: net.title.clone(),
        duration_s: net.settings.duration_s,
        dt_s: dt,
        file_megabytes: m.file_megabits / 8.0,
        routes,
        resources,
        jain_index: jain_index(&controlled),
        sources,
        groups,
        fixed_point,
        fixed_point_note,
        engine: if totals.packet_links.is_some() { Engine::Packet } else { Engine::Fluid },
        warnings: totals.warnings.clone(),
    }
}
