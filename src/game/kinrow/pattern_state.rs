//! The line patterns of one board, kept incrementally: per cell the four line codes
//! (`pattern.rs`), and per empty cell and colour the class along each line, the combination key
//! (`combo.rs`) and the move-ordering sums (`moves.rs`); per colour the count of each class and
//! of each combination and the sum of the evaluation's weights (`eval.rs`); and the sets of empty
//! cells that move generation and the threat search visit (five points, four points, three
//! points, cells near a stone). Placing or removing a stone rewrites one slot in the codes of at
//! most 32 cells (40 where the codes hold the fifth step: exact fives and caro, `pattern.rs`) and
//! updates what follows from the codes whose class changed.

use super::cell_code::{code_of_key, LevelKey, CELL_CODES, LEVEL_UNIT};
use super::cellset::CellSet;
use super::combo::{combo_of, is_foul, key_counts, ComboKey, COMBOS, KEY_FIVE, KEY_FOUR, KEY_UNIT};
use super::direction::DIRECTIONS;
use super::eval::{cell_table, CELL_VALUE, WEIGHT};
use super::moves::{OrderValues, DOUBLE_BONUS};
use super::pattern::{pair_table, slot_of, span_of, FiveKind, LineCode, CLASSES, CODES, WALL};
use super::Rule;

/// `table` widened to 16 entries, so that a class masked to four bits indexes it unchecked.
const fn widen<const N: usize>(table: [i32; N]) -> [i32; 16] {
    let mut out = [0; 16];
    let mut i = 0;
    while i < N {
        out[i] = table[i];
        i += 1;
    }
    out
}

const WEIGHT16: [i32; 16] = widen(WEIGHT);

/// What one line of each class adds to a cell's features (`CellPattern::features`) under the
/// ordering values `attack` and `defence` (`moves.rs`): its attack value in bits 0..16, its
/// defence value in bits 16..32, its `KEY_UNIT` in bits 32..48 and its `LEVEL_UNIT`
/// (`cell_code.rs`) in bits 48..64. One addition updates all four; no field overflows into the
/// next (a cell's sums stay below 2^16).
const fn feature_table(attack: &[i32; CLASSES], defence: &[i32; CLASSES]) -> [u64; 16] {
    // A field holds at most five lines' worth while a class is replaced (four lines, plus one
    // added before one is taken away).
    assert!(5 * attack[CLASSES - 1] < 1 << 16 && 5 * defence[CLASSES - 1] < 1 << 16);
    let mut f = [0; 16];
    let mut i = 0;
    while i < CLASSES {
        f[i] = attack[i] as u64
            | (defence[i] as u64) << 16
            | (KEY_UNIT[i] as u64) << 32
            | (LEVEL_UNIT[i] as u64) << 48;
        i += 1;
    }
    f
}

/// The features of each set of ordering values (`moves::OrderValues`, by discriminant).
static FEATURE16: [[u64; 16]; OrderValues::ALL.len()] = {
    let mut t = [[0; 16]; OrderValues::ALL.len()];
    let mut i = 0;
    while i < OrderValues::ALL.len() {
        let (attack, defence) = OrderValues::ALL[i].tables();
        t[i] = feature_table(attack, defence);
        i += 1;
    }
    t
};

/// The feature table of `rule` (its ordering values, `moves::OrderValues::of`).
fn feature_table_of(rule: Rule) -> &'static [u64; 16] {
    &FEATURE16[OrderValues::of(rule) as usize]
}

/// The combination key held in a cell's features.
#[inline]
fn key_of(features: u64) -> ComboKey {
    (features >> 32) as ComboKey
}

/// The level key (`cell_code.rs`) held in a cell's features.
#[inline]
fn level_key_of(features: u64) -> LevelKey {
    (features >> 48) as LevelKey
}

/// The cell code (`cell_code.rs`) of a stone with `features`; with renju's `fouls`, a foul (a
/// double three or double four) is the neutral code 0.
#[inline]
fn code_of(features: u64, fouls: bool) -> usize {
    if fouls && is_foul(key_of(features)) {
        0
    } else {
        code_of_key(level_key_of(features))
    }
}

