//! Tic-tac-toe, exhaustively: from every reachable unfinished position the engine's move (one
//! thread, `depth 9`) keeps the game-theoretic value computed by an independent brute-force solver
//! written here, wins in the fewest moves when it can and loses as slowly as possible when it must;
//! perft and the classic counts (255,168 games, 5,478 positions) over the engine's own board.

use sente::core::Score;
use sente::engine::Engine;
use sente::game::{AnyGame, Game, MoveDialect, Variant};
use sente::search::Limits;
use std::collections::{HashMap, HashSet};

/// A plain board: cell `row * 3 + col`, row 0 at the bottom; 0 empty, 1 = X (first), 2 = O.
type Plain = [u8; 9];

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

fn winner(b: &Plain) -> Option<u8> {
    LINES
        .iter()
        .find(|l| b[l[0]] != 0 && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]])
        .map(|l| b[l[0]])
}

fn to_move(b: &Plain) -> u8 {
    if b.iter().filter(|&&c| c != 0).count() % 2 == 0 {
        1
    } else {
        2
    }
}

/// Value for the side to move: `(+1 | 0 | -1, plies until the game ends under best play)`, where
/// the winner hurries and the loser delays.
fn solve(b: &mut Plain, memo: &mut HashMap<Plain, (i32, u32)>) -> (i32, u32) {
    if let Some(&v) = memo.get(b) {
        return v;
    }
    let v = if winner(b).is_some() {
        (-1, 0) // the previous mover just won
    } else if b.iter().all(|&c| c != 0) {
        (0, 0)
    } else {
        let me = to_move(b);
        let mut best: Option<(i32, u32)> = None;
        for i in 0..9 {
            if b[i] != 0 {
                continue;
            }
            b[i] = me;
            let (v, d) = solve(b, memo);
            b[i] = 0;
            let cand = (-v, d + 1);
            best = Some(match best {
                None => cand,
                Some(cur) => better(cand, cur),
            });
        }
        best.expect("an unfinished board has a move")
    };
    memo.insert(*b, v);
    v
}

/// The preferable of two outcomes for the side to move.
fn better(a: (i32, u32), b: (i32, u32)) -> (i32, u32) {
    if a.0 != b.0 {
        return if a.0 > b.0 { a } else { b };
    }
    match a.0 {
        1 if a.1 < b.1 => a,
        -1 if a.1 > b.1 => a,
        _ => b,
    }
}

fn uci(cell: usize) -> String {
    let col = (b'a' + (cell % 3) as u8) as char;
    format!("P@{col}{}", cell / 3 + 1)
}

/// Every reachable position (finished ones included) with one move sequence leading to it.
fn reachable() -> Vec<(Plain, Vec<usize>)> {
    fn walk(
        b: &mut Plain,
        path: &mut Vec<usize>,
        seen: &mut HashSet<Plain>,
        out: &mut Vec<(Plain, Vec<usize>)>,
    ) {
        if !seen.insert(*b) {
            return;
        }
        out.push((*b, path.clone()));
        if winner(b).is_some() {
            return;
        }
        let me = to_move(b);
        for i in 0..9 {
            if b[i] == 0 {
                b[i] = me;
                path.push(i);
                walk(b, path, seen, out);
                path.pop();
                b[i] = 0;
            }
        }
    }
    let mut out = Vec::new();
    walk(&mut [0; 9], &mut Vec::new(), &mut HashSet::new(), &mut out);
    out
}

#[test]
fn the_brute_force_solver_knows_the_classic_facts() {
    let all = reachable();
    assert_eq!(all.len(), 5478);
    let mut memo = HashMap::new();
    assert_eq!(
        solve(&mut [0; 9], &mut memo),
        (0, 9),
        "tic-tac-toe is a draw"
    );
}

#[test]
fn every_engine_move_is_perfect() {
    let uci_dialect = MoveDialect::Uci {
        one_based_ranks: false,
    };
    let mut memo = HashMap::new();
    let mut engine = Engine::new(Variant::TICTACTOE);
    let mut checked = 0;
    for (board, path) in reachable() {
        let mut b = board;
        let (value, distance) = solve(&mut b, &mut memo);
        if winner(&board).is_some() || board.iter().all(|&c| c != 0) {
            continue;
        }
        let mut game = AnyGame::new(Variant::TICTACTOE);
        for &cell in &path {
            let m = game.parse_move(&uci(cell), uci_dialect).unwrap();
            game.play(m).unwrap();
        }
        engine.set_position(game.clone());
        let (_, result) = engine.think(Limits::depth(9)).unwrap();
        let best = result.best.expect("an unfinished position has a best move");
        let spelled = game.format_move(best, uci_dialect);
        let cell = (0..9).find(|&c| uci(c) == spelled).expect("a board cell");
        assert_eq!(board[cell], 0, "{path:?}: {spelled} is occupied");
        let mut after = board;
        after[cell] = to_move(&board);
        let (v, d) = solve(&mut after, &mut memo);
        let got = (-v, d + 1);
        assert_eq!(
            got,
            (value, distance),
            "{path:?}: engine played {spelled}, reaching {got:?} instead of {:?}",
            (value, distance)
        );
        let want_score = match value {
            1 => Score::mate_in(distance as i32),
            -1 => Score::mated_in(distance as i32),
            _ => Score::DRAW,
        };
        assert_eq!(result.score, want_score, "{path:?}: reported score");
        checked += 1;
    }
    assert_eq!(checked, 4520, "unfinished reachable positions");
}

#[test]
fn perft_and_complete_games_on_the_engine_board() {
    let start = AnyGame::new(Variant::TICTACTOE);
    let expected = [9u64, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872];
    for (depth, &n) in expected.iter().enumerate() {
        let total: u64 = start
            .perft_divide(depth as u32 + 1)
            .iter()
            .map(|(_, c)| c)
            .sum();
        assert_eq!(total, n, "perft {}", depth + 1);
    }
    // Complete games (every path to a finished position) and distinct positions, by key.
    let AnyGame::Kinrow(mut board) = start else {
        panic!("tic-tac-toe is a k-in-a-row game")
    };
    fn walk(b: &mut sente::game::kinrow::Board, seen: &mut HashSet<u64>) -> u64 {
        seen.insert(b.key());
        if b.terminal().is_some() {
            return 1;
        }
        let mut moves = sente::core::MoveList::new();
        b.generate_moves(&mut moves);
        let mut games = 0;
        for &m in moves.iter() {
            b.make(m);
            games += walk(b, seen);
            b.unmake();
        }
        games
    }
    let mut seen = HashSet::new();
    assert_eq!(walk(&mut board, &mut seen), 255_168);
    assert_eq!(seen.len(), 5478);
}
