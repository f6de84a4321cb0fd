//! The Gomocup session: board size and rule (from `START`/`RECTSTART` and `INFO rule`), the
//! clocks and memory limit from `INFO`, `BOARD`-style blocks collected line by line until `DONE`,
//! and one search at a time (run by the session core). While a search runs only `YXSTOP`/`STOP`
//! (with nothing waiting before it) and `END` act at once; other lines wait until the move is out.
//! Problems caused by `INFO` are reported as `ERROR` at the next other command. Every error leaves
//! the position as it was.

mod info;
mod swap2;

use super::block::{self, Block, BlockKind};
use super::parse::{parse, Cmd, ParseError};
use super::realtime::Realtime;
use super::reply;
use crate::core::{Score, Side};
use crate::engine::Engine;
use crate::game::kinrow::{Board, Cell, Rule};
use crate::game::wdl::WdlModel;
use crate::game::{AnyGame, Game, MoveDialect, Variant};
use crate::protocol::session_core::{Core, Driver, Handler, JobOutput, SearchEnd, Urgency};
use crate::protocol::{Event, Flow, Output};
use crate::search::time::Clock;
use crate::search::{Limits, LiveEvent, SearchInfo};
use std::sync::mpsc::Sender;

/// Smallest and largest board side accepted.
pub const SIZES: std::ops::RangeInclusive<usize> = 5..=32;
/// Per-move time when the manager never sent `timeout_turn`, in milliseconds.
pub use crate::search::time::DEFAULT_TURN_MS;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pending {
    /// Play the result and print it.
    Move,
    /// `YXNBEST n`: print the n best moves as they are found, then the best; play nothing.
    Nbest(usize),
}

/// The Gomocup side of one conversation.
pub struct GomocupSession {
    size: Option<(usize, usize)>,
    rule: Rule,
    errors: Vec<String>,
    timeout_turn: u64,
    timeout_match: u64,
    time_left: Option<i64>,
    max_depth: Option<u32>,
    max_node: Option<u64>,
    /// Yixin-Board's realtime messages (`INFO show_detail 1`).
    realtime: bool,
    /// What the running search's realtime messages have shown.
    shown: Realtime,
    block: Option<Block>,
    pending: Option<Pending>,
}

/// The rule an `INFO rule` value stands for (Rapfi's reading: 2 or 4 = renju, as Yixin sends 2),
/// or `None` for bits Sente does not play.
pub fn rule_from_mask(mask: u64) -> Option<Rule> {
    match mask {
        0 => Some(Rule::Freestyle),
        1 => Some(Rule::Standard),
        2 | 4 | 5 => Some(Rule::Renju),
        8 | 9 => Some(Rule::Caro),
        _ => None,
    }
}

/// Starts a Gomocup session; `variant` (from `--game`) only chooses the rule, the board comes
/// with `START`.
pub fn start(variant: Option<Variant>, tx: Sender<Event>) -> Driver<GomocupSession> {
    let rule = match variant {
        Some(Variant::Kinrow { rule, .. }) => rule,
        _ => Rule::Freestyle,
    };
    let handler = GomocupSession {
        size: None,
        rule,
        errors: Vec::new(),
        timeout_turn: DEFAULT_TURN_MS,
        timeout_match: 0,
        time_left: None,
        max_depth: None,
        max_node: None,
        realtime: false,
        shown: Realtime::default(),
        block: None,
        pending: None,
    };
    Driver::new(Core::new(Engine::new(Variant::TICTACTOE), tx), handler)
}

