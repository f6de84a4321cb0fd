//! The classroom gomoku player Sente grew from, kept as a sparring partner: a fixed-depth
//! negamax with alpha-beta over the empty cells next to stones, scored by the classic
//! window-count evaluation (`eval::evaluate`). It is weak on purpose; the strength tests
//! (`tests/gomoku_match.rs`) and the `classroom_match` example measure Sente against it.

use super::board::{Board, Cell};
use super::eval;
use crate::core::{MoveList, Side};
use crate::game::Game;
use crate::rl::rng::Rng;

/// Score of a won position for the classroom player (beyond any evaluation).
const WON: i32 = 1_000_000;

/// The classroom player's move: a `depth`-ply negamax over cells adjacent to stones (every
/// empty cell on an empty board). `None` when the game is over.
pub fn classroom_move(b: &mut Board, depth: u32) -> Option<Cell> {
    negamax(b, depth.max(1), -i32::MAX, i32::MAX).1
}

/// Plays `board` out between `player` (whose moves `player_move` chooses) and the depth-2
/// classroom player on the other side, until the game ends or `max_plies` stones are down.
/// Returns the final board.
pub fn play_against(
    mut board: Board,
    player: Side,
    max_plies: usize,
    mut player_move: impl FnMut(&Board) -> Cell,
) -> Board {
    while board.terminal().is_none() && board.ply() < max_plies {
        let m = if board.side_to_move() == player {
            player_move(&board)
        } else {
            classroom_move(&mut board.clone(), 2).expect("the game is not over")
        };
        board.make(m);
    }
    board
}

/// Two stones that open a sparring game: `[black, white]` as (column, row) on a 15×15 board.
pub type Opening = [(usize, usize); 2];

/// `n` distinct openings drawn from `seed`: the first stone within three of the centre, the
/// second within two of the first.
pub fn random_openings(n: usize, seed: u64) -> Vec<Opening> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let a = (4 + rng.below(7), 4 + rng.below(7));
        let b = (a.0 + rng.below(5) - 2, a.1 + rng.below(5) - 2);
        if a != b && !out.contains(&[a, b]) {
            out.push([a, b]);
        }
    }
    out
}

fn negamax(b: &mut Board, depth: u32, mut alpha: i32, beta: i32) -> (i32, Option<Cell>) {
    if let Some(o) = b.terminal() {
        return match o.winner {
            None => (0, None),
            Some(w) if w == b.side_to_move() => (WON, None),
            Some(_) => (-WON - depth as i32, None),
        };
    }
    if depth == 0 {
        return (eval::evaluate(b), None);
    }
    let mut moves = MoveList::new();
    b.generate_moves(&mut moves);
    let near: Vec<Cell> = moves
        .iter()
        .copied()
        .filter(|&m| {
            let (c, r) = b.coords(m);
            (c.saturating_sub(1)..=c + 1).any(|x| {
                (r.saturating_sub(1)..=r + 1)
                    .any(|y| b.cell_at(x, y).is_some_and(|n| b.stone(n).is_some()))
            })
        })
        .collect();
    let list = if near.is_empty() {
        moves.to_vec()
    } else {
        near
    };
    let mut best = (i32::MIN + 1, list.first().copied());
    for m in list {
        b.make(m);
        let s = -negamax(b, depth - 1, -beta, -alpha).0;
        b.unmake();
        if s > best.0 {
            best = (s, Some(m));
        }
        alpha = alpha.max(s);
        if alpha >= beta {
            break;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kinrow::Rule;

    /// Black h8-row four from column 3 to 6, blocked by white at column 2.
    fn blocked_four() -> Board {
        let mut b = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
        for m in [108, 107, 109, 0, 110, 2, 111] {
            b.make(m);
        }
        b
    }

    #[test]
    fn blocks_a_four() {
        let mut b = blocked_four();
        assert_eq!(classroom_move(&mut b, 2), Some(112));
    }

    #[test]
    fn random_openings_are_seeded_distinct_and_on_the_board() {
        let a = random_openings(50, 7);
        assert_eq!(a, random_openings(50, 7));
        assert_ne!(a, random_openings(50, 8));
        for (i, o) in a.iter().enumerate() {
            assert!(o.iter().all(|&(c, r)| c < 15 && r < 15));
            assert_ne!(o[0], o[1]);
            assert!(!a[..i].contains(o));
        }
    }

    #[test]
    fn completes_a_five() {
        let mut b = blocked_four();
        b.make(4);
        assert_eq!(classroom_move(&mut b, 2), Some(112));
        b.make(112);
        assert!(classroom_move(&mut b, 2).is_none());
    }
}
