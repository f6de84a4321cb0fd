//! The board as a [`Game`]: move generation (all empty cells, or candidates near the stones),
//! make and unmake with the incremental key, patterns and window counts, and the hooks the
//! search asks (evaluation, tactical moves, threat solving, packing).

use super::{Board, Cell, Undo, CELL_KEYS, MAX_CELLS, PASS, SIDE_KEY};
use crate::core::{MoveList, Outcome, PackedMove, Side, Termination};
use crate::game::kinrow::combo::{is_foul, C_FIVE, C_FLEX4, C_FOUR_THREE, KEY_FLEX4, KEY_FOUR};
use crate::game::kinrow::pattern::FLEX2;
use crate::game::kinrow::rule::Rule;
use crate::game::kinrow::{fen, threat, window_eval};
use crate::game::{Game, NullMoveTerms, DEFAULT_ASPIRATION_WINDOW};

/// Futility margin per ply of depth, in evaluation units (an open three is worth about 70).
/// Measured in self-play with the two settings below (SPRT at 20,000 nodes a move, see the
/// commit that introduced them).
const FUTILITY_MARGIN: i32 = 60;
/// Divisor of the logarithmic late-move reductions, every rule but renju (1.0, Rapfi's freestyle
/// factor, reduced too much here: 1.8 won in renju and in freestyle self-play; standard gomoku's
/// 2.31, Rapfi's ratio, lost 5 Elo; renju's 2.4 in freestyle was level, +3.5 in 2692 games).
const LMR_DIVISOR: f32 = 1.8;
/// Renju's divisor: reductions three quarters of the other rules' (Rapfi's renju factor against
/// its freestyle one). Self-play in renju, both runs stopped undecided: +13 Elo over 1.8 at 50,000
/// nodes a move, +17 at 0.2 s a move; the square of the factor (divisor 3.2) was level.
const LMR_DIVISOR_RENJU: f32 = LMR_DIVISOR / 0.75;
/// Move-count pruning: `3 + depth^1.32` moves are searched at most, fours and defences included
/// (half as many where the static evaluation is not improving, as Rapfi).
const MOVE_COUNT_CURVE: (f32, f32) = (3.0, 1.32);
/// Singular-extension margin per ply of depth, in evaluation units (Rapfi's is about 0.9):
/// the table's move is searched a ply deeper when every other move stays `depth` units below
/// its score in a half-depth search.
const SINGULAR_MARGIN: i32 = 1;
/// Singular extensions are tried from this remaining depth (stop 90: 6 against the generic 7).
const SINGULAR_MIN_DEPTH: i32 = 6;
/// Fail-high reduction (Rapfi's shape): a non-PV node whose static evaluation clears beta by
/// `FAIL_HIGH_SCALE · depth + FAIL_HIGH_BIAS` (`FAIL_HIGH_THREAT` more while the opponent
/// threatens a forced win) searches its moves that make no four a ply shallower. Rapfi's
/// `15·depth − 9` (+87) taken three times over: this evaluation's scores run about 3.5 times
/// Rapfi's on the same positions; tripled, the margins won in freestyle and renju self-play and
/// were level in standard gomoku.
const FAIL_HIGH_SCALE: i32 = 45;
const FAIL_HIGH_BIAS: i32 = -27;
const FAIL_HIGH_THREAT: i32 = 261;
/// Moves that make no open two or three for either side are skipped at this remaining depth and
/// below (Rapfi's trivial-move pruning, below 4.3 plies).
const TRIVIAL_MAX_DEPTH: i32 = 4;

