//! Commands the chess-style sessions (UCI, UCCI) share, written once: building a `position`,
//! the notes printed before a search, the lines of `d`.

use crate::game::xiangqi::Rules;
use crate::game::{AnyGame, MoveDialect, Variant};
use crate::protocol::xq;

/// The position a `position` line describes (a FEN or the start position of `variant`, with the
/// rule options, then `moves`), or which part is wrong.
pub fn build_position(
    variant: Variant,
    rules: Rules,
    fen: Option<&str>,
    moves: &[String],
    dialect: MoveDialect,
) -> Result<AnyGame, String> {
    let mut game = match fen {
        None => AnyGame::new(variant),
        Some(f) => AnyGame::from_fen(variant, f).map_err(|e| format!("bad FEN: {e}"))?,
    };
    xq::apply_rules(&mut game, rules);
    for (i, text) in moves.iter().enumerate() {
        let quoted: String = text.chars().take(32).collect();
        let m = game
            .parse_move(text, dialect)
            .map_err(|e| format!("move {} '{quoted}': {e}", i + 1))?;
        game.play(m)
            .map_err(|e| format!("move {} '{quoted}': {e}", i + 1))?;
    }
    Ok(game)
}

/// Notes on a position about to be searched: the rules' verdict on a xiangqi position that has
/// moves (the GUI adjudicates, we play on) and the end of a xiangqi game without moves. The flag
/// says the game is over.
pub fn game_notes(game: &AnyGame) -> (Vec<String>, bool) {
    let mut notes = Vec::new();
    if let Some(msg) = xq::verdict(game) {
        notes.push(format!("info string rule verdict: {msg} (playing on)"));
    }
    let over = xq::game_over(game);
    if let Some(msg) = &over {
        notes.push(format!("info string game over: {msg}"));
    }
    (notes, over.is_some())
}

/// The lines of `d`: the board, its FEN and key, then the xiangqi notes (checkers, last move,
/// result) or, for other games, the result once the game is over.
pub fn display_lines(g: &AnyGame, dialect: MoveDialect) -> Vec<String> {
    let mut lines = vec![String::new()];
    lines.extend(g.render(dialect).lines().map(String::from));
    lines.push(String::new());
    lines.push(format!("Fen: {}", g.fen()));
    lines.push(format!("Key: {:016X}", g.key()));
    let extra = xq::display_lines(g, dialect);
    if !extra.is_empty() {
        lines.extend(extra);
    } else if let Some(o) = g.outcome() {
        let who = match o.winner {
            Some(s) => format!("{s} player wins"),
            None => "draw".to_string(),
        };
        lines.push(format!("Result: {who} ({})", o.termination));
    }
    lines
}