/// Adds `sign` times the value of cell code `code` to a colour's cell sums (as the side to move
/// and as the side waiting) under the table `values`.
#[inline]
fn add_code(sums: &mut [i32; 2], values: &[[i32; CELL_CODES]; 2], code: usize, sign: i32) {
    for (sum, values) in sums.iter_mut().zip(values) {
        *sum += sign * values[code];
    }
}

/// Adds (`sign` 1) or removes (-1) the black `classes` of a foul cell to the totals' foul
/// counts and weight.
#[inline]
fn count_foul_lines(totals: &mut Totals, classes: [u8; 4], sign: i32) {
    for c in classes {
        let c = c as usize & 15;
        totals.foul_counts[c] = (totals.foul_counts[c] as i32 + sign) as u32;
        totals.foul_sum += sign * WEIGHT16[c];
    }
}

/// What is kept per cell; all but the codes and `near` only while the cell is empty.
#[derive(Clone, Copy, Debug, Default)]
struct CellPattern {
    /// Line code per direction.
    codes: [LineCode; 4],
    /// Per colour: the class along each direction.
    classes: [[u8; 4]; 2],
    /// Per colour: the attack and defence sums and the combination key of the four classes
    /// (see `feature_table`).
    features: [u64; 2],
    /// Stones within two steps along the four lines.
    near: u8,
}

/// Steps from (`c`, `r`) along (`dx`, `dy`) that stay on a `w`×`h` board, at most `span`.
#[inline]
fn reach(c: usize, r: usize, (dx, dy): (isize, isize), w: usize, h: usize, span: usize) -> isize {
    let room = |at: usize, step: isize, size: usize| match step {
        1 => size - 1 - at,
        -1 => at,
        _ => span,
    };
    room(c, dx, w).min(room(r, dy, h)).min(span) as isize
}

/// What the patterns of a board sum up over all its cells; `remove` restores it as a whole.
#[derive(Clone, Copy, Debug)]
struct Totals {
    /// Per colour: how many (empty cell, direction) pairs hold each class (16 wide, see
    /// `widen`).
    counts: [[u32; 16]; 2],
    /// Per colour: the sum of `WEIGHT` (the evaluation's, `eval.rs`) over empty cells and
    /// directions.
    sums: [i32; 2],
    /// Renju: how many (black foul cell, direction) pairs hold each class of black's (the
    /// patterns' foul, as `combo`'s): lines through a point black may not play, which the
    /// evaluation leaves out.
    foul_counts: [u32; 16],
    /// Renju: the sum of `WEIGHT` over `foul_counts`.
    foul_sum: i32,
    /// Per colour: how many empty cells hold each combination.
    combo_counts: [[u32; COMBOS]; 2],
    /// Per colour: the sum over empty cells of `CELL_VALUE` (`eval.rs`) of the cell's code
    /// (`cell_code.rs`), as the side to move (`[0]`) and as the side waiting (`[1]`).
    cell_sums: [[i32; 2]; 2],
    /// Per colour: the empty cells with a line of class `FIVE`.
    fives: [CellSet; 2],
    /// Per colour: the empty cells with a line of class `BLOCK4` or above.
    fours: [CellSet; 2],
    /// Per colour: the empty cells with a line of class `FLEX3` or above.
    threes: [CellSet; 2],
    /// The empty cells with a stone within two steps along one of their lines.
    near_empty: CellSet,
}

/// How to undo one `place`: the totals before it and where its saved cell records start in
/// `Patterns::saved`.
#[derive(Clone, Debug)]
struct Undo {
    cell: usize,
    saved: usize,
    totals: Totals,
}

/// Incrementally kept line codes, pattern counts and weight sums of one board.
#[derive(Clone, Debug)]
pub struct Patterns {
    width: usize,
    height: usize,
    cells: Vec<CellPattern>,
    /// How many steps each way the codes hold (`span_of`); with four the fifth slots stay empty.
    span: usize,
    /// Per colour (black, white): can its own stones five steps away change its classes
    /// (`FiveKind::reads_fifth`)? Renju's white stones there change nothing.
    reads_fifth: [bool; 2],
    /// Per colour: can the opponent's stones five steps away change its classes (caro,
    /// `FiveKind::blocked_by_fifth`)?
    blocked_by_fifth: [bool; 2],
    /// Both colours' classes per code: `[black, white]`.
    lut: &'static [[u8; 2]; CODES],
    /// Renju: black's double threes and double fours are fouls, not threats.
    black_fouls: bool,
    /// The evaluation's cell-code values (`eval.rs`): those of the board's rule.
    cell_values: &'static [[i32; CELL_CODES]; 2],
    /// What a line of each class adds to a cell's features (`feature_table_of` the rule).
    features16: &'static [u64; 16],
    totals: Totals,
    /// One entry per `place` that `remove` can undo by restoring, newest last.
    undo: Vec<Undo>,
    /// The records of the cells each `place` changed, as they were before it.
    saved: Vec<(usize, CellPattern)>,
}

