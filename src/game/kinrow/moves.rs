//! Move selection from the line patterns (five-in-a-row boards): the five points of each side,
//! forced replies (a four must be blocked; an open three leaves only fours and defences), the
//! candidate moves near stones ordered by pattern value, and the tactical moves of quiescence.
//! The evaluation of the same patterns is `eval.rs`.

use super::board::{Board, Cell};
use super::cellset::CellSet;
use super::combo::{key_counts, ComboKey, C_FIVE, C_FOUR_THREE, KEYS};
use super::direction::DIRECTIONS;
use super::pattern::{Patterns, BLOCK4, CLASSES, FIVE, FLEX2, FLEX4};
use super::rule::Rule;
use crate::core::{MoveList, Side};
use crate::game::Game;

/// Ordering value of a pattern class for the mover (attack) and against the opponent (defence).
/// Move ordering only, like the bonuses of double threats in `move_value`: the evaluation
/// (`eval.rs`) and its tuned weights do not read them. `Patterns` keeps their sums over each
/// cell's four lines. Both rise with the class.
pub(super) const ATTACK: [i32; CLASSES] = [0, 1, 2, 4, 10, 14, 60, 70, 400, 10_000];
pub(super) const DEFENCE: [i32; CLASSES] = [0, 0, 1, 3, 8, 10, 40, 50, 300, 5_000];
/// Freestyle's ordering values, tuned by SPSA in freestyle self-play (stop 99, README): a made
/// open two and open three worth more, a made four less, and every block about a fifteenth less.
pub(super) const ATTACK_FREESTYLE: [i32; CLASSES] = [0, 1, 2, 4, 13, 14, 66, 57, 400, 10_000];
/// See `ATTACK_FREESTYLE`.
pub(super) const DEFENCE_FREESTYLE: [i32; CLASSES] = [0, 0, 1, 3, 7, 9, 37, 46, 279, 5_000];
/// Standard gomoku's ordering values: freestyle's, tuned again by SPSA in standard self-play
/// (stop 100, README): open two and closed three worth a little more, the rest nearly as they were.
pub(super) const ATTACK_STANDARD: [i32; CLASSES] = [0, 1, 2, 4, 15, 15, 64, 55, 415, 10_000];
/// See `ATTACK_STANDARD`.
pub(super) const DEFENCE_STANDARD: [i32; CLASSES] = [0, 0, 1, 3, 6, 9, 35, 46, 267, 5_000];

/// The set of ordering values a rule orders its moves by.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum OrderValues {
    /// `ATTACK` and `DEFENCE`: renju and caro.
    Shared = 0,
    /// `ATTACK_FREESTYLE` and `DEFENCE_FREESTYLE`.
    Freestyle = 1,
    /// `ATTACK_STANDARD` and `DEFENCE_STANDARD`.
    Standard = 2,
}

impl OrderValues {
    /// Every set, in the order of their discriminants.
    pub(super) const ALL: [OrderValues; 3] = [Self::Shared, Self::Freestyle, Self::Standard];

    /// The set `rule` orders its moves by: the one place that chooses (`Patterns::set_rule`
    /// builds its features from it).
    pub(super) fn of(rule: Rule) -> OrderValues {
        match rule {
            Rule::Freestyle => Self::Freestyle,
            Rule::Standard => Self::Standard,
            Rule::Renju | Rule::Caro => Self::Shared,
        }
    }

    /// The attack and defence values of the set.
    pub(super) const fn tables(self) -> (&'static [i32; CLASSES], &'static [i32; CLASSES]) {
        match self {
            Self::Shared => (&ATTACK, &DEFENCE),
            Self::Freestyle => (&ATTACK_FREESTYLE, &DEFENCE_FREESTYLE),
            Self::Standard => (&ATTACK_STANDARD, &DEFENCE_STANDARD),
        }
    }
}

/// Ordering bonus of a move that makes two fours or a four and an open three.
const DOUBLE_FOUR: i32 = 2_000;
/// Ordering bonus of a move that makes two open threes.
const DOUBLE_THREE: i32 = 500;

