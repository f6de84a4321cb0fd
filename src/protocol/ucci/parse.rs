//! Pure parsing of UCCI input lines (nom 8): `&str` → `Result<Command, ParseError>`, after the xqbase
//! UCCI 3.0 specification. Option names are single words; numbers that do not fit their type are
//! errors; `go` takes at most one of `ponder`/`draw` and exactly one mode. Never panics.

use crate::protocol::numbers::{sat_u32, sat_u64, time_ms};
use crate::protocol::words::{kw, word};
use nom::branch::alt;
use nom::character::complete::{multispace0, u32 as nom_u32};
use nom::combinator::{all_consuming, map, opt, value};
use nom::multi::many0;
use nom::sequence::{preceded, terminated};
use nom::{IResult, Parser};
use thiserror::Error;

/// A parsed UCCI command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `ucci`
    Ucci,
    /// `isready`
    IsReady,
    /// `setoption <name> [<value>]`
    SetOption {
        /// The option name (one word).
        name: String,
        /// The rest of the line, if any.
        value: Option<String>,
    },
    /// `position {fen <FEN> | startpos} [moves …]`
    Position(PositionSpec),
    /// `banmoves m…`
    BanMoves(Vec<String>),
    /// `go [ponder|draw] <mode>`
    Go(GoParams),
    /// `ponderhit [draw]`
    PonderHit {
        /// The opponent offers a draw.
        draw: bool,
    },
    /// `stop`
    Stop,
    /// `probe {fen <FEN> | startpos} [moves …]`
    Probe(PositionSpec),
    /// `quit`
    Quit,
    /// `d`: draw the board (an extension, as in Pikafish).
    Display,
    /// `perft N`: count leaf nodes (an extension).
    Perft(u32),
}

/// A position as `position` and `probe` describe it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PositionSpec {
    /// The FEN, or `None` for the start position.
    pub fen: Option<String>,
    /// Moves played from it, as text.
    pub moves: Vec<String>,
}

/// How long `go` may think.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GoMode {
    /// `depth N`
    Depth(u32),
    /// `infinite` (or no mode at all)
    Infinite,
    /// `nodes N`
    Nodes(u64),
    /// `time T [movestogo M | increment I] [opptime T2 [oppmovestogo M2 | oppincrement I2]]`,
    /// in the session's time unit.
    Time {
        /// Our remaining time.
        time: i64,
        /// Moves to the next time control.
        movestogo: Option<u32>,
        /// Our increment per move.
        increment: Option<i64>,
        /// The opponent's remaining time.
        opptime: Option<i64>,
        /// The opponent's moves to the next control.
        oppmovestogo: Option<u32>,
        /// The opponent's increment.
        oppincrement: Option<i64>,
    },
}

/// The parameters of `go`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoParams {
    /// `go ponder`: think on the opponent's time.
    pub ponder: bool,
    /// `go draw`: the opponent offers a draw.
    pub draw: bool,
    /// The search limit.
    pub mode: GoMode,
}

/// Why a line is not a valid UCCI command.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum ParseError {
    /// An empty line.
    #[error("empty command")]
    Empty,
    /// A command word we do not know.
    #[error("unknown command '{0}'")]
    Unknown(String),
    /// A known command with bad arguments.
    #[error("{0}")]
    Syntax(String),
}

type Res<'a, T> = IResult<&'a str, T>;

/// `key N` with the white space after it.
fn num_after<'a, O>(
    key: &'static str,
    num: impl Parser<&'a str, Output = O, Error = nom::error::Error<&'a str>>,
) -> impl Parser<&'a str, Output = O, Error = nom::error::Error<&'a str>> {
    terminated(preceded(kw(key), num), multispace0)
}

/// A short quotation of user input for messages.
fn quote(s: &str) -> String {
    s.chars().take(32).collect()
}

#[derive(Clone, Debug)]
enum TimeToken {
    MovesToGo(u32),
    Increment(i64),
    OppTime(i64),
    OppMovesToGo(u32),
    OppIncrement(i64),
}

