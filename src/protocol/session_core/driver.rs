//! The one session skeleton: a [`Driver`] feeds input lines, search reports and job reports to a
//! protocol's [`Handler`], holding back the lines that must wait for a running search or job and
//! carrying them out, in order, once it is over.

use super::{Core, JobOutput};
use crate::game::AnyGame;
use crate::protocol::{Flow, Output, Session};
use crate::search::{LiveEvent, SearchInfo, SearchResult};

/// How a line is treated while a search or a job runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Urgency {
    /// Waits until the search or job is over (state changes, new searches).
    Waits,
    /// Acts at once (`isready`, `stop`, `ponderhit`, …) unless lines are already waiting.
    AtOnce,
    /// Leaves the session: acts at once, always.
    Quits,
}

impl Urgency {
    /// The urgency of a parsed command (`None`: a line that did not parse, which waits).
    pub fn of<C>(cmd: Option<C>, quits: impl Fn(&C) -> bool, at_once: impl Fn(&C) -> bool) -> Self {
        match cmd {
            Some(c) if quits(&c) => Urgency::Quits,
            Some(c) if at_once(&c) => Urgency::AtOnce,
            _ => Urgency::Waits,
        }
    }
}

/// How a search ended: its result and the position it started from.
#[derive(Debug)]
pub struct SearchEnd {
    /// The search's result.
    pub result: SearchResult,
    /// The position the search started from (moves in the result are spelled against it).
    pub root: Option<AnyGame>,
}

/// One protocol: its parser and its spelling. Searches, jobs and waiting lines are the core's.
pub trait Handler {
    /// How `line` is treated while the core is busy.
    fn urgency(&self, line: &str) -> Urgency;
    /// Carries out one line now.
    fn line(&mut self, core: &mut Core, line: &str, out: &mut Output) -> Flow;
    /// Progress of the running search (whose start position is `core.search_root()`).
    fn info(&mut self, core: &Core, info: SearchInfo, out: &mut Output);
    /// Progress inside an iteration of the running search, when its limits asked for it.
    fn live(&mut self, _core: &Core, _event: LiveEvent, _out: &mut Output) {}
    /// The search's result.
    fn done(&mut self, core: &mut Core, end: SearchEnd, out: &mut Output) -> Flow;
    /// A job's output.
    fn job_done(&mut self, core: &mut Core, output: JobOutput, out: &mut Output) -> Flow;
    /// `quit` was acted on; called before the core stops the search and abandons the job.
    fn abort(&mut self, _core: &mut Core, _out: &mut Output) {}
}

/// A protocol handler on a session core: the `Session` the protocol loop runs.
pub struct Driver<H> {
    core: Core,
    handler: H,
}

impl<H: Handler> Driver<H> {
    /// Joins `handler` to `core`.
    pub fn new(core: Core, handler: H) -> Driver<H> {
        Driver { core, handler }
    }

    /// Carries out the waiting lines that may run now, oldest first; once one of them starts a
    /// search or job, only lines that act at once may still run.
    fn drain(&mut self, out: &mut Output) -> Flow {
        loop {
            let handler = &self.handler;
            let next = self
                .core
                .queued
                .next(self.core.busy(), |l| handler.urgency(l) != Urgency::Waits);
            let Some(line) = next else {
                return Flow::Continue;
            };
            if self.handler.line(&mut self.core, &line, out) == Flow::Quit {
                return Flow::Quit;
            }
        }
    }
}

impl<H: Handler> Session for Driver<H> {
    fn engine_mut(&mut self) -> &mut crate::engine::Engine {
        &mut self.core.engine
    }

    fn line(&mut self, line: &str, out: &mut Output) -> Flow {
        if self.core.busy() {
            let urgency = self.handler.urgency(line);
            let at_once = urgency != Urgency::Waits;
            if self
                .core
                .queued
                .defer(line, true, at_once, urgency == Urgency::Quits)
            {
                return Flow::Continue;
            }
        }
        if self.handler.line(&mut self.core, line, out) == Flow::Quit {
            return Flow::Quit;
        }
        // A `stop` that cancelled a job frees the lines behind it.
        self.drain(out)
    }

    fn info(&mut self, info: SearchInfo, out: &mut Output) {
        if self.core.searching() {
            self.handler.info(&self.core, info, out);
        }
    }

    fn live(&mut self, event: LiveEvent, out: &mut Output) {
        if self.core.searching() {
            self.handler.live(&self.core, event, out);
        }
    }

    fn done(&mut self, result: SearchResult, out: &mut Output) -> Flow {
        let root = self.core.search_finished();
        let end = SearchEnd { result, root };
        if self.handler.done(&mut self.core, end, out) == Flow::Quit {
            return Flow::Quit;
        }
        self.drain(out)
    }

    fn job(&mut self, id: u64, output: JobOutput, out: &mut Output) -> Flow {
        if !self.core.job_finished(id) {
            return Flow::Continue;
        }
        if self.handler.job_done(&mut self.core, output, out) == Flow::Quit {
            return Flow::Quit;
        }
        self.drain(out)
    }

    fn searching(&self) -> bool {
        self.core.busy()
    }

    fn eof(&mut self) {
        self.core.end_of_input();
    }

    fn abort(&mut self, out: &mut Output) {
        self.handler.abort(&mut self.core, out);
        self.core.abort();
    }
}