impl Patterns {
    /// Patterns of an empty `width`×`height` board; `kinds` says how each colour's fives count.
    pub fn new(width: usize, height: usize, kinds: [FiveKind; 2]) -> Patterns {
        let cells = width * height;
        let mut p = Patterns {
            width,
            height,
            cells: vec![CellPattern::default(); cells],
            span: span_of(kinds),
            reads_fifth: kinds.map(FiveKind::reads_fifth),
            blocked_by_fifth: kinds.map(FiveKind::blocked_by_fifth),
            lut: pair_table(kinds),
            black_fouls: false,
            cell_values: &CELL_VALUE,
            features16: &FEATURE16[OrderValues::Shared as usize],
            totals: Totals {
                counts: [[0; 16]; 2],
                sums: [0; 2],
                foul_counts: [0; 16],
                foul_sum: 0,
                combo_counts: [[0; COMBOS]; 2],
                cell_sums: [[0; 2]; 2],
                fives: [CellSet::new(cells); 2],
                fours: [CellSet::new(cells); 2],
                threes: [CellSet::new(cells); 2],
                near_empty: CellSet::new(cells),
            },
            undo: Vec::new(),
            saved: Vec::new(),
        };
        for cell in 0..cells {
            let (c, r) = ((cell % width) as isize, (cell / width) as isize);
            for (d, &(dx, dy)) in DIRECTIONS.iter().enumerate() {
                let mut code = 0;
                let span = p.span as isize;
                for o in (-span..=span).filter(|&o| o != 0) {
                    let (x, y) = (c + dx * o, r + dy * o);
                    if x < 0 || y < 0 || x >= width as isize || y >= height as isize {
                        code |= WALL << (2 * slot_of(o));
                    }
                }
                p.cells[cell].codes[d] = code;
            }
            p.account(cell, 1);
        }
        p
    }

    /// Class of a `side` stone (0 black, 1 white) on the empty `cell` along direction `d`.
    #[inline]
    pub fn class(&self, cell: usize, d: usize, side: usize) -> u8 {
        self.cells[cell].classes[side][d]
    }

    /// The best class over the four directions of the empty `cell`.
    #[inline]
    pub fn best(&self, cell: usize, side: usize) -> u8 {
        let [a, b, c, d] = self.cells[cell].classes[side];
        a.max(b).max(c.max(d))
    }

    /// The combination key (`combo.rs`) of a `side` stone on the empty `cell`: which of five,
    /// open four, four and open three its lines make.
    #[inline]
    pub fn key(&self, cell: usize, side: usize) -> ComboKey {
        key_of(self.cells[cell].features[side])
    }

    /// Could a black stone on the empty `cell` be a renju foul? A necessary condition read from
    /// the codes, far cheaper than the board's: a double three or double four needs two lines
    /// of class `FLEX3` or above (the table over-reports threes and fours, never misses one), an
    /// overline or two fours on one line needs four black stones within four steps along a line
    /// (two fours that share their three other stones are a straight four).
    #[inline]
    pub fn may_foul(&self, cell: usize) -> bool {
        let [five, flex4, block4, threes] = key_counts(self.key(cell, 0));
        five + flex4 + block4 + threes >= 2
            || self.cells[cell].codes.iter().any(|&code| {
                // A slot holds 1 for a black stone: its low bit set, its high bit clear.
                let black = code & !(code >> 1) & 0x5555;
                black.count_ones() >= 4
            })
    }

    /// The move-ordering value of the empty `cell` for `me` to move (`Board::move_value`): the
    /// attack value of its lines for `me`, the defence value for the opponent, and the bonus of
    /// `me`'s double threats.
    #[inline]
    pub fn order_value(&self, cell: usize, me: usize) -> i32 {
        let e = &self.cells[cell];
        let (mine, theirs) = (e.features[me], e.features[1 - me]);
        let bonus = DOUBLE_BONUS[key_of(mine) as usize];
        (mine & 0xFFFF) as i32 + (theirs >> 16 & 0xFFFF) as i32 + i32::from(bonus)
    }

