//! The interior of value-iteration rows written out in AVX-512 intrinsics. The compiled loop of
//! `kernel.rs` tests each flag of a block of cells against its widened flag bytes (one mask test
//! per flag and block, plus the widening); here the flags are read as bit masks precomputed
//! once per layout ([`Masks`]: one bit per cell and flag, for the interior columns of each row),
//! straight into mask registers, which costs a load and none of the two vector ports that the
//! arithmetic needs. The arithmetic is the kernel's, operation for operation in the same order
//! (products, then the sums as written, then the maximum with `>`, no fused multiply-add), so
//! the values are the same bits; the edge columns and the last cells that do not fill a vector
//! are left to the kernel's scalar code.

#[cfg(target_arch = "x86_64")]
use std::arch::x86_64::*;

#[cfg(target_arch = "x86_64")]
use super::kernel::{row_rest, BandInput, Coefficients, Pick, Stencil};
#[cfg(target_arch = "x86_64")]
use crate::rl::real::Real;
use rayon::prelude::*;

/// The flags a mask is kept for, in the order of [`Masks::row`].
pub(super) const MASKED: [u8; 5] = [
    super::kernel::BLOCK_N,
    super::kernel::BLOCK_W,
    super::kernel::BLOCK_S,
    super::kernel::BLOCK_E,
    super::kernel::OPEN_CELL,
];

/// One bit per interior cell (columns 1 to width − 2) and flag of [`MASKED`]: bit j of byte i of
/// a row's mask is the flag of column 1 + 8i + j.
#[derive(Clone, Debug, Default)]
pub(super) struct Masks {
    row_bytes: usize,
    bits: Vec<u8>,
}

impl Masks {
    /// The masks of the flag bytes `flags` of a grid `width` columns wide (rows in parallel).
    pub(super) fn new(flags: &[u8], width: usize) -> Masks {
        // An even number of bytes, so that 16-cell masks (f32) can be read as pairs.
        let row_bytes = width.saturating_sub(2).div_ceil(16) * 2;
        let mut bits = vec![0u8; row_bytes * MASKED.len() * (flags.len() / width.max(1))];
        if row_bytes > 0 {
            bits.par_chunks_mut(row_bytes * MASKED.len())
                .zip(flags.par_chunks(width))
                .for_each(|(out, row)| {
                    for (masks, &flag) in out.chunks_mut(row_bytes).zip(&MASKED) {
                        for (m, cells) in masks.iter_mut().zip(row[1..width - 1].chunks(8)) {
                            *m = cells
                                .iter()
                                .enumerate()
                                .fold(0, |m, (j, &f)| m | u8::from(f & flag != 0) << j);
                        }
                    }
                });
        }
        Masks { row_bytes, bits }
    }

    /// The masks of row `r`, one slice per flag of [`MASKED`].
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    pub(super) fn row(&self, r: usize) -> [&[u8]; 5] {
        let base = r * self.row_bytes * MASKED.len();
        std::array::from_fn(|f| {
            let start = base + f * self.row_bytes;
            &self.bits[start..start + self.row_bytes]
        })
    }
}

/// Writes the values of the interior cells of a row that fill whole vectors, columns 1 to
/// `done`, and returns `(done, max|new − old|)` over them; `EXACT` takes every Q-value's
/// maximum as [`GreedyExact`](super::kernel::GreedyExact) does, otherwise as
/// [`Greedy`](super::kernel::Greedy). `masks` are the row's ([`Masks::row`]); all the value
/// slices have the row's width, at least 3.
macro_rules! interior {
    ($name:ident, $t:ty, $lanes:literal, $mask:ty, $read_mask:expr,
     $set1:ident, $loadu:ident, $storeu:ident, $blend:ident, $mul:ident, $add:ident,
     $sub:ident, $max:ident, $abs:ident, $reduce:ident) => {
        #[cfg(target_arch = "x86_64")]
        #[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512dq")]
        pub(super) fn $name<const EXACT: bool>(
            k: &Coefficients<$t>,
            masks: [&[u8]; 5],
            [up, cur, down]: [&[$t]; 3],
            out: &mut [$t],
        ) -> (usize, $t) {
            let w = cur.len();
            let blocks = (w - 2) / $lanes;
            let mask_bytes = blocks * $lanes / 8;
            assert!(up.len() == w && down.len() == w && out.len() == w);
            assert!(masks.iter().all(|m| m.len() >= mask_bytes));
            let read_mask: fn(&[u8], usize) -> $mask = $read_mask;
            let (straight, side) = ($set1(k.straight), $set1(k.side));
            let (discount, living) = ($set1(k.discount), $set1(k.living));
            let mut lanes = $set1(0.0);
            for i in 0..blocks {
                let x = 1 + i * $lanes;
                // SAFETY: every load reads `$lanes` values from column x − 1, x or x + 1 on,
                // and the store writes them from column x on; the last of them is at most
                // column blocks·lanes + 1 ≤ w − 1, inside each slice, of length w (asserted).
                // `read_mask` reads byte i·lanes/8 and the next ones up to `mask_bytes`, inside
                // each mask slice (asserted).
                #[allow(unsafe_code)]
                let (c, l, r, u, d, m) = unsafe {
                    let p = cur.as_ptr().add(x);
                    (
                        $loadu(p),
                        $loadu(p.sub(1)),
                        $loadu(p.add(1)),
                        $loadu(up.as_ptr().add(x)),
                        $loadu(down.as_ptr().add(x)),
                        masks.map(|m| read_mask(m, i)),
                    )
                };
                // A blocked move bumps back: the cell's own value stands in.
                let n = $blend(m[0], u, c);
                let we = $blend(m[1], l, c);
                let s = $blend(m[2], d, c);
                let e = $blend(m[3], r, c);
                let (sn, sw, ss, se) =
                    ($mul(side, n), $mul(side, we), $mul(side, s), $mul(side, e));
                let x4 = [
                    $add($add($mul(straight, n), sw), se),
                    $add($add($mul(straight, we), ss), sn),
                    $add($add($mul(straight, s), se), sw),
                    $add($add($mul(straight, e), sn), ss),
                ];
                let v = if EXACT {
                    let mut best = $set1(<$t>::NEG_INFINITY);
                    for x in x4 {
                        // max(a, b) is `a > b ? a : b`, the kernel's strict `>`.
                        best = $max($add(living, $mul(discount, x)), best);
                    }
                    best
                } else {
                    let mut best = x4[0];
                    for x in &x4[1..] {
                        best = $max(*x, best);
                    }
                    $add(living, $mul(discount, best))
                };
                // Cells that are not open keep their old value.
                let v = $blend(m[4], c, v);
                lanes = $max($abs($sub(v, c)), lanes);
                // SAFETY: see the loads above.
                #[allow(unsafe_code)]
                unsafe {
                    $storeu(out.as_mut_ptr().add(x), v)
                };
            }
            (blocks * $lanes, $reduce(lanes))
        }
    };
}

