//! Coordinate move notation in both dialects, independent of any protocol: files `a`–`i` from Red's
//! left, ranks counted from Red's side either from 0 (ICCS/UCCI/Pikafish: `h2e2`, `a9a8`) or from 1
//! (Fairy-Stockfish UCI: `h3e3`, `a10a9`). Parsing accepts upper case and the ICCS dash (`H2-E2`);
//! it never panics and error messages quote at most a short prefix of the input.

use super::position::Position;
use super::types::*;
use thiserror::Error;

/// How ranks are numbered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Ranks {
    /// 0–9 from Red's side (ICCS, UCCI, Pikafish, UCI-cyclone).
    #[default]
    ZeroBased,
    /// 1–10 from Red's side (Fairy-Stockfish in plain UCI).
    OneBased,
}

impl Ranks {
    /// `OneBased` when `one_based` is true.
    pub fn from_one_based(one_based: bool) -> Ranks {
        if one_based {
            Ranks::OneBased
        } else {
            Ranks::ZeroBased
        }
    }

    fn offset(self) -> usize {
        match self {
            Ranks::ZeroBased => 0,
            Ranks::OneBased => 1,
        }
    }
}

/// Why a move text was refused.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum MoveParseError {
    /// Not shaped like a coordinate move.
    #[error("'{0}' is not a move (expected e.g. h2e2)")]
    Malformed(String),
    /// A square outside the 9×10 board in this dialect.
    #[error("'{0}' names a square off the board")]
    OffBoard(String),
    /// A well-formed move that is not legal in the position.
    #[error("illegal move '{0}'")]
    Illegal(String),
}

/// A short, printable prefix of user input for error messages.
fn quote(s: &str) -> String {
    let mut q: String = s.chars().take(24).collect();
    if s.chars().nth(24).is_some() {
        q.push('…');
    }
    q
}

/// Reads one square (`e2`, `a10`) from the front of `s`; returns it and the rest.
fn take_square(s: &str, ranks: Ranks, whole: &str) -> Result<(Square, usize), MoveParseError> {
    let bytes = s.as_bytes();
    let file = match bytes.first() {
        Some(&c) if c.is_ascii_alphabetic() => c.to_ascii_lowercase(),
        _ => return Err(MoveParseError::Malformed(quote(whole))),
    };
    let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 {
        return Err(MoveParseError::Malformed(quote(whole)));
    }
    if digits > 2 || !(b'a'..=b'i').contains(&file) {
        return Err(MoveParseError::OffBoard(quote(whole)));
    }
    let n: usize = s[1..1 + digits]
        .parse()
        .map_err(|_| MoveParseError::Malformed(quote(whole)))?;
    let off = ranks.offset();
    if n < off || n - off > 9 || (ranks == Ranks::ZeroBased && digits > 1) {
        return Err(MoveParseError::OffBoard(quote(whole)));
    }
    Ok((square((file - b'a') as usize, n - off), 1 + digits))
}

/// Parses a square such as `e2` (0-based) or `e3`/`a10` (1-based).
pub fn parse_square(text: &str, ranks: Ranks) -> Result<Square, MoveParseError> {
    let t = text.trim();
    let (s, used) = take_square(t, ranks, t)?;
    if used != t.len() {
        return Err(MoveParseError::Malformed(quote(t)));
    }
    Ok(s)
}

/// Parses the shape of a coordinate move (`h2e2`, `H2-E2`, `a10a9`) without checking legality.
pub fn parse_move(text: &str, ranks: Ranks) -> Result<Move, MoveParseError> {
    let t = text.trim();
    if !t.is_ascii() || t.len() > 8 {
        return Err(MoveParseError::Malformed(quote(t)));
    }
    let (from, a) = take_square(t, ranks, t)?;
    let mut rest = &t[a..];
    if let Some(r) = rest.strip_prefix('-') {
        rest = r;
    }
    let (to, b) = take_square(rest, ranks, t)?;
    if b != rest.len() || from == to {
        return Err(MoveParseError::Malformed(quote(t)));
    }
    Ok(Move::new(from, to))
}

/// Writes a square: `e2` (0-based) or `e3` (1-based).
pub fn format_square(s: Square, ranks: Ranks) -> String {
    if !on_board(s as usize) {
        return "??".to_string();
    }
    format!(
        "{}{}",
        (b'a' + file_of(s) as u8) as char,
        rank_of(s) + ranks.offset()
    )
}

/// Writes a move: `h2e2` (0-based) or `h3e3` (1-based); `0000` for the null move.
pub fn format_move(m: Move, ranks: Ranks) -> String {
    if !m.is_well_formed() {
        return "0000".to_string();
    }
    format!(
        "{}{}",
        format_square(m.from(), ranks),
        format_square(m.to(), ranks)
    )
}

impl Position {
    /// Parses a coordinate move and checks that it is legal here.
    pub fn parse_move(&self, text: &str, ranks: Ranks) -> Result<Move, MoveParseError> {
        let m = parse_move(text, ranks)?;
        if self.is_legal_move(m) {
            Ok(m)
        } else {
            Err(MoveParseError::Illegal(quote(text.trim())))
        }
    }
}
