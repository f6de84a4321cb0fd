//! The single writer of protocol output: every line is written whole and flushed at once, because
//! GUIs read engines line by line through pipes. Write errors (a closed pipe) are logged, not fatal.

use std::io::Write;

/// Line-oriented, flushing output.
pub struct Output {
    w: Box<dyn Write>,
    broken: bool,
}

impl Output {
    /// Wraps a writer.
    pub fn new(w: Box<dyn Write>) -> Output {
        Output { w, broken: false }
    }

    /// Writes `text` followed by a newline and flushes.
    pub fn line(&mut self, text: &str) {
        self.raw(&format!("{text}\n"));
    }

    /// Writes `text` exactly as given and flushes.
    pub fn raw(&mut self, text: &str) {
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
}
