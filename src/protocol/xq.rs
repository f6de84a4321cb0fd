//! Xiangqi pieces shared by the UCI and UCCI sessions: the rule options (`Repetition Rule`,
//! `Sixty Move Rule`), applying them to a position, and the xiangqi lines of `d` (`Checkers:`, the
//! last move in WXF/Chinese, the result with the rule that decided it).

use crate::game::xiangqi::{report, Ranks, RepetitionRule, Rules};
use crate::game::{AnyGame, MoveDialect};

/// Values of the `Repetition Rule` combo, as Pikafish spells them (only the Asian rule so far).
pub const REPETITION_RULES: &[&str] = &["AsianRule"];

/// Reads a `Repetition Rule` value (case-insensitive).
pub fn parse_repetition_rule(value: &str) -> Result<RepetitionRule, String> {
    match value.trim().to_ascii_lowercase().as_str() {
        "asianrule" | "asian" => Ok(RepetitionRule::Asian),
        "chineserule" | "skyrule" => Err(format!(
            "Repetition Rule '{}' is not implemented (available: AsianRule)",
            value.trim()
        )),
        _ => Err(format!(
            "Repetition Rule: unknown value '{}' (available: AsianRule)",
            value.trim().chars().take(32).collect::<String>()
        )),
    }
}

/// Reads a check option value: `true`/`false` (UCI), also `on`/`off` (UCCI).
pub fn parse_check(name: &str, value: Option<&str>) -> Result<bool, String> {
    match value.map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        Some("true" | "on") => Ok(true),
        Some("false" | "off") => Ok(false),
        _ => Err(format!("option '{name}' needs true or false")),
    }
}

/// Applies the rule options to a xiangqi position (other games are left alone).
pub fn apply_rules(game: &mut AnyGame, rules: Rules) {
    if let AnyGame::Xiangqi(p) = game {
        p.set_rules(rules.repetition, rules.sixty_move);
    }
}

/// The rank numbering of a dialect.
pub fn ranks(dialect: MoveDialect) -> Ranks {
    match dialect {
        MoveDialect::Uci { one_based_ranks } => Ranks::from_one_based(one_based_ranks),
        _ => Ranks::ZeroBased,
    }
}

/// Extra lines of `d` for xiangqi: `Checkers:`, `Last move:`, `Result:`; empty for other games.
pub fn display_lines(game: &AnyGame, dialect: MoveDialect) -> Vec<String> {
    let AnyGame::Xiangqi(p) = game else {
        return Vec::new();
    };
    let mut out = vec![format!(
        "Checkers: {}",
        report::checkers(p, ranks(dialect)).join(" ")
    )
    .trim_end()
    .to_string()];
    if let Some(names) = report::last_move_names(p) {
        out.push(format!("Last move: {names}"));
    }
    if let Some(o) = game.outcome() {
        out.push(format!("Result: {}", report::describe_outcome(o)));
    }
    out
}

/// The game-over message for a xiangqi position without legal moves (`None` while moves remain).
pub fn game_over(game: &AnyGame) -> Option<String> {
    match game {
        AnyGame::Xiangqi(_) if game.legal_moves().is_empty() => {
            game.outcome().map(report::describe_outcome)
        }
        _ => None,
    }
}

/// The rules' verdict on a xiangqi position that still has legal moves (a repetition or the
/// 60-move rule): reported, but the engine plays on since the GUI adjudicates.
pub fn verdict(game: &AnyGame) -> Option<String> {
    match game {
        AnyGame::Xiangqi(_) if game_over(game).is_none() => {
            game.outcome().map(report::describe_outcome)
        }
        _ => None,
    }
}
