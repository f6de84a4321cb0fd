//! `sente datagen`: self-play training positions for `sente tune` and network training.
//!
//! Sente plays itself from randomised openings ([`opening`]), every move searched by the generic
//! `search()` with a node and/or depth limit on ONE thread with the worker's own transposition
//! table, cleared before each game ([`selfplay`]). `--threads T` games run at once on a rayon pool
//! of T threads, each worker taking the next game index from a shared counter. Game `i` depends
//! only on (seed, i) and the settings, so its contents are the same for every T; finished games are
//! put back in index order before they are written, so the output file is byte-identical for any
//! thread count, and on every run with the same seed. Each kept position becomes one
//! [`DataLine`](crate::tools::datafile::DataLine) (`FEN | score | result`, first player's view).
//!
//! What is kept and how games end (including xiangqi's repetition verdict at the FIRST repetition,
//! the search's semantics, accepted here) is told in [`selfplay`]; the file, its `FILE.done`
//! sidecar, `--force` and `--append`/`--resume` in [`output`]; progress on stderr in [`progress`].
//! Bad input is a typed one-line error ([`DatagenError`]).
//!
//! `--shard I/N` plays only the games whose index is `I` modulo `N` (same seeds as the whole
//! run, so no game of one shard is in another), into the shard's own file; the N files
//! concatenated hold exactly the games of the unsharded run, each once (in another order).

pub mod args;
pub mod error;
pub mod opening;
pub mod output;
pub mod progress;
pub mod selfplay;

pub use args::{DatagenArgs, Settings};
pub use error::DatagenError;
pub use progress::Summary;

use crate::game::{AnyGame, Variant};
use crate::search::{Limits, TranspositionTable};
use output::Output;
use progress::Progress;
use rayon::ThreadPoolBuilder;
use selfplay::{play_game, GameRecord, PlayConfig};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{channel, RecvTimeoutError};

/// Stack of each game thread (the search recurses up to its maximum ply).
const STACK_BYTES: usize = 16 << 20;

/// Runs `sente datagen`; `game` is the global `--game`. Progress and the summary go to stderr.
pub fn run(args: &DatagenArgs, game: Option<Variant>) -> Result<Summary, DatagenError> {
    let settings = Settings::from_args(args, game)?;
    generate(&settings, |line| eprintln!("{line}"))
}

/// Generates the games of `settings` not yet in the output; `report` receives the progress lines
/// and the summary line.
pub fn generate(
    settings: &Settings,
    mut report: impl FnMut(&str),
) -> Result<Summary, DatagenError> {
    let mut out = Output::open(settings)?;
    let (first, shard) = (out.next_index(), settings.shard);
    let total = shard.len(settings.games);
    let mut progress = Progress::new(first, total);
    if first >= total {
        report(&progress.summary_line());
        return Ok(progress.summary());
    }
    let workers = settings.threads.min(total - first);
    let pool = ThreadPoolBuilder::new()
        .num_threads(workers)
        .stack_size(STACK_BYTES)
        .thread_name(|i| format!("sente-datagen-{i}"))
        .build()
        .map_err(|e| DatagenError::Resources(e.to_string()))?;
    let tables = (0..workers)
        .map(|_| TranspositionTable::try_new(settings.hash_mb))
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| {
            DatagenError::Resources(format!(
                "no memory for {workers} x {} MB tables",
                settings.hash_mb
            ))
        })?;
    let cfg = PlayConfig {
        limits: Limits {
            nodes: settings.nodes,
            depth: settings.depth,
            ..Limits::default()
        },
        random_plies: settings.random_plies,
        max_plies: settings.max_plies,
        filter: settings.filter,
    };
    let start = AnyGame::new(settings.variant);
    let next = AtomicUsize::new(first);
    let abort = AtomicBool::new(false);
    let (tx, rx) = channel::<GameRecord>();
    let mut failure = None;
    std::thread::scope(|s| {
        let (pool, tables, cfg, start, next, abort) = (&pool, &tables, &cfg, &start, &next, &abort);
        s.spawn(move || {
            pool.scope(|ps| {
                for tt in tables {
                    let tx = tx.clone();
                    ps.spawn(move |_| {
                        while !abort.load(Ordering::Relaxed) {
                            let j = next.fetch_add(1, Ordering::Relaxed);
                            if j >= total {
                                break;
                            }
                            let i = shard.unit(j);
                            let record = play_game(start, i, settings.seed, cfg, tt, pool);
                            if tx.send(record).is_err() {
                                break;
                            }
                        }
                    });
                }
            });
            drop(tx);
        });
        // Finished games wait here until every game before them is written.
        let mut waiting: BTreeMap<usize, GameRecord> = BTreeMap::new();
        loop {
            match rx.recv_timeout(progress.until_next()) {
                Ok(record) => {
                    waiting.insert(shard.ordinal(record.index), record);
                    while let Some(record) = waiting.remove(&out.next_index()) {
                        if let Err(e) = out.write_game(&record) {
                            failure = Some(e);
                            break;
                        }
                        progress.games_done += 1;
                        progress.games_played += 1;
                        progress.positions += record.lines.len() as u64;
                        progress.plies += record.plies as u64;
                        progress.nodes += record.nodes;
                        progress.counts.add(&record.counts);
                    }
                    if failure.is_some() {
                        abort.store(true, Ordering::Relaxed);
                        break;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => break,
            }
            if let Some(line) = progress.due_line() {
                report(&line);
            }
        }
        drop(rx);
    });
    if let Some(e) = failure {
        return Err(e);
    }
    report(&progress.summary_line());
    Ok(progress.summary())
}
