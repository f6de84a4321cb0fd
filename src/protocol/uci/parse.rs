//! Pure parsing of UCI input lines (nom 8): `&str` → `Result<Command, ParseError>`. Numbers that do
//! not fit their type are errors, never wrapped; unknown tokens in `go` are errors naming the token.

use crate::protocol::numbers::{sat_u32, sat_u64, time_ms, time_ms_u64};
use crate::protocol::words::{kw, word};
use nom::branch::alt;
use nom::character::complete::{multispace0, u32 as nom_u32};
use nom::combinator::{all_consuming, map, value};
use nom::multi::many0;
use nom::sequence::{preceded, terminated};
use nom::{IResult, Parser};
use thiserror::Error;

/// A parsed UCI command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `uci`
    Uci,
    /// `ucicyclone`: the UCI-cyclone handshake (xiangqi, 0-based ranks, bare position lines).
    UciCyclone,
    /// `debug on|off`
    Debug(bool),
    /// `isready`
    IsReady,
    /// `setoption name N [value V]`
    SetOption {
        /// Option name (may contain spaces).
        name: String,
        /// Value, absent for buttons.
        value: Option<String>,
    },
    /// `register …` (ignored)
    Register,
    /// `ucinewgame`
    UciNewGame,
    /// `position startpos|fen F [moves …]`
    Position {
        /// The FEN, or `None` for the start position.
        fen: Option<String>,
        /// Moves to play from it, as text.
        moves: Vec<String>,
    },
    /// `go …`
    Go(GoParams),
    /// `go perft N`
    Perft(u32),
    /// `stop`
    Stop,
    /// `ponderhit`
    PonderHit,
    /// `quit`
    Quit,
    /// `d`: draw the board.
    Display,
    /// `eval`: print the static evaluation.
    Eval,
    /// `rl …`: a reinforcement-learning command (the whole line).
    Rl(String),
}

/// The sub-parameters of `go`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GoParams {
    /// `wtime`, `btime` in ms.
    pub time: [Option<i64>; 2],
    /// `winc`, `binc` in ms.
    pub inc: [Option<i64>; 2],
    /// `movestogo`
    pub movestogo: Option<u32>,
    /// `depth`
    pub depth: Option<u32>,
    /// `nodes`
    pub nodes: Option<u64>,
    /// `mate`
    pub mate: Option<u32>,
    /// `movetime`
    pub movetime: Option<u64>,
    /// `infinite`
    pub infinite: bool,
    /// `ponder`
    pub ponder: bool,
    /// `searchmoves …` (always last: the rest of the line)
    pub searchmoves: Vec<String>,
}

/// Why a line is not a valid UCI command.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum ParseError {
    /// An empty line.
    #[error("empty command")]
    Empty,
    /// A command word we do not know.
    #[error("Unknown command: '{0}'. Type help for more information.")]
    Unknown(String),
    /// A known command with bad arguments.
    #[error("{0}")]
    Syntax(String),
}

/// Command words, for protocol detection.
pub fn is_command_name(word: &str) -> bool {
    matches!(
        word,
        "uci"
            | "ucicyclone"
            | "fen"
            | "startpos"
            | "debug"
            | "isready"
            | "setoption"
            | "register"
            | "ucinewgame"
            | "position"
            | "go"
            | "stop"
            | "ponderhit"
            | "quit"
            | "d"
            | "eval"
    )
}

type Res<'a, T> = IResult<&'a str, T>;

#[derive(Clone, Debug)]
enum GoToken {
    Time(usize, i64),
    Inc(usize, i64),
    MovesToGo(u32),
    Depth(u32),
    Nodes(u64),
    Mate(u32),
    MoveTime(u64),
    Infinite,
    Ponder,
}

fn num_after<'a, O>(
    key: &'static str,
    num: impl Parser<&'a str, Output = O, Error = nom::error::Error<&'a str>>,
) -> impl Parser<&'a str, Output = O, Error = nom::error::Error<&'a str>> {
    terminated(preceded(kw(key), num), multispace0)
}

