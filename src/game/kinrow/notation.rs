//! Coordinates of the k-in-a-row family in each protocol's spelling:
//! UCI/cutechess drops (`P@b2`, bare `b2` accepted; files a–z, ranks from 1 at the bottom),
//! GTP vertices (letters skip `I`, rows from 1 at the bottom) and Gomocup `x,y` (0-based, y from the top).

use super::board::{Board, Cell};
use thiserror::Error;

/// Why a coordinate could not be read.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum CoordError {
    /// Not shaped like a coordinate.
    #[error("'{0}' is not a coordinate")]
    Malformed(String),
    /// A coordinate outside the board.
    #[error("'{0}' is off the board")]
    OffBoard(String),
}

/// Column letters as UCI writes them (no letter skipped).
fn uci_file(col: usize) -> char {
    (b'a' + col as u8) as char
}

/// Column letters as GTP writes them (I is skipped).
fn gtp_file(col: usize) -> char {
    let c = b'A' + col as u8;
    (if c >= b'I' { c + 1 } else { c }) as char
}

/// The UCI drop spelling of a cell: `P@b2`.
pub fn to_uci(b: &Board, cell: Cell) -> String {
    let (c, r) = b.coords(cell);
    format!("P@{}{}", uci_file(c), r + 1)
}

/// The UCI square alone: `b2`.
pub fn uci_square(b: &Board, cell: Cell) -> String {
    let (c, r) = b.coords(cell);
    format!("{}{}", uci_file(c), r + 1)
}

/// The GTP vertex of a cell: `B2` (letters skip I).
pub fn to_gtp(b: &Board, cell: Cell) -> String {
    let (c, r) = b.coords(cell);
    format!("{}{}", gtp_file(c), r + 1)
}

/// The Gomocup coordinate of a cell: `x,y`, 0-based with y counted from the top row.
pub fn to_gomocup(b: &Board, cell: Cell) -> String {
    let (c, r) = b.coords(cell);
    format!("{},{}", c, b.height() - 1 - r)
}

/// Splits `letter+digits` into a 0-based column (by `file_of`) and a 1-based row number.
fn split_square(s: &str, file_of: impl Fn(u8) -> Option<usize>) -> Option<(usize, usize)> {
    let bytes = s.as_bytes();
    if bytes.len() < 2 || bytes.len() > 4 {
        return None;
    }
    let col = file_of(bytes[0].to_ascii_lowercase())?;
    let digits = &s[1..];
    if !digits.bytes().all(|d| d.is_ascii_digit()) {
        return None;
    }
    let row: usize = digits.parse().ok()?;
    Some((col, row))
}

fn on_board(b: &Board, col: usize, row1: usize, text: &str) -> Result<Cell, CoordError> {
    if row1 == 0 {
        return Err(CoordError::OffBoard(text.to_string()));
    }
    b.cell_at(col, row1 - 1)
        .ok_or_else(|| CoordError::OffBoard(text.to_string()))
}

/// Reads a UCI drop (`P@b2`, `p@b2`) or bare square (`b2`), case-insensitively.
pub fn parse_uci(b: &Board, text: &str) -> Result<Cell, CoordError> {
    let sq = match text.find('@') {
        Some(1) if text.as_bytes()[0].is_ascii_alphabetic() => &text[2..],
        Some(_) => return Err(CoordError::Malformed(text.to_string())),
        None => text,
    };
    let (col, row) = split_square(sq, |c| c.is_ascii_lowercase().then(|| (c - b'a') as usize))
        .ok_or_else(|| CoordError::Malformed(text.to_string()))?;
    on_board(b, col, row, text)
}

/// Reads a GTP vertex (`B2`, case-insensitive, no letter I).
pub fn parse_gtp(b: &Board, text: &str) -> Result<Cell, CoordError> {
    let (col, row) = split_square(text, |c| match c {
        b'a'..=b'h' => Some((c - b'a') as usize),
        b'j'..=b'z' => Some((c - b'a') as usize - 1),
        _ => None,
    })
    .ok_or_else(|| CoordError::Malformed(text.to_string()))?;
    on_board(b, col, row, text)
}

/// Reads a Gomocup coordinate `x,y` (0-based, y from the top).
pub fn parse_gomocup(b: &Board, text: &str) -> Result<Cell, CoordError> {
    let malformed = || CoordError::Malformed(text.to_string());
    let (x, y) = text.split_once(',').ok_or_else(malformed)?;
    let parse = |s: &str| -> Result<usize, CoordError> {
        let s = s.trim();
        if s.is_empty() || s.len() > 6 || !s.bytes().all(|d| d.is_ascii_digit()) {
            return Err(malformed());
        }
        s.parse().map_err(|_| malformed())
    };
    let (x, y) = (parse(x)?, parse(y)?);
    if y >= b.height() {
        return Err(CoordError::OffBoard(text.to_string()));
    }
    b.cell_at(x, b.height() - 1 - y)
        .ok_or_else(|| CoordError::OffBoard(text.to_string()))
}

/// Column label for board drawings: UCI letters, or GTP letters that skip I.
pub fn file_label(col: usize, gtp: bool) -> char {
    if gtp {
        gtp_file(col)
    } else {
        uci_file(col)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kinrow::Rule;

    #[test]
    fn spellings_round_trip() {
        let b = Board::new(15, 15, 5, Rule::Standard).unwrap();
        for cell in 0..225 {
            assert_eq!(parse_uci(&b, &to_uci(&b, cell)), Ok(cell));
            assert_eq!(parse_uci(&b, &uci_square(&b, cell)), Ok(cell));
            assert_eq!(parse_gtp(&b, &to_gtp(&b, cell)), Ok(cell));
            assert_eq!(parse_gomocup(&b, &to_gomocup(&b, cell)), Ok(cell));
        }
        assert_eq!(to_gtp(&b, 8), "J1");
        assert_eq!(to_uci(&b, 8), "P@i1");
        assert_eq!(to_gomocup(&b, 0), "0,14");
    }

    #[test]
    fn bad_coordinates() {
        let b = Board::new(3, 3, 3, Rule::Freestyle).unwrap();
        assert!(parse_uci(&b, "d1").is_err());
        assert!(parse_uci(&b, "a0").is_err());
        assert!(parse_uci(&b, "a99999999999").is_err());
        assert!(parse_uci(&b, "@a1").is_err());
        assert!(parse_uci(&b, "é1").is_err());
        assert!(parse_gtp(&b, "I1").is_err());
        assert!(parse_gomocup(&b, "3,0").is_err());
        assert!(parse_gomocup(&b, "-1,0").is_err());
    }
}
