//! The cell code of an empty cell for one colour: the four line classes a stone there would make
//! (`pattern.rs`), each reduced to what matters for the evaluation (nothing below an open two,
//! open two, three, open three, four, open four, five) and taken as a multiset, so that the
//! directions' order does not count. There are 210 codes; code 0 (no line at an open two or above)
//! is the neutral cell. The evaluation gives every other code a value for the side to move and one
//! for the side waiting (`eval.rs`, tuned in `params.rs`): a cell's worth is the combination of
//! its lines, as Rapfi's and Yixin's pattern codes score it, not only their sum.

use super::pattern::{BLOCK3, BLOCK4, CLASSES, FIVE, FLEX2, FLEX3, FLEX4};

/// Levels a line class reduces to: nothing below an open two, then `FLEX2` to `FIVE`.
const LEVELS: usize = 7;

/// Number of cell codes: multisets of four levels.
pub const CELL_CODES: usize = 210;

/// The level of each line class (16 wide: a class masked to four bits indexes it).
const LEVEL: [u8; 16] = {
    let mut l = [0u8; 16];
    let classes = [FLEX2, BLOCK3, FLEX3, BLOCK4, FLEX4, FIVE];
    let mut i = 0;
    while i < classes.len() {
        l[classes[i] as usize] = i as u8 + 1;
        i += 1;
    }
    l
};

const _: () = assert!(CLASSES <= 16 && FIVE as usize + 1 == CLASSES);

/// The levels of every code, highest first (`[a, b, c, d]` with `a ≥ b ≥ c ≥ d`), in code order:
/// code 0 is `[0, 0, 0, 0]`, and codes rise with the levels read as a base-7 number.
pub const CODE_LEVELS: [[u8; 4]; CELL_CODES] = {
    let mut out = [[0u8; 4]; CELL_CODES];
    let mut n = 0;
    let mut a = 0;
    while a < LEVELS {
        let mut b = 0;
        while b <= a {
            let mut c = 0;
            while c <= b {
                let mut d = 0;
                while d <= c {
                    out[n] = [a as u8, b as u8, c as u8, d as u8];
                    n += 1;
                    d += 1;
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    assert!(n == CELL_CODES);
    out
};

/// A cell's level key: how many of its four lines are at each level from an open two up, five
/// base-5 digits (one per level, `FLEX2` lowest) that `Patterns` keeps incrementally by adding
/// `LEVEL_UNIT` per line (it fits in 16 bits even while a fifth line is added before one goes).
pub type LevelKey = u16;

/// The `LevelKey` of one line of each class (16 wide).
pub const LEVEL_UNIT: [LevelKey; 16] = {
    let mut u = [0; 16];
    let mut c = 0;
    while c < 16 {
        if LEVEL[c] > 0 {
            u[c] = pow5(LEVEL[c] as u32 - 1) as LevelKey;
        }
        c += 1;
    }
    u
};

const fn pow5(e: u32) -> usize {
    let mut p = 1;
    let mut i = 0;
    while i < e {
        p *= 5;
        i += 1;
    }
    p
}

/// Number of level keys (six base-5 digits).
const LEVEL_KEYS: usize = pow5(LEVELS as u32 - 1);

const _: () =
    assert!(5 * LEVEL_UNIT[FIVE as usize] as usize <= LEVEL_KEYS && LEVEL_KEYS <= 1 << 16);

/// The code of every level key of four lines (keys of more lines are never read).
static CODE_OF_KEY: [u8; LEVEL_KEYS] = {
    let mut sorted_code = [0u8; LEVELS * LEVELS * LEVELS * LEVELS];
    let mut n = 0;
    while n < CELL_CODES {
        sorted_code[tuple_index(CODE_LEVELS[n])] = n as u8;
        n += 1;
    }
    let mut out = [0u8; LEVEL_KEYS];
    let mut key = 0;
    while key < LEVEL_KEYS {
        // The levels the key counts, highest first, padded with level 0.
        let mut l = [0u8; 4];
        let (mut at, mut level) = (0, LEVELS - 1);
        while level > 0 {
            let mut count = key / pow5(level as u32 - 1) % 5;
            while count > 0 && at < 4 {
                l[at] = level as u8;
                at += 1;
                count -= 1;
            }
            level -= 1;
        }
        out[key] = sorted_code[tuple_index(l)];
        key += 1;
    }
    out
};

/// The base-7 index of four levels.
const fn tuple_index(l: [u8; 4]) -> usize {
    ((l[0] as usize * LEVELS + l[1] as usize) * LEVELS + l[2] as usize) * LEVELS + l[3] as usize
}

/// The cell code of a level key of four lines.
#[inline]
pub fn code_of_key(key: LevelKey) -> usize {
    CODE_OF_KEY[key as usize] as usize
}

/// The cell code of four line classes (one per direction, any order).
pub fn cell_code(classes: [u8; 4]) -> usize {
    code_of_key(classes.iter().map(|&c| LEVEL_UNIT[c as usize & 15]).sum())
}

/// The parameter name of a code's value for the side to move (`own`) or the side waiting: the
/// four levels highest first (0 below an open two, 1 open two, 2 three, 3 open three, 4 four,
/// 5 open four, 6 five), as `cell_own_3310` or `cell_opp_3310`.
pub fn param_name(code: usize, own: bool) -> String {
    let l = CODE_LEVELS[code];
    format!(
        "cell_{}_{}{}{}{}",
        if own { "own" } else { "opp" },
        l[0],
        l[1],
        l[2],
        l[3]
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kinrow::pattern::{BLOCK1, BLOCK2, FLEX1, NONE};

    /// The code ignores the order of the directions and every class below an open two.
    #[test]
    fn codes_are_multisets_of_levels() {
        assert_eq!(cell_code([NONE, BLOCK1, FLEX1, BLOCK2]), 0);
        let a = cell_code([FLEX3, FLEX2, NONE, FLEX3]);
        assert_eq!(a, cell_code([FLEX3, FLEX3, FLEX2, BLOCK2]));
        assert_eq!(CODE_LEVELS[a], [3, 3, 1, 0]);
        assert_eq!(param_name(a, true), "cell_own_3310");
        assert_eq!(CODE_LEVELS[cell_code([FIVE; 4])], [6; 4]);
        assert_eq!(cell_code([FIVE; 4]), CELL_CODES - 1);
        let mut seen = [false; CELL_CODES];
        for c0 in 0..CLASSES as u8 {
            for c1 in 0..CLASSES as u8 {
                for c2 in 0..CLASSES as u8 {
                    for c3 in 0..CLASSES as u8 {
                        seen[cell_code([c0, c1, c2, c3])] = true;
                    }
                }
            }
        }
        assert!(seen.iter().all(|&s| s), "every code is reachable");
    }
}
