//! The compilations of the row kernel (`kernel.rs`) for the CPU's vector extensions, and the
//! choice among them at run time. The kernel is written once, as plain loops the compiler
//! vectorises; it is compiled three times on x86-64: for the baseline (SSE2, 2 `f64` lanes),
//! for AVX2 (256-bit vectors) and for AVX-512 (512-bit vectors, 32 registers, and mask
//! registers, so that each flag test and select is one mask test and one masked blend); with
//! AVX-512, value-iteration rows run the interior written in intrinsics (`avx512.rs`), which
//! reads the flags as precomputed bit masks. A band runs on the widest compilation the CPU has
//! ([`Isa::best`]). No compilation enables FMA, so every one
//! rounds each product and sum on its own, in the same order, and the values are the same bits.

use super::kernel::{BandInput, Pick, Stencil};
use super::temporal;
use crate::rl::real::Real;

/// Cells per block of the inner loop in the baseline and AVX2 compilations: a multiple of their
/// vector widths (more would spill registers in `f64` with AVX2's 16 registers).
const LANES: usize = 8;
/// Cells per block of the inner loop in the AVX-512 compilation: one 512-bit vector in `f32`,
/// two in `f64` (with 32 registers they do not spill; 8 and 32 lanes measured no faster).
#[cfg(target_arch = "x86_64")]
const LANES_AVX512: usize = 16;

/// A compilation of the row kernel, named by the instruction set it is compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Isa {
    /// The target's baseline (SSE2 on x86-64); runs everywhere.
    Portable,
    /// x86-64 with AVX2.
    Avx2,
    /// x86-64 with AVX-512 (the F, BW, VL and DQ subsets).
    Avx512,
}

impl Isa {
    /// Every compilation, narrowest first.
    pub const ALL: [Isa; 3] = [Isa::Portable, Isa::Avx2, Isa::Avx512];

    /// True when this CPU runs the compilation.
    pub fn supported(self) -> bool {
        match self {
            Isa::Portable => true,
            #[cfg(target_arch = "x86_64")]
            Isa::Avx2 => std::arch::is_x86_feature_detected!("avx2"),
            #[cfg(target_arch = "x86_64")]
            Isa::Avx512 => {
                std::arch::is_x86_feature_detected!("avx512f")
                    && std::arch::is_x86_feature_detected!("avx512bw")
                    && std::arch::is_x86_feature_detected!("avx512vl")
                    && std::arch::is_x86_feature_detected!("avx512dq")
            }
            #[cfg(not(target_arch = "x86_64"))]
            _ => false,
        }
    }

    /// The widest compilation this CPU runs.
    pub fn best() -> Isa {
        Isa::ALL
            .into_iter()
            .rev()
            .find(|isa| isa.supported())
            .unwrap_or(Isa::Portable)
    }

    /// A short name (`portable`, `avx2`, `avx512`).
    pub fn name(self) -> &'static str {
        match self {
            Isa::Portable => "portable",
            Isa::Avx2 => "avx2",
            Isa::Avx512 => "avx512",
        }
    }
}

