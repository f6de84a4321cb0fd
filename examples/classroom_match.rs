//! Sente against the classroom gomoku player (`sparring::classroom`) over many seeded
//! two-stone openings, to measure strength changes with more games than the test suite plays.
//!
//! `cargo run --release --example classroom_match -- [games] [nodes] [side] [seed] [threads]
//! [player]` plays `games` openings (default 40) with Sente searching `nodes` per move (default
//! 20000) on one thread per game, as `first`, `second` or `both` (default second), opening seed
//! `seed` (default 1), `threads` games at a time (default 2), against the classroom player
//! scoring with the window count (`window`, the default: the tougher partner) or the classic
//! pattern table (`pattern`, the target opponent). Prints each lost game and a total.

use sente::core::Side;
use sente::game::kinrow::notation;
use sente::game::Game;
use sente::sparring::{play_classroom_game, random_openings, ClassroomEval, Opening};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

fn play(opening: Opening, sente: Side, nodes: u64, style: ClassroomEval) -> (Option<Side>, String) {
    let b = play_classroom_game(opening, sente, nodes, style);
    let moves: Vec<String> = b.moves().map(|m| notation::to_uci(&b, m)).collect();
    (b.terminal().and_then(|o| o.winner), moves.join(" "))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let games: usize = arg(0, "40").parse().expect("games");
    let nodes: u64 = arg(1, "20000").parse().expect("nodes");
    let sides: Vec<Side> = match arg(2, "second").as_str() {
        "first" => vec![Side::First],
        "both" => vec![Side::First, Side::Second],
        _ => vec![Side::Second],
    };
    let seed: u64 = arg(3, "1").parse().expect("seed");
    let threads: usize = arg(4, "2").parse().expect("threads");
    let style = match arg(5, "window").as_str() {
        "pattern" => ClassroomEval::PatternTable,
        "window" => ClassroomEval::WindowCount,
        other => panic!("player must be window or pattern, not {other}"),
    };
    let jobs: Vec<(usize, Opening, Side)> = random_openings(games, seed)
        .into_iter()
        .enumerate()
        .flat_map(|(i, o)| sides.iter().map(move |&s| (i, o, s)))
        .collect();
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let j = next.fetch_add(1, Ordering::Relaxed);
                let Some(&(i, o, side)) = jobs.get(j) else {
                    break;
                };
                let (winner, moves) = play(o, side, nodes, style);
                results.lock().unwrap().push((i, side, winner, moves));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| (r.0, r.1.index()));
    let mut won = 0;
    for (i, side, winner, moves) in &results {
        if *winner == Some(*side) {
            won += 1;
        } else {
            println!("game {i} as {side:?}: winner {winner:?}: {moves}");
        }
    }
    println!("won {won}/{}", results.len());
}
