//! Words for the protocols: who won and by which rule ("black wins by perpetual check"), the pieces
//! giving check (`Checkers:` of `d`), and the last move in WXF and Chinese notation. Protocol-free.

use super::attacks::attacks_square;
use super::notation::{format_square, Ranks};
use super::position::Position;
use super::types::*;
use super::wxf::{to_chinese, to_wxf};
use crate::core::{Outcome, Side};
use crate::game::Game;

/// The xiangqi name of a side.
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "red",
        Side::Second => "black",
    }
}

/// A result in words with the deciding rule, e.g. `black wins by perpetual check` or
/// `draw by repetition`.
pub fn describe_outcome(o: Outcome) -> String {
    match o.winner {
        Some(s) => format!("{} wins by {}", side_name(s), o.termination),
        None => format!("draw by {}", o.termination),
    }
}

/// Squares of the enemy pieces that attack the general of the side to move, spelled in `ranks`.
pub fn checkers(pos: &Position, ranks: Ranks) -> Vec<String> {
    let us = pos.side_to_move();
    let ksq = pos.general(us);
    SQUARES
        .iter()
        .copied()
        .filter(|&s| owner(pos.piece_at(s)) == Some(!us) && attacks_square(&pos.board, s, ksq))
        .map(|s| format_square(s, ranks))
        .collect()
}

/// The last move in WXF and Chinese notation (`C2.5 炮二平五`), if a move was made.
pub fn last_move_names(pos: &Position) -> Option<String> {
    let m = pos.last_move()?;
    let mut before = pos.clone();
    before.unmake_move();
    let wxf = to_wxf(&before, m)?;
    let zh = to_chinese(&before, m).unwrap_or_default();
    Some(format!("{wxf} {zh}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Termination;

    #[test]
    fn words() {
        assert_eq!(
            describe_outcome(Outcome::win(Side::Second, Termination::PerpetualCheck)),
            "black wins by perpetual check"
        );
        // Red cannon e2 and the red chariot on e-file do not both check here; one checker.
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/4C4/9/3K5 b - - 0 1").unwrap();
        assert_eq!(checkers(&pos, Ranks::ZeroBased), Vec::<String>::new());
        let pos = Position::from_fen("4k4/9/9/9/4R4/9/9/9/9/3K5 b - - 0 1").unwrap();
        assert_eq!(checkers(&pos, Ranks::ZeroBased), vec!["e5".to_string()]);
        assert_eq!(checkers(&pos, Ranks::OneBased), vec!["e6".to_string()]);
        let mut pos = Position::startpos();
        pos.make_move(pos.parse_move("h2e2", Ranks::ZeroBased).unwrap());
        assert_eq!(last_move_names(&pos).as_deref(), Some("C2.5 炮二平五"));
    }
}
