//! Spelling of Gomocup answers: moves `x,y`, the `ABOUT` line, `FORBID` lists and the
//! `MESSAGE`/`DEBUG`/`ERROR`/`UNKNOWN` lines (single-line: embedded line breaks become blanks;
//! quoted input in `ERROR`/`UNKNOWN` shows control characters and is cut, see `protocol::quote`),
//! and scores inside them.

use crate::core::Score;

/// The `ABOUT` answer.
pub fn about() -> String {
    format!(
        "name=\"Sente\", version=\"{}\", author=\"Sente team\", country=\"-\"",
        env!("CARGO_PKG_VERSION")
    )
}

/// A score as Sente's `DEBUG` and `MESSAGE` lines spell it: `cp N`, or `mate N` in moves.
pub fn score(s: Score) -> String {
    match s.mate_moves() {
        Some(m) => format!("mate {m}"),
        None => format!("cp {}", s.0),
    }
}

fn one_line(text: &str) -> String {
    text.replace(['\r', '\n'], " ")
}

/// `ERROR <text>`.
pub fn error(text: &str) -> String {
    format!("ERROR {}", crate::protocol::quote::shown(&one_line(text)))
}

/// `UNKNOWN <text>`.
pub fn unknown(text: &str) -> String {
    format!("UNKNOWN {}", crate::protocol::quote::shown(&one_line(text)))
}

/// `MESSAGE <text>`.
pub fn message(text: &str) -> String {
    format!("MESSAGE {}", one_line(text))
}

/// `DEBUG <text>`.
pub fn debug(text: &str) -> String {
    format!("DEBUG {}", one_line(text))
}

/// `FORBID xxyy….`: two digits for x, two for y, per point.
pub fn forbid(points: &[(usize, usize)]) -> String {
    let mut s = String::from("FORBID ");
    for (x, y) in points {
        s.push_str(&format!("{x:02}{y:02}"));
    }
    s.push('.');
    s
}
