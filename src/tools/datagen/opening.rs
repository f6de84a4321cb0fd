//! Randomised openings: a few uniformly random legal plies before the first searched move, drawn
//! from the game's own seeded generator. Xiangqi picks among all legal moves; the k-in-a-row games
//! place their stones near the centre (within a square of radius 3, or the whole board when it is
//! small), so that the openings look like games and not like scattered stones. An opening that ends
//! the game is drawn again from the same generator.

use crate::core::MoveList;
use crate::core::Rng;
use crate::game::kinrow::Board;
use crate::game::Game;

/// Attempts at an opening that leaves the game running, before settling for no random plies.
const ATTEMPTS: usize = 32;

/// Half the side of the central square where random stones go.
const CENTRE_RADIUS: usize = 3;

/// Plays `plies` random moves on `game` chosen by `pick` from its legal moves; false (with the
/// position restored) when a move ends the game or no move is allowed.
fn try_opening<G: Game>(
    game: &mut G,
    plies: usize,
    rng: &mut Rng,
    allowed: &dyn Fn(&G, G::Move) -> bool,
) -> bool {
    let mut list = MoveList::new();
    for done in 0..plies {
        list.clear();
        game.generate_moves(&mut list);
        let choices: Vec<G::Move> = list.iter().copied().filter(|&m| allowed(game, m)).collect();
        if choices.is_empty() {
            (0..done).for_each(|_| game.unmake());
            return false;
        }
        game.make(choices[rng.below(choices.len())]);
        if game.outcome().is_some() {
            (0..=done).for_each(|_| game.unmake());
            return false;
        }
    }
    true
}

/// Plays a random opening of `min..=max` plies on `game`; `allowed` narrows the legal moves. Returns
/// the number of random plies played.
pub fn random_opening<G: Game>(
    game: &mut G,
    (min, max): (usize, usize),
    rng: &mut Rng,
    allowed: &dyn Fn(&G, G::Move) -> bool,
) -> usize {
    for _ in 0..ATTEMPTS {
        let plies = min + rng.below(max - min + 1);
        if try_opening(game, plies, rng, allowed) {
            return plies;
        }
    }
    0
}

/// True when `cell` lies in the central square of `board`.
pub fn near_centre(board: &Board, cell: u16) -> bool {
    let (col, row) = board.coords(cell);
    let (cx, cy) = (board.width() / 2, board.height() / 2);
    col.abs_diff(cx) <= CENTRE_RADIUS && row.abs_diff(cy) <= CENTRE_RADIUS
}

/// Every legal move is allowed (xiangqi).
pub fn any_move<G: Game>(_: &G, _: G::Move) -> bool {
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{AnyGame, Variant};

    #[test]
    fn stones_near_centre_and_repeatable() {
        let AnyGame::Kinrow(start) = AnyGame::new("gomoku".parse::<Variant>().unwrap()) else {
            unreachable!()
        };
        let play = |seed| {
            let mut b = start.clone();
            let n = random_opening(&mut b, (2, 4), &mut Rng::new(seed), &near_centre);
            assert!((2..=4).contains(&n));
            assert!(b.moves().all(|c| near_centre(&b, c)));
            b.fen()
        };
        assert_eq!(play(7), play(7));
    }

    #[test]
    fn xiangqi_opening_keeps_the_game_going() {
        let AnyGame::Xiangqi(start) = AnyGame::new(Variant::Xiangqi) else {
            unreachable!()
        };
        for seed in 0..20 {
            let mut p = start.as_ref().clone();
            let n = random_opening(&mut p, (2, 8), &mut Rng::new(seed), &any_move);
            assert!((2..=8).contains(&n));
            assert_eq!(p.ply(), n);
            assert!(p.outcome().is_none());
        }
    }
}
