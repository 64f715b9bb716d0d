//! The fixed point at a moment of a run, for every controller: hold each capacity (and each UDP
//! schedule) at its value at that moment, start from the rates the run had then, and run the fluid
//! model until the rates stop moving (docs/model.md §4.5). For Kelly-Voice on routes of their own
//! this lands on eq (15) ([`super::fixed_point`]); for the window controllers on fixed loss, on
//! paper 003's eqs (16)-(20).

use crate::integrator::Simulation;
use crate::network::Network;
use crate::scenario::Scenario;
use serde::Serialize;

/// Where a window's mean rate may still be from its resting value ([`still_to_go`] over the last
/// three windows), as a part of its source's total (plus [`SETTLED_FLOOR_MBPS`]), for the rates
/// to count as settled.
pub const SETTLED_CHANGE: f64 = 2e-3;
/// The absolute part of the settled test, Mbps.
pub const SETTLED_FLOOR_MBPS: f64 = 1e-6;
/// The shortest averaging window, seconds; it is also at least [`WINDOW_ROUND_TRIPS`] round trips
/// (both shortened when three such windows would not fit the budget below).
pub const WINDOW_MIN_S: f64 = 2.0;
/// Round trips per averaging window.
pub const WINDOW_ROUND_TRIPS: f64 = 20.0;
/// Routes carrying less than this part of their source's total are left out of the swing.
pub const SWING_MIN_SHARE: f64 = 0.01;
/// The longest a settling run may go, seconds of model time.
pub const SETTLE_MAX_S: f64 = 1200.0;
/// The most route-steps a settling run may take (about 0.5 s of wasm at 14 ns each).
pub const SETTLE_MAX_ROUTE_STEPS: f64 = 4.0e7;

/// Where the rates go with the capacities held at their values at `t_s`.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Settled {
    pub t_s: f64,
    /// Route ids, in route order.
    pub routes: Vec<String>,
    /// Each route's mean rate over the last averaging window, Mbps, in route order.
    pub rates_mbps: Vec<f64>,
    /// True when the last three windows' means say the rest is within [`SETTLED_CHANGE`] of their
    /// source's total; false when the run reached its limit still moving.
    pub settled: bool,
    /// The largest swing (highest minus lowest rate) of a route within the last window, as a part
    /// of its mean (routes under [`SWING_MIN_SHARE`] of their source left out): about 0 at a
    /// steady point, larger around an oscillation (then `rates_mbps` is its mean over the window).
    pub swing: f64,
    /// Model time the settling run took, seconds.
    pub simulated_s: f64,
}

/// How far a route's window means `a`, `b`, `c` (oldest first) may still be from where they
/// settle: the last change, plus what is left of a steady (geometric) approach, `d q / (1 - q)`
/// with `d = c - b` and `q = d / (b - a)` (Aitken's estimate). A slow approach thus needs a small
/// change relative to how slowly it shrinks; a change that does not shrink is all that counts.
fn still_to_go(a: f64, b: f64, c: f64) -> f64 {
    let (before, last) = (b - a, c - b);
    let q = if before != 0.0 { last / before } else { 0.0 };
    let rest = if q > 0.0 && q < 1.0 { last.abs() * q / (1.0 - q) } else { 0.0 };
    last.abs() + rest
}

/// Runs the fluid model of `scenario` (compiled as `net`) with every capacity and UDP schedule
/// held at `t_s`, from `start_mbps` (one rate per route; the scenario's initial rate if `None`),
/// until the rates settle or a limit is reached; the last window's mean rates.
pub fn settle_at(net: &Network, scenario: &Scenario, t_s: f64, start_mbps: Option<&[f64]>) -> Result<Settled, String> {
    if !t_s.is_finite() {
        return Err(format!("tS: {} is not a time", t_s));
    }
    let mut sim = Simulation::new(net.frozen_at(t_s), scenario);
    sim.hold_from(t_s, start_mbps)?;
    let dt = net.settings.dt_s;
    let routes = net.routes.len();
    let max_steps = ((SETTLE_MAX_S / dt).min(SETTLE_MAX_ROUTE_STEPS / routes.max(1) as f64) as usize).max(3);
    // Windows of max(2 s, 20 round trips), but at least three of them within the budget.
    let wanted_steps = ((WINDOW_MIN_S.max(WINDOW_ROUND_TRIPS * sim.longest_round_trip_s())) / dt).ceil() as usize;
    let window_steps = wanted_steps.min(max_steps / 3).max(1);
    let source_of: Vec<usize> = net.routes.iter().map(|r| r.source).collect();
    // The two windows before the last one's means, oldest first.
    let mut earlier: Vec<Vec<f64>> = Vec::new();
    let (mut steps, mut settled) = (0usize, false);
    let mut swing: f64;
    let mut mean = vec![0.0; routes];
    loop {
        let (mut sums, mut low, mut high) = (vec![0.0; routes], vec![f64::INFINITY; routes], vec![0.0f64; routes]);
        for _ in 0..window_steps {
            sim.step();
            for (r, &x) in sim.rates().iter().enumerate() {
                sums[r] += x;
                low[r] = low[r].min(x);
                high[r] = high[r].max(x);
            }
        }
        steps += window_steps;
        if let Some(failure) = sim.failure() {
            return Err(failure.to_string());
        }
        mean = sums.iter().map(|s| s / window_steps as f64).collect();
        let mut totals = vec![0.0; net.sources.len()];
        for (r, &m) in mean.iter().enumerate() {
            totals[source_of[r]] += m;
        }
        swing = (0..routes)
            .filter(|&r| mean[r] > SWING_MIN_SHARE * totals[source_of[r]])
            .map(|r| (high[r] - low[r]) / mean[r])
            .fold(0.0, f64::max);
        if earlier.len() == 2 {
            settled = (0..routes).all(|r| {
                let tolerance = SETTLED_CHANGE * totals[source_of[r]] + SETTLED_FLOOR_MBPS;
                still_to_go(earlier[0][r], earlier[1][r], mean[r]) <= tolerance
            });
        }
        if settled || steps + window_steps > max_steps {
            break;
        }
        if earlier.len() == 2 {
            earlier.remove(0);
        }
        earlier.push(mean.clone());
    }
    if let Some(r) = mean.iter().position(|x| !x.is_finite()) {
        return Err(format!("the settling run's rate on route {} is not finite", net.routes[r].id));
    }
    Ok(Settled {
        t_s,
        routes: net.routes.iter().map(|r| r.id.clone()).collect(),
        rates_mbps: mean,
        settled,
        swing,
        simulated_s: steps as f64 * dt,
    })
}

#[cfg(test)]
mod tests {
    use super::still_to_go;

    #[test]
    fn a_slow_approach_counts_what_is_left_of_it() {
        // Means approaching 10 by halves: 9, 9.5, 9.75 -> 0.25 left (0.25 changed, 0.25 to go).
        assert!((still_to_go(9.0, 9.5, 9.75) - 0.5).abs() < 1e-12);
        // A slow approach (q = 0.99) with a small last change still has far to go.
        let (a, b) = (0.0, 1.0);
        let c = b + 0.99;
        assert!((still_to_go(a, b, c) - (0.99 + 0.99 * 0.99 / 0.01)).abs() < 1e-9);
        // No change, or changes that do not shrink (a swing), count as they are.
        assert_eq!(still_to_go(5.0, 5.0, 5.0), 0.0);
        assert_eq!(still_to_go(1.0, 2.0, 1.0), 1.0);
        assert_eq!(still_to_go(1.0, 2.0, 3.0), 1.0);
    }
}
