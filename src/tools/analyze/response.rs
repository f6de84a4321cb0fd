//! How `sente analyze` answers: one JSON object per line, a search result or an error.

use super::request::{Request, DIALECT};
use crate::core::{PackedMove, Score};
use crate::game::wdl::WdlModel;
use crate::game::AnyGame;
use crate::search::{SearchInfo, SearchResult};
use serde::Serialize;
use serde_json::Value;

/// A score as scripts read it: centipawn-like units or moves to mate (negative when mated), from
/// the side to move's point of view.
#[derive(Serialize)]
#[serde(rename_all = "lowercase")]
enum ScoreJson {
    Cp(i32),
    Mate(i32),
}

impl From<Score> for ScoreJson {
    fn from(s: Score) -> ScoreJson {
        match s.mate_moves() {
            Some(m) => ScoreJson::Mate(m),
            None => ScoreJson::Cp(s.0),
        }
    }
}

/// One principal variation.
#[derive(Serialize)]
struct Line {
    multipv: usize,
    score: ScoreJson,
    wdl: [u32; 3],
    depth: u32,
    pv: Vec<String>,
}

/// A finished analysis.
#[derive(Serialize)]
struct Answer<'a> {
    id: &'a Value,
    game: String,
    bestmove: Option<String>,
    ponder: Option<String>,
    score: ScoreJson,
    wdl: [u32; 3],
    depth: u32,
    seldepth: u32,
    nodes: u64,
    time: u64,
    lines: Vec<Line>,
}

/// An error answer.
#[derive(Serialize)]
struct Failure<'a> {
    id: &'a Value,
    error: &'a str,
}

/// A move as answered: UCI spelling, placement games without the `P@`.
fn spell(game: &AnyGame, m: PackedMove) -> String {
    let s = game.format_move(m, DIALECT);
    match s.strip_prefix("P@") {
        Some(rest) => rest.to_string(),
        None => s,
    }
}

/// Win/draw/loss per mille, as `[W, D, L]`.
fn wdl(model: &WdlModel, score: Score) -> [u32; 3] {
    let w = model.wdl(score);
    [w.win, w.draw, w.loss]
}

/// The answer to `req`, from the search's reports and result.
pub fn result(req: &Request, infos: &[SearchInfo], r: &SearchResult) -> String {
    let game = &req.game;
    let model = WdlModel::of(game.variant());
    // The last exact report of each principal variation (bounded reports are superseded).
    let mut lines: Vec<Line> = Vec::new();
    for info in infos.iter().rev().filter(|i| i.bound.is_none()) {
        if lines.iter().any(|l| l.multipv == info.multipv) {
            continue;
        }
        lines.push(Line {
            multipv: info.multipv,
            score: info.score.into(),
            wdl: wdl(&model, info.score),
            depth: info.depth,
            pv: info.pv.iter().map(|&m| spell(game, m)).collect(),
        });
    }
    lines.sort_by_key(|l| l.multipv);
    let seldepth = infos.iter().map(|i| i.seldepth).max().unwrap_or(0);
    let answer = Answer {
        id: &req.id,
        game: game.variant().name(),
        bestmove: r.best.map(|m| spell(game, m)),
        ponder: r.ponder.map(|m| spell(game, m)),
        score: r.score.into(),
        wdl: wdl(&model, r.score),
        depth: r.depth,
        seldepth,
        nodes: r.nodes,
        time: r.time_ms,
        lines,
    };
    serde_json::to_string(&answer).unwrap_or_else(|e| error(&req.id, &e.to_string()))
}

/// `{"id":…,"error":"…"}`.
pub fn error(id: &Value, message: &str) -> String {
    serde_json::to_string(&Failure { id, error: message })
        .unwrap_or_else(|_| r#"{"id":null,"error":"unprintable error"}"#.to_string())
}
