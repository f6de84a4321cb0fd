//! The k-in-a-row board: cells, side to move, an undo stack, an incrementally updated Zobrist key
//! and the game result, which is decided when a stone is placed by scanning only the four lines
//! through that stone (or, under the freestyle rule on boards with window counts, by a window
//! the stone completes).

use super::combo::{KEY_FLEX4, KEY_FOUR};
use super::direction::DIRECTIONS;
use super::forbidden::{self, Foul};
use super::pattern::{FiveKind, Patterns};
use super::rule::Rule;
use super::windows::{WindowCounts, WindowTable};
use crate::core::{zobrist, MoveList, Outcome, PackedMove, Side, Termination};
use crate::game::Game;
use std::sync::Arc;
use thiserror::Error;

/// Largest supported width or height.
pub const MAX_SIDE: usize = 32;
const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;

/// Zobrist keys: one per (side, cell), plus the side-to-move key.
static CELL_KEYS: [u64; 2 * MAX_CELLS] = zobrist::keys(0x0005_E47E_0001);
const SIDE_KEY: u64 = zobrist::splitmix64(0x0005_E47E_0002).1;

/// A cell index: `row * width + col`, with row 0 at the bottom and column 0 at the left.
pub type Cell = u16;

/// Why a board could not be created.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum BoardError {
    /// Width or height outside 1..=32.
    #[error("board size {0}x{1} is not supported (1 to 32 on each side)")]
    BadSize(usize, usize),
    /// k outside 1..=max(width, height).
    #[error("a line of {2} cannot fit on a {0}x{1} board")]
    BadK(usize, usize, usize),
}

/// What `make` must remember to undo a move.
#[derive(Clone, Copy, Debug)]
struct Undo {
    cell: Cell,
    outcome: Option<Outcome>,
}

/// An m×n board on which two players place stones until one has k in a row.
#[derive(Clone, Debug)]
pub struct Board {
    pub(super) width: usize,
    pub(super) height: usize,
    pub(super) k: usize,
    pub(super) rule: Rule,
    pub(super) cells: Vec<u8>,
    pub(super) stones: usize,
    pub(super) side: Side,
    key: u64,
    pub(super) outcome: Option<Outcome>,
    history: Vec<Undo>,
    /// Incremental line patterns (five-in-a-row boards only).
    pub(super) pat: Option<Box<Patterns>>,
    /// Incremental window counts (boards without pattern tables).
    windows: Option<WindowCounts>,
}

/// How each colour's fives count under `rule`, for the pattern tables.
pub(super) fn five_kinds(rule: Rule) -> [FiveKind; 2] {
    match rule {
        Rule::Freestyle => [FiveKind::AtLeast; 2],
        Rule::Standard => [FiveKind::Exact; 2],
        Rule::Caro => [FiveKind::Caro; 2],
        Rule::Renju => [FiveKind::Exact, FiveKind::AtLeast],
    }
}

impl Board {
    /// An empty board; the first player moves.
    pub fn new(width: usize, height: usize, k: usize, rule: Rule) -> Result<Board, BoardError> {
        if !(1..=MAX_SIDE).contains(&width) || !(1..=MAX_SIDE).contains(&height) {
            return Err(BoardError::BadSize(width, height));
        }
        if k == 0 || k > width.max(height) {
            return Err(BoardError::BadK(width, height, k));
        }
        Ok(Board {
            width,
            height,
            k,
            rule,
            cells: vec![0; width * height],
            stones: 0,
            side: Side::First,
            key: 0,
            outcome: None,
            history: Vec::with_capacity(width * height),
            pat: (k == 5).then(|| {
                let mut p = Patterns::new(width, height, five_kinds(rule));
                p.set_black_fouls(rule == Rule::Renju);
                Box::new(p)
            }),
            windows: (k != 5)
                .then(|| WindowCounts::new(Arc::new(WindowTable::new(width, height, k)))),
        })
    }

    /// Board width (columns).
    pub fn width(&self) -> usize {
        self.width
    }

    /// Board height (rows).
    pub fn height(&self) -> usize {
        self.height
    }

    /// Stones in a row needed to win.
    pub fn k(&self) -> usize {
        self.k
    }

    /// The winning-line rule.
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Number of stones on the board.
    pub fn stones(&self) -> usize {
        self.stones
    }

