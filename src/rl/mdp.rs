//! The `Mdp` trait: a finite Markov decision process with numbered states and a small fixed set of
//! numbered action slots. Solvers (value iteration, policy iteration) only see this trait; the grid
//! world implements it, overrides the Bellman backup with a closed form, and overrides the whole
//! sweeps with its streaming row kernel so that sweeps over millions of cells run at memory speed.
//! The per-state sweeps (the trait's defaults) stay as the reference the kernel is tested against.

/// One possible result of taking an action: with `prob`, move to `next` (`None` = the terminal
/// state, whose value is 0) and receive `reward`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Transition {
    /// Probability of this outcome.
    pub prob: f64,
    /// The next state, or `None` for the terminal state.
    pub next: Option<usize>,
    /// Reward received on this transition.
    pub reward: f64,
}

/// A finite MDP. States are `0..num_states()`, action slots `0..num_actions()`; which slots are
/// available in a state is given by the bit mask `actions(s)` (bit `a` set = slot `a` available).
/// A state with no actions (mask 0) is not part of the model (e.g. a wall) and keeps value 0.
/// Greedy choices break ties by the lowest slot number.
pub trait Mdp: Sync {
    /// Number of states.
    fn num_states(&self) -> usize;

    /// Number of action slots (at most 32).
    fn num_actions(&self) -> usize;

    /// The discount factor γ in [0, 1].
    fn discount(&self) -> f64;

    /// Bit mask of the actions available in `s`.
    fn actions(&self, s: usize) -> u32;

    /// Calls `f` for every outcome of taking action `a` in state `s`.
    fn transitions(&self, s: usize, a: usize, f: &mut dyn FnMut(Transition));

    /// The expected return of taking `a` in `s` and then following values `v`:
    /// Σ T(s,a,s')·[R(s,a,s') + γ·v(s')]. Implementations may override this with a faster form.
    fn q_value(&self, s: usize, a: usize, v: &[f64]) -> f64 {
        let g = self.discount();
        let mut q = 0.0;
        self.transitions(s, a, &mut |t| {
            let next = t.next.map_or(0.0, |n| v[n]);
            q += t.prob * (t.reward + g * next);
        });
        q
    }

    /// The Bellman backup of `s`: the best action (ties to the lowest slot) and its Q-value, or
    /// `None` when `s` has no actions.
    fn backup(&self, s: usize, v: &[f64]) -> Option<(usize, f64)> {
        greedy(self, s, v)
    }

    /// How many consecutive states form one parallel work unit (a grid row); at least 1.
    fn chunk_len(&self) -> usize {
        1024
    }

    /// One value-iteration sweep: writes the backup of `old` into `new` and returns
    /// max|new − old|. The default backs up state by state
    /// ([`value_iteration::sweep`](super::value_iteration::sweep)); a model with a faster kernel
    /// overrides it with one that gives the same values.
    fn sweep(&self, old: &[f64], new: &mut [f64]) -> f64 {
        super::value_iteration::sweep(self, old, new)
    }

    /// One policy-evaluation sweep: writes Q(s, policy[s]) under `old` into `new` (0 where the
    /// policy is `NO_ACTION`) and returns max|new − old|. The default goes state by state
    /// ([`policy_iteration::evaluation_sweep`](super::policy_iteration::evaluation_sweep)); a
    /// model with a faster kernel overrides it with one that gives the same values.
    fn evaluation_sweep(&self, policy: &[u8], old: &[f64], new: &mut [f64]) -> f64 {
        super::policy_iteration::evaluation_sweep(self, policy, old, new)
    }
}

/// The best action in `s` under values `v` and its Q-value (ties to the lowest slot), or `None` when
/// `s` has no actions.
pub fn greedy<M: Mdp + ?Sized>(mdp: &M, s: usize, v: &[f64]) -> Option<(usize, f64)> {
    let mask = mdp.actions(s);
    let mut best: Option<(usize, f64)> = None;
    for a in 0..mdp.num_actions() {
        if mask & (1 << a) == 0 {
            continue;
        }
        let q = mdp.q_value(s, a, v);
        match best {
            Some((_, b)) if q <= b => {}
            _ => best = Some((a, q)),
        }
    }
    best
}

/// Marker stored in policy arrays for a state without actions.
pub const NO_ACTION: u8 = u8::MAX;

/// The greedy policy of `v` (one slot per state, `NO_ACTION` where no action exists).
pub fn greedy_policy<M: Mdp + ?Sized>(mdp: &M, v: &[f64]) -> Vec<u8> {
    use rayon::prelude::*;
    let mut policy = vec![NO_ACTION; mdp.num_states()];
    let chunk = mdp.chunk_len().max(1);
    policy
        .par_chunks_mut(chunk)
        .enumerate()
        .for_each(|(ci, part)| {
            for (i, p) in part.iter_mut().enumerate() {
                if let Some((a, _)) = mdp.backup(ci * chunk + i, v) {
                    *p = a as u8;
                }
            }
        });
    policy
}

/// All Q-values of `v`: `num_states × num_actions`, NaN where an action is unavailable.
pub fn q_table<M: Mdp + ?Sized>(mdp: &M, v: &[f64]) -> Vec<f64> {
    let na = mdp.num_actions();
    let mut q = vec![f64::NAN; mdp.num_states() * na];
    for s in 0..mdp.num_states() {
        let mask = mdp.actions(s);
        for a in 0..na {
            if mask & (1 << a) != 0 {
                q[s * na + a] = mdp.q_value(s, a, v);
            }
        }
    }
    q
}
