//! The integrator of model.md §4: forward Euler with a fixed step, delays as whole steps in ring
//! buffers, initial rate and probing floor, projection onto `x >= 0`, `mu` clipped to `[0, 1]`.
//! [`Simulation`] is the stepping API the CLI and the WebAssembly worker both drive.

use crate::controller::{from_spec, Controller, SourceView};
use crate::network::Network;
use crate::scenario::PointM;

/// A running simulation of one network.
pub struct Simulation {
    net: Network,
    controllers: Vec<Box<dyn Controller>>,
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
    /// `x_r` history: slot `n & mask` holds `x(n dt)` for every route.
    rate_history: Vec<f64>,
    /// `mu_j` history, same layout.
    mu_history: Vec<f64>,
    rtt_steps: Vec<usize>,
    rtt_s: Vec<f64>,
    /// Hops of route r: `hop_start[r]..hop_start[r+1]` into `hop_resource`, `hop_feedback_steps`.
    hop_start: Vec<usize>,
    hop_resource: Vec<usize>,
    hop_feedback_steps: Vec<usize>,
    /// Users of resource j: `use_start[j]..use_start[j+1]` into `use_route`, `use_forward_steps`.
    use_start: Vec<usize>,
    use_route: Vec<usize>,
    use_forward_steps: Vec<usize>,
    responsiveness: Vec<f64>,
    /// `beta_j` as a small whole number when it is one (fast exact power), else -1.
    responsiveness_int: Vec<i32>,
    capacities: Vec<f64>,
    capacities_step: usize,
    positions: Vec<PointM>,
    lambda: Vec<f64>,
    probed: Vec<f64>,
    dxdt: Vec<f64>,
}

/// `q^beta` for `0 <= q < 1`, exact repeated squaring when `beta` is a whole number.
#[inline]
fn power(q: f64, beta: f64, beta_int: i32) -> f64 {
    if beta_int >= 0 {
        let (mut base, mut e, mut acc) = (q, beta_int as u32, 1.0);
        while e > 0 {
            if e & 1 == 1 {
                acc *= base;
            }
            base *= base;
            e >>= 1;
        }
        acc
    } else {
        libm::pow(q, beta)
    }
}

/// The congestion signal of eq (4)-(5): `mu = (z / c)^beta`, clipped to `[0, 1]`.
#[inline]
pub fn mu(load_mbps: f64, capacity_mbps: f64, beta: f64, beta_int: i32) -> f64 {
    if load_mbps <= 0.0 {
        0.0
    } else if capacity_mbps <= 0.0 {
        1.0
    } else {
        let q = load_mbps / capacity_mbps;
        if q >= 1.0 {
            1.0
        } else {
            power(q, beta, beta_int)
        }
    }
}

impl Simulation {
    /// Prepares a simulation at `t = 0` with every rate at its initial value.
    pub fn new(net: Network) -> Simulation {
        let s = net.settings;
        let dt = s.dt_s;
        let to_steps = |ms: f64| (ms / 1000.0 / dt).round() as usize;
        let routes = net.routes.len();
        let resources = net.resources.len();
        let rtt_steps: Vec<usize> = net.routes.iter().map(|r| to_steps(r.delays.forward_ms + r.delays.feedback_ms)).collect();
        let rtt_s = net.routes.iter().map(|r| (r.delays.forward_ms + r.delays.feedback_ms) / 1000.0).collect();
        let longest = rtt_steps.iter().copied().max().unwrap_or(0);
        let ring = (longest + 2).next_power_of_two();

        let mut hop_start = vec![0];
        let (mut hop_resource, mut hop_feedback_steps) = (Vec::new(), Vec::new());
        for r in &net.routes {
            for &j in &r.resources {
                hop_resource.push(j);
                hop_feedback_steps.push(to_steps(r.delays.feedback_ms));
            }
            hop_start.push(hop_resource.len());
        }
        let mut use_start = vec![0];
        let (mut use_route, mut use_forward_steps) = (Vec::new(), Vec::new());
        for j in 0..resources {
            for (ri, r) in net.routes.iter().enumerate() {
                if r.resources.contains(&j) {
                    use_route.push(ri);
                    use_forward_steps.push(to_steps(r.delays.forward_ms));
                }
            }
            use_start.push(use_route.len());
        }
        let responsiveness: Vec<f64> = net.resources.iter().map(|r| r.responsiveness).collect();
        let responsiveness_int =
            responsiveness.iter().map(|&b| if b.fract() == 0.0 && (0.0..=1024.0).contains(&b) { b as i32 } else { -1 }).collect();

        let total_steps = (s.duration_s / dt).round() as usize;
        let sample_every_steps = ((s.sample_every_s / dt).round() as usize).max(1);
        let controllers = net.sources.iter().map(|src| from_spec(&src.controller)).collect();
        let nodes = net.nodes.len();
        let mut sim = Simulation {
            controllers,
            dt_s: dt,
            step: 0,
            total_steps,
            sample_every_steps,
            next_sample_step: 0,
            probe_mbps: s.probe_rate_mbps,
            routes,
            resources,
            mask: ring - 1,
            rate_history: vec![s.initial_rate_mbps; ring * routes],
            mu_history: vec![0.0; ring * resources],
            rtt_steps,
            rtt_s,
            hop_start,
            hop_resource,
            hop_feedback_steps,
            use_start,
            use_route,
            use_forward_steps,
            responsiveness,
            responsiveness_int,
            capacities: vec![0.0; resources],
            capacities_step: usize::MAX,
            positions: vec![PointM { x_m: 0.0, y_m: 0.0 }; nodes],
            lambda: vec![0.0; routes],
            probed: vec![0.0; routes],
            dxdt: vec![0.0; routes],
            net,
        };
        // Before t = 0 every rate was the initial rate, so every mu was its value at t = 0.
        sim.refresh_capacities();
        for j in 0..resources {
            let m = sim.resource_mu(j, 0);
            for slot in 0..ring {
                sim.mu_history[slot * resources + j] = m;
            }
        }
        sim
    }

