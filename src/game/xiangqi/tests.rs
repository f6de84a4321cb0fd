//! Unit tests of the xiangqi rules: perft on the start position and a few checks.

use super::*;
use crate::game::Game;
use crate::tools::perft::perft;

#[test]
fn startpos_perft_shallow() {
    let mut p = Position::startpos();
    let expected = [1u64, 44, 1920, 79666];
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&mut p, d as u32), n, "depth {d}");
    }
    assert_eq!(p.fen(), START_FEN);
}

#[test]
fn incremental_state_equals_recompute() {
    let fens = [
        START_FEN,
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
        "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
    ];
    let mut rng = crate::core::Rng::new(0x5EED_0003);
    for fen in fens {
        for _game in 0..40 {
            let mut p = Position::from_fen(fen).unwrap();
            let mut keys = vec![p.key()];
            for _ply in 0..120 {
                let mut list = crate::core::MoveList::new();
                p.generate_moves(&mut list);
                if list.is_empty() {
                    break;
                }
                let m = list[rng.below(list.len())];
                p.make(m);
                assert_eq!(p.key(), p.compute_key(), "{fen}: key after {m:?}");
                assert_eq!(p.psq, p.compute_psq(), "{fen}: material after {m:?}");
                keys.push(p.key());
                // Sometimes take a few moves back and check the keys again.
                if rng.below(7) == 0 {
                    let back = rng.below(3) + 1;
                    for _ in 0..back.min(p.ply()) {
                        p.unmake();
                        keys.pop();
                        assert_eq!(p.key(), *keys.last().unwrap(), "{fen}: key after unmake");
                        assert_eq!(p.key(), p.compute_key());
                    }
                }
            }
            while p.ply() > 0 {
                p.unmake();
            }
            assert_eq!(p.fen(), Position::from_fen(fen).unwrap().fen());
        }
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
