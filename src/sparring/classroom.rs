//! The classroom gomoku player Sente grew from, kept as a sparring partner: a fixed-depth
//! negamax with alpha-beta over the empty cells next to stones. Two evaluations: the classic
//! pattern table of the original program (`classic_eval`, the issue's "depth-2 pattern-table
//! player") and the window count of Sente's first evaluator (`window_eval::evaluate`), which
//! plays a tougher game. It is weak on purpose; the strength tests (`tests/gomoku_match.rs`)
//! and the `classroom_match` example measure Sente against it.

use super::classic_eval;
use crate::core::Rng;
use crate::core::{MoveList, Side};
use crate::game::kinrow::{window_eval, Board, Cell, Rule};
use crate::game::Game;

/// Score of a won position for the classroom player (beyond any evaluation).
const WON: i32 = 1_000_000;

/// Which evaluation the classroom player scores its leaves with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassroomEval {
    /// The original program's pattern table (`classic_eval`).
    PatternTable,
    /// Sente's first evaluator: every five-cell window with stones of one side only, weighted
    /// by how full it is (`window_eval::evaluate`).
    WindowCount,
}

impl ClassroomEval {
    fn score(self, b: &Board) -> i32 {
        match self {
            ClassroomEval::PatternTable => classic_eval::evaluate(b, WON / 2),
            ClassroomEval::WindowCount => window_eval::evaluate(b),
        }
    }
}

/// The classroom player's move: a `depth`-ply negamax over cells adjacent to stones (every
/// empty cell on an empty board), leaves scored by `style`. `None` when the game is over.
pub fn classroom_move(b: &mut Board, depth: u32, style: ClassroomEval) -> Option<Cell> {
    negamax(b, depth.max(1), -i32::MAX, i32::MAX, style).1
}

/// Plays `board` out between `player` (whose moves `player_move` chooses) and the depth-2
/// classroom player of evaluation `style` on the other side, until the game ends or
/// `max_plies` stones are down. Returns the final board.
pub fn play_against(
    mut board: Board,
    player: Side,
    max_plies: usize,
    style: ClassroomEval,
    mut player_move: impl FnMut(&Board) -> Cell,
) -> Board {
    while board.terminal().is_none() && board.ply() < max_plies {
        let m = if board.side_to_move() == player {
            player_move(&board)
        } else {
            classroom_move(&mut board.clone(), 2, style).expect("the game is not over")
        };
        board.make(m);
    }
    board
}

/// The freestyle 15×15 board of a sparring game after `stones`, played in turn from black and
/// given as (column, row); panics on a point off the board.
pub fn freestyle_board(stones: &[(usize, usize)]) -> Board {
    let mut b = Board::new(15, 15, 5, Rule::Freestyle).expect("15×15 is a legal board");
    for &(c, r) in stones {
        let m = b.cell_at(c, r).expect("sparring stones are on the board");
        b.make(m);
    }
    b
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

fn negamax(
    b: &mut Board,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    style: ClassroomEval,
) -> (i32, Option<Cell>) {
    if let Some(o) = b.terminal() {
        return match o.winner {
            None => (0, None),
            Some(w) if w == b.side_to_move() => (WON, None),
            Some(_) => (-WON - depth as i32, None),
        };
    }
    if depth == 0 {
        return (style.score(b), None);
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
        let s = -negamax(b, depth - 1, -beta, -alpha, style).0;
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

    const STYLES: [ClassroomEval; 2] = [ClassroomEval::PatternTable, ClassroomEval::WindowCount];

    #[test]
    fn blocks_a_four() {
        for style in STYLES {
            let mut b = blocked_four();
            assert_eq!(classroom_move(&mut b, 2, style), Some(112), "{style:?}");
        }
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
        for style in STYLES {
            let mut b = blocked_four();
            b.make(4);
            assert_eq!(classroom_move(&mut b, 2, style), Some(112), "{style:?}");
            b.make(112);
            assert!(classroom_move(&mut b, 2, style).is_none());
        }
    }

    /// Both players, on the position after `moves`, play at an end of black's open three
    /// h8 i8 j8: g8 or k8.
    fn both_play_at_the_three_ends(moves: &[(usize, usize)]) {
        let mut b = freestyle_board(moves);
        for style in STYLES {
            let m = classroom_move(&mut b, 2, style).unwrap();
            let (c, r) = b.coords(m);
            assert!(r == 7 && (c == 6 || c == 10), "{style:?} played {c},{r}");
        }
    }

    #[test]
    fn blocks_an_open_three() {
        // White's stones are scattered; white to move must stop the three.
        both_play_at_the_three_ends(&[(7, 7), (1, 1), (8, 7), (13, 1), (9, 7)]);
    }

    #[test]
    fn makes_an_open_four() {
        // Black to move: the open four wins.
        both_play_at_the_three_ends(&[(7, 7), (1, 1), (8, 7), (13, 1), (9, 7), (1, 13)]);
    }
}
