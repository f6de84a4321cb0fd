//! UCI and UCCI from the controller's side. Both send a full `position … moves …` before every
//! `go` and wait for `bestmove`. UCI selects the game with `UCI_Variant` when the engine offers it
//! (Fairy-Stockfish and Sente); xiangqi moves are then read with 1-based ranks (Fairy-Stockfish's
//! plain-UCI spelling), without it with 0-based ranks (Pikafish). Unless the engine spec fixes
//! the numbering (`ranks=0|1`), a depth-1 probe from the start position settles it. UCCI is xiangqi only, with 0-based
//! ranks, `setoption <name> <value>`, `go time … increment … opptime … oppincrement …`
//! (milliseconds when the engine offers `usemillisec`, seconds otherwise) and `quit` → `bye`.

use super::process::Process;
use super::HANDSHAKE_TIMEOUT;
use super::{
    spelled_moves, Driver, DriverError, EvalScore, MoveRequest, Reply, ReplyMove, Thinking,
};
use crate::game::{AnyGame, MoveDialect, Variant};
use crate::protocol::Protocol;
use crate::tournament::{EngineSpec, TimeControl};
use std::time::Instant;

/// Score used for a reported mate, minus the distance.
pub const MATE_SCORE: i32 = 100_000;

/// A UCI or UCCI engine.
pub struct UciDriver {
    proc: Process,
    name: String,
    ucci: bool,
    dialect: MoveDialect,
    millis: bool,
}

/// Reads the score of an `info` line: `score cp X`, `score mate N`, or UCCI's bare `score X`.
pub fn parse_info_score(line: &str) -> Option<i32> {
    let mut it = line.split_whitespace();
    if it.next() != Some("info") {
        return None;
    }
    let toks: Vec<&str> = it.collect();
    let (mate, n, _) = score_words(&toks)?;
    Some(match mate {
        true if n > 0 => MATE_SCORE - n,
        true => -MATE_SCORE - n,
        false => n,
    })
}

/// The words after `score` in an `info` line's words: whether it is a mate (`mate N`) rather than
/// centipawns (`cp X`, or UCCI's bare `X`), the number, and the index of the word after it.
fn score_words(toks: &[&str]) -> Option<(bool, i32, usize)> {
    let i = toks.iter().position(|&t| t == "score")?;
    let (mate, at) = match *toks.get(i + 1)? {
        "cp" => (false, i + 2),
        "mate" => (true, i + 2),
        _ => (false, i + 1),
    };
    Some((mate, toks.get(at)?.parse().ok()?, at + 1))
}

/// Folds an `info` line into `t` as cutechess does: the depth of any line of the primary PV, and
/// its score when exact (`lowerbound`/`upperbound` scores and `info string` lines are skipped).
/// `score mate N` becomes a mate in `2N − 1` plies (mover mates) or `−2N` plies (mover is
/// mated); UCCI's bare `score X` is read as centipawns.
pub fn read_thinking(line: &str, t: &mut Thinking) {
    let toks: Vec<&str> = line.split_whitespace().collect();
    if toks.first() != Some(&"info") || toks.get(1) == Some(&"string") {
        return;
    }
    let value = |key: &str| {
        let i = toks.iter().position(|&k| k == key)?;
        toks.get(i + 1).copied()
    };
    if value("multipv")
        .and_then(|v| v.parse::<u32>().ok())
        .unwrap_or(1)
        > 1
    {
        return;
    }
    if let Some(d) = value("depth").and_then(|v| v.parse::<u32>().ok()) {
        t.depth = Some(d);
    }
    let Some((mate, n, next)) = score_words(&toks) else {
        return;
    };
    if matches!(toks.get(next), Some(&"lowerbound" | &"upperbound")) {
        return;
    }
    t.score = Some(match mate {
        true if n > 0 => EvalScore::MatePlies(n.saturating_mul(2).saturating_sub(1)),
        true => EvalScore::MatePlies(n.saturating_mul(2)),
        false => EvalScore::Cp(n),
    });
}

