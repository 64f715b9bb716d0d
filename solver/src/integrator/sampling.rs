//! Driving a [`Simulation`]: advancing, writing sample rows, and reading its state.

use super::{columns, DelaySteps, Simulation};
use crate::controller::Controller;
use crate::network::Network;
use crate::scenario::PointM;

impl Simulation {
    /// Advances `steps` steps (never past the end of the run).
    pub fn advance(&mut self, steps: usize) {
        let end = (self.step + steps).min(self.total_steps);
        while self.step < end && self.failure.is_none() {
            if self.block_plan.is_some() && end - self.step >= 2 {
                self.kelly_block(end - self.step);
            } else {
                self.step();
            }
        }
    }

    /// Advances to the step nearest `t_s` (never past the end of the run).
    pub fn advance_to(&mut self, t_s: f64) {
        let target = (t_s / self.dt_s).round().max(0.0) as usize;
        self.advance(target.saturating_sub(self.step));
    }

    /// Runs on, writing sample rows (the columns of [`columns::SAMPLED`]) into `out` until
    /// `max_rows` rows are written or the run ends; returns the rows written. A row holding a
    /// number that is not finite is not written: the run stops with a [`Simulation::failure`].
    pub fn write_samples(&mut self, out: &mut [f64], max_rows: usize) -> usize {
        let width = self.sample_width();
        let max_rows = max_rows.min(out.len() / width.max(1));
        let mut rows = 0;
        while rows < max_rows && self.failure.is_none() {
            if self.step == self.next_sample_step {
                let row = &mut out[rows * width..(rows + 1) * width];
                columns::fill_row(self, row);
                if !self.check_row(row) {
                    break;
                }
                self.next_sample_step += self.sample_every_steps;
                rows += 1;
            }
            if self.step >= self.total_steps {
                break;
            }
            if self.step < self.next_sample_step {
                self.advance(self.next_sample_step.min(self.total_steps) - self.step);
            }
        }
        rows
    }

    /// Columns of a sample row: one per entry of [`columns::SAMPLED`] for the whole run, route or
    /// resource (time, one per route, one per resource).
    pub fn sample_width(&self) -> usize {
        columns::sample_width(&self.net)
    }

    /// Rows a full run writes.
    pub fn total_samples(&self) -> usize {
        self.total_steps / self.sample_every_steps + 1
    }

    /// True when every step has run and every sample has been written, or the run has stopped
    /// with a [`Simulation::failure`].
    pub fn is_done(&self) -> bool {
        self.failure.is_some() || self.step >= self.total_steps && self.next_sample_step > self.total_steps
    }

    /// Current time, seconds (a whole number of steps, rounded to nanoseconds).
    pub fn time_s(&self) -> f64 {
        (self.step as f64 * self.dt_s * 1e9).round() / 1e9
    }

    /// Steps taken so far and in the whole run.
    pub fn steps(&self) -> (usize, usize) {
        (self.step, self.total_steps)
    }

    /// The delays of route `route` in steps (whole and fraction), as the integrator uses them.
    pub fn delay_steps(&self, route: usize) -> DelaySteps {
        self.route_delays[route]
    }

    /// Current rates `x_r(t)`, Mbps, in route order.
    pub fn rates(&self) -> &[f64] {
        let now = self.step & self.mask;
        &self.rate_history[now * self.routes..(now + 1) * self.routes]
    }

    /// Capacities `c_j(t)` at the current time, Mbps, in resource order.
    pub fn capacities(&mut self) -> &[f64] {
        self.refresh_capacities();
        &self.capacities
    }

    /// Positions of every node (head, middle, tail of each platform) at the current time.
    pub fn positions(&mut self) -> &[PointM] {
        self.refresh_capacities();
        &self.positions
    }

    /// For a run among many of the same motion (a sweep's, a placement map's): reuses the
    /// positions and station-link capacities this thread remembers from such runs, the same bits
    /// (`network::memo`). Returns whether a memo is attached. Call before the first step.
    pub fn reuse_capacities(&mut self) -> bool {
        crate::network::memo::attach_reusing(&mut self.net, self.dt_s, self.total_steps + super::BLOCK)
    }

    /// The network being simulated.
    pub fn network(&self) -> &Network {
        &self.net
    }

    /// Running totals of the steps taken so far (the summary is built from them).
    pub fn metrics(&self) -> super::RunMetrics {
        let mut m = self.metrics.clone();
        if self.block_start != usize::MAX && self.step > self.block_start {
            m.add_capacity_block(&self.inverse_block, super::BLOCK, (self.step - self.block_start).min(super::BLOCK));
        }
        m.load_sums = self.load_sums(&m.rate_sums);
        m.finished(self.dt_s)
    }

    /// `sum_n load_j(t_n)` over the steps taken, from the route rate sums: a hop with forward delay
    /// `d` carries `x_r(t_n - d)`, so its sum is the route's sum less its last `d` rates (still in
    /// the ring) plus `d` rates from before the start. Exact, and nothing per step.
    fn load_sums(&self, rate_sums: &[f64]) -> Vec<f64> {
        let (n, routes, mask) = (self.step, self.routes, self.mask);
        let mut sums = vec![0.0; self.resources];
        for ((&r, &j), &d) in self.hop_route.iter().zip(&self.hop_resource).zip(&self.hop_forward_steps) {
            sums[j] += if n >= d {
                let recent: f64 = (1..=d).map(|k| self.rate_history[((n - k) & mask) * routes + r]).sum();
                rate_sums[r] - recent + d as f64 * self.initial_rates[r]
            } else {
                n as f64 * self.initial_rates[r]
            };
        }
        sums
    }

    /// The controllers, in source order.
    pub fn controllers(&self) -> &[Box<dyn Controller>] {
        &self.controllers
    }
}
