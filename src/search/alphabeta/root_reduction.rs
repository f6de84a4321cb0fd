//! Late-move reductions at the root under the sharper rules (gomoku's pattern boards): the
//! scout search of a late root move goes a few plies shallower, as Rapfi reduces every root
//! move from its third, and is searched again at full depth when it beats alpha. Without it
//! the late root moves of a gomoku position (most of its 40 to 60 candidates, hardly ever
//! best) took about half of every iteration's nodes, each scouted at the full depth.

use super::Worker;
use crate::game::Game;

/// Root moves before this index (the first three) are never reduced.
const FIRST_REDUCED_INDEX: usize = 3;
/// Least remaining depth at which a root move is reduced.
const MIN_DEPTH: i32 = 3;
/// Plies fewer than the game's late-move reduction of an inner node at the same depth and
/// index: the root is a principal-variation node, whose moves are reduced a ply less.
const PV_RELIEF: i32 = 1;

impl<G: Game> Worker<'_, G> {
    /// Plies the scout search of root move `m`, the `index`-th (from 0) of an iteration to
    /// `depth`, is reduced: the game's late-move reduction less a ply, where the game asks for
    /// the sharper node rules, `m` is reducible and the root is not facing a four; else 0.
    /// Never so much that the scout reaches the horizon at once.
    pub fn root_reduction(&self, depth: i32, index: usize, m: G::Move) -> i32 {
        if !self.game.sharp_selectivity()
            || depth < MIN_DEPTH
            || index < FIRST_REDUCED_INDEX
            || self.game.in_check()
            || !self.game.is_reducible(m)
        {
            return 0;
        }
        let r = self.selectivity.reduction(depth, index).unwrap_or(0) - PV_RELIEF;
        r.clamp(0, depth - 2)
    }
}

#[cfg(test)]
mod tests {
    use super::super::quiescence::tests::with_worker;
    use crate::core::Side;
    use crate::game::kinrow::{Board, Rule};
    use crate::game::Game;
    use crate::search::test_boards::board_with;

    /// A quiet freestyle position: two stones each near the centre, black to move.
    fn quiet_board() -> Board {
        let stones = [
            (7, 7, Side::First),
            (8, 8, Side::Second),
            (8, 6, Side::First),
            (6, 8, Side::Second),
        ];
        board_with(
            Board::new(15, 15, 5, Rule::Freestyle).unwrap(),
            &stones,
            Side::First,
        )
    }

    #[test]
    fn late_quiet_root_moves_are_reduced_and_early_ones_not() {
        let b = quiet_board();
        // A corner cell: no pattern for either side, so reducible.
        let far = b.cell_at(0, 0).unwrap();
        assert!(b.is_reducible(far));
        with_worker(b, |w| {
            for index in 0..3 {
                assert_eq!(w.root_reduction(12, index, far), 0);
            }
            assert_eq!(w.root_reduction(2, 30, far), 0);
            // ln 12 · ln 30 / 1.8 ≈ 4.7, rounded to 5, less the PV ply.
            assert_eq!(w.root_reduction(12, 30, far), 4);
            // Never past the horizon: at depth 3 a ply remains.
            assert!(w.root_reduction(3, 60, far) <= 1);
        });
    }

    #[test]
    fn a_root_facing_a_four_or_a_game_without_the_sharper_rules_reduces_nothing() {
        // Black faces white's four on row 0 (a1–d1; e1 makes five).
        let stones: Vec<_> = ((0..4).map(|c| (c, 0, Side::Second)))
            .chain([7, 9, 11].map(|c| (c, 7, Side::First)))
            .collect();
        let b = board_with(
            Board::new(15, 15, 5, Rule::Freestyle).unwrap(),
            &stones,
            Side::First,
        );
        assert!(b.in_check());
        let far = b.cell_at(14, 14).unwrap();
        with_worker(b, |w| assert_eq!(w.root_reduction(12, 30, far), 0));
        // Tic-tac-toe (3×3, exact search) keeps every root move at full depth.
        let t = Board::new(3, 3, 3, Rule::Freestyle).unwrap();
        let corner = t.cell_at(0, 0).unwrap();
        with_worker(t, |w| assert_eq!(w.root_reduction(8, 5, corner), 0));
    }
}
