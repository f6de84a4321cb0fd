//! Zobrist hashing helpers: a deterministic SplitMix64 generator usable in `const` context, so each
//! game builds its key tables at compile time and every run hashes identically.

/// One step of SplitMix64: returns the next state and its output.
#[inline]
pub const fn splitmix64(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

/// `N` pseudo-random 64-bit keys from `seed`, computed at compile time when used in a `const`.
pub const fn keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (s, v) = splitmix64(state);
        state = s;
        out[i] = v;
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn keys_are_distinct_and_stable() {
        const K: [u64; 64] = super::keys(7);
        let mut v = K.to_vec();
        v.sort_unstable();
        v.dedup();
        assert_eq!(v.len(), 64);
        assert_eq!(K, super::keys::<64>(7));
    }
}
