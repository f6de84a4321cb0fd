//! The engine's long-lived search thread: spawned once, it takes one search job at a time from a
//! channel, runs it to the end and says when it has finished, so a `go` costs no thread start-up.
//! A job that panics is logged and the thread goes on with the next one.

use crate::game::AnyGame;
use crate::search::{
    self, Control, Limits, Listener, SearchConfig, SearchMemory, TranspositionTable,
};
use rayon::ThreadPool;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender, SyncSender};
use std::sync::Arc;
use std::thread::JoinHandle;

/// Stack size of the search thread (deep recursion in big games).
const STACK_BYTES: usize = 16 << 20;

/// Everything one search needs.
pub(super) struct Job {
    pub position: AnyGame,
    pub limits: Limits,
    pub config: SearchConfig,
    pub tt: Arc<TranspositionTable>,
    pub memory: Arc<SearchMemory>,
    pub control: Arc<Control>,
    pub pool: Arc<ThreadPool>,
    pub listener: Arc<dyn Listener>,
}

/// A job handed to the thread, with the signals of its end.
struct Envelope {
    job: Box<Job>,
    finished: Arc<AtomicBool>,
    done: SyncSender<()>,
}

/// A search started on the thread: its end can be polled or awaited.
pub(super) struct Ticket {
    finished: Arc<AtomicBool>,
    done: Receiver<()>,
}

impl Ticket {
    /// True once the search has returned (its result delivered).
    pub fn is_finished(&self) -> bool {
        self.finished.load(Ordering::Acquire)
    }

    /// Blocks until the search has returned.
    pub fn wait(self) {
        // An error means the job was dropped without running to the end (a panic): done as well.
        let _ = self.done.recv();
    }
}

/// The search thread and the channel that feeds it.
pub(super) struct SearchThread {
    jobs: Option<Sender<Envelope>>,
    handle: Option<JoinHandle<()>>,
}

impl SearchThread {
    /// Starts the thread.
    pub fn spawn() -> std::io::Result<SearchThread> {
        let (tx, rx) = channel::<Envelope>();
        let handle = std::thread::Builder::new()
            .name("sente-main".into())
            .stack_size(STACK_BYTES)
            .spawn(move || serve(rx))?;
        Ok(SearchThread {
            jobs: Some(tx),
            handle: Some(handle),
        })
    }

    /// Hands `job` to the thread; gives it back if the thread is gone.
    pub fn start(&self, job: Box<Job>) -> Result<Ticket, Box<Job>> {
        let finished = Arc::new(AtomicBool::new(false));
        let (done_tx, done_rx) = sync_channel(1);
        let envelope = Envelope {
            job,
            finished: Arc::clone(&finished),
            done: done_tx,
        };
        match self.jobs.as_ref().map(|tx| tx.send(envelope)) {
            Some(Ok(())) => Ok(Ticket {
                finished,
                done: done_rx,
            }),
            Some(Err(e)) => Err(e.0.job),
            None => unreachable!("the job channel lives as long as the thread"),
        }
    }
}

impl Drop for SearchThread {
    fn drop(&mut self) {
        // Closing the channel ends the thread's loop once its current job (if any) is over.
        self.jobs = None;
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

/// The thread's loop: run jobs until the channel closes.
fn serve(rx: Receiver<Envelope>) {
    while let Ok(Envelope {
        job,
        finished,
        done,
    }) = rx.recv()
    {
        if catch_unwind(AssertUnwindSafe(|| run(*job))).is_err() {
            log::error!("search thread panicked");
        }
        finished.store(true, Ordering::Release);
        let _ = done.send(());
    }
}

/// Runs one search to the end.
fn run(job: Job) {
    let Job {
        position,
        limits,
        config,
        tt,
        memory,
        control,
        pool,
        listener,
    } = job;
    let l: &dyn Listener = listener.as_ref();
    match position {
        AnyGame::Kinrow(b) => search::search(b, &limits, &config, &tt, &memory, &control, &pool, l),
        AnyGame::Xiangqi(p) => {
            search::search(*p, &limits, &config, &tt, &memory, &control, &pool, l)
        }
    }
}