fn time_token(i: &str) -> Res<'_, TimeToken> {
    alt((
        map(num_after("movestogo", sat_u32), TimeToken::MovesToGo),
        map(num_after("increment", time_ms), TimeToken::Increment),
        map(num_after("opptime", time_ms), TimeToken::OppTime),
        map(num_after("oppmovestogo", sat_u32), TimeToken::OppMovesToGo),
        map(num_after("oppincrement", time_ms), TimeToken::OppIncrement),
    ))
    .parse(i)
}

fn go_mode(i: &str) -> Res<'_, GoMode> {
    alt((
        map(num_after("depth", sat_u32), GoMode::Depth),
        map(num_after("nodes", sat_u64), GoMode::Nodes),
        value(GoMode::Infinite, terminated(kw("infinite"), multispace0)),
        map(
            (num_after("time", time_ms), many0(time_token)),
            |(time, toks)| {
                let mut m = GoMode::Time {
                    time,
                    movestogo: None,
                    increment: None,
                    opptime: None,
                    oppmovestogo: None,
                    oppincrement: None,
                };
                if let GoMode::Time {
                    movestogo,
                    increment,
                    opptime,
                    oppmovestogo,
                    oppincrement,
                    ..
                } = &mut m
                {
                    for t in toks {
                        match t {
                            TimeToken::MovesToGo(v) => *movestogo = Some(v),
                            TimeToken::Increment(v) => *increment = Some(v),
                            TimeToken::OppTime(v) => *opptime = Some(v),
                            TimeToken::OppMovesToGo(v) => *oppmovestogo = Some(v),
                            TimeToken::OppIncrement(v) => *oppincrement = Some(v),
                        }
                    }
                }
                m
            },
        ),
    ))
    .parse(i)
}

fn parse_go(rest: &str) -> Result<Command, ParseError> {
    let flag = opt(alt((
        value("ponder", terminated(kw("ponder"), multispace0)),
        value("draw", terminated(kw("draw"), multispace0)),
    )));
    let (after, (flag, mode)) = (flag, opt(go_mode))
        .parse(rest)
        .map_err(|_| ParseError::Syntax("go: bad parameters".into()))?;
    let after = after.trim();
    if !after.is_empty() {
        let bad = word(after).map(|(_, w)| w).unwrap_or(after);
        return Err(ParseError::Syntax(format!(
            "go: unexpected '{}' (or its value is missing or out of range)",
            quote(bad)
        )));
    }
    Ok(Command::Go(GoParams {
        ponder: flag == Some("ponder"),
        draw: flag == Some("draw"),
        mode: mode.unwrap_or(GoMode::Infinite),
    }))
}

/// `{fen <FEN> | startpos} [moves …]`.
fn parse_position_spec(cmd: &str, rest: &str) -> Result<PositionSpec, ParseError> {
    let (fen, moves) =
        crate::protocol::position_args::split(cmd, rest, quote).map_err(ParseError::Syntax)?;
    Ok(PositionSpec { fen, moves })
}

fn parse_setoption(rest: &str) -> Result<Command, ParseError> {
    let (value, name) = terminated(word, multispace0)
        .parse(rest)
        .map_err(|_| ParseError::Syntax("setoption: missing option name".into()))?;
    let value = value.trim();
    Ok(Command::SetOption {
        name: name.to_string(),
        value: (!value.is_empty()).then(|| value.to_string()),
    })
}

fn no_args(cmd: Command, name: &str, rest: &str) -> Result<Command, ParseError> {
    if rest.is_empty() {
        Ok(cmd)
    } else {
        Err(ParseError::Syntax(format!(
            "{name}: unexpected '{}'",
            quote(rest)
        )))
    }
}

