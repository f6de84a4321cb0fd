//! Continuation history and counter moves: how well a quiet move did right after a given move
//! one and two plies earlier (Stockfish's `continuationHistory` and `counterMoves`).
//!
//! Moves are classed by what moved where (the game's [`continuation_index`]), so "a horse to e7
//! after a cannon to e2" is learned once for every position it occurs in. Games that give no
//! classes (`continuation_slots() == 0`) get an empty table and no effect.
//!
//! [`continuation_index`]: crate::game::Game::continuation_index

use super::gravity;
use crate::core::PackedMove;

/// The class of "no move" (the root, or a null move): it has no continuation entries.
pub const NO_CLASS: u32 = u32::MAX;

/// Largest number of move classes a game may ask for (the table is `classes²` counters).
pub const MAX_CLASSES: usize = 2048;

/// Counters stay within ± this value.
const LIMIT: i32 = 16_384;

/// The continuation counters of one search thread.
pub struct Continuation {
    classes: usize,
    /// `table[prev * classes + cur]`: the score of class `cur` right after class `prev`.
    table: Vec<i16>,
    /// The quiet move that last refuted each class (the counter move).
    counters: Vec<PackedMove>,
}

impl Continuation {
    /// Tables for `classes` move classes (none when 0 or beyond [`MAX_CLASSES`]).
    pub fn new(classes: usize) -> Continuation {
        let classes = if classes > MAX_CLASSES { 0 } else { classes };
        Continuation {
            classes,
            table: vec![0; classes * classes],
            counters: vec![PackedMove::NONE; classes],
        }
    }

    /// The number of move classes the tables cover.
    pub fn classes(&self) -> usize {
        self.classes
    }

    #[inline]
    fn slot(&self, prev: u32, cur: u32) -> Option<usize> {
        let (p, c) = (prev as usize, cur as usize);
        (p < self.classes && c < self.classes).then(|| p * self.classes + c)
    }

    /// The counter of class `cur` after `prev` (0 when either is unknown).
    #[inline]
    pub fn score(&self, prev: u32, cur: u32) -> i32 {
        self.slot(prev, cur).map_or(0, |i| i32::from(self.table[i]))
    }

    /// The counter move recorded against class `prev`.
    #[inline]
    pub fn counter(&self, prev: u32) -> PackedMove {
        self.counters
            .get(prev as usize)
            .copied()
            .unwrap_or(PackedMove::NONE)
    }

    /// Moves the counter of `cur` after `prev` by `delta` with gravity (bounded by ±16384).
    pub fn update(&mut self, prev: u32, cur: u32, delta: i32) {
        if let Some(i) = self.slot(prev, cur) {
            gravity::apply(&mut self.table[i], delta, LIMIT);
        }
    }

    /// Records `m` as the counter move to class `prev`.
    pub fn set_counter(&mut self, prev: u32, m: PackedMove) {
        if let Some(c) = self.counters.get_mut(prev as usize) {
            *c = m;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_classes_read_zero_and_ignore_updates() {
        let mut c = Continuation::new(4);
        c.update(NO_CLASS, 1, 400);
        c.update(1, 9, 400);
        assert_eq!(c.score(NO_CLASS, 1), 0);
        assert_eq!(c.score(1, 9), 0);
        assert_eq!(c.counter(NO_CLASS), PackedMove::NONE);
    }

    #[test]
    fn gravity_keeps_counters_bounded() {
        let mut c = Continuation::new(4);
        for _ in 0..10_000 {
            c.update(2, 3, 400);
        }
        assert!(c.score(2, 3) <= 16_384 && c.score(2, 3) > 15_000);
        for _ in 0..10_000 {
            c.update(2, 3, -400);
        }
        assert!(c.score(2, 3) >= -16_384 && c.score(2, 3) < -15_000);
        assert_eq!(c.score(3, 2), 0);
    }

    #[test]
    fn too_many_classes_disable_the_table() {
        let c = Continuation::new(MAX_CLASSES + 1);
        assert_eq!(c.score(0, 0), 0);
    }
}
