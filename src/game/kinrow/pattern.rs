//! Line patterns for five-in-a-row: the classes and their tables. For every cell and each of the
//! four directions a line code holds the neighbours within four steps (2 bits each: empty,
//! black, white, off-board), and where the fifth step can change a line the two cells five steps
//! away as well. A code indexes a precomputed table giving, for each colour, what a stone of
//! that colour on the cell would make along that line: five, open four, four, open three, three,
//! open two, two, open one, one or nothing, classified by the rule's notion of a five (five or
//! more, exactly five, or caro's five not blocked at both ends; for renju's black exactly five,
//! and two fours on one line are a foul that gives the line nothing). A five or four through the
//! cell lies within four steps of it, and the cells next to its ends within five: under exact
//! fives the fifth step tells a five from a six, under caro it may block a five's end. So the
//! fives and fours of standard gomoku, renju's black and caro are exact (caro's but for a six,
//! whose far end lies beyond the code and is taken as open). Their threes and weaker lines are
//! read as if the fifth steps were empty: exact threes measured weaker in standard self-play
//! (README, stop 102). Callers that act on a five still confirm it on the real board. The codes
//! and what follows from them are kept incrementally by `Patterns` (`pattern_state.rs`).

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

    /// Can an own stone five steps from a cell change what a stone there makes along the line?
    /// Where only exactly five wins (it turns a five into a six) and under caro (it moves the
    /// end that must not be blocked).
    pub(super) const fn reads_fifth(self) -> bool {
        !matches!(self, FiveKind::AtLeast)
    }

    /// Can an opponent's stone five steps away change it? Under caro: it blocks a five's end.
    pub(super) const fn blocked_by_fifth(self) -> bool {
        matches!(self, FiveKind::Caro)
    }
}

/// A line code: two bits for each of the neighbours (slots 0–3 the cells four to one steps
/// behind, 4–7 one to four steps ahead; where the fifth step counts 8 five behind, 9 five
/// ahead).
pub type LineCode = u32;

/// Number of line codes: every table has an entry per 20-bit code.
pub(super) const CODES: usize = 1 << 20;

/// How many steps each way the line codes of a board whose colours' fives count as `kinds`
/// hold: five where the fifth step can change a colour's lines (`FiveKind::reads_fifth`), else
/// four.
pub(super) fn span_of(kinds: [FiveKind; 2]) -> usize {
    if kinds.iter().any(|k| k.reads_fifth()) {
        5
    } else {
        4
    }
}

/// Number of line codes a table of `kind` is classified over: 20 bits where the fifth step
/// counts, else 16 (the fifth steps read empty, the entries repeated over them).
const fn codes_of(kind: FiveKind) -> usize {
    if kind.reads_fifth() {
        1 << 20
    } else {
        1 << 16
    }
}

/// The codes whose fifth-step slots are empty: the low 16 bits.
const NEAR: usize = (1 << 16) - 1;

/// The code of an off-board cell.
pub(super) const WALL: LineCode = 3;

/// The slot of the neighbour `offset` steps along the line (−5..=5, not 0).
#[inline]
pub(super) const fn slot_of(offset: isize) -> u32 {
    match offset {
        -5 => 8,
        5 => 9,
        o if o < 0 => (o + 4) as u32,
        o => (o + 3) as u32,
    }
}

/// Builds the table for one kind of five: entry `[class if black, class if white]` per code.
/// Where the fifth step counts, a line below a four in both readings gets the class it would
/// have with the fifth steps empty (module doc).
fn build(kind: FiveKind) -> Vec<[u8; 2]> {
    let codes = codes_of(kind);
    let mut t = vec![[NONE; 2]; codes];
    for own in 1..=2 {
        for code in (0..codes as LineCode).rev() {
            t[code as usize][own as usize - 1] = classify(&t, code, own, kind);
        }
    }
    // A code with empty fifth steps is its own near reading, so the low codes read here are
    // never rewritten first.
    for code in NEAR + 1..codes {
        let near = t[code & NEAR];
        for (class, near) in t[code].iter_mut().zip(near) {
            if *class < BLOCK4 && near < BLOCK4 {
                *class = near;
            }
        }
    }
    if codes < CODES {
        t = (0..CODES).map(|code| t[code & NEAR]).collect();
    }
    t
}

/// Cell `i` (0..11, 5 = centre) of the line a code describes, with the centre holding `own`.
#[inline]
fn cell_of(code: LineCode, i: usize, own: LineCode) -> LineCode {
    if i == 5 {
        own
    } else {
        (code >> (2 * slot_of(i as isize - 5))) & 3
    }
}

