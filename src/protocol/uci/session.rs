//! The UCI session: options, the current game and position, and the translation of UCI commands
//! into engine calls. A bad line gets `info string error: …` and changes nothing; a `position` with
//! any bad FEN or move leaves the previous position in place.
//!
//! The game is xiangqi unless `--game` forced one: after `uci` or `ucicyclone` moves use 0-based
//! ranks as Pikafish does (`h2e2`); a GUI that sets `UCI_Variant` gets Fairy-Stockfish behaviour,
//! 1-based ranks (`h3e3`, `a10a9`). UCI-cyclone's bare `fen …`/`startpos …` lines are accepted in
//! every mode. The xiangqi options `Repetition Rule` and `Sixty Move Rule` follow Pikafish.

use super::parse::{parse, Command, GoParams};
use super::reply::{bestmove_line, currmove_line, info_line, info_strings, option_line, LIVE};
use crate::engine::options;
use crate::engine::Engine;
use crate::game::wdl::WdlModel;
use crate::game::xiangqi::Rules;
use crate::game::{AnyGame, MoveDialect, Variant};
use crate::protocol::iolog::IoLog;
use crate::protocol::session_core::{
    build_position, display_lines, game_notes, Core, Driver, Handler, JobOutput, JobRequest,
    SearchEnd, Urgency,
};
use crate::protocol::{xq, Event, Flow, Output};
use crate::search::{Limits, LiveEvent, SearchInfo};
use std::sync::mpsc::Sender;

/// Name and version reported by `id name`.
pub const ENGINE_NAME: &str = concat!("Sente ", env!("CARGO_PKG_VERSION"));
/// Author reported by `id author`.
pub const ENGINE_AUTHOR: &str = "the Sente developers";

/// Starts a UCI session playing `forced` (xiangqi unless a game was forced).
pub fn start(forced: Option<Variant>, tx: Sender<Event>) -> Driver<UciSession> {
    let variant = forced.unwrap_or(Variant::Xiangqi);
    Driver::new(Core::new(Engine::new(variant), tx), UciSession::new(forced))
}

/// The UCI side of one conversation: the game, the move dialect and the options the engine does
/// not hold.
pub struct UciSession {
    variant: Variant,
    /// The game chosen on the command line, which handshakes do not change.
    forced: Option<Variant>,
    dialect: MoveDialect,
    /// Xiangqi rule options.
    rules: Rules,
}

impl UciSession {
    /// A session playing `variant` (xiangqi unless forced).
    fn new(forced: Option<Variant>) -> UciSession {
        let variant = forced.unwrap_or(Variant::Xiangqi);
        UciSession {
            variant,
            forced,
            rules: Rules::default(),
            dialect: MoveDialect::Uci {
                one_based_ranks: false,
            },
        }
    }

    /// A fresh start position of the current game with the rule options applied.
    fn start_position(&self) -> AnyGame {
        let mut g = AnyGame::new(self.variant);
        xq::apply_rules(&mut g, self.rules);
        g
    }

    /// `uci` / `ucicyclone`: back to the default game (xiangqi, 0-based ranks) unless forced.
    fn handshake(&mut self, engine: &mut Engine) {
        self.variant = self.forced.unwrap_or(Variant::Xiangqi);
        self.dialect = MoveDialect::Uci {
            one_based_ranks: false,
        };
        engine.set_position(self.start_position());
    }

    fn error(out: &mut Output, msg: impl std::fmt::Display) {
        out.line(&format!(
            "info string error: {}",
            crate::protocol::quote::shown(&msg.to_string())
        ));
    }

    fn options(&self, out: &mut Output) {
        for o in &options::OPTIONS {
            out.line(&option_line(o));
        }
        let mut rr = "option name Repetition Rule type combo default AsianRule".to_string();
        for v in xq::REPETITION_RULES {
            rr.push_str(&format!(" var {v}"));
        }
        out.line(&rr);
        out.line("option name Sixty Move Rule type check default true");
        out.line("option name Debug Log File type string default <empty>");
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

    /// `setoption`: the session's own options (game, xiangqi rules), else the engine's registry.
    fn set_option(
        &mut self,
        engine: &mut Engine,
        name: &str,
        value: Option<&str>,
        out: &mut Output,
    ) {
        let result: Result<(), String> = match name.to_ascii_lowercase().as_str() {
            "uci_variant" => match value.unwrap_or("").parse::<Variant>() {
                Ok(v) => {
                    // Fairy-Stockfish style: a GUI that names the variant numbers ranks from 1.
                    self.variant = v;
                    self.dialect = MoveDialect::Uci {
                        one_based_ranks: true,
                    };
                    engine.set_position(self.start_position());
                    Ok(())
                }
                Err(e) => Err(e.to_string()),
            },
            "repetition rule" => xq::parse_repetition_rule(value.unwrap_or("")).map(|r| {
                self.rules.repetition = r;
                xq::apply_rules(engine.position_mut(), self.rules);
            }),
            "debug log file" => set_debug_log(value, out),
            "sixty move rule" => xq::parse_check(name, value).map(|b| {
                self.rules.sixty_move = b;
                xq::apply_rules(engine.position_mut(), self.rules);
            }),
            _ => engine.set_option(name, value).map_err(|e| e.to_string()),
        };
        if let Err(e) = result {
            Self::error(out, e);
        }
    }

    fn go(&mut self, core: &mut Core, p: GoParams, out: &mut Output) {
        let game = core.engine.position();
        let (notes, _) = game_notes(game);
        notes.iter().for_each(|l| out.line(l));
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
            live: LIVE,
            ..Limits::default()
        };
        if let Err(e) = core.go(limits) {
            Self::error(out, e);
        }
    }

