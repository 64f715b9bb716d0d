//! Frozen capacities (docs/model.md §4.10): a run whose every capacity is held from a chosen moment
//! `t_freeze` on at its value then, mobility stopped there (node positions too). The integrator
//! reads capacities from blocks of `1 / c_j` that the network fills from the step number
//! (`Network::inverse_capacities_block`, §4.4), so freezing the network's time alone would not
//! reach them: the block is filled as usual and every step at or after the freeze step is then
//! overwritten with the block value of the freeze step itself. Up to `t_freeze` the run is the
//! unfrozen run, bit for bit.

use super::{Simulation, BLOCK};

/// The frozen moment of a run: its step and each resource's `1 / c_j` there (once known).
#[derive(Debug, Clone)]
pub(super) struct Freeze {
    pub step: usize,
    pub inverse: Option<Vec<f64>>,
}

impl Simulation {
    /// Holds every capacity (and every node position) at its value at `t_s` (rounded to a whole
    /// step) from then on. Call before the first step; `t_s` must be a finite time `>= 0`.
    pub fn freeze_capacities_at(&mut self, t_s: f64) -> Result<(), String> {
        if !t_s.is_finite() || t_s < 0.0 {
            return Err(format!("freezeAtS: {} is not a time >= 0", t_s));
        }
        if self.step != 0 {
            return Err("freezeAtS: capacities can only be frozen before the first step".into());
        }
        self.freeze = Some(Box::new(Freeze { step: (t_s / self.dt_s).round() as usize, inverse: None }));
        if self.block_start != usize::MAX {
            // The block filled for the history before t = 0 (no step has summed it yet).
            self.freeze_block(self.block_start);
        }
        Ok(())
    }

    /// The step from which capacities are frozen, if they are.
    pub fn frozen_from_step(&self) -> Option<usize> {
        self.freeze.as_ref().map(|f| f.step)
    }

    /// The time capacities and positions are read at for step `n`: `n dt`, or the freeze time.
    pub(super) fn capacity_time_s(&self, n: usize) -> f64 {
        let n = self.freeze.as_ref().map_or(n, |f| n.min(f.step));
        n as f64 * self.dt_s
    }

    /// After the block of `1 / c_j` from step `first` was filled: every step at or after the
    /// freeze step gets the freeze step's values.
    pub(super) fn freeze_block(&mut self, first: usize) {
        let Some(freeze) = self.freeze.as_mut() else { return };
        let resources = self.resources;
        if freeze.step >= first + BLOCK {
            return;
        }
        if freeze.inverse.is_none() {
            let mut inverse = vec![0.0; resources];
            if freeze.step >= first {
                for (j, v) in inverse.iter_mut().enumerate() {
                    *v = self.inverse_block[j * BLOCK + freeze.step - first];
                }
            } else {
                // Not met in a block before (a run started past it): one step's block of its own.
                let mut one = vec![0.0; resources];
                self.net.inverse_capacities_block(freeze.step, self.dt_s, 1, &mut self.block_positions, &mut one);
                inverse.copy_from_slice(&one);
            }
            freeze.inverse = Some(inverse);
        }
        let inverse = freeze.inverse.as_ref().expect("set above");
        let from = freeze.step.saturating_sub(first);
        for (j, &v) in inverse.iter().enumerate() {
            self.inverse_block[j * BLOCK + from..(j + 1) * BLOCK].fill(v);
        }
    }
}
