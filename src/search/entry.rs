//! The public entry point `search()`: builds the root move list, answers a position without moves
//! or one the game's own solver wins (gomoku threat search), budgets the clock (the soft budget
//! paced by what the iterations show, `time/pace.rs`), runs iterative deepening on the main
//! worker beside the Lazy SMP helpers (`smp.rs`), applies the stop rules (depth, nodes, time,
//! mate, a solved game), holds the result back while pondering or in infinite mode, and hands
//! exactly one `SearchResult` to the listener.

use super::alphabeta::{outcome_score, Worker, WorkerLimits, MAX_PLY};
use super::control::Control;
use super::iterative::{iterate, IterationSettings, RootMove};
use super::limits::Limits;
use super::live::{LiveEvent, LiveSink, LiveState};
use super::memory::SearchMemory;
use super::report::{Listener, RootStats, SearchInfo, SearchResult};
use super::smp::LazySmp;
use super::time::budget;
use super::time::pace::Pace;
use super::tt::TranspositionTable;
use crate::core::{MoveList, PackedMove, Score, Side};
use crate::game::Game;
use rayon::ThreadPool;
use std::time::Duration;

/// Engine settings that shape a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchConfig {
    /// Number of worker threads (Lazy SMP).
    pub threads: usize,
    /// Number of principal variations to report.
    pub multipv: usize,
    /// Milliseconds kept in reserve per move for GUI and pipe lag.
    pub move_overhead_ms: u64,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            threads: 1,
            multipv: 1,
            move_overhead_ms: 30,
        }
    }
}

/// Blocks while the result must be held back (infinite or ponder mode), polling every millisecond.
fn wait_for_release(ctl: &Control) {
    while ctl.holding() {
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// The report of a line known without iterating (no legal move, or a solver's proven win): the
/// counters are left at zero.
fn unsearched_line(depth: u32, score: Score, pv: Vec<PackedMove>) -> SearchInfo {
    SearchInfo {
        depth,
        seldepth: depth,
        multipv: 1,
        score,
        bound: None,
        nodes: 0,
        nps: 0,
        hashfull: 0,
        time_ms: 0,
        pv,
        root: RootStats::default(),
    }
}

fn fill_counters(info: &mut SearchInfo, ctl: &Control, tt: &TranspositionTable) {
    info.nodes = ctl.nodes();
    info.time_ms = ctl.elapsed_ms();
    info.nps = info.nodes.saturating_mul(1000) / info.time_ms.max(1);
    info.hashfull = tt.hashfull();
}

/// Live reports go to the listener, their lines' counters filled in; timed by the search's
/// own clock.
struct ListenerSink<'a> {
    listener: &'a dyn Listener,
    ctl: &'a Control,
    tt: &'a TranspositionTable,
}

impl LiveSink for ListenerSink<'_> {
    fn now_us(&self) -> u64 {
        self.ctl.elapsed_us()
    }

    fn event(&self, mut event: LiveEvent) {
        if let LiveEvent::Refresh(lines) | LiveEvent::Candidates(lines) = &mut event {
            for line in lines {
                fill_counters(line, self.ctl, self.tt);
            }
        }
        self.listener.live(event);
    }
}

/// Decides after each completed iteration whether the main worker should go on.
struct StopRules<'a> {
    limits: &'a Limits,
    ctl: &'a Control,
    side: Side,
    soft_us: Option<u64>,
    hard_us: Option<u64>,
    only_move: bool,
    remaining_plies: Option<usize>,
}

impl StopRules<'_> {
    /// Whether the main worker starts another iteration after `depth`, whose best score was
    /// `best`; `pace` has recorded every iteration so far, this one included.
    fn keep_going(&self, depth: u32, best: Score, pace: &Pace) -> bool {
        let soft_us = self
            .soft_us
            .map(|soft| self.hard_us.map_or(soft, |hard| pace.soft_us(soft, hard)));
        if self.ctl.stopped() {
            return false;
        }
        if let Some(n) = self.limits.nodes {
            if self.ctl.nodes() >= n {
                return false;
            }
        }
        // The whole remaining game fits in the searched depth: the value is exact.
        if matches!(self.remaining_plies, Some(r) if r as u32 <= depth) {
            return false;
        }
        if let (Some(n), Some(m)) = (self.limits.mate, best.mate_moves()) {
            if m > 0 && m as u32 <= n {
                return false;
            }
        }
        if self.limits.uses_clock(self.side) && !self.ctl.holding() {
            // `go mate N` keeps searching for the asked mate even with one legal move.
            if self.only_move && self.limits.mate.is_none() {
                return false;
            }
            // A proven mate within the searched depth will not change: play it.
            if self.limits.mate.is_none()
                && matches!(best.mate_plies(), Some(p) if p.unsigned_abs() <= depth)
            {
                return false;
            }
            if let Some(soft) = soft_us {
                if self.ctl.clock_us() >= soft {
                    return false;
                }
            }
        }
        true
    }
}