    /// Number of (empty cell, direction) pairs where `side` has pattern `class`.
    #[inline]
    pub fn count(&self, side: usize, class: u8) -> u32 {
        self.totals.counts[side][class as usize]
    }

    /// Sum of pattern weights over empty cells for `side`.
    #[inline]
    pub fn sum(&self, side: usize) -> i32 {
        self.totals.sums[side]
    }

    /// `count` without black's lines through its foul cells (renju): what the evaluation reads.
    #[inline]
    pub fn eval_count(&self, side: usize, class: u8) -> u32 {
        let fouls = if side == 0 {
            self.totals.foul_counts[class as usize]
        } else {
            0
        };
        self.totals.counts[side][class as usize] - fouls
    }

    /// `sum` without black's lines through its foul cells (renju): what the evaluation reads.
    #[inline]
    pub fn eval_sum(&self, side: usize) -> i32 {
        let fouls = if side == 0 { self.totals.foul_sum } else { 0 };
        self.totals.sums[side] - fouls
    }

    /// Sum over empty cells of the value of `side`'s cell codes (`eval.rs`'s `CELL_VALUE`), as
    /// the side to move (`to_move`) or as the side waiting.
    #[inline]
    pub fn cell_sum(&self, side: usize, to_move: bool) -> i32 {
        self.totals.cell_sums[side][usize::from(!to_move)]
    }

    /// The code (`cell_code.rs`) of a `side` stone on the empty `cell`.
    #[inline]
    pub fn cell_code(&self, cell: usize, side: usize) -> usize {
        let e = &self.cells[cell];
        code_of(e.features[side], self.fouls(side))
    }

    /// Number of empty cells where a `side` stone would make combination `combo` (`combo.rs`).
    #[inline]
    pub fn combo_count(&self, side: usize, combo: u8) -> u32 {
        self.totals.combo_counts[side][combo as usize]
    }

    /// The combination a `side` stone on the empty `cell` would make.
    #[inline]
    pub fn combo(&self, cell: usize, side: usize) -> u8 {
        combo_of(key_of(self.cells[cell].features[side]), self.fouls(side))
    }

    /// The empty cells where `side` has a line of class `FIVE` (a five by pattern).
    #[inline]
    pub fn fives(&self, side: usize) -> &CellSet {
        &self.totals.fives[side]
    }

    /// The empty cells where `side` has a line of class `BLOCK4` or above.
    #[inline]
    pub fn fours(&self, side: usize) -> &CellSet {
        &self.totals.fours[side]
    }

    /// The empty cells where `side` has a line of class `FLEX3` or above.
    #[inline]
    pub fn threes(&self, side: usize) -> &CellSet {
        &self.totals.threes[side]
    }

    /// The empty cells with a stone within two steps along one of their four lines.
    #[inline]
    pub fn near_empty(&self) -> &CellSet {
        &self.totals.near_empty
    }

    /// Does a `side` stone on the empty `cell` make a line of class `FIVE`?
    #[inline]
    pub fn makes_five(&self, cell: usize, side: usize) -> bool {
        key_of(self.cells[cell].features[side]) & KEY_FIVE != 0
    }

    /// Are `side`'s combinations judged with renju's fouls?
    #[inline]
    fn fouls(&self, side: usize) -> bool {
        side == 0 && self.black_fouls
    }

    /// Sets the rule: under renju black's double threes and double fours are fouls, not threats;
    /// each rule has its own cell-code and ordering values. Call on an empty board.
    pub fn set_rule(&mut self, rule: Rule) {
        self.black_fouls = rule == Rule::Renju;
        self.cell_values = cell_table(rule);
        let features16 = feature_table_of(rule);
        self.features16 = features16;
        for e in &mut self.cells {
            for side in 0..2 {
                e.features[side] = e.classes[side]
                    .iter()
                    .map(|&c| features16[c as usize & 15])
                    .sum();
            }
        }
        self.totals.combo_counts = [[0; COMBOS]; 2];
        self.totals.cell_sums = [[0; 2]; 2];
        self.totals.foul_counts = [0; 16];
        self.totals.foul_sum = 0;
        for cell in 0..self.cells.len() {
            if self.black_fouls && is_foul(key_of(self.cells[cell].features[0])) {
                count_foul_lines(&mut self.totals, self.cells[cell].classes[0], 1);
            }
            for side in 0..2 {
                let c = self.combo(cell, side);
                self.totals.combo_counts[side][c as usize] += 1;
                let code = self.cell_code(cell, side);
                add_code(&mut self.totals.cell_sums[side], self.cell_values, code, 1);
            }
        }
    }

