//! Strength check: Sente against a depth-2 alpha-beta player with the classic window-count
//! evaluation (the classroom gomoku AI, `game::kinrow::classroom`): a 20-game match of freestyle
//! 15×15 from 10 two-stone openings with colours alternating, split into its two colours. Sente
//! searches a fixed number of nodes per move on one thread (20,000 unless `MATCH_NODES` says
//! otherwise), so the match is deterministic; `MATCH_DEBUG` prints the games. The target is every
//! game. Measured 2026-11-21: 10/10 as the first player, 8/10 as the second at 20,000 nodes and
//! also at 200,000, so the second-player half is `#[ignore]`d (run both halves with
//! `cargo test --release --test gomoku_match -- --include-ignored`). `examples/classroom_match`
//! measures the rate over many more openings.

use sente::core::Side;
use sente::engine::Engine;
use sente::game::kinrow::classroom::play_against;
use sente::game::kinrow::{Board, Rule};
use sente::game::{AnyGame, Game, Variant};
use sente::search::Limits;

fn play_game(opening: [(usize, usize); 2], sente_side: Side) -> Option<Side> {
    let variant: Variant = "gomokufreestyle".parse().unwrap();
    let mut start = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
    for (c, r) in opening {
        start.make(start.cell_at(c, r).unwrap());
    }
    let mut engine = Engine::new(variant);
    let nodes = std::env::var("MATCH_NODES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20_000);
    let b = play_against(start, sente_side, 200, |b| {
        engine.set_position(AnyGame::Kinrow(b.clone()));
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        let (_, r) = engine.think(limits).unwrap();
        b.unpack(r.best.unwrap()).unwrap()
    });
    if std::env::var("MATCH_DEBUG").is_ok() {
        let mv: Vec<String> = b.moves().map(|m| format!("{:?}", b.coords(m))).collect();
        eprintln!(
            "{}\n{}",
            mv.join(" "),
            sente::game::kinrow::render::draw(&b, false)
        );
    }
    b.terminal().and_then(|o| o.winner)
}

const OPENINGS: [[(usize, usize); 2]; 10] = [
    [(7, 7), (8, 8)],
    [(7, 7), (7, 8)],
    [(7, 7), (9, 9)],
    [(6, 7), (8, 7)],
    [(7, 7), (5, 5)],
    [(4, 4), (10, 10)],
    [(7, 7), (8, 6)],
    [(3, 11), (11, 3)],
    [(7, 7), (6, 9)],
    [(10, 5), (9, 6)],
];

fn match_result(side: Side) -> (usize, Vec<(usize, Option<Side>)>) {
    let mut wins = 0;
    let mut lost = Vec::new();
    for (i, o) in OPENINGS.iter().enumerate() {
        match play_game(*o, side) {
            Some(w) if w == side => wins += 1,
            other => lost.push((i, other)),
        }
    }
    (wins, lost)
}

#[test]
fn sente_wins_every_game_as_first_player() {
    let (wins, lost) = match_result(Side::First);
    assert_eq!(wins, 10, "games not won (opening, winner): {lost:?}");
}

#[test]
#[ignore = "target not yet reached: Sente loses some games as the second player"]
fn sente_wins_every_game_as_second_player() {
    let (wins, lost) = match_result(Side::Second);
    assert_eq!(wins, 10, "games not won (opening, winner): {lost:?}");
}

/// A busy middlegame (41 stones, many fours for both sides) from a match game.
const BUSY: [(usize, usize); 41] = [
    (7, 7),
    (8, 8),
    (8, 6),
    (6, 8),
    (7, 8),
    (7, 9),
    (9, 7),
    (8, 10),
    (5, 7),
    (8, 7),
    (7, 5),
    (8, 9),
    (8, 11),
    (10, 8),
    (9, 9),
    (7, 6),
    (9, 8),
    (9, 10),
    (9, 5),
    (9, 6),
    (6, 6),
    (8, 4),
    (5, 5),
    (8, 5),
    (5, 8),
    (5, 6),
    (6, 4),
    (5, 3),
    (4, 6),
    (3, 7),
    (7, 10),
    (4, 7),
    (7, 4),
    (4, 4),
    (3, 5),
    (6, 5),
    (9, 11),
    (4, 3),
    (5, 4),
    (10, 11),
    (7, 3),
];

/// A node limit holds on a board full of fours: the first iteration (which always completes)
/// once ran a quiescence search over every four of both sides, 44,634 nodes for `nodes 1000`.
#[test]
fn node_limit_holds_on_a_busy_board() {
    let mut b = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
    for (c, r) in BUSY {
        b.make(b.cell_at(c, r).unwrap());
    }
    let mut engine = Engine::new("gomokufreestyle".parse().unwrap());
    engine.set_position(AnyGame::Kinrow(b));
    let limits = Limits {
        nodes: Some(1_000),
        ..Limits::default()
    };
    let (_, r) = engine.think(limits).unwrap();
    assert!(r.best.is_some());
    assert!(
        r.nodes <= 3_000,
        "{} nodes searched for a limit of 1000",
        r.nodes
    );
}
