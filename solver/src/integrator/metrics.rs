//! Running totals the summary is built from, kept at every step of every run (streamed or not):
//! rate sums per route, load and capacity sums per resource, and when each source has moved the
//! file of `metrics.fileMegabytes`.

use crate::network::Network;

/// Sums over the steps taken so far.
#[derive(Debug, Clone)]
pub struct RunMetrics {
    /// Steps summed.
    pub steps: usize,
    /// `sum_n x_r(t_n)` per route, Mbps times steps.
    pub rate_sums: Vec<f64>,
    /// `sum_n load_j(t_n)` per resource (the delayed arrivals of eq 4), Mbps times steps.
    pub load_sums: Vec<f64>,
    /// `sum_n c_j(t_n)` per resource, Mbps times steps.
    pub capacity_sums: Vec<f64>,
    /// `sum_n load_j / c_j` per resource (steps with zero capacity add nothing).
    pub utilization_sums: Vec<f64>,
    /// Megabits each source has sent so far.
    pub source_megabits: Vec<f64>,
    /// When each source's sent megabits first reached the file size, seconds.
    pub file_done_s: Vec<Option<f64>>,
    /// The file size, megabits.
    pub file_megabits: f64,
    /// The source of each route.
    route_source: Vec<usize>,
}

impl RunMetrics {
    /// Empty totals for `net`, with a file of `file_megabytes` megabytes.
    pub fn new(net: &Network, file_megabytes: f64) -> RunMetrics {
        RunMetrics {
            steps: 0,
            rate_sums: vec![0.0; net.routes.len()],
            load_sums: vec![0.0; net.resources.len()],
            capacity_sums: vec![0.0; net.resources.len()],
            utilization_sums: vec![0.0; net.resources.len()],
            source_megabits: vec![0.0; net.sources.len()],
            file_done_s: vec![None; net.sources.len()],
            file_megabits: 8.0 * file_megabytes,
            route_source: net.routes.iter().map(|r| r.source).collect(),
        }
    }

    /// Adds step `n` (time `t_s`, length `dt_s`): route rates, resource loads and `1 / c_j`.
    #[inline]
    pub fn add(&mut self, t_s: f64, dt_s: f64, rates: &[f64], loads: &[f64], inverse_capacity: impl Fn(usize) -> f64) {
        self.steps += 1;
        for (sum, &x) in self.rate_sums.iter_mut().zip(rates) {
            *sum += x;
        }
        for (r, &x) in rates.iter().enumerate() {
            self.source_megabits[self.route_source[r]] += x * dt_s;
        }
        for (j, &load) in loads.iter().enumerate() {
            let inverse = inverse_capacity(j);
            self.load_sums[j] += load;
            if inverse.is_finite() && inverse > 0.0 {
                self.capacity_sums[j] += 1.0 / inverse;
                self.utilization_sums[j] += load * inverse;
            }
        }
        for (done, &sent) in self.file_done_s.iter_mut().zip(&self.source_megabits) {
            if done.is_none() && sent >= self.file_megabits {
                *done = Some(t_s + dt_s);
            }
        }
    }
}
