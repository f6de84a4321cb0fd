//! `sente analyze`: a JSON analysis engine for scripts, as KataGo's analysis engine is for Go. Each
//! input line is one request (game, rule, FEN or moves, limits, MultiPV, id); each output line is
//! one answer (best move, score, depth, nodes, one principal variation per MultiPV line) or
//! `{"id":…,"error":"…"}`, and the process keeps serving until input ends. Requests run
//! concurrently on worker threads, each with its own engine; one writer thread prints whole lines,
//! so answers never interleave, and they come back in the order they finish (match them by `id`).

pub mod request;
mod response;

use crate::engine::Engine;
use crate::game::Variant;
use crate::protocol::{spawn_reader, Event};
use request::RequestError;
use std::io::{BufRead, Write};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex};

/// Settings of `sente analyze`.
#[derive(clap::Args, Clone, Debug)]
pub struct AnalyzeArgs {
    /// Requests searched at the same time (0 = one per core).
    #[arg(long, default_value_t = 0)]
    pub workers: usize,
    /// Search threads per request (Lazy SMP).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
    pub threads: u64,
    /// Hash table per worker, in megabytes.
    #[arg(long, default_value_t = 16, value_parser = clap::value_parser!(u64).range(1..=65536))]
    pub hash: u64,
}

/// Runs the analysis loop on `input` and `output` until input ends and every request is answered.
/// `default_game` stands in for a request without `game`.
pub fn run(
    args: &AnalyzeArgs,
    default_game: Option<Variant>,
    input: Box<dyn BufRead + Send>,
    output: Box<dyn Write + Send>,
) {
    let (line_tx, line_rx) = channel();
    spawn_reader(input, line_tx);
    let (out_tx, out_rx) = channel::<String>();
    let writer = std::thread::Builder::new()
        .name("sente-analyze-out".into())
        .spawn(move || write_lines(out_rx, output));
    let (job_tx, job_rx) = channel();
    let job_rx = Arc::new(Mutex::new(job_rx));
    let workers = match args.workers {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    };
    let mut handles = Vec::new();
    for i in 0..workers {
        let (rx, tx, args) = (Arc::clone(&job_rx), out_tx.clone(), args.clone());
        let spawned = std::thread::Builder::new()
            .name(format!("sente-analyze-{i}"))
            .spawn(move || work(&args, &rx, &tx));
        match spawned {
            Ok(h) => handles.push(h),
            Err(e) => log::error!("cannot start analysis worker {i}: {e}"),
        }
    }
    while let Ok(Event::Line(line)) = line_rx.recv() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        match request::parse(line, default_game) {
            Ok(req) if !handles.is_empty() => {
                let _ = job_tx.send(req);
            }
            Ok(req) => {
                let _ = out_tx.send(response::error(&req.id, "no analysis worker could start"));
            }
            Err(RequestError { id, kind }) => {
                let _ = out_tx.send(response::error(&id, &kind.to_string()));
            }
        }
    }
    drop(job_tx);
    for h in handles {
        let _ = h.join();
    }
    drop(out_tx);
    if let Ok(w) = writer {
        let _ = w.join();
    }
}

/// The one writer: each answer is written whole, with its newline, and flushed.
fn write_lines(rx: Receiver<String>, mut output: Box<dyn Write + Send>) {
    for line in rx {
        let written = output
            .write_all(format!("{line}\n").as_bytes())
            .and_then(|_| output.flush());
        if let Err(e) = written {
            log::warn!("output closed: {e}");
            return;
        }
    }
}

/// A worker: searches requests from the queue with its own engine until the queue closes.
fn work(args: &AnalyzeArgs, jobs: &Mutex<Receiver<request::Request>>, out: &Sender<String>) {
    let mut engine = Engine::new(Variant::Xiangqi);
    engine.set_threads(args.threads as usize);
    if let Err(e) = engine.set_hash_mb(args.hash as usize) {
        log::warn!("analyze: {e}");
    }
    loop {
        let job = match jobs.lock() {
            Ok(rx) => rx.recv(),
            Err(_) => return,
        };
        let Ok(req) = job else { return };
        // Each request starts from an empty table: the same request gives the same answer.
        engine.clear_hash();
        engine.set_multipv(req.multipv);
        engine.set_position(req.game.clone());
        let line = match engine.think(req.limits.clone()) {
            Ok((infos, result)) => response::result(&req, &infos, &result),
            Err(e) => response::error(&req.id, &e.to_string()),
        };
        if out.send(line).is_err() {
            return;
        }
    }
}
