//! Criterion benchmarks for the gomoku board: make/unmake with incremental pattern update, the
//! evaluation, candidate generation and the VCF solver on a middle-game position.

use criterion::{criterion_group, criterion_main, Criterion};
use sente::core::MoveList;
use sente::game::kinrow::threat::{Mode, Solver};
use sente::game::kinrow::{Board, Cell, Rule};
use sente::game::Game;
use std::hint::black_box;

/// A 15×15 freestyle position after a few central moves.
fn middle_game() -> Board {
    let mut b = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
    for (c, r) in [
        (7, 7),
        (8, 8),
        (8, 7),
        (6, 7),
        (7, 8),
        (7, 6),
        (9, 9),
        (6, 6),
    ] {
        b.make(b.cell_at(c, r).unwrap());
    }
    b
}

fn benches(c: &mut Criterion) {
    let b = middle_game();
    let mut list = MoveList::new();
    b.generate_candidates(&mut list);
    let moves: Vec<Cell> = list.to_vec();
    c.bench_function("kinrow make+unmake (pattern update)", |bench| {
        let mut g = b.clone();
        bench.iter(|| {
            for &m in &moves {
                g.make(black_box(m));
                g.unmake();
            }
        })
    });
    c.bench_function("kinrow evaluate", |bench| {
        bench.iter(|| black_box(&b).evaluate())
    });
    c.bench_function("kinrow candidates", |bench| {
        bench.iter(|| {
            let mut l = MoveList::new();
            black_box(&b).generate_candidates(&mut l);
            l.len()
        })
    });
    c.bench_function("kinrow vcf (no win)", |bench| {
        bench.iter(|| Solver::new(Mode::Vcf, 100_000).solve(black_box(&b), 20))
    });
}

criterion_group!(kinrow, benches);
criterion_main!(kinrow);
