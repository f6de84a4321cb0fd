//! The window-count baseline evaluation of the k-in-a-row family: every window of k cells along
//! the four directions that holds stones of only one side is worth more the fuller it is. It
//! evaluates the boards without pattern tables (k ≠ 5, tic-tac-toe among them), which keep the
//! same sums incrementally (`windows.rs`) and combine them here; the whole-board scan is the
//! reference and the classroom player's evaluation. Every weight is an entry of the parameter
//! vector in `window_params.rs`, which `sente tune` fits and regenerates.

use super::board::Board;
use super::direction::DIRECTIONS;
use super::eval::param_index;
use super::window_params::{self, VALUES};
use crate::core::Side;
use crate::game::tuning::Trace;
use crate::game::Game;

/// Parameter index of a window's value by its stones, from one up to seven or more (short of a
/// window one stone short of k, which `ONE_SHORT` values).
const STONES: [usize; 7] = [
    param_index(&window_params::NAMES, "window_1_stone"),
    param_index(&window_params::NAMES, "window_2_stones"),
    param_index(&window_params::NAMES, "window_3_stones"),
    param_index(&window_params::NAMES, "window_4_stones"),
    param_index(&window_params::NAMES, "window_5_stones"),
    param_index(&window_params::NAMES, "window_6_stones"),
    param_index(&window_params::NAMES, "window_7_or_more_stones"),
];

/// Parameter index of a window holding k - 1 stones of one side (a win next move if it is that
/// side's turn).
const ONE_SHORT: usize = param_index(&window_params::NAMES, "window_one_short");

/// Parameter index of the side to move's flat bonus.
const TEMPO: usize = param_index(&window_params::NAMES, "tempo");

/// Static value of a position that is won by force within two plies (short of a proven mate): a
/// win or loss score, not a tuned weight.
const WINNING: i32 = 5_000;

/// The parameter that values a window holding `n` of one side's stones and none of the other's,
/// out of `k`; `None` for an empty window, which is worth nothing.
#[inline]
fn window_param(n: usize, k: usize) -> Option<usize> {
    if n == 0 {
        None
    } else if n + 1 == k {
        Some(ONE_SHORT)
    } else {
        Some(STONES[n.min(STONES.len()) - 1])
    }
}

/// Value of a window holding `n` of one side's stones and none of the other's, out of `k`.
#[inline]
pub(super) fn window_value(n: usize, k: usize) -> i32 {
    window_param(n, k).map_or(0, |i| VALUES[i])
}

/// Calls `visit` with the stone counts (first player, second player) of every window of k
/// cells, in the order of `WindowTable` (directions, then rows, then columns).
#[inline]
fn for_each_window(b: &Board, mut visit: impl FnMut([usize; 2])) {
    let cells = b.raw_cells();
    let (w, h, k) = (b.width() as isize, b.height() as isize, b.k() as isize);
    for (dx, dy) in DIRECTIONS {
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
                visit(count);
            }
        }
    }
}

/// Evaluation from the side to move's point of view, by a scan of the whole board.
pub fn evaluate(b: &Board) -> i32 {
    let k = b.k();
    let mut score = [0i32; 2];
    let mut threats = [0u32; 2];
    for_each_window(b, |count| {
        match count {
            [n, 0] => score[0] += window_value(n, k),
            [0, n] => score[1] += window_value(n, k),
            _ => {}
        }
        for side in 0..2 {
            if count[side] + 1 == k && count[1 - side] == 0 {
                threats[side] += 1;
            }
        }
    });
    combine(score, threats, b.side_to_move(), k)
}

/// The verdict of the one-short windows when they decide the game for side `me` to move: a line
/// one stone short with the side to move to play wins next move; two such lines of the opponent
/// cannot both be blocked (counted per window, so a shared cell may overstate it).
#[inline]
fn threat_verdict(threats: [u32; 2], me: Side) -> Option<i32> {
    if threats[me.index()] > 0 {
        Some(WINNING)
    } else if threats[(!me).index()] > 1 {
        Some(-WINNING)
    } else {
        None
    }
}

