//! A running GTP analysis stream: the candidates of the last completed depth, when the next
//! `info` line may be printed, and how the stream ends. `lz-analyze`/`kata-analyze` answer `=`
//! at once, print a line per completed depth (at most one per interval) and end, with the blank
//! line that closes every GTP answer, when the next command arrives; that command is carried
//! out after the search has stopped. `…genmove_analyze` prints the same lines, then `play X`.

use super::analyze::{render, AnalyzeArgs};
use crate::game::AnyGame;
use crate::protocol::Output;
use crate::search::SearchInfo;
use std::time::Instant;

/// One analysis command in progress.
pub struct Stream {
    /// Its arguments.
    pub args: AnalyzeArgs,
    /// The command's id, for the `…genmove_analyze` answer.
    pub id: Option<String>,
    /// `…genmove_analyze`: the search's move is played and answered `play X`.
    pub genmove: bool,
    /// Principal variations the search reports per depth.
    lines_per_depth: usize,
    /// The candidates of the depth being reported (by MultiPV index).
    lines: Vec<SearchInfo>,
    /// The candidates of the last completed depth.
    complete: Vec<SearchInfo>,
    /// True when `complete` has been printed.
    printed: bool,
    /// When the last line was printed.
    last_print: Option<Instant>,
    /// The search is over; `lz-analyze` still waits for a command to end the stream.
    pub finished: bool,
    /// The command that ended the stream while the search ran: carried out once it has stopped.
    pub held: Option<String>,
}

impl Stream {
    /// A stream for `args`; the search reports `lines_per_depth` principal variations.
    pub fn new(args: AnalyzeArgs, id: Option<String>, genmove: bool, lines: usize) -> Stream {
        Stream {
            args,
            id,
            genmove,
            lines_per_depth: lines.max(1),
            lines: Vec::new(),
            complete: Vec::new(),
            printed: true,
            last_print: None,
            finished: false,
            held: None,
        }
    }

    /// Takes one search report; prints the candidates once a depth is complete and the interval
    /// has passed. Bounds (aspiration failures) and lines without moves are not candidates.
    pub fn info(&mut self, info: SearchInfo, game: &AnyGame, out: &mut Output) {
        if info.bound.is_some() || info.pv.is_empty() {
            return;
        }
        if info.multipv == 1 {
            self.lines.clear();
        }
        let expected = match info.root.moves {
            0 => 1,
            n => self.lines_per_depth.min(n as usize),
        };
        let last = info.multipv >= expected;
        self.lines.push(info);
        if last {
            self.complete = std::mem::take(&mut self.lines);
            self.printed = false;
            let due = self
                .last_print
                .is_none_or(|t| t.elapsed().as_millis() >= u128::from(self.args.interval_ms));
            if self.args.interval_ms == 0 || due {
                self.print(game, out);
            }
        }
    }

    /// Prints the last complete candidates if they have not been printed yet.
    pub fn flush(&mut self, game: &AnyGame, out: &mut Output) {
        if !self.printed {
            self.print(game, out);
        }
    }

    fn print(&mut self, game: &AnyGame, out: &mut Output) {
        self.printed = true;
        let text = render(self.args.format, &self.complete, game, self.args.max_moves);
        if !text.is_empty() {
            out.line(&text);
            self.last_print = Some(Instant::now());
        }
    }
}