fn go_token(i: &str) -> Res<'_, GoToken> {
    alt((
        map(num_after("wtime", time_ms), |v| GoToken::Time(0, v)),
        map(num_after("btime", time_ms), |v| GoToken::Time(1, v)),
        map(num_after("winc", time_ms), |v| GoToken::Inc(0, v)),
        map(num_after("binc", time_ms), |v| GoToken::Inc(1, v)),
        map(num_after("movestogo", sat_u32), GoToken::MovesToGo),
        map(num_after("depth", sat_u32), GoToken::Depth),
        map(num_after("nodes", sat_u64), GoToken::Nodes),
        map(num_after("mate", sat_u32), GoToken::Mate),
        map(num_after("movetime", time_ms_u64), GoToken::MoveTime),
        value(GoToken::Infinite, terminated(kw("infinite"), multispace0)),
        value(GoToken::Ponder, terminated(kw("ponder"), multispace0)),
    ))
    .parse(i)
}

fn parse_go(rest: &str) -> Result<Command, ParseError> {
    if let Ok((after, _)) = kw("perft").parse(rest) {
        let n = after.trim();
        return all_consuming(nom_u32::<&str, nom::error::Error<&str>>)
            .parse(n)
            .map(|(_, d)| Command::Perft(d))
            .map_err(|_| ParseError::Syntax(format!("go perft needs a depth, not '{n}'")));
    }
    let (rest, tokens) = many0(go_token)
        .parse(rest)
        .map_err(|_| ParseError::Syntax("bad go parameters".into()))?;
    let mut p = GoParams::default();
    for t in tokens {
        match t {
            GoToken::Time(s, v) => p.time[s] = Some(v),
            GoToken::Inc(s, v) => p.inc[s] = Some(v),
            GoToken::MovesToGo(v) => p.movestogo = Some(v),
            GoToken::Depth(v) => p.depth = Some(v),
            GoToken::Nodes(v) => p.nodes = Some(v),
            GoToken::Mate(v) => p.mate = Some(v),
            GoToken::MoveTime(v) => p.movetime = Some(v),
            GoToken::Infinite => p.infinite = true,
            GoToken::Ponder => p.ponder = true,
        }
    }
    let rest = rest.trim();
    if !rest.is_empty() {
        match kw("searchmoves").parse(rest) {
            Ok((moves, _)) => p.searchmoves = moves.split_whitespace().map(String::from).collect(),
            Err(_) => {
                let bad = word(rest).map(|(_, w)| w).unwrap_or(rest);
                return Err(ParseError::Syntax(format!(
                    "go: unexpected '{bad}' (or its value is missing or out of range)"
                )));
            }
        }
    }
    Ok(Command::Go(p))
}

fn parse_position(rest: &str) -> Result<Command, ParseError> {
    let (fen, moves) =
        crate::protocol::position_args::split("position", rest, |w: &str| w.to_string())
            .map_err(ParseError::Syntax)?;
    Ok(Command::Position { fen, moves })
}

fn parse_setoption(rest: &str) -> Result<Command, ParseError> {
    let words: Vec<&str> = rest.split_whitespace().collect();
    if words.first() != Some(&"name") || words.len() < 2 {
        return Err(ParseError::Syntax(
            "setoption: expected 'name <option>'".into(),
        ));
    }
    let value_at = words.iter().position(|w| *w == "value");
    let name_end = value_at.unwrap_or(words.len());
    if name_end <= 1 {
        return Err(ParseError::Syntax("setoption: missing option name".into()));
    }
    let name = words[1..name_end].join(" ");
    let value = value_at.map(|i| words[i + 1..].join(" "));
    Ok(Command::SetOption { name, value })
}

