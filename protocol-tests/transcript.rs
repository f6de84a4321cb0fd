//! Runs one transcript against an in-process protocol loop.

use regex::Regex;
use sente::protocol::{run_loop, Event, LoopOptions};
use std::io::Write;
use std::path::Path;
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

const TIMEOUT: Duration = Duration::from_secs(10);

/// A `Write` that forwards complete lines to a channel.
struct LineSender {
    tx: Sender<String>,
    buf: Vec<u8>,
}

impl Write for LineSender {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        self.buf.extend_from_slice(data);
        while let Some(i) = self.buf.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = self.buf.drain(..=i).collect();
            let text = String::from_utf8_lossy(&line[..line.len() - 1]).into_owned();
            let _ = self.tx.send(text);
        }
        Ok(data.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A running in-process engine.
pub struct Engine {
    input: Sender<Event>,
    output: Receiver<String>,
    thread: Option<std::thread::JoinHandle<()>>,
    seen: Vec<String>,
}

impl Engine {
    /// Starts a protocol loop with `opts`.
    pub fn start(opts: LoopOptions) -> Engine {
        let (tx, rx) = channel();
        let (otx, orx) = channel();
        let loop_tx = tx.clone();
        let thread = std::thread::spawn(move || {
            run_loop(
                &opts,
                rx,
                loop_tx,
                Box::new(LineSender {
                    tx: otx,
                    buf: Vec::new(),
                }),
            );
        });
        Engine {
            input: tx,
            output: orx,
            thread: Some(thread),
            seen: Vec::new(),
        }
    }

    /// Sends a line.
    pub fn send(&self, line: &str) {
        let _ = self.input.send(Event::Line(line.to_string()));
    }

    /// The next output line, or an error after the time-out or when the loop ended.
    pub fn next_line(&mut self) -> Result<String, String> {
        match self.output.recv_timeout(TIMEOUT) {
            Ok(l) => {
                self.seen.push(l.clone());
                Ok(l)
            }
            Err(RecvTimeoutError::Timeout) => Err(format!(
                "timed out; output so far:\n{}",
                self.seen.join("\n")
            )),
            Err(RecvTimeoutError::Disconnected) => Err(format!(
                "engine ended; output so far:\n{}",
                self.seen.join("\n")
            )),
        }
    }

    /// Closes input and returns whatever the engine still printed.
    pub fn finish(mut self) -> Vec<String> {
        let _ = self.input.send(Event::Eof);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        self.output.try_iter().collect()
    }
}

/// Runs the transcript in `path`.
pub fn run_file(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    run_text(&text)
}

/// Runs a transcript given as text.
pub fn run_text(text: &str) -> Result<(), String> {
    let mut opts = LoopOptions::default();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("#! ") {
            let (k, v) = rest.split_once(' ').unwrap_or((rest, ""));
            match k {
                "game" => opts.variant = Some(v.parse().map_err(|e| format!("{e}"))?),
                "protocol" => opts.protocol = Some(v.parse()?),
                _ => return Err(format!("unknown directive {k}")),
            }
        }
    }
    let mut engine = Engine::start(opts);
    let mut skipping = false;
    let mut expect_end = false;
    for (n, line) in text.lines().enumerate() {
        let at = |msg: String| format!("line {}: {msg}", n + 1);
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if let Some(sent) = line.strip_prefix("> ") {
            engine.send(sent);
        } else if line == "<…" || line == "<..." {
            skipping = true;
        } else if line == "<end" {
            expect_end = true;
        } else if let Some(re) = line.strip_prefix("<~ ") {
            let re = Regex::new(&format!("^(?:{re})$")).map_err(|e| at(e.to_string()))?;
            loop {
                let got = engine.next_line().map_err(at)?;
                if re.is_match(&got) {
                    break;
                }
                if !skipping {
                    return Err(at(format!("expected /{re}/, got '{got}'")));
                }
            }
            skipping = false;
        } else if let Some(want) = line.strip_prefix('<') {
            let want = want.strip_prefix(' ').unwrap_or(want);
            loop {
                let got = engine.next_line().map_err(at)?;
                if got == want {
                    break;
                }
                if !skipping {
                    return Err(at(format!("expected '{want}', got '{got}'")));
                }
            }
            skipping = false;
        } else {
            return Err(at(format!("unrecognised transcript line '{line}'")));
        }
    }
    let rest = engine.finish();
    if expect_end && !rest.is_empty() {
        return Err(format!(
            "unexpected output after the end:\n{}",
            rest.join("\n")
        ));
    }
    Ok(())
}
