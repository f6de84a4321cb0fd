//! Unit tests of the xiangqi rules: perft on the start position and a few checks.

use super::*;
use crate::game::perft::perft;
use crate::game::Game;

#[test]
fn startpos_perft_shallow() {
    let mut p = Position::startpos();
    let expected = [1u64, 44, 1920, 79666];
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&mut p, d as u32), n, "depth {d}");
    }
    assert_eq!(p.fen(), START_FEN);
}

static PROPERTY_FENS: [&str; 3] = [
    START_FEN,
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
];

proptest::proptest! {
    #![proptest_config(crate::core::rng::proptest_config(120))]

    /// After any sequence of moves (each ply: a move picked by `pick`, then, one time in seven,
    /// one to three moves taken back) the incremental key and material equal a full recompute,
    /// and taking everything back restores the position.
    #[test]
    fn incremental_state_equals_recompute(
        fen in proptest::sample::select(&PROPERTY_FENS[..]),
        plies in proptest::collection::vec((proptest::num::usize::ANY, 0usize..21), 0..120),
    ) {
        let mut p = Position::from_fen(fen).unwrap();
        let mut keys = vec![p.key()];
        for (pick, back) in plies {
            let mut list = crate::core::MoveList::new();
            p.generate_moves(&mut list);
            if list.is_empty() {
                break;
            }
            let m = list[pick % list.len()];
            let guess = p.key_after(m);
            p.make(m);
            proptest::prop_assert_eq!(p.key(), p.compute_key(), "{}: key after {:?}", fen, m);
            proptest::prop_assert_eq!(guess, Some(p.key()), "{}: key_after {:?}", fen, m);
            proptest::prop_assert_eq!(p.psq, p.compute_psq(), "{}: material after {:?}", fen, m);
            proptest::prop_assert_eq!(p.pse, p.compute_pse(), "{}: endgame squares after {:?}", fen, m);
            keys.push(p.key());
            if back < 3 {
                for _ in 0..(back + 1).min(p.ply()) {
                    p.unmake();
                    keys.pop();
                    proptest::prop_assert_eq!(p.key(), *keys.last().unwrap(), "{}: key after unmake", fen);
                    proptest::prop_assert_eq!(p.key(), p.compute_key());
                }
            }
        }
        while p.ply() > 0 {
            p.unmake();
        }
        proptest::prop_assert_eq!(p.fen(), Position::from_fen(fen).unwrap().fen());
    }
}

/// The tuner's linear trace of the evaluation gives exactly `evaluate` with the compiled-in values,
/// at every position of many seeded random legal games from the start position.
#[test]
fn eval_trace_equals_evaluate() {
    use crate::game::tuning::{Trace, Tunable};
    let mut rng = crate::core::Rng::new(0x7E57_7ACE);
    let p0 = Position::startpos();
    let values: Vec<f64> = p0.params().iter().map(|&(_, v)| v as f64).collect();
    assert_eq!(values.len(), params::COUNT);
    let mut trace = Trace::default();
    let mut checked = 0;
    for _game in 0..200 {
        let mut p = p0.clone();
        for _ply in 0..200 {
            trace.clear();
            p.trace(&mut trace);
            assert_eq!(trace.score(&values), p.evaluate() as f64, "{}", p.fen());
            checked += 1;
            let mut list = crate::core::MoveList::new();
            p.generate_moves(&mut list);
            if list.is_empty() {
                break;
            }
            p.make(list[rng.below(list.len())]);
        }
    }
    assert!(checked > 10_000);
}

/// Parameter names are unique, and each one is known to the evaluation (checked at compile time).
#[test]
fn parameter_names_unique() {
    let mut names = params::NAMES.to_vec();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), params::COUNT);
}

