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