    /// The cell at column `col`, row `row` (row 0 at the bottom), if on the board.
    #[inline]
    pub fn cell_at(&self, col: usize, row: usize) -> Option<Cell> {
        (col < self.width && row < self.height).then(|| (row * self.width + col) as Cell)
    }

    /// Column and row of a cell.
    #[inline]
    pub fn coords(&self, cell: Cell) -> (usize, usize) {
        let c = cell as usize;
        (c % self.width, c / self.width)
    }

    /// The stone on a cell, if any.
    #[inline]
    pub fn stone(&self, cell: Cell) -> Option<Side> {
        match self.cells.get(cell as usize) {
            Some(1) => Some(Side::First),
            Some(2) => Some(Side::Second),
            _ => None,
        }
    }

    /// Moves made since the position was set up, oldest first.
    pub fn moves(&self) -> impl Iterator<Item = Cell> + '_ {
        self.history.iter().map(|u| u.cell)
    }

    /// Places a stone of `side` without recording a move (position set-up); the result is
    /// recomputed. Fails if the cell is off the board or occupied.
    pub fn put(&mut self, cell: Cell, side: Side) -> bool {
        if cell as usize >= self.cells.len() || self.cells[cell as usize] != 0 {
            return false;
        }
        self.cells[cell as usize] = side.index() as u8 + 1;
        if let Some(p) = self.pat.as_deref_mut() {
            p.place(cell as usize, side.index(), &self.cells);
            p.forget_undo();
        }
        if let Some(w) = self.windows.as_mut() {
            w.place(cell as usize, side.index());
        }
        self.stones += 1;
        self.key ^= CELL_KEYS[side.index() * MAX_CELLS + cell as usize];
        self.outcome = self.scan_outcome();
        true
    }

    /// Sets the side to move (position set-up).
    pub fn set_side_to_move(&mut self, side: Side) {
        if side != self.side {
            self.side = side;
            self.key ^= SIDE_KEY;
        }
    }

    /// Forgets the move history so the current position becomes the set-up position.
    pub fn clear_history(&mut self) {
        self.history.clear();
        if let Some(p) = self.pat.as_deref_mut() {
            p.forget_undo();
        }
    }

    /// Length of the run of `side`'s stones through `cell` along `(dx, dy)`, and whether the
    /// cells just past both ends hold the opponent's stones.
    pub(super) fn run_through(
        &self,
        cell: Cell,
        side: u8,
        (dx, dy): (isize, isize),
    ) -> (usize, bool) {
        let (c0, r0) = self.coords(cell);
        let mut len = 1;
        let mut blocked = 0;
        for sign in [1isize, -1] {
            let (mut c, mut r) = (c0 as isize, r0 as isize);
            loop {
                c += dx * sign;
                r += dy * sign;
                if c < 0 || r < 0 || c >= self.width as isize || r >= self.height as isize {
                    break;
                }
                let v = self.cells[r as usize * self.width + c as usize];
                if v == side {
                    len += 1;
                } else {
                    if v != 0 {
                        blocked += 1;
                    }
                    break;
                }
            }
        }
        (len, blocked == 2)
    }

    /// Does the stone on `cell` complete a winning line?
    fn wins_at(&self, cell: Cell) -> bool {
        let side = self.cells[cell as usize];
        let who = if side == 1 { Side::First } else { Side::Second };
        DIRECTIONS.iter().any(|&d| {
            let (len, blocked) = self.run_through(cell, side, d);
            self.rule.wins(who, len, self.k, blocked)
        })
    }

    /// Result of the position from scratch (used after set-up, where no last move is known).
    fn scan_outcome(&self) -> Option<Outcome> {
        let mut winners = [false; 2];
        for cell in 0..self.cells.len() as Cell {
            let v = self.cells[cell as usize];
            if v != 0 && self.wins_at(cell) {
                winners[v as usize - 1] = true;
            }
        }
        match winners {
            [true, _] => Some(Outcome::win(Side::First, Termination::KInRow)),
            [false, true] => Some(Outcome::win(Side::Second, Termination::KInRow)),
            _ if self.stones == self.cells.len() => Some(Outcome::draw(Termination::FullBoard)),
            _ => None,
        }
    }

    /// Chebyshev distance from `cell` to the nearest stone, capped at `limit + 1`.
    fn near_stone(&self, cell: Cell, limit: usize) -> bool {
        let (c0, r0) = self.coords(cell);
        let (lo_c, hi_c) = (c0.saturating_sub(limit), (c0 + limit).min(self.width - 1));
        let (lo_r, hi_r) = (r0.saturating_sub(limit), (r0 + limit).min(self.height - 1));
        (lo_r..=hi_r).any(|r| (lo_c..=hi_c).any(|c| self.cells[r * self.width + c] != 0))
    }

    /// The renju foul a black stone on the empty `cell` would make, if black is restricted here
    /// (renju rule); `None` for other rules, white, occupied or off-board cells.
    pub fn foul(&self, cell: Cell) -> Option<Foul> {
        let i = cell as usize;
        if self.rule != Rule::Renju
            || self.cells.get(i) != Some(&0)
            || !forbidden::maybe_foul(&self.cells, self.width, self.k, i)
        {
            return None;
        }
        // The classifier places and lifts stones as it reads: give it a copy on the stack (a
        // board has at most MAX_SIDE² cells), not a fresh heap copy per question.
        let mut scratch = [0u8; MAX_CELLS];
        let scratch = &mut scratch[..self.cells.len()];
        scratch.copy_from_slice(&self.cells);
        forbidden::foul_at(scratch, self.width, self.k, i)
    }

    /// True when the side to move may not play `cell` because it is a renju foul.
    #[inline]
    fn is_foul_for_mover(&self, cell: Cell) -> bool {
        self.rule.has_fouls(self.side) && self.foul(cell).is_some()
    }

    /// Forced replies read from the window counts (freestyle rule, where a completed window wins):
    /// a move that wins at once, or else the cells that stop the opponent's immediate wins. Any
    /// other move loses at once or wins later, so the game's value is unchanged. Returns true
    /// when `list` holds the forced moves.
    fn window_forced(&self, list: &mut MoveList<Cell>) -> bool {
        let Some(w) = self
            .windows
            .as_ref()
            .filter(|_| self.rule == Rule::Freestyle)
        else {
            return false;
        };
        let start = list.len();
        w.completing_cells(self.side.index(), &self.cells, list);
        if list.len() > start {
            // One winning move is enough.
            let mut n = 0;
            list.retain(|_| {
                n += 1;
                n <= start + 1
            });
            return true;
        }
        w.completing_cells((!self.side).index(), &self.cells, list);
        list.len() > start
    }

    /// Raw cell contents, row-major from the bottom row: 0 empty, 1 first player, 2 second.
    pub(crate) fn raw_cells(&self) -> &[u8] {
        &self.cells
    }
}