/// Reads a `bestmove`/`nobestmove` line into a reply move; `None` for other lines.
pub fn parse_bestmove(line: &str) -> Option<ReplyMove> {
    let toks: Vec<&str> = line.split_whitespace().collect();
    match *toks.first()? {
        "nobestmove" => Some(ReplyMove::NoMove("nobestmove".into())),
        "bestmove" => match toks.get(1) {
            None => Some(ReplyMove::NoMove(String::new())),
            Some(&m) if m == "(none)" || m == "0000" || m == "none" => {
                Some(ReplyMove::NoMove(m.to_string()))
            }
            Some(&m) => {
                if toks[2..].contains(&"resign") {
                    Some(ReplyMove::Resign)
                } else {
                    Some(ReplyMove::Move(m.to_string()))
                }
            }
        },
        _ => None,
    }
}

fn is_variant_option(name: &str) -> bool {
    name.eq_ignore_ascii_case("UCI_Variant")
}

impl UciDriver {
    /// Runs the handshake (`uci`/`ucci` … `uciok`/`ucciok`), selects the variant, sets the
    /// spec's options and waits for `readyok`.
    pub fn start(
        mut proc: Process,
        spec: &EngineSpec,
        variant: Variant,
        protocol: Protocol,
        deadline: Instant,
    ) -> Result<UciDriver, DriverError> {
        let ucci = protocol == Protocol::Ucci;
        if ucci && variant != Variant::Xiangqi {
            return Err(DriverError::Unsupported(format!("{variant} over UCCI")));
        }
        proc.send(if ucci { "ucci" } else { "uci" })?;
        let ok = if ucci { "ucciok" } else { "uciok" };
        let mut options: Vec<String> = Vec::new();
        let mut id_name = None;
        loop {
            let (line, _) = proc.recv(deadline)?;
            let line = line.trim();
            if line == ok {
                break;
            }
            let lower = line.to_ascii_lowercase();
            if line.starts_with('?') || lower.starts_with("unknown") || lower.starts_with("error") {
                return Err(DriverError::Protocol(format!(
                    "handshake refused: '{line}'"
                )));
            }
            if let Some(n) = line.strip_prefix("id name ") {
                id_name = Some(n.trim().to_string());
            } else if let Some(rest) = line.strip_prefix("option ") {
                let rest = rest.strip_prefix("name ").unwrap_or(rest);
                let name = rest.split(" type ").next().unwrap_or(rest).trim();
                options.push(name.to_ascii_lowercase());
            }
        }
        let name = spec
            .display_name
            .clone()
            .or(id_name)
            .unwrap_or_else(|| spec.name.clone());
        let user_variant = spec
            .options
            .iter()
            .rev()
            .find(|(k, _)| is_variant_option(k))
            .map(|(_, v)| v.clone());
        let mut d = UciDriver {
            proc,
            name,
            ucci,
            dialect: MoveDialect::Uci {
                one_based_ranks: false,
            },
            millis: false,
        };
        if ucci {
            if options.iter().any(|o| o == "usemillisec") {
                d.proc.send("setoption usemillisec true")?;
                d.millis = true;
            }
        } else if options.iter().any(|o| o == "uci_variant") || user_variant.is_some() {
            // One `UCI_Variant` line: the user's value (`option.UCI_Variant=…`) when given,
            // otherwise the match's variant. Fairy-Stockfish resets its position and prints
            // the variant's description on each one.
            let v = user_variant.unwrap_or_else(|| variant.name().to_string());
            d.proc
                .send(&format!("setoption name UCI_Variant value {v}"))?;
            d.dialect = MoveDialect::Uci {
                one_based_ranks: variant == Variant::Xiangqi && spec.one_based_ranks != Some(false),
            };
        } else {
            d.dialect = MoveDialect::Uci {
                one_based_ranks: spec.one_based_ranks == Some(true),
            };
        }
        for (k, v) in &spec.options {
            if is_variant_option(k) && !ucci {
                continue;
            }
            if ucci {
                d.proc.send(&format!("setoption {k} {v}"))?;
            } else {
                d.proc.send(&format!("setoption name {k} value {v}"))?;
            }
        }
        d.ready(deadline)?;
        if variant == Variant::Xiangqi && !ucci && spec.one_based_ranks.is_none() {
            d.probe_ranks(deadline)?;
        }
        Ok(d)
    }