// `sort_by_value` keeps a move's value in the upper 16 bits of a `u32`, and `Patterns` a cell's
// sums in a `u16`.
const _: () = {
    let mut i = 0;
    while i < OrderValues::ALL.len() {
        // `Patterns` indexes its feature tables by a set's discriminant.
        assert!(OrderValues::ALL[i] as usize == i);
        let (attack, defence) = OrderValues::ALL[i].tables();
        assert!(4 * (attack[FIVE as usize] + defence[FIVE as usize]) + DOUBLE_FOUR < 1 << 16);
        i += 1;
    }
};

/// The double-threat bonus of each combination key (`combo.rs`) of the mover: four-three,
/// three-three and four-four win outright when legal.
pub(super) static DOUBLE_BONUS: [u16; KEYS] = {
    let mut t = [0; KEYS];
    let mut key = 0;
    while key < KEYS {
        let [five, flex4, block4, threes] = key_counts(key as ComboKey);
        let fours = five + flex4 + block4;
        t[key] = if fours >= 2 || (fours >= 1 && threes >= 1) {
            DOUBLE_FOUR as u16
        } else if threes >= 2 {
            DOUBLE_THREE as u16
        } else {
            0
        };
        key += 1;
    }
    t
};

/// Quiescence plies from the horizon at which any four near the own previous move is tried;
/// deeper, a four needs a two or three on another line (Rapfi tries plain fours in its first
/// two quiescence plies of the attacker).
const PLAIN_FOUR_QPLIES: u32 = 2;

/// Does a `side` stone on the empty `cell` make a four (or more) along one line and an open two
/// or a three (or more) along another?
fn four_with_support(p: &Patterns, cell: usize, side: usize) -> bool {
    let (mut fours, mut support) = (0, 0);
    for d in 0..4 {
        let c = p.class(cell, d, side);
        fours += (c >= BLOCK4) as u32;
        support += (c >= FLEX2) as u32;
    }
    fours >= 1 && support >= 2
}

/// Is the cell at `to` within two cells of `from` (a 5×5 square), or within four along one of
/// its lines (Rapfi's neighbourhood of a continuous-four search)?
fn within_reach((fc, fr): (usize, usize), (tc, tr): (usize, usize)) -> bool {
    let (dx, dy) = (fc.abs_diff(tc), fr.abs_diff(tr));
    (dx <= 2 && dy <= 2) || ((dx == 0 || dy == 0 || dx == dy) && dx.max(dy) <= 4)
}

/// Longest list `sort_by_value` sorts without allocating (every move of a 15×15 board).
const SORT_BUFFER: usize = 256;

impl Board {
    fn patterns(&self) -> &Patterns {
        self.pat.as_deref().expect("pattern moves need patterns")
    }

    /// Would a stone of `side` on the empty `cell` complete a winning line (real check)?
    pub fn would_win(&self, cell: Cell, side: Side) -> bool {
        let v = side.index() as u8 + 1;
        DIRECTIONS.into_iter().any(|d| {
            let (len, blocked) = self.run_through(cell, v, d);
            self.rule.wins(side, len, self.k, blocked)
        })
    }

    /// Empty cells where `side` would make a winning five (confirmed on the board), pushed to `out`.
    pub fn five_points(&self, side: Side, out: &mut MoveList<Cell>) {
        if self.pat.is_none() {
            for i in 0..self.cells.len() {
                if self.cells[i] == 0 && self.would_win(i as Cell, side) {
                    out.push(i as Cell);
                }
            }
            return;
        }
        for i in self.five_set(side).iter() {
            out.push(i);
        }
    }

