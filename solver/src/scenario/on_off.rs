//! Random on/off of an uncontrolled (UDP) source (`randomOnOff`): the sum of `flows` independent
//! Markov on/off flows with exponential on and off periods, realised once from a seed so that the
//! fluid and the packet engine see the same background (docs/scenario.md, "udp").

use crate::packet::rng::Rng;
use std::sync::Arc;

/// `flows` independent flows, each on for exponential periods of mean `mean_on_s` and off for
/// exponential periods of mean `mean_off_s`, each starting in its stationary state. The source
/// sends `rateMbps` times the number of flows on. The realisation is a piecewise-constant count,
/// drawn once from `seed` over the run ([`RandomOnOff::realise`]).
#[derive(Debug, Clone, PartialEq)]
pub struct RandomOnOff {
    /// Mean on period, seconds.
    pub mean_on_s: f64,
    /// Mean off period, seconds.
    pub mean_off_s: f64,
    /// Independent flows.
    pub flows: u32,
    /// Seed of the realisation.
    pub seed: u64,
    /// The realisation: `(from_s, flows_on)` in time order, the first at `t = 0`; empty until
    /// realised (then no flow is on).
    pub switches: Arc<Vec<(f64, u32)>>,
}

impl RandomOnOff {
    /// The expected number of switching instants over `duration_s`: each flow switches twice per
    /// mean cycle `mean_on_s + mean_off_s` (the cost model bounds the realisation by it).
    pub fn expected_switches(&self, duration_s: f64) -> f64 {
        2.0 * self.flows as f64 * duration_s.max(0.0) / (self.mean_on_s + self.mean_off_s) + 1.0
    }

    /// Draws the realisation over `[0, duration_s)`. The aggregate of independent two-state Markov
    /// flows is itself a birth-death chain: with `k` flows on, one turns off at rate `k / mean_on_s`
    /// and one turns on at rate `(flows - k) / mean_off_s`; it is simulated directly (the same law
    /// as simulating every flow), starting from `k ~ Binomial(flows, mean_on / (mean_on + mean_off))`.
    pub fn realise(&mut self, duration_s: f64) {
        let mut rng = Rng::new(self.seed);
        let p_on = self.mean_on_s / (self.mean_on_s + self.mean_off_s);
        let mut on = (0..self.flows).filter(|_| rng.uniform() < p_on).count() as u32;
        let mut switches = vec![(0.0, on)];
        let mut t_s = 0.0;
        loop {
            let down = on as f64 / self.mean_on_s;
            let up = (self.flows - on) as f64 / self.mean_off_s;
            let total = down + up;
            if total <= 0.0 {
                break;
            }
            // Exponential holding time of the whole chain (1 - u lies in (0, 1]).
            t_s += -(1.0 - rng.uniform()).ln() / total;
            if t_s >= duration_s {
                break;
            }
            if rng.uniform() * total < down {
                on -= 1;
            } else {
                on += 1;
            }
            switches.push((t_s, on));
        }
        self.switches = Arc::new(switches);
    }

    /// Flows on at `t_s` (0 before realisation).
    pub fn flows_on(&self, t_s: f64) -> u32 {
        let k = self.switches.partition_point(|&(from_s, _)| from_s <= t_s);
        if k == 0 {
            0
        } else {
            self.switches[k - 1].1
        }
    }
}
