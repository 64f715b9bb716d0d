//! The receiving end of a subflow (and of mHIP's connection level): the next packet expected in
//! order, the out-of-order blocks above it, and the SACK blocks an acknowledgement reports
//! (RFC 2018 §4: the block holding the packet that caused it first, then the most recently
//! reported others).

use super::sack::{block_holding, insert_block, SackBlock, SACK_BLOCKS};
use std::collections::VecDeque;

/// Out-of-order arrivals remembered to order the reported blocks, most recent first (one more
/// than the blocks reported, as two of them may have merged into one block).
const RECENT: usize = SACK_BLOCKS + 1;

/// What has arrived of one sequence space.
#[derive(Debug, Clone, Default)]
pub struct Receiver {
    /// The next sequence number expected in order.
    pub expected: u64,
    /// Packets received above `expected`, as sorted disjoint blocks.
    blocks: VecDeque<SackBlock>,
    /// The latest out-of-order arrivals, most recent first (`recent_len` of them).
    recent: [u64; RECENT],
    recent_len: usize,
}

impl Receiver {
    /// Packet `seq` arrives; returns the cumulative acknowledgement to send.
    pub fn arrive(&mut self, seq: u64) -> u64 {
        if seq == self.expected {
            self.expected += 1;
            if self.blocks.front().is_some_and(|b| b.start == self.expected) {
                self.expected = self.blocks.pop_front().expect("checked").end;
            }
        } else if seq > self.expected {
            insert_block(&mut self.blocks, SackBlock { start: seq, end: seq + 1 });
            // The arrival's block goes first; earlier arrivals in the same block leave the list,
            // so it names distinct blocks.
            let b = self.blocks[block_holding(&self.blocks, seq).expect("just inserted")];
            let mut kept = [seq; RECENT];
            let mut n = 1;
            for &s in &self.recent[..self.recent_len] {
                if n < RECENT && !(b.start <= s && s < b.end) {
                    kept[n] = s;
                    n += 1;
                }
            }
            self.recent = kept;
            self.recent_len = n;
        }
        self.expected
    }

    /// The SACK blocks to report now, most recent first; empty slots after the last one.
    pub fn sack_blocks(&self) -> [SackBlock; SACK_BLOCKS] {
        let mut out = [SackBlock::default(); SACK_BLOCKS];
        let mut n = 0;
        for &seq in &self.recent[..self.recent_len] {
            if n == SACK_BLOCKS {
                break;
            }
            if seq < self.expected {
                continue;
            }
            if let Some(i) = block_holding(&self.blocks, seq) {
                let b = self.blocks[i];
                if !out[..n].contains(&b) {
                    out[n] = b;
                    n += 1;
                }
            }
        }
        out
    }

    /// Out-of-order blocks held now.
    pub fn blocks(&self) -> usize {
        self.blocks.len()
    }
}
