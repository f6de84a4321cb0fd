//! Sente: one engine for tic-tac-toe, gomoku and xiangqi that speaks UCI, UCCI, GTP and Gomocup.
//!
//! The crate is layered: `core` holds the shared vocabulary, `game` the rules of each game behind
//! the `Game` trait, `search` a generic parallel alpha-beta searcher, `engine` a protocol-free facade
//! over both, and `protocol` the line protocols that drive the engine from stdin/stdout. Above the
//! engine sit the console (`play`), matches (`tournament`), reinforcement learning (`rl`), the
//! command-line `tools` and the classroom sparring partners (`sparring`).

// One documented exception: the grid kernel calls its AVX2 compilation (rl/gridworld/kernel.rs).
#![deny(unsafe_code)]
#![warn(missing_docs)]

pub mod cli_error;
pub mod core;
pub mod engine;
pub mod game;
pub mod play;
pub mod protocol;
pub mod rl;
pub mod search;
pub mod sparring;
pub mod tools;
pub mod tournament;
