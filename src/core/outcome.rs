//! How a game ended: who won (if anyone) and which rule decided it, so that every front end can say
//! "checkmate", "five in a row", "full board", "perpetual check" and so on.

use super::Side;
use std::fmt;

/// The rule that ended a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// k stones in a row (tic-tac-toe's three, gomoku's five; exactly five where the rule says so).
    KInRow,
    /// Every point is occupied and nobody completed a line.
    FullBoard,
    /// A renju foul (double-three, double-four or overline) by black.
    Foul,
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move has no legal move and is not in check (a loss in xiangqi).
    Stalemate,
    /// A repetition where one side checked on every move of the cycle.
    PerpetualCheck,
    /// A repetition where one side chased on every move of the cycle.
    PerpetualChase,
    /// A repetition where neither side is to blame.
    Repetition,
    /// Too many moves without a capture.
    MoveLimit,
}

impl Termination {
    /// True for the verdicts on a repeated position (perpetual check or chase, drawn repetition).
    pub const fn is_repetition(self) -> bool {
        matches!(
            self,
            Termination::Repetition | Termination::PerpetualCheck | Termination::PerpetualChase
        )
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Termination::KInRow => "line completed",
            Termination::FullBoard => "full board",
            Termination::Foul => "renju foul",
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::PerpetualCheck => "perpetual check",
            Termination::PerpetualChase => "perpetual chase",
            Termination::Repetition => "repetition",
            Termination::MoveLimit => "move limit",
        })
    }
}

/// A finished game: the winner (`None` for a draw) and the deciding rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winning side, or `None` for a draw.
    pub winner: Option<Side>,
    /// The rule that ended the game.
    pub termination: Termination,
}

impl Outcome {
    /// A win for `side` by `termination`.
    pub const fn win(side: Side, termination: Termination) -> Outcome {
        Outcome {
            winner: Some(side),
            termination,
        }
    }

    /// A draw by `termination`.
    pub const fn draw(termination: Termination) -> Outcome {
        Outcome {
            winner: None,
            termination,
        }
    }
}
