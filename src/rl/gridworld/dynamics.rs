//! Grid-world dynamics: the parameters (discount, noise, living reward) and where moves land. A
//! move bumps back into its own cell at a wall or the edge; the intended direction happens with
//! probability 1 − noise and each sideways one with noise / 2. `best` is the Bellman backup of one
//! cell with the neighbour loads shared between the four moves (the per-state reference form; whole
//! sweeps go through the row kernel in `kernel.rs`, which repeats its arithmetic exactly).

use super::{GridWorld, EAST, EXIT, EXIT_BASE, NORTH, SOUTH, WALL, WEST};
use crate::rl::error::RlError;

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

impl GridWorld {
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rl::mdp::Mdp;

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