impl Game for Board {
    type Move = Cell;

    #[inline]
    fn side_to_move(&self) -> Side {
        self.side
    }

    fn ply(&self) -> usize {
        self.history.len()
    }

    fn generate_moves(&self, list: &mut MoveList<Cell>) {
        if self.outcome.is_some() {
            return;
        }
        for (i, &v) in self.cells.iter().enumerate() {
            if v == 0 && !self.is_foul_for_mover(i as Cell) {
                list.push(i as Cell);
            }
        }
    }

    /// Empty cells within two steps of a stone; on an empty board, those within two of the centre.
    fn generate_candidates(&self, list: &mut MoveList<Cell>) {
        if self.outcome.is_some() {
            return;
        }
        if self.pat.is_some() && self.stones > 0 {
            self.pattern_candidates(list);
            return;
        }
        if self.stones == 0 {
            let (cc, cr) = ((self.width - 1) / 2, (self.height - 1) / 2);
            if self.pat.is_some() {
                // Five-in-a-row opens in the centre (as Rapfi and every book does); the pattern
                // evaluation of a lone stone cannot tell the central cells apart.
                list.push((cr * self.width + cc) as Cell);
                return;
            }
            for (i, _) in self.cells.iter().enumerate() {
                let (c, r) = self.coords(i as Cell);
                if c.abs_diff(cc) <= 2 && r.abs_diff(cr) <= 2 {
                    list.push(i as Cell);
                }
            }
            return;
        }
        if self.window_forced(list) {
            return;
        }
        // On a board no more than three cells across, every cell is within two steps of any stone.
        let all_near = self.width <= 3 && self.height <= 3;
        for (i, &v) in self.cells.iter().enumerate() {
            if v == 0
                && (all_near || self.near_stone(i as Cell, 2))
                && !self.is_foul_for_mover(i as Cell)
            {
                list.push(i as Cell);
            }
        }
        if let Some(w) = &self.windows {
            w.order(list);
        }
    }

