//! Move selection from the line patterns (five-in-a-row boards): the five points of each side,
//! forced replies (a four must be blocked; an open three leaves only fours and defences), the
//! candidate moves near stones ordered by pattern value, and the tactical moves of quiescence.
//! The evaluation of the same patterns is `eval.rs`.

use super::board::{Board, Cell};
use super::combo::{C_FIVE, C_FLEX4, C_FOUR_THREE};
use super::pattern::{Patterns, BLOCK4, FLEX3, FLEX4};
use crate::core::{MoveList, Side};
use crate::game::Game;

/// Ordering value of a pattern class for the mover (attack) and against the opponent (defence).
/// Move ordering only, like the bonuses of double threats in `move_value`: the evaluation
/// (`eval.rs`) and its tuned weights do not read them.
const ATTACK: [i32; 10] = [0, 1, 2, 4, 10, 14, 60, 70, 400, 10_000];
const DEFENCE: [i32; 10] = [0, 0, 1, 3, 8, 10, 40, 50, 300, 5_000];

impl Board {
    fn patterns(&self) -> &Patterns {
        self.pat.as_deref().expect("pattern moves need patterns")
    }

    /// Would a stone of `side` on the empty `cell` complete a winning line (real check)?
    pub fn would_win(&self, cell: Cell, side: Side) -> bool {
        let v = side.index() as u8 + 1;
        [(1isize, 0isize), (0, 1), (1, 1), (1, -1)]
            .into_iter()
            .any(|d| {
                let (len, blocked) = self.run_through(cell, v, d);
                self.rule.wins(side, len, self.k, blocked)
            })
    }

    /// Empty cells where `side` would make a winning five (confirmed on the board), pushed to `out`.
    pub fn five_points(&self, side: Side, out: &mut MoveList<Cell>) {
        let Some(p) = self.pat.as_deref() else {
            for i in 0..self.cells.len() {
                if self.cells[i] == 0 && self.would_win(i as Cell, side) {
                    out.push(i as Cell);
                }
            }
            return;
        };
        if p.combo_count(side.index(), C_FIVE) == 0 {
            return;
        }
        for i in 0..self.cells.len() {
            if self.is_five_point(p, i, side) {
                out.push(i as Cell);
            }
        }
    }

    /// Is the empty `cell` a point where `side` makes a winning five (pattern, then the board)?
    #[inline]
    fn is_five_point(&self, p: &Patterns, cell: usize, side: Side) -> bool {
        self.cells[cell] == 0
            && p.combo(cell, side.index()) == C_FIVE
            && self.would_win(cell as Cell, side)
    }

    /// True when the opponent of the side to move threatens to make five next move. Called at
    /// every node (it is the k-in-a-row "check"), so it answers from the counts when it can and
    /// builds no list.
    pub fn facing_four(&self) -> bool {
        let opp = !self.side;
        let Some(p) = self.pat.as_deref() else {
            return (0..self.cells.len())
                .any(|i| self.cells[i] == 0 && self.would_win(i as Cell, opp));
        };
        p.combo_count(opp.index(), C_FIVE) > 0
            && (0..self.cells.len()).any(|i| self.is_five_point(p, i, opp))
    }

    /// Ordering value of `cell` for the side to move: its own patterns plus the opponent's.
    pub fn move_value(&self, cell: Cell) -> i32 {
        let Some(p) = self.pat.as_deref() else {
            return 0;
        };
        let (me, opp) = (self.side.index(), 1 - self.side.index());
        let c = cell as usize;
        let mut v = 0;
        let (mut my4, mut my3) = (0, 0);
        for d in 0..4 {
            let (a, b) = (p.class(c, d, me), p.class(c, d, opp));
            v += ATTACK[a as usize] + DEFENCE[b as usize];
            my4 += (a >= BLOCK4) as i32;
            my3 += (a == FLEX3) as i32;
        }
        // Double threats (four-three, three-three, four-four) win outright when legal.
        if my4 >= 2 || (my4 >= 1 && my3 >= 1) {
            v += 2_000;
        } else if my3 >= 2 {
            v += 500;
        }
        v
    }

    fn push_legal(&self, cell: usize, list: &mut MoveList<Cell>) {
        if self.is_legal(cell as Cell) {
            list.push(cell as Cell);
        }
    }

    /// Forced replies, if any apply: own five, a block of the opponent's five, or against an
    /// open three only own fours and the defending points. Returns true if the list is final.
    fn forced(&self, list: &mut MoveList<Cell>) -> bool {
        let p = self.patterns();
        let (me, opp) = (self.side, !self.side);
        let mut fives = MoveList::new();
        self.five_points(me, &mut fives);
        if let Some(&f) = fives.first() {
            list.push(f);
            return true;
        }
        self.five_points(opp, &mut fives);
        if !fives.is_empty() {
            for &f in fives.iter() {
                self.push_legal(f as usize, list);
            }
            return true;
        }
        if p.count(opp.index(), FLEX4) > 0 {
            for i in 0..self.cells.len() {
                if self.cells[i] == 0
                    && (p.best(i, me.index()) >= BLOCK4 || p.best(i, opp.index()) >= BLOCK4)
                {
                    self.push_legal(i, list);
                }
            }
            if !list.is_empty() {
                return true;
            }
        }
        false
    }