interior!(
    interior_f64,
    f64,
    8,
    __mmask8,
    |m, i| m[i],
    _mm512_set1_pd,
    _mm512_loadu_pd,
    _mm512_storeu_pd,
    _mm512_mask_blend_pd,
    _mm512_mul_pd,
    _mm512_add_pd,
    _mm512_sub_pd,
    _mm512_max_pd,
    _mm512_abs_pd,
    _mm512_reduce_max_pd
);

interior!(
    interior_f32,
    f32,
    16,
    __mmask16,
    |m, i| u16::from_le_bytes([m[2 * i], m[2 * i + 1]]),
    _mm512_set1_ps,
    _mm512_loadu_ps,
    _mm512_storeu_ps,
    _mm512_mask_blend_ps,
    _mm512_mul_ps,
    _mm512_add_ps,
    _mm512_sub_ps,
    _mm512_max_ps,
    _mm512_abs_ps,
    _mm512_reduce_max_ps
);

#[cfg(target_arch = "x86_64")]
impl Stencil {
    /// Row `r` of a value-iteration sweep ([`Stencil::band_row`]) with the interior in AVX-512
    /// intrinsics where `T` is `f64` or `f32` and the row has an interior: `exact` takes every
    /// Q-value's maximum ([`GreedyExact`](super::kernel::GreedyExact)), otherwise the largest
    /// sum's ([`Greedy`](super::kernel::Greedy)), as `P` does. Same bits as `band_row`.
    #[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512dq")]
    pub(super) fn masked_row<T: Real, P: Pick>(
        &self,
        exact: bool,
        input: BandInput<'_, T>,
        r: usize,
        rows: [&[T]; 3],
        out: &mut [T],
    ) -> T {
        let w = self.width();
        let cells = r * w..(r + 1) * w;
        let masks = self.masks().row(r);
        let [up, cur, down] = rows;
        // The interior in the intrinsics of `T`'s own type, when `T` is `f64` or `f32`.
        macro_rules! typed_interior {
            ($view:ident, $view_mut:ident, $t:ty, $interior:ident) => {
                match (
                    T::$view(up),
                    T::$view(cur),
                    T::$view(down),
                    T::$view_mut(out),
                ) {
                    (Some(u), Some(c), Some(d), Some(o)) => {
                        let k = &input.k.convert::<$t>();
                        let (done, delta) = if exact {
                            $interior::<true>(k, masks, [u, c, d], o)
                        } else {
                            $interior::<false>(k, masks, [u, c, d], o)
                        };
                        Some((done, T::from_f64(f64::from(delta))))
                    }
                    _ => None,
                }
            };
        }
        let (done, delta) = if w < 3 {
            None
        } else {
            typed_interior!(as_f64s, as_f64s_mut, f64, interior_f64)
                .or_else(|| typed_interior!(as_f32s, as_f32s_mut, f32, interior_f32))
        }
        .unwrap_or((0, T::ZERO));
        let (flags, aux) = (&self.flags()[cells.clone()], &input.aux[cells.clone()]);
        let rest = row_rest::<T, P>(input.k, flags, aux, rows, out, done);
        delta.max(rest).max(self.exits_of(cells, cur, out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bit j of byte i of a row's mask is the flag of column 1 + 8i + j, and the rows have an
    /// even number of bytes.
    #[test]
    fn masks_hold_the_flags_of_the_interior_columns() {
        let (w, h) = (21, 3);
        let flags: Vec<u8> = (0..w * h).map(|s| (s * 7 % 64) as u8).collect();
        let masks = Masks::new(&flags, w);
        for r in 0..h {
            for (m, &flag) in masks.row(r).iter().zip(&MASKED) {
                assert_eq!(m.len(), 4);
                for x in 1..w - 1 {
                    let j = x - 1;
                    let bit = m[j / 8] >> (j % 8) & 1 == 1;
                    assert_eq!(bit, flags[r * w + x] & flag != 0, "row {r} column {x}");
                }
                assert_eq!(m[3], 0);
            }
        }
        assert_eq!(Masks::new(&[0; 4], 2).row(1), [&[] as &[u8]; 5]);
    }
}
