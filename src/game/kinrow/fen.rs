//! FEN for placement games, as cutechess and Fairy-Stockfish write it: rows from the top, `P` for the
//! first player's stones, `p` for the second's, digits for runs of empty cells, an optional holdings
//! part in brackets, then the side to move (`w` = first player) and placeholder fields.
//! Example: tic-tac-toe's start position is `3/3/3[PPPPPpppp] w - - 0 1`.

use super::board::{Board, Cell};
use crate::core::Side;
use crate::game::Game;
use thiserror::Error;

/// Why a FEN was rejected.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum FenError {
    /// The FEN is empty.
    #[error("empty FEN")]
    Empty,
    /// Wrong number of rows.
    #[error("FEN has {0} rows, the board has {1}")]
    RowCount(usize, usize),
    /// A row does not add up to the board width.
    #[error("FEN row {0} covers {1} cells, the board is {2} wide")]
    RowWidth(usize, usize, usize),
    /// A character that is neither a stone nor a digit.
    #[error("unexpected character '{1}' in FEN row {0}")]
    BadChar(usize, char),
    /// Unterminated holdings.
    #[error("holdings '[' without a closing ']'")]
    Holdings,
    /// Side-to-move field not `w` or `b`.
    #[error("side to move must be 'w' or 'b', not '{0}'")]
    BadSide(String),
}

/// The board's position as FEN, with holdings giving the stones each player has left.
pub fn to_fen(b: &Board) -> String {
    let mut s = String::new();
    for row in (0..b.height()).rev() {
        let mut empty = 0;
        for col in 0..b.width() {
            let cell = (row * b.width() + col) as Cell;
            match b.stone(cell) {
                None => empty += 1,
                Some(side) => {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    s.push(if side == Side::First { 'P' } else { 'p' });
                }
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
        if row > 0 {
            s.push('/');
        }
    }
    let total = b.width() * b.height();
    let (mut first, mut second) = (0, 0);
    for cell in 0..total as Cell {
        match b.stone(cell) {
            Some(Side::First) => first += 1,
            Some(Side::Second) => second += 1,
            None => {}
        }
    }
    let first_left = total.div_ceil(2).saturating_sub(first);
    let second_left = (total / 2).saturating_sub(second);
    s.push('[');
    s.push_str(&"P".repeat(first_left));
    s.push_str(&"p".repeat(second_left));
    s.push(']');
    let side = if b.side_to_move() == Side::First {
        'w'
    } else {
        'b'
    };
    s.push_str(&format!(" {side} - - 0 {}", 1 + (first + second) / 2));
    s
}

/// Parses `fen` onto an empty board shaped like `template` (same size, k and rule).
pub fn from_fen(template: &Board, fen: &str) -> Result<Board, FenError> {
    let mut fields = fen.split_whitespace();
    let placement = fields.next().ok_or(FenError::Empty)?;
    let (rows_part, rest) = match placement.find('[') {
        Some(i) => {
            if !placement[i..].ends_with(']') {
                return Err(FenError::Holdings);
            }
            (&placement[..i], &placement[placement.len()..])
        }
        None => (placement, ""),
    };
    debug_assert!(rest.is_empty());
    let mut board = Board::new(
        template.width(),
        template.height(),
        template.k(),
        template.rule(),
    )
    .expect("template board has a valid shape");
    let rows: Vec<&str> = rows_part.split('/').collect();
    if rows.len() != board.height() {
        return Err(FenError::RowCount(rows.len(), board.height()));
    }
    for (i, text) in rows.iter().enumerate() {
        let row = board.height() - 1 - i;
        let mut col = 0usize;
        let mut digits = 0usize;
        let flush = |col: &mut usize, digits: &mut usize| {
            *col = col.saturating_add(*digits);
            *digits = 0;
        };
        for ch in text.chars() {
            if let Some(d) = ch.to_digit(10) {
                digits = digits.saturating_mul(10).saturating_add(d as usize);
                continue;
            }
            flush(&mut col, &mut digits);
            let side = match ch {
                'P' | 'X' => Side::First,
                'p' | 'O' | 'x' | 'o' => Side::Second,
                _ => return Err(FenError::BadChar(i + 1, ch)),
            };
            if col >= board.width() {
                return Err(FenError::RowWidth(
                    i + 1,
                    col.saturating_add(1),
                    board.width(),
                ));
            }
            board.put((row * board.width() + col) as Cell, side);
            col += 1;
        }
        flush(&mut col, &mut digits);
        if col != board.width() {
            return Err(FenError::RowWidth(i + 1, col, board.width()));
        }
    }
    match fields.next() {
        None | Some("w") | Some("W") => board.set_side_to_move(Side::First),
        Some("b") | Some("B") => board.set_side_to_move(Side::Second),
        Some(other) => return Err(FenError::BadSide(other.to_string())),
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kinrow::Rule;

    fn ttt() -> Board {
        Board::new(3, 3, 3, Rule::Freestyle).unwrap()
    }

    #[test]
    fn start_position_round_trips() {
        assert_eq!(to_fen(&ttt()), "3/3/3[PPPPPpppp] w - - 0 1");
        let b = from_fen(&ttt(), "3/3/3 w").unwrap();
        assert_eq!(b.stones(), 0);
        let b = from_fen(&ttt(), "P1p/1P1/3[PPPpp] b - - 0 2").unwrap();
        assert_eq!(b.side_to_move(), Side::Second);
        assert_eq!(to_fen(&b), "P1p/1P1/3[PPPppp] b - - 0 2");
    }

    #[test]
    fn bad_fens_are_rejected() {
        assert!(matches!(from_fen(&ttt(), ""), Err(FenError::Empty)));
        assert!(matches!(
            from_fen(&ttt(), "3/3"),
            Err(FenError::RowCount(..))
        ));
        assert!(matches!(
            from_fen(&ttt(), "4/3/3"),
            Err(FenError::RowWidth(..))
        ));
        assert!(matches!(
            from_fen(&ttt(), "PPPP/3/3"),
            Err(FenError::RowWidth(..))
        ));
        assert!(matches!(
            from_fen(&ttt(), "3/3/3 q"),
            Err(FenError::BadSide(_))
        ));
        assert!(matches!(
            from_fen(&ttt(), "3/3/3[PP"),
            Err(FenError::Holdings)
        ));
        assert!(matches!(
            from_fen(&ttt(), "99999999999999999999999/3/3"),
            Err(FenError::RowWidth(..))
        ));
        // A huge run of empty cells before a stone (found by the kinrow_fen fuzz target: the
        // column count overflowed while the error was built).
        assert!(matches!(
            from_fen(&ttt(), "99999999999999999999999P/3/3"),
            Err(FenError::RowWidth(1, usize::MAX, 3))
        ));
    }
}
