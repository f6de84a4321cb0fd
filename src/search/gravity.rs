//! The "gravity" update every learned search table uses (history, continuation history,
//! correction history): an entry moves by `delta` and decays by `entry · |delta| / limit`, so it
//! stays within ±`limit` however many updates arrive and recent updates weigh most.

/// Moves `entry` by `delta` with decay towards 0 on the scale of `limit` (`|delta| ≤ limit`
/// keeps a value within ±`limit` there).
#[inline]
pub fn apply(entry: &mut i16, delta: i32, limit: i32) {
    let v = i32::from(*entry);
    *entry = (v + delta - v * delta.abs() / limit) as i16;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeated_updates_approach_the_limit_without_passing_it() {
        let mut e = 0i16;
        for _ in 0..10_000 {
            apply(&mut e, 2_400, 16_384);
        }
        assert!((16_000..=16_384).contains(&e), "{e}");
        for _ in 0..10_000 {
            apply(&mut e, -256, 1_024);
        }
        assert!((-1_024..=-1_000).contains(&e), "{e}");
    }
}