    /// `go perft N`: counted on a worker; the lines come with the job's output.
    fn perft(core: &mut Core, depth: u32, out: &mut Output) {
        let root = core.engine.position().clone();
        let depth = depth.min(12);
        if let Err(e) = core.start_job(JobRequest::Perft { root, depth }) {
            Self::error(out, e);
        }
    }
}

/// `Debug Log File`: an empty value (or `<empty>`) closes the log; a file that cannot be opened
/// is an error and the log stays as it was.
fn set_debug_log(value: Option<&str>, out: &mut Output) -> Result<(), String> {
    match value.map(str::trim).unwrap_or("") {
        "" | "<empty>" => {
            out.set_log(None);
            Ok(())
        }
        path => match IoLog::open(std::path::Path::new(path)) {
            Ok(log) => {
                out.set_log(Some(log));
                Ok(())
            }
            Err(e) => Err(format!("Debug Log File: cannot open '{path}': {e}")),
        },
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

impl Handler for UciSession {
    fn urgency(&self, line: &str) -> Urgency {
        Urgency::of(parse(line).ok(), |c| matches!(c, Command::Quit), immediate)
    }

    fn line(&mut self, core: &mut Core, line: &str, out: &mut Output) -> Flow {
        let cmd = match parse(line) {
            Ok(c) => c,
            Err(super::parse::ParseError::Empty) => return Flow::Continue,
            Err(e) => {
                Self::error(out, e);
                return Flow::Continue;
            }
        };
        match cmd {
            Command::Uci | Command::UciCyclone => {
                self.handshake(&mut core.engine);
                out.line(&format!("id name {ENGINE_NAME}"));
                out.line(&format!("id author {ENGINE_AUTHOR}"));
                out.line("");
                self.options(out);
                out.line("uciok");
            }
            Command::Debug(_) | Command::Register => {}
            Command::IsReady => {
                // Ready means ready to search: the hash table and threads are allocated now, as
                // Stockfish has them before `readyok`, not on the first move's clock.
                core.engine.prepare();
                out.line("readyok");
            }
            Command::SetOption { name, value } => {
                self.set_option(&mut core.engine, &name, value.as_deref(), out)
            }
            Command::UciNewGame => {
                core.engine.clear_hash();
                core.engine.set_position(self.start_position());
            }
            Command::Position { fen, moves } => {
                match build_position(
                    self.variant,
                    self.rules,
                    fen.as_deref(),
                    &moves,
                    self.dialect,
                ) {
                    Ok(g) => core.engine.set_position(g),
                    Err(e) => Self::error(out, e),
                }
            }
            Command::Go(p) => self.go(core, p, out),
            Command::Perft(d) => Self::perft(core, d, out),
            Command::Stop => core.stop(),
            Command::PonderHit => core.ponderhit(),
            Command::Quit => return Flow::Quit,
            Command::Display => display_lines(core.engine.position(), self.dialect)
                .iter()
                .for_each(|l| out.line(l)),
            Command::Eval => {
                let v = core.engine.position().evaluate();
                out.line(&format!("info string eval {v} (side to move)"));
            }
            Command::Rl(text) => {
                if let Err(e) = core.start_job(JobRequest::Rl(text)) {
                    Self::error(out, e);
                }
            }
        }
        Flow::Continue
    }

    fn info(&mut self, core: &Core, info: SearchInfo, out: &mut Output) {
        if let Some(g) = core.search_root() {
            let wdl = core.engine.show_wdl().then(|| WdlModel::of(g.variant()));
            out.line(&info_line(&info, g, self.dialect, wdl.as_ref()));
        }
    }

    fn live(&mut self, core: &Core, event: LiveEvent, out: &mut Output) {
        if let (LiveEvent::Enter(e), Some(g)) = (&event, core.search_root()) {
            out.line(&currmove_line(e, g, self.dialect));
        }
    }

    fn done(&mut self, _core: &mut Core, end: SearchEnd, out: &mut Output) -> Flow {
        let SearchEnd { result, root } = end;
        if let Some(g) = root {
            out.line(&bestmove_line(&result, &g, self.dialect));
        }
        Flow::Continue
    }

    fn job_done(&mut self, _core: &mut Core, output: JobOutput, out: &mut Output) -> Flow {
        match output {
            JobOutput::Perft(p) => p.lines(self.dialect).iter().for_each(|l| out.line(l)),
            JobOutput::Rl(Ok(s)) => info_strings(&s).for_each(|l| out.line(&l)),
            JobOutput::Rl(Err(e)) | JobOutput::Failed(e) => Self::error(out, e),
        }
        Flow::Continue
    }
}