    #[inline]
    fn is_legal(&self, m: Cell) -> bool {
        self.outcome.is_none()
            && self.cells.get(m as usize) == Some(&0)
            && !self.is_foul_for_mover(m)
    }

    fn make(&mut self, m: Cell) {
        debug_assert!(self.is_legal(m));
        self.history.push(Undo {
            cell: m,
            outcome: self.outcome,
        });
        let s = self.side;
        self.cells[m as usize] = s.index() as u8 + 1;
        // Every real five is a five by pattern (the patterns over-report, never miss), so the
        // board is asked only where the pattern sees one.
        let mut maybe_five = true;
        if let Some(p) = self.pat.as_deref_mut() {
            maybe_five = p.makes_five(m as usize, s.index());
            p.place(m as usize, s.index(), &self.cells);
        }
        let won = match self.windows.as_mut() {
            Some(w) if self.rule == Rule::Freestyle => w.place(m as usize, s.index()),
            Some(w) => {
                w.place(m as usize, s.index());
                self.wins_at(m)
            }
            None => maybe_five && self.wins_at(m),
        };
        self.stones += 1;
        self.key ^= CELL_KEYS[s.index() * MAX_CELLS + m as usize] ^ SIDE_KEY;
        self.side = !s;
        self.outcome = if won {
            Some(Outcome::win(s, Termination::KInRow))
        } else if self.stones == self.cells.len() {
            Some(Outcome::draw(Termination::FullBoard))
        } else {
            None
        };
    }

    fn unmake(&mut self) {
        let Some(u) = self.history.pop() else { return };
        self.side = !self.side;
        let s = self.side;
        self.cells[u.cell as usize] = 0;
        if let Some(p) = self.pat.as_deref_mut() {
            p.remove(u.cell as usize, &self.cells);
        }
        if let Some(w) = self.windows.as_mut() {
            w.remove(u.cell as usize, s.index());
        }
        self.stones -= 1;
        self.key ^= CELL_KEYS[s.index() * MAX_CELLS + u.cell as usize] ^ SIDE_KEY;
        self.outcome = u.outcome;
    }

    fn last_move(&self) -> Option<Cell> {
        self.history.last().map(|u| u.cell)
    }

    #[inline]
    fn key(&self) -> u64 {
        self.key
    }

    #[inline]
    fn terminal(&self) -> Option<Outcome> {
        self.outcome
    }

    fn no_moves_outcome(&self) -> Outcome {
        Outcome::draw(Termination::FullBoard)
    }

    fn evaluate(&self) -> i32 {
        if self.pat.is_some() {
            return self.pattern_eval();
        }
        match &self.windows {
            Some(w) => super::window_eval::combine(w.score(), w.threats(), self.side, self.k),
            None => super::window_eval::evaluate(self),
        }
    }

    fn generate_tactical(&self, list: &mut MoveList<Cell>) {
        if self.outcome.is_none() && self.pat.is_some() {
            self.pattern_tactical(list);
        }
    }

    /// Facing the opponent's four counts as check: it must be answered.
    fn in_check(&self) -> bool {
        self.pat.is_some() && self.outcome.is_none() && self.facing_four()
    }

    /// A move that makes or blocks an open three or more (a line of class `FLEX3` or above).
    fn is_tactical(&self, m: Cell) -> bool {
        self.pat
            .as_deref()
            .is_some_and(|p| p.key(m as usize, 0) | p.key(m as usize, 1) != 0)
    }

    /// Moves that only make or block an open three are reducible late in the list (a busy board
    /// has many); fours and blocks of an open three's open-four points are searched at full
    /// depth. Measured with the initiative bonus of the evaluation (`eval.rs`), which it needs:
    /// alone it lost ground (177 against 187 wins of 200 at 100,000 nodes).
    fn is_reducible(&self, m: Cell) -> bool {
        self.pat.as_deref().is_none_or(|p| {
            let me = self.side.index();
            // No own line of class `BLOCK4` or above, no opposing `FLEX4` or above.
            p.key(m as usize, me) & KEY_FOUR == 0 && p.key(m as usize, 1 - me) & KEY_FLEX4 == 0
        })
    }

