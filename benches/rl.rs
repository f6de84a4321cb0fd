//! Grid sweep speed in cell-updates per second (criterion's element throughput): the row kernel
//! in f64 and f32 (value iteration, single sweeps and passes of several on the best compilation
//! and on each other one the CPU runs, and policy evaluation)
//! and the per-state path it replaced, on a generated 2000×2000 world (two value arrays of 32 MB
//! in f64: larger than the caches, so the sweeps stream from memory), on one thread and on all
//! cores; and the 4×3 book world.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rayon::ThreadPool;
use sente::rl::gridworld::isa::Isa;
use sente::rl::gridworld::GridWorld;
use sente::rl::mdp::Mdp;
use sente::rl::real::Real;
use sente::rl::value_iteration::sweep;
use std::hint::black_box;

/// Value arrays a few sweeps in, so the values are not all zero.
fn warm<T: Real>(g: &GridWorld, pool: &ThreadPool) -> (Vec<T>, Vec<T>) {
    let n = g.num_states();
    let (mut old, mut new) = (vec![T::ZERO; n], vec![T::ZERO; n]);
    pool.install(|| {
        for _ in 0..5 {
            g.sweep_values(&old, &mut new);
            std::mem::swap(&mut old, &mut new);
        }
    });
    (old, new)
}

fn sweeps(c: &mut Criterion) {
    let g = GridWorld::random(2000, 2000, 1);
    g.stencil();
    let policy = g.toward_exits_policy();
    let all = rayon::current_num_threads().max(1);
    let mut group = c.benchmark_group("grid_sweep_2000x2000");
    group.sample_size(10);
    group.throughput(Throughput::Elements(g.num_states() as u64));
    let mut threads = vec![1];
    if all > 1 {
        threads.push(all);
    }
    for t in threads {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(t)
            .build()
            .expect("thread pool");
        let (old, mut new) = warm::<f64>(&g, &pool);
        group.bench_function(format!("kernel_f64/{t}_threads"), |b| {
            b.iter(|| pool.install(|| black_box(g.sweep_values(black_box(&old), &mut new))))
        });
        group.bench_function(format!("kernel_f64_policy/{t}_threads"), |b| {
            b.iter(|| {
                pool.install(|| {
                    black_box(g.sweep_policy_values(&policy, black_box(&old), &mut new))
                })
            })
        });
        group.bench_function(format!("per_state_f64/{t}_threads"), |b| {
            b.iter(|| pool.install(|| black_box(sweep(&g, black_box(&old), &mut new))))
        });
        let (old, mut new) = warm::<f32>(&g, &pool);
        group.bench_function(format!("kernel_f32/{t}_threads"), |b| {
            b.iter(|| pool.install(|| black_box(g.sweep_values(black_box(&old), &mut new))))
        });
        passes::<f64>(&mut group, &g, &pool, "f64", t);
        passes::<f32>(&mut group, &g, &pool, "f32", t);
        group.throughput(Throughput::Elements(g.num_states() as u64));
    }
    group.finish();

    let book = GridWorld::builtin("book").expect("book");
    // Walls hold 0, as in every value array a sweep writes.
    let old: Vec<f64> = (0..12)
        .map(|s| if book.is_wall(s) { 0.0 } else { 0.5 })
        .collect();
    let mut new = vec![0.0; 12];
    let mut group = c.benchmark_group("grid_sweep_book");
    group.throughput(Throughput::Elements(12));
    // Small models are swept on the calling thread (see `SEQUENTIAL_STATES`).
    group.bench_function("kernel_f64", |b| {
        b.iter(|| black_box(book.sweep_values(black_box(&old), &mut new)))
    });
    group.bench_function("per_state_f64", |b| {
        b.iter(|| black_box(sweep(&book, black_box(&old), &mut new)))
    });
    group.finish();
}

/// Value iteration as `rl value-iteration` runs it: passes of several sweeps (temporal
/// blocking), counted as that many sweeps' cell-updates; on the best compilation of the kernel
/// (`kernel_f64_pass`), then on each other one this CPU runs (`kernel_f64_pass_avx2`, ...).
fn passes<T: Real>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    g: &GridWorld,
    pool: &ThreadPool,
    precision: &str,
    threads: usize,
) {
    let sweeps = g.sweeps_per_pass::<T>();
    let (old, mut new) = warm::<T>(g, pool);
    let mut deltas = vec![T::ZERO; sweeps];
    group.throughput(Throughput::Elements((g.num_states() * sweeps) as u64));
    group.bench_function(format!("kernel_{precision}_pass/{threads}_threads"), |b| {
        b.iter(|| pool.install(|| g.sweeps_values(black_box(&old), &mut new, &mut deltas)))
    });
    let others = Isa::ALL
        .into_iter()
        .filter(|&isa| isa.supported() && isa != Isa::best());
    for isa in others {
        let name = format!("kernel_{precision}_pass_{}/{threads}_threads", isa.name());
        group.bench_function(name, |b| {
            b.iter(|| {
                pool.install(|| g.sweeps_values_on(isa, black_box(&old), &mut new, &mut deltas))
            })
        });
    }
}

criterion_group!(benches, sweeps);
criterion_main!(benches);
