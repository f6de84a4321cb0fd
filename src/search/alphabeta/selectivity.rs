//! Depth-indexed tables for the selective parts of the search that a game may ask for:
//! logarithmic late-move reductions (`ln depth · ln index / divisor`, as Stockfish and Rapfi
//! use) and move-count pruning at every depth (`base + depth^exponent` moves, half as many
//! where the static evaluation is not improving, as Rapfi's "futility move count"). Built once
//! per worker from the game's hooks; a game that gives neither keeps the fixed reductions and
//! shallow late-move pruning of the main search.

use crate::game::Game;

/// Depths and move indices the tables cover; larger ones use their last entry.
const SIZE: usize = 64;

/// The tables, each present only when the game asked for it.
#[derive(Clone, Debug, Default)]
pub struct Selectivity {
    /// Reductions in plies by `[depth][move index]`.
    reductions: Option<Vec<[u8; SIZE]>>,
    /// Number of moves searched before the rest is pruned, by depth.
    move_counts: Option<[u16; SIZE]>,
}

impl Selectivity {
    /// The tables `game` asks for.
    pub fn for_game<G: Game>(game: &G) -> Self {
        let reductions = game.lmr_divisor().map(|div| {
            (0..SIZE)
                .map(|d| {
                    let mut row = [0u8; SIZE];
                    if d > 0 {
                        for (i, r) in row.iter_mut().enumerate().skip(1) {
                            let v = (d as f32).ln() * (i as f32).ln() / div + 0.5;
                            *r = v.clamp(0.0, 30.0) as u8;
                        }
                    }
                    row
                })
                .collect()
        });
        let move_counts = game.move_count_curve().map(|(base, exponent)| {
            let mut counts = [0u16; SIZE];
            for (d, c) in counts.iter_mut().enumerate() {
                *c = (base + (d as f32).powf(exponent))
                    .ceil()
                    .clamp(1.0, f32::from(u16::MAX)) as u16;
            }
            counts
        });
        Selectivity {
            reductions,
            move_counts,
        }
    }

    /// The logarithmic reduction for the move at `index` with `depth` plies left, or `None`
    /// when the game uses the fixed reductions.
    pub fn reduction(&self, depth: i32, index: usize) -> Option<i32> {
        let t = self.reductions.as_ref()?;
        let d = (depth.max(0) as usize).min(SIZE - 1);
        Some(i32::from(t[d][index.min(SIZE - 1)]))
    }

    /// True when the move at `index` lies past the move count of `depth` (it is then pruned),
    /// a count halved (rounded up) when the node's static evaluation is not `improving`; always
    /// false when the game does not ask for move-count pruning.
    pub fn beyond_move_count(&self, depth: i32, index: usize, improving: bool) -> bool {
        self.move_counts.as_ref().is_some_and(|c| {
            let d = (depth.max(0) as usize).min(SIZE - 1);
            let count = usize::from(c[d]);
            index >= if improving { count } else { count.div_ceil(2) }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kinrow::{Board, Rule};

    #[test]
    fn a_game_without_hooks_gets_no_tables() {
        let s = Selectivity::for_game(&Board::new(3, 3, 3, Rule::Freestyle).unwrap());
        assert_eq!(s.reduction(10, 20), None);
        assert!(!s.beyond_move_count(10, 1000, false));
    }

    #[test]
    fn renju_reduces_less_than_freestyle() {
        let table = |rule| Selectivity::for_game(&Board::new(15, 15, 5, rule).unwrap());
        let (free, renju) = (table(Rule::Freestyle), table(Rule::Renju));
        // ln 20 · ln 30 ≈ 10.2: 5.7 plies at the divisor 1.8, 4.2 at renju's 2.4 (rounded).
        assert_eq!(free.reduction(20, 30), Some(6));
        assert_eq!(renju.reduction(20, 30), Some(4));
        for (d, i) in [(3, 3), (8, 8), (12, 20), (40, 60)] {
            assert!(renju.reduction(d, i) <= free.reduction(d, i));
        }
    }

    #[test]
    fn tables_follow_their_formulas() {
        let s = Selectivity {
            reductions: Selectivity::for_game(&Board::new(15, 15, 5, Rule::Freestyle).unwrap())
                .reductions,
            move_counts: Some({
                let mut c = [0u16; SIZE];
                for (d, v) in c.iter_mut().enumerate() {
                    *v = 3 + (d * d) as u16;
                }
                c
            }),
        };
        // ln 8 · ln 8 ≈ 4.32 plies, divided by the kinrow divisor of 1.8, rounded.
        assert_eq!(s.reduction(8, 8), Some(2));
        assert_eq!(s.reduction(1, 30), Some(0));
        assert!(s.reduction(200, 500).is_some());
        assert!(!s.beyond_move_count(2, 6, true));
        assert!(s.beyond_move_count(2, 7, true));
        // Not improving: half of 7, rounded up.
        assert!(!s.beyond_move_count(2, 3, false));
        assert!(s.beyond_move_count(2, 4, false));
        assert!(s.beyond_move_count(500, 1 << 20, true));
    }
}
