//! Line patterns for five-in-a-row, kept incrementally. For every cell and each of the four
//! directions a 16-bit code holds the eight neighbours within four steps (2 bits each: empty,
//! black, white, off-board). Placing or removing a stone rewrites one slot in the codes of at most
//! 32 cells. A code indexes a precomputed table giving, for each colour, what a stone of that
//! colour on the cell would make along that line: five, open four, four, open three, three, open
//! two, two, open one, one or nothing, classified by the rule's notion of a five (five or more,
//! exactly five, or caro's five not blocked at both ends). Cells beyond the window are assumed
//! empty, so fours and fives are slightly over-reported under exact-five and caro rules; callers
//! that act on a five confirm it on the real board. The sum of pattern weights over empty cells is
//! kept incrementally as the raw material of the evaluation.

use super::combo::{combine, COMBOS};
use super::eval::WEIGHT;
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

/// Steps of the four directions: horizontal, vertical, diagonal, anti-diagonal.
pub const DIRS: [(isize, isize); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// How a rule judges a line of five or more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FiveKind {
    /// Five or more wins.
    AtLeast,
    /// Exactly five wins.
    Exact,
    /// Five or more wins unless the opponent blocks both ends.
    Caro,
}

impl FiveKind {
    fn index(self) -> usize {
        self as usize
    }
}

const WALL: u16 = 3;