/// Sixteenths of a ply added to the whole-ply extension of a four's block (Rapfi: 1.3 plies),
/// freestyle and standard gomoku. Self-play at 50,000 nodes, stopped undecided: freestyle +8.7
/// over 3713 games, standard +9.9 over 2246, renju −12.4 over 1320 (renju keeps the whole ply;
/// 8 sixteenths were level in freestyle over 583).
const CHECK_EXTENSION_FRACTION: i32 = 5;
/// History units per point of a quiet move's pattern ordering value (`moves.rs`'s sums, below
/// 100 for a quiet move): the pattern value and the history order quiet moves together, as
/// Rapfi adds a share of its history to the cell's score.
const QUIET_PATTERN_WEIGHT: i32 = 256;
/// Half-width of the root's first aspiration window on the pattern evaluation (Rapfi's 16).
/// Self-play, every run stopped undecided: at 50,000 nodes a move 16 gained 8 Elo over the
/// search's default of 30 and 12 gained 6 over 16 (60 lost 31 against 30); at 0.2 s a move 12
/// lost 21 against 16, and 16 stood at −12 against 30 after 420 games.
const ASPIRATION_WINDOW: i32 = 16;

impl Game for Board {
    type Move = Cell;

    #[inline]
    fn side_to_move(&self) -> Side {
        self.side
    }

    fn ply(&self) -> usize {
        self.history.len()
    }

    fn generate_moves(&self, list: &mut MoveList<Cell>) {
        if self.outcome.is_some() {
            return;
        }
        for (i, &v) in self.cells.iter().enumerate() {
            if v == 0 && !self.is_foul_for_mover(i as Cell) {
                list.push(i as Cell);
            }
        }
    }

    /// Empty cells within two steps of a stone; on an empty board, those within two of the centre.
    fn generate_candidates(&self, list: &mut MoveList<Cell>) {
        if self.outcome.is_some() {
            return;
        }
        if self.pat.is_some() && self.stones > 0 {
            self.pattern_candidates(list);
            return;
        }
        if self.stones == 0 {
            let (cc, cr) = ((self.width - 1) / 2, (self.height - 1) / 2);
            if self.pat.is_some() {
                // Five-in-a-row opens in the centre (as Rapfi and every book does); the pattern
                // evaluation of a lone stone cannot tell the central cells apart.
                list.push((cr * self.width + cc) as Cell);
                return;
            }
            for (i, _) in self.cells.iter().enumerate() {
                let (c, r) = self.coords(i as Cell);
                if c.abs_diff(cc) <= 2 && r.abs_diff(cr) <= 2 {
                    list.push(i as Cell);
                }
            }
            return;
        }
        if self.window_forced(list) {
            return;
        }
        // On a board no more than three cells across, every cell is within two steps of any stone.
        let all_near = self.width <= 3 && self.height <= 3;
        for (i, &v) in self.cells.iter().enumerate() {
            if v == 0
                && (all_near || self.near_stone(i as Cell, 2))
                && !self.is_foul_for_mover(i as Cell)
            {
                list.push(i as Cell);
            }
        }
        if let Some(w) = &self.windows {
            w.order(list);
        }
    }

    #[inline]
    fn is_legal(&self, m: Cell) -> bool {
        self.outcome.is_none()
            && self.cells.get(m as usize) == Some(&0)
            && !self.is_foul_for_mover(m)
    }

    fn make(&mut self, m: Cell) {
        debug_assert!(self.is_legal(m));
        self.history.push(Undo {
            cell: m,
            outcome: self.outcome,
        });
        let s = self.side;
        self.cells[m as usize] = s.index() as u8 + 1;
        // Every real five is a five by pattern (the patterns over-report, never miss), so the
        // board is asked only where the pattern sees one.
        let mut maybe_five = true;
        if let Some(p) = self.pat.as_deref_mut() {
            maybe_five = p.makes_five(m as usize, s.index());
            p.place(m as usize, s.index(), &self.cells);
        }
        let won = match self.windows.as_mut() {
            Some(w) if self.rule == Rule::Freestyle => w.place(m as usize, s.index()),
            Some(w) => {
                w.place(m as usize, s.index());
                self.wins_at(m)
            }
            None => maybe_five && self.wins_at(m),
        };
        self.stones += 1;
        self.key ^= CELL_KEYS[s.index() * MAX_CELLS + m as usize] ^ SIDE_KEY;
        self.side = !s;
        self.outcome = if won {
            Some(Outcome::win(s, Termination::KInRow))
        } else if self.stones == self.cells.len() {
            Some(Outcome::draw(Termination::FullBoard))
        } else {
            None
        };
    }

