//! Unit tests of the time manager: clock words into limits, limits into budgets, for every
//! protocol's clock (numbers only; no wall clock).

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

/// Piskvork's edge cases, one by one (`INFO timeout_turn` 0 = move at once, `timeout_match` 0 =
/// unlimited, `time_left` tiny, negative or "unlimited"), with Move Overhead 30 ms: the hard
/// budget (the latest answer) is never above `timeout_turn` or `time_left` minus the overhead,
/// except for the 1 ms floor a move needs when nothing is left.
#[test]
fn gomocup_budget_edge_cases() {
    let hard = |turn, match_ms, left| {
        let b = budget(&turn_and_match(turn, match_ms, left), Side::Second, 30);
        assert!(b.soft_us <= b.hard_us, "{turn} {match_ms} {left:?}");
        b.hard_us.unwrap()
    };
    // timeout_turn 0: as fast as possible, whatever the match clock says.
    assert_eq!(hard(0, 0, None), 1000);
    assert_eq!(hard(0, 180_000, Some(170_000)), 1000);
    // A turn no longer than the overhead: the floor.
    assert_eq!(hard(30, 0, None), 1000);
    assert_eq!(hard(31, 0, None), 1000);
    assert_eq!(hard(1000, 0, None), 970_000);
    // timeout_match 0 is unlimited: no clock, the turn alone binds (turn_and_match applies the
    // words for the second player).
    assert_eq!(turn_and_match(5000, 0, None).time, [None, None]);
    assert_eq!(hard(5000, 0, None), 4_970_000);
    // time_left tiny, at or below the overhead, zero or negative: the floor, never more.
    for left in [-1000, -1, 0, 1, 29, 30, 31] {
        assert_eq!(hard(5000, 120_000, Some(left)), 1000, "{left}");
    }
    // A little time left: at most half of what is left after the overhead.
    let h = hard(5000, 120_000, Some(130));
    assert!((1000..=50_000).contains(&h), "{h}");
    // The last second with a long turn: the clock binds, not the turn.
    assert!(hard(30_000, 120_000, Some(1000)) <= 970_000);
    // time_left "unlimited" (2147483647 or more): the turn alone binds, even with a match time.
    assert_eq!(hard(5000, 120_000, Some(UNLIMITED_MS)), 4_970_000);
    assert_eq!(hard(5000, 120_000, Some(i64::MAX)), 4_970_000);
    // Huge turns (clamped by the protocol, or not) neither overflow nor exceed the clock.
    assert_eq!(
        hard(u64::MAX, 0, None),
        (u64::MAX - 30).saturating_mul(1000)
    );
    assert!(hard(u64::MAX, 0, Some(60_000)) <= 59_970_000);
    // A Move Overhead above the turn: the floor.
    let b = budget(&turn_and_match(100, 0, None), Side::Second, 5000);
    assert_eq!((b.soft_us, b.hard_us), (Some(1000), Some(1000)));
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
