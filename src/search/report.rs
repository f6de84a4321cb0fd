//! What a search tells the outside world: progress (`SearchInfo`, one per completed iteration and
//! principal variation) and the final `SearchResult`, delivered through the `Listener` trait that each
//! protocol implements, and what the table remembers about a position (`HashEntry`, for UCCI's
//! `probe`). Moves travel packed; the protocol spells them.

use crate::core::{PackedMove, Score};

/// Whether a reported score is exact or only a bound (after an aspiration-window failure).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score is at least this.
    Lower,
    /// The true score is at most this.
    Upper,
}

/// One progress report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// Completed iteration depth.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// 1-based index of this principal variation.
    pub multipv: usize,
    /// Score from the side to move's point of view.
    pub score: Score,
    /// Set when `score` is only a bound.
    pub bound: Option<Bound>,
    /// Nodes searched so far by all threads.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// Transposition-table fill in per mille.
    pub hashfull: u32,
    /// Milliseconds since the search started.
    pub time_ms: u64,
    /// The principal variation.
    pub pv: Vec<PackedMove>,
    /// What the main worker knows about this line's first move (all zero when not searched as a
    /// root move, e.g. a solver's line or a finished game).
    pub root: RootStats,
}

/// Bookkeeping on one root move, for analysis displays (GTP `lz-analyze`): no search decision
/// reads it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RootStats {
    /// Nodes the main worker searched below this move, over all iterations so far.
    pub nodes: u64,
    /// Its place in the move ordering's root list (0 = generated first), before any iteration.
    pub order: u32,
    /// How many root moves the search considers.
    pub moves: u32,
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` when there is no legal move (the game is over).
    pub best: Option<PackedMove>,
    /// The expected reply, if known.
    pub ponder: Option<PackedMove>,
    /// Score of the best move.
    pub score: Score,
    /// Last completed depth.
    pub depth: u32,
    /// Total nodes.
    pub nodes: u64,
    /// Milliseconds used.
    pub time_ms: u64,
}

/// Receives search progress; implemented by each protocol session (which formats and prints).
pub trait Listener: Send + Sync {
    /// A completed iteration's report.
    fn info(&self, info: SearchInfo);
    /// The search ended; called exactly once per search.
    fn done(&self, result: SearchResult);
    /// Progress inside an iteration, as the search's `Limits::live` asked for (ignored unless
    /// the listener cares).
    fn live(&self, _event: super::live::LiveEvent) {}
}

/// What the transposition table remembers about one position, as the outside world may read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HashEntry {
    /// Best or refuting move, possibly `PackedMove::NONE`.
    pub mv: PackedMove,
    /// Score from the view of the side to move in that position (mates counted from it).
    pub score: Score,
    /// Remaining depth of the search that stored it (never negative).
    pub depth: u32,
    /// `None` for an exact score, else which bound it is.
    pub bound: Option<Bound>,
}

/// A complete report of principal variation `multipv` with `score` and a one-move line whose
/// move number is `multipv` (for the tests of the choosers among candidates).
#[cfg(test)]
pub(crate) fn test_line(multipv: usize, score: i32) -> SearchInfo {
    SearchInfo {
        depth: 3,
        seldepth: 3,
        multipv,
        score: crate::core::Score(score),
        bound: None,
        nodes: 0,
        nps: 0,
        hashfull: 0,
        time_ms: 0,
        pv: vec![crate::core::PackedMove(multipv as u16)],
        root: Default::default(),
    }
}
