//! Gomoku's quick win check (Rapfi's): results the pattern counts settle without a search, asked
//! at every search and quiescence node. An own five point wins in 1; two five points of the
//! opponent lose in 2. Where the side's patterns can be trusted, an open-four or double-four
//! point wins in 3, and a four-three or double-three point wins in 5 when the opponent cannot
//! interrupt it with a four: he has no point that makes one, or (a four-three) the block his
//! stone must make against the four is not such a point, so the three becomes an open four on
//! the next move. Freestyle's patterns and renju white's are exact. Standard gomoku's fives and
//! fours are exact too (its codes see the fifth step), but its threes are read as if the cells
//! five steps away were empty (`pattern.rs`), so there each claimed line is confirmed: no own
//! stone five steps from the point along it. Renju's black is left to the search (its follow-up
//! may be a foul), as is caro.

use super::board::{Board, Cell};
use super::combo::{C_FIVE, C_FLEX4, C_FOUR_THREE, C_THREE_THREE};
use super::pattern::{Patterns, BLOCK4, FIVE, FLEX3};
use super::Rule;
use crate::core::Side;

/// How far the patterns of the side to move can be trusted for a settled result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Trust {
    /// Exact: every claimed line holds.
    Exact,
    /// Each claimed line is confirmed on the board first.
    Confirm,
}

impl Board {
    /// The quick win check (module doc): `Some(n)` when the side to move wins within `n` plies
    /// (`n > 0`) or loses within `-n`; `None` when only a search can tell. The board must hold
    /// the moves the win needs, or the game ends drawn first.
    pub(super) fn settled_threats(&self, p: &Patterns) -> Option<i32> {
        let (me, opp) = (self.side, !self.side);
        if p.combo_count(me.index(), C_FIVE) > 0 && !self.five_set(me).is_empty() {
            return Some(1);
        }
        if p.combo_count(opp.index(), C_FIVE) > 0 {
            return (self.five_set(opp).len() >= 2).then_some(-2);
        }
        let trust = match self.rule {
            Rule::Freestyle => Trust::Exact,
            Rule::Renju if me == Side::Second => Trust::Exact,
            Rule::Standard => Trust::Confirm,
            _ => return None,
        };
        let m = me.index();
        let empty = self.cells.len() - self.stones;
        if p.combo_count(m, C_FLEX4) > 0 && empty >= 3 && self.holds(p, trust, C_FLEX4) {
            return Some(3);
        }
        if empty < 5 {
            return None;
        }
        let opp_fours = p.fours(opp.index());
        if opp_fours.is_empty() {
            let attack = |combo| p.combo_count(m, combo) > 0 && self.holds(p, trust, combo);
            return (attack(C_FOUR_THREE) || attack(C_THREE_THREE)).then_some(5);
        }
        if p.combo_count(m, C_FOUR_THREE) == 0 {
            return None;
        }
        // The opponent has fours to make: a four-three still wins when the block of its four is
        // not one of them.
        p.fours(m)
            .iter()
            .filter(|&c| p.combo(c as usize, m) == C_FOUR_THREE)
            .filter(|&c| self.trusted(p, trust, c, m))
            .any(|c| {
                self.four_block(p, c, m)
                    .is_some_and(|b| !opp_fours.contains(b as usize))
            })
            .then_some(5)
    }

    /// Does the side to move hold a cell of combination `combo` whose lines can be trusted?
    fn holds(&self, p: &Patterns, trust: Trust, combo: u8) -> bool {
        let m = self.side.index();
        trust == Trust::Exact
            || p.threes(m)
                .iter()
                .any(|c| p.combo(c as usize, m) == combo && self.lines_exact(p, c, m))
    }

    /// Can the lines a `side` stone on the empty `cell` makes be trusted under `trust`?
    fn trusted(&self, p: &Patterns, trust: Trust, cell: Cell, side: usize) -> bool {
        trust == Trust::Exact || self.lines_exact(p, cell, side)
    }

    /// Are the lines of three or more that a `side` stone on the empty `cell` makes exact under
    /// an exact-five rule: no `side` stone five steps from the cell along any of them? The
    /// patterns assume those cells empty; any other stone there (or the edge) changes no five
    /// within the window, and so neither a four nor an open three built on one.
    fn lines_exact(&self, p: &Patterns, cell: Cell, side: usize) -> bool {
        let own = side as u8 + 1;
        (0..4).all(|d| {
            p.class(cell as usize, d, side) < FLEX3
                || [-5, 5].into_iter().all(|o| {
                    self.step(cell, d, o)
                        .is_none_or(|n| self.cells[n as usize] != own)
                })
        })
    }

    /// The five point of the four a `side` stone on the empty `cell` makes (along its line of
    /// class `BLOCK4`): the cell the opponent must block next.
    fn four_block(&self, p: &Patterns, cell: Cell, side: usize) -> Option<Cell> {
        let d = (0..4).find(|&d| p.class(cell as usize, d, side) == BLOCK4)?;
        (-4isize..=4).filter(|&o| o != 0).find_map(|o| {
            let n = self.step(cell, d, o)?;
            (self.stone(n).is_none() && p.class_if(n as usize, d, side, -o, side) == FIVE)
                .then_some(n)
        })
    }
}
