//! The equilibrium of the Kelly-Voice controller for the capacities of one snapshot.

use crate::network::Network;
use crate::scenario::ControllerSpec;

/// The equilibrium of eq (1) for one Kelly-Voice source whose routes each cross one resource of
/// their own: `a (1 - lambda_r) = b y lambda_r` with `lambda_r = (x_r / c_r)^beta_r` gives
/// `x_r = c_r (a / (a + b y))^{1/beta_r}`, and `y = sum_r x_r` is found by bisection.
pub fn fixed_point(net: &Network, capacities: &[f64]) -> Result<Vec<f64>, String> {
    if net.sources.len() != 1 {
        return Err(format!("a fixed point is computed for a single source; this scenario has {}", net.sources.len()));
    }
    let ControllerSpec::KellyVoice { a, b } = net.sources[0].controller else {
        return Err("a fixed point is computed for the Kelly-Voice controller".into());
    };
    let mut used = vec![false; net.resources.len()];
    for r in &net.routes {
        if r.resources.len() != 1 || std::mem::replace(&mut used[r.resources[0]], true) {
            return Err("a fixed point is computed for routes that each cross one resource of their own".into());
        }
    }
    let rates_for = |y: f64| -> Vec<f64> {
        let lambda = a / (a + b * y);
        net.routes
            .iter()
            .map(|r| {
                let j = r.resources[0];
                capacities[j] * libm::pow(lambda, 1.0 / net.resources[j].responsiveness)
            })
            .collect()
    };
    let (mut lo, mut hi) = (0.0, capacities.iter().sum::<f64>());
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if rates_for(mid).iter().sum::<f64>() > mid {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Ok(rates_for(0.5 * (lo + hi)))
}