impl GomocupSession {
    fn board<'a>(&self, core: &'a Core) -> Option<&'a Board> {
        match (self.size, core.engine.position()) {
            (Some(_), AnyGame::Kinrow(b)) => Some(b),
            _ => None,
        }
    }

    fn cell(&self, core: &Core, x: usize, y: usize) -> Option<Cell> {
        let b = self.board(core)?;
        (y < b.height())
            .then(|| b.cell_at(x, b.height() - 1 - y))
            .flatten()
    }

    fn spell(&self, core: &Core, cell: Cell) -> String {
        self.board(core)
            .map(|b| crate::game::kinrow::notation::to_gomocup(b, cell))
            .unwrap_or_default()
    }

    fn new_game(&mut self, core: &mut Core, w: usize, h: usize) -> Result<(), String> {
        if !SIZES.contains(&w) || !SIZES.contains(&h) {
            return Err(format!("unsupported size {w}x{h} (5 to 32)"));
        }
        let v = Variant::Kinrow {
            width: w,
            height: h,
            k: 5,
            rule: self.rule,
        };
        core.engine.set_position(AnyGame::new(v));
        self.size = Some((w, h));
        // The first move's clock should not pay for the hash table and threads.
        core.engine.prepare();
        Ok(())
    }

    fn think(&mut self, core: &mut Core, kind: Pending, out: &mut Output) {
        let Some(b) = self.board(core) else {
            out.line(&reply::error("no game: send START first"));
            return;
        };
        if b.terminal().is_some() {
            out.line(&reply::error("the game is over"));
            return;
        }
        let mut limits = Limits {
            depth: self.max_depth,
            nodes: self.max_node,
            ..Limits::default()
        };
        if self.realtime {
            limits.live = super::realtime::LIVE;
            self.shown = Realtime::default();
        }
        let clock = Clock::TurnAndMatch {
            turn_ms: self.timeout_turn,
            match_ms: self.timeout_match,
            left_ms: self.time_left,
        };
        clock.apply(&mut limits, b.side_to_move());
        match core.go(limits) {
            Ok(()) => self.pending = Some(kind),
            Err(e) => out.line(&reply::error(&e.to_string())),
        }
    }

    fn finish_block(&mut self, core: &mut Core, block: Block, out: &mut Output) {
        if let Some(e) = block.error {
            out.line(&reply::error(&e));
            return;
        }
        match block.kind {
            BlockKind::Board | BlockKind::YxBoard => match self
                .size
                .ok_or_else(|| "no game: send START first".to_string())
                .and_then(|size| block::position_from(size, self.rule, &block.stones))
            {
                Err(e) => out.line(&reply::error(&e)),
                Ok(b) => {
                    core.engine.set_position(AnyGame::Kinrow(b));
                    if block.kind == BlockKind::Board {
                        self.think(core, Pending::Move, out);
                    }
                }
            },
            BlockKind::Swap2 => self.swap2(core, &block.stones, out),
        }
    }

    fn play_checked(&mut self, core: &mut Core, x: usize, y: usize) -> Result<Cell, String> {
        if self.size.is_none() {
            return Err("no game: send START first".into());
        }
        let cell = self
            .cell(core, x, y)
            .ok_or_else(|| format!("{x},{y} is off the board"))?;
        let g = core.engine.position_mut();
        let AnyGame::Kinrow(b) = g else {
            return Err("no game".into());
        };
        if b.terminal().is_some() {
            return Err("the game is over".into());
        }
        if b.stone(cell).is_some() {
            return Err(format!("{x},{y} is occupied"));
        }
        if let Some(f) = b.foul(cell).filter(|_| b.side_to_move() == Side::First) {
            return Err(format!("{x},{y} is forbidden for black ({f})"));
        }
        if !b.is_legal(cell) {
            return Err(format!("{x},{y} is not a legal move"));
        }
        b.make(cell);
        Ok(cell)
    }

    fn command(&mut self, core: &mut Core, cmd: Cmd, out: &mut Output) -> Flow {
        if !matches!(cmd, Cmd::Info(..)) {
            for e in std::mem::take(&mut self.errors) {
                out.line(&reply::error(&e));
            }
        }
        match cmd {
            Cmd::Start(n) => match self.new_game(core, n, n) {
                Ok(()) => out.line("OK"),
                Err(e) => out.line(&reply::error(&e)),
            },
            Cmd::RectStart(w, h) => match self.new_game(core, w, h) {
                Ok(()) => out.line("OK"),
                Err(e) => out.line(&reply::error(&e)),
            },
            Cmd::Restart => match self.size {
                Some((w, h)) => {
                    let _ = self.new_game(core, w, h);
                    core.engine.clear_hash();
                    out.line("OK");
                }
                None => out.line(&reply::error("no game: send START first")),
            },
            Cmd::Begin => {
                if self.board(core).is_some_and(|b| b.stones() > 0) {
                    out.line(&reply::error("BEGIN needs an empty board"));
                } else {
                    self.think(core, Pending::Move, out);
                }
            }
            Cmd::Turn(x, y) => match self.play_checked(core, x, y) {
                Ok(_) => self.think(core, Pending::Move, out),
                Err(e) => out.line(&reply::error(&e)),
            },
            Cmd::Board | Cmd::YxBoard | Cmd::Swap2Board => {
                let kind = match cmd {
                    Cmd::Board => BlockKind::Board,
                    Cmd::YxBoard => BlockKind::YxBoard,
                    _ => BlockKind::Swap2,
                };
                self.block = Some(Block {
                    kind,
                    stones: Vec::new(),
                    error: self
                        .size
                        .is_none()
                        .then(|| "no game: send START first".into()),
                });
            }
            Cmd::Info(k, v) => self.set_info(core, &k, &v),
            Cmd::End => return Flow::Quit,
            Cmd::About => out.line(&reply::about()),
            Cmd::Takeback(x, y) => {
                let cell = self.cell(core, x, y);
                let last = self.board(core).and_then(|b| b.last_move());
                if cell.is_some() && cell == last {
                    core.engine.position_mut().undo();
                    out.line("OK");
                } else {
                    out.line(&reply::error(&format!("{x},{y} is not the last move")));
                }
            }
            Cmd::Play(x, y) => match self.play_checked(core, x, y) {
                Ok(c) => out.line(&self.spell(core, c)),
                Err(e) => out.line(&reply::error(&e)),
            },
            Cmd::Stop => {}
            Cmd::YxNbest(n) => {
                // MultiPV n for this search only (the search takes the setting when it starts).
                let asked = core.engine.config().multipv;
                let n = n.clamp(1, 50);
                core.engine.set_multipv(n);
                self.think(core, Pending::Nbest(n), out);
                core.engine.set_multipv(asked);
            }
            Cmd::YxShowForbid => {
                let mut points = Vec::new();
                if let Some(b) = self.board(core) {
                    if b.rule() == Rule::Renju && b.side_to_move() == Side::First {
                        for y in 0..b.height() {
                            for x in 0..b.width() {
                                let c = b.cell_at(x, b.height() - 1 - y).unwrap_or(0);
                                if b.foul(c).is_some() {
                                    points.push((x, y));
                                }
                            }
                        }
                    }
                }
                out.line(&reply::forbid(&points));
            }
            Cmd::YxHashClear => core.engine.clear_hash(),
        }
        Flow::Continue
    }

    fn handle(&mut self, core: &mut Core, line: &str, out: &mut Output) -> Flow {
        if let Some(block) = self.block.as_mut() {
            let t = line.trim();
            if t.eq_ignore_ascii_case("done") {
                let block = self.block.take().expect("in a block");
                self.finish_block(core, block, out);
            } else if t.eq_ignore_ascii_case("end") {
                return Flow::Quit;
            } else if !t.is_empty() {
                block.add_line(t);
            }
            return Flow::Continue;
        }
        match parse(line) {
            Ok(None) => Flow::Continue,
            Ok(Some(cmd)) => self.command(core, cmd, out),
            Err(ParseError::Unknown(w)) => {
                out.line(&reply::unknown(&format!("unknown command '{w}'")));
                Flow::Continue
            }
            Err(e) => {
                out.line(&reply::error(&e.to_string()));
                Flow::Continue
            }
        }
    }
}

