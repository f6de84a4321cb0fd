//! Reinforcement-learning solvers. Grid worlds (the Russell & Norvig 4×3 world and the CS188
//! layouts, any layout file, and generated worlds of millions of cells) are finite MDPs behind the
//! [`mdp::Mdp`] trait, solved by value iteration, policy iteration and Q-learning and rendered as
//! tables, JSON, CSV or SVG. The games are MDPs too: tic-tac-toe is solved by value iteration over its
//! reachable positions and learned by self-play Q-learning. The `rl` commands of the CLI and the
//! protocol loops enter through [`cli`].

pub mod args;
pub mod cli;
pub mod error;
pub mod game_learn;
pub mod game_mdp;
pub mod grid_vi;
pub mod gridworld;
pub mod json;
pub mod layout;
pub mod mdp;
pub mod memory;
pub mod policy_iteration;
pub mod progress;
pub mod q_learning;
pub mod real;
pub mod render;
pub mod stop;
pub mod svg;
pub mod value_iteration;
pub mod zeroed;

pub use error::RlError;
pub use gridworld::{GridWorld, Params};
pub use mdp::Mdp;
