//! The classroom players of the origins, kept as sparring partners: opponents for the strength
//! tests (`tests/gomoku_match.rs`) and the `classroom_match` example, not rules of any game.
//!
//! [`classroom`] is the classroom gomoku player (a fixed-depth negamax), [`classic_eval`] the
//! original program's pattern-table evaluation it can score with, and [`game`] plays one game of
//! Sente's engine against it. The room sits above the engine (`core ← game ← search ← engine ←
//! sparring`): it is a library module rather than `tests/support/`, because an integration test
//! and an example both play through it, and tests' support files cannot be shared with examples.

pub mod classic_eval;
pub mod classroom;
pub mod game;

pub use classroom::{random_openings, ClassroomEval, Opening};
pub use game::play_classroom_game;
