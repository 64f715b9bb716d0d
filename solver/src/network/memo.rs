//! Capacities remembered between the runs of a sweep or a placement map (docs/model.md §4.4).
//!
//! Every run of a placement map moves one station; every run of most sweeps moves none. The node
//! positions of every step and the `1 / c_j` of every station link the runs share are the same
//! numbers in each run, and they are over a third of a run's time. A [`CapacityMemo`] holds them
//! for every step of a run; a network it is attached to copies them instead of computing them.
//!
//! What is copied is checked, not assumed: positions are reused only when the motion (time step,
//! every platform's trajectory and length, every node's platform and offset) is the same, and a
//! link's row only when its node, station position and decay constants are the same bits. So a
//! run with a memo gives the same bits as a run without one (solver/tests/memo.rs).

use super::{FastLogistic, Network};
use crate::scenario::PointM;
use std::cell::RefCell;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// The largest memo kept, bytes (III-D's, 540 000 steps of two nodes and six links, is 43 MB).
pub const MAX_MEMO_BYTES: usize = 96 << 20;

/// The most bytes all memos of the process hold at once: `mpsim sweep --jobs 64` keeps one per
/// thread, and a thread that would pass this runs without one.
pub const MAX_TOTAL_MEMO_BYTES: usize = 768 << 20;

/// Bytes held by the memos alive in this process.
static MEMO_BYTES: AtomicUsize = AtomicUsize::new(0);

/// Takes `bytes` from `counter` if that keeps it at or below `limit`.
fn reserve(counter: &AtomicUsize, bytes: usize, limit: usize) -> bool {
    counter
        .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |held| {
            held.checked_add(bytes).filter(|&total| total <= limit)
        })
        .is_ok()
}

/// Steps computed at a time while a memo is built.
const BUILD_CHUNK: usize = 4096;

/// What the positions of the nodes depend on, compared exactly.
#[derive(Debug, Clone, PartialEq)]
pub struct MotionKey {
    dt_bits: u64,
    /// Each platform's trajectory (its Debug text keeps the sign of zeros) and length bits.
    platforms: Vec<(String, u64)>,
    /// Each node's platform, arc offset bits and whether it is placed at every step.
    nodes: Vec<(usize, u64, bool)>,
}

/// The node positions and station-link rows of `1 / c_j` of steps `0..steps` of one motion.
#[derive(Debug)]
pub struct CapacityMemo {
    key: MotionKey,
    steps: usize,
    /// By node: its slot in `positions`, for the nodes placed at every step.
    node_slot: Vec<Option<usize>>,
    /// Slot-major: `positions[slot * steps + n]` is the node's position at step `n`.
    positions: Vec<PointM>,
    /// Each remembered link (its constants' bits) and its row of `1 / c_j` by step.
    rows: Vec<([u64; 6], Vec<f64>)>,
    /// Bytes taken from the process's budget, given back when dropped.
    reserved: usize,
}

impl Drop for CapacityMemo {
    fn drop(&mut self) {
        MEMO_BYTES.fetch_sub(self.reserved, Ordering::SeqCst);
    }
}

/// A memo attached to a network: which remembered row each of its fast links copies.
#[derive(Debug, Clone)]
pub(super) struct Attached {
    pub(super) memo: Arc<CapacityMemo>,
    /// By entry of `fast_logistic`: the memo row with the same constants, if any.
    pub(super) rows: Vec<Option<usize>>,
}

impl FastLogistic {
    /// Everything `1 / c_j` depends on besides the node's position, as bits.
    fn bits(&self) -> [u64; 6] {
        [
            self.node as u64,
            self.station.x_m.to_bits(),
            self.station.y_m.to_bits(),
            self.alpha_per_m.to_bits(),
            self.alpha_d0.to_bits(),
            self.scale.to_bits(),
        ]
    }
}

impl CapacityMemo {
    /// Steps covered, from step 0.
    pub fn steps(&self) -> usize {
        self.steps
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        self.positions.len() * std::mem::size_of::<PointM>() + self.rows.iter().map(|r| r.1.len() * 8).sum::<usize>()
    }

    /// True when steps `first..first + count` are all remembered.
    pub(super) fn covers(&self, first: usize, count: usize) -> bool {
        first.checked_add(count).is_some_and(|end| end <= self.steps)
    }

    /// Node `node`'s positions at steps `first..first + count`, if remembered.
    pub(super) fn positions(&self, node: usize, first: usize, count: usize) -> Option<&[PointM]> {
        let slot = self.node_slot.get(node).copied().flatten()?;
        Some(&self.positions[slot * self.steps + first..slot * self.steps + first + count])
    }

    /// Row `row` at steps `first..first + count`.
    pub(super) fn row(&self, row: usize, first: usize, count: usize) -> &[f64] {
        &self.rows[row].1[first..first + count]
    }
}

/// Bytes a memo of `steps` steps of `net` would hold.
fn memo_bytes(net: &Network, steps: usize) -> usize {
    let placed = net.nodes.iter().filter(|n| n.radio).count();
    steps.saturating_mul(placed * std::mem::size_of::<PointM>() + net.fast_logistic.len() * 8)
}

impl Network {
    /// The motion of this network with time step `dt_s`, as a memo compares it.
    pub fn motion_key(&self, dt_s: f64) -> MotionKey {
        MotionKey {
            dt_bits: dt_s.to_bits(),
            platforms: self.platforms.iter().map(|p| (format!("{:?}", p.trajectory), p.length_m.to_bits())).collect(),
            nodes: self.nodes.iter().map(|n| (n.platform, n.offset_m.to_bits(), n.radio)).collect(),
        }
    }