    /// The class of a `side` stone on the empty `cell` along direction `d` were a stone of
    /// colour `stone` (0 black, 1 white) standing `offset` steps along `d` (−4..=4, not 0;
    /// that cell must be empty now).
    #[inline]
    pub fn class_if(&self, cell: usize, d: usize, side: usize, offset: isize, stone: usize) -> u8 {
        debug_assert!(offset != 0 && offset.abs() <= 4);
        let shift = 2 * slot_of(offset);
        let code = (self.cells[cell].codes[d] & !(3 << shift)) | ((stone as LineCode + 1) << shift);
        self.lut[code as usize][side]
    }

    /// The raw line code (for tests and debugging).
    pub fn code(&self, cell: usize, d: usize) -> LineCode {
        self.cells[cell].codes[d]
    }

    /// Adds (`sign` = 1: the cell was just emptied, its classes are read from its codes) or
    /// removes (-1: a stone is about to cover it) the contributions of the empty `cell`.
    #[inline]
    fn account(&mut self, cell: usize, sign: i32) {
        let on = sign > 0;
        let features16 = self.features16;
        let e = &mut self.cells[cell];
        for side in 0..2 {
            if on {
                let mut features = 0;
                for d in 0..4 {
                    let c = self.lut[e.codes[d] as usize][side];
                    e.classes[side][d] = c;
                    let c = c as usize & 15;
                    features += features16[c];
                }
                e.features[side] = features;
            }
            for d in 0..4 {
                let c = e.classes[side][d] as usize & 15;
                self.totals.counts[side][c] = (self.totals.counts[side][c] as i32 + sign) as u32;
                self.totals.sums[side] += sign * WEIGHT16[c];
            }
            let key = key_of(e.features[side]);
            let fouls = side == 0 && self.black_fouls;
            if fouls && is_foul(key) {
                count_foul_lines(&mut self.totals, e.classes[0], sign);
            }
            let code = code_of(e.features[side], fouls);
            add_code(
                &mut self.totals.cell_sums[side],
                self.cell_values,
                code,
                sign,
            );
            let c = combo_of(key, fouls) as usize;
            self.totals.combo_counts[side][c] =
                (self.totals.combo_counts[side][c] as i32 + sign) as u32;
            self.totals.fives[side].set(cell, on && key & KEY_FIVE != 0);
            self.totals.fours[side].set(cell, on && key & KEY_FOUR != 0);
            self.totals.threes[side].set(cell, on && key != 0);
        }
        self.totals.near_empty.set(cell, on && e.near > 0);
    }

