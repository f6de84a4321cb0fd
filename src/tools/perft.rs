//! Perft: count the leaf nodes of the legal-move tree to a fixed depth, the standard check of a move
//! generator. Finished games have no moves, so lines that end early stop counting there. The last
//! ply is bulk-counted (the length of the move list) rather than made and unmade.

use crate::core::MoveList;
use crate::game::Game;

/// Leaf count of the move tree below `game` to `depth` plies.
pub fn perft<G: Game>(game: &mut G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut list = MoveList::new();
    game.generate_moves(&mut list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut total = 0;
    for &m in list.iter() {
        game.make(m);
        total += perft(game, depth - 1);
        game.unmake();
    }
    total
}

/// Per-root-move counts (`divide`), in move-generation order.
pub fn divide<G: Game>(game: &mut G, depth: u32) -> Vec<(G::Move, u64)> {
    let mut list = MoveList::new();
    game.generate_moves(&mut list);
    let mut out = Vec::with_capacity(list.len());
    for &m in list.iter() {
        game.make(m);
        let n = if depth <= 1 {
            1
        } else {
            perft(game, depth - 1)
        };
        game.unmake();
        out.push((m, n));
    }
    out
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
