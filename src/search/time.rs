//! The time manager every protocol feeds. Each protocol hands over its clock words as they were
//! sent ([`Clock`]: a chess-style clock is already [`Limits`]; GTP's byo-yomi and Gomocup's turn
//! and match limits are written into [`Limits`] here), and [`budget`] turns the limits into a soft
//! budget (do not start another iteration after it) and a hard budget (abort the iteration),
//! keeping `Move Overhead` in reserve for GUI and pipe lag. Everything here is arithmetic on the
//! numbers given; nothing reads the wall clock.

use super::limits::Limits;
use crate::core::Side;

/// Per-move time when a byo-yomi controller (GTP) gave no clock at all, in milliseconds.
pub const DEFAULT_MOVE_MS: u64 = 2000;
/// Per-move limit when a turn-and-match controller (Gomocup) never sent `timeout_turn`, in ms.
pub const DEFAULT_TURN_MS: u64 = 5_000;
/// A Gomocup `time_left` at or above this means unlimited.
pub const UNLIMITED_MS: i64 = 2_147_483_647;

/// A GTP time system, as `time_settings` or `kgs-time_settings` set it (seconds and stones).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeSystem {
    /// No time limit: `time_settings m b 0` with `b` > 0, `kgs-time_settings none`.
    Unlimited,
    /// Absolute time (sudden death): `time_settings m 0 s`, `kgs-time_settings absolute m`.
    Absolute {
        /// Main time.
        main: u64,
    },
    /// Canadian byo-yomi: after the main time, `stones` moves in every `period` seconds.
    Canadian {
        /// Main time.
        main: u64,
        /// Length of a byo-yomi period.
        period: u64,
        /// Moves to play within each period (> 0).
        stones: u64,
    },
    /// Japanese byo-yomi (`kgs-time_settings byoyomi`): after the main time, each move within
    /// `period` seconds, or one of the `periods` periods is used up.
    Japanese {
        /// Main time.
        main: u64,
        /// Length of a byo-yomi period.
        period: u64,
        /// Number of periods (> 0).
        periods: u64,
    },
}

impl TimeSystem {
    /// Reads `time_settings main byo_time byo_stones` as GTP 2 (section 4.2) defines them: a
    /// byo-yomi time of 0 means absolute time; a positive byo-yomi time with 0 stones means no
    /// time limit; otherwise Canadian byo-yomi.
    pub fn from_gtp(main: u64, byo_time: u64, byo_stones: u64) -> TimeSystem {
        match (byo_time, byo_stones) {
            (0, _) => TimeSystem::Absolute { main },
            (_, 0) => TimeSystem::Unlimited,
            (period, stones) => TimeSystem::Canadian {
                main,
                period,
                stones,
            },
        }
    }

    /// The clock a side has before any `time_left`: seconds, and the moves they must last when
    /// the game starts in byo-yomi (no main time); `None` when there is no time limit (or an
    /// absolute time of 0).
    fn start_clock(self) -> Option<(u64, Option<u32>)> {
        match self {
            TimeSystem::Unlimited | TimeSystem::Absolute { main: 0 } => None,
            TimeSystem::Absolute { main } => Some((main, None)),
            TimeSystem::Canadian {
                main,
                period,
                stones,
            } => Some((
                main.max(period),
                (main == 0).then_some(stones.min(1000) as u32),
            )),
            TimeSystem::Japanese { main, period, .. } => {
                Some((main.max(period), (main == 0).then_some(1)))
            }
        }
    }
}

/// Clock words as a protocol received them, before any budgeting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    /// GTP: the time system (`None` before any `time_settings`) and the side's last
    /// `time_left secs stones` (`stones` > 0 while in a byo-yomi period: stones left in the
    /// period, or periods left for Japanese byo-yomi).
    ByoYomi {
        /// The time system in force.
        settings: Option<TimeSystem>,
        /// Seconds and stones left for the side to move.
        left: Option<(u64, u64)>,
    },
    /// Gomocup: `INFO timeout_turn` (0: move at once), `timeout_match` (0: unlimited) and the last
    /// `time_left` (may be negative; [`UNLIMITED_MS`] or more: unlimited), all in milliseconds.
    TurnAndMatch {
        /// Longest time for one move.
        turn_ms: u64,
        /// Time for the whole game.
        match_ms: u64,
        /// Time left in the game, if the manager said.
        left_ms: Option<i64>,
    },
}

