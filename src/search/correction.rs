//! Static-evaluation correction history (Stockfish's `correctionHistory`): how far the search's
//! result has strayed from the static evaluation in positions that share a structure key (the
//! game's [`correction_key`], in xiangqi the soldiers, advisors, elephants and generals). The
//! average error learned for a key is added to later static evaluations of positions with that
//! key, so that pruning decisions built on the evaluation (reverse futility, null move,
//! futility, stand pat) err less. Games that give no key get no table and no effect.
//!
//! [`correction_key`]: crate::game::Game::correction_key

use super::gravity;

/// Entries per side (a power of two).
const SIZE: usize = 16_384;
/// Entries stay within ± this value.
const LIMIT: i32 = 1_024;
/// One update moves an entry by at most this much.
const MAX_STEP: i32 = LIMIT / 4;

/// The correction counters of one search thread, per side to move and key.
#[derive(Clone, Debug, Default)]
pub struct Correction {
    /// `table[key % SIZE * 2 + side]`; empty until the first update (reads as 0).
    table: Vec<i16>,
}

impl Correction {
    /// The entry of `side` and `key`.
    #[inline]
    fn index(side: usize, key: u64) -> usize {
        (key as usize & (SIZE - 1)) * 2 + side
    }

    /// The raw entry for `side` to move in a position with structure key `key` (the game
    /// divides it into evaluation units).
    #[inline]
    pub fn raw(&self, side: usize, key: u64) -> i32 {
        self.table
            .get(Self::index(side, key))
            .map_or(0, |&v| i32::from(v))
    }

    /// Learns from a node searched to `depth` whose result differs from its corrected static
    /// evaluation by `error` (result minus evaluation): the entry moves towards the error's sign
    /// by a step growing with depth and error (gravity keeps it within ±[`LIMIT`]).
    pub fn update(&mut self, side: usize, key: u64, error: i32, depth: i32) {
        if self.table.is_empty() {
            self.table = vec![0; SIZE * 2];
        }
        let bonus = (error.saturating_mul(depth) / 8).clamp(-MAX_STEP, MAX_STEP);
        gravity::apply(&mut self.table[Self::index(side, key)], bonus, LIMIT);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unlearned_key_corrects_nothing() {
        assert_eq!(Correction::default().raw(0, 12345), 0);
    }

    #[test]
    fn updates_move_towards_the_error_and_stay_bounded() {
        let mut c = Correction::default();
        for _ in 0..1000 {
            c.update(1, 7, 500, 20);
        }
        let v = c.raw(1, 7);
        assert!(v > 0 && v <= LIMIT, "{v}");
        assert_eq!(c.raw(0, 7), 0, "the other side's entry is untouched");
        for _ in 0..1000 {
            c.update(1, 7, -500, 20);
        }
        assert!(c.raw(1, 7) < 0);
    }
}
