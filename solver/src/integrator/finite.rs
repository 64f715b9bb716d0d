//! Numbers that stop being finite stop the run (docs/model.md §4.7): the rate sums are checked once
//! per block of steps (a rate that was ever infinite or NaN leaves its sum so for good), and every
//! sample row before it is written, so that no chunk, CSV line or summary carries one. The run then
//! ends with a [`Simulation::failure`] naming the route and the time.

use super::Simulation;
use crate::scenario::reader::rule::num;

/// A time in seconds as messages show it: a whole number of steps, rounded to nanoseconds.
fn seconds(step: usize, dt_s: f64) -> String {
    num((step as f64 * dt_s * 1e9).round() / 1e9)
}

impl Simulation {
    /// Stops the run if a route's rate sum is no longer finite after the steps before `n`.
    #[cold]
    #[inline(never)]
    pub(super) fn check_sums(&mut self, n: usize) {
        if let Some(r) = self.metrics.rate_sums.iter().position(|s| !s.is_finite()) {
            self.failure = Some(format!(
                "route \"{}\": its rate, or its total over the steps ({}), stopped being a finite number between \
                 t = {} s and t = {} s, and the run was stopped there (a rate that grows without bound: check its \
                 controller's gains and whether its resources signal congestion)",
                self.net.routes[r].id,
                self.metrics.rate_sums[r],
                seconds(self.checked_step, self.dt_s),
                seconds(n, self.dt_s)
            ));
        } else {
            self.checked_step = n;
        }
    }

    /// True when every value of a sample row just filled at the current step is finite; otherwise
    /// stops the run, naming the column's route or resource.
    pub(super) fn check_row(&mut self, row: &[f64]) -> bool {
        let Some(k) = row.iter().position(|x| !x.is_finite()) else { return true };
        let column = super::columns::column_names(&self.net).swap_remove(k);
        let what = match column.split_once(':') {
            Some(("x", id)) => format!("route \"{}\": its rate", id),
            Some(("c", id)) => format!("resource \"{}\": its capacity", id),
            _ => format!("{}:", column),
        };
        self.failure = Some(format!(
            "{} stopped being a finite number ({}) at t = {} s, and the run was stopped there (a rate that grows \
             without bound: check its controller's gains and whether its resources signal congestion)",
            what,
            row[k],
            seconds(self.step, self.dt_s)
        ));
        false
    }

    /// Why the run stopped before its end, if it did: a value that stopped being finite, with its
    /// route and time. A failed run [`is_done`](Simulation::is_done) and has no summary.
    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    /// Records `message` as the run's failure (the summary's own check uses it).
    pub fn fail(&mut self, message: String) {
        self.failure.get_or_insert(message);
    }

    /// What the scenario asks that the step cannot resolve, each `field: message`, at most the
    /// first 20 and a line counting the rest (docs/model.md §4.6).
    pub fn warnings(&self) -> &[String] {
        &self.warnings
    }
}
