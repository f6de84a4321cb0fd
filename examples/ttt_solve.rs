//! Profiling driver for the tic-tac-toe solve (`go depth 9` on the empty board, one thread, a
//! freshly cleared table each time), for callgrind or `perf`:
//! `cargo run --release --example ttt_solve -- [search|engine] [N]` solves N times either through
//! `search()` or through the `Engine` facade and prints the mean time per solve (clearing the table
//! is not timed) to stderr. `MB=<n>` sets the table size of the `search` mode (default 16).

use sente::engine::Engine;
use sente::game::kinrow::{Board, Rule};
use sente::game::Variant;
use sente::search::TranspositionTable;
use sente::search::{
    search, Control, Limits, Listener, SearchConfig, SearchInfo, SearchMemory, SearchResult,
};
use std::time::{Duration, Instant};

/// Discards every report.
struct Quiet;

impl Listener for Quiet {
    fn info(&self, _: SearchInfo) {}
    fn done(&self, _: SearchResult) {}
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mode = args.get(1).map_or("search", |s| s.as_str()).to_string();
    let n: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(100);
    let mut total = Duration::ZERO;
    if mode == "engine" {
        let mut engine = Engine::new(Variant::TICTACTOE);
        for _ in 0..n {
            engine.clear_hash();
            let t = Instant::now();
            std::hint::black_box(engine.think(Limits::depth(9)).unwrap());
            total += t.elapsed();
        }
    } else {
        let mb = std::env::var("MB")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(16);
        let tt = TranspositionTable::new(mb);
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(1)
            .build()
            .unwrap();
        let board = Board::new(3, 3, 3, Rule::Freestyle).unwrap();
        let cfg = SearchConfig::default();
        for _ in 0..n {
            tt.clear();
            let ctl = Control::new(false);
            let t = Instant::now();
            search(
                board.clone(),
                &Limits::depth(9),
                &cfg,
                &tt,
                &SearchMemory::new(),
                &ctl,
                &pool,
                &Quiet,
            );
            total += t.elapsed();
        }
    }
    let ms = total.as_secs_f64() * 1e3 / n.max(1) as f64;
    eprintln!("{mode}: {ms:.3} ms per solve");
}
