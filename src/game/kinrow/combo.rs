//! What one stone on an empty cell would make across all four lines at once: the cell's
//! "combination" (five, open four or double four, four-three, plain four, double three, open
//! three, or nothing decisive). Line classes say what happens along one line; the winning moves of
//! five-in-a-row are combinations of lines, so the evaluation counts, per colour, how many empty
//! cells hold each combination (kept incrementally by `Patterns`). Under renju black's double four
//! and double three are fouls, so for black they do not count as threats.

use super::pattern::{BLOCK4, CLASSES, FIVE, FLEX3, FLEX4};

/// Nothing decisive on this cell.
pub const C_NONE: u8 = 0;
/// One line becomes an open three.
pub const C_FLEX3: u8 = 1;
/// Two lines become open threes (a double three).
pub const C_THREE_THREE: u8 = 2;
/// One line becomes a four (one point to five).
pub const C_BLOCK4: u8 = 3;
/// A four and an open three at once: wins unless the opponent has fours of his own.
pub const C_FOUR_THREE: u8 = 4;
/// An open four, or two fours at once: two five points, so the opponent cannot stop both.
pub const C_FLEX4: u8 = 5;
/// A five: the game is won.
pub const C_FIVE: u8 = 6;
/// Number of combination levels.
pub const COMBOS: usize = 7;

/// The combination made by classes `classes` along the four lines of a cell; `fouls` is set for
/// renju's black, whose double threes and double fours are not playable.
#[inline]
pub fn combine(classes: [u8; 4], fouls: bool) -> u8 {
    let key = classes.iter().fold(0, |k, &c| k + KEY_UNIT[c as usize]);
    COMBO_OF_KEY[fouls as usize][key as usize]
}

/// What decides a cell's combination, summed over its four lines: the number of fives, of open
/// fours, of (plain) fours and of open threes, three bits each. Kept per empty cell and colour by
/// `Patterns`, which adds and subtracts `KEY_UNIT` as a line's class changes.
pub type ComboKey = u16;

/// Bits of one count in a `ComboKey`.
const KEY_BITS: u32 = 3;

/// The `ComboKey` contribution of one line of each class (`pattern.rs`, `NONE` to `FIVE`).
pub const KEY_UNIT: [ComboKey; CLASSES] = {
    let mut u = [0; CLASSES];
    u[FIVE as usize] = 1;
    u[FLEX4 as usize] = 1 << KEY_BITS;
    u[BLOCK4 as usize] = 1 << (2 * KEY_BITS);
    u[FLEX3 as usize] = 1 << (3 * KEY_BITS);
    u
};

/// Keys with at least one five.
pub const KEY_FIVE: ComboKey = (1 << KEY_BITS) - 1;

/// Keys with at least one open four or five.
pub const KEY_FLEX4: ComboKey = (1 << (2 * KEY_BITS)) - 1;

/// Keys with at least one line of class `BLOCK4` or above.
pub const KEY_FOUR: ComboKey = (1 << (3 * KEY_BITS)) - 1;

/// Number of keys (a nonzero key has a line of class `FLEX3` or above).
pub const KEYS: usize = 1 << (4 * KEY_BITS);

/// The combination of every key, without (`[0]`) and with (`[1]`) renju's fouls.
static COMBO_OF_KEY: [[u8; KEYS]; 2] = [combo_table(false), combo_table(true)];

/// The combination of each key.
const fn combo_table(fouls: bool) -> [u8; KEYS] {
    let mut t = [C_NONE; KEYS];
    let mut key = 0;
    while key < KEYS {
        let [five, flex4, block4, threes] = key_counts(key as ComboKey);
        t[key] = combine_counts(five, flex4, block4, threes, fouls);
        key += 1;
    }
    t
}

/// The counts a key holds: fives, open fours, fours and open threes.
pub const fn key_counts(key: ComboKey) -> [u32; 4] {
    let (key, mask) = (key as u32, (1 << KEY_BITS) - 1);
    [
        key & mask,
        key >> KEY_BITS & mask,
        key >> (2 * KEY_BITS) & mask,
        key >> (3 * KEY_BITS) & mask,
    ]
}

