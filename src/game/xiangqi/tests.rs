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

/// A small deterministic generator (xorshift64*) for the property tests.
fn next(state: &mut u64) -> u64 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    state.wrapping_mul(0x2545_F491_4F6C_DD1D)
}

#[test]
fn incremental_state_equals_recompute() {
    let fens = [
        START_FEN,
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
        "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
    ];
    let mut rng = 0x5EED_0003_u64;
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
                let m = list[(next(&mut rng) % list.len() as u64) as usize];
                p.make(m);
                assert_eq!(p.key(), p.compute_key(), "{fen}: key after {m:?}");
                assert_eq!(p.psq, p.compute_psq(), "{fen}: material after {m:?}");
                keys.push(p.key());
                // Sometimes take a few moves back and check the keys again.
                if next(&mut rng).is_multiple_of(7) {
                    let back = (next(&mut rng) % 3) as usize + 1;
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
