//! Whole-grid sweeps on the row kernel (`kernel.rs`): the grid is cut into bands of whole rows,
//! swept in parallel with rayon (each band walks its rows top down, so the rows above and below
//! are still in cache), and the bands' max|ΔV| are combined. Value iteration may run several
//! sweeps per pass over a band (temporal blocking, `temporal.rs`), as many as keep their rows in
//! cache. Small grids are swept on the calling thread. The result does not depend on the number
//! of threads, the band size or the sweeps per pass.

use super::isa::Isa;
use super::kernel::{BandInput, Coefficients, Follow, Greedy, GreedyExact, Pick, Stencil};
use super::GridWorld;
use crate::rl::real::Real;
use crate::rl::value_iteration::SEQUENTIAL_STATES;
use rayon::prelude::*;

/// A band holds at least this many cells (fewer, larger tasks on narrow grids).
const MIN_BAND_CELLS: usize = 16 * 1024;
/// Bands per thread, for load balance when the threads are shared.
const BANDS_PER_THREAD: usize = 8;
/// A band holds at least this many rows per sweep of a pass (its halo stays small).
const ROWS_PER_SWEEP: usize = 8;
/// At most this many sweeps per pass.
const MAX_SWEEPS_PER_PASS: usize = 8;
/// The bytes of the rows a pass keeps between its sweeps (three per intermediate sweep): more
/// than a core's second-level cache, less than its share of the third level. Measured on
/// `random:4000x4000` (one thread, f64), 8 sweeps per pass took 7% less CPU time than the 5
/// that half this budget allows, and 12 no less than 8.
const PASS_ROW_BYTES: usize = 768 * 1024;

impl GridWorld {
    /// The layout as the row kernel reads it (built on first use, then kept).
    pub fn stencil(&self) -> &Stencil {
        self.stencil.get_or_init(|| Stencil::new(self))
    }

    /// One value-iteration sweep in precision `T` on the row kernel: writes the backup of `old`
    /// into `new` and returns max|new − old|. Walls must hold 0 in `old`, as they do in every
    /// value array a sweep writes. In `f64` the values are bit for bit those of the per-state
    /// [`value_iteration::sweep`](crate::rl::value_iteration::sweep). Runs on the current rayon
    /// pool.
    pub fn sweep_values<T: Real>(&self, old: &[T], new: &mut [T]) -> T {
        let mut delta = [T::ZERO];
        self.sweeps_values(old, new, &mut delta);
        delta[0]
    }

    /// `deltas.len()` value-iteration sweeps (at least one) in precision `T` in one pass:
    /// writes the values after the last one into `new` and the max|ΔV| of sweep t + 1 into
    /// `deltas[t]`, the same values and maxima as that many calls of
    /// [`sweep_values`](GridWorld::sweep_values). Walls must hold 0 in `old`.
    pub fn sweeps_values<T: Real>(&self, old: &[T], new: &mut [T], deltas: &mut [T]) {
        self.sweeps_values_on(Isa::best(), old, new, deltas)
    }

    /// [`sweeps_values`](GridWorld::sweeps_values) on the kernel's compilation `isa` (the same
    /// bits on every one; for benchmarks and tests).
    ///
    /// # Panics
    /// When this CPU does not run `isa` ([`Isa::supported`]).
    pub fn sweeps_values_on<T: Real>(&self, isa: Isa, old: &[T], new: &mut [T], deltas: &mut [T]) {
        let flags = self.stencil().flags();
        if self.params().living_reward.to_bits() == (-0.0f64).to_bits() {
            sweep_bands::<T, GreedyExact>(self, isa, flags, old, new, deltas)
        } else {
            sweep_bands::<T, Greedy>(self, isa, flags, old, new, deltas)
        }
    }

    /// How many sweeps [`sweeps_values`](GridWorld::sweeps_values) should run per pass in
    /// precision `T`: as many as keep their rows in cache, at most 8.
    pub fn sweeps_per_pass<T: Real>(&self) -> usize {
        let row = self.width() * std::mem::size_of::<T>();
        (1 + PASS_ROW_BYTES / (3 * row)).min(MAX_SWEEPS_PER_PASS)
    }

    /// One policy-evaluation sweep in precision `T` on the row kernel: writes Q(s, π(s)) under
    /// `old` into `new` (the exit reward at exits, 0 at walls) and returns max|new − old|. The
    /// policy gives every open cell a move (N, W, S or E), as policy iteration keeps it; walls
    /// must hold 0 in `old`. In `f64`
    /// the values are bit for bit those of the per-state
    /// [`evaluation_sweep`](crate::rl::policy_iteration::evaluation_sweep).
    pub fn sweep_policy_values<T: Real>(&self, policy: &[u8], old: &[T], new: &mut [T]) -> T {
        let mut delta = [T::ZERO];
        sweep_bands::<T, Follow>(self, Isa::best(), policy, old, new, &mut delta);
        delta[0]
    }
}

fn sweep_bands<T: Real, P: Pick>(
    g: &GridWorld,
    isa: Isa,
    aux: &[u8],
    old: &[T],
    new: &mut [T],
    deltas: &mut [T],
) {
    let st = g.stencil();
    let n = st.width() * st.height();
    assert!(
        old.len() == n && new.len() == n && aux.len() == n && !deltas.is_empty(),
        "a sweep needs one value and one policy entry per cell"
    );
    debug_assert!(
        st.walls_hold_zero(old),
        "the row kernel keeps the old value of a wall"
    );
    let k = Coefficients::new(g.params());
    let input = |first| BandInput {
        k: &k,
        aux,
        old,
        first,
    };
    deltas.fill(T::ZERO);
    if n <= SEQUENTIAL_STATES {
        return st.band::<T, P>(isa, input(0), new, deltas);
    }
    let sweeps = deltas.len();
    let rows = band_rows(st.width(), st.height(), sweeps);
    let band_deltas = new
        .par_chunks_mut(rows * st.width())
        .enumerate()
        .map(|(b, out)| {
            let mut d = vec![T::ZERO; sweeps];
            st.band::<T, P>(isa, input(b * rows), out, &mut d);
            d
        })
        .collect::<Vec<_>>();
    for d in band_deltas {
        for (m, x) in deltas.iter_mut().zip(d) {
            *m = m.max(x);
        }
    }
}

/// Rows per band: about `BANDS_PER_THREAD` bands per thread, each of at least `MIN_BAND_CELLS`
/// and of `ROWS_PER_SWEEP` rows per sweep of the pass.
fn band_rows(width: usize, height: usize, sweeps: usize) -> usize {
    let threads = rayon::current_num_threads().max(1);
    let by_threads = height.div_ceil(threads * BANDS_PER_THREAD);
    let by_size = MIN_BAND_CELLS.div_ceil(width.max(1));
    let by_sweeps = if sweeps > 1 {
        ROWS_PER_SWEEP * sweeps
    } else {
        1
    };
    by_threads
        .max(by_size)
        .max(by_sweeps)
        .clamp(1, height.max(1))
}
