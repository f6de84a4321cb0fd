//! Value-iteration sweep speed: cell-updates per second (criterion's element throughput) on a
//! generated 1000×1000 grid world, on one thread and on all cores, and on the 4×3 book world.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use sente::rl::gridworld::GridWorld;
use sente::rl::mdp::Mdp;
use sente::rl::value_iteration::sweep;
use std::hint::black_box;

fn sweeps(c: &mut Criterion) {
    let g = GridWorld::random(1000, 1000, 1);
    let n = g.num_states();
    let all = rayon::current_num_threads().max(1);
    let mut group = c.benchmark_group("value_iteration_sweep_1000x1000");
    group.sample_size(10);
    group.throughput(Throughput::Elements(n as u64));
    let mut threads = vec![1];
    if all > 1 {
        threads.push(all);
    }
    for t in threads {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(t)
            .build()
            .expect("thread pool");
        // Start from a few sweeps in, so the values are not all zero.
        let mut old = vec![0.0; n];
        let mut new = vec![0.0; n];
        pool.install(|| {
            for _ in 0..5 {
                sweep(&g, &old, &mut new);
                std::mem::swap(&mut old, &mut new);
            }
        });
        group.bench_function(format!("{t}_threads"), |b| {
            b.iter(|| pool.install(|| black_box(sweep(&g, black_box(&old), &mut new))))
        });
    }
    group.finish();

    let book = GridWorld::builtin("book").expect("book");
    let (old, mut new) = (vec![0.5; 12], vec![0.0; 12]);
    let mut group = c.benchmark_group("value_iteration_sweep_book");
    group.throughput(Throughput::Elements(12));
    // Small models are swept on the calling thread (see `SEQUENTIAL_STATES`).
    group.bench_function("1_thread", |b| {
        b.iter(|| black_box(sweep(&book, black_box(&old), &mut new)))
    });
    group.finish();
}

criterion_group!(benches, sweeps);
criterion_main!(benches);
