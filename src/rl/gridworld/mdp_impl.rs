//! The grid world as an [`Mdp`]: action masks, transitions, Q-values and the backup, and the
//! shortest-path policy that starts policy iteration. Whole sweeps go to the row kernel.

use super::{GridWorld, EAST, EXIT, EXIT_BASE, NORTH, NUM_ACTIONS, OPEN, SOUTH, WALL, WEST};
use crate::rl::mdp::{Mdp, Transition, NO_ACTION};

impl GridWorld {
    /// A policy that walks along a shortest path to the nearest exit (breadth-first search from
    /// the exits; ties N, W, S, E). With any noise below 1 it reaches an exit with probability 1 from
    /// every cell that can reach one, so it is a safe start for policy iteration under discount 1.
    /// Cells that cannot reach an exit get `NORTH`; exits get `EXIT`; walls `NO_ACTION`.
    pub fn toward_exits_policy(&self) -> Vec<u8> {
        let n = self.cells.len();
        let mut policy = vec![NO_ACTION; n];
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
                if s != u && self.cells[s] == OPEN && policy[s] == NO_ACTION {
                    policy[s] = ((dir + 2) % 4) as u8;
                    queue.push(s as u32);
                }
            }
        }
        for (s, p) in policy.iter_mut().enumerate() {
            if self.cells[s] == OPEN && *p == NO_ACTION {
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

    /// The row kernel (`sweep.rs`), bit for bit the per-state sweep.
    fn sweep(&self, old: &[f64], new: &mut [f64]) -> f64 {
        self.sweep_values(old, new)
    }

    /// The row kernel (`sweep.rs`), bit for bit the per-state sweep.
    fn evaluation_sweep(&self, policy: &[u8], old: &[f64], new: &mut [f64]) -> f64 {
        self.sweep_policy_values(policy, old, new)
    }
}
