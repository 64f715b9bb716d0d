//! The integrator of docs/model.md §4: forward Euler with a fixed step, delays in steps in ring
//! buffers (interpolated between two steps when a delay has a fraction of one), initial rate and probing floor, projection onto `x >= 0`, `mu` clipped to `[0, 1]`.
//! [`Simulation`] is the stepping API the CLI and the WebAssembly worker both drive.

use crate::controller::{Controller, SourceView};
use crate::network::Network;
use crate::scenario::PointM;

pub mod columns;
mod congestion;
mod delays;
mod finite;
mod freeze;
mod hold;
mod interpolate;
mod kelly_block;
mod metrics;
mod new;
mod relay;
pub mod resolution;
mod rules;
mod sampling;

pub use congestion::mu;
pub use delays::{split_steps, DelaySteps, WHOLE_STEP_TOLERANCE};
pub use metrics::RunMetrics;
pub use relay::{relay_ratio, RelayRatios};
use rules::SourceRules;

/// A running simulation of one network.
pub struct Simulation {
    net: Network,
    controllers: Vec<Box<dyn Controller>>,
    rules: SourceRules,
    metrics: RunMetrics,
    /// `rho_r` of paper 002 by route (1 unless a controller reads it).
    relay_ratio: Vec<f64>,
    dt_s: f64,
    step: usize,
    total_steps: usize,
    sample_every_steps: usize,
    next_sample_step: usize,
    probe_mbps: f64,
    routes: usize,
    resources: usize,
    /// Ring size minus one (the ring size is a power of two longer than every delay).
    mask: usize,
    /// `x_r(t <= 0)` per route (the history before the run starts).
    initial_rates: Vec<f64>,
    /// `x_r` history: slot `n & mask` holds `x(n dt)` for every route.
    rate_history: Vec<f64>,
    /// `mu_j` history, same layout.
    mu_history: Vec<f64>,
    rtt_steps: Vec<usize>,
    inverse_rtt: Vec<f64>,
    /// Every (route, resource) hop: its route, resource, forward and feedback delays in steps.
    hop_route: Vec<usize>,
    hop_resource: Vec<usize>,
    hop_forward_steps: Vec<usize>,
    hop_feedback_steps: Vec<usize>,
    /// Every hop's (forward, feedback) fractions of a step (docs/model.md §4.2).
    hop_fractions: Box<[(f64, f64)]>,
    /// Every route's delays, whole steps and fractions.
    route_delays: Box<[DelaySteps]>,
    /// True when some delay has a fraction: then delayed values are interpolated (`interpolate.rs`).
    fractional: bool,
    /// True when every route crosses exactly one resource.
    single_hop: bool,
    /// When every resource carries exactly one route: its (route, forward delay in steps).
    dedicated: Option<Vec<(usize, usize)>>,
    loads: Vec<f64>,
    /// Resources whose `mu` is a fixed loss probability: (resource, p).
    fixed_loss: Vec<(usize, f64)>,
    pass: Vec<f64>,
    responsiveness: Vec<f64>,
    /// `beta_j` as a small whole number when it is one (fast exact power), else -1.
    responsiveness_int: Vec<i32>,
    /// `1 / c_j` for the steps `block_start .. block_start + BLOCK`, by resource.
    inverse_block: Vec<f64>,
    block_start: usize,
    block_positions: Vec<PointM>,
    capacities: Vec<f64>,
    positions: Vec<PointM>,
    lambda: Vec<f64>,
    probed: Vec<f64>,
    dxdt: Vec<f64>,
    /// What the scenario asks that the step cannot resolve, field-named (docs/model.md §4.6).
    warnings: Vec<String>,
    /// Why the run stopped early: a number that is no longer finite (docs/model.md §4.7).
    failure: Option<String>,
    /// The step up to which the running sums were last found finite.
    checked_step: usize,
    /// The moment the source rules read at every step, when held there (`hold.rs`).
    rules_clock_s: Option<f64>,
    /// Where the network allows it, steps are taken a block at a time (`kelly_block.rs`).
    block_plan: Option<kelly_block::KellyBlock>,
    /// Capacities held from a chosen step on (`freeze.rs`), if asked.
    freeze: Option<Box<freeze::Freeze>>,
}

/// Steps of inverse capacities computed at a time.
const BLOCK: usize = 256;

impl Simulation {
    /// The offset of step `n` in the block of inverse capacities, filling a new block if needed.
    #[inline]
    fn block_offset(&mut self, n: usize) -> usize {
        // (`block_start` starts at usize::MAX, so the first call always fills a block.)
        if n >= self.block_start && n - self.block_start < BLOCK {
            return n - self.block_start;
        }
        if n > self.block_start {
            // The steps of the block being left have all been summed.
            self.metrics.add_capacity_block(&self.inverse_block, BLOCK, (n - self.block_start).min(BLOCK));
            // Once per block, not per step: are the rate sums (so every rate so far) still finite?
            self.check_sums(n);
        }
        self.net.inverse_capacities_block(n, self.dt_s, BLOCK, &mut self.block_positions, &mut self.inverse_block);
        self.freeze_block(n);
        self.block_start = n;
        0
    }

    /// Node positions and capacities `c_j` at the current step, for output.
    fn refresh_capacities(&mut self) {
        let t = self.capacity_time_s(self.step);
        self.net.node_positions(t, &mut self.positions, true);
        self.net.capacities(t, &self.positions, &mut self.capacities);
    }

