//! Classic xiangqi shape patterns for the evaluation: linked advisors, linked elephants and
//! connected soldiers across the river. Each function counts occurrences for one side from the
//! board and the squares the evaluation's piece walk collects; the weights live in the
//! evaluation's parameter vector. Deterministic, no allocation.

use super::types::*;
use crate::core::Side;

/// At most two elephants per side; unused entries are 0 (never a board square).
pub type Pair = [Square; 2];

/// Adds `s` to a side's pair of elephant squares, in the first free entry (without a branch).
#[inline]
pub fn push(pair: &mut Pair, s: Square) {
    pair[(pair[0] != 0) as usize] = s;
}

/// The centre of `side`'s palace.
#[inline]
const fn palace_centre(side: Side) -> Square {
    match side {
        Side::First => square(4, 1),
        Side::Second => square(4, 8),
    }
}

/// 1 when both of `side`'s `advisors` are on the board and guard each other: advisors stand only on
/// the palace corners and centre, so two of them are one diagonal step apart exactly when one holds
/// the centre.
#[inline]
pub fn advisors_linked(b: &[u8], side: Side, advisors: u8) -> i32 {
    (advisors == 2 && b[palace_centre(side) as usize] == piece(side, Kind::Advisor)) as i32
}

/// 1 when both elephants are on the board and guard each other (one elephant step apart with the
/// eye between them empty).
#[inline]
pub fn elephants_linked(b: &[u8], pair: &Pair) -> i32 {
    if pair[1] == 0 {
        return 0;
    }
    let d = (pair[0] as i16 - pair[1] as i16).abs();
    if d != 30 && d != 34 {
        return 0;
    }
    let eye = (pair[0] as usize + pair[1] as usize) / 2;
    (b[eye] == 0) as i32
}

/// 1 when the soldier of `side` on `s` has crossed the river and an own soldier stands on its right
/// (as Red sees the board), so each side-by-side pair counts once.
#[inline]
pub fn soldier_connected(b: &[u8], side: Side, s: Square) -> i32 {
    (!own_half(side, s) && b[step(s, 1) as usize] == piece(side, Kind::Soldier)) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advisors_on_centre_and_corner_are_linked() {
        let mut b = [0u8; 256];
        let a = piece(Side::Second, Kind::Advisor);
        b[square(3, 9) as usize] = a;
        b[square(5, 9) as usize] = a;
        assert_eq!(advisors_linked(&b, Side::Second, 2), 0);
        b[square(5, 9) as usize] = 0;
        b[square(4, 8) as usize] = a;
        assert_eq!(advisors_linked(&b, Side::Second, 2), 1);
        assert_eq!(advisors_linked(&b, Side::Second, 1), 0);
        assert_eq!(advisors_linked(&b, Side::First, 2), 0);
    }

    #[test]
    fn elephants_need_an_empty_eye() {
        let mut b = [0u8; 256];
        let pair = [square(2, 0), square(4, 2)];
        assert_eq!(elephants_linked(&b, &pair), 1);
        b[square(3, 1) as usize] = piece(Side::First, Kind::Horse);
        assert_eq!(elephants_linked(&b, &pair), 0);
        assert_eq!(elephants_linked(&b, &[square(2, 0), square(6, 0)]), 0);
    }

    #[test]
    fn side_by_side_soldiers_count_once_across_the_river() {
        let mut b = [0u8; 256];
        let p = piece(Side::First, Kind::Soldier);
        for s in [square(3, 5), square(4, 5), square(3, 3), square(4, 3)] {
            b[s as usize] = p;
        }
        assert_eq!(soldier_connected(&b, Side::First, square(3, 5)), 1);
        assert_eq!(soldier_connected(&b, Side::First, square(4, 5)), 0);
        assert_eq!(soldier_connected(&b, Side::First, square(3, 3)), 0);
    }
}
