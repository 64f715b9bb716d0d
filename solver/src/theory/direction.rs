//! Paper 003's Fig 7: eq (15) on two paths (MTCP's two windows), its direction field, its
//! trajectories from several starts, the same starts run by the solver itself, and the equilibria.

use super::mtcp::{equilibrium, odds, window_drift};
use crate::integrator::Simulation;
use crate::network::Network;
use serde::Serialize;
use serde_json::json;

/// Where the trajectories start, as parts of the square's side `w_max`.
const STARTS: [[f64; 2]; 7] = [[0.9, 0.1], [0.1, 0.9], [0.5, 0.5], [0.95, 0.95], [0.05, 0.05], [0.3, 0.8], [0.8, 0.3]];
/// The figure's round trip, seconds, and packet size, bytes.
const TAU_S: f64 = 0.02;
const PACKET_BYTES: f64 = 1000.0;
/// Length of every trajectory, seconds, and the time between its points.
const TRAJECTORY_S: f64 = 20.0;
const POINT_EVERY_S: f64 = 0.05;

/// Fig 7: eq (15) on two paths, its direction field, trajectories and equilibria.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DirectionField {
    /// The square `[0, w_max]^2` the field covers, packets.
    pub w_max: f64,
    /// Arrows per side.
    pub steps: usize,
    /// `(dw1/dt, dw2/dt)` at each grid point `(i + 0.5, j + 0.5) w_max / steps`, row by row from w2 = 0.
    pub arrows: Vec<[f64; 2]>,
    /// Trajectories from a few starting windows, `[w1, w2]` every 0.05 s for 20 s (RK4, 1 ms steps).
    pub trajectories: Vec<Vec<[f64; 2]>>,
    /// The same starts run by the solver itself (`solver_trajectories`): the fluid model's MTCP
    /// in rates, with 10 ms delays each way, forward Euler at 1 ms, the one-packet window floor.
    pub solver_trajectories: Vec<Vec<[f64; 2]>>,
    /// Equilibria: isolated points, and with `p1 = p2` at `alpha = beta = 1` the segment between the two axis points.
    pub equilibria: Vec<[f64; 2]>,
    /// True when the equilibria form the segment `w1 + w2 = w*` (paper 003 case 3, equal paths).
    pub equilibrium_segment: bool,
}

/// The field-named errors of Fig 7's settings (empty when they are valid).
fn law_errors(p1: f64, p2: f64, alpha: f64, beta: f64) -> Vec<String> {
    let mut errors = Vec::new();
    for (name, v) in [("p1", p1), ("p2", p2)] {
        if !(v > 0.0 && v < 1.0) {
            errors.push(format!("{}: a loss probability must be between 0 and 1, got {}", name, v));
        }
    }
    for (name, v) in [("alpha", alpha), ("beta", beta)] {
        if !(0.0..=1.0).contains(&v) {
            errors.push(format!("{}: a coupling must be from 0 to 1, got {}", name, v));
        }
    }
    errors
}

/// The square's side `w_max` of Fig 7 for loss probabilities `p1`, `p2`, packets.
fn side_packets(p1: f64, p2: f64) -> f64 {
    1.3 * (1.0 / 0.5 * odds(p1.min(p2))).sqrt()
}

/// Fig 7 for loss probabilities `p1`, `p2` (a = 1, b = 1/2, tau = 0.02 s as the paper's figure).
pub fn direction_field(p1: f64, p2: f64, alpha: f64, beta: f64) -> Result<DirectionField, Vec<String>> {
    let errors = law_errors(p1, p2, alpha, beta);
    if !errors.is_empty() {
        return Err(errors);
    }
    let (a, b, tau) = (1.0, 0.5, 0.02);
    let p = [p1, p2];
    let single = |q: f64| (a / b * odds(q)).sqrt();
    let w_max = side_packets(p1, p2);
    let steps = 16;
    let mut d = [0.0; 2];
    let mut arrows = Vec::with_capacity(steps * steps);
    for j in 0..steps {
        for i in 0..steps {
            let w = [(i as f64 + 0.5) * w_max / steps as f64, (j as f64 + 0.5) * w_max / steps as f64];
            window_drift(alpha, beta, a, b, tau, &p, &w, &mut d);
            arrows.push(d);
        }
    }
    let dt = 1e-3;
    let trajectories = STARTS
        .iter()
        .map(|s| {
            let mut w = [s[0] * w_max, s[1] * w_max];
            let mut out = vec![w];
            let f = |w: &[f64; 2]| {
                let mut o = [0.0; 2];
                window_drift(alpha, beta, a, b, tau, &p, w, &mut o);
                o
            };
            for step in 1..=20_000 {
                let k1 = f(&w);
                let k2 = f(&[w[0] + 0.5 * dt * k1[0], w[1] + 0.5 * dt * k1[1]]);
                let k3 = f(&[w[0] + 0.5 * dt * k2[0], w[1] + 0.5 * dt * k2[1]]);
                let k4 = f(&[w[0] + dt * k3[0], w[1] + dt * k3[1]]);
                for k in 0..2 {
                    w[k] = (w[k] + dt / 6.0 * (k1[k] + 2.0 * k2[k] + 2.0 * k3[k] + k4[k])).max(0.0);
                }
                if step % 50 == 0 {
                    out.push(w);
                }
            }
            out
        })
        .collect();
    let segment = alpha == 1.0 && beta == 1.0 && p1 == p2;
    let equilibria = if alpha == 1.0 && beta == 1.0 {
        vec![[single(p1), 0.0], [0.0, single(p2)]]
    } else {
        let mut sorted = [p1, p2];
        sorted.sort_by(f64::total_cmp);
        let (_, w) = equilibrium(alpha, beta, a, b, &sorted);
        vec![if p1 <= p2 { [w[0], w[1]] } else { [w[1], w[0]] }]
    };
    let starts: Vec<[f64; 2]> = STARTS.iter().map(|s| [s[0] * w_max, s[1] * w_max]).collect();
    let solver_trajectories = solver_trajectories(p, alpha, beta, &starts).map_err(|e| vec![e])?;
    Ok(DirectionField {
        w_max,
        steps,
        arrows,
        trajectories,
        solver_trajectories,
        equilibria,
        equilibrium_segment: segment,
    })
}

