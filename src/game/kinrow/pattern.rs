//! Line patterns for five-in-a-row: the classes and their tables. For every cell and each of the
//! four directions a 16-bit code holds the eight neighbours within four steps (2 bits each: empty,
//! black, white, off-board). A code indexes a precomputed table giving, for each colour, what a
//! stone of that colour on the cell would make along that line: five, open four, four, open three,
//! three, open two, two, open one, one or nothing, classified by the rule's notion of a five (five
//! or more, exactly five, or caro's five not blocked at both ends; for renju's black exactly five,
//! and two fours on one line are a foul that gives the line nothing). Cells beyond the window are
//! assumed empty, so fours and fives are slightly over-reported under exact-five and caro rules;
//! callers that act on a five confirm it on the real board. The codes and what follows from them
//! are kept incrementally by `Patterns` (`pattern_state.rs`).

pub use super::pattern_state::Patterns;
use std::sync::OnceLock;

/// Nothing along this line.
pub const NONE: u8 = 0;
/// One stone that can still become five, blocked on one side.
pub const BLOCK1: u8 = 1;
/// One stone, open.
pub const FLEX1: u8 = 2;
/// Two that can become a (blocked) three.
pub const BLOCK2: u8 = 3;
/// Two that can become an open three.
pub const FLEX2: u8 = 4;
/// A three that can become a four (one five point).
pub const BLOCK3: u8 = 5;
/// An open three: can become an open four.
pub const FLEX3: u8 = 6;
/// A four: one point makes five.
pub const BLOCK4: u8 = 7;
/// An open four (or two fours on one line): two points make five.
pub const FLEX4: u8 = 8;
/// Five: the line wins.
pub const FIVE: u8 = 9;
/// Number of pattern classes.
pub const CLASSES: usize = 10;

/// How a rule judges a line of five or more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FiveKind {
    /// Five or more wins.
    AtLeast,
    /// Exactly five wins.
    Exact,
    /// Five or more wins unless the opponent blocks both ends.
    Caro,
    /// Renju's black: exactly five wins, and a stone making two fours along one line
    /// (`X.XXX.X`) is a foul, so that line gives it nothing (an open four stays an open four).
    RenjuBlack,
}

/// Number of kinds of five.
const KINDS: usize = 4;

impl FiveKind {
    fn index(self) -> usize {
        self as usize
    }
}

/// Number of line codes.
pub(super) const CODES: usize = 1 << 16;

/// The code of an off-board cell.
pub(super) const WALL: u16 = 3;

/// Builds the table for one kind of five: entry `[class if black, class if white]` per code.
fn build(kind: FiveKind) -> Vec<[u8; 2]> {
    let mut t = vec![[NONE; 2]; CODES];
    for own in 1u16..=2 {
        for code in (0..=u16::MAX).rev() {
            t[code as usize][own as usize - 1] = classify(&t, code, own, kind);
        }
    }
    t
}

/// Cell `i` (0..9, 4 = centre) of the line a code describes, with the centre holding `own`.
#[inline]
fn cell_of(code: u16, i: usize, own: u16) -> u16 {
    match i {
        4 => own,
        0..=3 => (code >> (2 * i)) & 3,
        _ => (code >> (2 * (i - 1))) & 3,
    }
}

fn classify(t: &[[u8; 2]], code: u16, own: u16, kind: FiveKind) -> u8 {
    let opp = 3 - own;
    let (mut lo, mut hi) = (4usize, 4usize);
    while lo > 0 && cell_of(code, lo - 1, own) == own {
        lo -= 1;
    }
    while hi < 8 && cell_of(code, hi + 1, own) == own {
        hi += 1;
    }
    let len = hi - lo + 1;
    let end = |i: Option<usize>| i.map(|i| cell_of(code, i, own) == opp).unwrap_or(false);
    let wins = match kind {
        FiveKind::AtLeast => len >= 5,
        FiveKind::Exact | FiveKind::RenjuBlack => len == 5,
        FiveKind::Caro => len >= 5 && !(end(lo.checked_sub(1)) && end((hi < 8).then_some(hi + 1))),
    };
    if wins {
        return FIVE;
    }
    if len > 5 {
        return NONE; // an overline that does not win blocks this line
    }
    let (mut fives, mut best) = (0, NONE);
    let (mut first_five, mut last_five) = (usize::MAX, 0);
    for slot in 0..8 {
        if (code >> (2 * slot)) & 3 != 0 {
            continue;
        }
        let sub = t[(code | own << (2 * slot)) as usize][own as usize - 1];
        if sub == FIVE {
            fives += 1;
            let cell = if slot < 4 { slot } else { slot + 1 };
            first_five = first_five.min(cell);
            last_five = cell;
        }
        best = best.max(sub);
    }
    // Two five points five apart enclose one straight four (an open four); any other pair of
    // five points belongs to two fours.
    if kind == FiveKind::RenjuBlack && fives >= 2 && !(fives == 2 && last_five - first_five == 5) {
        return NONE;
    }
    match fives {
        0 if best >= BLOCK2 => best - 2,
        0 => NONE,
        1 => BLOCK4,
        _ => FLEX4,
    }
}

