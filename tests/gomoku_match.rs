//! Strength checks: Sente against the classroom gomoku player (`sparring::classroom`), a
//! depth-2 alpha-beta player, freestyle 15×15, Sente searching a fixed number of nodes per move
//! on one thread, so every game is deterministic.
//!
//! * The issue's target is a 20-game match against "a depth-2 pattern-table alpha-beta player
//!   like the classic classroom one": the classroom player scoring its leaves with the original
//!   program's pattern table (`classic_eval`), 10 two-stone openings, colours alternating,
//!   every game won (`target_match_*`, 100,000 nodes a move unless `MATCH_NODES` says
//!   otherwise; `MATCH_DEBUG` prints the games).
//! * The same player scoring with a window count (Sente's first evaluator) is a tougher partner:
//!   the always-run guard plays 40 seeded random openings per colour against it at 20,000
//!   nodes and asks for nearly all of them (40/40 as the first player and 36/40 as the second
//!   when written; ten games are a lottery at a 90–98 % win rate). The fixed 20-game match
//!   against it is not won in full (19/20 at 2,000,000 nodes), so its two halves are ignored:
//!   `cargo test --release --test gomoku_match -- --include-ignored`.
//!   `examples/classroom_match` measures against either player over many more openings.

use sente::core::Side;
use sente::engine::Engine;
use sente::game::kinrow::{Board, Rule};
use sente::game::{AnyGame, Game};
use sente::search::Limits;
use sente::sparring::{play_classroom_game, random_openings, ClassroomEval, Opening};

/// Plays one game from `opening` with Sente on `sente_side` at `nodes` per move against the
/// classroom player of evaluation `style`; the winner.
fn play_game(opening: Opening, sente_side: Side, nodes: u64, style: ClassroomEval) -> Option<Side> {
    let b = play_classroom_game(opening, sente_side, nodes, style);
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

/// Sente's wins as `side` over `openings` at `nodes` per move against `style`, and the games it
/// did not win (opening index, winner).
fn score(
    openings: &[Opening],
    side: Side,
    nodes: u64,
    style: ClassroomEval,
) -> (usize, Vec<(usize, Option<Side>)>) {
    let mut wins = 0;
    let mut lost = Vec::new();
    for (i, o) in openings.iter().enumerate() {
        match play_game(*o, side, nodes, style) {
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

/// Asserts that Sente wins all ten fixed openings as `side` against `style`.
fn assert_match_won(side: Side, style: ClassroomEval) {
    let (wins, lost) = score(&OPENINGS, side, match_nodes(), style);
    assert_eq!(wins, 10, "games not won (opening, winner): {lost:?}");
}

#[test]
fn target_match_sente_wins_every_game_as_first_player() {
    assert_match_won(Side::First, ClassroomEval::PatternTable);
}

#[test]
fn target_match_sente_wins_every_game_as_second_player() {
    assert_match_won(Side::Second, ClassroomEval::PatternTable);
}

#[test]
#[ignore = "not won in full: the window-count player beats Sente in some second-player games"]
fn window_count_match_sente_wins_every_game_as_first_player() {
    assert_match_won(Side::First, ClassroomEval::WindowCount);
}

#[test]
#[ignore = "not won in full: the window-count player beats Sente in some second-player games"]
fn window_count_match_sente_wins_every_game_as_second_player() {
    assert_match_won(Side::Second, ClassroomEval::WindowCount);
}

/// Random openings per colour in the always-run guard.
const GUARD_GAMES: usize = 40;
/// Nodes per move in the always-run guard.
const GUARD_NODES: u64 = 20_000;

/// Asserts that Sente wins at least `least` of the guard's random openings as `side` against
/// the window-count player.
fn assert_guard_won(side: Side, least: usize) {
    let openings = random_openings(GUARD_GAMES, 1);
    let (wins, lost) = score(&openings, side, GUARD_NODES, ClassroomEval::WindowCount);
    assert!(
        wins >= least,
        "{wins}/{GUARD_GAMES}; not won (opening, winner): {lost:?}"
    );
}

#[test]
fn window_count_guard_sente_wins_nearly_every_random_opening_as_first_player() {
    assert_guard_won(Side::First, 38);
}

#[test]
fn window_count_guard_sente_wins_nearly_every_random_opening_as_second_player() {
    assert_guard_won(Side::Second, 33);
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