    /// The empty cells where `side` makes a winning five: the pattern's five points confirmed on
    /// the board (five-in-a-row boards).
    pub(super) fn five_set(&self, side: Side) -> CellSet {
        let p = self.patterns();
        let mut set = *p.fives(side.index());
        if p.combo_count(side.index(), C_FIVE) > 0 {
            for i in p.fives(side.index()).iter() {
                if !self.would_win(i, side) {
                    set.set(i as usize, false);
                }
            }
        }
        set
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
            && p.fives(opp.index()).iter().any(|i| self.would_win(i, opp))
    }

    /// Ordering value of `cell` for the side to move: its own patterns plus the opponent's.
    #[inline]
    pub fn move_value(&self, cell: Cell) -> i32 {
        self.pat
            .as_deref()
            .map_or(0, |p| p.order_value(cell as usize, self.side.index()))
    }

    fn push_legal(&self, cell: Cell, list: &mut MoveList<Cell>) {
        if self.is_legal(cell) {
            list.push(cell);
        }
    }

    /// Forced replies, if any apply: own five, a block of the opponent's five, or against an
    /// open three only own fours and the defending points. Returns true if the list is final.
    fn forced(&self, list: &mut MoveList<Cell>) -> bool {
        let p = self.patterns();
        let (me, opp) = (self.side, !self.side);
        if let Some(f) = self.five_set(me).first() {
            list.push(f);
            return true;
        }
        let fives = self.five_set(opp);
        if !fives.is_empty() {
            for f in fives.iter() {
                self.push_legal(f, list);
            }
            return true;
        }
        let them = opp.index();
        let open_four = |i: usize| (0..4).any(|d| p.class(i, d, them) == FLEX4);
        if p.count(them, FLEX4) > 0 && self.playable_four_point(p, opp, open_four) {
            for i in p.fours(me.index()).union(p.fours(them)).iter() {
                self.push_legal(i, list);
            }
            if !list.is_empty() {
                return true;
            }
        }
        self.four_three_defences(list)
    }

    /// May `side` play one of its four points for which `kind` holds? Always where `side` has
    /// no fouls. Under renju a black point can be a foul the patterns do not see (two fours on
    /// one line, `X.XXX.X`): a threat black cannot carry out needs no answer (answering it alone
    /// would leave out the opponent's real moves), and it wins nothing.
    pub(super) fn playable_four_point(
        &self,
        p: &Patterns,
        side: Side,
        kind: impl Fn(usize) -> bool,
    ) -> bool {
        !self.rule.has_fouls(side)
            || p.fours(side.index())
                .iter()
                .any(|i| kind(i as usize) && self.foul(i).is_none())
    }

    /// Candidate moves from the patterns, best first.
    pub(super) fn pattern_candidates(&self, list: &mut MoveList<Cell>) {
        if self.forced(list) {
            self.sort_by_value(list);
            return;
        }
        // The empty cells with a stone within two steps along one of their lines.
        for i in self.patterns().near_empty().iter() {
            self.push_legal(i, list);
        }
        self.sort_by_value(list);
    }

    /// Tactical moves for quiescence `qdepth` plies past the horizon (a continuous-four search,
    /// as Rapfi's quiescence): own five, blocks of the opponent's five, else own fours. Moves
    /// that make two five points or a four with an open three are tried anywhere; other fours
    /// only near the side's own previous move (within two cells square, or four along a line),
    /// and past the first `PLAIN_FOUR_QPLIES` plies only fours with a two or three on another
    /// line. Every four is answered by its one block, so the tree stays narrow.
    pub(super) fn pattern_tactical(&self, list: &mut MoveList<Cell>, qdepth: u32) {
        let (me, opp) = (self.side, !self.side);
        if let Some(f) = self.five_set(me).first() {
            list.push(f);
            return;
        }
        let fives = self.five_set(opp);
        if !fives.is_empty() {
            for f in fives.iter() {
                self.push_legal(f, list);
            }
            return;
        }
        let p = self.patterns();
        let m = me.index();
        let plain = qdepth <= PLAIN_FOUR_QPLIES;
        let anchor = self.own_previous_move().map(|a| self.coords(a));
        for i in p.fours(m).iter() {
            if p.combo(i as usize, m) < C_FOUR_THREE {
                let near = anchor.is_none_or(|a| within_reach(a, self.coords(i)));
                if !near || !(plain || four_with_support(p, i as usize, m)) {
                    continue;
                }
            }
            self.push_legal(i, list);
        }
        self.sort_by_value(list);
    }

