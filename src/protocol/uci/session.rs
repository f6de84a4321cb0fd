//! The UCI session: options, the current game and position, and the translation of UCI commands
//! into engine calls. A bad line gets `info string error: …` and changes nothing; a `position` with
//! any bad FEN or move leaves the previous position in place.
//!
//! The game is xiangqi unless `--game` forced one: after `uci` or `ucicyclone` moves use 0-based
//! ranks as Pikafish does (`h2e2`); a GUI that sets `UCI_Variant` gets Fairy-Stockfish behaviour,
//! 1-based ranks (`h3e3`, `a10a9`). UCI-cyclone's bare `fen …`/`startpos …` lines are accepted in
//! every mode. The xiangqi options `Repetition Rule` and `Sixty Move Rule` follow Pikafish.

use super::parse::{parse, Command, GoParams, ParseError};
use super::reply::{bestmove_line, info_line, info_strings};
use crate::engine::{Engine, DEFAULT_HASH_MB, MAX_HASH_MB, MAX_THREADS};
use crate::game::xiangqi::Rules;
use crate::game::{AnyGame, MoveDialect, Variant};
use crate::protocol::{xq, ChannelListener, Event, Flow, Output, Session};
use crate::search::{Limits, SearchInfo, SearchResult};
use std::sync::mpsc::Sender;
use std::sync::Arc;

/// Name and version reported by `id name`.
pub const ENGINE_NAME: &str = concat!("Sente ", env!("CARGO_PKG_VERSION"));
/// Author reported by `id author`.
pub const ENGINE_AUTHOR: &str = "the Sente developers";

/// State of one UCI conversation.
pub struct UciSession {
    engine: Engine,
    tx: Sender<Event>,
    variant: Variant,
    /// The game chosen on the command line, which handshakes do not change.
    forced: Option<Variant>,
    dialect: MoveDialect,
    /// Xiangqi rule options.
    rules: Rules,
    searching: bool,
    /// Position the running search started from (moves in reports are spelled against it).
    search_root: Option<AnyGame>,
    ponder_option: bool,
    /// Input has ended: searches that would wait for `stop` are stopped at once.
    eof: bool,
    /// Lines that must wait for the running search to finish (state changes, new searches).
    queued: crate::protocol::pending::PendingLines,
}

impl UciSession {
    /// A session playing `variant` (xiangqi unless forced).
    pub fn new(forced: Option<Variant>, tx: Sender<Event>) -> UciSession {
        let variant = forced.unwrap_or(Variant::Xiangqi);
        UciSession {
            engine: Engine::new(variant),
            tx,
            variant,
            forced,
            rules: Rules::default(),
            dialect: MoveDialect::Uci {
                one_based_ranks: false,
            },
            searching: false,
            search_root: None,
            ponder_option: false,
            eof: false,
            queued: Default::default(),
        }
    }

    /// A fresh start position of the current game with the rule options applied.
    fn start_position(&self) -> AnyGame {
        let mut g = AnyGame::new(self.variant);
        xq::apply_rules(&mut g, self.rules);
        g
    }

    /// `uci` / `ucicyclone`: back to the default game (xiangqi, 0-based ranks) unless forced.
    fn handshake(&mut self) {
        self.variant = self.forced.unwrap_or(Variant::Xiangqi);
        self.dialect = MoveDialect::Uci {
            one_based_ranks: false,
        };
        self.engine.set_position(self.start_position());
    }

    fn error(out: &mut Output, msg: impl std::fmt::Display) {
        out.line(&format!("info string error: {msg}"));
    }

    fn options(&self, out: &mut Output) {
        out.line(&format!(
            "option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"
        ));
        out.line(&format!(
            "option name Threads type spin default 1 min 1 max {MAX_THREADS}"
        ));
        out.line("option name Clear Hash type button");
        out.line("option name MultiPV type spin default 1 min 1 max 500");
        out.line("option name Move Overhead type spin default 30 min 0 max 5000");
        out.line("option name Ponder type check default false");
        let mut rr = "option name Repetition Rule type combo default AsianRule".to_string();
        for v in xq::REPETITION_RULES {
            rr.push_str(&format!(" var {v}"));
        }
        out.line(&rr);
        out.line("option name Sixty Move Rule type check default true");
        let mut combo = format!(
            "option name UCI_Variant type combo default {}",
            self.variant
        );
        let mut names: Vec<String> = Variant::NAMES.iter().map(|s| s.to_string()).collect();
        if !names.contains(&self.variant.name()) {
            names.insert(0, self.variant.name());
        }
        for n in names {
            combo.push_str(&format!(" var {n}"));
        }
        out.line(&combo);
    }

