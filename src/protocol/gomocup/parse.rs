//! Gomocup command lines → `Cmd`. Pure functions: no state, no output. Commands are matched
//! case-insensitively; trailing `\r` and surrounding blanks are ignored. Numbers are bounded so
//! that no input can overflow or allocate without limit.

use thiserror::Error;

/// Largest coordinate or size accepted by the parser (the board decides what fits).
pub const MAX_COORD: usize = 1024;

/// Why a line is not a valid command.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum ParseError {
    /// A command that needs arguments got none or malformed ones.
    #[error("bad arguments for {0}: '{1}'")]
    BadArgs(&'static str, String),
    /// Not a command this brain knows.
    #[error("unknown command '{0}'")]
    Unknown(String),
}

/// One command from the manager.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cmd {
    /// `START n`: a new game on an n×n board.
    Start(usize),
    /// `RECTSTART w,h`: a new game on a w×h board.
    RectStart(usize, usize),
    /// `RESTART`: a new game on the same board.
    Restart,
    /// `BEGIN`: we move first on the empty board.
    Begin,
    /// `TURN x,y`: the opponent's move; answer with ours.
    Turn(usize, usize),
    /// `BOARD`: a position follows (`x,y,f` lines, then `DONE`); answer with a move.
    Board,
    /// `YXBOARD`: like `BOARD` but no move is wanted.
    YxBoard,
    /// `SWAP2BOARD`: opening stones follow (`x,y` lines, then `DONE`).
    Swap2Board,
    /// `INFO key value`.
    Info(String, String),
    /// `END`: quit at once.
    End,
    /// `ABOUT`: identify the brain.
    About,
    /// `TAKEBACK x,y`: remove that stone.
    Takeback(usize, usize),
    /// `PLAY x,y`: play this move for us (after `SUGGEST`).
    Play(usize, usize),
    /// `YXSTOP` or `STOP`: stop thinking and answer.
    Stop,
    /// `YXNBEST n`: search and report the n best moves.
    YxNbest(usize),
    /// `YXSHOWFORBID`: list renju fouls for black.
    YxShowForbid,
    /// `YXHASHCLEAR`: forget the hash table.
    YxHashClear,
}

fn number(s: &str) -> Option<usize> {
    let s = s.trim();
    (!s.is_empty() && s.len() <= 7 && s.bytes().all(|b| b.is_ascii_digit()))
        .then(|| s.parse().ok())
        .flatten()
        .filter(|&n| n <= MAX_COORD)
}

/// Parses `x,y` (blanks around the numbers allowed).
pub fn point(s: &str) -> Option<(usize, usize)> {
    let (x, y) = s.trim().split_once(',')?;
    Some((number(x)?, number(y)?))
}

/// A line inside a `BOARD`/`YXBOARD` block: `x,y,f` (f = 1 own, 2 opponent, 3 marker).
pub fn stone(s: &str) -> Option<(usize, usize, u8)> {
    let mut it = s.trim().split(',');
    let (x, y, f) = (
        number(it.next()?)?,
        number(it.next()?)?,
        number(it.next()?)?,
    );
    (it.next().is_none() && (1..=3).contains(&f)).then_some((x, y, f as u8))
}

/// Parses one command line; `Ok(None)` for a blank line.
pub fn parse(line: &str) -> Result<Option<Cmd>, ParseError> {
    let line = line.trim();
    if line.is_empty() {
        return Ok(None);
    }
    let (word, rest) = match line.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (line, ""),
    };
    let upper = word.to_ascii_uppercase();
    let bad = |name: &'static str| ParseError::BadArgs(name, rest.chars().take(40).collect());
    let cmd = match upper.as_str() {
        "START" => Cmd::Start(number(rest).ok_or_else(|| bad("START"))?),
        "RECTSTART" => {
            let (w, h) = point(rest).ok_or_else(|| bad("RECTSTART"))?;
            Cmd::RectStart(w, h)
        }
        "RESTART" => Cmd::Restart,
        "BEGIN" => Cmd::Begin,
        "TURN" => {
            let (x, y) = point(rest).ok_or_else(|| bad("TURN"))?;
            Cmd::Turn(x, y)
        }
        "BOARD" => Cmd::Board,
        "YXBOARD" => Cmd::YxBoard,
        "SWAP2BOARD" => Cmd::Swap2Board,
        "INFO" => {
            let (k, v) = match rest.split_once(char::is_whitespace) {
                Some((k, v)) => (k, v.trim()),
                None if !rest.is_empty() => (rest, ""),
                None => return Err(bad("INFO")),
            };
            Cmd::Info(k.to_ascii_lowercase(), v.to_string())
        }
        "END" => Cmd::End,
        "ABOUT" => Cmd::About,
        "TAKEBACK" => {
            let (x, y) = point(rest).ok_or_else(|| bad("TAKEBACK"))?;
            Cmd::Takeback(x, y)
        }
        "PLAY" => {
            let (x, y) = point(rest).ok_or_else(|| bad("PLAY"))?;
            Cmd::Play(x, y)
        }
        "YXSTOP" | "STOP" => Cmd::Stop,
        "YXNBEST" => Cmd::YxNbest(
            number(rest)
                .filter(|&n| n >= 1)
                .ok_or_else(|| bad("YXNBEST"))?,
        ),
        "YXSHOWFORBID" => Cmd::YxShowForbid,
        "YXHASHCLEAR" => Cmd::YxHashClear,
        _ => return Err(ParseError::Unknown(word.chars().take(40).collect())),
    };
    Ok(Some(cmd))
}

/// True when a first line announces Gomocup (used by protocol detection).
pub fn is_opening_line(line: &str) -> bool {
    let word = line.split_whitespace().next().unwrap_or("");
    ["START", "RECTSTART", "INFO", "ABOUT"]
        .iter()
        .any(|c| word.eq_ignore_ascii_case(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands() {
        assert_eq!(parse("START 20\r"), Ok(Some(Cmd::Start(20))));
        assert_eq!(parse("rectstart 20,15"), Ok(Some(Cmd::RectStart(20, 15))));
        assert_eq!(parse("TURN 7, 8"), Ok(Some(Cmd::Turn(7, 8))));
        assert_eq!(
            parse("INFO timeout_turn 5000"),
            Ok(Some(Cmd::Info("timeout_turn".into(), "5000".into())))
        );
        assert_eq!(parse("  "), Ok(None));
        assert!(parse("TURN 7").is_err());
        assert!(parse("TURN -1,3").is_err());
        assert!(parse("START 99999999999999999999").is_err());
        assert!(parse("FOO").is_err());
        assert_eq!(stone("3,4,1"), Some((3, 4, 1)));
        assert_eq!(stone("3,4,4"), None);
        assert_eq!(stone("3,4"), None);
    }

    #[test]
    fn never_panics_on_noise() {
        let mut x = 0x1234_5678u64;
        let alphabet = b"STARTURNINFOBEGD0123456789,, -\r\t\xc3\xa9";
        for _ in 0..20_000 {
            let mut s = Vec::new();
            for _ in 0..(x % 24) {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                s.push(alphabet[(x % alphabet.len() as u64) as usize]);
            }
            let text = String::from_utf8_lossy(&s);
            let _ = parse(&text);
            let _ = stone(&text);
        }
    }
}
