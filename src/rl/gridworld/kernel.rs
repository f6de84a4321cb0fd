//! The streaming row kernel of grid sweeps. Each cell's four move targets are fixed by the layout,
//! so they are precomputed once as one flag byte per cell (which of N, W, S, E bumps back into the
//! cell, and whether the cell is open, an exit or a wall); a sweep then streams whole rows: the
//! row above, the row itself and the row below of the old values, the flag bytes, and the output
//! row. The inner loop has no per-cell branches (moves that bump, walls and exits are selects on
//! the flags) and no bounds checks, so the compiler vectorises it; the flag bytes of a chunk of
//! the row are widened to the lanes' width first, so that each select is a shift of its flag into
//! the sign bit and a blend (with AVX-512, a mask test and a masked blend). The kernel is
//! compiled once per vector extension and chosen at run time (`isa.rs`); with AVX-512, value
//! iteration runs the interior of its rows in intrinsics instead (`avx512.rs`). Cells that are
//! not open keep their old value in the loop: walls hold 0 from the start, and exit cells, a few
//! per thousand, get their reward from a sorted list after the row is done.
//!
//! The arithmetic is that of the per-state backup [`GridWorld::best`] and of the per-state
//! [`Mdp::q_value`](crate::rl::mdp::Mdp::q_value):
//! `q_a = r + γ·(((1−p)·v_a + (p/2)·v_left(a)) + (p/2)·v_right(a))`, then the maximum taken in
//! the slot order N, W, S, E from −∞ with a strict `>`. Three rewrites save work without
//! changing a bit (see [`Greedy`] and [`Follow`]): products shared between actions are computed
//! once; policy evaluation picks the inner sum of its action before applying `r + γ·`; value
//! iteration applies `r + γ·` to the largest inner sum only, which is exact because rounding is
//! monotone (with the one exception of r = −0, swept by [`GreedyExact`]). In `f64` the values
//! are therefore the same bits as the per-state path, and `tests/rl_kernel.rs` checks it.

use super::avx512::Masks;
use super::isa::Isa;
use super::{GridWorld, Params, EAST, EXIT_BASE, NORTH, OPEN, SOUTH, WEST};
use crate::rl::real::Real;
use rayon::prelude::*;

/// Cells whose flags are widened at a time (a multiple of every compilation's lanes, `isa.rs`).
const CHUNK: usize = 128;

/// Flag: the move north bumps back (wall or edge).
pub(super) const BLOCK_N: u8 = 1;
/// Flag: the move west bumps back.
pub(super) const BLOCK_W: u8 = 2;
/// Flag: the move south bumps back.
pub(super) const BLOCK_S: u8 = 4;
/// Flag: the move east bumps back.
pub(super) const BLOCK_E: u8 = 8;
/// Flag: an open cell (its value is a backup).
pub(super) const OPEN_CELL: u8 = 16;
/// Flag: an exit cell (its value is its reward, written from the exit list after the row).
const EXIT_CELL: u8 = 32;

/// The layout as the kernel reads it: one flag byte per cell and the exits with their rewards,
/// sorted by cell. Depends on the cells only, not on the dynamics.
#[derive(Clone, Debug)]
pub struct Stencil {
    width: usize,
    height: usize,
    flags: Vec<u8>,
    exits: Vec<(usize, f64)>,
    masks: Masks,
}

