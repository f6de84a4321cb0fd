//! Quiescence search: past the horizon, only tactical moves (every evasion when in check) are
//! searched from a stand-pat static evaluation (on the pattern boards, the table's score where
//! its bound says it is nearer the truth), so that the main search never stops in the middle of
//! an exchange. Captures that lose material by static exchange are skipped.

use super::{better_estimate, outcome_score, settled_score, Worker, MAX_PLY, MAX_QSEARCH_PLIES};
use crate::core::{sort_by_keys, MoveList, PackedMove, Score};
use crate::game::Game;
use crate::search::continuation::NO_CLASS;
use crate::search::ordering::score_moves;
use crate::search::tt::{TtBound, TtEntry};

impl<G: Game> Worker<'_, G> {
    /// Quiescence search: stand pat on the static evaluation, then try tactical moves only
    /// (all evasions when in check).
    pub fn qsearch(&mut self, ply: usize, alpha: Score, beta: Score, qdepth: u32) -> Score {
        if let Some(s) = self.enter(ply) {
            return s;
        }
        self.qsearch_entered(ply, alpha, beta, qdepth)
    }

    /// Quiescence search of a node already counted and entered: the main search's node that
    /// reached its horizon goes on here as the same node (a position is one node, not two).
    pub(super) fn qsearch_entered(
        &mut self,
        ply: usize,
        mut alpha: Score,
        beta: Score,
        qdepth: u32,
    ) -> Score {
        let in_check = self.game.in_check();
        // Past the horizon, a stop that the forced first iteration may not obey still ends the
        // tactical exploration: the static evaluation stands, so that iteration ends promptly
        // however many tactical lines (gomoku fours, say) the position holds.
        let forced_on = self.finish_iteration && self.ctl.stopped();
        if ply >= MAX_PLY || qdepth >= MAX_QSEARCH_PLIES || forced_on {
            return Score(self.game.evaluate());
        }
        if let Some(n) = self.game.settled_result() {
            return settled_score(n, ply);
        }
        // The table serves quiescence too: tactical lines (gomoku's fours above all) reach the
        // same positions in many orders.
        let (key, tt_entry) = self.probe();
        let mut tt_move = PackedMove::NONE;
        if let Some(e) = tt_entry {
            tt_move = e.mv;
            let s = e.score.from_tt(ply as i32);
            if e.bound.cuts(s, alpha, beta) {
                return s;
            }
        }
        let original_alpha = alpha;
        let mut best = -Score::INFINITE;
        let mut best_move = PackedMove::NONE;
        let mut static_eval = 0;
        if !in_check {
            static_eval = self.static_eval(tt_entry);
            let mut stand = Score(self.corrected(static_eval, self.game.correction_key()));
            // Under the sharper rules the table's score stands in where its bound says it is
            // nearer the truth (Rapfi's quiescence).
            if self.game.sharp_selectivity() {
                stand = Score(better_estimate(tt_entry, ply, stand.0));
            }
            if stand >= beta {
                return stand;
            }
            best = stand;
            alpha = alpha.max(stand);
        }
        let mut moves = self.move_lists[ply].take().unwrap_or_default();
        moves.clear();
        self.game.generate_tactical(&mut moves, qdepth);
        // At the first quiescence ply, quiet checks are searched too where the game has checks
        // (a xiangqi mate often starts with a quiet check).
        let try_checks = !in_check && qdepth == 0 && self.game.has_checks();
        if moves.is_empty() && !try_checks {
            self.move_lists[ply] = Some(moves);
            if in_check {
                if self.game.unanswered_check_loses() {
                    // The threat lands on the next move.
                    return Score::mated_in(ply as i32 + 2);
                }
                // No evasion at all: the game's rules decide (checkmate in xiangqi).
                let mut all = MoveList::new();
                self.game.generate_moves(&mut all);
                if all.is_empty() {
                    return outcome_score(&self.game, self.game.no_moves_outcome(), ply);
                }
                return Score(self.game.evaluate());
            }
            return best;
        }
        let mut keys = std::mem::take(&mut self.key_scratch[ply]);
        score_moves(
            &self.game,
            &moves,
            tt_move,
            &self.heur,
            ply,
            [NO_CLASS; 2],
            &mut keys,
        );
        sort_by_keys(&mut moves, &mut keys);
        self.key_scratch[ply] = keys;
        // Two passes: the tactical moves in order, then (where asked) the quiet checks.
        for quiet_checks in [false, true] {
            if quiet_checks {
                if !try_checks || best >= beta {
                    break;
                }
                moves.clear();
                self.game.generate_moves(&mut moves);
            }
            for &m in moves.iter() {
                if quiet_checks && (self.game.is_tactical(m) || !self.game.may_give_check(m)) {
                    continue;
                }
                // A move that loses material by exchange cannot raise the stand-pat score.
                if !in_check && !self.game.see_ge(m, 0) {
                    continue;
                }
                if let Some(k) = self.game.key_after(m) {
                    self.tt.prefetch(k);
                }
                self.game.make(m);
                if quiet_checks && !self.game.in_check() {
                    self.game.unmake();
                    continue;
                }
                let s = -self.qsearch(ply + 1, -beta, -alpha, qdepth + 1);
                self.game.unmake();
                if self.aborted {
                    return Score::DRAW;
                }
                if s > best {
                    best = s;
                    if s > alpha {
                        alpha = s;
                        best_move = G::pack(m);
                        self.update_pv(ply, best_move);
                        if s >= beta {
                            break;
                        }
                    }
                }
            }
        }
        self.move_lists[ply] = Some(moves);
        let bound = TtBound::of(best, original_alpha, beta);
        // A deeper search's entry for this position is worth more than a quiescence result.
        if tt_entry.is_none_or(|e| e.depth <= 0) {
            self.tt.store(
                key,
                TtEntry {
                    mv: best_move,
                    score: best.to_tt(ply as i32),
                    eval: static_eval,
                    depth: 0,
                    bound,
                },
            );
        }
        best
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::core::Side;
    use crate::game::kinrow::{Board, Rule};
    use crate::search::alphabeta::WorkerLimits;
    use crate::search::ordering::Heuristics;
    use crate::search::test_boards::board_with;
    use crate::search::{Control, TranspositionTable};

    /// Black to move faces white's four on row 7 (c8–f8, closed at b8 by black), whose only five
    /// point g8 would give black six in a row on column g (g5–g7 and g9–g10).
    fn renju_four_blocked_only_by_a_foul(rule: Rule) -> Board {
        let black = [(1, 7), (6, 4), (6, 5), (6, 6), (6, 8), (6, 9)];
        let white = [(2, 7), (3, 7), (4, 7), (5, 7), (0, 14), (14, 0)];
        let stones: Vec<_> = (black.iter().map(|&(c, r)| (c, r, Side::First)))
            .chain(white.iter().map(|&(c, r)| (c, r, Side::Second)))
            .collect();
        board_with(Board::new(15, 15, 5, rule).unwrap(), &stones, Side::First)
    }

    /// Runs `f` on a fresh worker (1 MB table, no limits) searching `board`.
    pub(in crate::search::alphabeta) fn with_worker<R>(
        board: Board,
        f: impl FnOnce(&mut Worker<'_, Board>) -> R,
    ) -> R {
        let tt = TranspositionTable::new(1);
        let ctl = Control::new(false);
        let heur = Heuristics::with_classes(board.continuation_slots());
        f(&mut Worker::new(
            board,
            &tt,
            &ctl,
            WorkerLimits::default(),
            heur,
        ))
    }

    fn qsearch_at_root(board: Board) -> Score {
        with_worker(board, |w| {
            w.qsearch(0, -Score::INFINITE, Score::INFINITE, 0)
        })
    }

    #[test]
    fn a_node_at_the_horizon_counts_once() {
        // One stone on the board: no four to play, so quiescence stands pat at once.
        let b = board_with(
            Board::new(15, 15, 5, Rule::Freestyle).unwrap(),
            &[(7, 7, Side::First)],
            Side::Second,
        );
        with_worker(b, |w| {
            w.search(0, 1, -Score::INFINITE, Score::INFINITE, false, true);
            assert_eq!(
                w.nodes, 1,
                "the main search's horizon node and its quiescence are one node"
            );
            w.qsearch(1, -Score::INFINITE, Score::INFINITE, 0);
            assert_eq!(w.nodes, 2);
        });
    }

    #[test]
    fn renju_black_unable_to_block_a_four_is_lost_in_quiescence() {
        let renju = renju_four_blocked_only_by_a_foul(Rule::Renju);
        let block = renju.cell_at(6, 7).unwrap();
        assert!(renju.in_check());
        assert!(!renju.is_legal(block), "the block is black's overline foul");
        assert_eq!(qsearch_at_root(renju), Score::mated_in(2));
        // Where the block is legal (freestyle: the six wins for black), quiescence plays it.
        let free = renju_four_blocked_only_by_a_foul(Rule::Freestyle);
        assert!(free.is_legal(block));
        assert!(qsearch_at_root(free) > Score::DRAW);
    }
}