    /// Computes `mu_j(t_n)` of every resource from the delayed loads (eq 4) into the history.
    #[inline]
    fn update_mu(&mut self, n: usize) {
        let (routes, resources, mask) = (self.routes, self.resources, self.mask);
        let loads = &mut self.loads[..resources];
        let history = &self.rate_history[..];
        if self.fractional {
            self.interpolated_loads(n);
        } else if let Some(users) = &self.dedicated {
            // Every resource carries exactly one route (the papers' networks): no sums needed.
            for (load, &(r, d)) in loads.iter_mut().zip(users) {
                *load = history[(n.wrapping_sub(d) & mask) * routes + r];
            }
        } else {
            loads.fill(0.0);
            for ((&r, &j), &d) in self.hop_route.iter().zip(&self.hop_resource).zip(&self.hop_forward_steps) {
                loads[j] += history[(n.wrapping_sub(d) & mask) * routes + r];
            }
        }
        let offset = self.block_offset(n);
        let loads = &self.loads[..resources];
        let now = n & mask;
        let row = &mut self.mu_history[now * resources..(now + 1) * resources];
        let beta = &self.responsiveness[..resources];
        let beta_int = &self.responsiveness_int[..resources];
        let inverse = &self.inverse_block;
        for j in 0..resources {
            row[j] = mu(loads[j], inverse[j * BLOCK + offset], beta[j], beta_int[j]);
        }
        for &(j, p) in &self.fixed_loss {
            row[j] = p;
        }
    }

    /// Advances one step of `dt`.
    pub fn step(&mut self) {
        let n = self.step;
        let (routes, resources, mask) = (self.routes, self.resources, self.mask);
        self.update_mu(n);
        let now = n & mask;
        {
            // lambda_r(t) = 1 - prod_j (1 - mu_j(t - T_jr)), eq (2); x_r(t - T_r) for eqs (1), (3).
            let lambda = &mut self.lambda[..routes];
            let mu_history = &self.mu_history[..];
            if self.fractional {
                self.interpolated_signals(n);
            } else if self.single_hop {
                // Every route crosses one resource (the papers' networks): hop h is route h.
                for ((l, &j), &d) in lambda.iter_mut().zip(&self.hop_resource).zip(&self.hop_feedback_steps) {
                    *l = mu_history[(n.wrapping_sub(d) & mask) * resources + j];
                }
            } else {
                let pass = &mut self.pass[..routes];
                pass.fill(1.0);
                for ((&r, &j), &d) in self.hop_route.iter().zip(&self.hop_resource).zip(&self.hop_feedback_steps) {
                    pass[r] *= 1.0 - mu_history[(n.wrapping_sub(d) & mask) * resources + j];
                }
                for (l, &p) in lambda.iter_mut().zip(pass.iter()) {
                    *l = 1.0 - p;
                }
            }
            if !self.fractional {
                let history = &self.rate_history[..];
                for (r, (probed, &d)) in self.probed[..routes].iter_mut().zip(&self.rtt_steps).enumerate() {
                    *probed = history[(n.wrapping_sub(d) & mask) * routes + r];
                }
            }
        }
        if !self.rules.relay.is_empty() {
            let offset = n.wrapping_sub(self.block_start);
            let inverse = &self.inverse_block;
            self.rules.relay.fill(|j| 1.0 / inverse[j * BLOCK + offset], &mut self.relay_ratio);
        }
        {
            let rates = &self.rate_history[now * routes..(now + 1) * routes];
            self.metrics.add(n, self.dt_s, rates);
        }
        let probe = self.probe_mbps;
        for (s, src) in self.net.sources.iter().enumerate() {
            let range = src.routes.clone();
            let probed = &mut self.probed[range.clone()];
            let mut total_delayed_mbps = 0.0;
            for p in probed.iter_mut() {
                total_delayed_mbps += *p;
                // Not `f64::max`: in WebAssembly that is a call to `fmax`.
                if *p < probe {
                    *p = probe;
                }
            }
            let view = SourceView {
                rates_mbps: &self.rate_history[now * routes + range.start..now * routes + range.end],
                probed_delayed_mbps: &self.probed[range.clone()],
                lambda: &self.lambda[range.clone()],
                inverse_rtt: &self.inverse_rtt[range.clone()],
                total_delayed_mbps,
                relay_ratio: &self.relay_ratio[range.clone()],
            };
            self.controllers[s].rate_derivatives(&view, &mut self.dxdt[range]);
        }
        // Forward Euler, projected onto x >= 0.
        let next = (n + 1) & mask;
        let dt = self.dt_s;
        let dxdt = &self.dxdt[..routes];
        let (current, upcoming) = if next > now {
            let (a, b) = self.rate_history.split_at_mut(next * routes);
            (&a[now * routes..(now + 1) * routes], &mut b[..routes])
        } else {
            let (a, b) = self.rate_history.split_at_mut(now * routes);
            (&b[..routes], &mut a[next * routes..(next + 1) * routes])
        };
        for ((x_next, &x), &dxdt) in upcoming.iter_mut().zip(current).zip(dxdt) {
            let x = x + dt * dxdt;
            *x_next = if x > 0.0 { x } else { 0.0 };
        }
        if !self.rules.is_empty() {
            let clock_s = self.rules_clock_s.unwrap_or((n + 1) as f64 * dt);
            self.rules.apply(&self.controllers, clock_s, upcoming, &self.metrics.file_done_s);
        }
        self.step = n + 1;
    }
}
