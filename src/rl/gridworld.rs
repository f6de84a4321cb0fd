//! The grid world of Russell & Norvig and UC Berkeley's CS188: a rectangle of open cells, walls and
//! exit cells, with noisy moves. This file holds the model (flat `u8` cell array, no per-state heap
//! objects), the built-in layouts, reproducible random layouts and the `Mdp` implementation; the
//! text format is parsed in `layout.rs`.
//!
//! States are cells numbered row-major with row 0 at the **top** (as the text is written); user
//! facing coordinates are (x, y) with (0, 0) at the bottom left. Action slots are `N`, `W`, `S`, `E`
//! (in the tie-breaking order) and `exit`.

use super::error::RlError;
use super::layout;
use super::mdp::{Mdp, Transition};
use crate::core::Rng;

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
    ("book", include_str!("layouts/book.txt")),
    ("bridge", include_str!("layouts/bridge.txt")),
    ("cliff", include_str!("layouts/cliff.txt")),
    ("cliff2", include_str!("layouts/cliff2.txt")),
    ("discount", include_str!("layouts/discount.txt")),
    ("maze", include_str!("layouts/maze.txt")),
];

/// Names of the built-in layouts.
pub fn builtin_names() -> impl Iterator<Item = &'static str> {
    BUILTINS.iter().map(|(n, _)| *n)
}

/// The dynamics parameters of a grid world.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// Discount factor γ in [0, 1].
    pub discount: f64,
    /// Probability in [0, 1] that the move goes sideways (half to each side).
    pub noise: f64,
    /// Reward paid on leaving a non-exit cell (any finite number).
    pub living_reward: f64,
}

impl Default for Params {
    /// The CS188 defaults: discount 0.9, noise 0.2, living reward 0.
    fn default() -> Params {
        Params {
            discount: 0.9,
            noise: 0.2,
            living_reward: 0.0,
        }
    }
}

impl Params {
    /// Checks the ranges: discount and noise in [0, 1], living reward finite.
    pub fn validate(&self) -> Result<(), RlError> {
        if !(0.0..=1.0).contains(&self.discount) {
            return Err(RlError::Parameter {
                name: "discount",
                value: self.discount.to_string(),
                expected: "a number from 0 to 1",
            });
        }
        if !(0.0..=1.0).contains(&self.noise) {
            return Err(RlError::Parameter {
                name: "noise",
                value: self.noise.to_string(),
                expected: "a probability from 0 to 1",
            });
        }
        if !self.living_reward.is_finite() || self.living_reward.abs() > 1e12 {
            return Err(RlError::Parameter {
                name: "living-reward",
                value: self.living_reward.to_string(),
                expected: "a finite number within ±1e12",
            });
        }
        Ok(())
    }
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

    fn random_from_spec(spec: &str, rest: &str) -> Result<GridWorld, RlError> {
        let bad = |message: &str| RlError::RandomSpec {
            spec: spec.to_string(),
            message: message.to_string(),
        };
        let mut parts = rest.split(':');
        let size = parts.next().unwrap_or("");
        let seed = match parts.next() {
            None => 1,
            Some(s) => s
                .parse::<u64>()
                .map_err(|_| bad("the seed must be a whole number from 0 to 2^64-1"))?,
        };
        if parts.next().is_some() {
            return Err(bad("expected random:WxH or random:WxH:seed"));
        }
        let (w, h) = size
            .split_once(['x', 'X'])
            .ok_or_else(|| bad("expected a size WxH, e.g. random:100x50"))?;
        let w: usize = w
            .parse()
            .map_err(|_| bad("the width is not a whole number"))?;
        let h: usize = h
            .parse()
            .map_err(|_| bad("the height is not a whole number"))?;
        if w == 0 || h == 0 {
            return Err(bad("width and height must be at least 1"));
        }
        if w.checked_mul(h).is_none_or(|n| n > MAX_CELLS) {
            return Err(bad("too many cells (at most 67,108,864, e.g. 8192x8192)"));
        }
        Ok(GridWorld::random(w, h, seed))
    }

