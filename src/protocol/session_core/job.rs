//! Long jobs (`go perft`, in-session `rl`) run on a worker thread of their own, so the session
//! thread keeps answering `isready`, `stop` and `quit` meanwhile. A job reports once, through the
//! session's channel, as `Event::Job`; a job that was cancelled reports nothing. Both kinds watch
//! their cancel flag: perft at every inner node, an `rl` solver once per sweep or episode
//! (`rl::stop`), so an abandoned job ends soon instead of computing on in the background.

use crate::core::PackedMove;
use crate::game::{AnyGame, MoveDialect};
use crate::protocol::Event;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::Arc;

/// Stack size of a job thread (perft recursion on big boards).
const STACK_BYTES: usize = 16 << 20;

/// Work for a job thread.
#[derive(Debug)]
pub enum JobRequest {
    /// Perft split by first move from `root` to `depth` plies.
    Perft {
        /// The position counted from.
        root: AnyGame,
        /// Plies.
        depth: u32,
    },
    /// One `rl …` line, as typed.
    Rl(String),
}

/// What a job produced.
#[derive(Debug)]
pub enum JobOutput {
    /// Perft counts per root move.
    Perft(PerftCounts),
    /// The text of an `rl` line (lines separated by `\n`) or its error message.
    Rl(Result<String, String>),
    /// The job died (a panic); the message says so.
    Failed(String),
}

/// The result of a perft job.
#[derive(Debug)]
pub struct PerftCounts {
    /// The position counted from (moves are spelled against it).
    pub root: AnyGame,
    /// Plies.
    pub depth: u32,
    /// Each legal move with its leaf count, in move-generation order.
    pub counts: Vec<(PackedMove, u64)>,
}

impl PerftCounts {
    /// The lines of a perft split: `move: count` per root move, an empty line, the total.
    pub fn lines(&self, dialect: MoveDialect) -> Vec<String> {
        let mut lines: Vec<String> = self
            .counts
            .iter()
            .map(|(m, n)| format!("{}: {n}", self.root.format_move(*m, dialect)))
            .collect();
        let total: u64 = self.counts.iter().map(|(_, n)| n).sum();
        lines.push(String::new());
        lines.push(format!(
            "Nodes searched: {}",
            if self.depth == 0 { 1 } else { total }
        ));
        lines
    }
}

/// A job handed to its thread.
#[derive(Debug)]
pub(super) struct RunningJob {
    /// Tells this job's report from a stale one.
    pub id: u64,
    cancel: Arc<AtomicBool>,
}

impl RunningJob {
    /// Asks the job to stop; its report, if any still comes, will be ignored.
    pub fn cancel(self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Starts `request` on a new thread; its output arrives as `Event::Job { id, .. }` on `tx`.
pub(super) fn spawn(
    id: u64,
    request: JobRequest,
    tx: Sender<Event>,
) -> std::io::Result<RunningJob> {
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    std::thread::Builder::new()
        .name("sente-job".into())
        .stack_size(STACK_BYTES)
        .spawn(move || {
            let output = catch_unwind(AssertUnwindSafe(|| run(request, &flag)))
                .unwrap_or_else(|_| Some(JobOutput::Failed("the job panicked".into())));
            if let Some(output) = output.filter(|_| !flag.load(Ordering::Relaxed)) {
                let _ = tx.send(Event::Job { id, output });
            }
        })?;
    Ok(RunningJob { id, cancel })
}

/// Carries out one job; `None` when it was cancelled.
fn run(request: JobRequest, cancel: &Arc<AtomicBool>) -> Option<JobOutput> {
    match request {
        JobRequest::Perft { root, depth } => {
            let counts = root.perft_divide_until(depth, cancel)?;
            Some(JobOutput::Perft(PerftCounts {
                root,
                depth,
                counts,
            }))
        }
        JobRequest::Rl(line) => {
            let output =
                crate::rl::stop::with_stop_flag(cancel, || crate::rl::cli::run_line(&line));
            Some(JobOutput::Rl(output))
        }
    }
}
