//! The single writer of protocol output: every line is written whole and flushed at once, because
//! GUIs read engines line by line through pipes. Write errors (a closed pipe) are logged, not fatal.
//! When an I/O log is open (`--log-io`, `Debug Log File`) every line in and out is recorded there.

use super::iolog::IoLog;
use std::io::Write;

/// Line-oriented, flushing output.
pub struct Output {
    w: Box<dyn Write>,
    broken: bool,
    log: Option<IoLog>,
}

impl Output {
    /// Wraps a writer.
    pub fn new(w: Box<dyn Write>) -> Output {
        Output {
            w,
            broken: false,
            log: None,
        }
    }

    /// Writes `text` followed by a newline and flushes.
    pub fn line(&mut self, text: &str) {
        self.raw(&format!("{text}\n"));
    }

    /// Writes `text` exactly as given and flushes.
    pub fn raw(&mut self, text: &str) {
        if let Some(log) = self.log.as_mut() {
            log.output(text);
        }
        if self.broken {
            return;
        }
        if let Err(e) = self
            .w
            .write_all(text.as_bytes())
            .and_then(|_| self.w.flush())
        {
            log::warn!("output closed: {e}");
            self.broken = true;
        }
    }

    /// Starts (or, with `None`, stops) recording every line in and out.
    pub fn set_log(&mut self, log: Option<IoLog>) {
        self.log = log;
    }

    /// The open I/O log's path, if any.
    pub fn log_path(&self) -> Option<&str> {
        self.log.as_ref().map(IoLog::path)
    }

    /// Records a line read from the GUI (when an I/O log is open).
    pub fn log_input(&mut self, line: &str) {
        if let Some(log) = self.log.as_mut() {
            log.input(line);
        }
    }
}