/// Parses one UCI line.
pub fn parse(line: &str) -> Result<Command, ParseError> {
    let line = line.trim();
    let (rest, cmd) = match word(line) {
        Ok((rest, w)) => (rest.trim_start(), w),
        Err(_) => return Err(ParseError::Empty),
    };
    let no_args = |c: Command| -> Result<Command, ParseError> { Ok(c) };
    match cmd {
        "uci" => no_args(Command::Uci),
        "ucicyclone" => no_args(Command::UciCyclone),
        // UCI-cyclone spells `position` lines without the keyword.
        "fen" | "startpos" => parse_position(line),
        "isready" => no_args(Command::IsReady),
        "ucinewgame" => no_args(Command::UciNewGame),
        "stop" => no_args(Command::Stop),
        "ponderhit" => no_args(Command::PonderHit),
        "quit" => no_args(Command::Quit),
        "d" => no_args(Command::Display),
        "eval" => no_args(Command::Eval),
        "register" => no_args(Command::Register),
        "debug" => match rest {
            "on" | "" => Ok(Command::Debug(true)),
            "off" => Ok(Command::Debug(false)),
            other => Err(ParseError::Syntax(format!(
                "debug: expected on or off, got '{other}'"
            ))),
        },
        "setoption" => parse_setoption(rest),
        "position" => parse_position(rest),
        "go" => parse_go(rest),
        "rl" => Ok(Command::Rl(line.to_string())),
        other => Err(ParseError::Unknown(other.chars().take(64).collect())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_parameters() {
        let Command::Go(p) = parse("go wtime -100 btime 2000 winc 0 binc 10 movestogo 5").unwrap()
        else {
            panic!()
        };
        assert_eq!(p.time, [Some(-100), Some(2000)]);
        assert_eq!(p.inc, [Some(0), Some(10)]);
        assert_eq!(p.movestogo, Some(5));
        let Command::Go(p) = parse("go ponder depth 300 searchmoves P@a1 b2").unwrap() else {
            panic!()
        };
        assert!(p.ponder);
        assert_eq!(p.depth, Some(300));
        assert_eq!(p.searchmoves, vec!["P@a1", "b2"]);
        assert_eq!(parse("go"), Ok(Command::Go(GoParams::default())));
        assert_eq!(parse("go perft 3"), Ok(Command::Perft(3)));
    }

    #[test]
    fn bad_go() {
        // Huge limits are clamped, not refused.
        assert!(matches!(
            parse("go depth 99999999999"),
            Ok(Command::Go(GoParams {
                depth: Some(u32::MAX),
                ..
            }))
        ));
        assert!(parse("go depth -1").is_err());
        assert!(parse("go depth").is_err());
        assert!(parse("go depthx 3").is_err());
        assert!(parse("go nodes 1e6").is_err());
        assert!(matches!(
            parse("go wtime 99999999999999999999999"),
            Ok(Command::Go(GoParams { time: [Some(t), None], .. })) if t == crate::protocol::numbers::MAX_TIME_MS
        ));
        assert!(parse("go perft").is_err());
        assert!(parse("go sideways").is_err());
    }

    #[test]
    fn positions_and_options() {
        assert_eq!(parse("ucicyclone"), Ok(Command::UciCyclone));
        assert_eq!(
            parse("startpos moves h2e2"),
            Ok(Command::Position {
                fen: None,
                moves: vec!["h2e2".into()]
            })
        );
        assert_eq!(
            parse("fen 4k4/9/9/9/9/9/9/9/9/4K4 w"),
            Ok(Command::Position {
                fen: Some("4k4/9/9/9/9/9/9/9/9/4K4 w".into()),
                moves: vec![]
            })
        );
        assert_eq!(
            parse("position  startpos   moves  P@b2 a1"),
            Ok(Command::Position {
                fen: None,
                moves: vec!["P@b2".into(), "a1".into()]
            })
        );
        assert_eq!(
            parse("position fen 3/3/3[PPPPPpppp] w - - 0 1 moves b2"),
            Ok(Command::Position {
                fen: Some("3/3/3[PPPPPpppp] w - - 0 1".into()),
                moves: vec!["b2".into()]
            })
        );
        assert!(parse("position").is_err());
        assert!(parse("position fen").is_err());
        assert!(parse("position startpos b2").is_err());
        assert_eq!(
            parse("setoption name Move Overhead value 100"),
            Ok(Command::SetOption {
                name: "Move Overhead".into(),
                value: Some("100".into())
            })
        );
        assert_eq!(
            parse("setoption name Clear Hash"),
            Ok(Command::SetOption {
                name: "Clear Hash".into(),
                value: None
            })
        );
        assert!(parse("setoption value 3").is_err());
        assert!(matches!(parse("xyzzy"), Err(ParseError::Unknown(_))));
        assert_eq!(parse("   "), Err(ParseError::Empty));
    }
}
