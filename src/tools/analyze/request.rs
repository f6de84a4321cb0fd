//! One `sente analyze` request: the JSON object a script writes on one line, checked and turned
//! into a position, search limits and a MultiPV count. Every problem is a typed [`RequestError`]
//! that still carries the request's `id` when it could be read, so the answer can name it.

use crate::game::kinrow::Rule;
use crate::game::{AnyGame, MoveDialect, Variant};
use crate::protocol::numbers::MAX_TIME_MS;
use crate::search::Limits;
use serde::Deserialize;
use serde_json::Value;
use thiserror::Error;

/// Nodes searched when a request gives no limit at all.
pub const DEFAULT_NODES: u64 = 1_000_000;
/// The most principal variations one request may ask for (the `MultiPV` option's maximum).
pub const MAX_MULTIPV: usize = crate::engine::options::MULTIPV.range().1 as usize;

/// Moves in requests and results: UCI spelling with 0-based xiangqi ranks (`h2e2`, as Pikafish);
/// placement games take `h8` or `P@h8` and are answered `h8`.
pub const DIALECT: MoveDialect = MoveDialect::Uci {
    one_based_ranks: false,
};

/// A request as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    #[serde(default)]
    id: Value,
    game: Option<String>,
    rule: Option<String>,
    fen: Option<String>,
    #[serde(default)]
    moves: Vec<String>,
    #[serde(default)]
    limits: RawLimits,
    multipv: Option<f64>,
}

/// The `limits` object; numbers beyond the maximum are clamped, as in the protocols.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLimits {
    depth: Option<f64>,
    nodes: Option<f64>,
    movetime: Option<f64>,
}

/// A checked request, ready to search.
#[derive(Clone, Debug)]
pub struct Request {
    /// The caller's id, echoed in the answer (`null` when absent).
    pub id: Value,
    /// The position to analyse.
    pub game: AnyGame,
    /// How long to search.
    pub limits: Limits,
    /// How many principal variations to report.
    pub multipv: usize,
}

/// Why a request cannot be served.
#[derive(Debug, Error)]
#[error("{kind}")]
pub struct RequestError {
    /// The request's id, if it could be read.
    pub id: Value,
    /// What is wrong.
    pub kind: RequestErrorKind,
}

/// What is wrong with a request.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum RequestErrorKind {
    /// Not a JSON object of the expected shape.
    #[error("bad request: {0}")]
    Json(String),
    /// No `game` field and no `--game` default.
    #[error("missing \"game\" (xiangqi, gomoku, renju, …)")]
    NoGame,
    /// An unknown game or size.
    #[error("{0}")]
    Game(String),
    /// An unknown rule, or a rule for a game that has none.
    #[error("{0}")]
    Rule(String),
    /// A bad FEN.
    #[error("bad FEN: {0}")]
    Fen(String),
    /// An illegal or unreadable move.
    #[error("move {index} '{text}': {why}")]
    Move {
        /// 1-based index in `moves`.
        index: usize,
        /// The move as written (cut).
        text: String,
        /// Why it was refused.
        why: String,
    },
    /// A limit or `multipv` that is negative, fractional or not finite.
    #[error("\"{0}\" must be a whole number of at least {1}")]
    Number(&'static str, u32),
}

/// A whole, non-negative JSON number clamped to `max`; `None` if absent.
fn whole(
    name: &'static str,
    v: Option<f64>,
    min: u32,
    max: u64,
) -> Result<Option<u64>, RequestErrorKind> {
    match v {
        None => Ok(None),
        Some(x) if x.is_finite() && x.fract() == 0.0 && x >= f64::from(min) => {
            Ok(Some(if x >= max as f64 { max } else { x as u64 }))
        }
        Some(_) => Err(RequestErrorKind::Number(name, min)),
    }
}

/// The rule named in a request.
fn parse_rule(text: &str) -> Result<Rule, RequestErrorKind> {
    match text.trim().to_ascii_lowercase().as_str() {
        "freestyle" => Ok(Rule::Freestyle),
        "standard" | "exactfive" | "exact5" => Ok(Rule::Standard),
        "renju" => Ok(Rule::Renju),
        "caro" => Ok(Rule::Caro),
        _ => Err(RequestErrorKind::Rule(format!(
            "unknown rule '{}' (freestyle, standard, renju, caro)",
            crate::protocol::quote::shown(text)
        ))),
    }
}

/// The game a request names, with its `rule` applied.
fn variant(raw: &Raw, default: Option<Variant>) -> Result<Variant, RequestErrorKind> {
    let v = match &raw.game {
        Some(name) => name
            .parse::<Variant>()
            .map_err(|e| RequestErrorKind::Game(crate::protocol::quote::shown(&e.to_string())))?,
        None => default.ok_or(RequestErrorKind::NoGame)?,
    };
    let Some(rule) = &raw.rule else {
        return Ok(v);
    };
    let rule = parse_rule(rule)?;
    match v {
        Variant::Kinrow {
            width, height, k, ..
        } if k == 5 => Ok(Variant::Kinrow {
            width,
            height,
            k,
            rule,
        }),
        _ => Err(RequestErrorKind::Rule(format!(
            "\"rule\" applies to five-in-a-row games, not {v}"
        ))),
    }
}

