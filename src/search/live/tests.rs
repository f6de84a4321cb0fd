//! The live-report mechanism on a real search, timed by an injected clock that advances a fixed
//! step each time the worker reads it (once per node-count interval), so every run is the same.

use super::*;
use crate::core::MoveList;
use crate::game::xiangqi::Position;
use crate::game::Game;
use crate::search::alphabeta::{Worker, WorkerLimits};
use crate::search::iterative::{iterate, IterationSettings, RootMove};
use crate::search::ordering::Heuristics;
use crate::search::{Control, TranspositionTable};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// A sink whose clock moves 1 ms per reading; it records what it receives.
#[derive(Default)]
struct FakeSink {
    clock_us: AtomicU64,
    events: Mutex<Vec<Seen>>,
}

#[derive(Debug, Clone, PartialEq)]
enum Seen {
    Live(LiveEvent),
    /// The iteration of this depth completed (its ordinary reports).
    Completed(u32),
}

impl LiveSink for FakeSink {
    fn now_us(&self) -> u64 {
        self.clock_us.fetch_add(1000, Ordering::Relaxed) + 1000
    }

    fn event(&self, event: LiveEvent) {
        self.events.lock().unwrap().push(Seen::Live(event));
    }
}

/// Searches the xiangqi start position to `depth` with `opts` (none: no live state); returns
/// what the sink saw and the nodes searched.
fn run(opts: Option<LiveOptions>, depth: u32, multipv: usize) -> (Vec<Seen>, u64) {
    let game = Position::startpos();
    let mut list = MoveList::new();
    game.generate_moves(&mut list);
    let mut rms: Vec<RootMove<_>> = list
        .iter()
        .enumerate()
        .map(|(i, &m)| RootMove::new(m, Position::pack(m), i))
        .collect();
    let tt = TranspositionTable::new(4);
    let ctl = Control::new(false);
    let sink = FakeSink::default();
    let heur = Heuristics::with_classes(game.continuation_slots());
    let mut w = Worker::new(game, &tt, &ctl, WorkerLimits::default(), heur);
    w.live = opts.map(|o| LiveState::new(&sink, o));
    let mut on_iteration = |d: u32, _: Vec<SearchInfo>, _: &[PackedMove]| {
        sink.events.lock().unwrap().push(Seen::Completed(d));
        true
    };
    iterate(
        &mut w,
        &mut rms,
        IterationSettings {
            max_depth: depth,
            multipv,
            start_depth: 1,
            on_iteration: Some(&mut on_iteration),
            on_bound: None,
        },
    );
    let nodes = w.nodes;
    drop(w);
    (sink.events.into_inner().unwrap(), nodes)
}

fn refreshes(seen: &[Seen]) -> Vec<(usize, &Vec<SearchInfo>)> {
    seen.iter()
        .enumerate()
        .filter_map(|(i, s)| match s {
            Seen::Live(LiveEvent::Refresh(lines)) => Some((i, lines)),
            _ => None,
        })
        .collect()
}

#[test]
fn live_reports_never_change_the_search() {
    let all = LiveOptions {
        root_moves_after_ms: Some(0),
        root_moves_min_depth: 1,
        refresh_ms: Some(3),
        candidates: true,
    };
    let (_, plain) = run(None, 5, 1);
    let (seen, live) = run(Some(all), 5, 1);
    assert_eq!(plain, live);
    assert!(seen.len() > 100);
}

#[test]
fn lines_are_refreshed_while_a_depth_runs() {
    let opts = LiveOptions {
        refresh_ms: Some(2),
        ..LiveOptions::default()
    };
    let (seen, nodes) = run(Some(opts), 6, 2);
    let refreshed = refreshes(&seen);
    // About one refresh per 2 clock readings, i.e. per 2 × 1024 nodes, once depth 1 is done.
    assert!(
        refreshed.len() as u64 >= nodes / (3 * 1024),
        "{}",
        refreshed.len()
    );
    let last_depth = seen.iter().rposition(|s| *s == Seen::Completed(5)).unwrap();
    // The slow last depth is not silent: its lines (depth 5's, 2 of them) keep coming.
    let during_last: Vec<_> = refreshed.iter().filter(|(i, _)| *i > last_depth).collect();
    assert!(during_last.len() >= 2, "{}", during_last.len());
    let mut previous = 0;
    for (_, lines) in during_last {
        assert_eq!(lines.len(), 2);
        assert!(lines.iter().all(|l| l.depth == 5 && l.bound.is_none()));
        let visits: u64 = lines.iter().map(|l| l.root.nodes).sum();
        assert!(visits >= previous, "visits go up: {visits} < {previous}");
        previous = visits;
    }
    // Nothing else was asked for.
    assert!(seen
        .iter()
        .all(|s| matches!(s, Seen::Completed(_) | Seen::Live(LiveEvent::Refresh(_)))));
}

