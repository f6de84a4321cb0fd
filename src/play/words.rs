//! What the console says in words: the sides' names per game, the rule that decided a game, a
//! score beside its chance to win, and the help text.

use super::render::Style;
use crate::core::{Outcome, Score, Side, Termination};
use crate::game::kinrow::Rule;
use crate::game::Variant;

/// A score as the console shows it beside the percentage: `cp N`, or `mate N` in moves.
pub fn spell_score(score: Score) -> String {
    match score.mate_moves() {
        Some(m) => format!("mate {m}"),
        None => format!("cp {}", score.0),
    }
}

/// The chance to win, in percent, of the side a score belongs to.
pub fn win_percent(score: Score) -> u32 {
    match score.mate_plies() {
        Some(p) if p > 0 => 100,
        Some(_) => 0,
        None => {
            let x = f64::from(score.0) / 250.0;
            (100.0 / (1.0 + (-x).exp())).round() as u32
        }
    }
}

/// What the side moving first and second are called in `variant`, drawn in `style`.
pub(super) fn side_name(variant: Variant, side: Side, style: Style) -> &'static str {
    match (variant, side, style.ascii) {
        (Variant::Xiangqi, Side::First, _) => "Red",
        (Variant::Xiangqi, Side::Second, _) => "Black",
        (Variant::Kinrow { k: 3, .. }, Side::First, _) => "X",
        (Variant::Kinrow { k: 3, .. }, Side::Second, _) => "O",
        (_, Side::First, true) => "Black (X)",
        (_, Side::Second, true) => "White (O)",
        (_, Side::First, false) => "Black (●)",
        (_, Side::Second, false) => "White (○)",
    }
}

/// The rule that decided a game, in words.
pub(super) fn reason(variant: Variant, outcome: Outcome) -> String {
    match (outcome.termination, variant) {
        (Termination::KInRow, Variant::Kinrow { k, rule, .. }) => {
            let n = match k {
                3 => "three".to_string(),
                4 => "four".to_string(),
                5 => "five".to_string(),
                k => k.to_string(),
            };
            match rule {
                Rule::Standard => format!("exactly {n} in a row"),
                Rule::Renju if outcome.winner == Some(Side::First) => {
                    format!("exactly {n} in a row")
                }
                Rule::Caro => format!("{n} in a row, not blocked at both ends"),
                _ => format!("{n} in a row"),
            }
        }
        (Termination::Foul, _) => "renju foul by Black".into(),
        (Termination::MoveLimit, _) => "sixty-move rule (no capture in 60 moves each)".into(),
        (t, _) => t.to_string(),
    }
}

/// The answer to `help`.
pub(super) const HELP: &str = "\
Moves: a point such as h8 (or H8), digits 1-9 on the tic-tac-toe grid, x,y counted from 0 at the
top left as Gomocup does, and for xiangqi ICCS (h2e2) or WXF (C2.5).
Commands: undo (take back your last move and the reply), hint, new (or r), swap (change sides),
level N (1-20), board, fouls (renju: mark Black's forbidden points), help, quit (or q).
End of input (Ctrl-D) also leaves.";
