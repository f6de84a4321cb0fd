//! Numbers in `go` commands, read as GUIs send them and clamped rather than refused, as Stockfish
//! does: `go depth 99999999999999999999` searches to the deepest depth, huge node counts saturate,
//! and clock values are held within a century of milliseconds so that no time arithmetic further
//! down can overflow. A value that is not a number at all is still a syntax error.

use nom::character::complete::{char, digit1};
use nom::combinator::{map, opt, recognize};
use nom::sequence::pair;
use nom::{IResult, Parser};

/// The largest clock or move time taken from a GUI, in milliseconds (about 31 years).
pub const MAX_TIME_MS: i64 = 1_000_000_000_000;

/// Decimal digits as a u128, saturating (more than 38 digits read as `u128::MAX`).
fn saturating_digits(d: &str) -> u128 {
    d.parse::<u128>().unwrap_or(u128::MAX)
}

/// An unsigned number, saturating at `u64::MAX`.
pub fn sat_u64(i: &str) -> IResult<&str, u64> {
    map(digit1, |d: &str| {
        saturating_digits(d).min(u64::MAX as u128) as u64
    })
    .parse(i)
}

/// An unsigned number, saturating at `u32::MAX`.
pub fn sat_u32(i: &str) -> IResult<&str, u32> {
    map(digit1, |d: &str| {
        saturating_digits(d).min(u32::MAX as u128) as u32
    })
    .parse(i)
}

/// A signed time in milliseconds, clamped to ±[`MAX_TIME_MS`].
pub fn time_ms(i: &str) -> IResult<&str, i64> {
    map(recognize(pair(opt(char('-')), digit1)), |t: &str| {
        let (neg, d) = match t.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, t),
        };
        let v = saturating_digits(d).min(MAX_TIME_MS as u128) as i64;
        if neg {
            -v
        } else {
            v
        }
    })
    .parse(i)
}

/// An unsigned time in milliseconds, clamped to [`MAX_TIME_MS`].
pub fn time_ms_u64(i: &str) -> IResult<&str, u64> {
    map(sat_u64, |v| v.min(MAX_TIME_MS as u64)).parse(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_saturate() {
        assert_eq!(sat_u32("99999999999999999999 x"), Ok((" x", u32::MAX)));
        assert_eq!(sat_u32("17"), Ok(("", 17)));
        assert_eq!(sat_u64(&"9".repeat(200)), Ok(("", u64::MAX)));
        assert_eq!(time_ms("-99999999999999999999"), Ok(("", -MAX_TIME_MS)));
        assert_eq!(time_ms("-250"), Ok(("", -250)));
        assert_eq!(
            time_ms_u64("123456789012345678"),
            Ok(("", MAX_TIME_MS as u64))
        );
        assert!(sat_u32("x1").is_err());
        assert!(sat_u32("-1").is_err());
    }
}