/// Searches `game` under `limits`, reporting to `listener`; blocks until the result is delivered.
/// Each thread's move-ordering history comes from `memory` and goes back to it.
// The shared pieces (table, memory, control, pool) are owned by different layers: kept apart.
#[allow(clippy::too_many_arguments)]
pub fn search<G: Game>(
    game: G,
    limits: &Limits,
    cfg: &SearchConfig,
    tt: &TranspositionTable,
    memory: &SearchMemory,
    ctl: &Control,
    pool: &ThreadPool,
    listener: &dyn Listener,
) {
    tt.new_search();
    let mut legal = MoveList::new();
    // The root is searched whenever it has legal moves: a repetition or move-limit verdict on the
    // position the GUI sent is the GUI's to adjudicate (as in Pikafish); such verdicts apply inside
    // the tree. Games whose end leaves no moves (a completed line) generate none. The game's
    // candidate moves are used (all legal moves unless the game narrows them, as gomoku does);
    // every legal move when the caller restricts the root moves.
    if limits.searchmoves.is_empty() {
        game.generate_candidates(&mut legal);
    }
    if legal.is_empty() {
        game.generate_moves(&mut legal);
    }
    if !limits.searchmoves.is_empty() {
        legal.retain(|&m| limits.searchmoves.contains(&G::pack(m)));
    }
    if legal.is_empty() {
        let score = match game.outcome() {
            Some(o) => outcome_score(&game, o, 0),
            None => Score::DRAW,
        };
        listener.info(unsearched_line(0, score, Vec::new()));
        wait_for_release(ctl);
        listener.done(SearchResult {
            best: None,
            ponder: None,
            score,
            depth: 0,
            nodes: 0,
            time_ms: ctl.elapsed_ms(),
        });
        return;
    }

    let side = game.side_to_move();
    let tb = budget(limits, side, cfg.move_overhead_ms);
    if limits.searchmoves.is_empty() && cfg.multipv == 1 {
        // A game-specific solver (gomoku threat search) may prove a win before any search.
        let threat_nodes = tb
            .soft_us
            .map_or(100_000, |us| (us / 40).clamp(500, 100_000))
            .min(limits.nodes.unwrap_or(u64::MAX));
        if let Some(win) = game.forced_win(threat_nodes) {
            let (line, plies) = (win.line, win.plies);
            // The solver's nodes are the search's nodes (counted only when it proves a win, so
            // that a failed try leaves the search's node budget as it was).
            ctl.add_nodes(win.nodes);
            let score = Score::mate_in(plies as i32);
            let pv: Vec<_> = line.iter().map(|&m| G::pack(m)).collect();
            let mut info = unsearched_line(plies, score, pv.clone());
            fill_counters(&mut info, ctl, tt);
            listener.info(info);
            wait_for_release(ctl);
            listener.done(SearchResult {
                best: pv.first().copied(),
                ponder: pv.get(1).copied(),
                score,
                depth: plies,
                nodes: ctl.nodes(),
                time_ms: ctl.elapsed_ms(),
            });
            return;
        }
    }
    let max_depth = limits
        .depth
        .unwrap_or(MAX_PLY as u32 - 1)
        .clamp(1, MAX_PLY as u32 - 1);
    let worker_limits = WorkerLimits {
        nodes: if cfg.threads <= 1 { limits.nodes } else { None },
        hard_us: tb.hard_us,
    };
    let root_moves: Vec<RootMove<G::Move>> = legal
        .iter()
        .enumerate()
        .map(|(i, &m)| RootMove::new(m, G::pack(m), i))
        .collect();
    let rules = StopRules {
        limits,
        ctl,
        side,
        soft_us: tb.soft_us,
        hard_us: tb.hard_us,
        only_move: root_moves.len() == 1,
        remaining_plies: game.max_remaining_plies(),
    };

    let mut main_rms = root_moves.clone();
    let sink = ListenerSink { listener, ctl, tt };
    let run_main = || -> u32 {
        let heur = memory.take(0, game.continuation_slots());
        let mut w = Worker::new(game.clone(), tt, ctl, worker_limits, heur);
        if limits.live.any() {
            w.live = Some(LiveState::new(&sink, limits.live));
        }
        let mut pace = Pace::default();
        let mut report = |depth: u32, infos: Vec<SearchInfo>, best: Score| -> bool {
            pace.record(
                depth,
                infos.first().and_then(|i| i.pv.first().copied()),
                best,
            );
            for mut info in infos {
                fill_counters(&mut info, ctl, tt);
                listener.info(info);
            }
            rules.keep_going(depth, best, &pace)
        };
        let mut on_iteration = |depth: u32, infos: Vec<SearchInfo>, _: &[_]| -> bool {
            let best = infos.first().map_or(Score::DRAW, |i| i.score);
            report(depth, infos, best)
        };
        let mut on_bound = |mut info: SearchInfo| {
            fill_counters(&mut info, ctl, tt);
            listener.info(info);
        };
        let completed = iterate(
            &mut w,
            &mut main_rms,
            IterationSettings {
                max_depth,
                multipv: cfg.multipv,
                start_depth: 1,
                on_iteration: Some(&mut on_iteration),
                on_bound: Some(&mut on_bound),
            },
        );
        w.flush_nodes();
        ctl.abort_workers();
        memory.put(0, std::mem::take(&mut w.heur));
        completed
    };
    let helpers = LazySmp {
        game: &game,
        root_moves: &root_moves,
        max_depth,
        threads: cfg.threads,
        tt,
        memory,
        ctl,
        pool,
    };
    let completed = helpers.run(run_main);
    wait_for_release(ctl);
    let best = &main_rms[0];
    listener.done(SearchResult {
        best: Some(best.pv[0]),
        ponder: best.pv.get(1).copied(),
        score: if best.score == -Score::INFINITE {
            best.prev_score
        } else {
            best.score
        },
        depth: completed,
        nodes: ctl.nodes(),
        time_ms: ctl.elapsed_ms(),
    });
}
