//! Building a [`Simulation`] from a compiled network: delays in steps, ring buffers, the hops of
//! every route, the fast paths, and the rules and metrics of its sources.

use super::resolution::{self, Resolved};
use super::rules::SourceRules;
use super::{DelaySteps, RunMetrics, Simulation, BLOCK};
use crate::controller::{from_spec, Controller};
use crate::network::Network;
use crate::scenario::{PointM, Scenario};

/// For each resource its only (route, forward delay in steps), when every resource has exactly one.
fn dedicated_users(net: &Network, delays: &[DelaySteps]) -> Option<Vec<(usize, usize)>> {
    let mut users: Vec<Option<(usize, usize)>> = vec![None; net.resources.len()];
    for (r, route) in net.routes.iter().enumerate() {
        for &j in &route.resources {
            if users[j].replace((r, delays[r].forward)).is_some() {
                return None;
            }
        }
    }
    users.into_iter().collect()
}

impl Simulation {
    /// Prepares a simulation of `net`, compiled from `scenario`, at `t = 0` with every rate at its
    /// initial value; round trips too short for the step are lengthened (docs/model.md §4.6), and
    /// [`Simulation::warnings`] names the fields to change.
    pub fn new(net: Network, scenario: &Scenario) -> Simulation {
        let s = net.settings;
        let dt = s.dt_s;
        let routes = net.routes.len();
        let resources = net.resources.len();
        let resolved: Vec<Resolved> = net.routes.iter().map(|r| resolution::resolve(r.delays, dt)).collect();
        let delays: Vec<DelaySteps> = resolved.iter().map(|r| r.steps).collect();
        let rtt_steps: Vec<usize> = delays.iter().map(|d| d.round_trip).collect();
        let inverse_rtt = resolved.iter().map(|r| r.inverse_round_trip).collect();
        let fractional = delays.iter().any(DelaySteps::has_fraction);
        // An interpolated read goes one step further back than its whole steps.
        let longest = delays.iter().map(|d| d.round_trip + usize::from(d.has_fraction())).max().unwrap_or(0);
        let ring = (longest + 2).next_power_of_two();

        let (mut hop_route, mut hop_resource, mut hop_forward_steps, mut hop_feedback_steps) =
            (vec![], vec![], vec![], vec![]);
        for (ri, r) in net.routes.iter().enumerate() {
            for &j in &r.resources {
                hop_route.push(ri);
                hop_resource.push(j);
                hop_forward_steps.push(delays[ri].forward);
                hop_feedback_steps.push(delays[ri].feedback);
            }
        }
        let hop_fractions =
            hop_route.iter().map(|&r| (delays[r].forward_fraction, delays[r].feedback_fraction)).collect();
        let responsiveness: Vec<f64> = net.resources.iter().map(|r| r.responsiveness).collect();
        let responsiveness_int = responsiveness
            .iter()
            .map(|&b| if b.fract() == 0.0 && (0.0..=1024.0).contains(&b) { b as i32 } else { -1 })
            .collect();

        let total_steps = (s.duration_s / dt).round() as usize;
        let sample_every_steps = ((s.sample_every_s / dt).round() as usize).max(1);
        let controllers: Vec<Box<dyn Controller>> = net.sources.iter().map(|src| from_spec(&src.controller)).collect();
        let mut rules = SourceRules::new(&net, &controllers);
        let warnings = resolution::warnings(scenario, &net, &controllers, &resolved);
        let mut initial = vec![s.initial_rate_mbps; routes];
        rules.apply(&controllers, 0.0, &mut initial, &vec![None; net.sources.len()]);
        let nodes = net.nodes.len();
        let mut sim = Simulation {
            controllers,
            rules,
            metrics: RunMetrics::new(&net, scenario.metrics.file_megabytes),
            relay_ratio: vec![1.0; routes],
            dt_s: dt,
            step: 0,
            total_steps,
            sample_every_steps,
            next_sample_step: 0,
            probe_mbps: s.probe_rate_mbps,
            routes,
            resources,
            mask: ring - 1,
            rate_history: initial.repeat(ring),
            initial_rates: initial,
            mu_history: vec![0.0; ring * resources],
            rtt_steps,
            hop_fractions,
            fractional,
            inverse_rtt,
            hop_route,
            hop_resource,
            hop_forward_steps,
            hop_feedback_steps,
            single_hop: net.routes.iter().all(|r| r.resources.len() == 1),
            dedicated: dedicated_users(&net, &delays),
            route_delays: delays.into_boxed_slice(),
            loads: vec![0.0; resources],
            fixed_loss: net.resources.iter().enumerate().filter_map(|(j, r)| r.fixed_loss.map(|p| (j, p))).collect(),
            pass: vec![0.0; routes],
            responsiveness,
            responsiveness_int,
            inverse_block: vec![0.0; resources * BLOCK],
            block_start: usize::MAX,
            block_positions: Vec::new(),
            capacities: vec![0.0; resources],
            positions: vec![PointM { x_m: 0.0, y_m: 0.0 }; nodes],
            lambda: vec![0.0; routes],
            probed: vec![0.0; routes],
            dxdt: vec![0.0; routes],
            warnings,
            failure: None,
            checked_step: 0,
            rules_clock_s: None,
            block_plan: None,
            freeze: None,
            net,
        };
        sim.fill_history_before_start();
        sim.block_plan = sim.kelly_block_plan();
        sim
    }

    /// Before t = 0 every rate was its initial rate, so every mu was its value at t = 0: fills
    /// both rings with those values.
    pub(super) fn fill_history_before_start(&mut self) {
        let resources = self.resources;
        self.rate_history = self.initial_rates.repeat(self.mask + 1);
        self.update_mu(0);
        let first: Vec<f64> = self.mu_history[..resources].to_vec();
        for slot in self.mu_history.chunks_exact_mut(resources.max(1)) {
            slot.copy_from_slice(&first[..slot.len()]);
        }
    }
}