#[test]
fn may_give_check_sees_every_direct_check() {
    let pos = Position::from_fen("4k4/9/9/3N5/9/9/9/9/4A4/R4K3 w - - 0 1").unwrap();
    let m = |t: &str| pos.parse_move(t, Ranks::ZeroBased).unwrap();
    // The chariot onto the general's rank checks; onto another rank it cannot.
    assert!(pos.may_give_check(m("a0a9")));
    assert!(!pos.may_give_check(m("a0a5")));
    // The horse a horse's move from e9 (d7, f7 and c8 are; c4 is not).
    assert!(pos.may_give_check(m("d6f7")));
    assert!(!pos.may_give_check(m("d6c4")));
    // An advisor never checks by itself.
    assert!(!pos.may_give_check(m("e1d2")));
    // Every legal move that checks with the moved piece itself passes the filter.
    let mut list = crate::core::MoveList::new();
    pos.generate_moves(&mut list);
    for &mv in list.iter() {
        let mut after = pos.clone();
        after.make(mv);
        if after.in_check() {
            assert!(pos.may_give_check(mv), "{mv:?} checks but was filtered out");
        }
    }
}

/// Xiangqi asks the generic search for its selective techniques; five-in-a-row with patterns
/// asks for singular extensions only (at a margin of its own), and tic-tac-toe for none, so the
/// small exactly-searched boards do not change with them.
#[test]
fn selective_hooks_follow_the_game() {
    use crate::game::kinrow::{Board, Rule};
    let p = Position::startpos();
    assert_eq!(p.iir_min_depth(), Some(4));
    assert_eq!(p.singular_margin(), Some(2));
    assert_eq!(p.singular_min_depth(), 7);
    assert!(!p.reduces_checks());
    assert_eq!(p.lmr_divisor(), Some(1.5));
    assert_eq!(p.history_bonus(1), 100);
    assert_eq!(p.history_bonus(20), 2400);
    for (b, singular) in [
        (Board::new(15, 15, 5, Rule::Freestyle).unwrap(), Some(1)),
        (Board::new(3, 3, 3, Rule::Freestyle).unwrap(), None),
    ] {
        assert_eq!(b.iir_min_depth(), None);
        assert_eq!(b.singular_margin(), singular);
        assert_eq!(b.singular_min_depth(), 6);
        assert_eq!(b.history_bonus(20), 400);
    }
}

/// The correction-history key follows soldiers, advisors, elephants and generals only: a
/// cannon or horse move keeps it, a soldier or elephant move changes it, and unmaking restores it.
#[test]
fn structure_key_follows_the_slow_pieces_only() {
    let mut p = Position::startpos();
    let start = p.structure_key();
    let play = |p: &mut Position, text: &str| {
        let m = p.parse_move(text, Ranks::ZeroBased).unwrap();
        p.make(m);
    };
    play(&mut p, "h2e2");
    play(&mut p, "h9g7");
    assert_eq!(p.structure_key(), start, "a cannon and a horse moved");
    play(&mut p, "g3g4");
    assert_ne!(p.structure_key(), start, "a soldier moved");
    let after_soldier = p.structure_key();
    play(&mut p, "c9e7");
    assert_ne!(p.structure_key(), after_soldier, "an elephant moved");
    for _ in 0..4 {
        p.unmake();
    }
    assert_eq!(p.structure_key(), start);
    assert_eq!(p.correction_key().map(|(k, _)| k), Some(start));
}

/// The search keeps continuation history for xiangqi: every legal move of seeded random games
/// has a class below `continuation_slots()`, and the class names the moving piece (side and
/// kind) and its target, so two different pieces going to one square never share one.
#[test]
fn continuation_classes_name_piece_and_target() {
    let mut rng = crate::core::Rng::new(0xC0_17);
    let slots = Position::startpos().continuation_slots();
    assert_eq!(slots, 14 * 90);
    for _game in 0..20 {
        let mut p = Position::startpos();
        for _ply in 0..120 {
            let mut list = crate::core::MoveList::new();
            p.generate_moves(&mut list);
            if list.is_empty() {
                break;
            }
            let mut seen = std::collections::BTreeMap::new();
            for &m in list.iter() {
                let class = p.continuation_index(m);
                assert!((class as usize) < slots);
                let piece = p.board[m.from() as usize];
                if let Some(&(other, to)) = seen.get(&class) {
                    assert_eq!((other, to), (piece, m.to()), "one class, two moves");
                }
                seen.insert(class, (piece, m.to()));
            }
            p.make(list[rng.below(list.len())]);
        }
    }
}
