//! What the fixed step can resolve (docs/model.md §4.6): a round trip shorter than
//! [`MIN_ROUND_TRIP_STEPS`] steps is run as that many steps (its gain `1 / T_r` too), and a
//! controller whose linearised Euler step is unstable at the route's round trip while the model
//! itself is stable (eq 6) is reported. Both become warnings that name the scenario field to change.

use super::DelaySteps;
use crate::controller::Controller;
use crate::network::Network;
use crate::scenario::reader::rule::num;
use crate::scenario::reader::MAX_LISTED_ERRORS;
use crate::scenario::{DelaysMs, Scenario, SourceRoutes};

/// The shortest round trip, in steps, that the integrator runs as given. With fewer, the delayed
/// rate `x_r(t - T_r)` is the current rate or the last step's, and the gain `dt / T_r` of a
/// sub-step round trip can exceed 1 (III-D with B1 at 1e-6 ms: a gain of 10^6 per step).
pub const MIN_ROUND_TRIP_STEPS: usize = 2;

/// A route's delays as the integrator runs them: `steps`, and `inverse_round_trip`, the gain
/// `1 / T_r` of eq (1) and of the window form, per second.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Resolved {
    pub steps: DelaySteps,
    pub inverse_round_trip: f64,
    /// True when the round trip was lengthened to [`MIN_ROUND_TRIP_STEPS`] steps.
    pub lengthened: bool,
}

/// A route with `delays` at the step `dt_s`: as given (whole steps and fractions, the exact round
/// trip in the gain) when its round trip has at least [`MIN_ROUND_TRIP_STEPS`] steps, else one step
/// each way and a round trip (delay and gain) of two steps.
pub fn resolve(delays: DelaysMs, dt_s: f64) -> Resolved {
    let steps = DelaySteps::of(delays, dt_s);
    if steps.round_trip >= MIN_ROUND_TRIP_STEPS {
        let inverse_round_trip = 1000.0 / (delays.forward_ms + delays.feedback_ms);
        return Resolved { steps, inverse_round_trip, lengthened: false };
    }
    let hop = MIN_ROUND_TRIP_STEPS / 2;
    Resolved {
        steps: DelaySteps::whole(hop, hop, 2 * hop),
        inverse_round_trip: 1.0 / ((2 * hop) as f64 * dt_s),
        lengthened: true,
    }
}

/// The largest `q` for which the Euler form `d_{n+1} = d_n - q d_{n-D}` of the linearised
/// eq (1), `d' = -(kappa / T) d(t - T)` with `q = kappa dt / T`, is stable: `2 cos(D pi / (2D + 1))`
/// (Levin and May, 1976). It falls from 2 (`D = 0`) towards `pi / (2D + 1)`, so that `q D` tends
/// to eq 6's `pi / 2` as `dt -> 0`.
pub fn euler_gain_bound(round_trip_steps: usize) -> f64 {
    let d = round_trip_steps as f64;
    2.0 * (d * std::f64::consts::PI / (2.0 * d + 1.0)).cos()
}

/// The field that sets route `r`'s delays: `routeDelays.<id>` when it overrides them, else the
/// explicit route's own `delays`, its station's or its first channel's.
pub fn delays_field(scenario: &Scenario, net: &Network, r: usize) -> String {
    let route = &net.routes[r];
    if scenario.route_delays.iter().any(|(id, _)| *id == route.id) {
        return format!("routeDelays.{}", route.id);
    }
    let target = &net.resources[route.resources[0]].target;
    if let Some(i) = scenario.stations.iter().position(|s| s.id == *target) {
        return format!("stations[{}].delays", i);
    }
    let source = scenario.sources.iter().position(|s| s.id == net.sources[route.source].id);
    if let Some((s, SourceRoutes::Explicit(list))) = source.map(|s| (s, &scenario.sources[s].routes)) {
        let own = list.iter().position(|spec| {
            format!("{}-{}", scenario.sources[s].id, spec.via.join("+")) == route.id
                && (spec.delays.forward_ms.is_some() || spec.delays.feedback_ms.is_some())
        });
        if let Some(k) = own {
            return format!("sources[{}].routes[{}].delays", s, k);
        }
    }
    match scenario.channels.iter().position(|c| c.id == *target) {
        Some(c) => format!("channels[{}].delays", c),
        None => format!("routeDelays.{}", route.id),
    }
}

/// The warnings of a network run with `resolved` delays: one per lengthened round trip, and one
/// per source whose step is unstable where its model is not (the worst of its routes). Only the
/// first [`MAX_LISTED_ERRORS`] are written out (their field lookups scan the scenario), then
/// `(root): and N more warnings`.
pub fn warnings(
    scenario: &Scenario,
    net: &Network,
    controllers: &[Box<dyn Controller>],
    resolved: &[Resolved],
) -> Vec<String> {
    let dt_s = net.settings.dt_s;
    let lengthened: Vec<usize> = (0..resolved.len()).filter(|&r| resolved[r].lengthened).collect();
    // (source, route, kappa, q, bound) of the route furthest past its bound, per source.
    let mut unstable = Vec::new();
    for (s, src) in net.sources.iter().enumerate() {
        let mut worst: Option<(usize, usize, f64, f64, f64)> = None;
        for r in src.routes.clone() {
            let beta = net.routes[r].resources.iter().map(|&j| net.resources[j].responsiveness).fold(0.0, f64::max);
            let Some(kappa) = controllers[s].stability_quantity(beta) else { continue };
            let q = kappa * dt_s * resolved[r].inverse_round_trip;
            let bound = euler_gain_bound(resolved[r].steps.round_trip);
            // Past pi / 2 the model itself is unstable (eq 6, reported by the summary), whatever dt.
            if kappa < std::f64::consts::FRAC_PI_2 && q >= bound && worst.is_none_or(|w| q / bound > w.3 / w.4) {
                worst = Some((s, r, kappa, q, bound));
            }
        }
        unstable.extend(worst);
    }
    let lengthened_text = |r: usize| {
        let delays = net.routes[r].delays;
        format!(
            "{}: the round trip of route \"{}\" ({} ms) is under {} steps of solver.dtS ({} ms); it is run as a {} ms \
             round trip, one step each way (lengthen its delays, or make dtS at most half of it)",
            delays_field(scenario, net, r),
            net.routes[r].id,
            num(delays.forward_ms + delays.feedback_ms),
            MIN_ROUND_TRIP_STEPS,
            num(dt_s * 1000.0),
            num(1000.0 / resolved[r].inverse_round_trip),
        )
    };
    let unstable_text = |&(s, r, kappa, q, bound): &(usize, usize, f64, f64, f64)| {
        format!(
            "solver.dtS: the Euler step of source \"{}\" is unstable on route \"{}\" although its model is \
             stable (eq 6: a (1 + beta) = {:.4} < pi/2): a (1 + beta) dt / T_r = {:.4} must stay below \
             2 cos(D pi / (2D + 1)) = {:.4} at its round trip of D = {} steps (docs/model.md §4.6); lower dtS",
            net.sources[s].id, net.routes[r].id, kappa, q, bound, resolved[r].steps.round_trip
        )
    };
    let total = lengthened.len() + unstable.len();
    let mut out: Vec<String> = lengthened.iter().take(MAX_LISTED_ERRORS).map(|&r| lengthened_text(r)).collect();
    out.extend(unstable.iter().take(MAX_LISTED_ERRORS - out.len()).map(unstable_text));
    if total > out.len() {
        out.push(format!("(root): and {} more warnings", total - out.len()));
    }
    out
}
