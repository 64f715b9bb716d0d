//! The event list's binary heap, its key packed into one `u128` (`time_ns << 64 | sequence`) and
//! compared alone (the target never takes part), with a replace-the-minimum operation for the
//! common case of an event that schedules its successor (docs/packet-engine.md, "Event list").

use super::{Key, Target};
use std::cmp::Ordering;
use std::collections::BinaryHeap;

#[derive(Debug, Clone, Copy)]
struct Entry {
    key: Key,
    target: Target,
}

impl PartialEq for Entry {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key
    }
}
impl Eq for Entry {}
impl PartialOrd for Entry {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Entry {
    /// Reversed, so that the largest entry of the max-heap is the earliest event.
    fn cmp(&self, other: &Self) -> Ordering {
        other.key.cmp(&self.key)
    }
}

/// A min-heap of `(key, target)`.
#[derive(Debug, Default)]
pub struct KeyHeap {
    heap: BinaryHeap<Entry>,
}

impl KeyHeap {
    /// Adds `target` at `key`.
    #[inline]
    pub fn push(&mut self, key: Key, target: Target) {
        self.heap.push(Entry { key, target });
    }

    /// The entry of the smallest key, left in the heap.
    #[inline]
    pub fn peek(&self) -> Option<(Key, Target)> {
        self.heap.peek().map(|e| (e.key, e.target))
    }

    /// Replaces the entry of the smallest key by `(key, target)`: one sift down instead of a pop
    /// and a push (the same heap order, as keys are unique).
    #[inline]
    pub fn replace_min(&mut self, key: Key, target: Target) {
        if let Some(mut top) = self.heap.peek_mut() {
            *top = Entry { key, target };
            return;
        }
        self.heap.push(Entry { key, target });
        // The `PeekMut` guard sifts the new entry down as it drops.
    }

    /// Removes the entry of the smallest key.
    #[inline]
    pub fn pop(&mut self) -> Option<(Key, Target)> {
        self.heap.pop().map(|e| (e.key, e.target))
    }
}