/// Parses one UCCI line.
pub fn parse(line: &str) -> Result<Command, ParseError> {
    let line = line.trim();
    let (rest, cmd) = match word(line) {
        Ok((rest, w)) => (rest.trim(), w),
        Err(_) => return Err(ParseError::Empty),
    };
    match cmd {
        "ucci" => no_args(Command::Ucci, cmd, rest),
        "isready" => no_args(Command::IsReady, cmd, rest),
        "stop" => no_args(Command::Stop, cmd, rest),
        "quit" => no_args(Command::Quit, cmd, rest),
        "d" => no_args(Command::Display, cmd, rest),
        "ponderhit" => match rest {
            "" => Ok(Command::PonderHit { draw: false }),
            "draw" => Ok(Command::PonderHit { draw: true }),
            other => Err(ParseError::Syntax(format!(
                "ponderhit: expected 'draw' or nothing, got '{}'",
                quote(other)
            ))),
        },
        "setoption" => parse_setoption(rest),
        "position" => parse_position_spec(cmd, rest).map(Command::Position),
        "probe" => parse_position_spec(cmd, rest).map(Command::Probe),
        "banmoves" => Ok(Command::BanMoves(
            rest.split_whitespace().map(String::from).collect(),
        )),
        "go" => parse_go(rest),
        "perft" => all_consuming(nom_u32::<&str, nom::error::Error<&str>>)
            .parse(rest)
            .map(|(_, d)| Command::Perft(d))
            .map_err(|_| ParseError::Syntax(format!("perft needs a depth, not '{}'", quote(rest)))),
        other => Err(ParseError::Unknown(quote(other))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands() {
        assert_eq!(parse("ucci"), Ok(Command::Ucci));
        assert_eq!(parse("  "), Err(ParseError::Empty));
        assert_eq!(
            parse("setoption usemillisec true"),
            Ok(Command::SetOption {
                name: "usemillisec".into(),
                value: Some("true".into())
            })
        );
        assert_eq!(
            parse("setoption newgame"),
            Ok(Command::SetOption {
                name: "newgame".into(),
                value: None
            })
        );
        assert_eq!(
            parse("position startpos moves h2e2 h9g7"),
            Ok(Command::Position(PositionSpec {
                fen: None,
                moves: vec!["h2e2".into(), "h9g7".into()]
            }))
        );
        assert_eq!(
            parse("banmoves h2e2 b0c2"),
            Ok(Command::BanMoves(vec!["h2e2".into(), "b0c2".into()]))
        );
        assert_eq!(
            parse("ponderhit draw"),
            Ok(Command::PonderHit { draw: true })
        );
        assert!(matches!(parse("ponderhit now"), Err(ParseError::Syntax(_))));
        assert!(matches!(parse("chess"), Err(ParseError::Unknown(_))));
    }

    #[test]
    fn go_modes() {
        assert_eq!(
            parse("go depth 8"),
            Ok(Command::Go(GoParams {
                ponder: false,
                draw: false,
                mode: GoMode::Depth(8)
            }))
        );
        assert_eq!(
            parse("go draw time 60000 increment 1000 opptime 50000 oppincrement 1000"),
            Ok(Command::Go(GoParams {
                ponder: false,
                draw: true,
                mode: GoMode::Time {
                    time: 60000,
                    movestogo: None,
                    increment: Some(1000),
                    opptime: Some(50000),
                    oppmovestogo: None,
                    oppincrement: Some(1000)
                }
            }))
        );
        assert_eq!(
            parse("go ponder infinite"),
            Ok(Command::Go(GoParams {
                ponder: true,
                draw: false,
                mode: GoMode::Infinite
            }))
        );
        assert_eq!(
            parse("go"),
            Ok(Command::Go(GoParams {
                ponder: false,
                draw: false,
                mode: GoMode::Infinite
            }))
        );
        // Huge limits are clamped, not refused.
        assert!(matches!(
            parse("go depth 99999999999"),
            Ok(Command::Go(GoParams {
                mode: GoMode::Depth(u32::MAX),
                ..
            }))
        ));
        assert!(parse("go depth").is_err());
        assert!(parse("go ponder draw depth 3").is_err());
        assert!(parse("go time 5 movestogo -1").is_err());
        assert!(parse("go nodes 10 depth 3").is_err());
    }
}