/// The combination of a cell with `five` fives, `flex4` open fours, `block4` fours and `threes`
/// open threes along its lines.
const fn combine_counts(five: u32, flex4: u32, block4: u32, threes: u32, fouls: bool) -> u8 {
    let fours = flex4 + block4;
    if five > 0 {
        return C_FIVE;
    }
    if fouls && is_foul_count(fours, threes) {
        return C_NONE;
    }
    if flex4 > 0 || fours >= 2 {
        C_FLEX4
    } else if fours == 1 && threes >= 1 {
        C_FOUR_THREE
    } else if fours == 1 {
        C_BLOCK4
    } else if threes >= 2 {
        C_THREE_THREE
    } else if threes == 1 {
        C_FLEX3
    } else {
        C_NONE
    }
}

/// The combination of `key`, with renju's `fouls` or without.
#[inline]
pub fn combo_of(key: ComboKey, fouls: bool) -> u8 {
    COMBO_OF_KEY[fouls as usize][key as usize]
}

/// Do `fours` fours (open or not) and `threes` open threes, with no five, make a renju foul for
/// black (a double four or a double three)?
const fn is_foul_count(fours: u32, threes: u32) -> bool {
    fours >= 2 || threes >= 2
}

/// Is a stone with combination key `key` a renju foul for black: no five, and two fours or two
/// open threes?
#[inline]
pub fn is_foul(key: ComboKey) -> bool {
    let [five, flex4, block4, threes] = key_counts(key);
    five == 0 && is_foul_count(flex4 + block4, threes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kinrow::pattern::{BLOCK3, FLEX2, NONE};

    /// The combination computed line by line, as before keys (the reference for the tables).
    fn reference(classes: [u8; 4], fouls: bool) -> u8 {
        let count = |hit: &dyn Fn(u8) -> bool| classes.iter().filter(|&&c| hit(c)).count();
        let five = count(&|c| c == FIVE);
        let flex4 = count(&|c| c == FLEX4);
        let fours = count(&|c| (BLOCK4..FIVE).contains(&c));
        let threes = count(&|c| c == FLEX3);
        match () {
            _ if five > 0 => C_FIVE,
            _ if fouls && (fours > 1 || threes > 1) => C_NONE,
            _ if flex4 > 0 || fours > 1 => C_FLEX4,
            _ if fours == 1 && threes > 0 => C_FOUR_THREE,
            _ if fours == 1 => C_BLOCK4,
            _ => [C_NONE, C_FLEX3, C_THREE_THREE][threes.min(2)],
        }
    }

    #[test]
    fn keys_agree_with_the_classes() {
        for i in 0..10_000u32 {
            let cls = [0, 1, 2, 3].map(|d| (i / 10u32.pow(d) % 10) as u8);
            for fouls in [false, true] {
                assert_eq!(combine(cls, fouls), reference(cls, fouls), "{cls:?}");
            }
            let key = cls.iter().fold(0, |k, &c| k + KEY_UNIT[c as usize]);
            let best = *cls.iter().max().unwrap();
            assert_eq!(key & KEY_FIVE != 0, best >= FIVE);
            assert_eq!(key & KEY_FLEX4 != 0, best >= FLEX4);
            assert_eq!(key & KEY_FOUR != 0, best >= BLOCK4);
            assert_eq!(key != 0, best >= FLEX3);
        }
    }

    #[test]
    fn combinations() {
        assert_eq!(combine([FIVE, NONE, NONE, NONE], false), C_FIVE);
        assert_eq!(combine([FLEX4, NONE, NONE, NONE], false), C_FLEX4);
        assert_eq!(combine([BLOCK4, BLOCK4, NONE, NONE], false), C_FLEX4);
        assert_eq!(combine([BLOCK4, BLOCK4, NONE, NONE], true), C_NONE);
        assert_eq!(combine([BLOCK4, FLEX3, NONE, NONE], false), C_FOUR_THREE);
        assert_eq!(combine([BLOCK4, FLEX3, NONE, NONE], true), C_FOUR_THREE);
        assert_eq!(combine([BLOCK4, BLOCK3, FLEX2, NONE], false), C_BLOCK4);
        assert_eq!(combine([FLEX3, FLEX3, NONE, NONE], false), C_THREE_THREE);
        assert_eq!(combine([FLEX3, FLEX3, NONE, NONE], true), C_NONE);
        assert_eq!(combine([FLEX3, BLOCK3, NONE, NONE], false), C_FLEX3);
        assert_eq!(combine([BLOCK3, FLEX2, FLEX2, NONE], false), C_NONE);
    }
}
