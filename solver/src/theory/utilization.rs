//! Paper 003 §3's closed forms for link utilization under its deterministic-drop assumptions
//! (docs/theory.md): one flow of `n` subflows on `n` paths of capacity-delay product `W0`
//! (eqs (6), (8), (10)-(12), Fig 4) and `m` identical flows (Table 1, Fig 6), for MSTCP and the
//! three MTCP couplings, with decrease factor `b` and the buffer `gamma = B / W0` (kappa = 1 + gamma)
//! where the paper's forms keep it.

use serde::Serialize;

/// The four controllers paper 003 compares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Coupling {
    Mstcp,
    CoupledDecrease,
    CoupledIncrease,
    FullyCoupled,
}

/// Every coupling, in the paper's order.
pub const COUPLINGS: [Coupling; 4] =
    [Coupling::Mstcp, Coupling::CoupledDecrease, Coupling::CoupledIncrease, Coupling::FullyCoupled];

/// Eq (6): MSTCP's utilization of one cycle that starts at `f W_max`.
pub fn mstcp_cycle(kappa: f64, f: f64) -> f64 {
    if kappa * f >= 1.0 {
        1.0
    } else {
        kappa * (1.0 - f) / (kappa - 1.0 - (kappa * f).ln())
    }
}

/// Eq (10): linear increase's utilization of one cycle that starts at `f W_max`.
pub fn linear_cycle(kappa: f64, f: f64) -> f64 {
    if kappa * f >= 1.0 {
        1.0
    } else {
        kappa * kappa * (1.0 - f * f) / (kappa * kappa + 1.0 - 2.0 * kappa * f)
    }
}

/// Eq (8): the fraction a window keeps after a loss when the decrease is coupled over `n`
/// evenly spaced subflows, MSTCP and fully coupled MTCP.
pub fn f_multiplicative(b: f64, n: u32, w0: f64) -> f64 {
    (1.0 - b).powi(n as i32).max(1.0 / w0)
}

/// Eq (11): the same for coupled-decrease MTCP.
pub fn f_coupled_decrease(b: f64, n: u32, w0: f64) -> f64 {
    let n = n as f64;
    ((2.0 - b * (n + 1.0)) / (2.0 + b * (n - 1.0))).max(1.0 / w0)
}

/// Eq (12): the utilization of coupled-increase and fully coupled MTCP (buffer zero, kappa = 1).
pub fn coupled_increase_utilization(f: f64, n: u32) -> f64 {
    let n = n as f64;
    let root = f.powf(1.0 / n);
    (1.0 - f) * (1.0 + root) / (2.0 * n * (1.0 - root))
}

/// One flow of `n` subflows (Fig 4: Assumptions 2 and 3, so kappa = 1 except in eqs (6) and (10)
/// for MSTCP and coupled decrease, which keep `kappa`).
pub fn single_flow(coupling: Coupling, b: f64, w0: f64, kappa: f64, n: u32) -> f64 {
    match coupling {
        Coupling::Mstcp => mstcp_cycle(kappa, f_multiplicative(b, n, w0)),
        Coupling::CoupledDecrease => linear_cycle(kappa, f_coupled_decrease(b, n, w0)),
        Coupling::CoupledIncrease => coupled_increase_utilization((1.0 - b).max(1.0 / w0), n),
        Coupling::FullyCoupled => coupled_increase_utilization(f_multiplicative(b, n, w0), n),
    }
}

