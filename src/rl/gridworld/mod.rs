//! The grid world of Russell & Norvig and UC Berkeley's CS188: a rectangle of open cells, walls and
//! exit cells, with noisy moves. This file holds the model (flat `u8` cell array, no per-state heap
//! objects) and the built-in layouts; `dynamics.rs` the parameters and moves, `random.rs` the
//! generated worlds, `mdp_impl.rs` the `Mdp` implementation, `kernel.rs` and `sweep.rs` the
//! streaming row kernel that whole sweeps run on (`isa.rs` its compilations, `avx512.rs` its
//! value-iteration rows in AVX-512 intrinsics, `temporal.rs` its passes of several sweeps). The
//! text format is parsed in `layout.rs`.
//!
//! States are cells numbered row-major with row 0 at the **top** (as the text is written); user
//! facing coordinates are (x, y) with (0, 0) at the bottom left. Action slots are `N`, `W`, `S`, `E`
//! (in the tie-breaking order) and `exit`.

mod avx512;
mod dynamics;
pub mod isa;
pub mod kernel;
mod mdp_impl;
mod random;
mod sweep;
mod temporal;

pub use dynamics::Params;

use super::error::RlError;
use super::layout;
use std::sync::OnceLock;

/// Action slot: move north (up).
pub const NORTH: usize = 0;
/// Action slot: move west (left).
pub const WEST: usize = 1;
/// Action slot: move south (down).
pub const SOUTH: usize = 2;
/// Action slot: move east (right).
pub const EAST: usize = 3;
/// Action slot: the single action of an exit cell.
pub const EXIT: usize = 4;
/// Number of action slots.
pub const NUM_ACTIONS: usize = 5;
/// Action names as used in JSON and replay files, by slot.
pub const ACTION_NAMES: [&str; NUM_ACTIONS] = ["N", "W", "S", "E", "exit"];

/// Cell code: open cell.
pub const OPEN: u8 = 0;
/// Cell code: wall.
pub const WALL: u8 = 1;
/// Cell codes from this value up are exits paying `exit_rewards[code - EXIT_BASE]`.
pub const EXIT_BASE: u8 = 2;
/// Largest number of cells a grid may have (a 8192×8192 world).
pub const MAX_CELLS: usize = 1 << 26;

/// Built-in layouts, from UC Berkeley CS188's gridworld (copied via /work/shared/reference/data/rl/layouts.txt).
const BUILTINS: [(&str, &str); 6] = [
    ("book", include_str!("../layouts/book.txt")),
    ("bridge", include_str!("../layouts/bridge.txt")),
    ("cliff", include_str!("../layouts/cliff.txt")),
    ("cliff2", include_str!("../layouts/cliff2.txt")),
    ("discount", include_str!("../layouts/discount.txt")),
    ("maze", include_str!("../layouts/maze.txt")),
];

/// Names of the built-in layouts.
pub fn builtin_names() -> impl Iterator<Item = &'static str> {
    BUILTINS.iter().map(|(n, _)| *n)
}

/// A grid world: cell codes, exit rewards, optional start cell and dynamics.
#[derive(Clone, Debug)]
pub struct GridWorld {
    name: String,
    width: usize,
    height: usize,
    cells: Vec<u8>,
    exit_rewards: Vec<f64>,
    start: Option<usize>,
    params: Params,
    /// The row kernel's view of the cells, built on the first sweep.
    stencil: OnceLock<kernel::Stencil>,
}

impl GridWorld {
    /// Builds a grid from parts (used by the layout parser and the generator).
    pub(crate) fn from_parts(
        name: String,
        width: usize,
        height: usize,
        cells: Vec<u8>,
        exit_rewards: Vec<f64>,
        start: Option<usize>,
    ) -> GridWorld {
        GridWorld {
            name,
            width,
            height,
            cells,
            exit_rewards,
            start,
            params: Params::default(),
            stencil: OnceLock::new(),
        }
    }

    /// Parses a layout text (see `layout.rs` for the format); `name` is used in error messages.
    pub fn parse(name: &str, text: &str) -> Result<GridWorld, RlError> {
        layout::parse(name, text)
    }

    /// A built-in layout by name, if there is one.
    pub fn builtin(name: &str) -> Option<GridWorld> {
        let (_, text) = BUILTINS.iter().find(|(n, _)| *n == name)?;
        layout::parse(name, text).ok()
    }

    /// Resolves a `--grid` argument: a built-in name, `random:WxH[:seed]`, or a layout file path.
    pub fn load(spec: &str) -> Result<GridWorld, RlError> {
        if let Some(g) = GridWorld::builtin(spec) {
            return Ok(g);
        }
        if let Some(rest) = spec.strip_prefix("random:") {
            return GridWorld::random_from_spec(spec, rest);
        }
        match std::fs::read_to_string(spec) {
            Ok(text) => layout::parse(spec, &text),
            Err(e) => Err(RlError::UnknownGrid {
                name: spec.to_string(),
                reason: e.to_string(),
            }),
        }
    }

    /// Sets the dynamics after checking their ranges.
    pub fn with_params(mut self, params: Params) -> Result<GridWorld, RlError> {
        params.validate()?;
        self.params = params;
        Ok(self)
    }

    /// The dynamics.
    pub fn params(&self) -> Params {
        self.params
    }

    /// The layout's name (built-in name, file path or random spec).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Number of columns.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Number of rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The start cell, if the layout has one.
    pub fn start(&self) -> Option<usize> {
        self.start
    }

    /// The cell code of state `s` (`OPEN`, `WALL`, or an exit code).
    #[inline]
    pub fn cell(&self, s: usize) -> u8 {
        self.cells[s]
    }

    /// True when `s` is a wall.
    #[inline]
    pub fn is_wall(&self, s: usize) -> bool {
        self.cells[s] == WALL
    }

    /// The exit reward of `s`, if it is an exit cell.
    #[inline]
    pub fn exit_reward(&self, s: usize) -> Option<f64> {
        let c = self.cells[s];
        if c >= EXIT_BASE {
            self.exit_rewards.get((c - EXIT_BASE) as usize).copied()
        } else {
            None
        }
    }

    /// User coordinates (x, y), (0, 0) bottom left, of state `s`.
    pub fn coords(&self, s: usize) -> (usize, usize) {
        (s % self.width, self.height - 1 - s / self.width)
    }

    /// The state at user coordinates (x, y), if inside the grid.
    pub fn state_at(&self, x: usize, y: usize) -> Option<usize> {
        (x < self.width && y < self.height).then(|| (self.height - 1 - y) * self.width + x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtins_parse() {
        for name in builtin_names() {
            assert!(GridWorld::builtin(name).is_some(), "{name}");
        }
        let g = GridWorld::builtin("book").unwrap();
        assert_eq!((g.width(), g.height()), (4, 3));
        assert_eq!(g.start().map(|s| g.coords(s)), Some((0, 0)));
        assert_eq!(g.exit_reward(g.state_at(3, 2).unwrap()), Some(1.0));
        assert_eq!(g.exit_reward(g.state_at(3, 1).unwrap()), Some(-1.0));
        assert!(g.is_wall(g.state_at(1, 1).unwrap()));
    }
}