    fn unmake(&mut self) {
        let Some(u) = self.history.pop() else { return };
        self.side = !self.side;
        let s = self.side;
        self.cells[u.cell as usize] = 0;
        if let Some(p) = self.pat.as_deref_mut() {
            p.remove(u.cell as usize, &self.cells);
        }
        if let Some(w) = self.windows.as_mut() {
            w.remove(u.cell as usize, s.index());
        }
        self.stones -= 1;
        self.key ^= CELL_KEYS[s.index() * MAX_CELLS + u.cell as usize] ^ SIDE_KEY;
        self.outcome = u.outcome;
    }

    fn last_move(&self) -> Option<Cell> {
        self.history.last().map(|u| u.cell).filter(|&c| c != PASS)
    }

    /// Passing is a search heuristic on the pattern boards (Rapfi's null move): not while
    /// facing a four, nor once the game is over.
    fn null_move_allowed(&self) -> bool {
        self.pat.is_some() && self.outcome.is_none() && !self.facing_four()
    }

    /// Rapfi's null move: only from depth 10 (renju 8, standard 11), where the static
    /// evaluation clears beta by a margin shrinking with depth, reduced by about four plies.
    fn null_move_terms(&self, depth: i32) -> NullMoveTerms {
        let (min_depth, bias, cap, r_bias, r_scale) = match self.rule {
            Rule::Renju => (8, 624, 230, 4.29, 0.17),
            Rule::Standard => (11, 538, 345, 4.07, 0.134),
            _ => (10, 585, 315, 3.67, 0.135),
        };
        NullMoveTerms {
            min_depth,
            margin: bias - (28 * depth).min(cap),
            reduction: (r_bias + r_scale * depth as f32).round() as i32,
        }
    }

    fn make_null(&mut self) {
        self.history.push(Undo {
            cell: PASS,
            outcome: self.outcome,
        });
        self.key ^= SIDE_KEY;
        self.side = !self.side;
    }

    fn unmake_null(&mut self) {
        if self.history.pop().is_some() {
            self.side = !self.side;
            self.key ^= SIDE_KEY;
        }
    }

    #[inline]
    fn key(&self) -> u64 {
        self.key
    }

    /// A placement changes the key by the stone's and the side's keys alone (as `make`).
    #[inline]
    fn key_after(&self, m: Cell) -> Option<u64> {
        Some(self.key ^ CELL_KEYS[self.side.index() * MAX_CELLS + m as usize] ^ SIDE_KEY)
    }

    #[inline]
    fn terminal(&self) -> Option<Outcome> {
        self.outcome
    }

    fn no_moves_outcome(&self) -> Outcome {
        Outcome::draw(Termination::FullBoard)
    }

    fn evaluate(&self) -> i32 {
        if self.pat.is_some() {
            return self.pattern_eval();
        }
        match &self.windows {
            Some(w) => window_eval::combine(w.score(), w.threats(), self.side, self.k),
            None => window_eval::evaluate(self),
        }
    }

    fn generate_tactical(&self, list: &mut MoveList<Cell>, qdepth: u32) {
        if self.outcome.is_none() && self.pat.is_some() {
            self.pattern_tactical(list, qdepth);
        }
    }

    /// Facing a four with no legal block (renju: the block is black's foul) loses.
    fn unanswered_check_loses(&self) -> bool {
        self.pat.is_some()
    }

    /// Facing the opponent's four counts as check: it must be answered.
    fn in_check(&self) -> bool {
        self.pat.is_some() && self.outcome.is_none() && self.facing_four()
    }

    /// The opponent has a point that makes an open four, a double four, a four with an open
    /// three (or a five): a threat the evaluation scores but only a search can refute.
    fn facing_threat(&self) -> bool {
        self.pat.as_deref().is_some_and(|p| {
            let opp = (!self.side).index();
            [C_FOUR_THREE, C_FLEX4, C_FIVE]
                .iter()
                .any(|&c| p.combo_count(opp, c) > 0)
        })
    }

