//! Capacities: the capacity factor `rho(d)` of a radio station (eq 11 and alternatives) and the
//! time laws of global channels.

use crate::scenario::{CapacityLaw, Decay};

/// A decay law prepared for fast repeated evaluation.
#[derive(Debug, Clone, Copy)]
pub enum CapacityFactor {
    /// `rho(d) = numerator / (1 + e^{alpha (d - d0)})`, `numerator = 1 + e^{-alpha d0}` (eq 11).
    Logistic {
        alpha_per_m: f64,
        d0_m: f64,
        numerator: f64,
        inverse_numerator: f64,
    },
    Step {
        radius_m: f64,
    },
    Linear {
        range_m: f64,
    },
    Flat,
}

impl CapacityFactor {
    /// Prepares `decay`.
    pub fn new(decay: &Decay) -> Self {
        match *decay {
            Decay::Logistic { alpha_per_m, d0_m } => {
                let numerator = 1.0 + libm::exp(-alpha_per_m * d0_m);
                CapacityFactor::Logistic { alpha_per_m, d0_m, numerator, inverse_numerator: 1.0 / numerator }
            }
            Decay::Step { radius_m } => CapacityFactor::Step { radius_m },
            Decay::Linear { range_m } => CapacityFactor::Linear { range_m },
            Decay::Flat => CapacityFactor::Flat,
        }
    }

    /// `1 / rho(d)` (infinite where `rho` is 0), without a division for the logistic law: the
    /// integrator needs `1 / c_j` at every step and `c_j` only when it writes a sample.
    #[inline]
    pub fn inverse_at(&self, distance_m: f64) -> f64 {
        match *self {
            CapacityFactor::Logistic { alpha_per_m, d0_m, inverse_numerator, .. } => {
                (1.0 + crate::fastmath::exp(alpha_per_m * (distance_m - d0_m))) * inverse_numerator
            }
            _ => 1.0 / self.at(distance_m),
        }
    }

    /// `rho(d)` for a distance `d` in metres; 1 at `d = 0`, non-increasing, never negative.
    #[inline]
    pub fn at(&self, distance_m: f64) -> f64 {
        match *self {
            CapacityFactor::Logistic { alpha_per_m, d0_m, numerator, .. } => {
                numerator / (1.0 + crate::fastmath::exp(alpha_per_m * (distance_m - d0_m)))
            }
            CapacityFactor::Step { radius_m } => {
                if distance_m <= radius_m {
                    1.0
                } else {
                    0.0
                }
            }
            CapacityFactor::Linear { range_m } => (1.0 - distance_m / range_m).max(0.0),
            CapacityFactor::Flat => 1.0,
        }
    }
}

/// Capacity of a global channel at time `t_s`.
pub fn channel_capacity(law: &CapacityLaw, t_s: f64) -> f64 {
    match law {
        CapacityLaw::Constant { capacity_mbps } => *capacity_mbps,
        CapacityLaw::PiecewiseLinear { points, period_s } => {
            let n = points.len();
            if let Some(period_s) = *period_s {
                return looping_capacity(points, period_s, t_s);
            }
            if t_s <= points[0].0 {
                return points[0].1;
            }
            if t_s >= points[n - 1].0 {
                return points[n - 1].1;
            }
            let k = points.partition_point(|p| p.0 <= t_s) - 1;
            let (t0, c0) = points[k];
            let (t1, c1) = points[k + 1];
            c0 + (t_s - t0) / (t1 - t0) * (c1 - c0)
        }
    }
}

/// A looping piecewise-linear law at `t_s`: the points repeat every `period_s` from the first
/// point's time, and from the last point the capacity goes linearly back to the first point's
/// value at `t0 + period_s` (the points' span is shorter than the period: checked by the reader).
fn looping_capacity(points: &[(f64, f64)], period_s: f64, t_s: f64) -> f64 {
    let (t0, c0) = points[0];
    let phase = (t_s - t0).rem_euclid(period_s);
    let t = t0 + phase;
    let (tn, cn) = points[points.len() - 1];
    if t >= tn {
        let span = period_s - (tn - t0);
        return cn + (t - tn) / span * (c0 - cn);
    }
    let k = points.partition_point(|p| p.0 <= t) - 1;
    let (ta, ca) = points[k];
    let (tb, cb) = points[k + 1];
    ca + (t - ta) / (tb - ta) * (cb - ca)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logistic_is_one_at_zero_and_half_way_near_d0() {
        let rho = CapacityFactor::new(&Decay::Logistic { alpha_per_m: 0.007, d0_m: 500.0 });
        assert!((rho.at(0.0) - 1.0).abs() < 1e-15);
        // Eq (11) in the paper's own form, evaluated independently.
        let paper = |d: f64| {
            let a = 0.007;
            (1.0 - 1.0 / (1.0 + (-a * (d - 500.0)).exp())) / (1.0 - 1.0 / (1.0 + (a * 500.0f64).exp()))
        };
        for d in [0.0, 50.0, 280.0, 500.0, 671.4, 1200.0, 3000.0] {
            assert!((rho.at(d) - paper(d)).abs() < 1e-12, "d = {}", d);
        }
        assert!(rho.at(1.0e7) == 0.0 && rho.at(1.0e7).is_finite());
    }

    #[test]
    fn piecewise_linear_interpolates_and_holds_ends() {
        let law = CapacityLaw::PiecewiseLinear { points: vec![(10.0, 20.0), (20.0, 5.0)], period_s: None };
        assert_eq!(channel_capacity(&law, 0.0), 20.0);
        assert_eq!(channel_capacity(&law, 15.0), 12.5);
        assert_eq!(channel_capacity(&law, 30.0), 5.0);
    }

    #[test]
    fn looping_law_repeats_and_returns_to_the_first_value() {
        // Points at 10 s (20 Mbps) and 20 s (5 Mbps), period 20 s: 20..30 s goes back 5 -> 20.
        let law = CapacityLaw::PiecewiseLinear { points: vec![(10.0, 20.0), (20.0, 5.0)], period_s: Some(20.0) };
        assert_eq!(channel_capacity(&law, 10.0), 20.0);
        assert_eq!(channel_capacity(&law, 15.0), 12.5);
        assert_eq!(channel_capacity(&law, 20.0), 5.0);
        assert_eq!(channel_capacity(&law, 25.0), 12.5);
        assert_eq!(channel_capacity(&law, 30.0), 20.0);
        assert_eq!(channel_capacity(&law, 35.0), 12.5);
        assert_eq!(channel_capacity(&law, 45.0), 12.5);
        // Before the first point the loop runs backwards: 5 s is 25 s of the loop.
        assert_eq!(channel_capacity(&law, 5.0), 12.5);
        assert_eq!(channel_capacity(&law, 0.0), 5.0);
    }

    #[test]
    fn looping_single_point_is_constant() {
        let law = CapacityLaw::PiecewiseLinear { points: vec![(0.0, 7.0)], period_s: Some(3.0) };
        for t in [0.0, 1.0, 2.9, 3.0, 100.5] {
            assert_eq!(channel_capacity(&law, t), 7.0);
        }
    }
}
