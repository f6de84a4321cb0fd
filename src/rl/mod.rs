//! Reinforcement-learning solvers on grid-world MDPs (being built; see the RL issue).

pub mod cli;
