//! The [`Game`] implementation for [`Position`]: the search-facing contract (legal moves, tactical
//! moves, make/unmake, terminal verdicts, evaluation, move packing).

use super::eval;
use super::position::Position;
use super::types::*;
use crate::core::{MoveList, Outcome, PackedMove, Side, Termination};
use crate::game::Game;

/// Reverse futility margin per ply of remaining depth (a soldier is worth about 100).
const FUTILITY_MARGIN: i32 = 80;
/// History bonus per ply of depth (see `history_bonus`).
const HISTORY_BONUS_PER_PLY: i32 = 400;
/// Largest history bonus, reached from depth 7.
const HISTORY_BONUS_MAX: i32 = 2400;
/// Correction-history entries (±1024) are divided by this to correct the evaluation.
const CORRECTION_DIVISOR: i32 = 32;
/// Continuation-history classes: each side's seven piece kinds times the ninety targets, as
/// `continuation_index` numbers them.
const CONTINUATION_CLASSES: usize = 2 * 7 * 90;

/// Plies without capture after which the 60-move rule draws.
pub const SIXTY_MOVE_PLIES: u16 = 120;

impl Position {
    /// Endings visible without generating moves: a repetition verdict or the 60-move rule
    /// (which yields to checkmate).
    pub fn terminal_outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.repetition_outcome() {
            return Some(o);
        }
        if self.rules.sixty_move && self.halfmove >= SIXTY_MOVE_PLIES {
            if self.checked && !self.has_legal_move() {
                return None;
            }
            return Some(Outcome::draw(Termination::MoveLimit));
        }
        None
    }

    /// The end of the game as a referee (a match, the console) judges it: no legal move (checkmate
    /// or stalemate, both lost), the third occurrence of a position (perpetual check loses, else
    /// perpetual chase loses, else a draw), or 120 plies without a capture.
    pub fn referee_outcome(&self) -> Option<Outcome> {
        if !self.has_legal_move() {
            return Some(self.no_moves_outcome());
        }
        if let Some(o) = self.referee_repetition_outcome() {
            return Some(o);
        }
        if self.rules.sixty_move && self.halfmove >= SIXTY_MOVE_PLIES {
            return Some(Outcome::draw(Termination::MoveLimit));
        }
        None
    }
}

impl Game for Position {
    type Move = Move;

    #[inline]
    fn side_to_move(&self) -> Side {
        self.side
    }

    #[inline]
    fn ply(&self) -> usize {
        self.history.len()
    }

    #[inline]
    fn generate_moves(&self, list: &mut MoveList<Move>) {
        self.generate::<false>(list);
    }

    /// Captures, or every evasion when in check.
    fn generate_tactical(&self, list: &mut MoveList<Move>, _qdepth: u32) {
        if self.checked {
            self.generate::<false>(list);
        } else {
            self.generate::<true>(list);
        }
    }

    fn is_legal(&self, m: Move) -> bool {
        self.is_legal_move(m)
    }

    #[inline]
    fn make(&mut self, m: Move) {
        self.make_move(m);
    }

    #[inline]
    fn unmake(&mut self) {
        self.unmake_move();
    }

    fn last_move(&self) -> Option<Move> {
        self.history.last().map(|u| u.mv).filter(|&m| m != Move(0))
    }

    #[inline]
    fn key(&self) -> u64 {
        self.key
    }

    #[inline]
    fn key_after(&self, m: Move) -> Option<u64> {
        Some(self.key_after_move(m))
    }

    fn terminal(&self) -> Option<Outcome> {
        self.terminal_outcome()
    }

