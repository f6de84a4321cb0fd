//! Games and the one trait the search needs from them.
//!
//! `Game` is implemented by `kinrow::Board` (tic-tac-toe, gomoku and relatives) and, in its own
//! module, by xiangqi. Search is generic over `G: Game` and monomorphised; the runtime choice of game
//! is the `Variant` enum and the position is held as an [`AnyGame`], matched once per `go`.
//! [`perft`] counts the move tree of any `Game`.

pub mod any;
pub mod kinrow;
pub mod perft;
pub mod tuning;
pub mod variant;
pub mod wdl;
pub mod xiangqi;

pub use any::{AnyGame, MoveDialect, MoveError, PositionError};
pub use variant::{Variant, VariantError};

use crate::core::{MoveList, Outcome, PackedMove, Side};
use std::fmt::Debug;

/// A win proved by a game-specific solver before the search ([`Game::forced_win`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForcedWin<M> {
    /// Attacker and defender moves, attacker first.
    pub line: Vec<M>,
    /// Plies until the win.
    pub plies: u32,
    /// Nodes the solver searched.
    pub nodes: u64,
}

/// Half-width of the root's first aspiration window unless the game asks otherwise
/// ([`Game::aspiration_window`]), on the evaluation's own scale.
pub const DEFAULT_ASPIRATION_WINDOW: i32 = 30;

/// Shallowest remaining depth at which singular extensions are tried unless the game asks
/// otherwise ([`Game::singular_min_depth`]).
pub const DEFAULT_SINGULAR_MIN_DEPTH: i32 = 7;

/// When and how far the null move is tried ([`Game::null_move_terms`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NullMoveTerms {
    /// The least remaining depth at which the null move is tried.
    pub min_depth: i32,
    /// How far the static evaluation must clear beta, on the evaluation's scale.
    pub margin: i32,
    /// Plies the null move's search is reduced by, beyond the move's own.
    pub reduction: i32,
}

