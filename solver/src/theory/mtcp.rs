//! Paper 003 §4.1: where MTCP(alpha, beta) sends its traffic at equilibrium, for paths with
//! exogenous loss probabilities `p_1 <= p_2 <= ...` (eqs (16)-(20)): how many paths it uses (its
//! Fig 8 colours the alpha-beta square by that number) and the windows on them. `alpha` couples
//! the increase, `beta` the decrease; `a` and `b` are the increase and decrease factors.

use serde::Serialize;

/// `(1 - p) / p`.
pub(super) fn odds(p: f64) -> f64 {
    (1.0 - p) / p
}

/// Case 1's `H_k` (k from 1): `N = max{k : H_k > alpha}`.
fn h(p: &[f64], k: usize) -> f64 {
    1.0 / (p[k - 1] / (1.0 - p[k - 1]) * p[..k].iter().map(|&q| odds(q)).sum::<f64>() - k as f64 + 1.0)
}

/// Case 4's `G_k` (k from 1): `N = max{k : G_k > 0}`.
fn g(alpha: f64, beta: f64, p: &[f64], k: usize) -> f64 {
    let r = |i: usize| p[i] / (1.0 - p[i]);
    2.0 * (1.0 - alpha) * (1.0 - beta) + k as f64 * (alpha + beta - 2.0 * alpha * beta)
        - (0..k)
            .map(|i| {
                ((alpha - beta).powi(2) + 4.0 * alpha * beta * (1.0 - alpha) * (1.0 - beta) * r(k - 1) / r(i)).sqrt()
            })
            .sum::<f64>()
}

/// The number of paths used at equilibrium, `N` (cases 1-4 of §4.1); `p` ascending.
pub fn paths_used(alpha: f64, beta: f64, p: &[f64]) -> usize {
    let n = p.len();
    if alpha == 1.0 && beta == 1.0 {
        // Case 3: only the best paths (those with the smallest loss).
        return p.iter().filter(|&&q| q == p[0]).count();
    }
    if alpha == 1.0 || beta == 1.0 {
        // Case 1, or case 2 with alpha and beta swapped (eq (16) is symmetric in them).
        let other = if beta == 1.0 { alpha } else { beta };
        return (1..=n).filter(|&k| h(p, k) > other).max().unwrap_or(1);
    }
    (1..=n).filter(|&k| g(alpha, beta, p, k) > 0.0).max().unwrap_or(1)
}

/// Eq (20) with the first `n` paths used (case 1; case 2 with alpha for beta): `(w*, w_i)`.
fn eq20(alpha: f64, ab: f64, p: &[f64], n: usize) -> (f64, Vec<f64>) {
    let sum: f64 = p[..n].iter().map(|&q| odds(q)).sum();
    let total = (ab / ((1.0 - alpha) + alpha * n as f64) * sum).sqrt();
    let w = (0..p.len())
        .map(|i| if i < n { ab * odds(p[i]) / (total * (1.0 - alpha)) - alpha * total / (1.0 - alpha) } else { 0.0 })
        .collect();
    (total, w)
}

/// Case 4 with the first `n` paths used: `w_i / w*` from eq (16)'s positive root, `w*` from
/// `sum w_i / w* = 1` by bisection (each ratio falls as `w*` grows).
fn case4(alpha: f64, beta: f64, ab: f64, p: &[f64], n: usize) -> (f64, Vec<f64>) {
    let (s, d) = (alpha + beta - 2.0 * alpha * beta, 2.0 * (1.0 - alpha) * (1.0 - beta));
    let ratio = |i: usize, total: f64| {
        ((alpha - beta).powi(2) + 4.0 * ab * (1.0 - alpha) * (1.0 - beta) * odds(p[i]) / (total * total)).sqrt() / d
            - s / d
    };
    let scale = (ab * p.iter().map(|&q| odds(q)).sum::<f64>()).sqrt();
    let (mut lo, mut hi) = (scale * 1e-9, scale * 1e3 + 1.0);
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if (0..n).map(|i| ratio(i, mid)).sum::<f64>() > 1.0 {
            lo = mid
        } else {
            hi = mid
        }
    }
    let total = 0.5 * (lo + hi);
    (total, (0..p.len()).map(|i| if i < n { ratio(i, total) * total } else { 0.0 }).collect())
}

