//! Whole-grid sweeps on the row kernel (`kernel.rs`): the grid is cut into bands of whole rows,
//! swept in parallel with rayon (each band walks its rows top down, so the rows above and below
//! are still in cache), and the bands' max|ΔV| are combined. Small grids are swept on the calling
//! thread. The result does not depend on the number of threads or the band size.

use super::kernel::{Coefficients, Follow, Greedy, GreedyExact, Pick, Stencil};
use super::GridWorld;
use crate::rl::real::Real;
use crate::rl::value_iteration::SEQUENTIAL_STATES;
use rayon::prelude::*;

/// A band holds at least this many cells (fewer, larger tasks on narrow grids).
const MIN_BAND_CELLS: usize = 16 * 1024;
/// Bands per thread, for load balance when the threads are shared.
const BANDS_PER_THREAD: usize = 8;

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
        let flags = self.stencil().flags();
        if self.params().living_reward.to_bits() == (-0.0f64).to_bits() {
            sweep_bands::<T, GreedyExact>(self, flags, old, new)
        } else {
            sweep_bands::<T, Greedy>(self, flags, old, new)
        }
    }

    /// One policy-evaluation sweep in precision `T` on the row kernel: writes Q(s, π(s)) under
    /// `old` into `new` (the exit reward at exits, 0 at walls) and returns max|new − old|. The
    /// policy gives every open cell a move (N, W, S or E), as policy iteration keeps it; walls
    /// must hold 0 in `old`. In `f64`
    /// the values are bit for bit those of the per-state
    /// [`evaluation_sweep`](crate::rl::policy_iteration::evaluation_sweep).
    pub fn sweep_policy_values<T: Real>(&self, policy: &[u8], old: &[T], new: &mut [T]) -> T {
        sweep_bands::<T, Follow>(self, policy, old, new)
    }
}

fn sweep_bands<T: Real, P: Pick>(g: &GridWorld, aux: &[u8], old: &[T], new: &mut [T]) -> T {
    let st = g.stencil();
    let n = st.width() * st.height();
    assert!(
        old.len() == n && new.len() == n && aux.len() == n,
        "a sweep needs one value and one policy entry per cell"
    );
    debug_assert!(
        st.walls_hold_zero(old),
        "the row kernel keeps the old value of a wall"
    );
    let k = Coefficients::new(g.params());
    if n <= SEQUENTIAL_STATES {
        return st.band::<T, P>(&k, aux, old, 0, new);
    }
    let rows = band_rows(st.width(), st.height());
    new.par_chunks_mut(rows * st.width())
        .enumerate()
        .map(|(b, out)| st.band::<T, P>(&k, aux, old, b * rows, out))
        .reduce(|| T::ZERO, T::max)
}

/// Rows per band: about `BANDS_PER_THREAD` bands per thread, each of at least `MIN_BAND_CELLS`.
fn band_rows(width: usize, height: usize) -> usize {
    let threads = rayon::current_num_threads().max(1);
    let by_threads = height.div_ceil(threads * BANDS_PER_THREAD);
    let by_size = MIN_BAND_CELLS.div_ceil(width.max(1));
    by_threads.max(by_size).clamp(1, height.max(1))
}
