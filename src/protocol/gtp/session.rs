//! The GTP session: board, variant and clock settings, one synchronous command at a time. While
//! `genmove` searches, later lines are queued and handled after its reply, as GTP is strictly
//! request/response. Black (the first player, X) moves first.

use super::parse::{parse, GtpLine, COMMANDS};
use super::reply::{failure, success};
use crate::core::Side;
use crate::engine::Engine;
use crate::game::{AnyGame, MoveDialect, Variant};
use crate::protocol::{ChannelListener, Event, Flow, Output, Session};
use crate::search::{Limits, SearchInfo, SearchResult};
use std::collections::VecDeque;
use std::sync::mpsc::Sender;
use std::sync::Arc;

/// Largest board GTP can address (25 letters without I).
pub const MAX_GTP_SIZE: usize = 25;
/// Per-move time used by `genmove` when no clock was given, in milliseconds.
pub const DEFAULT_MOVE_MS: u64 = 2000;

/// State of one GTP conversation.
pub struct GtpSession {
    engine: Engine,
    tx: Sender<Event>,
    variant: Variant,
    /// `time_settings`: main time (s), byo-yomi time (s), byo-yomi stones.
    time_settings: Option<(u64, u64, u64)>,
    /// `time_left` per side: seconds and stones.
    time_left: [Option<(u64, u64)>; 2],
    pending: Option<(Option<String>, Side)>,
    queued: VecDeque<String>,
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
    /// A session playing `variant` (tic-tac-toe by default).
    pub fn new(variant: Option<Variant>, tx: Sender<Event>) -> GtpSession {
        let variant = variant.unwrap_or(Variant::TICTACTOE);
        GtpSession {
            engine: Engine::new(variant),
            tx,
            variant,
            time_settings: None,
            time_left: [None, None],
            pending: None,
            queued: VecDeque::new(),
        }
    }

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
        match (self.time_left[side.index()], self.time_settings) {
            (Some((secs, stones)), _) => {
                limits.time[side.index()] =
                    Some(secs.saturating_mul(1000).min(i64::MAX as u64) as i64);
                if stones > 0 {
                    limits.movestogo = Some(stones.min(1000) as u32);
                }
            }
            (None, Some((main, byo, stones))) if main > 0 || byo > 0 => {
                limits.time[side.index()] =
                    Some(main.max(byo).saturating_mul(1000).min(i64::MAX as u64) as i64);
                if main == 0 && stones > 0 {
                    limits.movestogo = Some(stones.min(1000) as u32);
                }
            }
            _ => limits.movetime = Some(DEFAULT_MOVE_MS),
        }
        limits
    }

    fn board_rows(&self) -> String {
        let g = self.engine.position();
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

    fn result_text(&self) -> Option<String> {
        let o = self.engine.position().outcome()?;
        Some(match o.winner {
            Some(Side::First) => format!("Black wins ({})", o.termination),
            Some(Side::Second) => format!("White wins ({})", o.termination),
            None => format!("Draw ({})", o.termination),
        })
    }

    /// Handles one command; `Err` carries the failure message.
    fn command(&mut self, cmd: &GtpLine, out: &mut Output) -> Result<String, String> {
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
                self.engine.set_position(AnyGame::new(v));
                Ok(String::new())
            }
            "clear_board" => {
                self.engine.set_position(AnyGame::new(self.variant));
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
                if v.eq_ignore_ascii_case("pass") || side != self.engine.position().side_to_move() {
                    return Err("illegal move".into());
                }
                let m = self
                    .engine
                    .position()
                    .parse_move(v, d)
                    .map_err(|_| "illegal move".to_string())?;
                self.engine
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
                let g = self.engine.position();
                if g.outcome().is_some() {
                    return Ok("pass".into());
                }
                if side != g.side_to_move() {
                    return Err(format!("it is {}'s turn", color_name(g.side_to_move())));
                }
                let limits = self.limits_for(side);
                let listener = Arc::new(ChannelListener::new(self.tx.clone()));
                self.engine
                    .go(limits, listener)
                    .map_err(|e| e.to_string())?;
                self.pending = Some((cmd.id.clone(), side));
                Err(String::new()) // no reply yet: it comes with the search result
            }
            "undo" => {
                if self.engine.position_mut().undo() {
                    Ok(String::new())
                } else {
                    Err("cannot undo".into())
                }
            }
            "showboard" => Ok(format!("\n{}", self.engine.position().render(d))),
            "time_settings" => {
                let nums: Option<Vec<u64>> = args.iter().map(|s| s.parse().ok()).collect();
                match nums.as_deref() {
                    Some([m, b, s]) => {
                        self.time_settings = Some((*m, *b, *s));
                        self.time_left = [None, None];
                        Ok(String::new())
                    }
                    _ => Err("syntax error".into()),
                }
            }
            "time_left" => match args.as_slice() {
                [c, secs, stones] => {
                    let side = parse_color(c).ok_or("syntax error")?;
                    let secs: u64 = secs.parse().map_err(|_| "syntax error")?;
                    let stones: u64 = stones.parse().map_err(|_| "syntax error")?;
                    self.time_left[side.index()] = Some((secs, stones));
                    Ok(String::new())
                }
                _ => Err("syntax error".into()),
            },
            "final_score" => match self.engine.position().outcome() {
                Some(o) => Ok(match o.winner {
                    Some(Side::First) => "B+".into(),
                    Some(Side::Second) => "W+".into(),
                    None => "0".into(),
                }),
                None => Err("cannot score".into()),
            },
            "gogui-rules_game_id" => Ok(self.game_id().into()),
            "gogui-rules_board" => Ok(self.board_rows()),
            "gogui-rules_board_size" => {
                let v = self.engine.position().variant();
                Ok(match v {
                    Variant::Kinrow { width, .. } => width.to_string(),
                    Variant::Xiangqi => "9".to_string(),
                })
            }
            "gogui-rules_legal_moves" => {
                let g = self.engine.position();
                let moves: Vec<String> = g
                    .legal_moves()
                    .into_iter()
                    .map(|m| g.format_move(m, d))
                    .collect();
                Ok(moves.join(" "))
            }
            "gogui-rules_side_to_move" => {
                Ok(color_name(self.engine.position().side_to_move()).into())
            }
            "gogui-rules_final_result" => {
                Ok(self.result_text().unwrap_or_else(|| "Game not over".into()))
            }
            "sente-variant" => match args.first() {
                None => Ok(self.variant.name()),
                Some(name) => {
                    let v: Variant = name
                        .parse()
                        .map_err(|e: crate::game::VariantError| e.to_string())?;
                    self.variant = v;
                    self.engine.set_position(AnyGame::new(v));
                    Ok(String::new())
                }
            },
            "rl" => {
                let line = std::iter::once("rl")
                    .chain(args.iter().copied())
                    .collect::<Vec<_>>()
                    .join(" ");
                crate::rl::cli::run_line(&line).map(|s| s.trim_end().to_string())
            }
            "" => Err("syntax error".into()),
            _ => {
                let _ = out;
                Err("unknown command".into())
            }
        }
    }

    fn handle(&mut self, line: &str, out: &mut Output) -> Flow {
        let Some(cmd) = parse(line) else {
            return Flow::Continue;
        };
        let id = cmd.id.clone();
        let result = self.command(&cmd, out);
        match result {
            Ok(text) => out.raw(&success(id.as_deref(), &text)),
            Err(msg) if msg.is_empty() && self.pending.is_some() => {}
            Err(msg) => out.raw(&failure(id.as_deref(), &msg)),
        }
        if cmd.name == "quit" {
            Flow::Quit
        } else {
            Flow::Continue
        }
    }
}

