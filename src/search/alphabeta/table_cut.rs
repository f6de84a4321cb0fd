//! What a table cut teaches: under the sharper rules (the pattern boards), a node cut by the
//! transposition table still rewards its quiet table move in the histories when the cut is a
//! fail high and punishes it when it is a fail low, as a searched cutting move would be (Rapfi's
//! table-move statistics), so that move ordering keeps learning where the table answers.

use super::Worker;
use crate::core::PackedMove;
use crate::game::Game;

impl<G: Game> Worker<'_, G> {
    /// A table cut teaches the histories under the sharper rules (Rapfi's): a quiet table move
    /// gains as a cutting move does when the cut is a fail high (`high`), and loses when it is a
    /// fail low. The caller leaves out proven results and nodes in check.
    pub(super) fn tt_cut_stats(&mut self, tt_move: PackedMove, depth: i32, ply: usize, high: bool) {
        if tt_move == PackedMove::NONE || !self.game.sharp_selectivity() {
            return;
        }
        // `unpack` answers only a move legal here.
        let Some(m) = self
            .game
            .unpack(tt_move)
            .filter(|&m| !self.game.is_tactical(m))
        else {
            return;
        };
        let side = self.game.side_to_move().index();
        let class = self.class_of(m);
        let prev = self.prev_classes(ply);
        let bonus = self.game.history_bonus(depth);
        if high {
            self.heur.reward(side, tt_move, class, prev, ply, bonus);
        } else {
            self.heur.punish(side, tt_move, class, prev, bonus);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::WorkerLimits;
    use crate::core::Score;
    use crate::game::kinrow::{Board, Rule};
    use crate::game::Game;
    use crate::search::ordering::Heuristics;
    use crate::search::tt::{TtBound, TtEntry};
    use crate::search::{Control, TranspositionTable};

    /// The history of the table's move `(col, row)` for the side to move after the root of
    /// `board` is cut by an entry of `bound` and `score`, searched with the window (-10, 10).
    fn history_after_cut(board: Board, at: (usize, usize), bound: TtBound, score: i32) -> i16 {
        let m = board.cell_at(at.0, at.1).unwrap();
        let p = Board::pack(m);
        let tt = TranspositionTable::new(1);
        tt.store(
            board.key(),
            TtEntry {
                mv: p,
                score: Score(score),
                eval: 0,
                depth: 20,
                bound,
            },
        );
        let ctl = Control::new(false);
        let heur = Heuristics::with_classes(board.continuation_slots());
        let side = board.side_to_move().index();
        let mut w = super::Worker::new(board, &tt, &ctl, WorkerLimits::default(), heur);
        let s = w.search(4, 0, Score(-10), Score(10), false, true);
        assert_eq!(s, Score(score), "the table cuts the node");
        w.heur.history(side, p)
    }

    fn opening() -> Board {
        let mut b = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
        for (c, r) in [(7, 7), (8, 8)] {
            b.make(b.cell_at(c, r).unwrap());
        }
        b
    }

    #[test]
    fn a_table_cut_rewards_or_punishes_its_quiet_move() {
        assert!(history_after_cut(opening(), (3, 3), TtBound::Lower, 50) > 0);
        assert!(history_after_cut(opening(), (3, 3), TtBound::Upper, -50) < 0);
    }

    #[test]
    fn a_table_cut_leaves_tactical_moves_and_proven_results_alone() {
        // Black's two stones on row 7 make (5, 7) an open-three point: a tactical move.
        let mut b = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
        for (c, r) in [(3, 7), (10, 10), (4, 7), (11, 12)] {
            b.make(b.cell_at(c, r).unwrap());
        }
        assert!(b.is_tactical(b.cell_at(5, 7).unwrap()));
        assert_eq!(history_after_cut(b, (5, 7), TtBound::Lower, 50), 0);
        let mate = Score::mate_in(3).0;
        assert_eq!(
            history_after_cut(opening(), (3, 3), TtBound::Lower, mate),
            0
        );
    }
}
