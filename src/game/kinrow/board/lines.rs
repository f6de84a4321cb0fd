//! What the lines through a cell say: the run of stones along a direction, whether a stone
//! completes a winning line, the result of a set-up position, nearness to stones, renju fouls
//! and the replies forced by the window counts.

use super::{Board, Cell, MAX_CELLS};
use crate::core::{MoveList, Outcome, Side, Termination};
use crate::game::kinrow::direction::DIRECTIONS;
use crate::game::kinrow::forbidden::{self, Foul};
use crate::game::kinrow::rule::Rule;

impl Board {
    /// Length of the run of `side`'s stones through `cell` along `(dx, dy)`, and whether the
    /// cells just past both ends hold the opponent's stones.
    pub(in crate::game::kinrow) fn run_through(
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
    pub(super) fn wins_at(&self, cell: Cell) -> bool {
        let side = self.cells[cell as usize];
        let who = if side == 1 { Side::First } else { Side::Second };
        DIRECTIONS.iter().any(|&d| {
            let (len, blocked) = self.run_through(cell, side, d);
            self.rule.wins(who, len, self.k, blocked)
        })
    }

    /// Result of the position from scratch (used after set-up, where no last move is known).
    pub(super) fn scan_outcome(&self) -> Option<Outcome> {
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
    pub(super) fn near_stone(&self, cell: Cell, limit: usize) -> bool {
        let (c0, r0) = self.coords(cell);
        let (lo_c, hi_c) = (c0.saturating_sub(limit), (c0 + limit).min(self.width - 1));
        let (lo_r, hi_r) = (r0.saturating_sub(limit), (r0 + limit).min(self.height - 1));
        (lo_r..=hi_r).any(|r| (lo_c..=hi_c).any(|c| self.cells[r * self.width + c] != 0))
    }

    /// The renju foul a black stone on the empty `cell` would make, if black is restricted here
    /// (renju rule); `None` for other rules, white, occupied or off-board cells.
    pub fn foul(&self, cell: Cell) -> Option<Foul> {
        let i = cell as usize;
        if self.rule != Rule::Renju || self.cells.get(i) != Some(&0) {
            return None;
        }
        // The patterns' necessary condition where they are kept (five in a row), else the
        // board's: most cells fail it, and the full check below is the costly part of renju.
        let may_foul = match self.pat.as_deref() {
            Some(p) => p.may_foul(i),
            None => forbidden::maybe_foul(&self.cells, self.width, self.k, i),
        };
        if !may_foul {
            return None;
        }
        self.on_scratch_cells(|cells| forbidden::classify_at(cells, self.width, self.k, i))
    }

    /// Runs `read` on a copy of the cells. The foul checks place and lift stones as they read:
    /// they get a copy on the stack (a board has at most MAX_SIDE² cells), not a fresh heap copy
    /// per question.
    fn on_scratch_cells<R>(&self, read: impl FnOnce(&mut [u8]) -> R) -> R {
        let mut scratch = [0u8; MAX_CELLS];
        let scratch = &mut scratch[..self.cells.len()];
        scratch.copy_from_slice(&self.cells);
        read(scratch)
    }

    /// Under renju, does a black stone on the empty `cell` make a real four-three (no foul, and
    /// a three whose straight-four point is no foul; `forbidden::real_four_three`)?
    pub(in crate::game::kinrow) fn makes_real_four_three(&self, cell: Cell) -> bool {
        self.on_scratch_cells(|cells| {
            forbidden::real_four_three(cells, self.width, self.k, cell as usize)
        })
    }

    /// True when the side to move may not play `cell` because it is a renju foul.
    #[inline]
    pub(super) fn is_foul_for_mover(&self, cell: Cell) -> bool {
        self.rule.has_fouls(self.side) && self.foul(cell).is_some()
    }

    /// Forced replies read from the window counts (freestyle rule, where a completed window wins):
    /// a move that wins at once, or else the cells that stop the opponent's immediate wins. Any
    /// other move loses at once or wins later, so the game's value is unchanged. Returns true
    /// when `list` holds the forced moves.
    pub(super) fn window_forced(&self, list: &mut MoveList<Cell>) -> bool {
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
}
