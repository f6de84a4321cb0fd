//! GTP's `loadsgf FILE [MOVE]` and KataGo's `printsgf [FILE]` for placement games: a record read
//! (`kinrow::sgf`) replaces the game only when every part of it fits (its size, its `GN` variant
//! if Sente knows it, its moves in turn and legal); otherwise the answer is a failure and the game
//! stays as it was.

use super::session::MAX_GTP_SIZE;
use crate::core::Side;
use crate::engine::Engine;
use crate::game::kinrow::sgf;
use crate::game::{AnyGame, MoveDialect, Variant};

/// `loadsgf FILE [MOVE]`: the position before move number MOVE (all moves without it). Returns
/// the game's variant (the session's, resized, unless the record's `GN` names another).
pub fn loadsgf(engine: &mut Engine, variant: Variant, args: &[&str]) -> Result<Variant, String> {
    let (path, upto) = match args {
        [path] => (*path, usize::MAX),
        [path, n] => (*path, n.parse().map_err(|_| "syntax error".to_string())?),
        _ => return Err("syntax error".into()),
    };
    let cannot = |why: &dyn std::fmt::Display| format!("cannot load file: {why}");
    let text = std::fs::read_to_string(path).map_err(|e| cannot(&e))?;
    let record = sgf::read(&text).map_err(|e| cannot(&e))?;
    let named = record
        .name
        .as_deref()
        .and_then(|n| n.parse::<Variant>().ok())
        .filter(Variant::is_kinrow);
    let (w, h) = record.size;
    let v = (w <= MAX_GTP_SIZE && h <= MAX_GTP_SIZE)
        .then(|| named.unwrap_or(variant).with_size(w, h))
        .flatten()
        .ok_or_else(|| cannot(&format!("unacceptable size {w}x{h}")))?;
    let mut game = AnyGame::new(v);
    for (i, &(side, x, y)) in record.moves.iter().enumerate() {
        if i + 1 >= upto {
            break;
        }
        if side != game.side_to_move() {
            return Err(cannot(&format!("move {} is out of turn", i + 1)));
        }
        let m = game
            .parse_move(&format!("{x},{y}"), MoveDialect::Gomocup)
            .and_then(|m| game.play(m))
            .map_err(|e| cannot(&format!("move {}: {e}", i + 1)));
        m?;
    }
    engine.set_position(game);
    Ok(v)
}

/// `printsgf [FILE]`: the game so far as SGF, answered (no FILE) or written to FILE.
pub fn printsgf(engine: &Engine, args: &[&str]) -> Result<String, String> {
    let AnyGame::Kinrow(b) = engine.position() else {
        return Err("printsgf needs a placement game".into());
    };
    let moves: Vec<sgf::SgfMove> = b
        .moves()
        .enumerate()
        .map(|(i, cell)| {
            let side = if i % 2 == 0 {
                Side::First
            } else {
                Side::Second
            };
            let (x, row) = b.coords(cell);
            (side, x, b.height() - 1 - row)
        })
        .collect();
    let props = format!("GN[{}]", sgf::escape(&engine.position().variant().name()));
    let text = sgf::write((b.width(), b.height()), &props, &moves)
        .ok_or("the board is too large for SGF")?;
    match args {
        [] => Ok(text.trim_end().to_string()),
        [path] => std::fs::write(path, text)
            .map(|()| String::new())
            .map_err(|e| format!("cannot write file: {e}")),
        _ => Err("syntax error".into()),
    }
}