    fn set_option(&mut self, name: &str, value: Option<&str>, out: &mut Output) {
        let lname = name.to_ascii_lowercase();
        let num = |v: Option<&str>, min: u64, max: u64| -> Result<u64, String> {
            let v = v.ok_or_else(|| format!("option '{name}' needs a value"))?;
            let n: u64 = v
                .trim()
                .parse()
                .map_err(|_| format!("option '{name}': '{v}' is not a number"))?;
            if n < min || n > max {
                return Err(format!("option '{name}': {n} is outside {min}..{max}"));
            }
            Ok(n)
        };
        let result: Result<(), String> = match lname.as_str() {
            "hash" => num(value, 1, MAX_HASH_MB as u64).and_then(|n| {
                self.engine
                    .set_hash_mb(n as usize)
                    .map_err(|e| e.to_string())
            }),
            "threads" => {
                num(value, 1, MAX_THREADS as u64).map(|n| self.engine.set_threads(n as usize))
            }
            "multipv" => num(value, 1, 500).map(|n| self.engine.set_multipv(n as usize)),
            "move overhead" => num(value, 0, 5000).map(|n| self.engine.set_move_overhead(n)),
            "clear hash" => {
                self.engine.clear_hash();
                Ok(())
            }
            "ponder" => match value.map(|v| v.to_ascii_lowercase()) {
                Some(v) if v == "true" || v == "false" => {
                    self.ponder_option = v == "true";
                    Ok(())
                }
                _ => Err(format!("option '{name}' needs true or false")),
            },
            "uci_variant" => match value.unwrap_or("").parse::<Variant>() {
                Ok(v) => {
                    // Fairy-Stockfish style: a GUI that names the variant numbers ranks from 1.
                    self.variant = v;
                    self.dialect = MoveDialect::Uci {
                        one_based_ranks: true,
                    };
                    self.engine.set_position(self.start_position());
                    Ok(())
                }
                Err(e) => Err(e.to_string()),
            },
            "repetition rule" => xq::parse_repetition_rule(value.unwrap_or("")).map(|r| {
                self.rules.repetition = r;
                xq::apply_rules(self.engine.position_mut(), self.rules);
            }),
            "sixty move rule" => xq::parse_check(name, value).map(|b| {
                self.rules.sixty_move = b;
                xq::apply_rules(self.engine.position_mut(), self.rules);
            }),
            _ => Err(format!("No such option: {name}")),
        };
        if let Err(e) = result {
            Self::error(out, e);
        }
    }

    /// Builds the position a `position` command describes, or says which part is wrong.
    fn build_position(&self, fen: Option<&str>, moves: &[String]) -> Result<AnyGame, String> {
        let mut game = match fen {
            None => AnyGame::new(self.variant),
            Some(f) => AnyGame::from_fen(self.variant, f).map_err(|e| format!("bad FEN: {e}"))?,
        };
        xq::apply_rules(&mut game, self.rules);
        for (i, text) in moves.iter().enumerate() {
            let m = game
                .parse_move(text, self.dialect)
                .map_err(|e| format!("move {} '{}': {e}", i + 1, truncate(text)))?;
            game.play(m)
                .map_err(|e| format!("move {} '{}': {e}", i + 1, truncate(text)))?;
        }
        Ok(game)
    }

    fn go(&mut self, p: GoParams, out: &mut Output) {
        let game = self.engine.position().clone();
        if let Some(msg) = xq::verdict(&game) {
            out.line(&format!("info string rule verdict: {msg} (playing on)"));
        }
        if let Some(msg) = xq::game_over(&game) {
            out.line(&format!("info string game over: {msg}"));
        }
        let mut searchmoves = Vec::new();
        for (i, text) in p.searchmoves.iter().enumerate() {
            match game.parse_move(text, self.dialect) {
                Ok(m) => searchmoves.push(m),
                Err(e) => {
                    Self::error(
                        out,
                        format!("searchmoves {} '{}': {e}", i + 1, truncate(text)),
                    );
                    return;
                }
            }
        }
        let infinite = p.infinite
            || (!p.ponder
                && p.depth.is_none()
                && p.nodes.is_none()
                && p.mate.is_none()
                && p.movetime.is_none()
                && p.time == [None, None]);
        let limits = Limits {
            depth: p.depth,
            nodes: p.nodes,
            movetime: p.movetime,
            time: p.time,
            inc: [p.inc[0].unwrap_or(0), p.inc[1].unwrap_or(0)],
            movestogo: p.movestogo,
            infinite,
            ponder: p.ponder,
            mate: p.mate,
            searchmoves,
        };
        let listener = Arc::new(ChannelListener::new(self.tx.clone()));
        match self.engine.go(limits, listener) {
            Ok(()) => {
                self.searching = true;
                self.search_root = Some(game);
                if self.eof {
                    self.engine.stop_if_waiting();
                }
            }
            Err(e) => Self::error(out, e),
        }
    }

    fn perft(&mut self, depth: u32, out: &mut Output) {
        let depth = depth.min(12);
        let game = self.engine.position().clone();
        let lines = game.perft_divide(depth);
        let mut total = 0;
        for (m, n) in &lines {
            out.line(&format!("{}: {n}", game.format_move(*m, self.dialect)));
            total += n;
        }
        out.line("");
        out.line(&format!(
            "Nodes searched: {}",
            if depth == 0 { 1 } else { total }
        ));
    }