impl Clock {
    /// Writes these clock words into `limits` for `side` to move (depth, nodes and the other
    /// fields are left as they are). GTP: the side's `time_left` is its clock whatever the time
    /// system (main time spent as sudden death, a Canadian period spread over the stones left, a
    /// Japanese period one move's time); without one, a game without a time limit (or before any
    /// clock word) gets [`DEFAULT_MOVE_MS`] a move, other systems their main or period time.
    pub fn apply(&self, limits: &mut Limits, side: Side) {
        let ms = |secs: u64| secs.saturating_mul(1000).min(i64::MAX as u64) as i64;
        match *self {
            Clock::ByoYomi { settings, left } => match (left, settings) {
                (Some((secs, left_stones)), _) => {
                    limits.time[side.index()] = Some(ms(secs));
                    if left_stones > 0 {
                        limits.movestogo = match settings {
                            Some(TimeSystem::Japanese { .. }) => Some(1),
                            _ => Some(left_stones.min(1000) as u32),
                        };
                    }
                }
                (None, settings) => match settings.and_then(|s| s.start_clock()) {
                    Some((secs, movestogo)) => {
                        limits.time[side.index()] = Some(ms(secs));
                        limits.movestogo = movestogo;
                    }
                    None => limits.movetime = Some(DEFAULT_MOVE_MS),
                },
            },
            Clock::TurnAndMatch {
                turn_ms,
                match_ms,
                left_ms,
            } => {
                limits.turn_ms = Some(turn_ms);
                limits.time[side.index()] = match left_ms {
                    Some(left) if left >= UNLIMITED_MS => None,
                    Some(left) => Some(left),
                    None if match_ms > 0 => Some(match_ms.min(i64::MAX as u64) as i64),
                    None => None,
                };
            }
        }
    }
}

/// Budgets in microseconds; `None` means no clock limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeBudget {
    /// Do not start a new iteration after this.
    pub soft_us: Option<u64>,
    /// Stop searching at once after this.
    pub hard_us: Option<u64>,
}

/// Computes the budget for `side` to move under `limits`, reserving `overhead_ms` per move: the
/// clock's budget ([`clock_budget`]), never longer than `limits.turn_ms` minus the overhead.
pub fn budget(limits: &Limits, side: Side, overhead_ms: u64) -> TimeBudget {
    let clock = clock_budget(limits, side, overhead_ms);
    let Some(turn) = limits.turn_ms else {
        return clock;
    };
    let cap = turn.saturating_sub(overhead_ms).max(1) * 1000;
    let capped = |b: Option<u64>| Some(b.map_or(cap, |b| b.min(cap)));
    TimeBudget {
        soft_us: capped(clock.soft_us),
        hard_us: capped(clock.hard_us),
    }
}

