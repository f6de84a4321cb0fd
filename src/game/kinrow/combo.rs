//! What one stone on an empty cell would make across all four lines at once: the cell's
//! "combination" (five, open four or double four, four-three, plain four, double three, open
//! three, or nothing decisive). Line classes say what happens along one line; the winning moves of
//! five-in-a-row are combinations of lines, so the evaluation counts, per colour, how many empty
//! cells hold each combination (kept incrementally by `Patterns`). Under renju black's double four
//! and double three are fouls, so for black they do not count as threats.

use super::pattern::{BLOCK4, FIVE, FLEX3, FLEX4};

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
    let (mut fours, mut threes, mut flex4, mut five) = (0, 0, false, false);
    for c in classes {
        five |= c == FIVE;
        flex4 |= c == FLEX4;
        fours += (BLOCK4..FIVE).contains(&c) as u32;
        threes += (c == FLEX3) as u32;
    }
    if five {
        return C_FIVE;
    }
    if fouls && (fours >= 2 || threes >= 2) {
        return C_NONE;
    }
    if flex4 || fours >= 2 {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kinrow::pattern::{BLOCK3, FLEX2, NONE};

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