/// Megabits per second of a window `w` (packets) over the figure's round trip.
fn rate_of(w: f64) -> f64 {
    w * 8.0 * PACKET_BYTES / 1.0e6 / TAU_S
}

/// The solver's own trajectories: a scenario of two channels with loss `p` whatever their load
/// (10 ms each way) and one MTCP(alpha, beta) source (a = 1, b = 1/2, 1000-byte packets), held
/// from each start's windows (`Simulation::hold_from`) and run for 20 s at dt = 1 ms; windows
/// every 0.05 s.
pub fn solver_trajectories(
    p: [f64; 2],
    alpha: f64,
    beta: f64,
    starts: &[[f64; 2]],
) -> Result<Vec<Vec<[f64; 2]>>, String> {
    let channel = |id: &str, p: f64| {
        json!({ "id": id, "group": "path", "capacity": { "law": "constant", "capacityMbps": 1.0e6 },
                "lossProbability": p, "delays": { "forwardMs": 1000.0 * TAU_S / 2.0, "feedbackMs": 1000.0 * TAU_S / 2.0 } })
    };
    let value = json!({
        "format": "multipath-playground/scenario", "version": 1, "title": "Fig 7",
        "channels": [channel("p1", p[0]), channel("p2", p[1])],
        "sources": [{ "id": "mtcp", "routes": [{ "via": ["p1"] }, { "via": ["p2"] }],
                      "controller": { "kind": "mtcp", "increaseCoupling": alpha, "decreaseCoupling": beta,
                                      "a": 1.0, "b": 0.5, "packetBytes": PACKET_BYTES } }],
        "solver": { "dtS": 0.001, "durationS": TRAJECTORY_S, "sampleEveryS": POINT_EVERY_S, "probeRateMbps": 1.0e-6 }
    });
    let scenario = crate::scenario::parse_value(&value).map_err(|e| e.join("; "))?;
    let net = Network::compile(&scenario).map_err(|e| e.join("; "))?;
    let steps = (TRAJECTORY_S / scenario.solver.dt_s).round() as usize;
    let every = (POINT_EVERY_S / scenario.solver.dt_s).round() as usize;
    let window = |x: f64| x / rate_of(1.0);
    starts
        .iter()
        .map(|start| {
            let mut sim = Simulation::new(net.clone(), &scenario);
            sim.hold_from(0.0, Some(&[rate_of(start[0]), rate_of(start[1])]))?;
            let mut out = vec![*start];
            for n in 1..=steps {
                sim.step();
                if n % every == 0 {
                    let x = sim.rates();
                    out.push([window(x[0]), window(x[1])]);
                }
            }
            match sim.failure() {
                Some(f) => Err(f.to_string()),
                None => Ok(out),
            }
        })
        .collect()
}

/// One solver trajectory of Fig 7 from the windows `start` (packets) the reader chose: the same
/// run as [`solver_trajectories`] (loss held at `p1`, `p2`: the capacities of Fig 7's channels do
/// not change), `[w1, w2]` every 0.05 s for 20 s. A start must lie in `[0, 4 w_max]^2`.
pub fn solver_trajectory_from(
    p1: f64,
    p2: f64,
    alpha: f64,
    beta: f64,
    start: [f64; 2],
) -> Result<Vec<[f64; 2]>, Vec<String>> {
    let mut errors = law_errors(p1, p2, alpha, beta);
    if errors.is_empty() {
        let limit = 4.0 * side_packets(p1, p2);
        for (name, w) in [("w1", start[0]), ("w2", start[1])] {
            if !(0.0..=limit).contains(&w) {
                errors.push(format!("{}: a start window must be from 0 to {:.1} packets, got {}", name, limit, w));
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut runs = solver_trajectories([p1, p2], alpha, beta, &[start]).map_err(|e| vec![e])?;
    Ok(runs.pop().unwrap_or_default())
}