impl Stencil {
    /// The flags of every cell of `g` (rows in parallel).
    pub fn new(g: &GridWorld) -> Stencil {
        let (width, height) = (g.width(), g.height());
        let mut flags = vec![0u8; width * height];
        flags
            .par_chunks_mut(width)
            .enumerate()
            .for_each(|(row, out)| {
                for (x, f) in out.iter_mut().enumerate() {
                    let s = row * width + x;
                    let kind = match g.cell(s) {
                        OPEN => OPEN_CELL,
                        c if c >= EXIT_BASE => EXIT_CELL,
                        _ => 0,
                    };
                    let blocked = [
                        (NORTH, BLOCK_N),
                        (WEST, BLOCK_W),
                        (SOUTH, BLOCK_S),
                        (EAST, BLOCK_E),
                    ]
                    .iter()
                    .filter(|&&(dir, _)| g.step(s, dir) == s)
                    .fold(0, |m, &(_, bit)| m | bit);
                    *f = kind | blocked;
                }
            });
        let exits = (0..flags.len())
            .filter(|&s| flags[s] & EXIT_CELL != 0)
            .map(|s| (s, g.exit_reward(s).unwrap_or(0.0)))
            .collect();
        // The AVX-512 rows read the flags as bit masks (no use elsewhere).
        let masks = if Isa::Avx512.supported() {
            Masks::new(&flags, width)
        } else {
            Masks::default()
        };
        Stencil {
            width,
            height,
            flags,
            exits,
            masks,
        }
    }

    /// Number of columns.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Number of rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// True when every wall holds 0 in `v` (the row kernel keeps a wall's old value).
    pub(super) fn walls_hold_zero<T: Real>(&self, v: &[T]) -> bool {
        self.flags
            .iter()
            .zip(v)
            .all(|(&f, &x)| f & (OPEN_CELL | EXIT_CELL) != 0 || x == T::ZERO)
    }

    /// The flags as bit masks, for the AVX-512 rows (empty on CPUs without AVX-512).
    #[cfg(target_arch = "x86_64")]
    pub(super) fn masks(&self) -> &Masks {
        &self.masks
    }

    /// The flag bytes, one per cell.
    pub(super) fn flags(&self) -> &[u8] {
        &self.flags
    }

    /// Row `r` of a sweep from the rows above, at and below it of the previous one: the row
    /// kernel, then the exits; returns max|new − old| over the row.
    #[inline(always)]
    pub(super) fn band_row<T: Real, P: Pick, const L: usize>(
        &self,
        input: BandInput<'_, T>,
        r: usize,
        [up, cur, down]: [&[T]; 3],
        out: &mut [T],
    ) -> T {
        let cells = r * self.width..(r + 1) * self.width;
        let (flags, aux) = (&self.flags[cells.clone()], &input.aux[cells.clone()]);
        let d = row::<T, P, L>(input.k, flags, aux, up, cur, down, out);
        d.max(self.exits_of(cells, cur, out))
    }

    /// Writes the rewards of the exits among `cells` (whose old values are `cur` and new ones
    /// `out`) and returns their max|new − old|.
    pub(super) fn exits_of<T: Real>(
        &self,
        cells: std::ops::Range<usize>,
        cur: &[T],
        out: &mut [T],
    ) -> T {
        let from = self.exits.partition_point(|&(s, _)| s < cells.start);
        let mut delta = T::ZERO;
        for &(s, reward) in self.exits[from..]
            .iter()
            .take_while(|&&(s, _)| s < cells.end)
        {
            let x = s - cells.start;
            let v = T::from_f64(reward);
            delta = delta.max((v - cur[x]).abs());
            out[x] = v;
        }
        delta
    }
}

/// What a band sweep reads: the constants, the policy bytes and old values of the whole grid,
/// and the band's first row.
#[derive(Clone, Copy)]
pub(super) struct BandInput<'a, T> {
    /// The constants of the backup.
    pub k: &'a Coefficients<T>,
    /// The policy of every cell (read by `Follow` only).
    pub aux: &'a [u8],
    /// The old values of every cell.
    pub old: &'a [T],
    /// The band's first row.
    pub first: usize,
}

/// The constants of the backup, in the sweep's precision.
#[derive(Clone, Copy, Debug)]
pub struct Coefficients<T> {
    pub(super) straight: T,
    pub(super) side: T,
    pub(super) discount: T,
    pub(super) living: T,
}

impl<T: Real> Coefficients<T> {
    /// The constants of `p`, computed in `f64` as the per-state backup does, then rounded to `T`.
    pub fn new(p: Params) -> Coefficients<T> {
        Coefficients {
            straight: T::from_f64(1.0 - p.noise),
            side: T::from_f64(p.noise / 2.0),
            discount: T::from_f64(p.discount),
            living: T::from_f64(p.living_reward),
        }
    }