    /// A move that makes or blocks an open three or more (a line of class `FLEX3` or above).
    fn is_tactical(&self, m: Cell) -> bool {
        self.pat
            .as_deref()
            .is_some_and(|p| p.key(m as usize, 0) | p.key(m as usize, 1) != 0)
    }

    /// Moves that only make or block an open three are reducible late in the list (a busy board
    /// has many); blocks of an open three's open-four points are searched at full depth, and so
    /// are fours where the rule does not reduce them ([`Game::reduces_checks`]). Measured with
    /// the initiative bonus of the evaluation (`eval.rs`), which it needs: alone it lost ground
    /// (177 against 187 wins of 200 at 100,000 nodes).
    fn is_reducible(&self, m: Cell) -> bool {
        self.pat.as_deref().is_none_or(|p| {
            let me = self.side.index();
            // No opposing line of class `FLEX4` or above; no own `BLOCK4` or above unless fours
            // are reduced.
            (self.reduces_checks() || p.key(m as usize, me) & KEY_FOUR == 0)
                && p.key(m as usize, 1 - me) & KEY_FLEX4 == 0
        })
    }

    /// Freestyle and standard gomoku reduce late fours as any late move (Rapfi reduces every
    /// move past the first; the block a four forces is extended all the same): +6.4 ± 9.2 in
    /// self-play over 5340 games of the two rules (stop 91, undecided but positive in both).
    /// Renju (level: +1.0 over 1400 games, stop 92) and caro keep their fours at full depth, as
    /// do the small boards.
    fn reduces_checks(&self) -> bool {
        self.pat.is_some() && matches!(self.rule, Rule::Freestyle | Rule::Standard)
    }

    /// Reverse futility and futility pruning on the pattern evaluation (Rapfi prunes on its
    /// static evaluation alike); not for the small exactly-searched boards.
    fn futility_margin(&self) -> Option<i32> {
        self.pat.is_some().then_some(FUTILITY_MARGIN)
    }

    /// Renju prunes no move by futility, as Rapfi prunes none (its move-count, trivial-move
    /// and razoring rules do that work): in renju self-play +16.8 over 1157 games from a book
    /// of 822 distinct games (stop 87), level over 1068 from the large renju book (stop 88);
    /// −11.5 in freestyle.
    fn prunes_futile_moves(&self) -> bool {
        self.rule != Rule::Renju
    }

    /// The fail-high margin: `FAIL_HIGH_SCALE · depth + FAIL_HIGH_BIAS`, and `FAIL_HIGH_THREAT`
    /// more while the opponent threatens a win the evaluation cannot settle (`facing_threat`).
    fn fail_high_margin(&self, depth: i32) -> Option<i32> {
        self.pat.is_some().then(|| {
            FAIL_HIGH_SCALE * depth
                + FAIL_HIGH_BIAS
                + if self.facing_threat() {
                    FAIL_HIGH_THREAT
                } else {
                    0
                }
        })
    }

    /// A move that makes a four (or a five) for the side to move.
    fn threatens_win(&self, m: Cell) -> bool {
        self.pat
            .as_deref()
            .is_some_and(|p| p.key(m as usize, self.side.index()) & KEY_FOUR != 0)
    }

    /// A move that makes an open three or more for the side to move.
    fn makes_attack(&self, m: Cell) -> bool {
        self.pat
            .as_deref()
            .is_some_and(|p| p.key(m as usize, self.side.index()) != 0)
    }

    /// Renju: a black move the patterns call a double three or double four but the exact foul
    /// check allows (say, a three whose open-four point is itself a foul is no three) is
    /// reduced a ply less, as Rapfi's "false forbidden" moves (measured level in renju
    /// self-play: few positions hold one).
    fn reduction_relief(&self, m: Cell) -> i32 {
        let false_foul = self.rule == Rule::Renju
            && self.side == Side::First
            && self
                .pat
                .as_deref()
                .is_some_and(|p| is_foul(p.key(m as usize, 0)));
        i32::from(false_foul)
    }

    /// On the pattern boards a move gives check exactly when it makes a four: the patterns see
    /// every four (they over-report, never miss), and a stone changes only its own lines.
    fn check_known_before(&self, m: Cell) -> Option<bool> {
        self.pat.is_some().then(|| self.threatens_win(m))
    }