impl Handler for GomocupSession {
    fn urgency(&self, line: &str) -> Urgency {
        match parse(line) {
            Ok(Some(Cmd::End)) => Urgency::Quits,
            Ok(Some(Cmd::Stop)) => Urgency::AtOnce,
            _ => Urgency::Waits,
        }
    }

    fn line(&mut self, core: &mut Core, line: &str, out: &mut Output) -> Flow {
        if core.busy() {
            // Only `STOP`/`YXSTOP` and `END` act during a search; INFO errors wait for a command.
            return match parse(line) {
                Ok(Some(Cmd::End)) => Flow::Quit,
                _ => {
                    core.stop();
                    Flow::Continue
                }
            };
        }
        self.handle(core, line, out)
    }

    fn live(&mut self, core: &Core, event: LiveEvent, out: &mut Output) {
        if let (true, Some(g)) = (self.realtime, core.search_root()) {
            let spell = |m| g.format_move(m, MoveDialect::Gomocup);
            for line in self.shown.event_lines(&event, &spell) {
                out.line(&line);
            }
        }
    }

    fn info(&mut self, core: &Core, info: SearchInfo, out: &mut Output) {
        // `YXNBEST n` (n > 1) prints each candidate as its depth completes, as Rapfi does.
        let root = core.search_root();
        if let (Some(Pending::Nbest(2..)), Some(g @ AnyGame::Kinrow(b))) = (self.pending, root) {
            if info.bound.is_none() && !info.pv.is_empty() {
                let moves: Vec<String> = info
                    .pv
                    .iter()
                    .filter_map(|&m| b.unpack(m))
                    .map(|c| {
                        let (x, row) = b.coords(c);
                        reply::label(x, b.height() - 1 - row)
                    })
                    .collect();
                let wdl = core
                    .engine
                    .show_wdl()
                    .then(|| WdlModel::of(g.variant()).wdl(info.score));
                let depths = (info.depth, info.seldepth);
                out.line(&reply::nbest_line(
                    info.multipv,
                    info.score,
                    depths,
                    &moves,
                    wdl,
                ));
            }
        }
        if let (true, Some(g)) = (self.realtime, core.search_root()) {
            let spell = |m| g.format_move(m, MoveDialect::Gomocup);
            for line in self.shown.depth_lines(&info, &spell) {
                out.line(&line);
            }
        }
    }

