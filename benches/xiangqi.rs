//! Criterion benchmarks of xiangqi move generation: legal move generation in two positions,
//! make/unmake of every legal move, evaluation, and perft 3/4/5 from the start position (perft 5 is
//! the figure compared with Pikafish's ~1.9 s and Fairy-Stockfish's ~12 s).
//! Run: `cargo bench --bench xiangqi`.

use criterion::{criterion_group, criterion_main, Criterion};
use sente::core::MoveList;
use sente::game::perft::perft;
use sente::game::xiangqi::{Position, START_FEN};
use sente::game::Game;
use std::hint::black_box;
use std::time::Duration;

const MIDDLEGAME: &str = "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1";

fn movegen(c: &mut Criterion) {
    for (name, fen) in [("startpos", START_FEN), ("middlegame", MIDDLEGAME)] {
        let p = Position::from_fen(fen).unwrap();
        c.bench_function(&format!("xiangqi movegen {name}"), |b| {
            b.iter(|| {
                let mut list = MoveList::new();
                black_box(&p).generate_moves(&mut list);
                black_box(list.len())
            })
        });
        c.bench_function(&format!("xiangqi make+unmake all {name}"), |b| {
            let mut p = p.clone();
            let mut list = MoveList::new();
            p.generate_moves(&mut list);
            b.iter(|| {
                for &m in list.iter() {
                    p.make(m);
                    black_box(p.key());
                    p.unmake();
                }
            })
        });
        c.bench_function(&format!("xiangqi evaluate {name}"), |b| {
            b.iter(|| black_box(&p).evaluate())
        });
    }
}

fn perfts(c: &mut Criterion) {
    let mut g = c.benchmark_group("xiangqi perft");
    g.sample_size(10);
    g.measurement_time(Duration::from_secs(20));
    for depth in [3u32, 4, 5] {
        g.bench_function(format!("startpos depth {depth}"), |b| {
            let mut p = Position::startpos();
            b.iter(|| black_box(perft(&mut p, black_box(depth))))
        });
    }
    g.finish();
}

criterion_group!(benches, movegen, perfts);
criterion_main!(benches);
