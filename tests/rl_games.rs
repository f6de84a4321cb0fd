//! The games as MDPs: value iteration over every reachable tic-tac-toe position gives the value the
//! engine's own search finds for that position, so does 4x4 four in a row (about 10 M positions) on a
//! sample, and self-play Q-learning reaches a greedy policy that never loses, for several seeds.

use sente::core::Rng;
use sente::engine::Engine;
use sente::game::kinrow::Board;
use sente::game::{AnyGame, Game, Variant};
use sente::rl::game_learn::{learn, GameQOptions};
use sente::rl::game_mdp::{moves_of, parse_game, solve};
use sente::search::Limits;
use std::collections::HashSet;

/// Every reachable unfinished position, each once.
fn unfinished(root: &Board) -> Vec<Board> {
    fn walk(b: &mut Board, seen: &mut HashSet<u64>, out: &mut Vec<Board>) {
        if !seen.insert(b.key()) || b.outcome().is_some() {
            return;
        }
        out.push(b.clone());
        for m in moves_of(b) {
            b.make(m);
            walk(b, seen, out);
            b.unmake();
        }
    }
    let mut out = Vec::new();
    walk(&mut root.clone(), &mut HashSet::new(), &mut out);
    out
}

#[test]
fn value_iteration_agrees_with_the_engine_search_on_every_position() {
    let root = parse_game("tictactoe").unwrap();
    let solved = solve(&root, 100_000).unwrap();
    assert_eq!(solved.graph.len(), 5478);
    assert_eq!(solved.values[0], 0.0);
    let positions = unfinished(&root);
    assert_eq!(positions.len(), 5478 - 958);
    let mut engine = Engine::new(Variant::TICTACTOE);
    engine.set_threads(1);
    let mut counts = [0usize; 3];
    for b in &positions {
        let v = solved.value_of(b.key()).unwrap();
        engine.set_position(AnyGame::Kinrow(b.clone()));
        let (_, result) = engine.think(Limits::depth(10)).unwrap();
        let s = result.score;
        let engine_value = if s.is_mate() {
            s.0.signum() as f64
        } else {
            0.0
        };
        assert_eq!(engine_value, v, "position {:?}: score {s:?}", b.key());
        // The engine's move keeps that value.
        let m = b.unpack(result.best.unwrap()).unwrap();
        let mut c = b.clone();
        c.make(m);
        let after = solved.value_of(c.key()).unwrap();
        assert_eq!(-after, v);
        counts[(1.0 - v) as usize] += 1;
    }
    eprintln!("positions won/drawn/lost for the side to move: {counts:?}");
}

#[test]
fn self_play_learns_a_policy_that_never_loses() {
    let root = parse_game("tictactoe").unwrap();
    for seed in [1, 2, 3, 4, 5] {
        let (_, checkpoints) = learn(
            &root,
            GameQOptions {
                seed,
                report_every: Some(25_000),
                ..GameQOptions::default()
            },
        )
        .unwrap();
        let last = checkpoints.last().unwrap();
        assert_eq!(last.episodes, 100_000);
        assert_eq!(
            (last.worst_as_first, last.worst_as_second),
            (0, 0),
            "seed {seed}"
        );
        assert_eq!(last.vs_engine[2], 0, "seed {seed}: lost to the engine");
        eprintln!(
            "seed {seed}: {:?}",
            checkpoints
                .iter()
                .map(|c| (c.episodes, c.vs_engine, c.worst_as_first, c.worst_as_second))
                .collect::<Vec<_>>()
        );
    }
}

/// The engine's exact result for `b` (+1 win, 0 draw, −1 loss for the side to move), searched to
/// the end of the game.
fn engine_value(engine: &mut Engine, b: &Board) -> f64 {
    engine.set_position(AnyGame::Kinrow(b.clone()));
    let empty = moves_of(b).len() as u32;
    let (_, result) = engine.think(Limits::depth(empty + 1)).unwrap();
    let s = result.score;
    if s.is_mate() {
        s.0.signum() as f64
    } else {
        0.0
    }
}

#[test]
fn four_in_a_row_on_four_by_four_is_solved_and_agrees_with_the_engine() {
    let root = parse_game("4x4x4").unwrap();
    let solved = solve(&root, 20_000_000).unwrap();
    assert_eq!(solved.graph.len(), 9_722_011);
    assert_eq!(solved.values[0], 0.0, "4x4 four in a row is a draw");
    let mut engine = Engine::new(Variant::TICTACTOE);
    engine.set_threads(1);
    let mut rng = Rng::new(19);
    let mut counts = [0usize; 3];
    // Random games from the start, each stopped after 6 to 12 stones: the sample covers every
    // result and both sides to move.
    for _ in 0..60 {
        let mut b = root.clone();
        let stones = 6 + rng.below(7);
        for _ in 0..stones {
            if b.outcome().is_some() {
                break;
            }
            let moves = moves_of(&b);
            b.make(moves[rng.below(moves.len())]);
        }
        if b.outcome().is_some() {
            continue;
        }
        let v = solved.value_of(b.key()).unwrap();
        assert_eq!(engine_value(&mut engine, &b), v, "position {:?}", b.key());
        counts[(1.0 - v) as usize] += 1;
    }
    eprintln!("sampled positions won/drawn/lost for the side to move: {counts:?}");
    assert!(counts.iter().all(|&c| c > 0), "{counts:?}");
}