    /// Writes `value` into slot `slot` of direction `d` of the code of cell `n`, which lies
    /// within two steps of the changed cell when `close`; `empty` tells whether `n` is empty (it
    /// then carries contributions).
    #[inline(always)]
    fn update(&mut self, n: usize, d: usize, slot: u32, value: LineCode, empty: bool, close: bool) {
        let features16 = self.features16;
        let e = &mut self.cells[n];
        let shift = 2 * slot;
        let new = (e.codes[d] & !(3 << shift)) | (value << shift);
        e.codes[d] = new;
        if close {
            if value != 0 {
                e.near += 1;
            } else {
                e.near -= 1;
            }
            if empty {
                self.totals.near_empty.set(n, e.near > 0);
            }
        }
        if !empty {
            return;
        }
        let now = self.lut[new as usize];
        for (side, &b) in now.iter().enumerate() {
            let a = e.classes[side][d];
            if a == b {
                continue;
            }
            e.classes[side][d] = b;
            let (a, b) = (a as usize & 15, b as usize & 15);
            self.totals.counts[side][a] -= 1;
            self.totals.counts[side][b] += 1;
            self.totals.sums[side] += WEIGHT16[b] - WEIGHT16[a];
            let before = e.features[side];
            e.features[side] = before + features16[b] - features16[a];
            let after = e.features[side];
            let (was, key) = (key_of(before), key_of(after));
            let fouls = side == 0 && self.black_fouls;
            if fouls {
                let (was_foul, now_foul) = (is_foul(was), is_foul(key));
                if was_foul {
                    let mut old = e.classes[0];
                    old[d] = a as u8;
                    count_foul_lines(&mut self.totals, old, -1);
                }
                if now_foul {
                    count_foul_lines(&mut self.totals, e.classes[0], 1);
                }
            }
            if level_key_of(before) != level_key_of(after) {
                let sums = &mut self.totals.cell_sums[side];
                add_code(sums, self.cell_values, code_of(before, fouls), -1);
                add_code(sums, self.cell_values, code_of(after, fouls), 1);
            }
            if key == was {
                continue;
            }
            let (x, y) = (combo_of(was, fouls) as usize, combo_of(key, fouls) as usize);
            if x != y {
                self.totals.combo_counts[side][x] -= 1;
                self.totals.combo_counts[side][y] += 1;
            }
            self.totals.fives[side].set(n, key & KEY_FIVE != 0);
            self.totals.fours[side].set(n, key & KEY_FOUR != 0);
            self.totals.threes[side].set(n, key != 0);
        }
    }

    /// Writes `value` into the neighbours' codes around `cell`; `cells` tells which cells are
    /// empty (they carry contributions). With `save`, each neighbour's record is saved first.
    #[inline(always)]
    fn spread(&mut self, cell: usize, value: LineCode, cells: &[u8], save: bool) {
        // One copy per span, so that freestyle's four steps pay nothing for the fifth.
        if self.span == 5 {
            self.spread_span::<5>(cell, value, cells, save);
        } else {
            self.spread_span::<4>(cell, value, cells, save);
        }
    }

    /// `spread` with the codes holding `SPAN` steps each way.
    #[inline(always)]
    fn spread_span<const SPAN: usize>(
        &mut self,
        cell: usize,
        value: LineCode,
        cells: &[u8],
        save: bool,
    ) {
        let (w, h, span) = (self.width, self.height, SPAN);
        let (c, r) = (cell % w, cell / w);
        for (d, &(dx, dy)) in DIRECTIONS.iter().enumerate() {
            let step = dy * w as isize + dx;
            let ahead = reach(c, r, (dx, dy), w, h, span);
            let behind = reach(c, r, (-dx, -dy), w, h, span);
            for i in 1..=ahead.min(4) {
                let n = (cell as isize + step * i) as usize;
                if save {
                    self.saved.push((n, self.cells[n]));
                }
                self.update(n, d, (4 - i) as u32, value, cells[n] == 0, i <= 2);
            }
            if ahead == 5 {
                let n = (cell as isize + step * 5) as usize;
                self.fifth_step(n, d, slot_of(-5), 0, value, cells, save);
            }
            for i in 1..=behind.min(4) {
                let n = (cell as isize - step * i) as usize;
                if save {
                    self.saved.push((n, self.cells[n]));
                }
                self.update(n, d, (3 + i) as u32, value, cells[n] == 0, i <= 2);
            }
            if behind == 5 {
                let n = (cell as isize - step * 5) as usize;
                self.fifth_step(n, d, slot_of(5), 4, value, cells, save);
            }
        }
    }