fn classify(t: &[[u8; 2]], code: LineCode, own: LineCode, kind: FiveKind) -> u8 {
    let opp = 3 - own;
    let (mut lo, mut hi) = (5usize, 5usize);
    while lo > 0 && cell_of(code, lo - 1, own) == own {
        lo -= 1;
    }
    while hi < 10 && cell_of(code, hi + 1, own) == own {
        hi += 1;
    }
    let len = hi - lo + 1;
    let end = |i: Option<usize>| i.map(|i| cell_of(code, i, own) == opp).unwrap_or(false);
    let wins = match kind {
        FiveKind::AtLeast => len >= 5,
        FiveKind::Exact | FiveKind::RenjuBlack => len == 5,
        FiveKind::Caro => len >= 5 && !(end(lo.checked_sub(1)) && end((hi < 10).then_some(hi + 1))),
    };
    if wins {
        return FIVE;
    }
    if len > 5 {
        return NONE; // an overline that does not win blocks this line
    }
    let (mut fives, mut best) = (0, NONE);
    let (mut first_five, mut last_five) = (usize::MAX, 0);
    for cell in (0..11).filter(|&i| i != 5) {
        let slot = slot_of(cell as isize - 5);
        let with = (code | own << (2 * slot)) as usize;
        // A table without the fifth steps never places a stone there (they read empty).
        if (code >> (2 * slot)) & 3 != 0 || with >= t.len() {
            continue;
        }
        let sub = t[with][own as usize - 1];
        if sub == FIVE {
            fives += 1;
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

    fn code_of(line: &str) -> (LineCode, LineCode) {
        // `line`: 9 or 11 chars, centre in the middle ('o' own), 'x' opponent, '#' wall.
        let half = line.len() as isize / 2;
        let mut code = 0;
        for (i, ch) in line.bytes().enumerate() {
            let offset = i as isize - half;
            if offset == 0 {
                continue;
            }
            let v = match ch {
                b'o' => 1,
                b'x' => 2,
                b'#' => 3,
                _ => 0,
            };
            code |= v << (2 * slot_of(offset));
        }
        (code, 0)
    }

    /// The class of the centre, for black, in the line `s` (see `code_of`) under table `t`.
    fn cls(t: &[[u8; 2]], s: &str) -> u8 {
        t[code_of(s).0 as usize][0]
    }

    #[test]
    fn classes_of_known_lines() {
        let t = table(FiveKind::AtLeast);
        let e = table(FiveKind::Exact);
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

    #[test]
    fn the_fifth_step_tells_a_five_from_a_six_under_exact_fives() {
        let e = table(FiveKind::Exact);
        // A four whose five point would join a stone five steps away makes six.
        assert_eq!(cls(e, "..xxx?ooo.o"), NONE);
        assert_eq!(cls(e, "..xxx?ooo.."), BLOCK4);
        assert_eq!(cls(e, "..xxx?ooo.x"), BLOCK4);
        // An open four whose far five point would make six is a four.
        assert_eq!(cls(e, "o.ooo?....."), BLOCK4);
        assert_eq!(cls(e, "..ooo?....."), FLEX4);
        assert_eq!(cls(e, ".oooo?o...."), NONE);
        // Below a four the fifth steps are read as empty: this three stays open.
        assert_eq!(cls(e, "o.oo.?..###"), FLEX3);
        assert_eq!(cls(e, "o.oo.?..###"), cls(e, "..oo.?..###"));
    }

    #[test]
    fn caro_reads_the_fifth_step_of_both_colours() {
        let c = table(FiveKind::Caro);
        // A five blocked at both ends, the far end five steps away, does not win.
        assert_eq!(cls(c, "....x?oooo."), FIVE);
        assert!(cls(c, "....x?oooox") < BLOCK4);
        // Nor is a four whose only five would be blocked so.
        assert_eq!(cls(c, "....x?ooo.."), BLOCK4);
        assert!(cls(c, "....x?ooo.x") < BLOCK4);
        // An own stone there makes a six, which wins unless blocked at both ends.
        assert_eq!(cls(c, "....x?ooooo"), FIVE);
    }

    #[test]
    fn renju_black_reads_the_fifth_step_and_white_does_not() {
        let r = table(FiveKind::RenjuBlack);
        assert_eq!(cls(r, "o.ooo?....."), BLOCK4, "a far five makes six");
        assert_eq!(cls(r, "x.ooo?....."), FLEX4);
        assert_eq!(cls(r, "..xxx?ooo.o"), NONE);
        let pair = pair_table([FiveKind::RenjuBlack, FiveKind::AtLeast]);
        // White (own 2) with its stones one to five steps behind: a six, still a five for it.
        let white_six = (0..5).fold(0, |code, o| code | 2 << (2 * slot_of(o - 5)));
        assert_eq!(pair[white_six as usize][1], FIVE);
        assert_eq!(pair[code_of("o.ooo?.....").0 as usize][0], BLOCK4);
    }
}