/// Bisection for a sign change of `h` on `[lo, hi]` (80 halvings: to the last bit of a double).
fn bisect(h: impl Fn(f64) -> f64, mut lo: f64, mut hi: f64) -> f64 {
    let h_lo = h(lo);
    for _ in 0..80 {
        let mid = 0.5 * (lo + hi);
        if (h(mid) > 0.0) == (h_lo > 0.0) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    0.5 * (lo + hi)
}

/// Table 1's `f*`: the root in (0, 1) of `x^(1+1/m) - (1 + 1/W0) x + 1/W0` (x = 1 is the other).
pub fn f_star(m: u32, w0: f64) -> f64 {
    let (m, e) = (m as f64, 1.0 / w0);
    let h = |x: f64| x.powf(1.0 + 1.0 / m) - (1.0 + e) * x + e;
    // h falls from 1/W0 at 0 to its minimum at x_min, then rises to 0 at 1.
    let x_min = ((1.0 + e) / (1.0 + 1.0 / m)).powf(m).min(1.0);
    bisect(h, 0.0, x_min)
}

/// Table 1's `g(f, n, m)`.
pub fn g(f: f64, n: u32, m: u32) -> f64 {
    let (nf, mf) = (n as f64, m as f64);
    let root = f.powf(1.0 / nf);
    (1..=m)
        .map(|j| {
            let q = j as f64 * nf / mf;
            let c = q.ceil();
            f.powf(1.0 - c / nf) * (1.0 - (c - q) * (1.0 - root))
        })
        .sum()
}

/// Table 1's `f**`: the root in (0, 1) of `g(f, n, m) - f W0` (g(0+) > 0, g(1) = m < W0).
pub fn f_double_star(n: u32, m: u32, w0: f64) -> f64 {
    bisect(|f| g(f, n, m) - f * w0, 1e-12, 1.0)
}

/// Table 1: `m` identical flows of `n` subflows each (Assumptions 2-4, buffer zero).
pub fn multiple_flows(coupling: Coupling, b: f64, w0: f64, n: u32, m: u32) -> f64 {
    let mf = m as f64;
    match coupling {
        Coupling::Mstcp => {
            let f = (1.0 - b).powi(n as i32).max(f_star(m, w0));
            mf * (1.0 - f.powf(1.0 / mf)) / -f.ln()
        }
        Coupling::CoupledDecrease => {
            let nf = n as f64;
            let f = ((2.0 - b * (nf + 1.0)) / (2.0 + b * (nf - 1.0))).max((mf + 1.0) / (2.0 * w0 - mf + 1.0));
            mf * (1.0 + f) / (mf + 1.0 + (mf - 1.0) * f)
        }
        Coupling::CoupledIncrease | Coupling::FullyCoupled => {
            let decrease = if coupling == Coupling::CoupledIncrease { 1.0 - b } else { (1.0 - b).powi(n as i32) };
            let f = decrease.max(f_double_star(n, m, w0));
            let root = f.powf(1.0 / n as f64);
            mf * (1.0 - f) * (1.0 + root) / (2.0 * n as f64 * (1.0 - root) * g(f, n, m))
        }
    }
}

/// One curve of a utilization chart: a coupling's utilization at each count.
#[derive(Debug, Clone, Serialize)]
pub struct Curve {
    pub coupling: Coupling,
    pub utilization: Vec<f64>,
}

/// Fig 4 (`flows == None`: utilization against subflows 1..=max) or Fig 6 (`flows == Some(n)`:
/// against flows 1..=max, each of `n` subflows).
pub fn curves(b: f64, w0: f64, kappa: f64, max: u32, subflows_per_flow: Option<u32>) -> Vec<Curve> {
    COUPLINGS
        .iter()
        .map(|&coupling| Curve {
            coupling,
            utilization: (1..=max)
                .map(|k| match subflows_per_flow {
                    None => single_flow(coupling, b, w0, kappa, k),
                    Some(n) => multiple_flows(coupling, b, w0, n, k),
                })
                .collect(),
        })
        .collect()
}

/// The curves for a chart's settings, or the settings that are out of range, by name.
pub fn checked_curves(
    b: f64,
    w0: f64,
    gamma: f64,
    max: u32,
    subflows_per_flow: u32,
) -> Result<Vec<Curve>, Vec<String>> {
    let mut errors = Vec::new();
    if !(b > 0.0 && b < 1.0) {
        errors.push(format!("b: the decrease factor must be between 0 and 1, got {}", b));
    }
    if !(w0 > 1.0 && w0 <= 1e9) {
        errors.push(format!("W0: the capacity-delay product must be above 1 packet and at most 1e9, got {}", w0));
    }
    if !(0.0..=100.0).contains(&gamma) {
        errors.push(format!("gamma: the buffer over W0 must be from 0 to 100, got {}", gamma));
    }
    if !(1..=100).contains(&max) {
        errors.push(format!("max: from 1 to 100 points, got {}", max));
    }
    if subflows_per_flow > 100 {
        errors.push(format!("n: at most 100 subflows per flow, got {}", subflows_per_flow));
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(curves(b, w0, 1.0 + gamma, max, (subflows_per_flow > 0).then_some(subflows_per_flow)))
}
