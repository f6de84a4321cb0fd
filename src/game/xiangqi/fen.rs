//! Xiangqi FEN, read and written as Pikafish, Fairy-Stockfish and UCCI GUIs spell it: ten rows from
//! Black's back rank down to Red's, files a–i left to right, Red uppercase; then the side to move
//! (`w`, or `r`, for Red; `b` for Black), two placeholder fields, the plies without capture and the
//! move number. Trailing fields may be missing. Fairy-Stockfish's letters `E` (elephant) and `H`
//! (horse) are accepted beside `B` and `N`. Impossible positions are rejected with a reason: wrong row
//! lengths, unknown letters, missing or extra generals, too many pieces of a kind, a piece on a square
//! it can never reach, or the side not to move in check (including generals facing each other).

use super::attacks::general_attacked;
use super::position::Position;
use super::types::*;
use crate::core::Side;
use thiserror::Error;

/// Why a xiangqi FEN was rejected.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum FenError {
    /// Nothing but white space.
    #[error("empty FEN")]
    Empty,
    /// The placement does not have ten rows.
    #[error("the board has {0} rows, xiangqi has 10")]
    RowCount(usize),
    /// A row that does not cover nine files (row 1 is Black's back rank).
    #[error("row {0} covers {1} files, xiangqi has 9")]
    RowLength(usize, usize),
    /// A character that is neither a piece letter nor a digit.
    #[error("unknown piece letter '{1}' in row {0}")]
    UnknownLetter(usize, char),
    /// A side has no general or more than one.
    #[error("{0} has {1} generals, needs exactly one")]
    GeneralCount(&'static str, u8),
    /// More pieces of a kind than the game has.
    #[error("{0} has {1} pieces '{2}', at most {3} allowed")]
    TooMany(&'static str, u8, char, u8),
    /// A piece on a square it can never reach.
    #[error("{0} piece '{1}' on {2} is on a square it can never reach")]
    Unreachable(&'static str, char, String),
    /// The side-to-move field is not `w`, `r` or `b`.
    #[error("side to move must be 'w' (or 'r') or 'b', not '{0}'")]
    BadSide(String),
    /// A move counter that is not a number in range.
    #[error("bad move counter '{0}'")]
    BadCounter(String),
    /// The two generals face each other on an open file.
    #[error("the generals face each other on an open file")]
    FacingGenerals,
    /// The side that just moved is in check.
    #[error("the side not to move ({0}) is in check")]
    OppositeCheck(&'static str),
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "red",
        Side::Second => "black",
    }
}

fn kind_from_letter(c: char) -> Option<Kind> {
    Some(match c.to_ascii_uppercase() {
        'K' => Kind::General,
        'A' => Kind::Advisor,
        'B' | 'E' => Kind::Elephant,
        'N' | 'H' => Kind::Horse,
        'R' => Kind::Chariot,
        'C' => Kind::Cannon,
        'P' => Kind::Soldier,
        _ => return None,
    })
}

/// True when `kind` of `side` can ever stand on file `f`, rank `r`.
pub fn reachable(side: Side, kind: Kind, f: usize, r: usize) -> bool {
    // Ranks counted from the piece's own side.
    let rr = if side == Side::First { r } else { 9 - r };
    match kind {
        Kind::General => (3..=5).contains(&f) && rr <= 2,
        Kind::Advisor => matches!((f, rr), (3, 0) | (5, 0) | (4, 1) | (3, 2) | (5, 2)),
        Kind::Elephant => matches!(
            (f, rr),
            (2, 0) | (6, 0) | (0, 2) | (4, 2) | (8, 2) | (2, 4) | (6, 4)
        ),
        Kind::Soldier => rr >= 5 || ((rr == 3 || rr == 4) && f.is_multiple_of(2)),
        _ => true,
    }
}

/// Parses a FEN into a position with an empty history and the default rules.
pub fn parse(fen: &str) -> Result<Position, FenError> {
    let mut fields = fen.split_ascii_whitespace();
    let placement = fields.next().ok_or(FenError::Empty)?;
    let mut pos = Position::empty();
    let rows: Vec<&str> = placement.split('/').take(11).collect();
    if rows.len() != 10 {
        return Err(FenError::RowCount(placement.split('/').count()));
    }
    for (i, row) in rows.iter().enumerate() {
        let rank = 9 - i;
        let mut file = 0usize;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 {
                    return Err(FenError::UnknownLetter(i + 1, c));
                }
                file += d as usize;
            } else if let Some(kind) = kind_from_letter(c) {
                let side = if c.is_ascii_uppercase() {
                    Side::First
                } else {
                    Side::Second
                };
                if file < 9 {
                    if !reachable(side, kind, file, rank) {
                        return Err(FenError::Unreachable(
                            side_name(side),
                            c,
                            format!("{}{}", (b'a' + file as u8) as char, rank),
                        ));
                    }
                    let name = side_name(side);
                    let n = pos.count(side, kind);
                    if n >= kind.max_count() {
                        if kind == Kind::General {
                            return Err(FenError::GeneralCount(name, n + 1));
                        }
                        let l = if side == Side::First {
                            kind.letter()
                        } else {
                            kind.letter().to_ascii_lowercase()
                        };
                        return Err(FenError::TooMany(name, n + 1, l, kind.max_count()));
                    }
                    pos.put(square(file, rank), piece(side, kind));
                }
                file += 1;
            } else {
                return Err(FenError::UnknownLetter(i + 1, c));
            }
            if file > 9 {
                return Err(FenError::RowLength(i + 1, file));
            }
        }
        if file != 9 {
            return Err(FenError::RowLength(i + 1, file));
        }
    }
    for side in Side::BOTH {
        let n = pos.count(side, Kind::General);
        if n != 1 {
            return Err(FenError::GeneralCount(side_name(side), n));
        }
    }
    pos.side = match fields.next() {
        None => Side::First,
        Some("w" | "W" | "r" | "R") => Side::First,
        Some("b" | "B") => Side::Second,
        Some(other) => return Err(FenError::BadSide(other.chars().take(16).collect())),
    };
    pos.start_side = pos.side;
    let _castling = fields.next();
    let _en_passant = fields.next();
    if let Some(h) = fields.next() {
        pos.halfmove = parse_counter(h, 0, 999)? as u16;
    }
    if let Some(n) = fields.next() {
        pos.start_fullmove = parse_counter(n, 0, 100_000)?.max(1);
    }
    pos.rev = pos.halfmove;
    let (rk, bk) = (pos.general(Side::First), pos.general(Side::Second));
    if file_of(rk) == file_of(bk) {
        let mut s = step(rk, NORTH);
        while pos.board[s as usize] == 0 {
            s = step(s, NORTH);
        }
        if s == bk {
            return Err(FenError::FacingGenerals);
        }
    }
    let them = !pos.side;
    if general_attacked(&pos.board, pos.general(them), them) {
        return Err(FenError::OppositeCheck(side_name(them)));
    }
    pos.finish_setup();
    Ok(pos)
}