    fn refresh_capacities(&mut self) {
        if self.capacities_step != self.step {
            let t = self.time_s();
            self.net.node_positions(t, &mut self.positions);
            self.net.capacities(t, &self.positions, &mut self.capacities);
            self.capacities_step = self.step;
        }
    }

    /// `mu_j` at step `n` from the delayed loads (eq 4).
    #[inline]
    fn resource_mu(&self, j: usize, n: usize) -> f64 {
        let mut load = 0.0;
        for u in self.use_start[j]..self.use_start[j + 1] {
            let slot = n.wrapping_sub(self.use_forward_steps[u]) & self.mask;
            load += self.rate_history[slot * self.routes + self.use_route[u]];
        }
        mu(load, self.capacities[j], self.responsiveness[j], self.responsiveness_int[j])
    }

    /// Advances one step of `dt`.
    pub fn step(&mut self) {
        let n = self.step;
        let (routes, resources, mask) = (self.routes, self.resources, self.mask);
        self.refresh_capacities();
        let now = n & mask;
        for j in 0..resources {
            self.mu_history[now * resources + j] = self.resource_mu(j, n);
        }
        for r in 0..routes {
            let mut pass = 1.0;
            for h in self.hop_start[r]..self.hop_start[r + 1] {
                let slot = n.wrapping_sub(self.hop_feedback_steps[h]) & mask;
                pass *= 1.0 - self.mu_history[slot * resources + self.hop_resource[h]];
            }
            self.lambda[r] = 1.0 - pass;
            let slot = n.wrapping_sub(self.rtt_steps[r]) & mask;
            self.probed[r] = self.rate_history[slot * routes + r];
        }
        for (s, src) in self.net.sources.iter().enumerate() {
            let range = src.routes.clone();
            let total_delayed_mbps: f64 = self.probed[range.clone()].iter().sum();
            for p in &mut self.probed[range.clone()] {
                *p = p.max(self.probe_mbps);
            }
            let view = SourceView {
                rates_mbps: &self.rate_history[now * routes + range.start..now * routes + range.end],
                probed_delayed_mbps: &self.probed[range.clone()],
                lambda: &self.lambda[range.clone()],
                rtt_s: &self.rtt_s[range.clone()],
                total_delayed_mbps,
            };
            self.controllers[s].rate_derivatives(&view, &mut self.dxdt[range]);
        }
        let next = (n + 1) & mask;
        for r in 0..routes {
            let x = self.rate_history[now * routes + r] + self.dt_s * self.dxdt[r];
            self.rate_history[next * routes + r] = if x > 0.0 { x } else { 0.0 };
        }
        self.step = n + 1;
    }

    /// Advances `steps` steps (never past the end of the run).
    pub fn advance(&mut self, steps: usize) {
        let end = (self.step + steps).min(self.total_steps);
        while self.step < end {
            self.step();
        }
    }

    /// Advances to the step nearest `t_s` (never past the end of the run).
    pub fn advance_to(&mut self, t_s: f64) {
        let target = (t_s / self.dt_s).round().max(0.0) as usize;
        self.advance(target.saturating_sub(self.step));
    }

    /// Runs on, writing sample rows (`t_s`, every route's rate, every resource's capacity) into
    /// `out` until `max_rows` rows are written or the run ends; returns the rows written.
    pub fn write_samples(&mut self, out: &mut [f64], max_rows: usize) -> usize {
        let width = self.sample_width();
        let max_rows = max_rows.min(out.len() / width.max(1));
        let mut rows = 0;
        while rows < max_rows {
            if self.step == self.next_sample_step {
                self.write_row(&mut out[rows * width..(rows + 1) * width]);
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

    fn write_row(&mut self, row: &mut [f64]) {
        self.refresh_capacities();
        row[0] = self.time_s();
        row[1..1 + self.routes].copy_from_slice(self.rates());
        row[1 + self.routes..].copy_from_slice(&self.capacities);
    }

    /// Columns of a sample row: time, one per route, one per resource.
    pub fn sample_width(&self) -> usize {
        1 + self.routes + self.resources
    }

    /// Rows a full run writes.
    pub fn total_samples(&self) -> usize {
        self.total_steps / self.sample_every_steps + 1
    }

    /// True when every step has run and every sample has been written.
    pub fn is_done(&self) -> bool {
        self.step >= self.total_steps && self.next_sample_step > self.total_steps
    }

    /// Current time, seconds (a whole number of steps, rounded to nanoseconds).
    pub fn time_s(&self) -> f64 {
        (self.step as f64 * self.dt_s * 1e9).round() / 1e9
    }

    /// Steps taken so far and in the whole run.
    pub fn steps(&self) -> (usize, usize) {
        (self.step, self.total_steps)
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

    /// Node positions at the current time, in node order.
    pub fn positions(&mut self) -> &[PointM] {
        self.refresh_capacities();
        &self.positions
    }

    /// The network being simulated.
    pub fn network(&self) -> &Network {
        &self.net
    }

    /// The controllers, in source order.
    pub fn controllers(&self) -> &[Box<dyn Controller>] {
        &self.controllers
    }
}
