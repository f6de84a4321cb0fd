//! Which protocol a client speaks, judged from its first meaningful line: `uci` → UCI, `ucci` → UCCI,
//! `ucicyclone` or a bare `fen …`/`startpos …` line → UCI (UCI-cyclone, xiangqi), GTP command
//! names (optionally after a numeric id) → GTP; `START`/`RECTSTART`/`INFO`/`ABOUT` (any case) →
//! Gomocup; anything else is treated as UCI, the most common case. [`announced`] tells the lines a
//! protocol claims from those it does not (the console's menu uses it).

use super::{gomocup, gtp, ucci, uci, Session};
use crate::game::Variant;
use std::str::FromStr;
use std::sync::mpsc::Sender;

/// A protocol Sente speaks: as an engine (its sessions) and as a controller (`sente match` drives
/// engines over it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// Universal Chess Interface (with cutechess/Fairy-Stockfish variants; placement games as
    /// `P@h8` drops).
    Uci,
    /// Go Text Protocol (with GoGui's ruler commands).
    Gtp,
    /// Gomocup / Piskvork brain protocol (with Yixin-Board extensions).
    Gomocup,
    /// Universal Chinese Chess Protocol (xiangqi).
    Ucci,
}

impl FromStr for Protocol {
    type Err = String;
    fn from_str(s: &str) -> Result<Protocol, String> {
        match s.to_ascii_lowercase().as_str() {
            "uci" => Ok(Protocol::Uci),
            "gtp" => Ok(Protocol::Gtp),
            "ucci" => Ok(Protocol::Ucci),
            "gomocup" | "piskvork" => Ok(Protocol::Gomocup),
            other => Err(format!(
                "unknown protocol '{other}' (known: uci, ucci, gtp, gomocup)"
            )),
        }
    }
}

impl Protocol {
    /// Starts a session of this protocol.
    pub fn start(self, variant: Option<Variant>, tx: Sender<super::Event>) -> Box<dyn Session> {
        match self {
            Protocol::Uci => Box::new(uci::session::start(variant, tx)),
            Protocol::Gtp => Box::new(gtp::session::start(variant, tx)),
            Protocol::Gomocup => Box::new(gomocup::session::start(variant, tx)),
            Protocol::Ucci => Box::new(ucci::session::start(variant, tx)),
        }
    }
}

/// The protocol a first line announces, or `None` for a blank or comment line; a line no protocol
/// claims is taken as UCI, the most common case.
pub fn detect(line: &str) -> Option<Protocol> {
    if gtp::parse::preprocess(line).trim().is_empty() {
        return None;
    }
    Some(announced(line).unwrap_or(Protocol::Uci))
}

/// The protocol whose words open `line`, or `None` when no protocol claims it (a blank or comment
/// line, or words none of them knows). Used by [`detect`], and by the console's menu to tell a
/// protocol command from an answer.
pub fn announced(line: &str) -> Option<Protocol> {
    if gomocup::parse::is_opening_line(line) {
        return Some(Protocol::Gomocup);
    }
    let clean = gtp::parse::preprocess(line);
    let mut words = clean.split_whitespace();
    let mut first = words.next()?;
    if first.bytes().all(|b| b.is_ascii_digit()) {
        first = words.next().unwrap_or("");
        if gtp::parse::is_command_name(first) {
            return Some(Protocol::Gtp);
        }
    }
    match first {
        "ucci" => Some(Protocol::Ucci),
        "uci" | "ucicyclone" | "fen" | "startpos" => Some(Protocol::Uci),
        w if gtp::parse::is_command_name(w) && !uci::parse::is_command_name(w) => {
            Some(Protocol::Gtp)
        }
        w if uci::parse::is_command_name(w) => Some(Protocol::Uci),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_lines() {
        assert_eq!(detect("uci"), Some(Protocol::Uci));
        assert_eq!(detect("  "), None);
        assert_eq!(detect("# a comment"), None);
        assert_eq!(detect("protocol_version"), Some(Protocol::Gtp));
        assert_eq!(detect("1 name"), Some(Protocol::Gtp));
        assert_eq!(detect("boardsize 3"), Some(Protocol::Gtp));
        assert_eq!(detect("isready"), Some(Protocol::Uci));
        assert_eq!(detect("position startpos"), Some(Protocol::Uci));
        assert_eq!(detect("quit"), Some(Protocol::Uci));
        assert_eq!(detect("START 20\r"), Some(Protocol::Gomocup));
        assert_eq!(detect("info timeout_turn 1000"), Some(Protocol::Gomocup));
        assert_eq!(detect("RECTSTART 20,15"), Some(Protocol::Gomocup));
        assert_eq!(detect("ucci"), Some(Protocol::Ucci));
        assert_eq!(detect("ucicyclone"), Some(Protocol::Uci));
        assert_eq!(detect("startpos moves h2e2"), Some(Protocol::Uci));
        assert_eq!("UCCI".parse::<Protocol>(), Ok(Protocol::Ucci));
        assert_eq!(detect("hello"), Some(Protocol::Uci));
        assert_eq!(detect("1"), Some(Protocol::Uci));
    }

    #[test]
    fn announced_lines() {
        assert_eq!(announced("isready"), Some(Protocol::Uci));
        assert_eq!(announced("1 name"), Some(Protocol::Gtp));
        assert_eq!(announced("genmove b"), Some(Protocol::Gtp));
        assert_eq!(announced("about"), Some(Protocol::Gomocup));
        for line in ["", "# a comment", "1", "hello", "gomoku", "2"] {
            assert_eq!(announced(line), None, "{line}");
        }
    }
}