/// The pattern table of a kind of five, built once per process.
pub fn table(kind: FiveKind) -> &'static [[u8; 2]] {
    static TABLES: [OnceLock<Vec<[u8; 2]>>; KINDS] = [const { OnceLock::new() }; KINDS];
    TABLES[kind.index()].get_or_init(|| build(kind))
}

/// The table giving both colours' classes per code when black's fives count as `kinds[0]` and
/// white's as `kinds[1]` (one lookup per code serves both colours), built once per process.
pub(super) fn pair_table(kinds: [FiveKind; 2]) -> &'static [[u8; 2]; CODES] {
    let t = if kinds[0] == kinds[1] {
        table(kinds[0])
    } else {
        static PAIRS: [OnceLock<Vec<[u8; 2]>>; KINDS * KINDS] =
            [const { OnceLock::new() }; KINDS * KINDS];
        PAIRS[kinds[0].index() * KINDS + kinds[1].index()].get_or_init(|| {
            let (black, white) = (table(kinds[0]), table(kinds[1]));
            black.iter().zip(white).map(|(b, w)| [b[0], w[1]]).collect()
        })
    };
    t.try_into().expect("a table has an entry per code")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code_of(line: &str) -> (u16, u16) {
        // `line`: 9 chars, centre at index 4 ('o' own), 'x' opponent, '#' wall.
        let mut code = 0u16;
        let mut slot = 0;
        for (i, ch) in line.bytes().enumerate() {
            if i == 4 {
                continue;
            }
            let v = match ch {
                b'o' => 1,
                b'x' => 2,
                b'#' => 3,
                _ => 0,
            };
            code |= v << (2 * slot);
            slot += 1;
        }
        (code, 0)
    }

    #[test]
    fn classes_of_known_lines() {
        let t = table(FiveKind::AtLeast);
        let e = table(FiveKind::Exact);
        let cls = |t: &[[u8; 2]], s: &str| t[code_of(s).0 as usize][0];
        assert_eq!(cls(t, "..oo?oo.."), FIVE);
        assert_eq!(cls(t, "...o?oo.."), FLEX4);
        assert_eq!(cls(t, "..xo?oo.."), BLOCK4);
        assert_eq!(cls(t, "....?oo.."), FLEX3);
        assert_eq!(cls(t, "...x?oo.."), BLOCK3);
        assert_eq!(cls(t, "....?o..."), FLEX2);
        assert_eq!(cls(t, "....?...."), FLEX1);
        assert_eq!(cls(t, "###x?x..."), NONE);
        assert_eq!(cls(t, ".ooo?oo.."), FIVE);
        assert_eq!(cls(e, ".ooo?oo.."), NONE);
        assert_eq!(cls(e, "o.oo?o..."), BLOCK4);
        assert_eq!(cls(t, "o.oo?o..."), FLEX4);
        let r = table(FiveKind::RenjuBlack);
        assert_eq!(cls(r, ".o.o?o.o."), NONE, "two fours on one line: a foul");
        assert_eq!(cls(e, ".o.o?o.o."), FLEX4);
        assert_eq!(cls(r, "..oo?o..."), FLEX4, "an open four stays one");
        assert_eq!(cls(r, "o.oo?o..."), BLOCK4);
        assert_eq!(cls(r, "oo.o?.oo."), NONE);
    }
}
