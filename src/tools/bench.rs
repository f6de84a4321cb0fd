//! `sente bench`: a fixed set of positions for every game and rule, searched to a fixed depth on one
//! thread with a fresh 16 MB table. The total node count is the search's signature (identical on
//! every run; a commit that changes it says `Bench: N`); nodes per second measures speed.

use crate::engine::Engine;
use crate::game::{AnyGame, Variant};
use crate::search::Limits;
use std::time::Instant;

/// One bench position: variant name, FEN (`None` = start position), depth.
pub const POSITIONS: &[(&str, Option<&str>, u32)] = &[
    ("tictactoe", None, 9),
    ("tictactoe", Some("3/1P1/3[PPPPppppp] b - - 0 1"), 8),
    ("tictactoe", Some("P2/1p1/2P[PPPppp] b - - 0 2"), 6),
    ("tictactoe-4", None, 7),
    (
        "gomoku",
        Some("15/15/15/15/15/15/7p7/6PP7/7p7/15/15/15/15/15/15 w - - 0 3"),
        12,
    ),
    (
        "gomokufreestyle",
        Some("15/15/15/15/15/6p8/6PPp6/7P7/8p6/15/15/15/15/15/15 w - - 0 4"),
        12,
    ),
    ("caro", None, 10),
    (
        "renju",
        Some("15/15/15/15/15/15/7p7/6PP7/7p7/15/15/15/15/15/15 w - - 0 3"),
        12,
    ),
    (
        "gomokufreestyle-20",
        Some("20/20/20/20/20/20/20/20/9P10/9pP9/10p9/20/20/20/20/20/20/20/20/20 w - - 0 3"),
        11,
    ),
    ("xiangqi", None, 7),
    (
        "xiangqi",
        Some("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1"),
        6,
    ),
    (
        "xiangqi",
        Some("5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1"),
        8,
    ),
];

/// Totals of a bench run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchTotals {
    /// Nodes searched over all positions.
    pub nodes: u64,
    /// Wall time in milliseconds.
    pub millis: u64,
}

/// Runs the bench; `progress` receives one line per position.
pub fn run(mut progress: impl FnMut(&str)) -> BenchTotals {
    let start = Instant::now();
    let mut nodes = 0;
    for (i, &(name, fen, depth)) in POSITIONS.iter().enumerate() {
        let variant: Variant = name.parse().expect("bench variants are valid");
        let position = match fen {
            None => AnyGame::new(variant),
            Some(f) => AnyGame::from_fen(variant, f).expect("bench FENs are valid"),
        };
        let mut engine = Engine::new(variant);
        engine.set_position(position);
        let (_, result) = engine
            .think(Limits::depth(depth))
            .expect("bench search runs");
        nodes += result.nodes;
        progress(&format!(
            "Position {}/{} ({name}, depth {depth}): {} nodes, score {}",
            i + 1,
            POSITIONS.len(),
            result.nodes,
            match result.score.mate_moves() {
                Some(m) => format!("mate {m}"),
                None => format!("cp {}", result.score.0),
            }
        ));
    }
    BenchTotals {
        nodes,
        millis: start.elapsed().as_millis() as u64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_position_is_searched_and_the_signature_repeats() {
        let mut lines = Vec::new();
        let first = run(|l| lines.push(l.to_string()));
        assert_eq!(lines.len(), POSITIONS.len());
        assert!(lines.iter().all(|l| !l.contains(": 0 nodes")), "{lines:?}");
        assert_eq!(run(|_| {}).nodes, first.nodes);
    }
}
