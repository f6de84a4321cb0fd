//! Policy iteration: evaluate the current policy exactly, improve it greedily, repeat until it is
//! stable. Evaluation solves the linear system (I − γ·P_π)·V = R_π exactly by banded Gaussian
//! elimination when states × bandwidth² ≤ `DIRECT_COST_LIMIT` (grid worlds up to ~120×120); larger models are
//! evaluated by sweeping V ← R_π + γ·P_π·V until max|ΔV| < 1e-12 (exact to double precision
//! in practice, but iterative). Improvement switches an action only when another one is better
//! by more than a rounding margin, so the loop cannot cycle between equal actions.

use super::error::RlError;
use super::mdp::{greedy_policy, Mdp, NO_ACTION};
use rayon::prelude::*;

/// Largest cost (states × bandwidth²) of an exact banded solve; larger models are evaluated
/// iteratively.
pub const DIRECT_COST_LIMIT: f64 = 2e8;
/// Upper bound on improvement rounds.
const MAX_ROUNDS: usize = 10_000;
/// Upper bound on sweeps of one iterative evaluation.
const MAX_EVAL_SWEEPS: usize = 1_000_000;

/// The outcome of policy iteration.
#[derive(Clone, Debug, PartialEq)]
pub struct PiResult {
    /// V^π of the final policy.
    pub values: Vec<f64>,
    /// The greedy policy of `values` (ties by lowest slot), `NO_ACTION` where none.
    pub policy: Vec<u8>,
    /// Number of evaluate-improve rounds.
    pub iterations: usize,
    /// max|ΔV| between successive evaluations.
    pub deltas: Vec<f64>,
}

/// Runs policy iteration from `initial` (one slot per state; any unavailable slot is replaced by
/// the state's first action). Under discount 1 the initial policy must reach a terminal state from
/// everywhere, or the evaluation is singular and an error is returned.
pub fn policy_iteration<M: Mdp>(mdp: &M, initial: &[u8]) -> Result<PiResult, RlError> {
    let n = mdp.num_states();
    let mut policy: Vec<u8> = (0..n)
        .map(|s| {
            let mask = mdp.actions(s);
            let a = initial.get(s).copied().unwrap_or(NO_ACTION);
            if mask == 0 {
                NO_ACTION
            } else if (a as u32) < 32 && mask & (1 << a) != 0 {
                a
            } else {
                mask.trailing_zeros() as u8
            }
        })
        .collect();
    let mut values = vec![0.0; n];
    let mut deltas = Vec::new();
    for round in 1..=MAX_ROUNDS {
        if super::stop::requested() {
            break;
        }
        let new_values = evaluate(mdp, &policy, &values)?;
        let delta = new_values
            .iter()
            .zip(&values)
            .fold(0.0f64, |m, (a, b)| m.max((a - b).abs()));
        deltas.push(delta);
        values = new_values;
        let changed = improve(mdp, &mut policy, &values);
        if !changed {
            return Ok(PiResult {
                policy: greedy_policy(mdp, &values),
                values,
                iterations: round,
                deltas,
            });
        }
    }
    Err(RlError::Unsupported(format!(
        "policy iteration did not settle within {MAX_ROUNDS} rounds"
    )))
}

/// Greedy improvement; returns true when some action changed.
fn improve<M: Mdp>(mdp: &M, policy: &mut [u8], values: &[f64]) -> bool {
    let chunk = mdp.chunk_len().max(1);
    policy
        .par_chunks_mut(chunk)
        .enumerate()
        .map(|(ci, part)| {
            let mut changed = false;
            for (i, p) in part.iter_mut().enumerate() {
                let s = ci * chunk + i;
                if *p == NO_ACTION {
                    continue;
                }
                if let Some((a, q)) = mdp.backup(s, values) {
                    let current = mdp.q_value(s, *p as usize, values);
                    if q > current + 1e-10 * (1.0 + current.abs()) {
                        *p = a as u8;
                        changed = true;
                    }
                }
            }
            changed
        })
        .reduce(|| false, |a, b| a || b)
}

/// V^π for the policy: exact banded solve when affordable, otherwise iterative from `warm`.
fn evaluate<M: Mdp>(mdp: &M, policy: &[u8], warm: &[f64]) -> Result<Vec<f64>, RlError> {
    let mut index = vec![usize::MAX; mdp.num_states()];
    let mut active = Vec::new();
    for s in 0..mdp.num_states() {
        if policy[s] != NO_ACTION {
            index[s] = active.len();
            active.push(s);
        }
    }
    let mut band = 0usize;
    for (i, &s) in active.iter().enumerate() {
        mdp.transitions(s, policy[s] as usize, &mut |t| {
            if let Some(j) = t.next.map(|nx| index[nx]).filter(|&j| j != usize::MAX) {
                band = band.max(j.abs_diff(i));
            }
        });
    }
    let cost = (active.len() as f64) * (band as f64 + 1.0).powi(2);
    let entries = active.len() as f64 * (2.0 * band as f64 + 1.0);
    if cost <= DIRECT_COST_LIMIT && entries <= 5e7 {
        evaluate_banded(mdp, policy, &active, &index, band)
    } else {
        evaluate_iterative(mdp, policy, warm)
    }
}

