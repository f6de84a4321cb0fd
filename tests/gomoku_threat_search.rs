//! Search regressions on gomoku positions from games lost to Rapfi, where the opponent wins by a
//! sequence of threats (open threes and fours). Rapfi proves each loss within a few thousand
//! nodes; Sente's search must prove it at a fixed depth on one thread (deterministic), which it
//! only does while no static cut is trusted in a node facing an open three (reverse futility
//! would otherwise stand on the evaluation and hide the attack).

use sente::engine::Engine;
use sente::game::AnyGame;
use sente::search::Limits;

/// Searches `fen` (freestyle 15×15) to `depth`; returns the proven mate distance in moves, if any
/// (negative: the side to move is mated).
fn mate_at_depth(fen: &str, depth: u32) -> Option<i32> {
    let variant = "gomokufreestyle".parse().unwrap();
    let mut engine = Engine::new(variant);
    engine.set_position(AnyGame::from_fen(variant, fen).unwrap());
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let (_, result) = engine.think(limits).unwrap();
    assert!(result.best.is_some());
    result.score.mate_moves()
}

/// Game 1 of a node-limited match against Rapfi, eight plies in: black (to move) has to stop
/// white's open three e6–g6, but white then wins by threats whatever black does (Rapfi: mated
/// in 24 plies, proven in 13,000 nodes at depth 15).
const LOST_TO_THREATS: &str = "15/15/15/15/15/15/15/4P10/5P1P7/4ppp3P4/5p9/15/15/15/15 w - - 0 1";

#[test]
fn a_loss_to_a_threat_sequence_is_proven_at_depth_eleven() {
    let mate = mate_at_depth(LOST_TO_THREATS, 11);
    assert!(mate.is_some_and(|m| m < 0), "no loss proven: {mate:?}");
}
