//! A child engine process with its own stdin, stdout and stderr pipes. stdout and stderr are
//! each drained by a reader thread (so neither pipe can fill and block the engine); stdout lines
//! arrive on a channel stamped with the instant they were read, which is what the clocks use.

use super::DriverError;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

/// Longest line kept from an engine; the rest of a longer line is dropped.
const MAX_LINE: usize = 64 * 1024;

/// A running engine process.
pub struct Process {
    name: String,
    child: Child,
    stdin: Option<ChildStdin>,
    rx: Receiver<(String, Instant)>,
}

fn lossy_line(buf: &[u8]) -> String {
    let mut s = String::from_utf8_lossy(&buf[..buf.len().min(MAX_LINE)]).into_owned();
    while s.ends_with(['\n', '\r']) {
        s.pop();
    }
    s
}

impl Process {
    /// Starts `program` with `args`, optionally in `dir`; `name` labels its log lines.
    pub fn spawn(
        name: &str,
        program: &str,
        args: &[String],
        dir: Option<&str>,
    ) -> Result<Process, DriverError> {
        let mut cmd = Command::new(program);
        cmd.args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(d) = dir {
            cmd.current_dir(d);
        }
        let mut child = cmd.spawn().map_err(|e| DriverError::Spawn {
            command: program.to_string(),
            source: e,
        })?;
        let stdout = child.stdout.take();
        let stderr = child.stderr.take();
        let (tx, rx) = mpsc::channel();
        if let Some(out) = stdout {
            let label = name.to_string();
            thread::spawn(move || {
                let mut r = BufReader::new(out);
                let mut buf = Vec::new();
                loop {
                    buf.clear();
                    match r.read_until(b'\n', &mut buf) {
                        Ok(0) | Err(_) => break,
                        Ok(_) => {
                            let line = lossy_line(&buf);
                            log::debug!("<{label}: {line}");
                            if tx.send((line, Instant::now())).is_err() {
                                break;
                            }
                        }
                    }
                }
            });
        }
        if let Some(err) = stderr {
            let label = name.to_string();
            thread::spawn(move || {
                let mut r = BufReader::new(err);
                let mut buf = Vec::new();
                loop {
                    buf.clear();
                    match r.read_until(b'\n', &mut buf) {
                        Ok(0) | Err(_) => break,
                        Ok(_) => log::debug!("<{label} (stderr): {}", lossy_line(&buf)),
                    }
                }
            });
        }
        Ok(Process {
            name: name.to_string(),
            stdin: child.stdin.take(),
            child,
            rx,
        })
    }

    /// Sends one line (a newline is appended) and flushes.
    pub fn send(&mut self, line: &str) -> Result<(), DriverError> {
        log::debug!(">{}: {line}", self.name);
        let stdin = self.stdin.as_mut().ok_or(DriverError::Exited)?;
        stdin
            .write_all(line.as_bytes())
            .and_then(|_| stdin.write_all(b"\n"))
            .and_then(|_| stdin.flush())
            .map_err(|_| DriverError::Exited)
    }

    /// The next stdout line and when it was read, waiting until `deadline`.
    pub fn recv(&mut self, deadline: Instant) -> Result<(String, Instant), DriverError> {
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.rx.recv_timeout(wait) {
            Ok(x) => Ok(x),
            Err(RecvTimeoutError::Timeout) => Err(DriverError::Timeout),
            Err(RecvTimeoutError::Disconnected) => Err(DriverError::Exited),
        }
    }

    /// Drops any stdout lines already received.
    pub fn drain(&mut self) {
        while self.rx.try_recv().is_ok() {}
    }

    /// Sends the protocol's quit word (`quit`, `END`), then [`finish`](Self::finish)es within
    /// [`QUIT_TIMEOUT`](super::QUIT_TIMEOUT).
    pub fn quit(&mut self, word: &str) {
        let _ = self.send(word);
        self.finish(super::QUIT_TIMEOUT);
    }

    /// Closes stdin and waits up to `grace` for the process to exit, then kills it.
    pub fn finish(&mut self, grace: Duration) {
        self.stdin = None;
        let end = Instant::now() + grace;
        while Instant::now() < end {
            match self.child.try_wait() {
                Ok(Some(_)) | Err(_) => return,
                Ok(None) => thread::sleep(Duration::from_millis(5)),
            }
        }
        log::debug!("{}: no exit within {grace:?}, killing", self.name);
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}
