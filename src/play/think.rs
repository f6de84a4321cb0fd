//! How the console asks the engine: the limits for a strength level (a depth and a move time;
//! the whole tree on tiny boards at full strength) and the relay that brings search reports
//! back to the console's thread.

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

/// The search limits for `level` in `game` under the console's options, and how many
/// candidates to weigh (more than one below full strength, where noise picks among them).
pub(super) fn level_limits(game: &AnyGame, opts: &Options, level: u32) -> (Limits, usize) {
    let cells = match game {
        AnyGame::Kinrow(ref b) => b.width() * b.height(),
        AnyGame::Xiangqi(_) => usize::MAX,
    };
    let default_ms = match game {
        AnyGame::Kinrow(_) => 1000,
        AnyGame::Xiangqi(_) => 2000,
    };
    let movetime = opts.movetime.unwrap_or(default_ms).max(10);
    let small = cells <= 16;
    if level >= MAX_LEVEL {
        if small {
            return (Limits::depth(cells as u32), 1);
        }
        let limits = Limits {
            movetime: Some(movetime),
            ..Limits::default()
        };
        return (limits, 1);
    }
    let depth = if small {
        (level * cells as u32 / MAX_LEVEL).max(1)
    } else if opts.variant.is_kinrow() {
        1 + level / 4
    } else {
        1 + level / 3
    };
    let limits = Limits {
        depth: Some(depth),
        movetime: Some(movetime),
        ..Limits::default()
    };
    (limits, 3)
}
