//! The GTP session: board, variant and clock settings, one synchronous command at a time. While
//! `genmove` searches or an `rl` job runs, later lines wait and are handled after its reply, as
//! GTP is strictly request/response; only a `quit` with nothing waiting before it acts at once (it
//! stops the search, answers the pending command, then itself). Black (the first player, X) moves
//! first.

use super::analyze::{self, Format};
use super::parse::{parse, GtpLine, COMMANDS};
use super::reply::{failure, score, success};
use super::stream::Stream;
use crate::core::Side;
use crate::engine::Engine;
use crate::game::{AnyGame, MoveDialect, Variant};
use crate::protocol::numbers::clamped_u64;
use crate::protocol::session_core::{
    Core, Driver, Handler, JobOutput, JobRequest, SearchEnd, Urgency,
};
use crate::protocol::{Event, Flow, Output};
use crate::search::time::{Clock, TimeSystem};
use crate::search::{Limits, LiveEvent, SearchInfo, SearchResult};
use std::sync::mpsc::Sender;

/// Largest board GTP can address (25 letters without I).
pub const MAX_GTP_SIZE: usize = 25;
/// Per-move time used by `genmove` when no clock was given, in milliseconds.
pub use crate::search::time::DEFAULT_MOVE_MS;

/// Starts a GTP session playing `variant` (tic-tac-toe by default).
pub fn start(variant: Option<Variant>, tx: Sender<Event>) -> Driver<GtpSession> {
    let variant = variant.unwrap_or(Variant::TICTACTOE);
    let handler = GtpSession {
        variant,
        time_settings: None,
        time_left: [None, None],
        reply_to: None,
        quit_reply: None,
        stream: None,
    };
    Driver::new(Core::new(Engine::new(variant), tx), handler)
}

/// The GTP side of one conversation.
pub struct GtpSession {
    variant: Variant,
    /// The time system set by `time_settings` or `kgs-time_settings`.
    time_settings: Option<TimeSystem>,
    /// `time_left` per side: seconds and stones.
    time_left: [Option<(u64, u64)>; 2],
    /// The id of the command (`genmove`, `rl`) whose reply waits for a search or job.
    reply_to: Option<Option<String>>,
    /// The id of a `quit` that arrived while a reply was pending: answered after it.
    quit_reply: Option<Option<String>>,
    /// The analysis command in progress (`lz-analyze`, `kata-genmove_analyze`, …).
    stream: Option<Stream>,
}

fn parse_color(s: &str) -> Option<Side> {
    match s.to_ascii_lowercase().as_str() {
        "b" | "black" => Some(Side::First),
        "w" | "white" => Some(Side::Second),
        _ => None,
    }
}

fn color_name(side: Side) -> &'static str {
    match side {
        Side::First => "black",
        Side::Second => "white",
    }
}

