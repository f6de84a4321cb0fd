//! Lines that arrive while a search or a long job runs, one rule for every protocol (the session
//! core applies it): a few commands act at once (`stop`, `ponderhit`, `isready`, `YXSTOP`, …) and
//! the rest wait until the result is out; but a line never overtakes one that is already waiting,
//! so `go … stop go infinite stop` stops both searches, exactly as in engines that read their
//! commands one at a time. Only a quitting line (`quit`, `END`) always acts at once.

use std::collections::VecDeque;

/// The waiting lines, oldest first.
#[derive(Debug, Default)]
pub struct PendingLines {
    lines: VecDeque<String>,
}

impl PendingLines {
    /// Keeps `line` for later and returns true when it must wait: a search runs and the line is
    /// not `quit` and either does not act at once or has lines waiting before it.
    pub fn defer(&mut self, line: &str, searching: bool, acts_at_once: bool, quits: bool) -> bool {
        if !searching || quits || (acts_at_once && self.lines.is_empty()) {
            return false;
        }
        self.lines.push_back(line.to_string());
        true
    }

    /// The next waiting line to carry out now: any line when no search runs; during a search only
    /// a line at the head that acts at once.
    pub fn next(&mut self, searching: bool, acts_at_once: impl Fn(&str) -> bool) -> Option<String> {
        let head = self.lines.front()?;
        if searching && !acts_at_once(head) {
            return None;
        }
        self.lines.pop_front()
    }

    /// Forgets every waiting line.
    pub fn clear(&mut self) {
        self.lines.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_keep_their_order_behind_a_waiting_line() {
        let mut p = PendingLines::default();
        assert!(!p.defer("stop", true, true, false));
        assert!(p.defer("go infinite", true, false, false));
        assert!(p.defer("stop", true, true, false));
        assert!(!p.defer("quit", true, true, true));
        let at_once = |l: &str| l == "stop";
        assert_eq!(p.next(true, at_once), None);
        assert_eq!(p.next(false, at_once).as_deref(), Some("go infinite"));
        assert_eq!(p.next(true, at_once).as_deref(), Some("stop"));
        assert_eq!(p.next(false, at_once), None);
    }
}