    /// Rapfi's quick win check on the pattern counts (`settle.rs`).
    fn settled_result(&self) -> Option<i32> {
        let p = self.pat.as_deref()?;
        if self.outcome.is_some() {
            return None;
        }
        self.settled_threats(p)
    }

    /// Rapfi's shapes of reverse futility, the not-improving reduction and the stale PV move.
    fn sharp_selectivity(&self) -> bool {
        self.pat.is_some()
    }

    /// In freestyle and standard gomoku the block of a four is searched
    /// `CHECK_EXTENSION_FRACTION` sixteenths of a ply deeper than other games' check replies
    /// (Rapfi's 1.3-ply extension); renju and caro (untested) keep the whole ply, as do the
    /// small exactly-searched boards.
    fn check_extension_fraction(&self) -> i32 {
        match self.rule {
            Rule::Freestyle | Rule::Standard if self.pat.is_some() => CHECK_EXTENSION_FRACTION,
            _ => 0,
        }
    }

    /// A move that makes neither side an open two or a three (or more) on any of its lines.
    fn trivial_at(&self, m: Cell, depth: i32) -> bool {
        depth <= TRIVIAL_MAX_DEPTH
            && self
                .pat
                .as_deref()
                .is_some_and(|p| p.best(m as usize, 0) < FLEX2 && p.best(m as usize, 1) < FLEX2)
    }

    /// Logarithmic late-move reductions: a well-ordered gomoku move list holds many moves
    /// that need no full-depth look (renju's fewer, as Rapfi's: measured, see the divisors).
    fn lmr_divisor(&self) -> Option<f32> {
        self.pat.is_some().then_some(match self.rule {
            Rule::Renju => LMR_DIVISOR_RENJU,
            _ => LMR_DIVISOR,
        })
    }

    /// Move-count pruning at every depth, over every move: fours and blocks of an open three
    /// are ordered first, so the count keeps the ones that matter (as Rapfi's move-count
    /// pruning, which spares no move kind).
    fn move_count_curve(&self) -> Option<(f32, f32)> {
        self.pat.is_some().then_some(MOVE_COUNT_CURVE)
    }

    /// Singular extensions with multi-cut on the pattern evaluation (not for the small
    /// exactly-searched boards).
    fn singular_margin(&self) -> Option<i32> {
        self.pat.is_some().then_some(SINGULAR_MARGIN)
    }

    /// From six plies of remaining depth (the generic search's seven; Rapfi's 6.65).
    fn singular_min_depth(&self) -> i32 {
        SINGULAR_MIN_DEPTH
    }

    fn forced_win(&self, budget: u64) -> Option<crate::game::ForcedWin<Cell>> {
        threat::find_win(self, budget, budget / 4, 6).map(|w| crate::game::ForcedWin {
            line: w.line,
            plies: w.plies,
            nodes: w.nodes,
        })
    }

    /// Narrower than the default on the pattern boards; the exact small boards keep it.
    fn aspiration_window(&self) -> i32 {
        if self.pat.is_some() {
            ASPIRATION_WINDOW
        } else {
            DEFAULT_ASPIRATION_WINDOW
        }
    }

    /// The pattern ordering value (`moves.rs`: attack and defence sums, double-threat bonus),
    /// weighted against the history.
    fn quiet_order_bonus(&self, m: Cell) -> i32 {
        self.move_value(m) * QUIET_PATTERN_WEIGHT
    }

    fn tactical_value(&self, m: Cell) -> i32 {
        self.move_value(m)
    }

    #[inline]
    fn pack(m: Cell) -> PackedMove {
        PackedMove(m + 1)
    }

    fn unpack(&self, p: PackedMove) -> Option<Cell> {
        let m = p.0.checked_sub(1)?;
        self.is_legal(m).then_some(m)
    }

    fn fen(&self) -> String {
        fen::to_fen(self)
    }

    fn max_remaining_plies(&self) -> Option<usize> {
        Some(self.cells.len() - self.stones)
    }
}
