//! The line protocols and the loop that runs them. A reader thread turns stdin into `Event::Line`s;
//! search progress arrives as `Event::Info`/`Event::Done` through a channel `Listener`, and long
//! jobs (perft, `rl`) report from their worker as `Event::Job`; the session thread consumes all of
//! them from one channel and is the only writer of stdout, so `isready` is answered during a
//! search or job and output order is deterministic. Every protocol runs on the same
//! [`session_core`] and keeps only its parser and spelling. The protocol is detected from the
//! first meaningful line unless forced.

pub mod detect;
pub mod gomocup;
pub mod gtp;
pub mod iolog;
pub mod level;
pub mod numbers;
pub mod output;
pub mod pending;
pub mod position_args;
pub mod quote;
pub mod session_core;
pub mod ucci;
pub mod uci;
pub mod words;
pub mod xq;

use crate::game::Variant;
use crate::search::{Listener, LiveEvent, SearchInfo, SearchResult};
pub use detect::{detect, Protocol};
pub use output::Output;
use std::io::{BufRead, Write};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Mutex;

/// Longest input line kept; the rest of a longer line is discarded (and the line reported as bad).
pub const MAX_LINE: usize = 1 << 20;

/// Something for the session thread to handle.
#[derive(Debug)]
pub enum Event {
    /// A line of input (without the line terminator).
    Line(String),
    /// Standard input was closed.
    Eof,
    /// Search progress.
    Info(SearchInfo),
    /// Search progress inside an iteration (when the search's limits asked for it).
    Live(LiveEvent),
    /// The search finished.
    Done(SearchResult),
    /// A long job (perft, `rl`) finished.
    Job {
        /// Which job (a cancelled job's late report is ignored).
        id: u64,
        /// What it produced.
        output: session_core::JobOutput,
    },
}

/// A `Listener` that forwards search events into the session's channel.
pub struct ChannelListener {
    tx: Mutex<Sender<Event>>,
}

impl ChannelListener {
    /// A listener sending into `tx`.
    pub fn new(tx: Sender<Event>) -> ChannelListener {
        ChannelListener { tx: Mutex::new(tx) }
    }
}

impl Listener for ChannelListener {
    fn info(&self, info: SearchInfo) {
        if let Ok(tx) = self.tx.lock() {
            let _ = tx.send(Event::Info(info));
        }
    }

    fn done(&self, result: SearchResult) {
        if let Ok(tx) = self.tx.lock() {
            let _ = tx.send(Event::Done(result));
        }
    }

    fn live(&self, event: LiveEvent) {
        if let Ok(tx) = self.tx.lock() {
            let _ = tx.send(Event::Live(event));
        }
    }
}

/// What a session wants after handling an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Keep reading.
    Continue,
    /// Leave the loop (after any running search has reported).
    Quit,
}

/// One protocol's state machine.
pub trait Session {
    /// Handles one input line.
    fn line(&mut self, line: &str, out: &mut Output) -> Flow;
    /// Handles search progress.
    fn info(&mut self, info: SearchInfo, out: &mut Output);
    /// Handles search progress inside an iteration.
    fn live(&mut self, _event: LiveEvent, _out: &mut Output) {}
    /// Handles the end of a search.
    fn done(&mut self, result: SearchResult, out: &mut Output) -> Flow;
    /// Handles the output of long job `id`.
    fn job(&mut self, id: u64, output: session_core::JobOutput, out: &mut Output) -> Flow;
    /// True while a search or job started by this session has not reported its result.
    fn searching(&self) -> bool;
    /// Input ended: stop searches that would otherwise never end (infinite, ponder).
    fn eof(&mut self);
    /// `quit` arrived: stop any search at once, abandon any job.
    fn abort(&mut self, out: &mut Output);
    /// The session's engine (for settings given on the command line).
    fn engine_mut(&mut self) -> &mut crate::engine::Engine;
}

/// Reads lines from `input` into `tx` until EOF (then sends `Event::Eof`). Lines longer than
/// `MAX_LINE` are cut; invalid UTF-8 is replaced, never fatal.
pub fn spawn_reader(input: Box<dyn BufRead + Send>, tx: Sender<Event>) {
    let spawn = std::thread::Builder::new()
        .name("sente-stdin".into())
        .spawn(move || {
            let mut input = input;
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match read_line_capped(&mut input, &mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        let text = String::from_utf8_lossy(&buf);
                        let text = text.trim_end_matches(['\n', '\r']);
                        if tx.send(Event::Line(text.to_string())).is_err() {
                            return;
                        }
                    }
                }
            }
            let _ = tx.send(Event::Eof);
        });
    if let Err(e) = spawn {
        log::error!("cannot start the input thread: {e}");
    }
}

