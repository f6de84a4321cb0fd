//! Opening variety (`Random Seed`): off by default; with a seed the engine plays one of several
//! near-equal moves in the first plies of a game, the same seed gives the same games, and later in
//! the game it plays its best move as without a seed.

use sente::engine::Engine;
use sente::game::{AnyGame, MoveDialect, Variant};
use sente::search::variety;
use sente::search::Limits;

const UCI: MoveDialect = MoveDialect::Uci {
    one_based_ranks: false,
};

/// The engine's move and score from xiangqi's start position after `moves`, at depth 5, one
/// thread, with `Random Seed` `seed`.
fn first_moves(seed: u64, games: usize, moves: &[&str]) -> Vec<(String, i32)> {
    let mut engine = Engine::new(Variant::Xiangqi);
    engine.set_threads(1);
    engine
        .set_option("Random Seed", Some(&seed.to_string()))
        .unwrap();
    let mut out = Vec::new();
    for _ in 0..games {
        let mut game = AnyGame::new(Variant::Xiangqi);
        for m in moves {
            let mv = game.parse_move(m, UCI).expect("a legal move");
            game.play(mv).unwrap();
        }
        engine.set_position(game.clone());
        engine.clear_hash();
        let (_, result) = engine.think(Limits::depth(5)).unwrap();
        let best = game.format_move(result.best.expect("a move"), UCI);
        out.push((best, result.score.0));
    }
    out
}

#[test]
fn off_by_default_and_with_seed_zero() {
    let mut engine = Engine::new(Variant::Xiangqi);
    assert_eq!(engine.random_seed(), 0);
    engine.set_option("Random Seed", Some("7")).unwrap();
    assert_eq!(engine.random_seed(), 7);
    let plain = first_moves(0, 3, &[]);
    assert!(plain.iter().all(|m| m.0 == plain[0].0), "{plain:?}");
}

#[test]
fn a_seed_varies_among_near_equal_moves_and_repeats_itself() {
    let best = first_moves(0, 1, &[])[0].clone();
    let seeded = first_moves(11, 12, &[]);
    assert_eq!(
        seeded,
        first_moves(11, 12, &[]),
        "the same seed, the same choices"
    );
    let distinct: std::collections::BTreeSet<&str> = seeded.iter().map(|m| m.0.as_str()).collect();
    assert!(distinct.len() >= 2, "no variety: {seeded:?}");
    for (m, score) in &seeded {
        assert!(
            *score >= best.1 - variety::MARGIN - 30,
            "{m} scores {score}, best {best:?}"
        );
    }
}

#[test]
fn after_the_opening_plies_the_best_move_is_played() {
    let moves = [
        "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "b7b3", "c3c4", "a9b9",
    ];
    assert!(moves.len() >= variety::PLIES);
    let plain = first_moves(0, 1, &moves);
    let seeded = first_moves(11, 6, &moves);
    assert!(
        seeded.iter().all(|m| m.0 == plain[0].0),
        "{seeded:?} vs {plain:?}"
    );
}
