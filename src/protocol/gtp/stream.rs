//! A running GTP analysis stream: the candidates of the last completed depth, when the next
//! `info` line may be printed, and how the stream ends. `lz-analyze`/`kata-analyze` answer `=`
//! at once, print a line per completed depth (at most one per interval) and end, with the blank
//! line that closes every GTP answer, when the next command arrives; that command is carried
//! out after the search has stopped. `…genmove_analyze` prints the same lines, then `play X`.
//! The candidates are every root move the search reports after a depth (see
//! [`live_options`]), and while a long depth runs the search re-reports them at the interval with
//! their visits brought up to date, so a line keeps coming at every interval — unless nothing
//! shown in it changed (the search is on a move past `maxmoves`), when the refresh is dropped.

use super::analyze::{render, AnalyzeArgs};
use crate::game::AnyGame;
use crate::protocol::Output;
use crate::search::{LiveEvent, LiveOptions, SearchInfo};
use std::time::Instant;

/// What an analysis search reports inside its iterations: every root move after each depth,
/// and, when the interval is not 0, the current candidates at that interval.
pub fn live_options(interval_ms: u64) -> LiveOptions {
    LiveOptions {
        refresh_ms: (interval_ms > 0).then_some(interval_ms),
        candidates: true,
        ..LiveOptions::default()
    }
}

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
    /// Every root move of the depth whose reports are arriving (sent just before them).
    candidates: Option<Vec<SearchInfo>>,
    /// The candidates of the last completed depth.
    complete: Vec<SearchInfo>,
    /// True when `complete` has been printed.
    printed: bool,
    /// When the last line was printed.
    last_print: Option<Instant>,
    /// The last line printed.
    last_text: String,
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
            candidates: None,
            complete: Vec::new(),
            printed: true,
            last_print: None,
            last_text: String::new(),
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
        let depth = info.depth;
        self.lines.push(info);
        if last {
            let lines = std::mem::take(&mut self.lines);
            self.complete = match self.candidates.take() {
                Some(all) if all.first().is_some_and(|l| l.depth == depth) => all,
                _ => lines,
            };
            self.printed = false;
            self.print_if_due(game, out);
        }
    }

    /// Takes a report from inside an iteration: the candidates of the depth that is completing,
    /// or the current candidates re-reported while a depth runs.
    pub fn live(&mut self, event: LiveEvent, game: &AnyGame, out: &mut Output) {
        match event {
            LiveEvent::Candidates(all) => self.candidates = Some(all),
            LiveEvent::Refresh(lines) if !lines.is_empty() => {
                let a = &self.args;
                if render(a.format, &lines, game, a.max_moves) == self.last_text {
                    return;
                }
                self.complete = lines;
                self.printed = false;
                self.print_if_due(game, out);
            }
            _ => {}
        }
    }

    fn print_if_due(&mut self, game: &AnyGame, out: &mut Output) {
        let due = self
            .last_print
            .is_none_or(|t| t.elapsed().as_millis() >= u128::from(self.args.interval_ms));
        if self.args.interval_ms == 0 || due {
            self.print(game, out);
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
            self.last_text = text;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{PackedMove, Score};
    use crate::game::{MoveDialect, Variant};
    use crate::protocol::gtp::analyze::{parse_args, Format};
    use crate::search::RootStats;
    use std::io::Read;

    fn line(mv: PackedMove, order: u32, nodes: u64) -> SearchInfo {
        SearchInfo {
            depth: 4,
            seldepth: 4,
            multipv: order as usize + 1,
            score: Score(10),
            bound: None,
            nodes,
            nps: 0,
            hashfull: 0,
            time_ms: 0,
            pv: vec![mv],
            root: RootStats {
                nodes,
                order,
                moves: 2,
            },
        }
    }

    #[test]
    fn refreshes_that_show_nothing_new_are_dropped() {
        let game = AnyGame::new(Variant::TICTACTOE);
        let [b2, a1] = ["b2", "a1"].map(|m| game.parse_move(m, MoveDialect::Gtp).unwrap());
        let args = parse_args(Format::Lz, &["0", "maxmoves", "1"]).unwrap();
        let mut stream = Stream::new(args, None, false, 1);
        let (mut reader, writer) = std::io::pipe().unwrap();
        let mut out = Output::new(Box::new(writer));
        let refresh = |a1_nodes, b2_nodes| {
            LiveEvent::Refresh(vec![line(b2, 0, b2_nodes), line(a1, 1, a1_nodes)])
        };
        stream.live(refresh(10, 50), &game, &mut out);
        // The search is on A1, which `maxmoves 1` hides: the same line would come again.
        stream.live(refresh(20, 50), &game, &mut out);
        stream.live(refresh(30, 50), &game, &mut out);
        // B2 gained visits: that is shown.
        stream.live(refresh(30, 60), &game, &mut out);
        drop(out);
        let mut text = String::new();
        reader.read_to_string(&mut text).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{text}");
        assert!(lines[0].contains("visits 50") && lines[1].contains("visits 60"));
    }
}