    /// Remembers this network's positions and station-link rows for steps `0..steps` of `dt_s`
    /// (computed by [`Network::inverse_capacities_block`], so they are its numbers), or `None`
    /// when that would hold more than [`MAX_MEMO_BYTES`].
    pub fn build_memo(&self, dt_s: f64, steps: usize) -> Option<CapacityMemo> {
        self.build_memo_keyed(dt_s, steps, self.motion_key(dt_s))
    }

    /// [`Network::build_memo`] with this network's motion key already found.
    fn build_memo_keyed(&self, dt_s: f64, steps: usize, key: MotionKey) -> Option<CapacityMemo> {
        let bytes = memo_bytes(self, steps);
        if bytes > MAX_MEMO_BYTES || !reserve(&MEMO_BYTES, bytes, MAX_TOTAL_MEMO_BYTES) {
            return None;
        }
        let mut node_slot = vec![None; self.nodes.len()];
        let mut placed = Vec::new();
        for (i, _) in self.nodes.iter().enumerate().filter(|(_, n)| n.radio) {
            node_slot[i] = Some(placed.len());
            placed.push(i);
        }
        let mut positions = vec![PointM { x_m: 0.0, y_m: 0.0 }; placed.len() * steps];
        let mut rows: Vec<([u64; 6], Vec<f64>)> =
            self.fast_logistic.iter().map(|f| (f.bits(), vec![0.0; steps])).collect();
        let (mut scratch, mut block) = (Vec::new(), vec![0.0; self.resources.len() * BUILD_CHUNK]);
        let mut first = 0;
        while first < steps {
            let count = BUILD_CHUNK.min(steps - first);
            self.inverse_capacities_block(first, dt_s, count, &mut scratch, &mut block[..self.resources.len() * count]);
            for (slot, &i) in placed.iter().enumerate() {
                positions[slot * steps + first..slot * steps + first + count]
                    .copy_from_slice(&scratch[i * count..(i + 1) * count]);
            }
            for (f, (_, row)) in self.fast_logistic.iter().zip(rows.iter_mut()) {
                row[first..first + count].copy_from_slice(&block[f.resource * count..(f.resource + 1) * count]);
            }
            first += count;
        }
        Some(CapacityMemo { key, steps, node_slot, positions, rows, reserved: bytes })
    }

    /// Attaches `memo` if it was built for this motion (false if not): from then on the steps it
    /// covers copy its positions, and its rows for the links whose constants match.
    pub fn attach_memo(&mut self, memo: Arc<CapacityMemo>, dt_s: f64) -> bool {
        if memo.key != self.motion_key(dt_s) {
            return false;
        }
        self.attach_same_motion(memo);
        true
    }

    /// Attaches a memo of this network's motion (the caller has compared the keys).
    fn attach_same_motion(&mut self, memo: Arc<CapacityMemo>) {
        let rows =
            self.fast_logistic.iter().map(|f| memo.rows.iter().position(|(bits, _)| *bits == f.bits())).collect();
        self.memo = Some(Attached { memo, rows });
    }

    /// How many station links copy a remembered row.
    pub fn memo_rows_reused(&self) -> usize {
        self.memo.as_ref().map_or(0, |a| a.rows.iter().flatten().count())
    }

    /// The attached memo, if any.
    pub fn memo(&self) -> Option<&Arc<CapacityMemo>> {
        self.memo.as_ref().map(|a| &a.memo)
    }
}

/// What this thread last saw: the motion of its last run, and the memo it built, if any.
#[derive(Default)]
struct Last {
    key: Option<MotionKey>,
    memo: Option<Arc<CapacityMemo>>,
}

thread_local! {
    static LAST: RefCell<Last> = RefCell::new(Last::default());
}

/// For a run of a sweep on this thread (steps `0..steps` of `dt_s`): attaches this thread's memo
/// when it has the same motion; builds one from `net` when the previous run had the same motion
/// (a placement map, a sweep of anything but the motion), so a sweep of the motion itself never
/// pays for one. Returns whether a memo is attached.
pub fn attach_reusing(net: &mut Network, dt_s: f64, steps: usize) -> bool {
    let key = net.motion_key(dt_s);
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        // (A memo kept here is always of the motion in `last.key`.)
        if last.key.as_ref() != Some(&key) {
            *last = Last { key: Some(key), memo: None };
            return false;
        }
        if let Some(memo) = last.memo.clone().filter(|m| m.steps >= steps) {
            net.attach_same_motion(memo);
            return true;
        }
        last.memo = None;
        let Some(memo) = net.build_memo_keyed(dt_s, steps, key) else { return false };
        let memo = Arc::new(memo);
        last.memo = Some(memo.clone());
        net.attach_same_motion(memo);
        true
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_process_budget_takes_what_fits_and_nothing_more() {
        let counter = AtomicUsize::new(0);
        assert!(reserve(&counter, 600, 1000));
        assert!(!reserve(&counter, 401, 1000));
        assert_eq!(counter.load(Ordering::SeqCst), 600);
        assert!(reserve(&counter, 400, 1000));
        assert!(!reserve(&counter, usize::MAX, usize::MAX));
        assert_eq!(counter.load(Ordering::SeqCst), 1000);
    }
}