/// Builds the table for one kind of five: entry `[class if black, class if white]` per code.
fn build(kind: FiveKind) -> Vec<[u8; 2]> {
    let mut t = vec![[NONE; 2]; 1 << 16];
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
        FiveKind::Exact => len == 5,
        FiveKind::Caro => len >= 5 && !(end(lo.checked_sub(1)) && end((hi < 8).then_some(hi + 1))),
    };
    if wins {
        return FIVE;
    }
    if len > 5 {
        return NONE; // an overline that does not win blocks this line
    }
    let (mut fives, mut best) = (0, NONE);
    for slot in 0..8 {
        if (code >> (2 * slot)) & 3 != 0 {
            continue;
        }
        let sub = t[(code | own << (2 * slot)) as usize][own as usize - 1];
        if sub == FIVE {
            fives += 1;
        }
        best = best.max(sub);
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
    static TABLES: [OnceLock<Vec<[u8; 2]>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    TABLES[kind.index()].get_or_init(|| build(kind))
}

/// Incrementally kept line codes, pattern counts and weight sums of one board.
#[derive(Clone, Debug)]
pub struct Patterns {
    width: usize,
    height: usize,
    /// Line code per cell and direction.
    codes: Vec<[u16; 4]>,
    /// Table used for each colour's patterns.
    tables: [&'static [[u8; 2]]; 2],
    /// Per colour: how many (empty cell, direction) pairs hold each class.
    counts: [[u32; CLASSES]; 2],
    /// Per colour: the sum of `WEIGHT` (the evaluation's, `eval.rs`) over empty cells and
    /// directions.
    sums: [i32; 2],
    /// Per empty cell and colour: the combination a stone there would make (`combo.rs`).
    combos: Vec<[u8; 2]>,
    /// Per colour: how many empty cells hold each combination.
    combo_counts: [[u32; COMBOS]; 2],
    /// Renju: black's double threes and double fours are fouls, not threats.
    black_fouls: bool,
}

impl Patterns {
    /// Patterns of an empty `width`×`height` board; `kinds` says how each colour's fives count.
    pub fn new(width: usize, height: usize, kinds: [FiveKind; 2]) -> Patterns {
        let mut p = Patterns {
            width,
            height,
            codes: vec![[0; 4]; width * height],
            tables: [table(kinds[0]), table(kinds[1])],
            counts: [[0; CLASSES]; 2],
            sums: [0; 2],
            combos: vec![[0; 2]; width * height],
            combo_counts: [[0; COMBOS]; 2],
            black_fouls: false,
        };
        for cell in 0..width * height {
            let (c, r) = ((cell % width) as isize, (cell / width) as isize);
            for (d, &(dx, dy)) in DIRS.iter().enumerate() {
                let mut code = 0u16;
                for slot in 0..8 {
                    let o = if slot < 4 {
                        slot as isize - 4
                    } else {
                        slot as isize - 3
                    };
                    let (x, y) = (c + dx * o, r + dy * o);
                    if x < 0 || y < 0 || x >= width as isize || y >= height as isize {
                        code |= WALL << (2 * slot);
                    }
                }
                p.codes[cell][d] = code;
            }
            p.account(cell, 1);
        }
        p
    }

    /// Class of a `side` stone (0 black, 1 white) on `cell` along direction `d`.
    #[inline]
    pub fn class(&self, cell: usize, d: usize, side: usize) -> u8 {
        self.tables[side][self.codes[cell][d] as usize][side]
    }

    /// The best class over the four directions.
    #[inline]
    pub fn best(&self, cell: usize, side: usize) -> u8 {
        (0..4)
            .map(|d| self.class(cell, d, side))
            .max()
            .unwrap_or(NONE)
    }

    /// Number of (empty cell, direction) pairs where `side` has pattern `class`.
    #[inline]
    pub fn count(&self, side: usize, class: u8) -> u32 {
        self.counts[side][class as usize]
    }

    /// Sum of pattern weights over empty cells for `side`.
    #[inline]
    pub fn sum(&self, side: usize) -> i32 {
        self.sums[side]
    }

    /// Number of empty cells where a `side` stone would make combination `combo` (`combo.rs`).
    #[inline]
    pub fn combo_count(&self, side: usize, combo: u8) -> u32 {
        self.combo_counts[side][combo as usize]
    }

    /// The combination a `side` stone on the empty `cell` would make.
    #[inline]
    pub fn combo(&self, cell: usize, side: usize) -> u8 {
        self.combos[cell][side]
    }

    /// Declares that black's double threes and double fours are fouls (renju); call on an empty
    /// board.
    pub fn set_black_fouls(&mut self, fouls: bool) {
        self.black_fouls = fouls;
        self.combo_counts = [[0; COMBOS]; 2];
        for cell in 0..self.combos.len() {
            for side in 0..2 {
                let c = self.combine_at(cell, side);
                self.combos[cell][side] = c;
                self.combo_counts[side][c as usize] += 1;
            }
        }
    }

    /// The combination of the four line classes of `cell` for `side`, computed afresh.
    #[inline]
    fn combine_at(&self, cell: usize, side: usize) -> u8 {
        let cls = [0, 1, 2, 3].map(|d| self.class(cell, d, side));
        combine(cls, side == 0 && self.black_fouls)
    }

    /// The raw line code (for tests and debugging).
    pub fn code(&self, cell: usize, d: usize) -> u16 {
        self.codes[cell][d]
    }

    /// Adds (`sign` = 1) or removes (-1) the contributions of the empty `cell`.
    #[inline]
    fn account(&mut self, cell: usize, sign: i32) {
        for d in 0..4 {
            for side in 0..2 {
                let c = self.class(cell, d, side);
                self.counts[side][c as usize] =
                    (self.counts[side][c as usize] as i32 + sign) as u32;
                self.sums[side] += sign * WEIGHT[c as usize];
            }
        }
        for side in 0..2 {
            let c = if sign > 0 {
                let c = self.combine_at(cell, side);
                self.combos[cell][side] = c;
                c
            } else {
                self.combos[cell][side]
            };
            self.combo_counts[side][c as usize] =
                (self.combo_counts[side][c as usize] as i32 + sign) as u32;
        }
    }

    /// Writes `value` into the neighbours' codes around `cell`; `empty` tells which cells are
    /// empty (they carry contributions).
    fn spread(&mut self, cell: usize, value: u16, empty: &[u8]) {
        let (c, r) = ((cell % self.width) as isize, (cell / self.width) as isize);
        let (w, h) = (self.width as isize, self.height as isize);
        for (d, &(dx, dy)) in DIRS.iter().enumerate() {
            for i in 1..=4isize {
                for (sign, slot) in [(1isize, 4 - i), (-1, 3 + i)] {
                    let (x, y) = (c + dx * i * sign, r + dy * i * sign);
                    if x < 0 || y < 0 || x >= w || y >= h {
                        continue;
                    }
                    let n = (y * w + x) as usize;
                    let is_empty = empty[n] == 0;
                    let shift = 2 * slot as u32;
                    let old = self.codes[n][d];
                    let new = (old & !(3 << shift)) | (value << shift);
                    self.codes[n][d] = new;
                    if is_empty {
                        for side in 0..2 {
                            let (a, b) = (
                                self.tables[side][old as usize][side],
                                self.tables[side][new as usize][side],
                            );
                            if a == b {
                                continue;
                            }
                            self.counts[side][a as usize] -= 1;
                            self.counts[side][b as usize] += 1;
                            self.sums[side] += WEIGHT[b as usize] - WEIGHT[a as usize];
                            let (was, now) = (self.combos[n][side], self.combine_at(n, side));
                            if was != now {
                                self.combos[n][side] = now;
                                self.combo_counts[side][was as usize] -= 1;
                                self.combo_counts[side][now as usize] += 1;
                            }
                        }
                    }
                }
            }
        }
    }

    /// A stone of `side` (0 black, 1 white) was placed on `cell`; `cells` is the board after it.
    pub fn place(&mut self, cell: usize, side: usize, cells: &[u8]) {
        self.account(cell, -1);
        self.spread(cell, side as u16 + 1, cells);
    }

    /// The stone on `cell` was removed; `cells` is the board after it.
    pub fn remove(&mut self, cell: usize, cells: &[u8]) {
        self.spread(cell, 0, cells);
        self.account(cell, 1);
    }
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
    }
}