/// The budget from the fixed move time or the side's clock alone (chess-style: time, increment,
/// moves to go), reserving `overhead_ms`.
pub fn clock_budget(limits: &Limits, side: Side, overhead_ms: u64) -> TimeBudget {
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

    fn turn_and_match(turn_ms: u64, match_ms: u64, left_ms: Option<i64>) -> Limits {
        let mut l = Limits::default();
        Clock::TurnAndMatch {
            turn_ms,
            match_ms,
            left_ms,
        }
        .apply(&mut l, Side::Second);
        l
    }

    #[test]
    fn a_turn_limit_alone_is_the_turn_minus_overhead() {
        let l = turn_and_match(5000, 0, None);
        assert_eq!(l.time, [None, None]);
        let b = budget(&l, Side::Second, 30);
        assert_eq!((b.soft_us, b.hard_us), (Some(4_970_000), Some(4_970_000)));
        // timeout_turn 0 (move at once) and an overhead above the turn: the shortest budget.
        assert_eq!(
            budget(&turn_and_match(0, 0, None), Side::First, 30).hard_us,
            Some(1000)
        );
        assert_eq!(
            budget(&turn_and_match(20, 0, None), Side::First, 30).hard_us,
            Some(1000)
        );
    }

    #[test]
    fn gomocup_never_exceeds_the_turn_or_the_time_left() {
        for turn in [0u64, 1, 100, 1000, 5000, 30_000, 300_000] {
            for match_ms in [0u64, 1000, 120_000, 1_000_000] {
                for left in [
                    None,
                    Some(-50),
                    Some(0),
                    Some(40),
                    Some(500),
                    Some(9000),
                    Some(900_000),
                ] {
                    for overhead in [0u64, 30, 500] {
                        let l = turn_and_match(turn, match_ms, left);
                        let b = budget(&l, Side::Second, overhead);
                        let (soft, hard) = (b.soft_us.unwrap(), b.hard_us.unwrap());
                        let case = format!("{turn} {match_ms} {left:?} {overhead}: {soft} {hard}");
                        assert!(soft <= hard, "{case}");
                        assert!(
                            hard <= turn.saturating_sub(overhead).max(1) * 1000,
                            "{case}"
                        );
                        let clock = left.or((match_ms > 0).then_some(match_ms as i64));
                        if let Some(c) = clock {
                            let room = (c - overhead as i64).max(1) as u64 * 1000;
                            assert!(hard <= room, "{case}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn gomocup_match_time_is_the_clock_until_time_left_arrives() {
        let l = turn_and_match(5000, 120_000, None);
        assert_eq!(
            (l.time[1], l.turn_ms, l.movestogo),
            (Some(120_000), Some(5000), None)
        );
        // 120 s over 30 moves is 4 s a move; the turn limit does not bind.
        assert_eq!(budget(&l, Side::Second, 30).soft_us, Some(3_999_000));
        assert_eq!(turn_and_match(5000, 120_000, Some(600)).time[1], Some(600));
        let unlimited = turn_and_match(5000, 120_000, Some(UNLIMITED_MS));
        assert_eq!(unlimited.time, [None, None]);
        assert_eq!(
            budget(&unlimited, Side::Second, 30).hard_us,
            Some(4_970_000)
        );
    }

    fn byo_yomi(settings: Option<TimeSystem>, left: Option<(u64, u64)>) -> Limits {
        let mut l = Limits::default();
        Clock::ByoYomi { settings, left }.apply(&mut l, Side::First);
        l
    }

    #[test]
    fn byo_yomi_words_become_clock_limits() {
        let none = byo_yomi(None, None);
        assert_eq!(
            (none.movetime, none.time),
            (Some(DEFAULT_MOVE_MS), [None, None])
        );
        assert_eq!(
            byo_yomi(Some(TimeSystem::from_gtp(0, 0, 0)), None).movetime,
            Some(DEFAULT_MOVE_MS)
        );
        let main = byo_yomi(Some(TimeSystem::from_gtp(300, 30, 5)), None);
        assert_eq!((main.time[0], main.movestogo), (Some(300_000), None));
        let byo = byo_yomi(Some(TimeSystem::from_gtp(0, 30, 5)), None);
        assert_eq!((byo.time[0], byo.movestogo), (Some(30_000), Some(5)));
        // time_left wins over the settings; stones > 0 means a byo-yomi period.
        let left = byo_yomi(Some(TimeSystem::from_gtp(300, 30, 5)), Some((20, 3)));
        assert_eq!(
            (left.time[0], left.movestogo, left.time[1]),
            (Some(20_000), Some(3), None)
        );
        let main_left = byo_yomi(Some(TimeSystem::from_gtp(300, 30, 5)), Some((100, 0)));
        assert_eq!(
            (main_left.time[0], main_left.movestogo),
            (Some(100_000), None)
        );
        // Three stones in 20 s with 30 ms overhead: the last stone may use 90% of what is left.
        let b = budget(&left, Side::First, 30);
        assert_eq!(b.soft_us, Some(6_656_000));
        assert!(b.hard_us.unwrap() <= 19_970_000);
    }

    #[test]
    fn gtp_time_systems_read_as_the_spec_says() {
        assert_eq!(
            TimeSystem::from_gtp(600, 0, 0),
            TimeSystem::Absolute { main: 600 }
        );
        assert_eq!(
            TimeSystem::from_gtp(600, 0, 5),
            TimeSystem::Absolute { main: 600 }
        );
        assert_eq!(TimeSystem::from_gtp(600, 30, 0), TimeSystem::Unlimited);
        assert_eq!(
            TimeSystem::from_gtp(600, 30, 5),
            TimeSystem::Canadian {
                main: 600,
                period: 30,
                stones: 5
            }
        );
        // No time limit: the default move time (it was sudden death on 600 s), unless the
        // controller still sends a clock, which is then obeyed.
        let unlimited = byo_yomi(Some(TimeSystem::from_gtp(600, 30, 0)), None);
        assert_eq!(
            (unlimited.movetime, unlimited.time),
            (Some(DEFAULT_MOVE_MS), [None, None])
        );
        let told = byo_yomi(Some(TimeSystem::Unlimited), Some((1, 0)));
        assert_eq!((told.movetime, told.time[0]), (None, Some(1000)));
        // Absolute time is sudden death on the main time.
        let abs = byo_yomi(Some(TimeSystem::Absolute { main: 60 }), None);
        assert_eq!(
            (abs.time[0], abs.movestogo, abs.movetime),
            (Some(60_000), None, None)
        );
    }

    #[test]
    fn a_japanese_period_is_one_move() {
        let japanese = Some(TimeSystem::Japanese {
            main: 0,
            period: 10,
            periods: 3,
        });
        let fresh = byo_yomi(japanese, None);
        assert_eq!((fresh.time[0], fresh.movestogo), (Some(10_000), Some(1)));
        // time_left during byo-yomi: seconds left in the period, periods left.
        let left = byo_yomi(japanese, Some((10, 3)));
        assert_eq!((left.time[0], left.movestogo), (Some(10_000), Some(1)));
        let b = budget(&left, Side::First, 30);
        assert!(b.hard_us.unwrap() <= 9_970_000);
        // In the main time (0 periods named), the main time is the clock.
        let main = byo_yomi(
            Some(TimeSystem::Japanese {
                main: 300,
                period: 10,
                periods: 3,
            }),
            Some((250, 0)),
        );
        assert_eq!((main.time[0], main.movestogo), (Some(250_000), None));
    }
}
