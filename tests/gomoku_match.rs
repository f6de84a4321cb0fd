//! Strength checks: Sente against a depth-2 alpha-beta player with the classic window-count
//! evaluation (the classroom gomoku AI, `game::kinrow::classroom`), freestyle 15×15, Sente
//! searching a fixed number of nodes per move on one thread, so every game is deterministic.
//!
//! * The target is a 20-game match from 10 two-stone openings with colours alternating,
//!   every game won (`sente_wins_every_game_as_*`, 100,000 nodes unless `MATCH_NODES` says
//!   otherwise; `MATCH_DEBUG` prints the games). Measured 2026-11-21: 10/10 as the first player
//!   at 100,000, 1,000,000 and 2,000,000 nodes (9/10 at 20,000); as the second 8/10 at 100,000
//!   and 1,000,000, 9/10 at 2,000,000 (opening 5 lost). The search before the initiative bonus
//!   and the reduction of threes won all 20 at 1,000,000 nodes but does worse over many
//!   openings at 20,000 and 100,000. Both halves are `#[ignore]`d until Sente wins them all:
//!   run them with `cargo test --release --test gomoku_match -- --include-ignored`.
//! * Ten games are a lottery at a 90–98 % win rate, so the guard that always runs plays 40
//!   seeded random openings per colour at 20,000 nodes (the openings of
//!   `examples/classroom_match`, which measures over many more) and asks for nearly all of
//!   them: 40/40 as the first player and 36/40 as the second when written.

use sente::core::Side;
use sente::engine::Engine;
use sente::game::kinrow::classroom::{random_openings, Opening};
use sente::game::kinrow::{Board, Rule};
use sente::game::{AnyGame, Game};
use sente::search::Limits;
use sente::tournament::sparring::play_classroom_game;

/// Plays one game from `opening` with Sente on `sente_side` at `nodes` per move; the winner.
fn play_game(opening: Opening, sente_side: Side, nodes: u64) -> Option<Side> {
    let b = play_classroom_game(opening, sente_side, nodes);
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

const OPENINGS: [Opening; 10] = [
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

/// Sente's wins as `side` over `openings` at `nodes` per move, and the games it did not win
/// (opening index, winner).
fn score(openings: &[Opening], side: Side, nodes: u64) -> (usize, Vec<(usize, Option<Side>)>) {
    let mut wins = 0;
    let mut lost = Vec::new();
    for (i, o) in openings.iter().enumerate() {
        match play_game(*o, side, nodes) {
            Some(w) if w == side => wins += 1,
            other => lost.push((i, other)),
        }
    }
    (wins, lost)
}

fn match_nodes() -> u64 {
    std::env::var("MATCH_NODES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100_000)
}

#[test]
#[ignore = "half of the 20-game target match, which is not yet won as a whole"]
fn sente_wins_every_game_as_first_player() {
    let (wins, lost) = score(&OPENINGS, Side::First, match_nodes());
    assert_eq!(wins, 10, "games not won (opening, winner): {lost:?}");
}

#[test]
#[ignore = "target not yet reached: Sente loses some games as the second player"]
fn sente_wins_every_game_as_second_player() {
    let (wins, lost) = score(&OPENINGS, Side::Second, match_nodes());
    assert_eq!(wins, 10, "games not won (opening, winner): {lost:?}");
}

/// Random openings per colour in the always-run guard.
const GUARD_GAMES: usize = 40;
/// Nodes per move in the always-run guard.
const GUARD_NODES: u64 = 20_000;

#[test]
fn sente_wins_nearly_every_random_opening_as_first_player() {
    let (wins, lost) = score(&random_openings(GUARD_GAMES, 1), Side::First, GUARD_NODES);
    assert!(wins >= 38, "{wins}/40; not won (opening, winner): {lost:?}");
}

#[test]
fn sente_wins_nearly_every_random_opening_as_second_player() {
    let (wins, lost) = score(&random_openings(GUARD_GAMES, 1), Side::Second, GUARD_NODES);
    assert!(wins >= 33, "{wins}/40; not won (opening, winner): {lost:?}");
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