fn singular() -> RlError {
    RlError::Unsupported(
        "policy evaluation is singular: under discount 1 some cells never reach an exit".into(),
    )
}

/// Exact evaluation by banded Gaussian elimination without pivoting. The matrix I − γ·P_π is
/// diagonally dominant (γ < 1) or a nonsingular M-matrix (γ = 1, proper policy), so elimination
/// without pivoting is stable and keeps the band; a vanishing pivot means a singular system.
fn evaluate_banded<M: Mdp>(
    mdp: &M,
    policy: &[u8],
    active: &[usize],
    index: &[usize],
    b: usize,
) -> Result<Vec<f64>, RlError> {
    let m = active.len();
    let g = mdp.discount();
    let w = 2 * b + 1;
    // Row i holds columns i−b ..= i+b at offsets 0..w; `rhs` is the right-hand side.
    let mut a = vec![0.0; m * w];
    let mut rhs = vec![0.0; m];
    for (i, &s) in active.iter().enumerate() {
        a[i * w + b] += 1.0;
        mdp.transitions(s, policy[s] as usize, &mut |t| {
            rhs[i] += t.prob * t.reward;
            if let Some(nx) = t.next {
                let j = index[nx];
                if j != usize::MAX {
                    a[i * w + (j + b - i)] -= g * t.prob;
                }
            }
        });
    }
    for k in 0..m {
        let pivot = a[k * w + b];
        if pivot.abs() < 1e-12 {
            return Err(singular());
        }
        for r in k + 1..m.min(k + b + 1) {
            let f = a[r * w + (k + b - r)] / pivot;
            if f == 0.0 {
                continue;
            }
            for j in k..m.min(k + b + 1) {
                a[r * w + (j + b - r)] -= f * a[k * w + (j + b - k)];
            }
            rhs[r] -= f * rhs[k];
        }
    }
    let mut x = vec![0.0; m];
    for i in (0..m).rev() {
        let mut s = rhs[i];
        for j in i + 1..m.min(i + b + 1) {
            s -= a[i * w + (j + b - i)] * x[j];
        }
        x[i] = s / a[i * w + b];
    }
    let mut values = vec![0.0; mdp.num_states()];
    for (i, &s) in active.iter().enumerate() {
        values[s] = x[i];
    }
    if values.iter().any(|v| !v.is_finite()) {
        return Err(singular());
    }
    Ok(values)
}

fn evaluate_iterative<M: Mdp>(mdp: &M, policy: &[u8], warm: &[f64]) -> Result<Vec<f64>, RlError> {
    let mut old = warm.to_vec();
    let mut new = vec![0.0; old.len()];
    for _ in 0..MAX_EVAL_SWEEPS {
        if super::stop::requested() {
            break;
        }
        let delta = mdp.evaluation_sweep(policy, &old, &mut new);
        std::mem::swap(&mut old, &mut new);
        if !delta.is_finite() || delta > 1e300 {
            return Err(singular());
        }
        if delta < 1e-12 {
            return Ok(old);
        }
    }
    Err(singular())
}

/// One policy-evaluation sweep state by state (the default of [`Mdp::evaluation_sweep`]):
/// writes Q(s, policy[s]) under `old` into `new` (0 where the policy is `NO_ACTION`) and returns
/// max|new − old|. Runs on the current rayon pool, a chunk of states per task.
pub fn evaluation_sweep<M: Mdp + ?Sized>(
    mdp: &M,
    policy: &[u8],
    old: &[f64],
    new: &mut [f64],
) -> f64 {
    let chunk = mdp.chunk_len().max(1);
    new.par_chunks_mut(chunk)
        .enumerate()
        .map(|(ci, part)| {
            let mut d: f64 = 0.0;
            for (i, out) in part.iter_mut().enumerate() {
                let s = ci * chunk + i;
                let v = if policy[s] == NO_ACTION {
                    0.0
                } else {
                    mdp.q_value(s, policy[s] as usize, old)
                };
                d = d.max((v - old[s]).abs());
                *out = v;
            }
            d
        })
        .reduce(|| 0.0, f64::max)
}