    /// Writes `value` into the fifth-step `slot` of cell `n`'s code along `d` (`spread`), whose
    /// slots from `inner` lie between `n` and the changed cell. Where the classes are sure to
    /// stay (`fifth_step_only`), `place` only writes the slot.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn fifth_step(
        &mut self,
        n: usize,
        d: usize,
        slot: u32,
        inner: u32,
        value: LineCode,
        cells: &[u8],
        save: bool,
    ) {
        if save && self.fifth_step_only(n, d, inner, value) {
            self.cells[n].codes[d] |= value << (2 * slot);
            return;
        }
        if save {
            self.saved.push((n, self.cells[n]));
        }
        self.update(n, d, slot, value, cells[n] == 0, false);
    }

    /// Is a stone of colour `value` (1 black, 2 white) five steps from cell `n` along `d`, on
    /// the side of the slots `inner` (0: slots 0–3 behind, 4: slots 4–7 ahead), sure to leave
    /// `n`'s classes as they are? The fifth step changes only fours and fives (`pattern.rs`):
    /// of the stone's own colour where that colour reads it, of the other colour under caro.
    /// Either needs three of that colour's stones in the four cells between. Then `place`
    /// writes the slot without saving `n`'s record or reading the table, and `remove` empties
    /// the slot again (`clear_fifth_steps`).
    #[inline(always)]
    fn fifth_step_only(&self, n: usize, d: usize, inner: u32, value: LineCode) -> bool {
        let x = (self.cells[n].codes[d] >> (2 * inner)) & 0xFF;
        // A slot holds colour `v` when its low bit says `v & 1` and its high bit `v >> 1`.
        let fewer_than_three = |v: LineCode| {
            let lo = if v & 1 != 0 { x } else { !x };
            let hi = if v & 2 != 0 { x >> 1 } else { !(x >> 1) };
            (lo & hi & 0x55).count_ones() < 3
        };
        let own = value as usize - 1;
        (!self.reads_fifth[own] || fewer_than_three(value))
            && (!self.blocked_by_fifth[1 - own] || fewer_than_three(3 - value))
    }

    /// Empties the fifth-step slots that name `cell` in the codes five steps from it (`place`
    /// left those records unsaved where only the slot changed, `fifth_step_only`; a saved
    /// record, restored first, holds the slot empty already).
    fn clear_fifth_steps(&mut self, cell: usize) {
        let (w, h) = (self.width, self.height);
        let (c, r) = (cell % w, cell / w);
        for (d, &(dx, dy)) in DIRECTIONS.iter().enumerate() {
            let step = dy * w as isize + dx;
            if reach(c, r, (dx, dy), w, h, 5) == 5 {
                let n = (cell as isize + step * 5) as usize;
                self.cells[n].codes[d] &= !(3 << (2 * slot_of(-5)));
            }
            if reach(c, r, (-dx, -dy), w, h, 5) == 5 {
                let n = (cell as isize - step * 5) as usize;
                self.cells[n].codes[d] &= !(3 << (2 * slot_of(5)));
            }
        }
    }

    /// A stone of `side` (0 black, 1 white) was placed on `cell`; `cells` is the board after it.
    /// The change is recorded so that `remove` of the same stone undoes it by restoring.
    pub fn place(&mut self, cell: usize, side: usize, cells: &[u8]) {
        self.undo.push(Undo {
            cell,
            saved: self.saved.len(),
            totals: self.totals,
        });
        // The stone's own record is not changed while it stands (`account` only reads it).
        self.account(cell, -1);
        self.spread(cell, side as LineCode + 1, cells, true);
    }

    /// The stone on `cell` was removed; `cells` is the board after it. Restores the state before
    /// the stone's `place` when it was the last one recorded, else recomputes.
    pub fn remove(&mut self, cell: usize, cells: &[u8]) {
        if let Some(u) = self.undo.last().filter(|u| u.cell == cell) {
            let from = u.saved;
            self.totals = u.totals;
            for &(n, record) in self.saved[from..].iter().rev() {
                self.cells[n] = record;
            }
            self.saved.truncate(from);
            self.undo.truncate(self.undo.len() - 1);
            if self.span == 5 {
                self.clear_fifth_steps(cell);
            }
            return;
        }
        self.spread(cell, 0, cells, false);
        self.account(cell, 1);
    }

    /// Forgets the recorded changes (a position set up by hand is not undone by restoring).
    pub fn forget_undo(&mut self) {
        self.undo.clear();
        self.saved.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kinrow::moves::{ATTACK, DEFENCE};
    use crate::game::kinrow::pattern::NONE;

    #[test]
    fn an_empty_board_has_no_threats() {
        let p = Patterns::new(15, 15, [FiveKind::AtLeast; 2]);
        for side in 0..2 {
            assert!(p.threes(side).is_empty() && p.fours(side).is_empty());
            assert_eq!(
                p.count(side, NONE) + p.count(side, 1) + p.count(side, 2),
                4 * 225
            );
        }
        assert!(p.near_empty().is_empty());
        assert_eq!(p.order_value(112, 0), 4 * (ATTACK[2] + DEFENCE[2]));
    }
}
