//! Xiangqi (Chinese chess): rules, legal move generation, FEN, move notations (ICCS with 0- or
//! 1-based ranks, WXF, Chinese), repetition verdicts (perpetual check and chase) and evaluation.
//!
//! The board is a padded 16×16 mailbox with piece slots ([`types`]); move generation tests legality
//! only for moves that could expose the mover's general ([`movegen`]). [`Position`] implements the
//! crate's [`Game`](crate::game::Game) trait.

pub mod attacks;
pub mod eval;
pub mod fen;
pub mod game;
pub mod movegen;
pub mod notation;
pub mod position;
pub mod render;
pub mod repetition;
pub mod report;
pub mod types;
pub mod wxf;

pub use fen::FenError;
pub use notation::{MoveParseError, Ranks};
pub use position::{Position, RepetitionRule, Rules, START_FEN};
pub use types::{Kind, Move, Square};

#[cfg(test)]
mod tests;
