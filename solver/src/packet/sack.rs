//! Selective acknowledgements: RFC 2018's blocks, which the receiver reports on every
//! acknowledgement, and RFC 6675's scoreboard, where the sender keeps what they told it and
//! derives `IsLost`, the pipe and the next hole to retransmit (docs/packet-engine.md, "Loss
//! recovery"). Sequence numbers count packets (one segment each), so RFC 6675's byte counts are
//! packet counts here: `IsLost(s)` holds when at least `DUP_THRESH` packets above `s` are SACKed.

use std::collections::VecDeque;

/// Blocks one acknowledgement carries (RFC 2018: three when the timestamp option is on).
pub const SACK_BLOCKS: usize = 3;
/// RFC 6675's DupThresh: duplicate acknowledgements, or SACKed packets above a hole, that make
/// it lost.
pub const DUP_THRESH: u64 = 3;

/// One SACK block, the packets `start..end` (`end` exclusive); `start == end` is an empty slot.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SackBlock {
    pub start: u64,
    pub end: u64,
}

impl SackBlock {
    /// Packets in the block.
    #[inline]
    pub fn len(&self) -> u64 {
        self.end - self.start
    }

    /// True for an empty slot.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.end <= self.start
    }
}

/// Adds `b` to `blocks` (sorted, disjoint, not adjacent), merging what it touches; returns the
/// packets it added that were not there before.
pub(super) fn insert_block(blocks: &mut VecDeque<SackBlock>, b: SackBlock) -> u64 {
    if b.is_empty() {
        return 0;
    }
    let i = blocks.partition_point(|x| x.end < b.start);
    let mut merged = b;
    let mut covered = 0;
    while i < blocks.len() && blocks[i].start <= merged.end {
        let x = blocks.remove(i).expect("index checked");
        // The overlap of `x` with `b` was already there.
        covered += x.end.min(b.end).saturating_sub(x.start.max(b.start));
        merged = SackBlock { start: merged.start.min(x.start), end: merged.end.max(x.end) };
    }
    blocks.insert(i, merged);
    b.len() - covered
}

/// The index of the block holding `seq`, if any.
pub(super) fn block_holding(blocks: &VecDeque<SackBlock>, seq: u64) -> Option<usize> {
    let i = blocks.partition_point(|x| x.end <= seq);
    (i < blocks.len() && blocks[i].start <= seq).then_some(i)
}

/// RFC 6675's scoreboard: the packets above the cumulative acknowledgement that SACK blocks have
/// reported received, as sorted disjoint blocks.
#[derive(Debug, Clone, Default)]
pub struct Scoreboard {
    blocks: VecDeque<SackBlock>,
}

impl Scoreboard {
    /// RFC 6675's `Update()`: adds an acknowledgement's blocks above `snd_una`; returns the
    /// packets newly SACKed.
    pub fn update(&mut self, snd_una: u64, blocks: &[SackBlock]) -> u64 {
        self.prune(snd_una);
        blocks
            .iter()
            .map(|b| insert_block(&mut self.blocks, SackBlock { start: b.start.max(snd_una), end: b.end }))
            .sum()
    }

    /// Forgets everything below the cumulative acknowledgement `snd_una`.
    pub fn prune(&mut self, snd_una: u64) {
        while let Some(front) = self.blocks.front_mut() {
            if front.end <= snd_una {
                self.blocks.pop_front();
            } else {
                front.start = front.start.max(snd_una);
                break;
            }
        }
    }

    /// Forgets every block.
    pub fn clear(&mut self) {
        self.blocks.clear();
    }

    /// True when packet `seq` has been SACKed.
    pub fn is_sacked(&self, seq: u64) -> bool {
        block_holding(&self.blocks, seq).is_some()
    }

    /// Packets SACKed in `a..b`.
    pub fn sacked_in(&self, a: u64, b: u64) -> u64 {
        self.blocks.iter().map(|x| x.end.min(b).saturating_sub(x.start.max(a))).sum()
    }

    /// The bound below which an unSACKed packet is lost by `IsLost` (at least `DUP_THRESH`
    /// SACKed packets above it): the `DUP_THRESH`-th highest SACKed packet, or `floor` when
    /// fewer are SACKed.
    pub fn lost_below(&self, floor: u64) -> u64 {
        self.lost_below_at(floor, DUP_THRESH)
    }

    /// [`Scoreboard::lost_below`] with `dup_thresh` SACKed packets in place of `DUP_THRESH`.
    pub fn lost_below_at(&self, floor: u64, dup_thresh: u64) -> u64 {
        let mut above = 0;
        for x in self.blocks.iter().rev() {
            if above + x.len() >= dup_thresh {
                return (x.end - (dup_thresh - above)).max(floor);
            }
            above += x.len();
        }
        floor
    }

    /// The lowest packet at or above `from` that is not SACKed.
    pub fn next_unsacked(&self, from: u64) -> u64 {
        match block_holding(&self.blocks, from) {
            Some(i) => self.blocks[i].end,
            None => from,
        }
    }

    /// Blocks on the board.
    pub fn blocks(&self) -> usize {
        self.blocks.len()
    }
}

/// SACK blocks as an acknowledgement carries them in the pool: offsets from its cumulative
/// acknowledgement, 4 bytes each (24 bytes, not 48), so a packet stays within the memory
/// estimate's `BYTES_PER_PACKET`. Empty slots are `(0, 0)`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PackedSack([(u32, u32); SACK_BLOCKS]);

impl PackedSack {
    /// `blocks` (all above `ack`, or empty) relative to `ack`.
    pub fn pack(ack: u64, blocks: &[SackBlock; SACK_BLOCKS]) -> PackedSack {
        let mut out = [(0, 0); SACK_BLOCKS];
        for (o, b) in out.iter_mut().zip(blocks) {
            if !b.is_empty() {
                *o = ((b.start - ack) as u32, (b.end - ack) as u32);
            }
        }
        PackedSack(out)
    }

    /// The blocks again, from the same `ack`.
    pub fn unpack(&self, ack: u64) -> [SackBlock; SACK_BLOCKS] {
        let mut out = [SackBlock::default(); SACK_BLOCKS];
        for (o, &(s, e)) in out.iter_mut().zip(&self.0) {
            if e > s {
                *o = SackBlock { start: ack + u64::from(s), end: ack + u64::from(e) };
            }
        }
        out
    }
}