    fn display(&self, out: &mut Output) {
        let g = self.engine.position();
        out.line("");
        for l in g.render(self.dialect).lines() {
            out.line(l);
        }
        out.line("");
        out.line(&format!("Fen: {}", g.fen()));
        out.line(&format!("Key: {:016X}", g.key()));
        let extra = xq::display_lines(g, self.dialect);
        if !extra.is_empty() {
            extra.iter().for_each(|l| out.line(l));
        } else if let Some(o) = g.outcome() {
            let who = match o.winner {
                Some(s) => format!("{s} player wins"),
                None => "draw".to_string(),
            };
            out.line(&format!("Result: {who} ({})", o.termination));
        }
    }
}

fn truncate(s: &str) -> String {
    s.chars().take(32).collect()
}

/// Commands answered at once even while a search runs; everything else waits for its result.
fn immediate(cmd: &Command) -> bool {
    matches!(
        cmd,
        Command::IsReady | Command::Stop | Command::PonderHit | Command::Quit | Command::Debug(_)
    )
}

impl UciSession {
    fn handle(&mut self, line: &str, out: &mut Output) -> Flow {
        if self.searching {
            let cmd = parse(line);
            let quits = matches!(cmd, Ok(Command::Quit));
            let at_once = cmd.is_ok_and(|c| immediate(&c));
            if self.queued.defer(line, true, at_once, quits) {
                return Flow::Continue;
            }
        }
        self.dispatch(line, out)
    }

    /// Carries out one line now.
    fn dispatch(&mut self, line: &str, out: &mut Output) -> Flow {
        let cmd = match parse(line) {
            Ok(c) => c,
            Err(ParseError::Empty) => return Flow::Continue,
            Err(e @ ParseError::Unknown(_)) => {
                Self::error(out, e);
                return Flow::Continue;
            }
            Err(e) => {
                Self::error(out, e);
                return Flow::Continue;
            }
        };
        match cmd {
            Command::Uci | Command::UciCyclone => {
                self.handshake();
                out.line(&format!("id name {ENGINE_NAME}"));
                out.line(&format!("id author {ENGINE_AUTHOR}"));
                out.line("");
                self.options(out);
                out.line("uciok");
            }
            Command::Debug(_) | Command::Register => {}
            Command::IsReady => out.line("readyok"),
            Command::SetOption { name, value } => self.set_option(&name, value.as_deref(), out),
            Command::UciNewGame => {
                self.engine.clear_hash();
                self.engine.set_position(self.start_position());
            }
            Command::Position { fen, moves } => match self.build_position(fen.as_deref(), &moves) {
                Ok(g) => self.engine.set_position(g),
                Err(e) => Self::error(out, e),
            },
            Command::Go(p) => self.go(p, out),
            Command::Perft(d) => self.perft(d, out),
            Command::Stop => self.engine.stop(),
            Command::PonderHit => self.engine.ponderhit(),
            Command::Quit => return Flow::Quit,
            Command::Display => self.display(out),
            Command::Eval => {
                let g = self.engine.position();
                let v = g.evaluate();
                out.line(&format!("info string eval {v} (side to move)"));
            }
            Command::Rl(text) => match crate::rl::cli::run_line(&text) {
                Ok(s) => info_strings(&s).for_each(|l| out.line(&l)),
                Err(e) => Self::error(out, e),
            },
        }
        Flow::Continue
    }
}

impl Session for UciSession {
    fn line(&mut self, line: &str, out: &mut Output) -> Flow {
        self.handle(line, out)
    }

    fn info(&mut self, info: SearchInfo, out: &mut Output) {
        if let Some(g) = &self.search_root {
            out.line(&info_line(&info, g, self.dialect));
        }
    }

    fn done(&mut self, result: SearchResult, out: &mut Output) -> Flow {
        if let Some(g) = self.search_root.take() {
            out.line(&bestmove_line(&result, &g, self.dialect));
        }
        self.searching = false;
        self.engine.wait();
        // Work through the lines that arrived during the search, in order; once one of them
        // starts a new search, only `stop`/`ponderhit`/`isready` at the head may still act.
        while let Some(line) = self
            .queued
            .next(self.searching, |l| parse(l).is_ok_and(|c| immediate(&c)))
        {
            if self.dispatch(&line, out) == Flow::Quit {
                return Flow::Quit;
            }
        }
        Flow::Continue
    }

    fn searching(&self) -> bool {
        self.searching
    }

    fn eof(&mut self) {
        self.eof = true;
        // A search that waits for `stop` would never end: stop it; a timed search finishes.
        self.engine.stop_if_waiting();
    }

    fn abort(&mut self) {
        self.queued.clear();
        self.engine.stop();
    }
}