fn parse_counter(s: &str, min: u32, max: u32) -> Result<u32, FenError> {
    let bad = || FenError::BadCounter(s.chars().take(16).collect());
    if s.is_empty() || s.len() > 6 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let v: u32 = s.parse().map_err(|_| bad())?;
    if v < min || v > max {
        return Err(bad());
    }
    Ok(v)
}

/// The position as FEN (uppercase Red, `w`/`b`, `- -`, plies without capture, move number).
pub fn write(pos: &Position) -> String {
    let mut s = String::with_capacity(90);
    for rank in (0..10).rev() {
        let mut empty = 0;
        for file in 0..9 {
            let p = pos.piece_at(square(file, rank));
            match (owner(p), Kind::of(p)) {
                (Some(side), Some(kind)) => {
                    if empty > 0 {
                        s.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    let l = kind.letter();
                    s.push(if side == Side::First {
                        l
                    } else {
                        l.to_ascii_lowercase()
                    });
                }
                _ => empty += 1,
            }
        }
        if empty > 0 {
            s.push((b'0' + empty) as char);
        }
        if rank > 0 {
            s.push('/');
        }
    }
    let side = if pos.side == Side::First { 'w' } else { 'b' };
    s.push_str(&format!(
        " {side} - - {} {}",
        pos.halfmove,
        pos.fullmove_number()
    ));
    s
}

impl Position {
    /// Parses a FEN (see the [module docs](self)).
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        parse(fen)
    }

    /// The position as FEN.
    pub fn to_fen(&self) -> String {
        write(self)
    }
}