impl GtpSession {
    fn game_id(&self) -> &'static str {
        let name = self.variant.name();
        if name.starts_with("tictactoe") {
            "TicTacToe"
        } else if name.starts_with("caro") {
            "Caro"
        } else if name.starts_with("renju") {
            "Renju"
        } else {
            "Gomoku"
        }
    }

    fn limits_for(&self, side: Side) -> Limits {
        let mut limits = Limits::default();
        let clock = Clock::ByoYomi {
            settings: self.time_settings,
            left: self.time_left[side.index()],
        };
        clock.apply(&mut limits, side);
        limits
    }

    fn board_rows(g: &AnyGame) -> String {
        let AnyGame::Kinrow(b) = g else {
            return g.render(MoveDialect::Gtp);
        };
        let mut rows = Vec::new();
        for row in (0..b.height()).rev() {
            let cells: Vec<&str> = (0..b.width())
                .map(|col| match b.stone(b.cell_at(col, row).unwrap_or(0)) {
                    Some(Side::First) => "X",
                    Some(Side::Second) => "O",
                    None => ".",
                })
                .collect();
            rows.push(cells.join(" "));
        }
        rows.join("\n")
    }

    fn result_text(g: &AnyGame) -> Option<String> {
        let o = g.outcome()?;
        Some(match o.winner {
            Some(Side::First) => format!("Black wins ({})", o.termination),
            Some(Side::Second) => format!("White wins ({})", o.termination),
            None => format!("Draw ({})", o.termination),
        })
    }

    /// Starts an analysis command (`genmove`: also play the move); `Err` is the failure message.
    /// `minmoves` raises MultiPV for this search only.
    fn start_analysis(
        &mut self,
        core: &mut Core,
        cmd: &GtpLine,
        format: Format,
        genmove: bool,
    ) -> Result<(), String> {
        let words: Vec<&str> = cmd.args.iter().map(String::as_str).collect();
        let args = analyze::parse_args(format, &words)?;
        let to_move = core.engine.position().side_to_move();
        if args.player.is_some_and(|p| p != to_move) {
            return Err(format!("it is {}'s turn", color_name(to_move)));
        }
        let mut limits = if genmove {
            self.limits_for(to_move)
        } else {
            Limits {
                infinite: args.depth.is_none() && args.nodes.is_none(),
                ..Limits::default()
            }
        };
        limits.live = super::stream::live_options(args.interval_ms);
        limits.depth = args.depth.or(limits.depth);
        limits.nodes = args.nodes.or(limits.nodes);
        let asked = core.engine.config().multipv;
        let wanted = asked.max(args.min_moves);
        core.engine.set_multipv(wanted);
        let wanted = core.engine.config().multipv;
        let started = core.go(limits);
        core.engine.set_multipv(asked);
        started.map_err(|e| e.to_string())?;
        let lines = core.engine.skill().map_or(wanted, |s| s.multipv(wanted));
        self.stream = Some(Stream::new(args, cmd.id.clone(), genmove, lines));
        Ok(())
    }

    /// Starts a new game on an empty board of the current variant (`clear_board`, `boardsize`):
    /// nothing learned in the last game carries over, as KataGo clears its search tree and UCI's
    /// `ucinewgame` the hash, so each game of a match plays as it would alone.
    fn new_game(&self, core: &mut Core) {
        core.engine.set_position(AnyGame::new(self.variant));
        core.engine.clear_hash();
    }

    /// Plays the search's move on the board and spells it (`pass` when there is none).
    fn play_result(core: &mut Core, result: &SearchResult) -> String {
        match result.best {
            Some(m) => {
                let spelled = core.engine.position().format_move(m, MoveDialect::Gtp);
                match core.engine.position_mut().play(m) {
                    Ok(()) => spelled,
                    Err(_) => "pass".into(),
                }
            }
            None => "pass".into(),
        }
    }

    /// The search of an analysis command ended: its last candidates, then the end of the answer
    /// (`play X` for `…genmove_analyze`); an `lz-analyze` stream that no command ended yet stays
    /// open. A command that ended the stream is carried out now.
    fn end_analysis(
        &mut self,
        core: &mut Core,
        mut stream: Stream,
        end: &SearchEnd,
        out: &mut Output,
    ) -> Flow {
        let root = end.root.as_ref().unwrap_or(core.engine.position()).clone();
        stream.flush(&root, out);
        if stream.genmove {
            let text = Self::play_result(core, &end.result);
            out.raw(&format!("play {text}\n\n"));
        } else if stream.held.is_some() || self.quit_reply.is_some() {
            out.raw("\n");
        } else {
            stream.finished = true;
            self.stream = Some(stream);
            return Flow::Continue;
        }
        if self.quit_reply.is_some() {
            self.answer_quit(out);
            return Flow::Continue;
        }
        match stream.held {
            Some(line) => self.handle(core, &line, out),
            None => Flow::Continue,
        }
    }

    /// Handles one command; `Err` carries the failure message.
    fn command(&mut self, core: &mut Core, cmd: &GtpLine) -> Result<String, String> {
        let args: Vec<&str> = cmd.args.iter().map(String::as_str).collect();
        let d = MoveDialect::Gtp;
        match cmd.name.as_str() {
            "protocol_version" => Ok("2".into()),
            "name" => Ok("Sente".into()),
            "version" => Ok(env!("CARGO_PKG_VERSION").into()),
            "known_command" => {
                let c = args.first().ok_or("syntax error")?;
                Ok(COMMANDS.contains(c).to_string())
            }
            "list_commands" => Ok(COMMANDS.join("\n")),
            "quit" => Ok(String::new()),
            "boardsize" => {
                let n: usize = args
                    .first()
                    .and_then(|s| s.parse().ok())
                    .ok_or("syntax error")?;
                let v = (n <= MAX_GTP_SIZE)
                    .then(|| self.variant.with_size(n, n))
                    .flatten()
                    .ok_or("unacceptable size")?;
                self.variant = v;
                self.new_game(core);
                Ok(String::new())
            }
            "clear_board" => {
                self.new_game(core);
                Ok(String::new())
            }
            "komi" => {
                let k: f64 = args
                    .first()
                    .and_then(|s| s.parse().ok())
                    .ok_or("syntax error")?;
                if !k.is_finite() {
                    return Err("syntax error".into());
                }
                Ok(String::new())
            }
            "play" => {
                let (c, v) = match args.as_slice() {
                    [c, v, ..] => (*c, *v),
                    _ => return Err("syntax error".into()),
                };
                let side = parse_color(c).ok_or("syntax error")?;
                if v.eq_ignore_ascii_case("pass") || side != core.engine.position().side_to_move() {
                    return Err("illegal move".into());
                }
                let m = core
                    .engine
                    .position()
                    .parse_move(v, d)
                    .map_err(|_| "illegal move".to_string())?;
                core.engine
                    .position_mut()
                    .play(m)
                    .map_err(|_| "illegal move".to_string())?;
                Ok(String::new())
            }
            "genmove" => {
                let side = args
                    .first()
                    .and_then(|c| parse_color(c))
                    .ok_or("syntax error")?;
                let g = core.engine.position();
                if g.outcome().is_some() {
                    return Ok("pass".into());
                }
                if side != g.side_to_move() {
                    return Err(format!("it is {}'s turn", color_name(g.side_to_move())));
                }
                let limits = self.limits_for(side);
                core.go(limits).map_err(|e| e.to_string())?;
                self.reply_to = Some(cmd.id.clone());
                Err(String::new()) // no reply yet: it comes with the search result
            }
            "undo" => {
                if core.engine.position_mut().undo() {
                    Ok(String::new())
                } else {
                    Err("cannot undo".into())
                }
            }
            "showboard" => Ok(format!("\n{}", core.engine.position().render(d))),
            "loadsgf" => {
                self.variant = super::sgf::loadsgf(&mut core.engine, self.variant, &args)?;
                Ok(String::new())
            }
            "printsgf" => super::sgf::printsgf(&core.engine, &args),
            "time_settings" | "kgs-time_settings" => {
                let system = if cmd.name == "time_settings" {
                    super::parse::time_settings(&args)
                } else {
                    super::parse::kgs_time_settings(&args)
                };
                self.time_settings = Some(system.ok_or("syntax error")?);
                self.time_left = [None, None];
                Ok(String::new())
            }
            "time_left" => match args.as_slice() {
                [c, secs, stones] => {
                    let side = parse_color(c).ok_or("syntax error")?;
                    let secs = clamped_u64(secs).ok_or("syntax error")?;
                    let stones = clamped_u64(stones).ok_or("syntax error")?;
                    self.time_left[side.index()] = Some((secs, stones));
                    Ok(String::new())
                }
                _ => Err("syntax error".into()),
            },
            "final_score" => match core.engine.position().outcome() {
                Some(o) => Ok(match o.winner {
                    Some(Side::First) => "B+".into(),
                    Some(Side::Second) => "W+".into(),
                    None => "0".into(),
                }),
                None => Err("cannot score".into()),
            },
            "gogui-rules_game_id" => Ok(self.game_id().into()),
            "gogui-rules_board" => Ok(Self::board_rows(core.engine.position())),
            "gogui-rules_board_size" => {
                let v = core.engine.position().variant();
                Ok(match v {
                    Variant::Kinrow { width, .. } => width.to_string(),
                    Variant::Xiangqi => "9".to_string(),
                })
            }
            "gogui-rules_legal_moves" => {
                let g = core.engine.position();
                let moves: Vec<String> = g
                    .legal_moves()
                    .into_iter()
                    .map(|m| g.format_move(m, d))
                    .collect();
                Ok(moves.join(" "))
            }
            "gogui-rules_side_to_move" => {
                Ok(color_name(core.engine.position().side_to_move()).into())
            }
            "gogui-rules_final_result" => {
                Ok(Self::result_text(core.engine.position())
                    .unwrap_or_else(|| "Game not over".into()))
            }
            "sente-variant" => match args.first() {
                None => Ok(self.variant.name()),
                Some(name) => {
                    let v: Variant = name
                        .parse()
                        .map_err(|e: crate::game::VariantError| e.to_string())?;
                    self.variant = v;
                    core.engine.set_position(AnyGame::new(v));
                    Ok(String::new())
                }
            },
            "sente-option" => super::option::sente_option(&mut core.engine, &args),
            "sente-level" => match args.first() {
                None => Ok(crate::protocol::level::current(&core.engine).to_string()),
                Some(n) => crate::protocol::level::set(&mut core.engine, n).map(|_| String::new()),
            },
            "rl" => {
                let line = std::iter::once("rl")
                    .chain(args.iter().copied())
                    .collect::<Vec<_>>()
                    .join(" ");
                core.start_job(JobRequest::Rl(line))
                    .map_err(|e| e.to_string())?;
                self.reply_to = Some(cmd.id.clone());
                Err(String::new()) // no reply yet: it comes with the job's output
            }
            "" => Err("syntax error".into()),
            _ => Err("unknown command".into()),
        }
    }

    fn handle(&mut self, core: &mut Core, line: &str, out: &mut Output) -> Flow {
        let Some(cmd) = parse(line) else {
            return Flow::Continue;
        };
        let id = cmd.id.clone();
        if let Some((format, genmove)) = analyze::command_format(&cmd.name) {
            match self.start_analysis(core, &cmd, format, genmove) {
                // The answer opens now; its lines follow and a blank line ends it.
                Ok(()) => out.raw(&format!("={}\n", id.as_deref().unwrap_or(""))),
                Err(msg) => out.raw(&failure(id.as_deref(), &msg)),
            }
            return Flow::Continue;
        }
        match self.command(core, &cmd) {
            Ok(text) => out.raw(&success(id.as_deref(), &text)),
            Err(msg) if msg.is_empty() && self.reply_to.is_some() => {}
            Err(msg) => out.raw(&failure(id.as_deref(), &msg)),
        }
        if cmd.name == "quit" {
            Flow::Quit
        } else {
            Flow::Continue
        }
    }

    /// Answers a `quit` that waited for the pending reply.
    fn answer_quit(&mut self, out: &mut Output) {
        if let Some(id) = self.quit_reply.take() {
            out.raw(&success(id.as_deref(), ""));
        }
    }
}

