//! Defences against the opponent's four-three point: a cell where one stone of theirs makes a
//! four and an open three at once wins by force (the four must be blocked, then the three
//! becomes an open four). While no four of the mover's answers it, the moves that matter are
//! few (Rapfi's move generator narrows to them alike): the point itself, the cells whose stone
//! breaks the point's four line or its three line, the cells that make the four's block a four
//! of the mover's (a counter), and the mover's own fours. In renju, when white holds the point,
//! the main search then looks at these instead of every cell near a stone.

use super::board::{Board, Cell};
use super::cellset::CellSet;
use super::combo::{C_FOUR_THREE, KEY_FOUR};
use super::pattern::{Patterns, BLOCK3, BLOCK4, FLEX3};
use super::Rule;
use crate::core::{MoveList, Side};
use crate::game::Game;

impl Board {
    /// Does the mover answer the opponent's four-three points with their defences alone? In
    /// renju when white holds them (white's patterns are exact; black's three may be a false
    /// one, its open-four point a foul). Freestyle and standard gomoku measured level with it
    /// (stop 82: −3.5 ± 21.5 and +1.8 ± 15.3 Elo at 50,000 nodes) and keep the full list, as
    /// caro (untested) does.
    fn narrows_to_four_three_defences(&self) -> bool {
        self.rule == Rule::Renju && self.side == Side::First
    }

    /// Fills `list` with the defences against the opponent's first four-three point and the
    /// mover's fours, and returns true; false (the list untouched) when the opponent has no
    /// such point, the rule does not narrow to them, or the four's block would already make a
    /// four of the mover's (no direct defence is needed then).
    pub(super) fn four_three_defences(&self, list: &mut MoveList<Cell>) -> bool {
        let Some(p) = self.pat.as_deref() else {
            return false;
        };
        let (me, opp) = (self.side.index(), 1 - self.side.index());
        if p.combo_count(opp, C_FOUR_THREE) == 0 || !self.narrows_to_four_three_defences() {
            return false;
        }
        let Some(x) = p
            .fours(opp)
            .iter()
            .find(|&i| p.combo(i as usize, opp) == C_FOUR_THREE)
        else {
            return false;
        };
        let mut set = CellSet::new(self.cells.len());
        set.set(x as usize, true);
        for d in 0..4 {
            let class = p.class(x as usize, d, opp);
            if class < FLEX3 {
                continue;
            }
            for offset in (-4..=4).filter(|&o| o != 0) {
                let Some(n) = self.step(x, d, offset) else {
                    continue;
                };
                if self.cells[n as usize] != 0
                    || p.class_if(x as usize, d, opp, offset, me) >= class
                {
                    continue;
                }
                set.set(n as usize, true);
                if class >= BLOCK4 {
                    // `n` blocks the four: if a stone there is already a four of the mover's,
                    // the threat is answered with a counter-four and needs no defence now.
                    if p.key(n as usize, me) & KEY_FOUR != 0 {
                        return false;
                    }
                    self.counter_cells(p, me, n, &mut set);
                }
            }
        }
        set = set.union(p.fours(me));
        for i in set.iter() {
            if self.is_legal(i) {
                list.push(i);
            }
        }
        !list.is_empty()
    }

    /// Adds to `set` the empty cells that would make a stone on `block` a four of the mover's:
    /// along each line through `block`, the cells next along it (past the mover's stones) where
    /// a stone of the mover's makes at least a closed three on that line.
    fn counter_cells(&self, p: &Patterns, me: usize, block: Cell, set: &mut CellSet) {
        for d in 0..4 {
            for sign in [-1, 1] {
                for k in 1..=4 {
                    let Some(m) = self.step(block, d, sign * k) else {
                        break;
                    };
                    match self.cells[m as usize] {
                        0 if p.class(m as usize, d, me) >= BLOCK3 => set.set(m as usize, true),
                        0 => break,
                        s if usize::from(s) == me + 1 => {}
                        _ => break,
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 15×15 board of `rule` after `moves` (column, row), alternating from black.
    fn played(rule: Rule, moves: &[(usize, usize)]) -> Board {
        let mut b = Board::new(15, 15, 5, rule).unwrap();
        for &(c, r) in moves {
            b.make(b.cell_at(c, r).unwrap());
        }
        b
    }

    /// Black to move; white's (8,5) makes a four (blocked by black's (4,5)) and an open three.
    fn four_three_position(rule: Rule) -> Board {
        played(
            rule,
            &[
                (4, 5),
                (5, 5),
                (0, 14),
                (6, 5),
                (14, 14),
                (7, 5),
                (14, 0),
                (8, 6),
                (0, 0),
                (8, 7),
            ],
        )
    }

    fn candidates(b: &Board) -> Vec<(usize, usize)> {
        let mut list = MoveList::new();
        b.generate_candidates(&mut list);
        list.iter().map(|&c| b.coords(c)).collect()
    }

    #[test]
    fn black_facing_a_white_four_three_point_in_renju_gets_only_its_defences() {
        let moves = candidates(&four_three_position(Rule::Renju));
        // The point, the four's five point, the three's open ends.
        for cell in [(8, 5), (9, 5), (8, 4), (8, 8)] {
            assert!(moves.contains(&cell), "{cell:?} missing from {moves:?}");
        }
        // A cell beside black's lone corner stone is near a stone but defends nothing.
        assert!(!moves.contains(&(1, 1)), "{moves:?}");
        assert!(moves.len() <= 8, "{moves:?}");
    }

    #[test]
    fn other_rules_and_a_black_point_keep_every_candidate() {
        for rule in [Rule::Freestyle, Rule::Standard] {
            let moves = candidates(&four_three_position(rule));
            assert!(
                moves.contains(&(1, 1)) && moves.len() > 8,
                "{rule:?}: {moves:?}"
            );
        }
        // The renju shape with the colours' roles swapped: white to move facing black's point,
        // whose three may be a false one.
        let b = played(
            Rule::Renju,
            &[
                (5, 5),
                (4, 5),
                (6, 5),
                (0, 14),
                (7, 5),
                (14, 14),
                (8, 6),
                (14, 0),
                (8, 7),
            ],
        );
        let moves = candidates(&b);
        assert!(moves.contains(&(13, 1)) && moves.len() > 8, "{moves:?}");
    }
}
