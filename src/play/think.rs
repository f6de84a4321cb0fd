//! How the console asks the engine: the limits for a strength level (a move time; the whole
//! tree on tiny boards at full strength; below full strength the engine's `Skill Level` does the
//! rest) and the relay that brings search reports back to the console's thread.

use super::{Options, MAX_LEVEL};
use crate::game::AnyGame;
use crate::search::{Limits, Listener, SearchInfo, SearchResult};
use std::sync::mpsc::Sender;
use std::sync::Mutex;

/// Forwards search reports to the console thread.
pub(super) struct Relay(pub(super) Mutex<Sender<Result<SearchResult, SearchInfo>>>);

impl Listener for Relay {
    fn info(&self, info: SearchInfo) {
        if let Ok(tx) = self.0.lock() {
            let _ = tx.send(Err(info));
        }
    }

    fn done(&self, result: SearchResult) {
        if let Ok(tx) = self.0.lock() {
            let _ = tx.send(Ok(result));
        }
    }
}

/// The search limits for `level` in `game` under the console's options: the move time (and on
/// tiny boards at full strength, the whole tree). Below full strength the engine's `Skill Level`
/// (set by the console to `level`) caps the depth and chooses among the candidates, exactly as
/// for UCI's `Skill Level` (`search::skill`).
pub(super) fn level_limits(game: &AnyGame, opts: &Options, level: u32) -> Limits {
    let cells = match game {
        AnyGame::Kinrow(ref b) => b.width() * b.height(),
        AnyGame::Xiangqi(_) => usize::MAX,
    };
    let default_ms = match game {
        AnyGame::Kinrow(_) => 1000,
        AnyGame::Xiangqi(_) => 2000,
    };
    if level >= MAX_LEVEL && cells <= 16 {
        return Limits::depth(cells as u32);
    }
    Limits {
        movetime: Some(opts.movetime.unwrap_or(default_ms).max(10)),
        ..Limits::default()
    }
}
