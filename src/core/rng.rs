//! Seeded randomness for everything that draws numbers (RL exploration, self-play openings, the
//! classroom player, match scheduling, the console's level noise, tests): one generator from one
//! crate, Xoshiro256++ from `rand_xoshiro`, seeded through SplitMix64 (`seed_from_u64`), so that a
//! run with the same seed draws the same numbers on every machine. Zobrist keys do not come from
//! here: they are compile-time constants (`core::zobrist`).

use rand_core::{Rng as _, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// The seeded generator every module uses.
#[derive(Clone, Debug)]
pub struct Rng(Xoshiro256PlusPlus);

impl Rng {
    /// A generator started from `seed` (any value, 0 included).
    pub fn new(seed: u64) -> Rng {
        Rng(Xoshiro256PlusPlus::seed_from_u64(seed))
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform float in [0, 1) (53 random bits).
    #[inline]
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// A uniform integer in `0..n` (`n` > 0; returns 0 when `n` is 0), by widening multiplication.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        ((self.next_u64() as u128 * n as u128) >> 64) as usize
    }
}

/// The configuration of the crate's property tests: `cases` cases from a fixed seed, no failure
/// files, so `cargo test` is fast and draws the same cases on every run.
#[cfg(test)]
pub(crate) fn proptest_config(cases: u32) -> proptest::test_runner::Config {
    proptest::test_runner::Config {
        cases,
        rng_seed: proptest::test_runner::RngSeed::Fixed(0x5E47E),
        failure_persistence: None,
        ..proptest::test_runner::Config::default()
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn uniform_ranges() {
        let mut r = Rng::new(1);
        for _ in 0..1000 {
            let f = r.next_f64();
            assert!((0.0..1.0).contains(&f));
            assert!(r.below(7) < 7);
        }
        assert_eq!(r.below(0), 0);
        assert_eq!(Rng::new(5).next_u64(), Rng::new(5).next_u64());
        assert_ne!(Rng::new(5).next_u64(), Rng::new(6).next_u64());
    }

    /// The crate's documented output for seed 0 (SplitMix64-filled state), so a crate update that
    /// changed the stream (and with it every seeded run) would be noticed here.
    #[test]
    fn stream_is_pinned() {
        let mut r = Rng::new(0);
        let first: Vec<u64> = (0..3).map(|_| r.next_u64()).collect();
        assert_eq!(first, PINNED);
    }

    const PINNED: [u64; 3] = [
        5_987_356_902_031_041_503,
        7_051_070_477_665_621_255,
        6_633_766_593_972_829_180,
    ];
}