/// A two-player, perfect-information game position with an internal undo stack.
///
/// Contract used by search and perft:
/// * `generate_moves` lists every legal move by the game's rules (empty when the game is won or the
///   board is full; a xiangqi side with no moves has lost). It does **not** look at repetition.
/// * `terminal` is the cheap check done at every search node: endings decided without generating
///   moves (a completed line, a full board, a repetition verdict, a move-count rule).
/// * `make` must only be given a move that `generate_moves` would list (or that `is_legal` accepts);
///   `unmake` undoes the last `make`.
pub trait Game: Clone + Send + Sync + 'static {
    /// The game's move, small and copyable.
    type Move: Copy + Eq + Default + Debug + Send + Sync + 'static;

    /// The side whose turn it is.
    fn side_to_move(&self) -> Side;

    /// Number of moves made since the position was set up (the undo stack's depth).
    fn ply(&self) -> usize;

    /// Every legal move, in a deterministic order.
    fn generate_moves(&self, list: &mut MoveList<Self::Move>);

    /// The moves the search should consider: by default all legal moves. Games with huge branching
    /// (gomoku) narrow this to the moves that matter (near stones, forced replies).
    fn generate_candidates(&self, list: &mut MoveList<Self::Move>) {
        self.generate_moves(list);
    }

    /// Moves examined by quiescence search `qdepth` plies past the horizon (captures, fours);
    /// empty by default.
    fn generate_tactical(&self, _list: &mut MoveList<Self::Move>, _qdepth: u32) {}

    /// True when a side in check for which `generate_tactical` lists no evasion has lost (a
    /// renju black facing a four whose only block is a foul): quiescence then scores the loss
    /// instead of the static evaluation. False by default.
    fn unanswered_check_loses(&self) -> bool {
        false
    }

    /// True when `m` is legal in this position.
    fn is_legal(&self, m: Self::Move) -> bool;

    /// Plays a legal move.
    fn make(&mut self, m: Self::Move);

    /// Takes back the last move made with `make`.
    fn unmake(&mut self);

    /// The last move made, if any.
    fn last_move(&self) -> Option<Self::Move>;

    /// Zobrist key of the position including the side to move, updated incrementally.
    fn key(&self) -> u64;

    /// The key `key` will give once the legal move `m` is made, where it is cheap to know
    /// beforehand: the search then asks the table to fetch that entry's memory while `make`
    /// runs. `None` (the default): no prefetch.
    fn key_after(&self, _m: Self::Move) -> Option<u64> {
        None
    }

    /// A game end that can be seen without generating moves (checked at every search node).
    fn terminal(&self) -> Option<Outcome>;

    /// The result when the side to move has no legal move and `terminal` said nothing.
    fn no_moves_outcome(&self) -> Outcome;

    /// The full verdict of the rules: `terminal`, or the no-legal-move result.
    fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.terminal() {
            return Some(o);
        }
        let mut list = MoveList::new();
        self.generate_moves(&mut list);
        if list.is_empty() {
            Some(self.no_moves_outcome())
        } else {
            None
        }
    }

    /// Static evaluation from the side to move's point of view, in centipawn-like units
    /// (never a mate score).
    fn evaluate(&self) -> i32;

    /// Packs a move into 16 bits (never `PackedMove::NONE`).
    fn pack(m: Self::Move) -> PackedMove;

    /// Unpacks a move and returns it only if it is legal here (guards against hash collisions).
    fn unpack(&self, p: PackedMove) -> Option<Self::Move>;

    /// An upper bound on the plies left before the game must end (a placement game's empty
    /// cells), if the game has one. The search solves subtrees within that horizon exactly.
    fn max_remaining_plies(&self) -> Option<usize> {
        None
    }

    /// True when the side to move is in check (xiangqi); false for games without checks.
    fn in_check(&self) -> bool {
        false
    }

    /// True when the opponent threatens a forced win that a static evaluation of the position
    /// does not settle (gomoku: a point that makes an open four or a double four). The search
    /// then trusts no static cut at this node (reverse futility pruning). False by default.
    fn facing_threat(&self) -> bool {
        false
    }

    /// A cheap test before making `m`: false when `m` surely gives no direct check (the moved
    /// piece cannot attack the enemy general from its target square). Discovered checks need not
    /// be seen. True by default.
    fn may_give_check(&self, _m: Self::Move) -> bool {
        true
    }

    /// Whether making `m` puts the opponent in check, where the game can tell before making it
    /// (the search then prunes a futile quiet move without making it). `None` (the default):
    /// the search makes the move to see.
    fn check_known_before(&self, _m: Self::Move) -> Option<bool> {
        None
    }

    /// True when a move can give check in this game. The search then spares checking moves
    /// from late-move pruning (a make and unmake of each move it would prune) and searches
    /// quiet checks at the first quiescence ply.
    fn has_checks(&self) -> bool {
        false
    }

    /// True when `m` captures or makes a direct threat: ordered early, not reduced.
    fn is_tactical(&self, _m: Self::Move) -> bool {
        false
    }

    /// True when late-move reductions may shorten the search of `m` (by default every move that
    /// is not tactical). A game whose tactical moves are many and graded (gomoku's threes) may
    /// reduce its milder ones.
    fn is_reducible(&self, m: Self::Move) -> bool {
        !self.is_tactical(m)
    }

    /// The divisor of logarithmic late-move reductions (`ln depth · ln index / divisor` plies),
    /// or `None` (the default) for the fixed reductions of one to three plies.
    fn lmr_divisor(&self) -> Option<f32> {
        None
    }

    /// Half-width of the root's first aspiration window around the previous iteration's score
    /// (from depth 4, doubled on each failure), on the evaluation's own scale.
    fn aspiration_window(&self) -> i32 {
        DEFAULT_ASPIRATION_WINDOW
    }

    /// The margin per ply of depth below the table's score that every other move must stay
    /// under for the table's move to be called singular and searched a ply deeper (singular
    /// extensions; when even that lowered bound fails high the node is cut: multi-cut), on the
    /// evaluation's own scale. `None` (the default) never extends.
    fn singular_margin(&self) -> Option<i32> {
        None
    }

    /// The shallowest remaining depth at which the singular test is tried (where
    /// [`Game::singular_margin`] allows it at all).
    fn singular_min_depth(&self) -> i32 {
        DEFAULT_SINGULAR_MIN_DEPTH
    }

    /// How far a quiet move's history (and continuation history) moves when it cuts at
    /// `depth` plies, and falls for each quiet move tried before it, on the tables' scale of
    /// ±16384 (each update also decays the old value by `value · bonus / 16384`). The default,
    /// `depth²` up to 400, learns slowly and weighs deep cuts most.
    fn history_bonus(&self, depth: i32) -> i32 {
        (depth * depth).min(400)
    }

    /// The structure key of the position for the evaluation's correction history (see
    /// [`correction`](crate::search::correction)), and the divisor that turns a correction
    /// entry (±1024) into evaluation units. `None` (the default) keeps no correction.
    fn correction_key(&self) -> Option<(u64, i32)> {
        None
    }

    /// Fail-high reduction (Rapfi's): the margin by which the static evaluation of a non-PV
    /// node (not in check) must clear beta, with `depth` plies left, for its moves to be
    /// searched a ply shallower, all but those that [`Game::threatens_win`]. `None` (the
    /// default) never reduces.
    fn fail_high_margin(&self, _depth: i32) -> Option<i32> {
        None
    }

    /// True when `m` threatens to win on the next move (gomoku: it makes a four), so that a
    /// fail-high reduction spares it. False by default.
    fn threatens_win(&self, _m: Self::Move) -> bool {
        false
    }

    /// True when `m` builds an attack of the side to move's own (gomoku: an open three or
    /// more on one of its lines): two such moves of one side in a row are a continuing attack,
    /// reduced less under the sharper rules. False by default.
    fn makes_attack(&self, _m: Self::Move) -> bool {
        false
    }

    /// Plies of late-move reduction the game's own knowledge spares `m` (renju: a black move
    /// that the patterns call a foul but the exact check allows). Asked before `m` is made;
    /// none by default.
    fn reduction_relief(&self, _m: Self::Move) -> i32 {
        0
    }

    /// A result the threats on the board settle without a search (Rapfi's quick win check):
    /// `Some(n)` when the side to move wins within `n` plies whatever the opponent does,
    /// `Some(-n)` when it loses within `n`. The search scores such a node as a mate at once.
    /// Only for results that hold for every defence; `None` (the default) when unsure.
    fn settled_result(&self) -> Option<i32> {
        None
    }

    /// True when the game asks for the sharper shapes of three node rules (Rapfi's, measured
    /// together with the fail-high reduction): reverse futility a ply shallower, two where the
    /// evaluation is improving; a ply more of late-move reduction in a non-PV node that is not
    /// improving where the reduction is already two plies or more; and, in a PV node, the
    /// table's move from a much shallower search searched up to three plies shallower. False
    /// by default.
    fn sharp_selectivity(&self) -> bool {
        false
    }

    /// True when late-move reductions may shorten a move that gives check (one the game calls
    /// reducible): gomoku's fours, whose forced reply is extended anyway, as Rapfi reduces
    /// them. False by default: checks are searched at full depth.
    fn reduces_checks(&self) -> bool {
        false
    }

    /// Sixteenths of a ply the reply to a check is extended by on top of the whole ply every
    /// game gets (Rapfi extends the block of a four by 1.3 plies): the fractions add up along
    /// the line and a ply more is searched each time they pass a whole one. None by default.
    fn check_extension_fraction(&self) -> i32 {
        0
    }

    /// The remaining depth from which a node whose table entry holds no move is searched one
    /// ply shallower (internal iterative reduction). `None` (the default) never reduces.
    fn iir_min_depth(&self) -> Option<i32> {
        None
    }

    /// Move-count pruning at every depth, as `(base, exponent)`: outside principal-variation
    /// nodes, moves from index `base + depth^exponent` on (half that, rounded up, where the static
    /// evaluation is not improving on the one two plies up) are not searched once a move has
    /// been, reducible or not. `None` (the default) keeps only the shallow late-move pruning of
    /// quiet moves.
    fn move_count_curve(&self) -> Option<(f32, f32)> {
        None
    }

    /// Ordering value of a tactical move (e.g. MVV-LVA); higher is searched first.
    fn tactical_value(&self, _m: Self::Move) -> i32 {
        0
    }

    /// What the game's own judgement adds to a quiet move's history when quiet moves are
    /// ordered (in history units, ±16384 per table). 0 (the default): history alone orders them.
    fn quiet_order_bonus(&self, _m: Self::Move) -> i32 {
        0
    }

    /// How many classes of moves ([`continuation_index`](Game::continuation_index)) the search
    /// keeps continuation history for; 0 (the default) for none.
    fn continuation_slots(&self) -> usize {
        0
    }

    /// The class of `m` (which piece moves to which square), below `continuation_slots()`;
    /// asked before `m` is made.
    fn continuation_index(&self, _m: Self::Move) -> u32 {
        0
    }

    /// True when `m` wins at least `threshold` (evaluation units) by static exchange on its
    /// target square. Games without an exchange evaluator answer true: every move is "good".
    fn see_ge(&self, _m: Self::Move, _threshold: i32) -> bool {
        true
    }

    /// The margin per ply of remaining depth by which the static evaluation must clear beta
    /// before a node is cut without a search (reverse futility pruning, as Stockfish's
    /// "static null move"), on the evaluation's own scale. `None` (the default) where the
    /// evaluation is not a smooth material-like score and such cuts would be unsound.
    fn futility_margin(&self) -> Option<i32> {
        None
    }

    /// True (the default) where near the horizon a quiet move that cannot lift the static
    /// evaluation to alpha by `futility_margin` a ply is left unsearched (futility pruning of
    /// moves). Reverse futility reads the margin either way.
    fn prunes_futile_moves(&self) -> bool {
        true
    }

    /// True when passing is a sound search heuristic here (null-move pruning).
    fn null_move_allowed(&self) -> bool {
        false
    }

    /// The null move's terms at `depth` plies left: the least depth at which it is tried, the
    /// margin by which the static evaluation must clear beta, and the plies its search is
    /// reduced by beyond the move's own. The default: from depth 3, no margin, `2 + depth/4`.
    fn null_move_terms(&self, depth: i32) -> NullMoveTerms {
        NullMoveTerms {
            min_depth: 3,
            margin: 0,
            reduction: 2 + depth / 4,
        }
    }

    /// Passes the turn (only called when `null_move_allowed`).
    fn make_null(&mut self) {}

    /// Undoes `make_null`.
    fn unmake_null(&mut self) {}

    /// A forced win for the side to move found by a game-specific solver (gomoku's threat
    /// search) within about `budget` nodes: the winning line, its length in plies to the end and
    /// the solver's nodes. `None` by default.
    fn forced_win(&self, _budget: u64) -> Option<ForcedWin<Self::Move>> {
        None
    }

    /// True when `m` does so little for either side that the search skips it with `depth` plies
    /// left, once a move has been searched (gomoku's "trivial" moves near the horizon). False
    /// by default.
    fn trivial_at(&self, _m: Self::Move, _depth: i32) -> bool {
        false
    }

    /// The position in the game's FEN dialect.
    fn fen(&self) -> String;
}