    fn forced_win(&self, budget: u64) -> Option<crate::game::ForcedWin<Cell>> {
        super::threat::find_win(self, budget, budget / 4, 6).map(|w| crate::game::ForcedWin {
            line: w.line,
            plies: w.plies,
            nodes: w.nodes,
        })
    }

    fn tactical_value(&self, m: Cell) -> i32 {
        self.move_value(m)
    }

    #[inline]
    fn pack(m: Cell) -> PackedMove {
        PackedMove(m + 1)
    }

    fn unpack(&self, p: PackedMove) -> Option<Cell> {
        let m = p.0.checked_sub(1)?;
        self.is_legal(m).then_some(m)
    }

    fn fen(&self) -> String {
        super::fen::to_fen(self)
    }

    fn max_remaining_plies(&self) -> Option<usize> {
        Some(self.cells.len() - self.stones)
    }
}

/// Seeded random play for property tests: each step unmakes the last move (one step in three,
/// or when no move is left) or makes a random legal move, then calls `visit(board, step)`.
#[cfg(test)]
pub(super) fn random_walk(
    b: &mut Board,
    seed: u64,
    steps: usize,
    mut visit: impl FnMut(&Board, usize),
) {
    let mut rng = crate::core::Rng::new(seed);
    for step in 0..steps {
        walk_step(b, rng.next_u64());
        visit(b, step);
    }
}

/// One step of a random walk drawn as `r`: unmake when `r` is a multiple of 3 (or no move is
/// left), else make the move `r >> 8` modulo the legal moves.
#[cfg(test)]
fn walk_step(b: &mut Board, r: u64) {
    let mut list = MoveList::new();
    b.generate_moves(&mut list);
    if list.is_empty() || (r.is_multiple_of(3) && b.ply() > 0) {
        b.unmake();
    } else {
        b.make(list[(r >> 8) as usize % list.len()]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn recompute_key(b: &Board) -> u64 {
        let mut k = 0;
        for (i, &v) in b.cells.iter().enumerate() {
            if v != 0 {
                k ^= CELL_KEYS[(v as usize - 1) * MAX_CELLS + i];
            }
        }
        if b.side == Side::Second {
            k ^= SIDE_KEY;
        }
        k
    }

    proptest::proptest! {
        #![proptest_config(crate::core::rng::proptest_config(24))]

        /// After any sequence of makes and unmakes (`walk_step`) the incremental key equals a
        /// full recompute.
        #[test]
        fn incremental_key_matches_recompute(steps in proptest::collection::vec(proptest::num::u64::ANY, 0..2000)) {
            let mut b = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
            for r in steps {
                walk_step(&mut b, r);
                proptest::prop_assert_eq!(b.key(), recompute_key(&b));
            }
        }
    }

    #[test]
    fn standard_rule_rejects_overline() {
        let mut b = Board::new(15, 15, 5, Rule::Standard).unwrap();
        // First player: a1 b1 c1 d1 f1, then e1 makes six.
        for (x, o) in [(0, 14), (1, 13), (2, 12), (3, 11), (5, 10)] {
            b.make(x);
            b.make(o);
        }
        b.make(4);
        assert_eq!(b.terminal(), None);
        let mut f = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
        for (x, o) in [(0, 14), (1, 13), (2, 12), (3, 11), (5, 10)] {
            f.make(x);
            f.make(o);
        }
        f.make(4);
        assert_eq!(
            f.terminal(),
            Some(Outcome::win(Side::First, Termination::KInRow))
        );
    }

    #[test]
    fn caro_blocked_five_does_not_win() {
        let mut b = Board::new(15, 15, 5, Rule::Caro).unwrap();
        // Second player's stones at a1 and g1 block the first player's b1..f1.
        b.set_side_to_move(Side::First);
        assert!(b.put(0, Side::Second) && b.put(6, Side::Second));
        for c in 1..5 {
            assert!(b.put(c, Side::First));
        }
        b.make(5);
        assert_eq!(b.terminal(), None);
    }
}
