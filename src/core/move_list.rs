//! A fixed-capacity, stack-allocated list of moves: move generation writes into it without touching
//! the heap, so a search node allocates nothing.

use std::ops::{Deref, DerefMut};

/// Capacity of a move list: enough for every legal move of any supported game (a 32×32 board).
pub const MAX_MOVES: usize = 1024;

/// A list of at most `MAX_MOVES` moves kept on the stack.
#[derive(Clone)]
pub struct MoveList<M: Copy + Default> {
    moves: [M; MAX_MOVES],
    len: usize,
}

impl<M: Copy + Default> MoveList<M> {
    /// An empty list.
    #[inline]
    pub fn new() -> Self {
        MoveList {
            moves: [M::default(); MAX_MOVES],
            len: 0,
        }
    }

    /// Appends a move. Panics if the list is full (a move generator bug).
    #[inline]
    pub fn push(&mut self, m: M) {
        // A full list is a bug in a generator (no game here has more than MAX_MOVES moves), never
        // a reason to drop moves silently.
        assert!(self.len < MAX_MOVES, "move list full ({MAX_MOVES} moves)");
        self.moves[self.len] = m;
        self.len += 1;
    }

    /// Removes every move.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the moves for which `keep` returns true, preserving order.
    pub fn retain(&mut self, mut keep: impl FnMut(&M) -> bool) {
        let mut w = 0;
        for r in 0..self.len {
            if keep(&self.moves[r]) {
                self.moves[w] = self.moves[r];
                w += 1;
            }
        }
        self.len = w;
    }
}

impl<M: Copy + Default> Default for MoveList<M> {
    fn default() -> Self {
        Self::new()
    }
}

impl<M: Copy + Default> Deref for MoveList<M> {
    type Target = [M];
    #[inline]
    fn deref(&self) -> &[M] {
        &self.moves[..self.len]
    }
}

impl<M: Copy + Default> DerefMut for MoveList<M> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [M] {
        &mut self.moves[..self.len]
    }
}

/// Sorts `moves` by `keys` (one key per move), highest key first, stably: equal keys keep their
/// order, so the result is deterministic. Insertion sort: allocation-free and fast for the short
/// lists of a search node.
pub fn sort_by_keys<M: Copy, K: Copy + PartialOrd>(moves: &mut [M], keys: &mut [K]) {
    for i in 1..moves.len() {
        let (m, k) = (moves[i], keys[i]);
        let mut j = i;
        while j > 0 && keys[j - 1] < k {
            moves[j] = moves[j - 1];
            keys[j] = keys[j - 1];
            j -= 1;
        }
        moves[j] = m;
        keys[j] = k;
    }
}