/// The evaluation for side `me` to move from the window-value sums and one-short window counts
/// of both sides.
#[inline]
pub(super) fn combine(mut score: [i32; 2], threats: [u32; 2], me: Side, k: usize) -> i32 {
    if let Some(v) = threat_verdict(threats, me) {
        return v;
    }
    // A single threat of the opponent is blocked at once: it is worth no more than a shorter line.
    if threats[(!me).index()] == 1 {
        score[(!me).index()] -= window_value(k - 1, k) - window_value(k - 2, k);
    }
    score[me.index()] - score[(!me).index()] + VALUES[TEMPO]
}

/// The parameters of the window-count evaluation, in vector order, with their compiled-in values.
pub(super) fn params() -> Vec<(&'static str, i32)> {
    window_params::NAMES
        .into_iter()
        .zip(window_params::VALUES)
        .collect()
}

/// `evaluate` (and its incremental twin) as linear terms over `window_params.rs`, exactly: a
/// position the one-short windows decide is a constant.
pub(super) fn trace(b: &Board, trace: &mut Trace) {
    let k = b.k();
    // Windows holding n stones of one side only, per side; one-short windows per side.
    let mut windows = vec![[0i64; 2]; k + 1];
    let mut threats = [0u32; 2];
    for_each_window(b, |count| {
        match count {
            [n, 0] => windows[n][0] += 1,
            [0, n] => windows[n][1] += 1,
            _ => {}
        }
        for side in 0..2 {
            if count[side] + 1 == k && count[1 - side] == 0 {
                threats[side] += 1;
            }
        }
    });
    let me = b.side_to_move();
    if let Some(v) = threat_verdict(threats, me) {
        trace.constant = v as f64;
        return;
    }
    let (m, o) = (me.index(), (!me).index());
    let mut coef = [0i64; window_params::COUNT];
    for (n, w) in windows.iter().enumerate() {
        if let Some(i) = window_param(n, k) {
            coef[i] += w[m] - w[o];
        }
    }
    if threats[o] == 1 {
        if let Some(i) = window_param(k - 1, k) {
            coef[i] += 1;
        }
        if let Some(i) = k.checked_sub(2).and_then(|n| window_param(n, k)) {
            coef[i] -= 1;
        }
    }
    coef[TEMPO] += 1;
    for (i, &c) in coef.iter().enumerate() {
        trace.add(i, c as f32);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kinrow::board::random_walk;
    use crate::game::kinrow::Rule;
    use crate::game::tuning::Tunable;

    /// The compiled-in values are today's hand-set window values: 1, 4, 16 … capped at 4,096,
    /// and 200 one stone short.
    #[test]
    fn window_values_are_the_hand_set_ones() {
        for k in 1..=12 {
            for n in 0..=k {
                let want = match n {
                    0 => 0,
                    _ if n + 1 == k => 200,
                    _ => 1 << (2 * (n - 1)).min(12),
                };
                assert_eq!(window_value(n, k), want, "n {n} k {k}");
            }
        }
        assert_eq!(VALUES[TEMPO], 2);
    }

    /// Seeded random games on the window-count boards: at every position the trace's score is
    /// the evaluation, exactly.
    #[test]
    fn trace_scores_the_evaluation() {
        let values: Vec<f64> = VALUES.iter().map(|&v| v as f64).collect();
        let mut trace = Trace::default();
        let mut linear = 0;
        for (w, h, k, rule) in [
            (3, 3, 3, Rule::Freestyle),
            (4, 4, 3, Rule::Freestyle),
            (7, 6, 4, Rule::Freestyle),
            (10, 8, 6, Rule::Standard),
            (15, 15, 4, Rule::Caro),
            (15, 15, 6, Rule::Freestyle),
            (12, 12, 9, Rule::Freestyle),
            (6, 1, 2, Rule::Caro),
            (3, 5, 1, Rule::Freestyle),
        ] {
            let mut b = Board::new(w, h, k, rule).unwrap();
            assert_eq!(b.params().len(), window_params::COUNT);
            random_walk(&mut b, (w * 100 + h * 10 + k) as u64, 1500, |b, _| {
                b.trace(&mut trace);
                assert_eq!(
                    trace.score(&values),
                    b.evaluate() as f64,
                    "{w}x{h} k{k}: {}",
                    b.fen()
                );
                linear += (trace.terms.len() > 1) as usize;
            });
        }
        assert!(
            linear > 1000,
            "only {linear} positions scored by the weights"
        );
    }
}