/// True for a `quit` command line.
fn is_quit(line: &str) -> bool {
    parse(line).is_some_and(|c| c.name == "quit")
}

impl Handler for GtpSession {
    fn urgency(&self, line: &str) -> Urgency {
        // Strict request/response: a `quit` never overtakes commands that wait for their reply.
        // Only the first command after `lz-analyze` acts at once: it ends the stream.
        let ends_stream = self
            .stream
            .as_ref()
            .is_some_and(|s| !s.genmove && s.held.is_none());
        if is_quit(line) || ends_stream {
            Urgency::AtOnce
        } else {
            Urgency::Waits
        }
    }

    fn line(&mut self, core: &mut Core, line: &str, out: &mut Output) -> Flow {
        if let Some(stream) = self.stream.as_mut().filter(|s| !s.genmove) {
            if core.busy() && !is_quit(line) {
                // Any line ends the stream: the search stops, the line waits for its report.
                stream.held.get_or_insert_with(|| line.to_string());
                core.stop();
                return Flow::Continue;
            }
            if !core.busy() {
                // The search was over already: close the answer, then carry the line out.
                self.stream = None;
                out.raw("\n");
            }
        }
        if core.busy() {
            // Only `quit` acts during a search or job: its reply follows the pending one.
            self.quit_reply = parse(line).map(|c| c.id);
            return Flow::Quit;
        }
        self.handle(core, line, out)
    }

