//! What bounds a search, independent of the protocol that asked for it: depth, nodes, a fixed move
//! time, the players' clocks, infinite/ponder mode, a mate distance and a restricted root move list.

use super::live::LiveOptions;
use crate::core::{PackedMove, Side};

/// The limits of one search; every field optional, as in UCI's `go`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Stop after completing this many plies of iterative deepening.
    pub depth: Option<u32>,
    /// Stop after (about) this many nodes; exact with one thread.
    pub nodes: Option<u64>,
    /// Think exactly this long, in milliseconds.
    pub movetime: Option<u64>,
    /// Remaining clock per side in milliseconds (may be zero or negative), indexed by `Side::index`.
    pub time: [Option<i64>; 2],
    /// Increment per move per side in milliseconds.
    pub inc: [i64; 2],
    /// Moves until the next time control; `None` means sudden death.
    pub movestogo: Option<u32>,
    /// Never think longer than this on one move, whatever the clock allows (Gomocup's
    /// `timeout_turn`), in milliseconds.
    pub turn_ms: Option<u64>,
    /// Search until told to stop.
    pub infinite: bool,
    /// Pondering: search on the opponent's time until `ponderhit` or `stop`.
    pub ponder: bool,
    /// Look for a mate in at most this many moves.
    pub mate: Option<u32>,
    /// Only these root moves (empty means all).
    pub searchmoves: Vec<PackedMove>,
    /// Progress to report inside an iteration (not a limit: it never changes the search).
    pub live: LiveOptions,
}

impl Limits {
    /// Limits that stop only at the given depth.
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }

    /// True when some clock-based limit applies to `side`.
    pub fn uses_clock(&self, side: Side) -> bool {
        self.movetime.is_some() || self.turn_ms.is_some() || self.time[side.index()].is_some()
    }

    /// True when the search must not end (and report) before `stop` or `ponderhit`.
    pub fn waits_for_stop(&self) -> bool {
        self.infinite || self.ponder
    }
}