    /// Sorts `list` by `move_value`, highest first; equal values keep their order (the stable
    /// sort, without allocating for lists of up to `SORT_BUFFER` moves).
    pub(super) fn sort_by_value(&self, list: &mut [Cell]) {
        if list.len() <= SORT_BUFFER {
            self.sort_with(list, &mut [0; SORT_BUFFER][..list.len()]);
        } else {
            self.sort_with(list, &mut vec![0; list.len()]);
        }
    }

    /// `sort_by_value` with `keys` (one per move) as scratch.
    fn sort_with(&self, list: &mut [Cell], keys: &mut [u32]) {
        // Key: the value above, the complement of the position below; keys are unique, so their
        // descending order is the stable order by value.
        for (i, (k, &m)) in keys.iter_mut().zip(list.iter()).enumerate() {
            *k = (self.move_value(m) as u32) << 16 | (0xFFFF - i as u32);
        }
        keys.sort_unstable_by(|a, b| b.cmp(a));
        for k in keys.iter_mut() {
            *k = list[(0xFFFF - (*k & 0xFFFF)) as usize] as u32;
        }
        for (m, &k) in list.iter_mut().zip(keys.iter()) {
            *m = k as Cell;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kinrow::board::random_walk;
    use crate::game::kinrow::combo::{combine, is_foul, COMBOS};
    use crate::game::kinrow::eval::cell_table;
    use crate::game::kinrow::pattern::{
        slot_of, span_of, table, LineCode, BLOCK4, CLASSES, FLEX3, WALL,
    };
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
        assert_eq!(p.near_empty(), q.near_empty());
        same_as_scan(b);
        for i in 0..b.cells.len() {
            for d in 0..4 {
                assert_eq!(p.code(i, d), q.code(i, d), "cell {i} dir {d}");
            }
        }
        for side in 0..2 {
            assert_eq!(p.sum(side), q.sum(side));
            assert_eq!(p.eval_sum(side), q.eval_sum(side));
            let values = cell_table(b.rule());
            for to_move in [true, false] {
                let scan: i32 = (0..b.cells.len())
                    .filter(|&i| b.cells[i] == 0)
                    .map(|i| values[usize::from(!to_move)][p.cell_code(i, side)])
                    .sum();
                assert_eq!(p.cell_sum(side, to_move), scan);
                assert_eq!(p.cell_sum(side, to_move), q.cell_sum(side, to_move));
            }
            for c in 0..CLASSES as u8 {
                assert_eq!(p.count(side, c), q.count(side, c));
                assert_eq!(p.eval_count(side, c), q.eval_count(side, c));
            }
            for c in 0..COMBOS as u8 {
                assert_eq!(p.combo_count(side, c), q.combo_count(side, c));
            }
            for i in 0..b.cells.len() {
                if b.cells[i] == 0 {
                    assert_eq!(p.combo(i, side), q.combo(i, side), "cell {i}");
                    assert_eq!(p.key(i, side), q.key(i, side), "cell {i}");
                    assert_eq!(p.order_value(i, side), q.order_value(i, side), "cell {i}");
                    for d in 0..4 {
                        assert_eq!(p.class(i, d, side), q.class(i, d, side), "cell {i}");
                    }
                }
            }
            // The evaluation's counts leave out renju black's lines through its foul cells.
            for c in 0..CLASSES as u8 {
                let fouls = (0..b.cells.len())
                    .filter(|&i| b.cells[i] == 0 && side == 0 && b.rule() == Rule::Renju)
                    .filter(|&i| is_foul(p.key(i, 0)))
                    .map(|i| (0..4).filter(|&d| p.class(i, d, 0) == c).count() as u32)
                    .sum::<u32>();
                assert_eq!(p.eval_count(side, c), p.count(side, c) - fouls, "class {c}");
            }
            assert_eq!(p.fives(side), q.fives(side));
            assert_eq!(p.fours(side), q.fours(side));
            assert_eq!(p.threes(side), q.threes(side));
        }
    }

    /// What the patterns keep equals what the codes and the board say directly.
    fn same_as_scan(b: &Board) {
        let p = b.patterns();
        let kinds = crate::game::kinrow::board::five_kinds(b.rule());
        // Each code holds the cells along its line (3 off the board): five steps each way
        // where the fifth step counts, else four with the fifth slots empty.
        let span = span_of(kinds) as isize;
        for i in 0..b.cells.len() {
            for d in 0..4 {
                let mut code = 0;
                for o in (-span..=span).filter(|&o| o != 0) {
                    let v = match b.step(i as Cell, d, o) {
                        Some(n) => LineCode::from(b.cells[n as usize]),
                        None => WALL,
                    };
                    code |= v << (2 * slot_of(o));
                }
                assert_eq!(p.code(i, d), code, "cell {i} dir {d}");
            }
        }
        for i in (0..b.cells.len()).filter(|&i| b.cells[i] == 0) {
            let near = (0..4).any(|d| {
                let code = p.code(i, d);
                (code ^ (code >> 1)) & 0x0550 != 0
            });
            assert_eq!(p.near_empty().contains(i), near, "cell {i}");
            for side in 0..2 {
                let t = table(kinds[side]);
                let cls = [0, 1, 2, 3].map(|d| t[p.code(i, d) as usize][side]);
                assert_eq!(cls, [0, 1, 2, 3].map(|d| p.class(i, d, side)), "cell {i}");
                let best = *cls.iter().max().unwrap();
                assert_eq!(p.fives(side).contains(i), best == FIVE);
                assert_eq!(p.fours(side).contains(i), best >= BLOCK4);
                assert_eq!(p.threes(side).contains(i), best >= FLEX3);
                let fouls = side == 0 && b.rule() == Rule::Renju;
                assert_eq!(p.combo(i, side), combine(cls, fouls), "cell {i}");
                // The ordering value as it was computed line by line.
                let opp = [0, 1, 2, 3].map(|d| p.class(i, d, 1 - side));
                let (attack, defence) = OrderValues::of(b.rule()).tables();
                let mut v = 0;
                let (mut my4, mut my3) = (0, 0);
                for (&a, &o) in cls.iter().zip(&opp) {
                    v += attack[a as usize] + defence[o as usize];
                    my4 += (a >= BLOCK4) as i32;
                    my3 += (a == FLEX3) as i32;
                }
                if my4 >= 2 || (my4 >= 1 && my3 >= 1) {
                    v += DOUBLE_FOUR;
                } else if my3 >= 2 {
                    v += DOUBLE_THREE;
                }
                assert_eq!(p.order_value(i, side), v, "cell {i}");
            }
        }
    }

    #[test]
    fn incremental_patterns_equal_recompute() {
        for (w, h, rule) in [
            (15, 15, Rule::Freestyle),
            (20, 20, Rule::Standard),
            (15, 15, Rule::Standard),
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

    /// A stone set up by hand between moves: the moves made before it are undone by
    /// recomputing, those after it by restoring.
    #[test]
    fn unmake_across_a_set_up_stone() {
        for rule in [Rule::Renju, Rule::Standard] {
            let mut b = Board::new(15, 15, 5, rule).unwrap();
            random_walk(&mut b, 7, 40, |_, _| {});
            let before = b.ply();
            assert!(b.put(0, Side::Second) || b.put(224, Side::Second));
            random_walk(&mut b, 8, 60, |b, _| same_as_fresh(b));
            while b.ply() > 0 {
                b.unmake();
                same_as_fresh(&b);
            }
            assert!(before > 0);
        }
    }

    /// Quiescence's fours: a four with an open three anywhere, plain fours only near the own
    /// previous move and only in the first plies past the horizon.
    #[test]
    fn quiescence_fours_follow_distance_and_depth() {
        let mut b = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
        let at = |c: usize, r: usize| (r * 15 + c) as Cell;
        // Black: a three on the top edge (far), a vertical three under a white stone with an
        // open two across its four point (a four-three, far), and a three blocked by white on
        // its left, played last (near).
        #[rustfmt::skip]
        let black = [
            (0, 14), (1, 14), (2, 14), (2, 2), (2, 3), (2, 4), (3, 5), (4, 5), (8, 7), (9, 7), (7, 7),
        ];
        #[rustfmt::skip]
        let white = [
            (6, 7), (2, 1), (13, 13), (8, 13), (13, 9), (0, 9), (0, 12), (5, 12), (14, 3), (14, 0),
            (8, 0),
        ];
        for (&(bc, br), &(wc, wr)) in black.iter().zip(&white) {
            b.make(at(bc, br));
            b.make(at(wc, wr));
        }
        let listed = |b: &Board, qdepth| {
            let mut l = MoveList::new();
            b.pattern_tactical(&mut l, qdepth);
            let mut v = l.to_vec();
            v.sort();
            v
        };
        // White moved last: black's previous move is (7, 7).
        assert_eq!(b.own_previous_move(), Some(at(7, 7)));
        assert_eq!(listed(&b, 0), vec![at(2, 5), at(10, 7), at(11, 7)]);
        assert_eq!(listed(&b, 4), vec![at(2, 5)]);
    }

    /// Renju: black's open-four point that is a foul (two fours on one line, `X.XXX.X`) needs no
    /// answer, so white keeps every candidate; in freestyle the same point wins and white gets
    /// only the answers to it.
    #[test]
    fn a_black_open_four_point_that_is_a_foul_does_not_narrow_whites_moves() {
        let at = |c: usize, r: usize| (r * 15 + c) as Cell;
        let listed = |rule| {
            let mut b = Board::new(15, 15, 5, rule).unwrap();
            // Black e6 h6 i6 k6, white l6 and two far stones; white to move.
            for (c, r) in [(4, 5), (11, 5), (7, 5), (0, 14), (8, 5), (14, 14), (10, 5)] {
                b.make(at(c, r));
            }
            let mut l = MoveList::new();
            b.generate_candidates(&mut l);
            let mut v = l.to_vec();
            v.sort();
            v
        };
        // Black's four points: f6, g6 (two five points: f6 and j6) and j6.
        assert_eq!(listed(Rule::Freestyle), vec![at(5, 5), at(6, 5), at(9, 5)]);
        let renju = listed(Rule::Renju);
        assert!(renju.contains(&at(1, 13)) && renju.len() > 10, "{renju:?}");
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

    /// Freestyle and standard gomoku order their moves by their own tuned values, renju and
    /// caro by the shared ones.
    #[test]
    fn each_gomoku_rule_orders_by_its_own_values() {
        let at = |c: usize, r: usize| (r * 15 + c) as Cell;
        let value = |rule| {
            let mut b = Board::new(15, 15, 5, rule).unwrap();
            // Black h8 i8, white a1 b1: black's j8 makes an open three, blocked by white there.
            for (c, r) in [(7, 7), (0, 0), (8, 7), (1, 0)] {
                b.make(at(c, r));
            }
            b.move_value(at(9, 7))
        };
        let renju = value(Rule::Renju);
        assert_eq!(value(Rule::Caro), renju);
        assert_eq!(
            value(Rule::Freestyle) - renju,
            ATTACK_FREESTYLE[6] - ATTACK[6]
        );
        assert_eq!(
            value(Rule::Standard) - renju,
            ATTACK_STANDARD[6] - ATTACK[6]
        );
        assert_eq!(
            OrderValues::of(Rule::Standard).tables().1,
            &DEFENCE_STANDARD
        );
    }
}
