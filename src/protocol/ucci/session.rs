//! The UCCI session (xqbase UCCI 3.0, ElephantEye behaviour): options, the xiangqi position, banned
//! moves, and the translation of UCCI commands into engine calls. Bad input gets
//! `info string error: …` and changes nothing; a `position` with a bad FEN or move leaves the previous
//! position in place. While thinking only `isready`, `ponderhit`, `stop`, `probe` and `quit` act at
//! once; other commands wait for the search's result.
//!
//! Choices where the specification leaves room: `usemillisec` defaults to true (as in
//! Fairy-Stockfish); unknown option names are ignored silently (GUIs send unadvertised ones);
//! `go` with no mode searches until `stop`; a draw offer (`go draw`, `ponderhit draw`) is accepted
//! when our score is −50 or worse; we resign when we are mated by force.

use super::parse::{parse, Command, GoMode, GoParams, ParseError, PositionSpec};
use super::reply::{currmove_line, info_lines, pophash, DIALECT, LIVE};
use crate::core::PackedMove;
use crate::engine::options::{self, EngineOption, Kind};
use crate::engine::Engine;
use crate::game::xiangqi::Rules;
use crate::game::{AnyGame, Variant};
use crate::protocol::session_core::{
    build_position, display_lines, game_notes, Core, Driver, Handler, JobOutput, JobRequest,
    SearchEnd, Urgency,
};
use crate::protocol::uci::session::{ENGINE_AUTHOR, ENGINE_NAME};
use crate::protocol::{xq, Event, Flow, Output};
use crate::search::{Limits, LiveEvent, SearchInfo};
use std::sync::mpsc::Sender;

/// The engine's spin options under their UCCI names; UCCI lists them from 0, meaning "default".
const SPINS: [(&str, EngineOption); 2] =
    [("hashsize", options::HASH), ("threads", options::THREADS)];

/// Accept a draw offer when our score is at most this.
const DRAW_ACCEPT: i32 = -50;

/// Starts a UCCI session playing xiangqi from the start position.
pub fn start(variant: Option<Variant>, tx: Sender<Event>) -> Driver<UcciSession> {
    if variant.is_some_and(|v| v != Variant::Xiangqi) {
        log::warn!("UCCI plays xiangqi only; ignoring the requested game");
    }
    Driver::new(
        Core::new(Engine::new(Variant::Xiangqi), tx),
        UcciSession {
            rules: Rules::default(),
            millis: true,
            banned: Vec::new(),
            draw_offered: false,
            quitting: false,
        },
    )
}

/// The UCCI side of one conversation.
pub struct UcciSession {
    rules: Rules,
    /// Times are in milliseconds (`usemillisec true`), otherwise seconds.
    millis: bool,
    /// Moves forbidden by `banmoves` in the current position.
    banned: Vec<PackedMove>,
    /// The opponent offered a draw for the running search.
    draw_offered: bool,
    /// `quit` arrived during a search: its result is not reported, `bye` is.
    quitting: bool,
}

/// Commands that act at once even while a search runs.
fn immediate(cmd: &Command) -> bool {
    matches!(
        cmd,
        Command::IsReady
            | Command::PonderHit { .. }
            | Command::Stop
            | Command::Probe(_)
            | Command::Quit
    )
}

impl UcciSession {
    fn error(out: &mut Output, msg: impl std::fmt::Display) {
        out.line(&format!(
            "info string error: {}",
            crate::protocol::quote::shown(&msg.to_string())
        ));
    }

    fn start_position(&self) -> AnyGame {
        let mut g = AnyGame::new(Variant::Xiangqi);
        xq::apply_rules(&mut g, self.rules);
        g
    }

    fn handshake(&mut self, engine: &mut Engine, out: &mut Output) {
        engine.set_position(self.start_position());
        self.banned.clear();
        out.line(&format!("id name {ENGINE_NAME}"));
        out.line("id copyright MIT licence");
        out.line(&format!("id author {ENGINE_AUTHOR}"));
        out.line("option usemillisec type check default true");
        for (ucci, o) in SPINS {
            let ((_, max), default) = (o.range(), o.default_number());
            out.line(&format!(
                "option {ucci} type spin min 0 max {max} default {default}"
            ));
        }
        if let Kind::Check { default } = options::PONDER.kind {
            out.line(&format!("option ponder type check default {default}"));
        }
        out.line("option repetitionrule type combo var asianrule default asianrule");
        out.line("option sixtymoverule type check default true");
        out.line("option skilllevel type spin min 0 max 20 default 20");
        out.line("option newgame type button");
        out.line("ucciok");
    }

