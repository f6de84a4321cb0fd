//! UCI as Stockfish, Pikafish and cutechess use it, with Fairy-Stockfish's `UCI_Variant` and drop
//! moves (`P@b2`) for the placement games. `parse` turns a line into a typed command, `reply`
//! spells the engine's answers, `session` keeps the protocol state and drives the engine.

pub mod parse;
pub mod reply;
pub mod session;
