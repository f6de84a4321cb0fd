//! Temporal blocking of grid sweeps: several Jacobi sweeps in one pass over a band of rows, as
//! stencil codes do to cut memory traffic. Sweep t of row r needs rows r−1, r, r+1 of sweep t−1,
//! so the pass walks a wavefront down the band: at each step sweep 1 computes the next row from
//! the old values, sweep 2 the row above it, and so on; every intermediate sweep keeps only its
//! last three rows (a small ring that stays in cache), and only the last sweep writes the output.
//! The old array is read once and the new one written once per pass instead of once per sweep.
//! A band also computes the rows within `sweeps − t` of its edges for sweep t (its halo, done
//! again by the neighbouring band), so bands stay independent. Each cell's arithmetic is that of
//! a single sweep, so the values are the same bits; the max|ΔV| of each sweep is kept apart.

use crate::rl::real::Real;

/// Where a pass over one band reads and writes.
pub(super) struct Pass<'a, T> {
    /// Number of columns.
    pub width: usize,
    /// Number of rows of the grid.
    pub height: usize,
    /// The old values of the whole grid.
    pub old: &'a [T],
    /// The band's first row.
    pub first: usize,
    /// The band's rows of the last sweep's values.
    pub out: &'a mut [T],
}

/// Runs `deltas.len()` sweeps over the band of `pass` (at least one), each row through
/// `row(r, up, cur, down, out)`, which writes row r of a sweep from rows r−1, r, r+1 of the
/// previous one (the row itself stands in beyond the grid's edge) and returns its max|ΔV|;
/// `deltas[t]` becomes the largest max|ΔV| of sweep t + 1 over the rows the band computed.
pub(super) fn band<T: Real>(
    pass: Pass<'_, T>,
    deltas: &mut [T],
    row: &mut impl FnMut(usize, &[T], &[T], &[T], &mut [T]) -> T,
) {
    let Pass {
        width: w,
        height: h,
        old,
        first,
        out,
    } = pass;
    let sweeps = deltas.len();
    let end = first + out.len() / w;
    // Sweep t (1-based) computes the rows lo(t)..hi(t).
    let lo = |t: usize| first.saturating_sub(sweeps - t);
    let hi = |t: usize| (end + sweeps - t).min(h);
    let mut ring = vec![T::ZERO; (sweeps - 1) * 3 * w];
    for step in lo(1)..hi(1) + sweeps - 1 {
        for t in 1..=sweeps {
            let Some(r) = (step + 1).checked_sub(t) else {
                break;
            };
            if r < lo(t) || r >= hi(t) {
                continue;
            }
            // Sweep t − 1 is the old array or ring t − 2; sweep t writes ring t − 1 or `out`.
            let (below, above) = ring.split_at_mut((t - 1) * 3 * w);
            let src: &[T] = if t == 1 {
                old
            } else {
                &below[(t - 2) * 3 * w..]
            };
            let line = |i: usize| {
                let slot = if t == 1 { i } else { i % 3 };
                &src[slot * w..(slot + 1) * w]
            };
            let cur = line(r);
            let up = if r > 0 { line(r - 1) } else { cur };
            let down = if r + 1 < h { line(r + 1) } else { cur };
            let dst = if t == sweeps {
                &mut out[(r - first) * w..(r - first + 1) * w]
            } else {
                &mut above[(r % 3) * w..(r % 3 + 1) * w]
            };
            let d = row(r, up, cur, down, dst);
            deltas[t - 1] = deltas[t - 1].max(d);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 1-D stand-in for a sweep (each row's value is its old value plus those of its two
    /// neighbours) shows the passes give the same rows and per-sweep maxima as single sweeps.
    #[test]
    fn a_pass_equals_its_sweeps_one_by_one() {
        let (w, h) = (3, 23);
        let start: Vec<f64> = (0..w * h).map(|i| (i % 7) as f64 - 2.0).collect();
        let mut row = |_: usize, up: &[f64], cur: &[f64], down: &[f64], out: &mut [f64]| {
            let mut d: f64 = 0.0;
            for x in 0..out.len() {
                out[x] = 0.25 * (up[x] + cur[x] + down[x]);
                d = d.max((out[x] - cur[x]).abs());
            }
            d
        };
        let mut one = start.clone();
        let mut single = Vec::new();
        for _ in 0..4 {
            let mut next = vec![0.0; w * h];
            let mut d = [0.0];
            let pass = Pass {
                width: w,
                height: h,
                old: &one,
                first: 0,
                out: &mut next,
            };
            band(pass, &mut d, &mut row);
            single.push(d[0]);
            one = next;
        }
        let mut blocked = vec![0.0; w * h];
        let mut deltas = [0.0; 4];
        for (b, out) in blocked.chunks_mut(5 * w).enumerate() {
            let mut d = [0.0; 4];
            let pass = Pass {
                width: w,
                height: h,
                old: &start,
                first: b * 5,
                out,
            };
            band(pass, &mut d, &mut row);
            for (m, x) in deltas.iter_mut().zip(d) {
                *m = m.max(x);
            }
        }
        assert_eq!(one, blocked);
        assert_eq!(single, deltas);
    }
}
