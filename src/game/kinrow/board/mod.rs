//! The k-in-a-row board: cells, side to move, an undo stack, an incrementally updated Zobrist key
//! and the game result, which is decided when a stone is placed by scanning only the four lines
//! through that stone (or, under the freestyle rule on boards with window counts, by a window
//! the stone completes). The board's [`Game`](crate::game::Game) implementation is in `game.rs`,
//! the line reading (win check, fouls, forced replies) in `lines.rs`.

use super::direction::DIRECTIONS;
use super::pattern::{FiveKind, Patterns};
use super::rule::Rule;
use super::windows::{WindowCounts, WindowTable};
use crate::core::{zobrist, Outcome, Side};
use std::sync::Arc;
use thiserror::Error;

mod game;
mod lines;
#[cfg(test)]
mod tests;

/// Largest supported width or height.
pub const MAX_SIDE: usize = 32;
const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;

/// Zobrist keys: one per (side, cell), plus the side-to-move key.
static CELL_KEYS: [u64; 2 * MAX_CELLS] = zobrist::keys(0x0005_E47E_0001);
const SIDE_KEY: u64 = zobrist::splitmix64(0x0005_E47E_0002).1;

/// A cell index: `row * width + col`, with row 0 at the bottom and column 0 at the left.
pub type Cell = u16;
/// The history's mark for a pass (the search's null move); no cell of any board.
pub(super) const PASS: Cell = Cell::MAX;

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
        Rule::Renju => [FiveKind::RenjuBlack, FiveKind::AtLeast],
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
                p.set_rule(rule);
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

    /// The cell `offset` steps from `cell` along direction `d` (`DIRECTIONS`), if on the board.
    #[inline]
    pub fn step(&self, cell: Cell, d: usize, offset: isize) -> Option<Cell> {
        let (c, r) = self.coords(cell);
        let (dx, dy) = DIRECTIONS[d];
        let col = c.checked_add_signed(dx * offset)?;
        let row = r.checked_add_signed(dy * offset)?;
        self.cell_at(col, row)
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

    /// The side to move's own previous move (two plies back), if the history holds one.
    pub(crate) fn own_previous_move(&self) -> Option<Cell> {
        let n = self.history.len();
        (n >= 2)
            .then(|| self.history[n - 2].cell)
            .filter(|&c| c != PASS)
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

    /// Raw cell contents, row-major from the bottom row: 0 empty, 1 first player, 2 second.
    pub(crate) fn raw_cells(&self) -> &[u8] {
        &self.cells
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
    use crate::game::Game;
    let mut list = crate::core::MoveList::new();
    b.generate_moves(&mut list);
    if list.is_empty() || (r.is_multiple_of(3) && b.ply() > 0) {
        b.unmake();
    } else {
        b.make(list[(r >> 8) as usize % list.len()]);
    }
}
