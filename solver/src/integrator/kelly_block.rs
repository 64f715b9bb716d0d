//! The papers' convoy networks a block of steps at a time (docs/model.md §4.4): Kelly-Voice
//! sources whose every route crosses one resource, with no per-source rules. Every input
//! of step `n` is delayed: `mu_j(n)` reads `x(n - forward)`, and `dx/dt(n)` reads `x(n - round
//! trip)` and `mu(n - feedback)`. So for a block of steps no longer than the shortest forward
//! delay (plus one), the block's `mu` can be computed for every step first, then every route's
//! `dx/dt` for every step, each a tight loop along time; only Euler's `x(n + 1) = x(n) + dt dx/dt`
//! runs step by step. The operations and their order per number are those of `Simulation::step`,
//! so the results are the same bit for bit (`solver/tests/numerics.rs` checks it).

use super::congestion::mu_block;
use super::{Simulation, BLOCK};

/// The longest block of steps taken at once.
const MAX_TIME_BLOCK: usize = 64;

/// What the block path needs to know of a network, found once when the simulation is built.
#[derive(Debug, Clone)]
pub(super) struct KellyBlock {
    /// Each resource's routes and their forward delays in steps, in hop order (the order in which
    /// `step` sums a load).
    users: Vec<Vec<(usize, usize)>>,
    /// Each route's source's `(a, b)` and its source's index.
    gains: Vec<(f64, f64)>,
    source_of: Vec<usize>,
    /// The most steps one block may take (at least 2; the path is not used otherwise).
    max_steps: usize,
    /// `y_s(n - T) = sum_r x_r(n - T_r)` over each source's routes, `max_steps` per source.
    totals: Vec<f64>,
    /// `dx_r/dt` by route, `max_steps` per route.
    dxdt: Vec<f64>,
    /// One resource's loads and `mu` over a block (scratch).
    loads: Vec<f64>,
    mus: Vec<f64>,
}

impl Simulation {
    /// The block path's plan for this network, or `None` when it does not apply.
    pub(super) fn kelly_block_plan(&self) -> Option<KellyBlock> {
        let source_gains: Vec<(f64, f64)> = self.controllers.iter().map(|c| c.kelly_gains()).collect::<Option<_>>()?;
        if !self.single_hop
            || self.fractional
            || !self.rules.is_empty()
            || !self.rules.relay.is_empty()
            || !self.fixed_loss.is_empty()
            || self.routes == 0
        {
            return None;
        }
        let source_of: Vec<usize> = self.net.routes.iter().map(|r| r.source).collect();
        let gains = source_of.iter().map(|&s| source_gains[s]).collect();
        let ring = self.mask + 1;
        let mut users = vec![Vec::new(); self.resources];
        for ((&r, &j), &d) in self.hop_route.iter().zip(&self.hop_resource).zip(&self.hop_forward_steps) {
            users[j].push((r, d));
        }
        let shortest_forward = self.hop_forward_steps.iter().copied().min()?;
        let longest_feedback = self.hop_feedback_steps.iter().copied().max()?;
        let longest_round_trip = self.rtt_steps.iter().copied().max()?;
        // Every load read is at or before the block's first step; no ring slot still to be read is
        // overwritten within the block (the rate ring gets the block's new rows, the mu ring its
        // rows).
        let max_steps = (shortest_forward + 1)
            .min(ring.saturating_sub(longest_round_trip + 1))
            .min(ring.saturating_sub(longest_feedback + 1))
            .min(MAX_TIME_BLOCK);
        if max_steps < 2 {
            return None;
        }
        Some(KellyBlock {
            users,
            gains,
            source_of,
            max_steps,
            totals: vec![0.0; max_steps * self.net.sources.len()],
            dxdt: vec![0.0; max_steps * self.routes],
            loads: vec![0.0; max_steps],
            mus: vec![0.0; max_steps],
        })
    }

