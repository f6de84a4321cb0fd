//! The time manager every protocol feeds. Each protocol hands over its clock words as they were
//! sent ([`Clock`]: a chess-style clock is already [`Limits`]; GTP's byo-yomi and Gomocup's turn
//! and match limits are written into [`Limits`] here), and [`budget`] turns the limits into a soft
//! budget (do not start another iteration after it) and a hard budget (abort the iteration),
//! keeping `Move Overhead` in reserve for GUI and pipe lag. Everything here is arithmetic on the
//! numbers given; nothing reads the wall clock.

use super::limits::Limits;
use crate::core::Side;

pub mod pace;

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
    let cap = turn.saturating_sub(overhead_ms).max(1).saturating_mul(1000);
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
        let t = mt.saturating_sub(overhead_ms).max(1).saturating_mul(1000);
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
        soft_us: Some((soft as u64).saturating_mul(1000)),
        hard_us: Some((hard.max(1) as u64).saturating_mul(1000)),
    }
}

#[cfg(test)]
mod tests;