impl Session for GtpSession {
    fn line(&mut self, line: &str, out: &mut Output) -> Flow {
        if self.pending.is_some() {
            self.queued.push_back(line.to_string());
            return Flow::Continue;
        }
        self.handle(line, out)
    }

    fn info(&mut self, info: SearchInfo, _out: &mut Output) {
        log::debug!(
            "depth {} score {} nodes {}",
            info.depth,
            info.score,
            info.nodes
        );
    }

    fn done(&mut self, result: SearchResult, out: &mut Output) -> Flow {
        self.engine.wait();
        if let Some((id, _side)) = self.pending.take() {
            let text = match result.best {
                Some(m) => {
                    let spelled = self.engine.position().format_move(m, MoveDialect::Gtp);
                    match self.engine.position_mut().play(m) {
                        Ok(()) => spelled,
                        Err(_) => "pass".into(),
                    }
                }
                None => "pass".into(),
            };
            out.raw(&success(id.as_deref(), &text));
        }
        while self.pending.is_none() {
            let Some(line) = self.queued.pop_front() else {
                break;
            };
            if self.handle(&line, out) == Flow::Quit {
                return Flow::Quit;
            }
        }
        Flow::Continue
    }

    fn searching(&self) -> bool {
        self.pending.is_some()
    }

    fn eof(&mut self) {}

    fn abort(&mut self) {
        self.queued.clear();
        self.engine.stop();
    }
}
