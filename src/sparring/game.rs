//! One game against the classroom gomoku player (`sparring::classroom`): Sente's
//! own engine, at a fixed node count per move on one thread, plays a freestyle 15×15 game from a
//! two-stone opening. The strength test (`tests/gomoku_match.rs`) and the `classroom_match`
//! example both play their games through it, so every game is deterministic.

use super::classroom::{freestyle_board, play_against, ClassroomEval, Opening};
use crate::core::Side;
use crate::engine::Engine;
use crate::game::kinrow::Board;
use crate::game::{AnyGame, Game, Variant};
use crate::search::Limits;

/// Plays `opening` out with Sente on `sente` searching `nodes` per move and the classroom player
/// of evaluation `style` on the other side; returns the final board.
pub fn play_classroom_game(
    opening: Opening,
    sente: Side,
    nodes: u64,
    style: ClassroomEval,
) -> Board {
    let start = freestyle_board(&opening);
    let variant: Variant = "gomokufreestyle".parse().expect("a known variant");
    let mut engine = Engine::new(variant);
    play_against(start, sente, 225, style, |b| {
        engine.set_position(AnyGame::Kinrow(b.clone()));
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        let (_, r) = engine
            .think(limits)
            .expect("a game in progress can be searched");
        r.best
            .and_then(|p| b.unpack(p))
            .expect("the search returns a legal move")
    })
}