    /// The same constants in type `U`, each through `f64` (exact when `U` is `T`, or wider).
    pub(super) fn convert<U: Real>(&self) -> Coefficients<U> {
        let c = |x: T| U::from_f64(x.to_f64());
        Coefficients {
            straight: c(self.straight),
            side: c(self.side),
            discount: c(self.discount),
            living: c(self.living),
        }
    }
}

/// How an open cell's new value is chosen from its four move sums
/// `x_a = ((1−p)·v_a + (p/2)·v_left(a)) + (p/2)·v_right(a)`, whose Q-values are `r + γ·x_a`.
pub(super) trait Pick {
    /// `Some(exact)` when the value is the largest Q-value (`exact`: found as [`GreedyExact`]
    /// does), `None` when it follows the policy.
    const MAXIMUM: Option<bool>;
    /// The value from `x` (slots N, W, S, E) and the cell's policy byte.
    fn pick<T: Real>(k: &Coefficients<T>, x: [T; 4], action: u8) -> T;
}

/// Value iteration: the largest Q-value. `r + γ·x` (rounded) never decreases as `x` grows, so
/// the largest Q-value is `r + γ·max x`, with one multiplication and one addition instead of
/// four; both are the same bits unless `r` is −0 (then a Q-value can be −0 where another is +0,
/// and [`GreedyExact`] is used).
pub(super) struct Greedy;

impl Pick for Greedy {
    const MAXIMUM: Option<bool> = Some(false);
    #[inline(always)]
    fn pick<T: Real>(k: &Coefficients<T>, x: [T; 4], _: u8) -> T {
        let mut best = x[0];
        for v in &x[1..] {
            best = if *v > best { *v } else { best };
        }
        k.living + k.discount * best
    }
}

/// Value iteration as the per-state backup writes it: every Q-value, then the first largest.
pub(super) struct GreedyExact;

impl Pick for GreedyExact {
    const MAXIMUM: Option<bool> = Some(true);
    #[inline(always)]
    fn pick<T: Real>(k: &Coefficients<T>, x: [T; 4], _: u8) -> T {
        let mut best = T::NEG_INFINITY;
        for v in x {
            let q = k.living + k.discount * v;
            best = if q > best { q } else { best };
        }
        best
    }
}

/// Policy evaluation: the Q-value of the policy's action.
pub(super) struct Follow;

impl Pick for Follow {
    const MAXIMUM: Option<bool> = None;
    #[inline(always)]
    fn pick<T: Real>(k: &Coefficients<T>, x: [T; 4], action: u8) -> T {
        let a = action as usize;
        let v = if a == WEST { x[1] } else { x[0] };
        let v = if a == SOUTH { x[2] } else { v };
        let v = if a == EAST { x[3] } else { v };
        k.living + k.discount * v
    }
}

/// The new value of one cell from its flags, policy byte and the old values around it. Cells
/// that are not open keep their old value (exits are written afterwards; walls hold 0).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn cell<T: Real, P: Pick>(
    k: &Coefficients<T>,
    flags: T::Bits,
    action: u8,
    up: T,
    left: T,
    c: T,
    right: T,
    down: T,
) -> T {
    let set = |flag: u8| flags & T::Bits::from(flag) != T::Bits::default();
    let n = if set(BLOCK_N) { c } else { up };
    let w = if set(BLOCK_W) { c } else { left };
    let s = if set(BLOCK_S) { c } else { down };
    let e = if set(BLOCK_E) { c } else { right };
    let (sn, sw, ss, se) = (k.side * n, k.side * w, k.side * s, k.side * e);
    let x = [
        (k.straight * n + sw) + se,
        (k.straight * w + ss) + sn,
        (k.straight * s + se) + sw,
        (k.straight * e + sn) + ss,
    ];
    let v = P::pick(k, x, action);
    if set(OPEN_CELL) {
        v
    } else {
        c
    }
}

