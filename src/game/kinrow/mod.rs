//! The m,n,k family: games where two players place stones on an m×n board and the first to get k in
//! a row wins. Tic-tac-toe is 3×3 with k = 3; gomoku is 15×15 (or 20×20) with k = 5 under one of
//! several rules. Nothing outside this module knows which of them is being played.

pub mod board;
pub mod classic_eval;
pub mod classroom;
pub mod combo;
pub mod eval;
pub mod fen;
pub mod forbidden;
pub mod moves;
pub mod notation;
pub mod pattern;
pub mod render;
pub mod rule;
pub mod threat;
pub mod windows;

pub use board::{Board, BoardError, Cell, MAX_SIDE};
pub use rule::Rule;