/// Reads one line, keeping at most `MAX_LINE` bytes of it.
fn read_line_capped(input: &mut dyn BufRead, buf: &mut Vec<u8>) -> std::io::Result<usize> {
    let mut total = 0;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(total);
        }
        let (used, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (chunk.len(), false),
        };
        let room = MAX_LINE.saturating_sub(buf.len());
        buf.extend_from_slice(&chunk[..used.min(room)]);
        input.consume(used);
        total += used;
        if done {
            return Ok(total);
        }
    }
}

/// Settings for a protocol loop.
#[derive(Clone, Debug, Default)]
pub struct LoopOptions {
    /// Force this protocol instead of detecting it.
    pub protocol: Option<Protocol>,
    /// Play this game instead of the protocol's default.
    pub variant: Option<Variant>,
    /// Record every line in and out, with timestamps, in this file (`--log-io`).
    pub log_io: Option<std::path::PathBuf>,
    /// The engine's `Random Seed` to start with (`--seed`; the protocol may change it later).
    pub seed: Option<u64>,
}

/// Starts protocol `p`'s session with the command line's settings applied to its engine.
fn start_session(p: Protocol, opts: &LoopOptions, tx: Sender<Event>) -> Box<dyn Session> {
    let mut s = p.start(opts.variant, tx);
    if let Some(seed) = opts.seed {
        s.engine_mut().set_random_seed(seed);
    }
    s
}

/// Runs the protocol loop on events from `rx` (fed by a reader and by search listeners through
/// `tx`), writing replies to `out`. Returns when the session quits or input ends.
pub fn run_loop(opts: &LoopOptions, rx: Receiver<Event>, tx: Sender<Event>, out: Box<dyn Write>) {
    let mut out = Output::new(out);
    if let Some(path) = &opts.log_io {
        match iolog::IoLog::open(path) {
            Ok(log) => out.set_log(Some(log)),
            Err(e) => log::error!("cannot open the I/O log {}: {e}", path.display()),
        }
    }
    let mut session: Option<Box<dyn Session>> = None;
    let mut eof = false;
    let mut quitting = false;
    if let Some(p) = opts.protocol {
        session = Some(start_session(p, opts, tx.clone()));
    }
    while let Ok(event) = rx.recv() {
        let flow = match event {
            Event::Line(line) => {
                out.log_input(&line);
                if quitting {
                    continue;
                }
                let s = match session.as_mut() {
                    Some(s) => s,
                    None => match detect(&line) {
                        None => continue,
                        Some(p) => {
                            log::info!("protocol detected: {p:?}");
                            session.insert(start_session(p, opts, tx.clone()))
                        }
                    },
                };
                s.line(&line, &mut out)
            }
            Event::Info(info) => {
                if let Some(s) = session.as_mut() {
                    s.info(info, &mut out);
                }
                Flow::Continue
            }
            Event::Live(event) => {
                if let Some(s) = session.as_mut() {
                    s.live(event, &mut out);
                }
                Flow::Continue
            }
            Event::Done(result) => match session.as_mut() {
                Some(s) => s.done(result, &mut out),
                None => Flow::Continue,
            },
            Event::Job { id, output } => match session.as_mut() {
                Some(s) => s.job(id, output, &mut out),
                None => Flow::Continue,
            },
            Event::Eof => {
                eof = true;
                if let Some(s) = session.as_mut() {
                    s.eof();
                }
                Flow::Continue
            }
        };
        if flow == Flow::Quit && !quitting {
            quitting = true;
            if let Some(s) = session.as_mut() {
                s.abort(&mut out);
            }
        }
        let busy = session.as_ref().is_some_and(|s| s.searching());
        if (eof || quitting) && !busy {
            break;
        }
    }
}

/// Runs the protocol loop on real stdin/stdout.
pub fn run_stdio(opts: &LoopOptions) {
    run_stdio_from(opts, None);
}

/// Runs the protocol loop on real stdin/stdout, treating `first` (a line already read, e.g. by
/// the console menu) as the first line of input.
pub fn run_stdio_from(opts: &LoopOptions, first: Option<String>) {
    let (tx, rx) = channel();
    if let Some(line) = first {
        let _ = tx.send(Event::Line(line));
    }
    spawn_reader(
        Box::new(std::io::BufReader::new(std::io::stdin())),
        tx.clone(),
    );
    run_loop(opts, rx, tx, Box::new(std::io::stdout()));
}
