//! Time management: turns the clock limits into a soft budget (do not start another iteration after
//! it) and a hard budget (abort the iteration), keeping `Move Overhead` in reserve for GUI and pipe lag.

use super::limits::Limits;
use crate::core::Side;

/// Budgets in microseconds; `None` means no clock limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeBudget {
    /// Do not start a new iteration after this.
    pub soft_us: Option<u64>,
    /// Stop searching at once after this.
    pub hard_us: Option<u64>,
}

/// Computes the budget for `side` to move under `limits`, reserving `overhead_ms` per move.
pub fn budget(limits: &Limits, side: Side, overhead_ms: u64) -> TimeBudget {
    if let Some(mt) = limits.movetime {
        let t = mt.saturating_sub(overhead_ms).max(1) * 1000;
        return TimeBudget {
            soft_us: Some(t),
            hard_us: Some(t),
        };
    }
    let Some(time) = limits.time[side.index()] else {
        return TimeBudget {
            soft_us: None,
            hard_us: None,
        };
    };
    let inc = limits.inc[side.index()].max(0);
    let time = time.max(0);
    let overhead = overhead_ms as i64;
    // Never plan to use more than the clock minus the overhead reserve.
    let available = (time - overhead).max(1);
    let mtg = limits
        .movestogo
        .map(|m| m.clamp(1, 50) as i64)
        .unwrap_or(30);
    let base = available / mtg + inc * 3 / 4;
    let soft = base.min(available * 4 / 10).max(1);
    let hard_cap = if mtg == 1 {
        available * 9 / 10
    } else {
        available / 2
    };
    let hard = (soft * 4).min(hard_cap).max(soft.min(available));
    TimeBudget {
        soft_us: Some(soft as u64 * 1000),
        hard_us: Some(hard.max(1) as u64 * 1000),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_stay_within_the_clock() {
        for time in [-500i64, 0, 1, 10, 50, 100, 1000, 60_000, 3_600_000] {
            for inc in [0, 100, 1000] {
                for mtg in [None, Some(1), Some(2), Some(40)] {
                    let limits = Limits {
                        time: [Some(time), Some(time)],
                        inc: [inc, inc],
                        movestogo: mtg,
                        ..Limits::default()
                    };
                    let b = budget(&limits, Side::First, 30);
                    let hard_ms = b.hard_us.unwrap() / 1000;
                    assert!(b.soft_us <= b.hard_us);
                    if time > 100 {
                        assert!(
                            (hard_ms as i64) < time - 30 + 1,
                            "{time} {inc} {mtg:?}: {hard_ms}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn movetime_is_exact_minus_overhead() {
        let l = Limits {
            movetime: Some(1000),
            ..Limits::default()
        };
        assert_eq!(budget(&l, Side::Second, 10).hard_us, Some(990_000));
    }
}
