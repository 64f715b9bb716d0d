//! Running totals the summary is built from, kept at every step of every run (streamed or not):
//! rate sums per route, load sums per resource, capacity sums per resource (added a
//! block of steps at a time, from the same inverse capacities the integrator uses), and when each
//! source has moved the file of `metrics.fileMegabytes`.

use crate::network::Network;
use std::ops::Range;

/// Sums over the steps taken so far.
#[derive(Debug, Clone)]
pub struct RunMetrics {
    /// Steps summed.
    pub steps: usize,
    /// `sum_n x_r(t_n)` per route, Mbps times steps.
    pub rate_sums: Vec<f64>,
    /// `sum_n load_j(t_n)` per resource (the delayed arrivals of eq 4), Mbps times steps; filled in
    /// from the rate sums when the totals are read.
    pub load_sums: Vec<f64>,
    /// `sum_n c_j(t_n)` per resource, Mbps times steps, from every [`CAPACITY_STRIDE`]-th step.
    pub capacity_sums: Vec<f64>,
    /// Megabits each source has sent so far.
    pub source_megabits: Vec<f64>,
    /// When each source's sent megabits first reached the file size, seconds.
    pub file_done_s: Vec<Option<f64>>,
    /// The file size, megabits (`metrics.fileMegabytes`).
    pub file_megabits: f64,
    /// Each source's file, megabits: its own `fileMegabytes` (a finite transfer), else the
    /// summary's.
    pub source_file_megabits: Vec<f64>,
    /// True when [`RunMetrics::add`] finds when each file is done from the rates it is given (the
    /// fluid run); the packet engine counts in-order delivered packets and sets it itself.
    pub files_from_rates: bool,
    /// Each source's routes.
    source_routes: Vec<Range<usize>>,
    /// `sum_n x_r(t_n)` of each source's routes, kept only until its file is done.
    source_rate_sums: Vec<f64>,
    /// True while some source has not yet sent the file.
    unfinished_files: bool,
}

/// Every how many steps the mean capacity samples a block.
pub const CAPACITY_STRIDE: usize = 8;

impl RunMetrics {
    /// Empty totals for `net`, with a file of `file_megabytes` megabytes.
    pub fn new(net: &Network, file_megabytes: f64) -> RunMetrics {
        RunMetrics {
            steps: 0,
            rate_sums: vec![0.0; net.routes.len()],
            load_sums: vec![0.0; net.resources.len()],
            capacity_sums: vec![0.0; net.resources.len()],
            source_megabits: vec![0.0; net.sources.len()],
            file_done_s: vec![None; net.sources.len()],
            file_megabits: 8.0 * file_megabytes,
            source_file_megabits: net
                .sources
                .iter()
                .map(|s| 8.0 * s.file_megabytes.unwrap_or(file_megabytes))
                .collect(),
            files_from_rates: true,
            source_routes: net.sources.iter().map(|s| s.routes.clone()).collect(),
            source_rate_sums: vec![0.0; net.sources.len()],
            unfinished_files: true,
        }
    }

    /// Adds step `n` of length `dt_s`: the route rates.
    #[inline]
    pub fn add(&mut self, n: usize, dt_s: f64, rates: &[f64]) {
        self.steps += 1;
        for (sum, &x) in self.rate_sums.iter_mut().zip(rates) {
            *sum += x;
        }
        if self.unfinished_files && self.files_from_rates {
            self.unfinished_files = false;
            for s in 0..self.file_done_s.len() {
                if self.file_done_s[s].is_none() {
                    self.source_rate_sums[s] += rates[self.source_routes[s].clone()].iter().sum::<f64>();
                    if self.source_rate_sums[s] * dt_s >= self.source_file_megabits[s] {
                        self.file_done_s[s] = Some((n + 1) as f64 * dt_s);
                    } else {
                        self.unfinished_files = true;
                    }
                }
            }
        }
    }

    /// Adds the capacities of `used` steps of a block of inverse capacities (`block` per resource).
    /// Capacities change smoothly, so every [`CAPACITY_STRIDE`]-th step stands for its neighbours
    /// (exact for constant capacities; it keeps the divisions out of the step loop).
    pub fn add_capacity_block(&mut self, inverse_block: &[f64], block: usize, used: usize) {
        if used == 0 {
            return;
        }
        let picked = used.div_ceil(CAPACITY_STRIDE);
        let weight = used as f64 / picked as f64;
        for (j, sum) in self.capacity_sums.iter_mut().enumerate() {
            let row = &inverse_block[j * block..j * block + used];
            *sum += weight
                * row
                    .iter()
                    .step_by(CAPACITY_STRIDE)
                    .map(|&inv| if inv > 0.0 && inv < f64::INFINITY { 1.0 / inv } else { 0.0 })
                    .sum::<f64>();
        }
    }

    /// The totals with every source's megabits filled in from the rate sums.
    pub fn finished(mut self, dt_s: f64) -> RunMetrics {
        for (s, routes) in self.source_routes.iter().enumerate() {
            self.source_megabits[s] = self.rate_sums[routes.clone()].iter().sum::<f64>() * dt_s;
        }
        self
    }
}
