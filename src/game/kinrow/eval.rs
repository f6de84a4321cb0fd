//! Static evaluation for the k-in-a-row family: every window of k cells along the four directions
//! that holds stones of only one side is worth more the fuller it is. This whole-board scan is the
//! baseline; the incremental pattern evaluator replaces it for gomoku, and boards without patterns
//! keep the same sums incrementally (`windows.rs`) and combine them here.

use super::board::Board;
use crate::core::Side;
use crate::game::Game;

/// Value of a window holding `n` of one side's stones and none of the other's, out of `k`.
pub(super) fn window_value(n: usize, k: usize) -> i32 {
    if n == 0 {
        return 0;
    }
    if n + 1 == k {
        return 200;
    }
    // 1, 4, 16, 64 … for stones short of a near-complete line.
    1 << (2 * (n - 1)).min(12)
}

/// Static value of a position that is won by force within two plies (short of a proven mate).
const WINNING: i32 = 5_000;

/// Evaluation from the side to move's point of view.
pub fn evaluate(b: &Board) -> i32 {
    let cells = b.raw_cells();
    let (w, h, k) = (b.width() as isize, b.height() as isize, b.k() as isize);
    let mut score = [0i32; 2];
    let mut threats = [0u32; 2];
    for (dx, dy) in [(1isize, 0isize), (0, 1), (1, 1), (1, -1)] {
        for r in 0..h {
            for c in 0..w {
                let (ec, er) = (c + dx * (k - 1), r + dy * (k - 1));
                if ec < 0 || ec >= w || er < 0 || er >= h {
                    continue;
                }
                let mut count = [0usize; 2];
                for i in 0..k {
                    let v = cells[((r + dy * i) * w + c + dx * i) as usize];
                    if v != 0 {
                        count[v as usize - 1] += 1;
                    }
                }
                match count {
                    [n, 0] => score[0] += window_value(n, k as usize),
                    [0, n] => score[1] += window_value(n, k as usize),
                    _ => {}
                }
                for side in 0..2 {
                    if count[side] + 1 == k as usize && count[1 - side] == 0 {
                        threats[side] += 1;
                    }
                }
            }
        }
    }
    combine(score, threats, b.side_to_move(), b.k())
}

/// The evaluation for side `me` to move from the window-value sums and one-short window counts
/// of both sides.
pub(super) fn combine(mut score: [i32; 2], threats: [u32; 2], me: Side, k: usize) -> i32 {
    // A line one stone short with the side to move to play wins next move; two such lines of the
    // opponent cannot both be blocked (counted per window, so a shared cell may overstate it).
    if threats[me.index()] > 0 {
        return WINNING;
    }
    if threats[(!me).index()] > 1 {
        return -WINNING;
    }
    // A single threat of the opponent is blocked at once: it is worth no more than a shorter line.
    if threats[(!me).index()] == 1 {
        score[(!me).index()] -= window_value(k - 1, k) - window_value(k - 2, k);
    }
    const TEMPO: i32 = 2;
    score[me.index()] - score[(!me).index()] + TEMPO
}

/// Placeholder until the evaluation's weights are a parameter vector: the whole score is constant.
impl crate::game::tuning::Tunable for super::Board {
    fn params(&self) -> Vec<(&'static str, i32)> {
        Vec::new()
    }

    fn trace(&self, trace: &mut crate::game::tuning::Trace) {
        trace.constant = crate::game::Game::evaluate(self) as f64;
    }
}