    /// Candidate moves from the patterns, best first.
    pub(super) fn pattern_candidates(&self, list: &mut MoveList<Cell>) {
        if self.forced(list) {
            self.sort_by_value(list);
            return;
        }
        let p = self.patterns();
        for i in 0..self.cells.len() {
            if self.cells[i] != 0 {
                continue;
            }
            // A stone within two steps along one of the lines through the cell.
            let near = (0..4).any(|d| {
                let code = p.code(i, d);
                (code ^ (code >> 1)) & 0x0550 != 0
            });
            if near {
                self.push_legal(i, list);
            }
        }
        self.sort_by_value(list);
    }

    /// Tactical moves for quiescence: own five, blocks of the opponent's five, or own moves that
    /// make two five points at once (open four, double four) or a four with an open three. Plain
    /// fours are left to the main search (where a four is a check and extends) and to the threat solver:
    /// trying every four at every quiescence node grows exponentially on a busy board.
    pub(super) fn pattern_tactical(&self, list: &mut MoveList<Cell>) {
        let (me, opp) = (self.side, !self.side);
        let mut fives = MoveList::new();
        self.five_points(me, &mut fives);
        if let Some(&f) = fives.first() {
            list.push(f);
            return;
        }
        self.five_points(opp, &mut fives);
        if !fives.is_empty() {
            for &f in fives.iter() {
                self.push_legal(f as usize, list);
            }
            return;
        }
        let p = self.patterns();
        let m = me.index();
        if p.combo_count(m, C_FOUR_THREE) + p.combo_count(m, C_FLEX4) == 0 {
            return;
        }
        for i in 0..self.cells.len() {
            if self.cells[i] == 0 && p.combo(i, m) >= C_FOUR_THREE {
                self.push_legal(i, list);
            }
        }
        self.sort_by_value(list);
    }

    fn sort_by_value(&self, list: &mut MoveList<Cell>) {
        let mut keyed: Vec<(i32, Cell)> = list.iter().map(|&m| (-self.move_value(m), m)).collect();
        keyed.sort_by_key(|&(k, _)| k);
        list.clear();
        for (_, m) in keyed {
            list.push(m);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kinrow::board::random_walk;
    use crate::game::kinrow::combo::COMBOS;
    use crate::game::kinrow::pattern::CLASSES;
    use crate::game::kinrow::Rule;

    fn same_as_fresh(b: &Board) {
        let p = b.patterns();
        let mut fresh = Board::new(b.width(), b.height(), 5, b.rule()).unwrap();
        for (i, &v) in b.cells.iter().enumerate() {
            if v != 0 {
                let side = if v == 1 { Side::First } else { Side::Second };
                assert!(fresh.put(i as Cell, side));
            }
        }
        let q = fresh.patterns();
        for i in 0..b.cells.len() {
            for d in 0..4 {
                assert_eq!(p.code(i, d), q.code(i, d), "cell {i} dir {d}");
            }
        }
        for side in 0..2 {
            assert_eq!(p.sum(side), q.sum(side));
            for c in 0..CLASSES as u8 {
                assert_eq!(p.count(side, c), q.count(side, c));
            }
            for c in 0..COMBOS as u8 {
                assert_eq!(p.combo_count(side, c), q.combo_count(side, c));
            }
            for i in 0..b.cells.len() {
                if b.cells[i] == 0 {
                    assert_eq!(p.combo(i, side), q.combo(i, side), "cell {i}");
                }
            }
        }
    }

    #[test]
    fn incremental_patterns_equal_recompute() {
        for (w, h, rule) in [
            (15, 15, Rule::Freestyle),
            (20, 20, Rule::Standard),
            (9, 6, Rule::Caro),
            (15, 15, Rule::Renju),
            (5, 5, Rule::Freestyle),
        ] {
            let mut b = Board::new(w, h, 5, rule).unwrap();
            random_walk(&mut b, 99 + w as u64, 600, |b, step| {
                if step % 7 == 0 {
                    same_as_fresh(b);
                }
            });
            same_as_fresh(&b);
        }
    }

    #[test]
    fn four_must_be_blocked() {
        let mut b = Board::new(15, 15, 5, Rule::Standard).unwrap();
        // Black h8 i8 j8 k8 (row index 7), white on the bottom row; white must block g8 or l8.
        for (bx, wx) in [(7, 0), (8, 2), (9, 4)] {
            b.make(7 * 15 + bx);
            b.make(wx);
        }
        assert!(!b.in_check());
        b.make(7 * 15 + 10);
        assert!(b.in_check());
        let mut l = MoveList::new();
        b.generate_candidates(&mut l);
        let mut v: Vec<Cell> = l.to_vec();
        v.sort();
        assert_eq!(v, vec![7 * 15 + 6, 7 * 15 + 11]);
    }
}