    fn info(&mut self, core: &Core, info: SearchInfo, out: &mut Output) {
        if let (Some(stream), Some(root)) = (self.stream.as_mut(), core.search_root()) {
            stream.info(info, root, out);
            return;
        }
        log::debug!(
            "depth {} score {} nodes {}",
            info.depth,
            score(info.score),
            info.nodes
        );
    }

    fn live(&mut self, core: &Core, event: LiveEvent, out: &mut Output) {
        if let (Some(stream), Some(root)) = (self.stream.as_mut(), core.search_root()) {
            stream.live(event, root, out);
        }
    }

    fn done(&mut self, core: &mut Core, end: SearchEnd, out: &mut Output) -> Flow {
        if let Some(stream) = self.stream.take() {
            return self.end_analysis(core, stream, &end, out);
        }
        if let Some(id) = self.reply_to.take() {
            let text = Self::play_result(core, &end.result);
            out.raw(&success(id.as_deref(), &text));
        }
        self.answer_quit(out);
        Flow::Continue
    }

    fn job_done(&mut self, _core: &mut Core, output: JobOutput, out: &mut Output) -> Flow {
        let id = self.reply_to.take().flatten();
        match output {
            JobOutput::Rl(Ok(s)) => out.raw(&success(id.as_deref(), s.trim_end())),
            JobOutput::Rl(Err(e)) | JobOutput::Failed(e) => out.raw(&failure(id.as_deref(), &e)),
            JobOutput::Perft { .. } => out.raw(&failure(id.as_deref(), "unexpected perft")),
        }
        Flow::Continue
    }

    fn abort(&mut self, core: &mut Core, out: &mut Output) {
        // A search still reports (its move answers `genmove`); an abandoned job does not.
        if core.job_running() {
            if let Some(id) = self.reply_to.take() {
                out.raw(&failure(id.as_deref(), "interrupted by quit"));
            }
            self.answer_quit(out);
        }
    }
}