    fn set_option(
        &mut self,
        engine: &mut Engine,
        name: &str,
        value: Option<&str>,
    ) -> Result<(), String> {
        let key: String = name
            .chars()
            .filter(|c| *c != '_')
            .collect::<String>()
            .to_ascii_lowercase();
        let num = |max: u64| -> Result<u64, String> {
            let v = value.ok_or_else(|| format!("option '{name}' needs a value"))?;
            match v.trim().parse::<u64>() {
                Ok(n) if n <= max => Ok(n),
                _ => Err(format!(
                    "option '{name}': '{}' is not a number in 0..{max}",
                    v.chars().take(32).collect::<String>()
                )),
            }
        };
        match key.as_str() {
            "usemillisec" => self.millis = xq::parse_check(name, value)?,
            "hashsize" | "threads" => {
                let (_, o) = SPINS.iter().find(|(ucci, _)| *ucci == key).expect("listed");
                // 0 means "choose for me": the engine's default.
                let n = match num(o.range().1)? {
                    0 => o.default_number(),
                    n => n,
                };
                engine.set_spin(o, n).map_err(|e| e.to_string())?;
            }
            "ponder" => engine
                .set_option(options::PONDER.name, value)
                .map_err(|_| format!("option '{name}' needs true or false"))?,
            "batch" | "debug" | "usebook" | "useegtb" | "promotion" => {
                xq::parse_check(name, value)?;
            }
            "newgame" => {
                engine.clear_hash();
                engine.set_position(self.start_position());
                self.banned.clear();
            }
            "repetitionrule" => {
                self.rules.repetition = xq::parse_repetition_rule(value.unwrap_or(""))?;
                xq::apply_rules(engine.position_mut(), self.rules);
            }
            "skilllevel" => crate::protocol::level::set(engine, value.unwrap_or(""))?,
            "sixtymoverule" => {
                self.rules.sixty_move = xq::parse_check(name, value)?;
                xq::apply_rules(engine.position_mut(), self.rules);
            }
            _ => log::debug!("ignoring option '{name}'"),
        }
        Ok(())
    }

    /// Builds the position a `position`/`probe` line describes, or says which part is wrong.
    fn build(&self, spec: &PositionSpec) -> Result<AnyGame, String> {
        build_position(
            Variant::Xiangqi,
            self.rules,
            spec.fen.as_deref(),
            &spec.moves,
            DIALECT,
        )
    }

    fn ban(&mut self, game: &AnyGame, moves: &[String]) -> Result<(), String> {
        let mut banned = Vec::new();
        for (i, text) in moves.iter().enumerate() {
            let quoted: String = text.chars().take(32).collect();
            let m = game
                .parse_move(text, DIALECT)
                .map_err(|e| format!("banmoves {} '{quoted}': {e}", i + 1))?;
            banned.push(m);
        }
        let legal = game.legal_moves();
        if !legal.is_empty() && legal.iter().all(|m| banned.contains(m)) {
            return Err("banmoves would ban every legal move; ignored".into());
        }
        self.banned = banned;
        Ok(())
    }

    fn go(&mut self, core: &mut Core, p: GoParams, out: &mut Output) {
        let game = core.engine.position();
        let (notes, over) = game_notes(game);
        notes.iter().for_each(|l| out.line(l));
        if over {
            out.line("nobestmove");
            return;
        }
        let unit = if self.millis { 1 } else { 1000 };
        let us = game.side_to_move().index();
        let mut limits = base_limits(p.ponder);
        match p.mode {
            GoMode::Depth(0) => {
                out.line("nobestmove");
                return;
            }
            GoMode::Depth(d) => limits.depth = Some(d),
            GoMode::Nodes(n) => limits.nodes = Some(n),
            GoMode::Infinite => limits.infinite = true,
            GoMode::Time {
                time,
                movestogo,
                increment,
                opptime,
                oppincrement,
                ..
            } => {
                limits.time[us] = Some(time.saturating_mul(unit));
                limits.inc[us] = increment.unwrap_or(0).saturating_mul(unit);
                limits.time[1 - us] = opptime.map(|t| t.saturating_mul(unit));
                limits.inc[1 - us] = oppincrement.unwrap_or(0).saturating_mul(unit);
                limits.movestogo = movestogo;
            }
        }
        if !self.banned.is_empty() {
            limits.searchmoves = game
                .legal_moves()
                .into_iter()
                .filter(|m| !self.banned.contains(m))
                .collect();
        }
        self.draw_offered = p.draw;
        if let Err(e) = core.go(limits) {
            Self::error(out, e);
        }
    }
}

/// The limits every UCCI search starts from: pondering or not, and `info currmove` after 3 s.
fn base_limits(ponder: bool) -> Limits {
    Limits {
        ponder,
        live: LIVE,
        ..Limits::default()
    }
}