    /// A reproducible random world of `width × height` cells: about 15% walls, about 0.2% exits
    /// (+1, −1 or +10), at least one exit, and a start cell on an open cell when there is one.
    /// The caller keeps `width × height` within `MAX_CELLS`.
    pub fn random(width: usize, height: usize, seed: u64) -> GridWorld {
        let n = width * height;
        let mut rng = Rng::new(seed ^ 0x5241_4E44_4752_4944);
        let mut cells = vec![OPEN; n];
        let exit_rewards = vec![1.0, -1.0, 10.0];
        let mut exits = 0usize;
        for c in cells.iter_mut() {
            let r = rng.next_u64() % 10_000;
            if r < 1_500 {
                *c = WALL;
            } else if r < 1_520 {
                exits += 1;
                *c = EXIT_BASE
                    + match r % 20 {
                        0..=9 => 0,
                        10..=16 => 1,
                        _ => 2,
                    };
            }
        }
        if exits == 0 {
            cells[width - 1] = EXIT_BASE; // +1 at the top right
        }
        let mut start = None;
        if cells.contains(&OPEN) {
            loop {
                let s = rng.below(n);
                if cells[s] == OPEN {
                    start = Some(s);
                    break;
                }
            }
        }
        GridWorld::from_parts(
            format!("random:{width}x{height}:{seed}"),
            width,
            height,
            cells,
            exit_rewards,
            start,
        )
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

    /// Where a deterministic move in direction `dir` (0..4) from `s` lands: the neighbour, or `s`
    /// itself when the neighbour is a wall or off the grid.
    #[inline]
    pub fn step(&self, s: usize, dir: usize) -> usize {
        let (w, x) = (self.width, s % self.width);
        let t = match dir {
            NORTH if s >= w => s - w,
            WEST if x > 0 => s - 1,
            SOUTH if s + w < self.cells.len() => s + w,
            EAST if x + 1 < w => s + 1,
            _ => return s,
        };
        if self.cells[t] == WALL {
            s
        } else {
            t
        }
    }

    /// Where deterministic moves N, W, S, E from `s` land (as `step`, with one division).
    #[inline]
    pub fn neighbours(&self, s: usize) -> [usize; 4] {
        let w = self.width;
        let x = s % w;
        let open = |t: usize| if self.cells[t] == WALL { s } else { t };
        [
            if s >= w { open(s - w) } else { s },
            if x > 0 { open(s - 1) } else { s },
            if s + w < self.cells.len() {
                open(s + w)
            } else {
                s
            },
            if x + 1 < w { open(s + 1) } else { s },
        ]
    }

    /// The (probability, direction) pairs of a move intended in direction `a`.
    #[inline]
    pub fn outcomes(&self, a: usize) -> [(f64, usize); 3] {
        let n = self.params.noise;
        [(1.0 - n, a), (n / 2.0, (a + 1) % 4), (n / 2.0, (a + 3) % 4)]
    }

    /// The best action and the Bellman backup max_a Q(s, a) under `v`, sharing the neighbour loads
    /// between the four moves; `None` for walls.
    #[inline]
    pub fn best(&self, s: usize, v: &[f64]) -> Option<(usize, f64)> {
        let c = self.cells[s];
        if c == WALL {
            return None;
        }
        if c >= EXIT_BASE {
            return Some((EXIT, self.exit_reward(s).unwrap_or(0.0)));
        }
        let p = self.params;
        let [n, w, so, e] = self.neighbours(s);
        let nb = [v[n], v[w], v[so], v[e]];
        let side = p.noise / 2.0;
        let mut best = (NORTH, f64::NEG_INFINITY);
        for (a, _) in nb.iter().enumerate() {
            let q = p.living_reward
                + p.discount
                    * ((1.0 - p.noise) * nb[a] + side * nb[(a + 1) % 4] + side * nb[(a + 3) % 4]);
            if q > best.1 {
                best = (a, q);
            }
        }
        Some(best)
    }

    /// A policy that walks along a shortest path to the nearest exit (breadth-first search from
    /// the exits; ties N, W, S, E). With any noise below 1 it reaches an exit with probability 1 from
    /// every cell that can reach one, so it is a safe start for policy iteration under discount 1.
    /// Cells that cannot reach an exit get `NORTH`; exits get `EXIT`; walls `NO_ACTION`.
    pub fn toward_exits_policy(&self) -> Vec<u8> {
        let n = self.cells.len();
        let mut policy = vec![super::mdp::NO_ACTION; n];
        let mut queue: Vec<u32> = Vec::new();
        for (s, p) in policy.iter_mut().enumerate() {
            if self.cells[s] >= EXIT_BASE {
                *p = EXIT as u8;
                queue.push(s as u32);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let u = queue[head] as usize;
            head += 1;
            for dir in [NORTH, WEST, SOUTH, EAST] {
                let s = self.step(u, dir);
                if s != u && self.cells[s] == OPEN && policy[s] == super::mdp::NO_ACTION {
                    policy[s] = ((dir + 2) % 4) as u8;
                    queue.push(s as u32);
                }
            }
        }
        for (s, p) in policy.iter_mut().enumerate() {
            if self.cells[s] == OPEN && *p == super::mdp::NO_ACTION {
                *p = NORTH as u8;
            }
        }
        policy
    }
}

impl Mdp for GridWorld {
    fn num_states(&self) -> usize {
        self.cells.len()
    }

    fn num_actions(&self) -> usize {
        NUM_ACTIONS
    }

    fn discount(&self) -> f64 {
        self.params.discount
    }

    fn actions(&self, s: usize) -> u32 {
        match self.cells[s] {
            WALL => 0,
            OPEN => 0b1111,
            _ => 1 << EXIT,
        }
    }

    fn transitions(&self, s: usize, a: usize, f: &mut dyn FnMut(Transition)) {
        if self.actions(s) & (1 << a) == 0 {
            return;
        }
        if a == EXIT {
            f(Transition {
                prob: 1.0,
                next: None,
                reward: self.exit_reward(s).unwrap_or(0.0),
            });
            return;
        }
        for (prob, dir) in self.outcomes(a) {
            if prob > 0.0 {
                f(Transition {
                    prob,
                    next: Some(self.step(s, dir)),
                    reward: self.params.living_reward,
                });
            }
        }
    }

    #[inline]
    fn q_value(&self, s: usize, a: usize, v: &[f64]) -> f64 {
        if a == EXIT {
            return self.exit_reward(s).unwrap_or(0.0);
        }
        let p = self.params;
        let side = p.noise / 2.0;
        p.living_reward
            + p.discount
                * ((1.0 - p.noise) * v[self.step(s, a)]
                    + side * v[self.step(s, (a + 1) % 4)]
                    + side * v[self.step(s, (a + 3) % 4)])
    }

    fn backup(&self, s: usize, v: &[f64]) -> Option<(usize, f64)> {
        self.best(s, v)
    }

    fn chunk_len(&self) -> usize {
        self.width
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

    #[test]
    fn neighbours_agree_with_step() {
        let g = GridWorld::random(37, 23, 5);
        for s in 0..g.num_states() {
            for (d, n) in g.neighbours(s).into_iter().enumerate() {
                assert_eq!(n, g.step(s, d));
            }
        }
    }

    #[test]
    fn moves_bump_into_walls_and_edges() {
        let g = GridWorld::builtin("book").unwrap();
        let s = g.state_at(0, 1).unwrap();
        assert_eq!(g.step(s, EAST), s); // wall
        assert_eq!(g.step(s, WEST), s); // edge
        assert_eq!(g.coords(g.step(s, NORTH)), (0, 2));
        assert_eq!(g.coords(g.step(s, SOUTH)), (0, 0));
    }

    #[test]
    fn random_specs() {
        let a = GridWorld::load("random:30x20:7").unwrap();
        let b = GridWorld::load("random:30x20:7").unwrap();
        assert_eq!(a.cells, b.cells);
        assert_eq!((a.width(), a.height()), (30, 20));
        assert!(a.start().is_some());
        assert!(GridWorld::load("random:1x1").is_ok());
        for bad in [
            "random:0x5",
            "random:5",
            "random:axb",
            "random:3x3:x",
            "random:99999x99999",
        ] {
            assert!(
                matches!(GridWorld::load(bad), Err(RlError::RandomSpec { .. })),
                "{bad}"
            );
        }
        assert!(matches!(
            GridWorld::load("/nonexistent/layout"),
            Err(RlError::UnknownGrid { .. })
        ));
    }

    #[test]
    fn params_are_checked() {
        let g = GridWorld::builtin("book").unwrap();
        for p in [
            Params {
                discount: 1.5,
                ..Params::default()
            },
            Params {
                noise: -0.1,
                ..Params::default()
            },
            Params {
                living_reward: f64::NAN,
                ..Params::default()
            },
            Params {
                discount: f64::NAN,
                ..Params::default()
            },
        ] {
            assert!(g.clone().with_params(p).is_err());
        }
    }
}