/// One row: writes the new values into `out` and returns max|new − old| (exits keep their old
/// value here). All slices have the row's width.
#[inline(always)]
fn row<T: Real, P: Pick, const LANES: usize>(
    k: &Coefficients<T>,
    flags: &[u8],
    aux: &[u8],
    up: &[T],
    cur: &[T],
    down: &[T],
    out: &mut [T],
) -> T {
    let w = cur.len();
    if w <= 2 {
        return row_rest::<T, P>(k, flags, aux, [up, cur, down], out, 0);
    }
    // The interior, as equal-length slices so the loop has no bounds checks, in blocks of
    // `LANES` cells with one running maximum per lane (a single running maximum would chain
    // every cell to the one before and keep the loop scalar). The flags of up to `CHUNK` cells
    // are first widened to the lanes' width: a flag test is then one shift of the flag into the
    // sign bit before the select, where bytes would need a mask, a compare and a widening
    // shuffle per flag.
    let n = w - 2;
    let (f, a) = (&flags[1..=n], &aux[1..=n]);
    let (u, d) = (&up[1..=n], &down[1..=n]);
    let (l, c, r) = (&cur[..n], &cur[1..=n], &cur[2..]);
    let o = &mut out[1..=n];
    let mut lanes = [T::ZERO; LANES];
    let mut wide = [T::Bits::default(); CHUNK];
    let whole = n - n % LANES;
    for start in (0..whole).step_by(CHUNK) {
        let len = CHUNK.min(whole - start);
        for (x, &byte) in wide.iter_mut().zip(&f[start..start + len]) {
            *x = T::Bits::from(byte);
        }
        for q in (0..len).step_by(LANES) {
            let b = start + q..start + q + LANES;
            let (a, u, d) = (&a[b.clone()], &u[b.clone()], &d[b.clone()]);
            let (l, c, r) = (&l[b.clone()], &c[b.clone()], &r[b.clone()]);
            let (fw, o) = (&wide[q..q + LANES], &mut o[b]);
            for j in 0..LANES {
                let v = cell::<T, P>(k, fw[j], a[j], u[j], l[j], c[j], r[j], d[j]);
                let change = (v - c[j]).abs();
                lanes[j] = if change > lanes[j] { change } else { lanes[j] };
                o[j] = v;
            }
        }
    }
    let rest = row_rest::<T, P>(k, flags, aux, [up, cur, down], out, whole);
    lanes.into_iter().fold(rest, T::max)
}

/// The cells of a row that a blocked loop leaves, one by one: the edge columns and the interior
/// cells (columns 1 to width − 2) from the `from`-th on, or every cell of a row of width 1 or 2.
/// Writes their new values into `out` and returns their max|new − old|.
#[inline(always)]
pub(super) fn row_rest<T: Real, P: Pick>(
    k: &Coefficients<T>,
    flags: &[u8],
    aux: &[u8],
    [up, cur, down]: [&[T]; 3],
    out: &mut [T],
    from: usize,
) -> T {
    let w = cur.len();
    let at = |x: usize, left: T, right: T| {
        let f = T::Bits::from(flags[x]);
        cell::<T, P>(k, f, aux[x], up[x], left, cur[x], right, down[x])
    };
    let mut delta = T::ZERO;
    if w <= 2 {
        for x in 0..w {
            let left = cur[x.saturating_sub(1)];
            let right = cur[(x + 1).min(w - 1)];
            out[x] = at(x, left, right);
            delta = delta.max((out[x] - cur[x]).abs());
        }
        return delta;
    }
    // The edge columns (their outward move always bumps, so the cell itself stands in).
    out[0] = at(0, cur[0], cur[1]);
    out[w - 1] = at(w - 1, cur[w - 2], cur[w - 1]);
    delta = delta.max((out[0] - cur[0]).abs());
    delta = delta.max((out[w - 1] - cur[w - 1]).abs());
    for x in 1 + from..w - 1 {
        out[x] = at(x, cur[x - 1], cur[x + 1]);
        delta = delta.max((out[x] - cur[x]).abs());
    }
    delta
}
