//! Pacing of a clocked search between iterations, as Stockfish paces its own: the soft budget
//! is stretched while the best move keeps changing or the score is falling, and cut short once
//! the same move has stayed best for several iterations. It only applies where the clock left
//! room between the soft and the hard budget; a fixed move time or a Gomocup turn limit (soft
//! equal to hard) is spent as before.

use crate::core::{PackedMove, Score};

/// Share of the soft budget a search with average stability and score aims for.
const BASE: f32 = 0.80;
/// Factor once the best move has stayed the same this many iterations in a row.
const STABLE_ITERATIONS: u32 = 6;
/// Factor while the best move is settled.
const STABLE: f32 = 0.85;
/// Factor otherwise.
const UNSETTLED: f32 = 1.25;
/// Extra share per unit of evaluation lost since three iterations earlier (gains count the
/// other way), within [`FALL_MIN`, `FALL_MAX`].
const FALL_PER_UNIT: f32 = 0.005;
/// Smallest falling-score factor.
const FALL_MIN: f32 = 0.6;
/// Largest falling-score factor.
const FALL_MAX: f32 = 1.6;
/// Shallowest completed iteration whose result may move the budget.
const MIN_DEPTH: u32 = 4;

/// What the iterations of one search have shown so far.
#[derive(Clone, Debug, Default)]
pub struct Pace {
    last_best: Option<PackedMove>,
    stable: u32,
    /// Best-move changes, halved at every iteration (recent changes count most).
    changes: f32,
    scores: Vec<i32>,
    depth: u32,
}

impl Pace {
    /// Records a completed iteration: its depth, best move and score.
    pub fn record(&mut self, depth: u32, best: Option<PackedMove>, score: Score) {
        let changed = self.last_best.is_some() && best != self.last_best;
        self.changes = self.changes * 0.5 + if changed { 1.0 } else { 0.0 };
        self.stable = if changed || self.last_best.is_none() {
            0
        } else {
            self.stable + 1
        };
        self.last_best = best;
        self.scores.push(score.0);
        self.depth = depth;
    }

    /// The soft budget `soft_us` scaled by what the iterations showed, never past `hard_us`.
    /// Returned unchanged when there is no room between the two, before a few iterations, or
    /// once the score is a mate.
    pub fn soft_us(&self, soft_us: u64, hard_us: u64) -> u64 {
        let Some(&last) = self.scores.last() else {
            return soft_us;
        };
        if soft_us >= hard_us || self.depth < MIN_DEPTH || Score(last).is_mate() {
            return soft_us;
        }
        let earlier = self.scores[self.scores.len().saturating_sub(4)];
        let fall = ((earlier - last) as f32 * FALL_PER_UNIT + 1.0).clamp(FALL_MIN, FALL_MAX);
        let settle = if self.stable >= STABLE_ITERATIONS {
            STABLE
        } else {
            UNSETTLED
        };
        let factor = BASE * fall * settle * (1.0 + self.changes);
        ((soft_us as f32 * factor) as u64).min(hard_us)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(n: u32) -> Option<PackedMove> {
        Some(PackedMove(n as u16))
    }

    #[test]
    fn a_settled_search_stops_earlier_than_an_unsettled_one() {
        let mut settled = Pace::default();
        let mut unsettled = Pace::default();
        for d in 1..=12 {
            settled.record(d, mv(1), Score(20));
            unsettled.record(d, mv(d % 2), Score(20));
        }
        let s = settled.soft_us(1_000_000, 4_000_000);
        let u = unsettled.soft_us(1_000_000, 4_000_000);
        assert!(s < 1_000_000, "{s}");
        assert!(u > 1_000_000, "{u}");
        assert!(u <= 4_000_000);
    }

    #[test]
    fn a_falling_score_buys_time() {
        let mut steady = Pace::default();
        let mut falling = Pace::default();
        for d in 1..=10 {
            steady.record(d, mv(1), Score(50));
            falling.record(d, mv(1), Score(200 - 30 * d as i32));
        }
        assert!(falling.soft_us(1_000_000, 4_000_000) > steady.soft_us(1_000_000, 4_000_000));
    }

    #[test]
    fn fixed_budgets_mates_and_shallow_iterations_are_left_alone() {
        let mut p = Pace::default();
        assert_eq!(p.soft_us(500, 900), 500);
        p.record(2, mv(1), Score(0));
        assert_eq!(p.soft_us(500, 900), 500);
        for d in 3..=9 {
            p.record(d, mv(d), Score(0));
        }
        assert_eq!(p.soft_us(700, 700), 700);
        assert!(p.soft_us(500, 900) <= 900);
        p.record(10, mv(3), Score::mate_in(5));
        assert_eq!(p.soft_us(500, 900), 500);
    }
}