    /// Asks for a shallow move from the xiangqi start position and reads it both ways: no red
    /// piece stands on a square that is occupied under one numbering and also under the other,
    /// so the reply shows whether the engine counts ranks from 0 (Pikafish) or 1 (Fairy-Stockfish).
    fn probe_ranks(&mut self, deadline: Instant) -> Result<(), DriverError> {
        self.proc.send("position startpos")?;
        self.proc.send("go depth 1")?;
        let reply = loop {
            let (line, _) = self.proc.recv(deadline)?;
            if let Some(r) = parse_bestmove(&line) {
                break r;
            }
        };
        if let ReplyMove::Move(m) = reply {
            let start = AnyGame::new(Variant::Xiangqi);
            for one_based in [true, false] {
                let d = MoveDialect::Uci {
                    one_based_ranks: one_based,
                };
                if start.parse_move(&m, d).is_ok() {
                    if d != self.dialect {
                        log::info!(
                            "{}: answers '{m}' from the start position: ranks from {}",
                            self.name,
                            if one_based { 1 } else { 0 }
                        );
                    }
                    self.dialect = d;
                    break;
                }
            }
        }
        self.ready(deadline)
    }

    fn ready(&mut self, deadline: Instant) -> Result<(), DriverError> {
        self.proc.send("isready")?;
        loop {
            let (line, _) = self.proc.recv(deadline)?;
            if line.trim() == "readyok" {
                return Ok(());
            }
        }
    }

    fn go_line(&self, req: &MoveRequest) -> String {
        let own = req.side.index();
        let opp = req.side.opponent().index();
        match *req.tc {
            TimeControl::Depth(n) => format!("go depth {n}"),
            TimeControl::Nodes(n) => format!("go nodes {n}"),
            TimeControl::MoveTime(ms) if self.ucci => {
                format!("go time {} movestogo 1", self.ucci_time(ms as i64))
            }
            TimeControl::MoveTime(ms) => format!("go movetime {ms}"),
            TimeControl::Clock { inc_ms, .. } if self.ucci => format!(
                "go time {} increment {} opptime {} oppincrement {}",
                self.ucci_time(req.remaining_ms[own]),
                self.ucci_time(inc_ms as i64),
                self.ucci_time(req.remaining_ms[opp]),
                self.ucci_time(inc_ms as i64)
            ),
            TimeControl::Clock { inc_ms, .. } => {
                let (w, b) = (req.remaining_ms[0], req.remaining_ms[1]);
                format!("go wtime {w} btime {b} winc {inc_ms} binc {inc_ms}")
            }
        }
    }

    fn ucci_time(&self, ms: i64) -> i64 {
        if self.millis {
            ms
        } else {
            ms / 1000
        }
    }
}

impl Driver for UciDriver {
    fn name(&self) -> &str {
        &self.name
    }

    fn dialect(&self) -> MoveDialect {
        self.dialect
    }

    fn new_game(&mut self) -> Result<(), DriverError> {
        if !self.ucci {
            self.proc.send("ucinewgame")?;
        }
        self.ready(Instant::now() + HANDSHAKE_TIMEOUT)
    }

    fn think(&mut self, req: &MoveRequest) -> Result<Reply, DriverError> {
        let mut line = match req.start_fen {
            Some(f) => format!("position fen {f}"),
            None => "position startpos".to_string(),
        };
        let moves = spelled_moves(req, self.dialect);
        if !moves.is_empty() {
            line.push_str(" moves ");
            line.push_str(&moves.join(" "));
        }
        self.proc.drain();
        self.proc.send(&line)?;
        let go = self.go_line(req);
        let sent = Instant::now();
        self.proc.send(&go)?;
        let mut score = None;
        let mut thinking = Thinking::default();
        loop {
            match self.proc.recv(req.deadline) {
                Ok((line, at)) => {
                    read_thinking(&line, &mut thinking);
                    if let Some(s) = parse_info_score(&line) {
                        score = Some(s);
                    } else if let Some(mv) = parse_bestmove(&line) {
                        return Ok(Reply {
                            mv,
                            score,
                            thinking,
                            elapsed: at.saturating_duration_since(sent),
                        });
                    }
                }
                Err(DriverError::Timeout) => {
                    let _ = self.proc.send("stop");
                    return Err(DriverError::Timeout);
                }
                Err(e) => return Err(e),
            }
        }
    }

