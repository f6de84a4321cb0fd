//! Progress inside an iteration, for GUIs that show a long search while it runs: the root move
//! the main worker is on and how it came out (UCI `currmove`, Yixin-Board's `REALTIME` lines),
//! the current lines re-reported at an interval while a depth runs (GTP analysis streams), and
//! every searched root move after each completed iteration (candidates beyond MultiPV). All of
//! it is off unless the search's [`Limits::live`](super::Limits) asks for it, and none of it
//! changes what is searched. The clock is read only at the node-count interval at which the
//! worker already checks its limits, and through the [`LiveSink`], so tests inject their own.

use super::report::{Bound, SearchInfo};
use crate::core::{PackedMove, Score};

/// What progress inside an iteration a search reports (all off by default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LiveOptions {
    /// Report each root move as the main worker enters and leaves it, once this many
    /// milliseconds of the search have passed (Stockfish's `currmove` after 3 s).
    pub root_moves_after_ms: Option<u64>,
    /// ... and only from this iteration depth on.
    pub root_moves_min_depth: u32,
    /// Re-report the lines of the last completed iteration at this interval (milliseconds),
    /// with their node counts brought up to date, while the next iteration runs.
    pub refresh_ms: Option<u64>,
    /// After each completed iteration, report every root move (see [`LiveEvent::Candidates`]);
    /// the refreshed lines are then these candidates.
    pub candidates: bool,
}

impl LiveOptions {
    /// True when any live report is asked for.
    pub fn any(&self) -> bool {
        self.root_moves_after_ms.is_some() || self.refresh_ms.is_some() || self.candidates
    }
}

/// The main worker and one root move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RootMoveEvent {
    /// The iteration's depth.
    pub depth: u32,
    /// The root move.
    pub mv: PackedMove,
    /// Its 1-based place in the iteration's root move list (UCI `currmovenumber`).
    pub number: usize,
    /// The 1-based principal variation being searched (MultiPV index).
    pub multipv: usize,
    /// On leaving: the move's score (a bound when `bound` says so); `Score::DRAW` on entering.
    pub score: Score,
    /// On leaving: set when `score` is only a bound.
    pub bound: Option<Bound>,
    /// On leaving: the move is the best of this line so far (the first searched, or it raised
    /// alpha).
    pub new_best: bool,
}

impl RootMoveEvent {
    /// The main worker entering `mv`, the `number`th root move of principal variation
    /// `multipv` at iteration `depth` (score, bound and `new_best` are filled in on leaving).
    pub fn entering(depth: u32, mv: PackedMove, number: usize, multipv: usize) -> RootMoveEvent {
        RootMoveEvent {
            depth,
            mv,
            number,
            multipv,
            score: Score::DRAW,
            bound: None,
            new_best: false,
        }
    }
}

/// One report from inside an iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveEvent {
    /// The main worker starts searching a root move.
    Enter(RootMoveEvent),
    /// The main worker finished searching a root move.
    Leave(RootMoveEvent),
    /// The lines of the last completed iteration, their `root.nodes` brought up to date (the
    /// counters are filled in by the search).
    Refresh(Vec<SearchInfo>),
    /// Every root move after a completed iteration, best first: the MultiPV lines (exact), then
    /// the others, each with its exact score if it was searched with an open window, else with
    /// the upper bound its null-window search returned (`bound: Some(Upper)`, the line holding
    /// only the move), ordered by that score or bound (ties keep the search's order). Sent just
    /// before the iteration's ordinary reports.
    Candidates(Vec<SearchInfo>),
}

/// Where live reports go, and the clock they are timed by.
pub trait LiveSink: Sync {
    /// Microseconds since the search started.
    fn now_us(&self) -> u64;
    /// Delivers one report.
    fn event(&self, event: LiveEvent);
}

/// The main worker's live-report state.
pub struct LiveState<'a> {
    sink: &'a dyn LiveSink,
    opts: LiveOptions,
    /// The clock as last read (at the node-count interval).
    now_us: u64,
    next_refresh_us: u64,
    /// The lines re-reported by a refresh.
    lines: Vec<SearchInfo>,
    /// The index in `lines` of the root move being searched, and the worker's node count when
    /// it started.
    current: Option<(usize, u64)>,
    /// The root move being searched was reported on entering (so its leaving is reported too).
    entered_shown: bool,
}

impl<'a> LiveState<'a> {
    /// Live reports under `opts` into `sink`.
    pub fn new(sink: &'a dyn LiveSink, opts: LiveOptions) -> LiveState<'a> {
        LiveState {
            sink,
            opts,
            now_us: 0,
            next_refresh_us: opts
                .refresh_ms
                .map_or(u64::MAX, |ms| ms.saturating_mul(1000)),
            lines: Vec::new(),
            current: None,
            entered_shown: false,
        }
    }

    /// True when every root move is to be reported after each iteration.
    pub fn wants_candidates(&self) -> bool {
        self.opts.candidates
    }

    /// Called at the worker's node-count interval with its node count: reads the clock and
    /// re-reports the lines when the interval has passed.
    pub fn poll(&mut self, nodes: u64) {
        self.now_us = self.sink.now_us();
        let Some(ms) = self.opts.refresh_ms else {
            return;
        };
        if self.now_us < self.next_refresh_us || self.lines.is_empty() {
            return;
        }
        self.next_refresh_us = self.now_us + ms.saturating_mul(1000).max(1);
        let mut lines = self.lines.clone();
        if let Some((i, start)) = self.current {
            lines[i].root.nodes += nodes.saturating_sub(start);
        }
        self.sink.event(LiveEvent::Refresh(lines));
    }

    fn shows_root_moves(&self, depth: u32) -> bool {
        depth >= self.opts.root_moves_min_depth
            && matches!(self.opts.root_moves_after_ms, Some(ms) if self.now_us >= ms.saturating_mul(1000))
    }

    /// The main worker starts on a root move; `nodes` is its node count now.
    pub fn enter(&mut self, event: RootMoveEvent, nodes: u64) {
        self.current = self
            .lines
            .iter()
            .position(|l| l.pv.first() == Some(&event.mv))
            .map(|i| (i, nodes));
        self.entered_shown = self.shows_root_moves(event.depth);
        if self.entered_shown {
            self.sink.event(LiveEvent::Enter(event));
        }
    }

    /// The main worker finished a root move, having spent `move_nodes` below it in all; it is
    /// reported when its entering was.
    pub fn leave(&mut self, event: RootMoveEvent, move_nodes: u64) {
        if let Some((i, _)) = self.current.take() {
            self.lines[i].root.nodes = move_nodes;
        }
        if std::mem::take(&mut self.entered_shown) {
            self.sink.event(LiveEvent::Leave(event));
        }
    }

    /// An iteration completed with `lines` (its MultiPV lines, or its candidates when they are
    /// asked for, which are then reported).
    pub fn completed(&mut self, lines: Vec<SearchInfo>) {
        self.current = None;
        if self.opts.candidates {
            self.sink.event(LiveEvent::Candidates(lines.clone()));
        }
        self.lines = lines;
    }
}

#[cfg(test)]
mod tests;