/// A not-inlined wrapper of [`Stencil::band_row`] taking each row as an argument of its own:
/// then its slices are known not to overlap, which the vectoriser needs.
macro_rules! row_wrapper {
    ($(#[doc = $doc:literal])* $name:ident, $(#[$attr:meta])*) => {
        $(#[doc = $doc])*
        $(#[$attr])*
        #[inline(never)]
        #[allow(clippy::too_many_arguments)]
        fn $name<T: Real, P: Pick, const L: usize>(
            &self,
            input: BandInput<'_, T>,
            r: usize,
            up: &[T],
            cur: &[T],
            down: &[T],
            out: &mut [T],
        ) -> T {
            self.band_row::<T, P, L>(input, r, [up, cur, down], out)
        }
    };
}

impl Stencil {
    /// Runs `deltas.len()` sweeps (at least one) over a band of whole rows starting at row
    /// `input.first`, in one pass ([`temporal`]), on the compilation `isa`: reads `input.old`
    /// (the whole grid) and `input.aux` (the whole grid's policy, for `Follow`), writes the
    /// band's rows of the last sweep into `out`, and `deltas[t]` gets max|ΔV| of sweep t + 1
    /// over the rows computed. Every compilation gives the same bits.
    ///
    /// # Panics
    /// When this CPU does not run `isa`.
    pub(super) fn band<T: Real, P: Pick>(
        &self,
        isa: Isa,
        input: BandInput<'_, T>,
        out: &mut [T],
        deltas: &mut [T],
    ) {
        assert!(isa.supported(), "this CPU does not run {}", isa.name());
        match isa {
            #[cfg(target_arch = "x86_64")]
            // SAFETY: the only requirement of calling a `#[target_feature]` function is that the
            // CPU has the features, and `isa.supported()` just confirmed them.
            #[allow(unsafe_code)]
            Isa::Avx512 => unsafe { self.band_avx512::<T, P>(input, out, deltas) },
            #[cfg(target_arch = "x86_64")]
            // SAFETY: as above, for AVX2.
            #[allow(unsafe_code)]
            Isa::Avx2 => unsafe { self.band_avx2::<T, P>(input, out, deltas) },
            _ => self.band_portable::<T, P>(input, out, deltas),
        }
    }

    /// [`Stencil::band`] with rows compiled for AVX-512 (the closure inherits the features).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512dq")]
    fn band_avx512<T: Real, P: Pick>(&self, input: BandInput<'_, T>, out: &mut [T], d: &mut [T]) {
        temporal::band(self.pass(input, out), d, &mut |r, up, cur, down, out| {
            // The closure has the features of `band_avx512`, so it calls `masked_row` safely.
            match P::MAXIMUM {
                Some(exact) => self.masked_row::<T, P>(exact, input, r, [up, cur, down], out),
                None => self.row_avx512::<T, P, LANES_AVX512>(input, r, up, cur, down, out),
            }
        })
    }

    /// [`Stencil::band`] with rows compiled for AVX2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    fn band_avx2<T: Real, P: Pick>(&self, input: BandInput<'_, T>, out: &mut [T], d: &mut [T]) {
        temporal::band(self.pass(input, out), d, &mut |r, up, cur, down, out| {
            self.row_avx2::<T, P, LANES>(input, r, up, cur, down, out)
        })
    }

    /// [`Stencil::band`] with rows compiled for the baseline.
    fn band_portable<T: Real, P: Pick>(&self, input: BandInput<'_, T>, out: &mut [T], d: &mut [T]) {
        temporal::band(self.pass(input, out), d, &mut |r, up, cur, down, out| {
            self.row_portable::<T, P, LANES>(input, r, up, cur, down, out)
        })
    }

    fn pass<'a, T>(&self, input: BandInput<'a, T>, out: &'a mut [T]) -> temporal::Pass<'a, T> {
        temporal::Pass {
            width: self.width(),
            height: self.height(),
            old: input.old,
            first: input.first,
            out,
        }
    }

    row_wrapper!(
        /// [`Stencil::band_row`] compiled for AVX-512.
        row_avx512,
        #[cfg(target_arch = "x86_64")]
        #[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512dq")]
    );
    row_wrapper!(
        /// [`Stencil::band_row`] compiled for AVX2.
        row_avx2,
        #[cfg(target_arch = "x86_64")]
        #[target_feature(enable = "avx2")]
    );
    row_wrapper!(
        /// [`Stencil::band_row`] compiled for the baseline.
        row_portable,
    );
}

#[cfg(test)]
mod tests {
    use super::super::kernel::{Coefficients, Greedy};
    use super::super::GridWorld;
    use super::*;

    /// Every compilation this CPU runs gives the bits of the portable one (on CPUs without
    /// AVX2 or AVX-512 those are skipped), in single sweeps and in passes of several.
    #[test]
    fn every_compilation_gives_the_same_bits() {
        let g = GridWorld::random(203, 37, 11);
        for isa in Isa::ALL.into_iter().filter(|isa| isa.supported()) {
            same_bits::<f64>(&g, isa);
            same_bits::<f32>(&g, isa);
        }
    }

    #[test]
    fn the_best_compilation_is_supported() {
        assert!(Isa::best().supported());
        assert!(Isa::Portable.supported());
    }

    fn same_bits<T: Real>(g: &GridWorld, isa: Isa) {
        let st = Stencil::new(g);
        let k = Coefficients::<T>::new(g.params());
        let n = st.width() * st.height();
        let aux = vec![0u8; n];
        let mut v = vec![T::ZERO; n];
        for sweeps in [1, 1, 3, 1, 5, 2, 8] {
            let (mut a, mut b) = (vec![T::ZERO; n], vec![T::ZERO; n]);
            let (mut da, mut db) = (vec![T::ZERO; sweeps], vec![T::ZERO; sweeps]);
            let input = BandInput {
                k: &k,
                aux: &aux,
                old: &v,
                first: 0,
            };
            st.band::<T, Greedy>(isa, input, &mut a, &mut da);
            st.band::<T, Greedy>(Isa::Portable, input, &mut b, &mut db);
            let bits = |x: &[T]| x.iter().map(|y| y.to_f64().to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&da), bits(&db), "{}", isa.name());
            assert_eq!(bits(&a), bits(&b), "{}", isa.name());
            v = a;
        }
        assert!(v.iter().any(|&x| x != T::ZERO));
    }
}
