//! Search benchmarks: the full tic-tac-toe solve (`go depth 9` on the empty board, one thread, a
//! freshly cleared table each time), the same through the `Engine` facade, `stop` → `bestmove`
//! latency during an infinite search, transposition-table probe/store, and make/unmake + perft.

use criterion::{criterion_group, criterion_main, Criterion};
use sente::core::{PackedMove, Score};
use sente::engine::Engine;
use sente::game::kinrow::{Board, Rule};
use sente::game::{AnyGame, Game, Variant};
use sente::search::tt::{TtBound, TtEntry};
use sente::search::TranspositionTable;
use sente::search::{
    search, Control, Limits, Listener, SearchConfig, SearchInfo, SearchMemory, SearchResult,
};
use std::hint::black_box;
use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Discards reports; keeps the result.
struct Quiet(Mutex<Option<SearchResult>>);

impl Listener for Quiet {
    fn info(&self, _: SearchInfo) {}
    fn done(&self, r: SearchResult) {
        *self.0.lock().unwrap() = Some(r);
    }
}

/// Signals the moment the result arrives.
struct Signal(Mutex<Sender<Instant>>);

impl Listener for Signal {
    fn info(&self, _: SearchInfo) {}
    fn done(&self, _: SearchResult) {
        let _ = self.0.lock().unwrap().send(Instant::now());
    }
}

fn ttt_solve(c: &mut Criterion) {
    let tt = TranspositionTable::new(16);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let cfg = SearchConfig::default();
    let limits = Limits::depth(9);
    let board = Board::new(3, 3, 3, Rule::Freestyle).unwrap();
    c.bench_function("ttt_solve_depth9_search", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                tt.clear();
                let ctl = Control::new(false);
                let quiet = Quiet(Mutex::new(None));
                let t = Instant::now();
                search(
                    board.clone(),
                    &limits,
                    &cfg,
                    &tt,
                    &SearchMemory::new(),
                    &ctl,
                    &pool,
                    &quiet,
                );
                total += t.elapsed();
                assert_eq!(quiet.0.lock().unwrap().as_ref().unwrap().score, Score::DRAW);
            }
            total
        })
    });
    c.bench_function("ttt_search_depth1_overhead", |b| {
        b.iter(|| {
            let ctl = Control::new(false);
            let quiet = Quiet(Mutex::new(None));
            search(
                board.clone(),
                &Limits::depth(1),
                &cfg,
                &tt,
                &SearchMemory::new(),
                &ctl,
                &pool,
                &quiet,
            );
        })
    });
    let mut engine = Engine::new(Variant::TICTACTOE);
    c.bench_function("ttt_solve_depth9_engine", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                engine.clear_hash();
                let t = Instant::now();
                let r = engine.think(Limits::depth(9)).unwrap();
                total += t.elapsed();
                black_box(r);
            }
            total
        })
    });
}

fn stop_latency(c: &mut Criterion) {
    let mut engine = Engine::new("gomoku".parse().unwrap());
    let mut group = c.benchmark_group("stop_latency");
    group.sample_size(20);
    group.bench_function("gomoku_infinite_stop_to_bestmove", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let (tx, rx) = channel();
                let limits = Limits {
                    infinite: true,
                    ..Limits::default()
                };
                engine.go(limits, Arc::new(Signal(Mutex::new(tx)))).unwrap();
                std::thread::sleep(Duration::from_millis(20));
                let t = Instant::now();
                engine.stop();
                let done = rx.recv().unwrap();
                total += done.saturating_duration_since(t);
                engine.wait();
            }
            total
        })
    });
    group.finish();
}

fn table(c: &mut Criterion) {
    let tt = TranspositionTable::new(16);
    let mut key = 0x9E37_79B9_7F4A_7C15u64;
    c.bench_function("tt_store_probe", |b| {
        b.iter(|| {
            key = key
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            tt.store(
                key,
                TtEntry {
                    mv: PackedMove(7),
                    score: Score(12),
                    eval: 3,
                    depth: 5,
                    bound: TtBound::Exact,
                },
            );
            black_box(tt.probe(key ^ 0x55))
        })
    });
}

fn perft(c: &mut Criterion) {
    let start = AnyGame::new(Variant::TICTACTOE);
    c.bench_function("ttt_perft9", |b| {
        b.iter(|| black_box(start.perft_divide(9)))
    });
    let board = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
    c.bench_function("gomoku_make_unmake", |b| {
        let mut g = board.clone();
        b.iter(|| {
            for cell in [112u16, 113, 97, 127, 98] {
                g.make(cell);
            }
            for _ in 0..5 {
                g.unmake();
            }
            black_box(g.key())
        })
    });
}

criterion_group!(benches, ttt_solve, stop_latency, table, perft);
criterion_main!(benches);