    fn quit(&mut self) {
        self.proc.quit("quit");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_scores() {
        assert_eq!(
            parse_info_score("info depth 3 score cp -25 nodes 9 pv h2e2"),
            Some(-25)
        );
        assert_eq!(
            parse_info_score("info depth 9 score mate 3 pv a1"),
            Some(MATE_SCORE - 3)
        );
        assert_eq!(
            parse_info_score("info score mate -2"),
            Some(-MATE_SCORE + 2)
        );
        assert_eq!(parse_info_score("info depth 5 score 40 pv h2e2"), Some(40));
        assert_eq!(parse_info_score("info string score cp 5x"), None);
        assert_eq!(parse_info_score("bestmove h2e2"), None);
    }

    #[test]
    fn thinking_as_cutechess_keeps_it() {
        let read = |lines: &[&str]| {
            let mut t = Thinking::default();
            for l in lines {
                read_thinking(l, &mut t);
            }
            t
        };
        let t = read(&[
            "info depth 7 score cp 31 pv h2e2",
            "info depth 8 currmove h0g2",
        ]);
        assert_eq!((t.depth, t.score), (Some(8), Some(EvalScore::Cp(31))));
        // Bounds, secondary lines and info strings leave the score as it was.
        let t = read(&[
            "info depth 9 score cp 12 pv a1",
            "info depth 10 score cp 80 lowerbound pv a1",
            "info depth 10 multipv 2 score cp -300 pv b1",
            "info string score cp 999",
        ]);
        assert_eq!((t.depth, t.score), (Some(10), Some(EvalScore::Cp(12))));
        // Mates in moves become plies; UCCI's bare score is centipawns.
        assert_eq!(
            read(&["info depth 5 score mate 3"]).score,
            Some(EvalScore::MatePlies(5))
        );
        assert_eq!(
            read(&["info depth 5 score mate -2"]).score,
            Some(EvalScore::MatePlies(-4))
        );
        assert_eq!(
            read(&["info depth 6 score 40 pv h2e2"]).score,
            Some(EvalScore::Cp(40))
        );
        // Junk changes nothing.
        assert_eq!(
            read(&["info depth x score cp", "bestmove a1", ""]),
            Thinking::default()
        );
    }

    proptest::proptest! {
        #![proptest_config(crate::core::rng::proptest_config(200))]

        /// Any line, however long or odd, is read or ignored without a panic, and a huge mate
        /// distance saturates instead of overflowing.
        #[test]
        fn thinking_reader_never_panics(line in "\\PC{0,200}", n in proptest::num::i32::ANY) {
            let mut t = Thinking::default();
            read_thinking(&line, &mut t);
            read_thinking(&format!("info depth 3 score mate {n}"), &mut t);
            proptest::prop_assert!(t.score.is_some());
        }
    }

    #[test]
    fn bestmove_lines() {
        let mv = |s: &str| Some(ReplyMove::Move(s.into()));
        assert_eq!(parse_bestmove("bestmove h2e2 ponder h9g7"), mv("h2e2"));
        assert_eq!(parse_bestmove("bestmove P@b2"), mv("P@b2"));
        assert_eq!(
            parse_bestmove("bestmove (none)"),
            Some(ReplyMove::NoMove("(none)".into()))
        );
        assert_eq!(
            parse_bestmove("bestmove 0000"),
            Some(ReplyMove::NoMove("0000".into()))
        );
        assert_eq!(
            parse_bestmove("nobestmove"),
            Some(ReplyMove::NoMove("nobestmove".into()))
        );
        assert_eq!(
            parse_bestmove("bestmove h2e2 resign"),
            Some(ReplyMove::Resign)
        );
        assert_eq!(parse_bestmove("info depth 1"), None);
    }
}
