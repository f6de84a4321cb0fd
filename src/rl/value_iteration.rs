//! Batch value iteration: V₀ = 0, V_{k+1}(s) = max_a Σ T(s,a,s')·[R + γ·V_k(s')], each sweep reading
//! only the previous array and writing a second one (two flat `Vec<f64>`s, swapped per sweep). Sweeps
//! run in parallel with rayon over chunks of states (grid rows); the result does not depend on the
//! number of threads.

use super::mdp::Mdp;
use super::real::Real;
use rayon::prelude::*;

/// When value iteration stops.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ViOptions {
    /// Run exactly this many sweeps (ignores `tolerance`).
    pub iterations: Option<usize>,
    /// Otherwise stop after the first sweep whose max|ΔV| is below this.
    pub tolerance: f64,
    /// Upper bound on sweeps when running to tolerance.
    pub max_iterations: usize,
}

impl Default for ViOptions {
    fn default() -> ViOptions {
        ViOptions {
            iterations: None,
            tolerance: 1e-9,
            max_iterations: 100_000,
        }
    }
}

/// The outcome of value iteration.
#[derive(Clone, Debug, PartialEq)]
pub struct ViResult {
    /// V_k, one entry per state (0 for states without actions).
    pub values: Vec<f64>,
    /// Number of sweeps k.
    pub iterations: usize,
    /// max|V_{i+1} − V_i| of each sweep.
    pub deltas: Vec<f64>,
    /// True when the tolerance was reached (always true for a fixed iteration count).
    pub converged: bool,
}

/// Models up to this many states are swept on the calling thread (no task overhead).
pub const SEQUENTIAL_STATES: usize = 4096;

/// One synchronous sweep: writes the backup of `old` into `new` and returns max|new − old|.
/// Runs on the current rayon pool (use `ThreadPool::install` to choose one).
pub fn sweep<M: Mdp + ?Sized>(mdp: &M, old: &[f64], new: &mut [f64]) -> f64 {
    if new.len() <= SEQUENTIAL_STATES {
        let mut delta: f64 = 0.0;
        for (s, out) in new.iter_mut().enumerate() {
            let v = mdp.backup(s, old).map_or(0.0, |(_, q)| q);
            delta = delta.max((v - old[s]).abs());
            *out = v;
        }
        return delta;
    }
    let chunk = mdp.chunk_len().max(1);
    new.par_chunks_mut(chunk)
        .enumerate()
        .map(|(ci, part)| {
            let base = ci * chunk;
            let mut delta: f64 = 0.0;
            for (i, out) in part.iter_mut().enumerate() {
                let s = base + i;
                let v = mdp.backup(s, old).map_or(0.0, |(_, q)| q);
                delta = delta.max((v - old[s]).abs());
                *out = v;
            }
            delta
        })
        .reduce(|| 0.0, f64::max)
}

/// Runs value iteration from V = 0 (with the model's own sweep, [`Mdp::sweep`]).
pub fn value_iteration<M: Mdp>(mdp: &M, opts: &ViOptions) -> ViResult {
    iterate(
        mdp.num_states(),
        opts,
        |old: &[f64], new: &mut [f64]| mdp.sweep(old, new),
        &mut |_, _| {},
    )
}

/// Runs value iteration from V = 0 over `n` states in precision `T`, with `sweep` writing the
/// backup of its first argument into its second and returning max|ΔV|; `observe(k, delta)` is
/// called after sweep k (1-based). Values and deltas are reported as `f64`.
pub fn iterate<T: Real>(
    n: usize,
    opts: &ViOptions,
    mut sweep: impl FnMut(&[T], &mut [T]) -> T,
    observe: &mut dyn FnMut(usize, f64),
) -> ViResult {
    let sweeps = |old: &[T], new: &mut [T], deltas: &mut [T]| deltas[0] = sweep(old, new);
    iterate_in_passes(n, opts, 1, sweeps, observe)
}

/// [`iterate`] with up to `per_pass` sweeps at a time: `sweeps(old, new, deltas)` runs
/// `deltas.len()` sweeps from `old`, writes the last values into `new` and the max|ΔV| of
/// each sweep into `deltas`. Stops after the same sweep as [`iterate`], with the same values
/// and deltas: when the tolerance is met inside a pass, the pass is run again, shorter. The stop
/// flag is checked before each pass.
pub fn iterate_in_passes<T: Real>(
    n: usize,
    opts: &ViOptions,
    per_pass: usize,
    mut sweeps: impl FnMut(&[T], &mut [T], &mut [T]),
    observe: &mut dyn FnMut(usize, f64),
) -> ViResult {
    let mut old = super::zeroed::zeroed::<T>(n);
    let mut new = super::zeroed::zeroed::<T>(n);
    let mut deltas = Vec::new();
    let limit = opts.iterations.unwrap_or(opts.max_iterations);
    let mut converged = opts.iterations.is_some();
    while deltas.len() < limit && !super::stop::requested() {
        let mut pass = vec![T::ZERO; per_pass.clamp(1, limit - deltas.len())];
        sweeps(&old, &mut new, &mut pass);
        let met = opts.iterations.is_none() && pass.iter().any(|d| d.to_f64() < opts.tolerance);
        if met {
            let first = pass.iter().position(|d| d.to_f64() < opts.tolerance);
            let used = first.map_or(pass.len(), |i| i + 1);
            if used < pass.len() {
                pass.truncate(used);
                sweeps(&old, &mut new, &mut pass);
            }
        }
        std::mem::swap(&mut old, &mut new);
        for d in pass {
            deltas.push(d.to_f64());
            observe(deltas.len(), d.to_f64());
        }
        if met {
            converged = true;
            break;
        }
    }
    ViResult {
        values: T::into_f64s(old),
        iterations: deltas.len(),
        deltas,
        converged,
    }
}