    fn done(&mut self, core: &mut Core, end: SearchEnd, out: &mut Output) -> Flow {
        let result = end.result;
        let d = MoveDialect::Gomocup;
        // `INFO sente_show_wdl 1`: the score with its win/draw/loss figures, before the move.
        let wdl = core.engine.show_wdl().then(|| {
            let model = WdlModel::of(core.engine.position().variant());
            reply::score_wdl(result.score, model.wdl(result.score))
        });
        match self.pending.take() {
            Some(Pending::Move) => {
                out.line(&reply::debug(&format!(
                    "depth {} score {} nodes {} time {}",
                    result.depth,
                    reply::score(result.score),
                    result.nodes,
                    result.time_ms
                )));
                if let Some(n) = result
                    .score
                    .mate_moves()
                    .filter(|_| result.score > Score::DRAW)
                {
                    out.line(&reply::message(&format!("win in {n} moves")));
                }
                if let Some(line) = wdl {
                    out.line(&line);
                }
                match result.best {
                    Some(m) => {
                        let text = core.engine.position().format_move(m, d);
                        match core.engine.position_mut().play(m) {
                            Ok(()) => out.line(&text),
                            Err(e) => out.line(&reply::error(&e.to_string())),
                        }
                    }
                    None => out.line(&reply::error("no legal move")),
                }
            }
            Some(Pending::Nbest(_)) => {
                if let Some(line) = wdl {
                    out.line(&line);
                }
                match result.best {
                    Some(m) => out.line(&core.engine.position().format_move(m, d)),
                    None => out.line(&reply::error("no legal move")),
                }
            }
            None => {}
        }
        Flow::Continue
    }

    fn job_done(&mut self, _core: &mut Core, output: JobOutput, out: &mut Output) -> Flow {
        // Gomocup starts no jobs; a report would be a bug, said as an error.
        out.line(&reply::error(&format!("unexpected job output {output:?}")));
        Flow::Continue
    }
}
