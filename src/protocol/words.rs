//! The word-level nom parsers that the UCI and UCCI command readers share: a run of non-space
//! characters, and a keyword that must stand as a whole word.

use nom::branch::alt;
use nom::bytes::complete::{tag, take_till1};
use nom::character::complete::multispace1;
use nom::combinator::eof;
use nom::sequence::terminated;
use nom::{IResult, Parser};

/// A word (run of non-space characters).
pub fn word(i: &str) -> IResult<&str, &str> {
    take_till1(|c: char| c.is_whitespace()).parse(i)
}

/// `key` as a whole word, followed by white space or the end, and the white space after it.
pub fn kw<'a>(
    key: &'static str,
) -> impl Parser<&'a str, Output = &'a str, Error = nom::error::Error<&'a str>> {
    terminated(tag(key), alt((multispace1, eof)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_stand_as_whole_words() {
        assert_eq!(kw("go").parse("go depth 3"), Ok(("depth 3", "go")));
        assert_eq!(kw("go").parse("go"), Ok(("", "go")));
        assert!(kw("go").parse("gonow").is_err());
        assert_eq!(word("e2e4 rest"), Ok((" rest", "e2e4")));
        assert!(word(" e2e4").is_err());
    }
}