impl Handler for UcciSession {
    fn urgency(&self, line: &str) -> Urgency {
        Urgency::of(parse(line).ok(), |c| matches!(c, Command::Quit), immediate)
    }

    fn line(&mut self, core: &mut Core, line: &str, out: &mut Output) -> Flow {
        let cmd = match parse(line) {
            Ok(c) => c,
            Err(ParseError::Empty) => return Flow::Continue,
            Err(e) => {
                Self::error(out, e);
                return Flow::Continue;
            }
        };
        match cmd {
            Command::Ucci => self.handshake(&mut core.engine, out),
            Command::IsReady => {
                // Ready means ready to search: the hash table and threads are allocated now, as
                // Stockfish has them before `readyok`, not on the first move's clock.
                core.engine.prepare();
                out.line("readyok");
            }
            Command::SetOption { name, value } => {
                if let Err(e) = self.set_option(&mut core.engine, &name, value.as_deref()) {
                    Self::error(out, e);
                }
            }
            Command::Position(spec) => match self.build(&spec) {
                Ok(g) => {
                    core.engine.set_position(g);
                    self.banned.clear();
                }
                Err(e) => Self::error(out, e),
            },
            Command::BanMoves(moves) => {
                if let Err(e) = self.ban(core.engine.position(), &moves) {
                    Self::error(out, e);
                }
            }
            Command::Go(p) => self.go(core, p, out),
            Command::PonderHit { draw } => {
                self.draw_offered |= draw;
                core.ponderhit();
            }
            Command::Stop => {
                if core.busy() {
                    core.stop();
                } else {
                    out.line("nobestmove");
                }
            }
            Command::Probe(spec) => match self.build(&spec) {
                Ok(g) => out.line(&pophash(core.engine.probe(g.key()), &g)),
                Err(e) => Self::error(out, e),
            },
            Command::Quit => {
                if !core.searching() {
                    out.line("bye");
                }
                return Flow::Quit;
            }
            Command::Display => display_lines(core.engine.position(), DIALECT)
                .iter()
                .for_each(|l| out.line(l)),
            Command::Perft(d) => {
                let root = core.engine.position().clone();
                let depth = d.min(8);
                if let Err(e) = core.start_job(JobRequest::Perft { root, depth }) {
                    Self::error(out, e);
                }
            }
        }
        Flow::Continue
    }

    fn info(&mut self, core: &Core, info: SearchInfo, out: &mut Output) {
        // Aspiration-window bounds have no UCCI spelling: only exact scores are reported.
        if info.depth == 0 || info.bound.is_some() || self.quitting {
            return;
        }
        if let Some(g) = core.search_root() {
            for l in info_lines(&info, g) {
                out.line(&l);
            }
        }
    }

    fn live(&mut self, core: &Core, event: LiveEvent, out: &mut Output) {
        if let (LiveEvent::Enter(e), Some(g), false) = (&event, core.search_root(), self.quitting) {
            out.line(&currmove_line(e, g));
        }
    }

    fn done(&mut self, _core: &mut Core, end: SearchEnd, out: &mut Output) -> Flow {
        let SearchEnd { result, root } = end;
        if self.quitting {
            out.line("bye");
            return Flow::Quit;
        }
        match (result.best, root) {
            (Some(m), Some(g)) => {
                let mut s = format!("bestmove {}", g.format_move(m, DIALECT));
                if let Some(p) = result.ponder {
                    s.push_str(&format!(" ponder {}", g.format_move(p, DIALECT)));
                }
                if result.score.is_mate() && result.score.0 < 0 {
                    s.push_str(" resign");
                } else if self.draw_offered && result.score.0 <= DRAW_ACCEPT {
                    s.push_str(" draw");
                }
                out.line(&s);
            }
            _ => out.line("nobestmove"),
        }
        self.draw_offered = false;
        Flow::Continue
    }

    fn job_done(&mut self, _core: &mut Core, output: JobOutput, out: &mut Output) -> Flow {
        match output {
            JobOutput::Perft(p) => p.lines(DIALECT).iter().for_each(|l| out.line(l)),
            JobOutput::Rl(Err(e)) | JobOutput::Failed(e) => Self::error(out, e),
            JobOutput::Rl(Ok(_)) => {}
        }
        Flow::Continue
    }

    fn abort(&mut self, core: &mut Core, _out: &mut Output) {
        if core.searching() {
            self.quitting = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn searches_report_the_root_move_after_three_seconds() {
        for ponder in [false, true] {
            let limits = base_limits(ponder);
            assert_eq!((limits.ponder, limits.live), (ponder, LIVE));
        }
    }
}
