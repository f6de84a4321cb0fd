//! Perft: count the leaf nodes of the legal-move tree to a fixed depth, the standard check of a move
//! generator. Finished games have no moves, so lines that end early stop counting there. The last
//! ply is bulk-counted (the length of the move list) rather than made and unmade.

use crate::core::MoveList;
use crate::game::Game;
use std::sync::atomic::{AtomicBool, Ordering};

/// A stop flag that is never raised, for counts that run to the end.
static NEVER: AtomicBool = AtomicBool::new(false);

/// Leaf count of the move tree below `game` to `depth` plies.
pub fn perft<G: Game>(game: &mut G, depth: u32) -> u64 {
    perft_until(game, depth, &NEVER).unwrap_or(0)
}

/// Leaf count of the move tree below `game` to `depth` plies, or `None` once `stop` is raised
/// (checked at every inner node; `game` is left as it was either way).
pub fn perft_until<G: Game>(game: &mut G, depth: u32, stop: &AtomicBool) -> Option<u64> {
    if depth == 0 {
        return Some(1);
    }
    let mut list = MoveList::new();
    game.generate_moves(&mut list);
    if depth == 1 {
        return Some(list.len() as u64);
    }
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    let mut total = 0;
    for &m in list.iter() {
        game.make(m);
        let n = perft_until(game, depth - 1, stop);
        game.unmake();
        total += n?;
    }
    Some(total)
}

/// Per-root-move counts (`divide`), in move-generation order.
pub fn divide<G: Game>(game: &mut G, depth: u32) -> Vec<(G::Move, u64)> {
    divide_until(game, depth, &NEVER).unwrap_or_default()
}

/// Per-root-move counts (`divide`), or `None` once `stop` is raised.
pub fn divide_until<G: Game>(
    game: &mut G,
    depth: u32,
    stop: &AtomicBool,
) -> Option<Vec<(G::Move, u64)>> {
    let mut list = MoveList::new();
    game.generate_moves(&mut list);
    let mut out = Vec::with_capacity(list.len());
    for &m in list.iter() {
        game.make(m);
        let n = perft_until(game, depth.saturating_sub(1), stop);
        game.unmake();
        out.push((m, n?));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kinrow::{Board, Rule};

    #[test]
    fn tictactoe_perft() {
        let mut b = Board::new(3, 3, 3, Rule::Freestyle).unwrap();
        let expected = [1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872];
        for (d, &n) in expected.iter().enumerate() {
            assert_eq!(perft(&mut b, d as u32), n, "depth {d}");
        }
        let total: u64 = divide(&mut b, 5).iter().map(|&(_, n)| n).sum();
        assert_eq!(total, 15120);
    }
}