/// The equilibrium windows of eq (16) with the first `n` paths used (any alpha, beta; at
/// alpha = beta = 1 the best path takes the whole window).
pub fn equilibrium_on(alpha: f64, beta: f64, a: f64, b: f64, p: &[f64], n: usize) -> Vec<f64> {
    let ab = a / b;
    if alpha == 1.0 && beta == 1.0 {
        let mut w = vec![0.0; p.len()];
        w[0] = (ab * odds(p[0])).sqrt();
        return w;
    }
    if alpha == 1.0 || beta == 1.0 {
        return eq20(if beta == 1.0 { alpha } else { beta }, ab, p, n).1;
    }
    case4(alpha, beta, ab, p, n).1
}

/// Paper 003's fluid equilibrium: the paths used and the window on each (packets).
pub fn equilibrium(alpha: f64, beta: f64, a: f64, b: f64, p: &[f64]) -> (usize, Vec<f64>) {
    let n = paths_used(alpha, beta, p);
    let n = if alpha == 1.0 && beta == 1.0 { 1 } else { n };
    (n, equilibrium_on(alpha, beta, a, b, p, n))
}

/// Fig 8: the number of paths used at each point of a `(steps + 1) x (steps + 1)` grid of the
/// alpha-beta square, row by row from beta = 0, alpha from 0 within a row.
#[derive(Debug, Clone, Serialize)]
pub struct PathsMap {
    pub steps: usize,
    /// The loss probabilities, ascending (as the map used them).
    pub p: Vec<f64>,
    pub paths: Vec<u8>,
}

/// Fig 8 for these loss probabilities (any order; sorted here), or what is out of range, by name.
pub fn paths_map(p: &[f64], steps: usize) -> Result<PathsMap, Vec<String>> {
    let mut errors = Vec::new();
    if p.is_empty() || p.len() > 16 {
        errors.push(format!("p: from 1 to 16 loss probabilities, got {}", p.len()));
    }
    for (i, &q) in p.iter().enumerate() {
        if !(q > 0.0 && q < 1.0) {
            errors.push(format!("p[{}]: a loss probability must be between 0 and 1, got {}", i, q));
        }
    }
    if !(1..=400).contains(&steps) {
        errors.push(format!("steps: from 1 to 400, got {}", steps));
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut sorted = p.to_vec();
    sorted.sort_by(f64::total_cmp);
    let at = |k: usize| k as f64 / steps as f64;
    let paths = (0..=steps)
        .flat_map(|jb| (0..=steps).map(move |ia| (at(ia), at(jb))))
        .map(|(alpha, beta)| paths_used(alpha, beta, &sorted) as u8)
        .collect();
    Ok(PathsMap { steps, p: sorted, paths })
}

/// Eq (15): `dw_i/dt = (w_i / tau) (a (1 - p_i) / ((1 - alpha) w_i + alpha w) - b ((1 - beta) w_i + beta w) p_i)`
/// for every path (one round trip `tau_s` for all), into `out`.
#[allow(clippy::too_many_arguments)]
pub fn window_drift(alpha: f64, beta: f64, a: f64, b: f64, tau_s: f64, p: &[f64], w: &[f64], out: &mut [f64]) {
    let total: f64 = w.iter().sum();
    for i in 0..w.len() {
        let inc_den = (1.0 - alpha) * w[i] + alpha * total;
        let inc = if inc_den > 0.0 { a * (1.0 - p[i]) / inc_den } else { 0.0 };
        out[i] = w[i] / tau_s * (inc - b * ((1.0 - beta) * w[i] + beta * total) * p[i]);
    }
}