#[test]
fn root_moves_are_reported_only_after_the_delay() {
    let opts = LiveOptions {
        root_moves_after_ms: Some(10),
        root_moves_min_depth: 2,
        ..LiveOptions::default()
    };
    let (seen, nodes) = run(Some(opts), 7, 1);
    assert!(nodes > 11 * 1024, "the test needs a longer search");
    let mut open: Option<RootMoveEvent> = None;
    let mut count = 0;
    for s in &seen {
        match s {
            Seen::Live(LiveEvent::Enter(e)) => {
                assert!(open.is_none(), "entered {e:?} before leaving {open:?}");
                assert!(e.depth >= 2 && e.number >= 1 && e.multipv == 1);
                open = Some(*e);
                count += 1;
            }
            Seen::Live(LiveEvent::Leave(e)) => {
                let entered = open.take().expect("left a move never entered");
                assert_eq!(
                    (e.mv, e.number, e.depth),
                    (entered.mv, entered.number, entered.depth)
                );
                if e.number == 1 {
                    assert!(e.new_best, "the first move searched is the best so far");
                }
                if e.bound.is_none() && !e.new_best {
                    panic!("an exact score that did not raise alpha: {e:?}");
                }
            }
            Seen::Live(other) => panic!("not asked for: {other:?}"),
            Seen::Completed(_) => assert!(open.is_none()),
        }
    }
    assert!(count > 10, "{count}");
    // The clock passes 10 ms after 10 readings: the first root moves of the search are silent.
    let (_, shallow) = run(Some(opts), 1, 1);
    assert!(shallow < 10 * 1024);
    assert!(run(Some(opts), 1, 1)
        .0
        .iter()
        .all(|s| matches!(s, Seen::Completed(_))));
}

#[test]
fn candidates_list_every_root_move_best_first() {
    let opts = LiveOptions {
        candidates: true,
        ..LiveOptions::default()
    };
    let (seen, _) = run(Some(opts), 4, 2);
    let lists: Vec<&Vec<SearchInfo>> = seen
        .iter()
        .filter_map(|s| match s {
            Seen::Live(LiveEvent::Candidates(l)) => Some(l),
            _ => None,
        })
        .collect();
    assert_eq!(lists.len(), 4, "one list per completed depth");
    // Each list comes just before its depth's ordinary reports.
    for d in 1..=4u32 {
        let at = seen.iter().position(|s| *s == Seen::Completed(d)).unwrap();
        assert!(matches!(&seen[at - 1], Seen::Live(LiveEvent::Candidates(l)) if l[0].depth == d));
    }
    let last = lists[3];
    assert_eq!(last.len(), 44, "every legal move of the start position");
    assert!(last[..2]
        .iter()
        .all(|l| l.bound.is_none() && l.pv.len() > 1));
    assert!(last[0].score >= last[1].score);
    let mut moves: Vec<_> = last.iter().map(|l| l.pv[0]).collect();
    moves.sort();
    moves.dedup();
    assert_eq!(moves.len(), 44);
    for (i, l) in last.iter().enumerate() {
        assert_eq!(l.multipv, i + 1);
        assert!(l.score > -Score::INFINITE);
        if l.bound == Some(Bound::Upper) {
            assert_eq!(l.pv.len(), 1);
        }
    }
    assert!(last.iter().any(|l| l.bound == Some(Bound::Upper)));
    assert!(last[2..].windows(2).all(|w| w[0].score >= w[1].score));
}