    /// Checkmate and stalemate both lose for the side to move.
    fn no_moves_outcome(&self) -> Outcome {
        let t = if self.checked {
            Termination::Checkmate
        } else {
            Termination::Stalemate
        };
        Outcome::win(!self.side, t)
    }

    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }

    #[inline]
    fn pack(m: Move) -> PackedMove {
        PackedMove(m.0)
    }

    fn unpack(&self, p: PackedMove) -> Option<Move> {
        let m = Move(p.0);
        self.is_legal_move(m).then_some(m)
    }

    #[inline]
    fn in_check(&self) -> bool {
        self.checked
    }

    /// Captures.
    #[inline]
    fn is_tactical(&self, m: Move) -> bool {
        self.board[m.to() as usize] != 0
    }

    /// MVV-LVA for captures, 0 otherwise.
    fn tactical_value(&self, m: Move) -> i32 {
        let victim = self.board[m.to() as usize];
        if victim == 0 {
            0
        } else {
            eval::mvv_lva(self.board[m.from() as usize], victim)
        }
    }

    /// Fourteen pieces times ninety targets (the classes of `continuation_index`).
    fn continuation_slots(&self) -> usize {
        CONTINUATION_CLASSES
    }

    /// `(side * 7 + kind - 1) * 90 + target square`.
    #[inline]
    fn continuation_index(&self, m: Move) -> u32 {
        let p = self.board[m.from() as usize];
        let side = u32::from(p & BLACK != 0);
        let kind = u32::from(p & KIND_MASK).saturating_sub(1);
        (side * 7 + kind) * 90 + index90(m.to()) as u32
    }

    #[inline]
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        Position::see_ge(self, m, threshold)
    }

    /// Xiangqi has checks: the search spares checking moves from pruning and looks for quiet
    /// checks in quiescence.
    fn has_checks(&self) -> bool {
        true
    }

    /// By geometry alone: a chariot or cannon lands on the general's file or rank, a horse a
    /// horse's move away, a soldier next to it.
    fn may_give_check(&self, m: Move) -> bool {
        const HORSE: u8 = Kind::Horse as u8;
        const CHARIOT: u8 = Kind::Chariot as u8;
        const CANNON: u8 = Kind::Cannon as u8;
        const SOLDIER: u8 = Kind::Soldier as u8;
        let g = self.general(!self.side);
        let df = file_of(m.to()).abs_diff(file_of(g));
        let dr = rank_of(m.to()).abs_diff(rank_of(g));
        match self.board[m.from() as usize] & KIND_MASK {
            CHARIOT | CANNON => df == 0 || dr == 0,
            HORSE => (df == 1 && dr == 2) || (df == 2 && dr == 1),
            SOLDIER => df + dr == 1,
            _ => false,
        }
    }

    /// Eighty hundredths of a soldier per ply: the evaluation is material-like.
    #[inline]
    fn futility_margin(&self) -> Option<i32> {
        Some(FUTILITY_MARGIN)
    }

    /// Logarithmic late-move reductions, `ln depth · ln index / 1.5` plies (Stockfish's table
    /// is about `ln depth · ln index / 2.1` before its adjustments; xiangqi's quiet moves are
    /// many and the ordering is good enough to reduce late ones harder).
    fn lmr_divisor(&self) -> Option<f32> {
        Some(1.5)
    }

    /// Two hundredths of a soldier per ply (Stockfish's early `2 · depth` on a pawn about
    /// twice as large).
    fn singular_margin(&self) -> Option<i32> {
        Some(2)
    }

    /// A history bonus nearly linear in depth, `400·depth − 300` up to 2400 (about Stockfish's
    /// shape and share of the table's range): the tables follow the search's current lines
    /// much faster than with `depth²`.
    fn history_bonus(&self, depth: i32) -> i32 {
        (HISTORY_BONUS_PER_PLY * depth - HISTORY_BONUS_PER_PLY * 3 / 4).clamp(0, HISTORY_BONUS_MAX)
    }

    /// Corrects the evaluation by where the soldiers, advisors, elephants and generals stand,
    /// by at most 1024 / 32 = 32 units (about a third of a soldier).
    fn correction_key(&self) -> Option<(u64, i32)> {
        Some((self.structure_key(), CORRECTION_DIVISOR))
    }

    /// Internal iterative reduction from four plies of depth.
    fn iir_min_depth(&self) -> Option<i32> {
        Some(4)
    }

    /// Not in check, and the side has a chariot, horse or cannon (zugzwang guard).
    fn null_move_allowed(&self) -> bool {
        let s = self.side;
        !self.checked
            && self.count(s, Kind::Chariot)
                + self.count(s, Kind::Horse)
                + self.count(s, Kind::Cannon)
                > 0
    }

    fn make_null(&mut self) {
        self.make_null_move();
    }

    fn unmake_null(&mut self) {
        self.unmake_move();
    }

    fn fen(&self) -> String {
        self.to_fen()
    }
}