    /// Advances up to `wanted` steps (at least one) in one block; the same numbers as as many calls
    /// of `step`. Returns the steps taken.
    pub(super) fn kelly_block(&mut self, wanted: usize) -> usize {
        let n0 = self.step;
        let offset = self.block_offset(n0);
        let Some(plan) = self.block_plan.as_mut() else {
            self.step();
            return 1;
        };
        if self.failure.is_some() {
            // The sums stopped being finite: the last step is taken as `step` takes it.
            self.step();
            return 1;
        }
        let count = wanted.min(plan.max_steps).min(BLOCK - offset).max(1);
        let (routes, resources, mask, dt) = (self.routes, self.resources, self.mask, self.dt_s);
        // mu_j of every step of the block (eq 4), from loads that are all in the past.
        {
            let history = &self.rate_history;
            let (loads, mus) = (&mut plan.loads[..count], &mut plan.mus[..count]);
            for (j, users) in plan.users.iter().enumerate() {
                let inverse = &self.inverse_block[j * BLOCK + offset..j * BLOCK + offset + count];
                if let [(r, d)] = users.as_slice() {
                    // One route: its rate itself, as `step` reads a dedicated resource's load.
                    for (k, load) in loads.iter_mut().enumerate() {
                        *load = history[((n0 + k).wrapping_sub(*d) & mask) * routes + r];
                    }
                } else {
                    for (k, load) in loads.iter_mut().enumerate() {
                        let mut sum = 0.0;
                        for &(r, d) in users {
                            sum += history[((n0 + k).wrapping_sub(d) & mask) * routes + r];
                        }
                        *load = sum;
                    }
                }
                mu_block(loads, inverse, mus, self.responsiveness[j], self.responsiveness_int[j]);
                for (k, &m) in mus.iter().enumerate() {
                    self.mu_history[((n0 + k) & mask) * resources + j] = m;
                }
            }
        }
        // y_s(n - T) of every step, summed over each source's routes in route order, as `step` sums
        // it (a source's routes are contiguous).
        let width = plan.max_steps;
        plan.totals.fill(0.0);
        for (r, &d) in self.rtt_steps.iter().enumerate() {
            let s = plan.source_of[r];
            for (k, total) in plan.totals[s * width..s * width + count].iter_mut().enumerate() {
                *total += self.rate_history[((n0 + k).wrapping_sub(d) & mask) * routes + r];
            }
        }
        // dx_r/dt of every step (eq 1).
        let probe = self.probe_mbps;
        for r in 0..routes {
            let (j, feedback, round_trip) = (self.hop_resource[r], self.hop_feedback_steps[r], self.rtt_steps[r]);
            let inverse_rtt = self.inverse_rtt[r];
            let ((a, b), s) = (plan.gains[r], plan.source_of[r]);
            let totals = &plan.totals[s * width..s * width + count];
            let out = &mut plan.dxdt[r * width..r * width + count];
            for (k, (slot, &total)) in out.iter_mut().zip(totals.iter()).enumerate() {
                let n = n0 + k;
                let lambda = self.mu_history[(n.wrapping_sub(feedback) & mask) * resources + j];
                let mut probed = self.rate_history[(n.wrapping_sub(round_trip) & mask) * routes + r];
                if probed < probe {
                    probed = probe;
                }
                let dec = b * total;
                *slot = probed * inverse_rtt * (a * (1.0 - lambda) - dec * lambda);
            }
        }
        // Step by step: the running sums of x(n), then Euler, projected onto x >= 0.
        for k in 0..count {
            let n = n0 + k;
            let (now, next) = (n & mask, (n + 1) & mask);
            self.metrics.add(n, dt, &self.rate_history[now * routes..(now + 1) * routes]);
            for r in 0..routes {
                let x = self.rate_history[now * routes + r] + dt * plan.dxdt[r * width + k];
                self.rate_history[next * routes + r] = if x > 0.0 { x } else { 0.0 };
            }
        }
        self.step = n0 + count;
        count
    }
}

impl Simulation {
    /// Takes every step alone from now on (the block path off): for the tests that hold the block
    /// path to `step`'s numbers, and for benchmarks of either.
    pub fn step_by_step(&mut self) {
        self.block_plan = None;
    }

    /// True when steps are taken a block at a time (see this module).
    pub fn takes_blocks(&self) -> bool {
        self.block_plan.is_some()
    }
}
