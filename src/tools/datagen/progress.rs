//! Progress of a datagen run on stderr: a line about every two seconds (games done of the total,
//! positions written, positions per second of this run) and a summary line at the end. Stdout stays
//! empty.

use super::selfplay::Counts;
use std::time::{Duration, Instant};

/// Seconds between progress lines.
pub const INTERVAL: Duration = Duration::from_secs(2);

/// Counts of a run, for the progress lines and the summary.
#[derive(Debug)]
pub struct Progress {
    start: Instant,
    last: Instant,
    total_games: usize,
    /// Games in the file (earlier runs included).
    pub games_done: usize,
    /// Games played by this run.
    pub games_played: usize,
    /// Positions written by this run.
    pub positions: u64,
    /// Plies played by this run (random openings included).
    pub plies: u64,
    /// Nodes searched by this run.
    pub nodes: u64,
    /// Searched positions kept and filtered by this run.
    pub counts: Counts,
}

/// What a finished run did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Summary {
    /// Games played by this run.
    pub games: usize,
    /// Positions written by this run.
    pub positions: u64,
    /// Wall time in seconds.
    pub seconds: f64,
}

impl Progress {
    /// Starts counting; `games_done` games of `total_games` are already in the file.
    pub fn new(games_done: usize, total_games: usize) -> Progress {
        let now = Instant::now();
        Progress {
            start: now,
            last: now,
            total_games,
            games_done,
            games_played: 0,
            positions: 0,
            plies: 0,
            nodes: 0,
            counts: Counts::default(),
        }
    }

    fn rate(&self) -> f64 {
        self.positions as f64 / self.start.elapsed().as_secs_f64().max(1e-3)
    }

    /// Time left until the next progress line is due.
    pub fn until_next(&self) -> Duration {
        INTERVAL.saturating_sub(self.last.elapsed())
    }

    /// The progress line, if one is due.
    pub fn due_line(&mut self) -> Option<String> {
        if self.last.elapsed() < INTERVAL {
            return None;
        }
        self.last = Instant::now();
        Some(format!(
            "datagen: games {}/{}, positions {}, {:.0} positions/s",
            self.games_done,
            self.total_games,
            self.positions,
            self.rate()
        ))
    }

    /// The summary of the run.
    pub fn summary(&self) -> Summary {
        Summary {
            games: self.games_played,
            positions: self.positions,
            seconds: self.start.elapsed().as_secs_f64(),
        }
    }

    /// The final line.
    pub fn summary_line(&self) -> String {
        let s = self.summary();
        let rate = self.rate();
        format!(
            "datagen: done, {} games played ({}/{} in the file), {} positions in {:.1} s: {:.0} positions/s, {:.0} positions/hour, {:.1} plies/game, {:.0} nodes/s; searched {}, skipped {} in check, {} tactical, {} proven",
            s.games,
            self.games_done,
            self.total_games,
            s.positions,
            s.seconds,
            rate,
            rate * 3600.0,
            self.plies as f64 / s.games.max(1) as f64,
            self.nodes as f64 / s.seconds.max(1e-3),
            self.counts.searched,
            self.counts.in_check,
            self.counts.tactical,
            self.counts.proven,
        )
    }
}
