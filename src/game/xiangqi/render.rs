//! A text drawing of the board for `d` / `showboard`: Black at the top, file letters a–i above and
//! below, rank labels 0–9 (or 1–10) on both sides, Red uppercase and Black lowercase FEN letters, `.`
//! for empty points, the river between ranks 4 and 5, and the last move's origin and destination in
//! brackets.

use super::notation::Ranks;
use super::position::Position;
use super::types::*;
use crate::core::Side;
use crate::game::Game;

/// Draws the position with ranks numbered in `ranks`.
pub fn draw(pos: &Position, ranks: Ranks) -> String {
    let offset = usize::from(ranks == Ranks::OneBased);
    let last = pos.last_move();
    let header = "     a  b  c  d  e  f  g  h  i\n";
    let mut out = String::from(header);
    for rank in (0..10).rev() {
        let label = rank + offset;
        out.push_str(&format!("{label:>3} "));
        for file in 0..9 {
            let s = square(file, rank);
            let p = pos.piece_at(s);
            let ch = match (owner(p), Kind::of(p)) {
                (Some(Side::First), Some(k)) => k.letter(),
                (Some(Side::Second), Some(k)) => k.letter().to_ascii_lowercase(),
                _ => '.',
            };
            if last.is_some_and(|m| m.from() == s || m.to() == s) {
                out.push('[');
                out.push(ch);
                out.push(']');
            } else {
                out.push(' ');
                out.push(ch);
                out.push(' ');
            }
        }
        out.push_str(&format!(" {label}\n"));
        if rank == 5 {
            out.push_str("    ~~~~~~~~~~~~~~~~~~~~~~~~~~~\n");
        }
    }
    out.push_str(header);
    let side = if pos.side_to_move() == Side::First {
        "red"
    } else {
        "black"
    };
    out.push_str(&format!("{side} to move; fen {}", pos.to_fen()));
    out
}
