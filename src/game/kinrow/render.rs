//! Text drawings of a k-in-a-row board in the GnuGo style the classroom programs used: column letters
//! above and below, row numbers on both sides, `X`/`O` stones and the last move in brackets.

use super::board::{Board, Cell};
use super::notation::file_label;
use crate::core::Side;
use crate::game::Game;

/// Draws the board; `gtp_letters` skips the letter I as GTP does.
pub fn draw(b: &Board, gtp_letters: bool) -> String {
    let num_w = b.height().to_string().len();
    let last = b.last_move();
    let mut header = " ".repeat(num_w + 1);
    for col in 0..b.width() {
        header.push(' ');
        header.push(file_label(col, gtp_letters));
    }
    let mut out = String::new();
    out.push_str(&header);
    out.push('\n');
    for row in (0..b.height()).rev() {
        let mut line = format!("{:>num_w$} ", row + 1);
        for col in 0..b.width() {
            let cell = (row * b.width() + col) as Cell;
            let ch = match b.stone(cell) {
                Some(Side::First) => 'X',
                Some(Side::Second) => 'O',
                None => '.',
            };
            if Some(cell) == last {
                line.push('(');
                line.push(ch);
                line.push(')');
            } else {
                if !line.ends_with(')') {
                    line.push(' ');
                }
                line.push(ch);
            }
        }
        if !line.ends_with(')') {
            line.push(' ');
        }
        line.push_str(&format!("{}", row + 1));
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(&header);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kinrow::Rule;

    #[test]
    fn last_move_in_brackets() {
        let mut b = Board::new(3, 3, 3, Rule::Freestyle).unwrap();
        b.make(4); // b2
        b.make(0); // a1
        let d = draw(&b, false);
        assert_eq!(d, "   a b c\n3  . . . 3\n2  . X . 2\n1 (O). . 1\n   a b c");
    }
}