/// The position: the FEN (or the start position), then the moves.
fn position(raw: &Raw, v: Variant) -> Result<AnyGame, RequestErrorKind> {
    let mut game = match &raw.fen {
        None => AnyGame::new(v),
        Some(f) => AnyGame::from_fen(v, f)
            .map_err(|e| RequestErrorKind::Fen(crate::protocol::quote::shown(&e.to_string())))?,
    };
    for (i, text) in raw.moves.iter().enumerate() {
        let bad = |why: String| RequestErrorKind::Move {
            index: i + 1,
            text: crate::protocol::quote::shown(&text.chars().take(32).collect::<String>()),
            why,
        };
        let m = game
            .parse_move(text, DIALECT)
            .map_err(|e| bad(e.to_string()))?;
        game.play(m).map_err(|e| bad(e.to_string()))?;
    }
    Ok(game)
}

/// Reads one request line; `default_game` stands in for a missing `game`.
pub fn parse(line: &str, default_game: Option<Variant>) -> Result<Request, RequestError> {
    let raw: Raw = serde_json::from_str(line).map_err(|e| RequestError {
        id: id_of(line),
        kind: RequestErrorKind::Json(crate::protocol::quote::shown(&e.to_string())),
    })?;
    let fail = |kind| RequestError {
        id: raw.id.clone(),
        kind,
    };
    let v = variant(&raw, default_game).map_err(fail)?;
    let game = position(&raw, v).map_err(fail)?;
    let l = &raw.limits;
    let depth = whole("depth", l.depth, 1, u64::from(u32::MAX)).map_err(fail)?;
    let nodes = whole("nodes", l.nodes, 1, u64::MAX).map_err(fail)?;
    let movetime = whole("movetime", l.movetime, 1, MAX_TIME_MS as u64).map_err(fail)?;
    let multipv = whole("multipv", raw.multipv, 1, MAX_MULTIPV as u64).map_err(fail)?;
    let mut limits = Limits {
        depth: depth.map(|d| d as u32),
        nodes,
        movetime,
        ..Limits::default()
    };
    if depth.is_none() && nodes.is_none() && movetime.is_none() {
        limits.nodes = Some(DEFAULT_NODES);
    }
    Ok(Request {
        id: raw.id.clone(),
        game,
        limits,
        multipv: multipv.unwrap_or(1) as usize,
    })
}

/// The `id` of a line that is JSON but not a valid request (`null` otherwise).
fn id_of(line: &str) -> Value {
    serde_json::from_str::<Value>(line)
        .ok()
        .and_then(|v| v.get("id").cloned())
        .unwrap_or(Value::Null)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(line: &str) -> RequestErrorKind {
        parse(line, None).expect_err("refused").kind
    }

    #[test]
    fn requests_are_read() {
        let r = parse(
            r#"{"id":"a","game":"xiangqi","moves":["h2e2"],"limits":{"depth":3},"multipv":2}"#,
            None,
        )
        .unwrap();
        assert_eq!(r.id, Value::from("a"));
        assert_eq!(r.limits.depth, Some(3));
        assert_eq!(r.multipv, 2);
        assert_eq!(r.game.ply(), 1);
        let r = parse(
            r#"{"id":7,"game":"gomoku","rule":"renju","moves":["h8","P@h9"]}"#,
            None,
        )
        .unwrap();
        assert_eq!(r.limits.nodes, Some(DEFAULT_NODES));
        assert_eq!(r.game.variant().name(), "renju");
        let r = parse(
            r#"{"limits":{"depth":1e30,"movetime":99999999999999999999}}"#,
            Some(Variant::TICTACTOE),
        )
        .unwrap();
        assert_eq!(r.limits.depth, Some(u32::MAX));
        assert_eq!(r.limits.movetime, Some(MAX_TIME_MS as u64));
        assert_eq!(r.id, Value::Null);
    }

    #[test]
    fn bad_requests_are_refused_with_their_id() {
        let e = parse(r#"{"id":5,"game":"chess"}"#, None).unwrap_err();
        assert_eq!(e.id, Value::from(5));
        assert!(matches!(e.kind, RequestErrorKind::Game(_)));
        let e = parse(r#"{"id":"x","game":"gomoku","colour":1}"#, None).unwrap_err();
        assert_eq!(e.id, Value::from("x"));
        assert!(matches!(e.kind, RequestErrorKind::Json(_)));
        assert!(matches!(kind("not json"), RequestErrorKind::Json(_)));
        assert!(matches!(kind("[1,2]"), RequestErrorKind::Json(_)));
        assert_eq!(kind(r#"{"id":1}"#), RequestErrorKind::NoGame);
        assert!(matches!(
            kind(r#"{"game":"xiangqi","rule":"renju"}"#),
            RequestErrorKind::Rule(_)
        ));
        assert!(matches!(
            kind(r#"{"game":"gomoku","rule":"go"}"#),
            RequestErrorKind::Rule(_)
        ));
        assert!(matches!(
            kind(r#"{"game":"xiangqi","fen":"9/9 w"}"#),
            RequestErrorKind::Fen(_)
        ));
        assert!(matches!(
            kind(r#"{"game":"xiangqi","moves":["h2e2","h2e2"]}"#),
            RequestErrorKind::Move { index: 2, .. }
        ));
        assert_eq!(
            kind(r#"{"game":"xiangqi","limits":{"depth":-1}}"#),
            RequestErrorKind::Number("depth", 1)
        );
        assert_eq!(
            kind(r#"{"game":"xiangqi","limits":{"nodes":2.5}}"#),
            RequestErrorKind::Number("nodes", 1)
        );
        assert_eq!(
            kind(r#"{"game":"xiangqi","multipv":0}"#),
            RequestErrorKind::Number("multipv", 1)
        );
    }
}
