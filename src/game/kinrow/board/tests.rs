//! Board tests: the incremental key against a full recompute, and the rules' win conditions.

use super::*;
use crate::core::Termination;
use crate::game::kinrow::combo::{C_BLOCK4, C_FOUR_THREE};
use crate::game::Game;

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

    /// `key_after` (the table prefetch's guess) is the key `make` gives, in every position of
    /// a random walk.
    #[test]
    fn key_after_matches_make(steps in proptest::collection::vec(proptest::num::u64::ANY, 0..300)) {
        let mut b = Board::new(15, 15, 5, Rule::Renju).unwrap();
        for r in steps {
            let mut list = crate::core::MoveList::new();
            b.generate_moves(&mut list);
            if let Some(&m) = list.get((r >> 16) as usize % list.len().max(1)) {
                let guess = b.key_after(m);
                b.make(m);
                proptest::prop_assert_eq!(guess, Some(b.key()));
                b.unmake();
            }
            walk_step(&mut b, r);
        }
    }

    /// The patterns' cheap foul condition (`Patterns::may_foul`) misses no foul: along a random
    /// renju walk every empty cell gets the answer of the board's full check.
    #[test]
    fn renju_fouls_read_through_the_patterns_match_the_full_check(steps in proptest::collection::vec(proptest::num::u64::ANY, 0..1500)) {
        let mut b = Board::new(15, 15, 5, Rule::Renju).unwrap();
        for r in steps {
            walk_step(&mut b, r);
            for c in 0..b.cells.len() {
                let mut scratch = b.cells.clone();
                let full = crate::game::kinrow::forbidden::foul_at(&mut scratch, 15, 5, c);
                proptest::prop_assert_eq!(b.foul(c as Cell), full, "cell {}", c);
            }
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

#[test]
fn trivial_moves_are_those_that_shape_no_line() {
    let mut b = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
    let at = |b: &Board, c, r| b.cell_at(c, r).unwrap();
    for (c, r) in [(7, 7), (0, 14), (9, 7)] {
        let m = at(&b, c, r);
        b.make(m);
    }
    // The cell between the first player's two stones on row 7 makes a three for that side, so
    // it is not trivial (whoever plays it); a far corner shapes no line for either side.
    let between = at(&b, 8, 7);
    let far = at(&b, 14, 0);
    assert!(!b.trivial_at(between, 4));
    assert!(b.trivial_at(far, 4));
    // Beyond the pruning depth nothing is trivial.
    assert!(!b.trivial_at(far, 5));
}

#[test]
fn an_open_three_or_a_double_four_point_is_a_threat_to_the_side_facing_it() {
    let mut b = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
    let at = |b: &Board, c, r| b.cell_at(c, r).unwrap();
    // Second player: e6 and f6 (an open two), first player to move.
    b.set_side_to_move(Side::First);
    for (c, r) in [(4, 5), (5, 5)] {
        assert!(b.put(at(&b, c, r), Side::Second));
    }
    assert!(!b.facing_threat());
    // g6 makes it an open three: the first player faces a threat, the second does not.
    assert!(b.put(at(&b, 6, 5), Side::Second));
    assert!(b.facing_threat());
    b.set_side_to_move(Side::Second);
    assert!(!b.facing_threat());
    // Closed at both ends by the first player, the three is no threat.
    b.set_side_to_move(Side::First);
    for (c, r) in [(3, 5), (7, 5)] {
        assert!(b.put(at(&b, c, r), Side::First));
    }
    assert!(!b.facing_threat());
    // Two threes closed at one end whose fours would meet on k6 make it a double-four point:
    // k3–k5 closed at k2, then l6–n6 closed at o6.
    assert!(b.put(at(&b, 10, 1), Side::First));
    for r in 2..5 {
        assert!(b.put(at(&b, 10, r), Side::Second));
    }
    assert!(!b.facing_threat());
    assert!(b.put(at(&b, 14, 5), Side::First));
    for c in 11..14 {
        assert!(b.put(at(&b, c, 5), Side::Second));
    }
    assert!(b.facing_threat());
}

#[test]
fn a_four_three_point_is_a_threat_to_the_side_facing_it() {
    let mut b = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
    let at = |b: &Board, c, r| b.cell_at(c, r).unwrap();
    b.set_side_to_move(Side::First);
    // Second player: k3–k5, closed at k2 by the first player (a four to be, no open four).
    assert!(b.put(at(&b, 10, 1), Side::First));
    for r in 2..5 {
        assert!(b.put(at(&b, 10, r), Side::Second));
    }
    assert!(!b.facing_threat());
    // l6 and m6: k6 now makes a four and an open three at once.
    for c in 11..13 {
        assert!(b.put(at(&b, c, 5), Side::Second));
    }
    assert!(b.facing_threat());
    b.set_side_to_move(Side::Second);
    assert!(!b.facing_threat());
    // The first player on k6 takes the point away.
    b.set_side_to_move(Side::First);
    assert!(b.put(at(&b, 10, 5), Side::First));
    assert!(!b.facing_threat());
}

#[test]
fn fail_high_margin_grows_with_depth_and_with_a_threat() {
    let mut b = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
    let at = |b: &Board, c, r| b.cell_at(c, r).unwrap();
    b.set_side_to_move(Side::First);
    assert_eq!(b.fail_high_margin(4), Some(153));
    assert_eq!(b.fail_high_margin(10), Some(423));
    // The second player's open three (k3–k5): the first player faces an open-four point.
    for r in 2..5 {
        assert!(b.put(at(&b, 10, r), Side::Second));
    }
    assert!(b.facing_threat());
    assert_eq!(b.fail_high_margin(4), Some(153 + 261));
    // Boards searched exactly (no patterns) ask for no fail-high reduction.
    assert_eq!(
        Board::new(3, 3, 3, Rule::Freestyle)
            .unwrap()
            .fail_high_margin(4),
        None
    );
}

#[test]
fn a_move_making_a_four_threatens_to_win() {
    let mut b = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
    let at = |b: &Board, c, r| b.cell_at(c, r).unwrap();
    b.set_side_to_move(Side::First);
    for c in 4..7 {
        assert!(b.put(at(&b, c, 7), Side::First));
    }
    b.set_side_to_move(Side::First);
    // e8–g8: h8 makes an open four, d8 a four, i8 a split four (its five point is h8).
    assert!(b.threatens_win(at(&b, 7, 7)));
    assert!(b.threatens_win(at(&b, 3, 7)));
    assert!(b.threatens_win(at(&b, 8, 7)));
    // A cell off the line makes no four; nor does a move of the side that is not to move.
    assert!(!b.threatens_win(at(&b, 5, 9)));
    b.set_side_to_move(Side::Second);
    assert!(!b.threatens_win(at(&b, 7, 7)));
}

/// A 15×15 board under `rule` with `first` and `second` stones (column, row) and `to_move` to
/// move.
fn settled_board(
    rule: Rule,
    first: &[(usize, usize)],
    second: &[(usize, usize)],
    to_move: Side,
) -> Board {
    let mut b = Board::new(15, 15, 5, rule).unwrap();
    for (stones, side) in [(first, Side::First), (second, Side::Second)] {
        for &(c, r) in stones {
            assert!(b.put(b.cell_at(c, r).unwrap(), side));
        }
    }
    b.set_side_to_move(to_move);
    b
}

#[test]
fn threats_settle_wins_and_losses_without_a_search() {
    let three = [(4, 7), (5, 7), (6, 7)];
    let four = [(4, 7), (5, 7), (6, 7), (7, 7)];
    let far = [(0, 0)];
    // A five point wins in 1, under every rule.
    for rule in [Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro] {
        let b = settled_board(rule, &four, &far, Side::First);
        assert_eq!(b.settled_result(), Some(1), "{rule:?}");
    }
    // Facing an open four (two five points) with no five of one's own loses in 2; facing a
    // single five point is left to the search.
    let b = settled_board(Rule::Freestyle, &four, &far, Side::Second);
    assert_eq!(b.settled_result(), Some(-2));
    let closed = settled_board(Rule::Freestyle, &four, &[(3, 7)], Side::Second);
    assert_eq!(closed.settled_result(), None);
    // An open three to move wins in 3 (the open-four point), even against an opponent with
    // fours to make: in freestyle, and in standard gomoku once the line is confirmed.
    for rule in [Rule::Freestyle, Rule::Standard] {
        let b = settled_board(rule, &three, &[(10, 2), (10, 3), (10, 4)], Side::First);
        assert_eq!(b.settled_result(), Some(3), "{rule:?}");
    }
    // Renju: white's open three wins in 3, black's is left to the search (its fouls).
    let b = settled_board(Rule::Renju, &far, &three, Side::Second);
    assert_eq!(b.settled_result(), Some(3));
    let b = settled_board(Rule::Renju, &three, &far, Side::First);
    assert_eq!(b.settled_result(), None);
    // A double-three point (h8 joins f8–g8 across and h6–h7 down) wins in 5 while
    // the opponent has no point that makes a four, and not once it has one.
    let two_twos = [(5, 7), (6, 7), (7, 5), (7, 6)];
    let b = settled_board(Rule::Freestyle, &two_twos, &far, Side::First);
    assert_eq!(b.settled_result(), Some(5));
    let b = settled_board(
        Rule::Freestyle,
        &two_twos,
        &[(10, 2), (10, 3), (10, 4)],
        Side::First,
    );
    assert_eq!(b.settled_result(), None);
    // Nothing settles a quiet position.
    let b = settled_board(Rule::Freestyle, &[(7, 7)], &[(8, 8)], Side::First);
    assert_eq!(b.settled_result(), None);
}

#[test]
fn standard_gomoku_settles_only_confirmed_lines() {
    // Black's d8 (3, 7) would look like an open-four point to a window ending four steps away:
    // d8–g8 with c8 and h8 to five. But black's i8 stands five steps from d8, beyond h8, so h8
    // makes six or more, no five in standard gomoku: the patterns, which see the fifth step,
    // read d8 as a plain four, and nothing settles. In freestyle h8 itself wins at once (e8–j8).
    let line = [(4, 7), (5, 7), (6, 7), (8, 7), (9, 7)];
    let far = [(0, 0)];
    let b = settled_board(Rule::Standard, &line, &far, Side::First);
    let d8 = b.cell_at(3, 7).unwrap();
    assert_eq!(b.pat.as_deref().unwrap().combo(d8 as usize, 0), C_BLOCK4);
    assert!(!b.would_win(b.cell_at(7, 7).unwrap(), Side::First));
    assert_eq!(b.settled_result(), None);
    let b = settled_board(Rule::Freestyle, &line, &far, Side::First);
    assert_eq!(b.settled_result(), Some(1));
}

#[test]
fn a_four_three_settles_when_its_block_makes_no_four() {
    // Black's i8 (8, 7) makes a four along row 8 (f8–h8, blocked at e8, five point j8) and an
    // open three down column i (i6–i7). White has a four to make far away (a11–c11, at d11), but
    // must block j8 first, which makes white no four: black wins in 5. With white on j9–j11
    // instead, the block at j8 makes white an open four, and the search must decide.
    let black = [(5, 7), (6, 7), (7, 7), (8, 5), (8, 6)];
    let white = [(4, 7), (0, 10), (1, 10), (2, 10)];
    for rule in [Rule::Freestyle, Rule::Standard] {
        let b = settled_board(rule, &black, &white, Side::First);
        let i8 = b.cell_at(8, 7).unwrap();
        let p = b.pat.as_deref().unwrap();
        assert_eq!(p.combo(i8 as usize, 0), C_FOUR_THREE);
        assert!(!p.fours(1).is_empty());
        assert_eq!(b.settled_result(), Some(5), "{rule:?}");
    }
    let white = [(4, 7), (9, 8), (9, 9), (9, 10)];
    let b = settled_board(Rule::Freestyle, &black, &white, Side::First);
    let j8 = b.cell_at(9, 7).unwrap() as usize;
    assert!(b.pat.as_deref().unwrap().fours(1).contains(j8));
    assert_eq!(b.settled_result(), None);
}

#[test]
fn quiet_moves_near_the_stones_are_ordered_first() {
    let mut b = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
    let at = |b: &Board, c, r| b.cell_at(c, r).unwrap();
    assert!(b.put(at(&b, 7, 7), Side::First));
    b.set_side_to_move(Side::First);
    // Next to the own stone (an open two) against a corner far from it.
    let (next, far) = (at(&b, 8, 7), at(&b, 0, 14));
    assert!(!b.is_tactical(next) && !b.is_tactical(far));
    assert!(b.quiet_order_bonus(next) > b.quiet_order_bonus(far));
    assert_eq!(b.quiet_order_bonus(next), b.move_value(next) * 256);
    // Boards searched exactly (no patterns) leave quiet moves to the history alone.
    let small = Board::new(3, 3, 3, Rule::Freestyle).unwrap();
    assert_eq!(small.quiet_order_bonus(4), 0);
    // The root's aspiration window is narrower on the pattern evaluation.
    assert!(b.aspiration_window() < small.aspiration_window());
}

#[test]
fn a_false_renju_foul_is_reduced_less() {
    // A renju foul case (`tests/data/kinrow/renju_fouls.txt`, the fourth board answered
    // "none"): black at h8 or i7 is a foul to the patterns, but the exact check allows it.
    let black = [
        (7, 8),
        (8, 8),
        (9, 8),
        (6, 6),
        (7, 6),
        (6, 5),
        (8, 5),
        (9, 5),
    ];
    let white = [(7, 10), (10, 8), (6, 7), (10, 5)];
    let b = settled_board(Rule::Renju, &black, &white, Side::First);
    for (c, r) in [(7, 7), (8, 6)] {
        let m = b.cell_at(c, r).unwrap();
        assert!(b.is_legal(m), "({c}, {r})");
        assert_eq!(b.reduction_relief(m), 1, "({c}, {r})");
    }
    // A plain move, white's move at the same point, and another rule get no relief.
    assert_eq!(b.reduction_relief(b.cell_at(3, 3).unwrap()), 0);
    let w = settled_board(Rule::Renju, &black, &white, Side::Second);
    assert_eq!(w.reduction_relief(w.cell_at(7, 7).unwrap()), 0);
    let f = settled_board(Rule::Freestyle, &black, &white, Side::First);
    assert_eq!(f.reduction_relief(f.cell_at(7, 7).unwrap()), 0);
}

#[test]
fn a_move_making_an_open_three_or_more_is_an_attack() {
    // Black e8–f8: g8 makes an open three for black (an attack), not for white to move.
    let b = settled_board(Rule::Freestyle, &[(4, 7), (5, 7)], &[(0, 0)], Side::First);
    assert!(b.makes_attack(b.cell_at(6, 7).unwrap()));
    assert!(!b.makes_attack(b.cell_at(10, 10).unwrap()));
    let w = settled_board(Rule::Freestyle, &[(4, 7), (5, 7)], &[(0, 0)], Side::Second);
    assert!(!w.makes_attack(w.cell_at(6, 7).unwrap()));
}

#[test]
fn a_null_move_passes_the_turn_and_is_undone_exactly() {
    let mut b = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
    for (c, r) in [(7, 7), (8, 8), (7, 8)] {
        b.make(b.cell_at(c, r).unwrap());
    }
    let (key, side, last, ply) = (b.key(), b.side, b.last_move(), b.ply());
    let eval = b.evaluate();
    assert!(b.null_move_allowed());
    b.make_null();
    assert_eq!(b.side, !side);
    assert_eq!(b.key(), recompute_key(&b));
    // The pass is no cell: neither the last move nor (after a reply) the own previous move.
    assert_eq!(b.last_move(), None);
    let reply = b.cell_at(3, 3).unwrap();
    b.make(reply);
    assert_eq!(b.own_previous_move(), None);
    b.unmake();
    b.unmake_null();
    assert_eq!(
        (b.key(), b.side, b.last_move(), b.ply(), b.evaluate()),
        (key, side, last, ply, eval)
    );
}

#[test]
fn no_null_move_while_facing_a_four_or_without_patterns() {
    // White to move faces black's four on row 7.
    let black = [(3, 7), (4, 7), (5, 7), (6, 7)];
    let white = [(3, 8), (4, 8), (5, 8)];
    let b = settled_board(Rule::Freestyle, &black, &white, Side::Second);
    assert!(b.in_check());
    assert!(!b.null_move_allowed());
    // Tic-tac-toe keeps no pattern tables: no null move.
    assert!(!Board::new(3, 3, 3, Rule::Freestyle)
        .unwrap()
        .null_move_allowed());
}

#[test]
fn the_null_move_terms_follow_the_rule() {
    let terms = |rule, d| Board::new(15, 15, 5, rule).unwrap().null_move_terms(d);
    let f = terms(Rule::Freestyle, 10);
    assert_eq!((f.min_depth, f.margin, f.reduction), (10, 305, 5));
    assert_eq!(terms(Rule::Freestyle, 20).margin, 270);
    assert_eq!(terms(Rule::Renju, 8).min_depth, 8);
    assert_eq!(terms(Rule::Standard, 8).min_depth, 11);
}

#[test]
fn a_four_block_gets_a_fraction_more_in_freestyle_and_standard_only() {
    let fraction = |w, k, rule| {
        Board::new(w, w, k, rule)
            .unwrap()
            .check_extension_fraction()
    };
    // 5 sixteenths: the block of a four is searched 1.31 plies deeper (Rapfi's 1.3).
    assert_eq!(fraction(15, 5, Rule::Freestyle), 5);
    assert_eq!(fraction(15, 5, Rule::Standard), 5);
    assert_eq!(fraction(15, 5, Rule::Renju), 0);
    assert_eq!(fraction(15, 5, Rule::Caro), 0);
    // The small exactly-searched boards have no patterns and no fraction.
    assert_eq!(fraction(3, 3, Rule::Freestyle), 0);
}

#[test]
fn renju_alone_keeps_every_futile_move() {
    for (rule, prunes) in [
        (Rule::Freestyle, true),
        (Rule::Standard, true),
        (Rule::Caro, true),
        (Rule::Renju, false),
    ] {
        let b = Board::new(15, 15, 5, rule).unwrap();
        assert_eq!(b.prunes_futile_moves(), prunes, "{rule:?}");
        // Reverse futility keeps its margin in every rule.
        assert_eq!(b.futility_margin(), Some(60), "{rule:?}");
    }
}

#[test]
fn late_fours_are_reduced_in_freestyle_and_standard_only() {
    for (rule, reduces) in [
        (Rule::Freestyle, true),
        (Rule::Standard, true),
        (Rule::Renju, false),
        (Rule::Caro, false),
    ] {
        let mut b = Board::new(15, 15, 5, rule).unwrap();
        let at = |b: &Board, c, r| b.cell_at(c, r).unwrap();
        // White (the second player, free of renju's fouls) holds e8–g8 and is to move; black
        // holds an open three on row 11 (d11–f11).
        for c in 4..7 {
            assert!(b.put(at(&b, c, 7), Side::Second));
        }
        for c in 3..6 {
            assert!(b.put(at(&b, c, 10), Side::First));
        }
        b.set_side_to_move(Side::Second);
        assert_eq!(b.reduces_checks(), reduces, "{rule:?}");
        // d8 makes a four (open: c8 and h8 are empty): reducible where the rule reduces fours.
        assert_eq!(b.is_reducible(at(&b, 3, 7)), reduces, "{rule:?}");
        // g11 blocks an open-four point of black's three: never reduced.
        assert!(!b.is_reducible(at(&b, 6, 10)), "{rule:?}");
        // A quiet cell near the stones stays reducible in every rule.
        assert!(b.is_reducible(at(&b, 9, 3)), "{rule:?}");
    }
    // The exactly-searched small boards reduce nothing by this rule.
    assert!(!Board::new(3, 3, 3, Rule::Freestyle)
        .unwrap()
        .reduces_checks());
}
