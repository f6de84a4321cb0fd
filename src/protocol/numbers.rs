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

/// A whole word that is a signed integer (GTP time words, Gomocup `INFO` values), clamped to
/// ±[`MAX_TIME_MS`] instead of refused when it has too many digits; `None` if it is not a number.
pub fn clamped_int(word: &str) -> Option<i64> {
    let word = word.trim();
    let word = word.strip_prefix('+').unwrap_or(word);
    nom::combinator::all_consuming(time_ms)
        .parse(word)
        .ok()
        .map(|(_, v)| v)
}

/// A whole word that is a non-negative integer, clamped like [`clamped_int`].
pub fn clamped_u64(word: &str) -> Option<u64> {
    clamped_int(word).and_then(|v| u64::try_from(v).ok())
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
        assert_eq!(
            clamped_int(" -99999999999999999999999 "),
            Some(-MAX_TIME_MS)
        );
        assert_eq!(clamped_int("+42"), Some(42));
        assert_eq!(
            clamped_u64("99999999999999999999"),
            Some(MAX_TIME_MS as u64)
        );
        assert_eq!(clamped_u64("-1"), None);
        assert_eq!(clamped_int("12x"), None);
        assert_eq!(clamped_int(""), None);
    }
}
