//! The search-session core shared by the four protocols. [`Core`] owns the engine, the lines that
//! wait for a running search or job (one rule for every protocol: [`PendingLines`]), the starting,
//! stopping and draining of searches and jobs, and what end of input means. A protocol is a
//! [`Handler`]: it parses its lines, says which of them act at once, and spells the replies;
//! [`Driver`] ties a handler to a core and is the `Session` the protocol loop runs.

mod commands;
mod driver;
mod job;

pub use commands::{build_position, display_lines, game_notes};
pub use driver::{Driver, Handler, SearchEnd, Urgency};
pub use job::{JobOutput, JobRequest, PerftCounts};

use crate::engine::{Engine, EngineError};
use crate::game::AnyGame;
use crate::protocol::pending::PendingLines;
use crate::protocol::{ChannelListener, Event};
use crate::search::Limits;
use job::RunningJob;
use std::sync::mpsc::Sender;
use std::sync::Arc;

/// The engine and the search/job bookkeeping of one session.
pub struct Core {
    /// The engine: position, options, table and search thread.
    pub engine: Engine,
    tx: Sender<Event>,
    queued: PendingLines,
    /// Position the running search started from; `Some` exactly while a search runs.
    root: Option<AnyGame>,
    job: Option<RunningJob>,
    jobs_started: u64,
    /// Input has ended: searches that would wait for `stop` are stopped at once.
    eof: bool,
}

impl Core {
    /// A core around `engine`; search and job reports are sent into `tx`.
    pub fn new(engine: Engine, tx: Sender<Event>) -> Core {
        Core {
            engine,
            tx,
            queued: PendingLines::default(),
            root: None,
            job: None,
            jobs_started: 0,
            eof: false,
        }
    }

    /// Starts a search of the engine's current position; its reports reach the handler.
    pub fn go(&mut self, limits: Limits) -> Result<(), EngineError> {
        let root = self.engine.position().clone();
        let listener = Arc::new(ChannelListener::new(self.tx.clone()));
        self.engine.go(limits, listener)?;
        self.root = Some(root);
        if self.eof {
            self.engine.stop_if_waiting();
        }
        Ok(())
    }

    /// The position the running search started from (`None` when no search runs).
    pub fn search_root(&self) -> Option<&AnyGame> {
        self.root.as_ref()
    }

    /// True while a search started by [`Core::go`] has not reported its result.
    pub fn searching(&self) -> bool {
        self.root.is_some()
    }

    /// True while a job started by [`Core::start_job`] has not reported.
    pub fn job_running(&self) -> bool {
        self.job.is_some()
    }

    /// True while a search or a job runs: lines that do not act at once wait.
    pub fn busy(&self) -> bool {
        self.searching() || self.job_running()
    }

    /// Starts a long job on a worker thread; its output reaches the handler's `job_done`.
    pub fn start_job(&mut self, request: JobRequest) -> std::io::Result<()> {
        self.jobs_started += 1;
        let job = job::spawn(self.jobs_started, request, self.tx.clone())?;
        self.job = Some(job);
        Ok(())
    }

    /// `stop`: the search reports what it has; a job is cancelled and reports nothing.
    pub fn stop(&mut self) {
        self.engine.stop();
        if let Some(job) = self.job.take() {
            job.cancel();
        }
    }

    /// The opponent played the ponder move: the search goes on, now on the real clock.
    pub fn ponderhit(&self) {
        self.engine.ponderhit();
    }

    /// The search reported: it is over; the position it started from is handed back.
    fn search_finished(&mut self) -> Option<AnyGame> {
        self.engine.wait();
        self.root.take()
    }

    /// Job `id` reported: true if it is the running job (a cancelled job's report is stale).
    fn job_finished(&mut self, id: u64) -> bool {
        if self.job.as_ref().is_some_and(|j| j.id == id) {
            self.job = None;
            true
        } else {
            false
        }
    }

    /// Input ended: a search that waits for `stop` would never end, so it is stopped; a timed
    /// search or a job finishes and reports.
    fn end_of_input(&mut self) {
        self.eof = true;
        self.engine.stop_if_waiting();
    }

    /// `quit`: nothing waits any more, the search stops, a job is abandoned.
    fn abort(&mut self) {
        self.queued.clear();
        self.stop();
    }
}
