//! The short menu plain `sente` shows a person at a terminal. Its first answer may instead be a
//! protocol's opening line (`uci`, `ucci`, `protocol_version`, `START 15`, …): then the caller
//! hands that line to the protocol loop, so testing a protocol by hand works as before.

use super::{First, Options, MAX_LEVEL};
use crate::game::Variant;
use crate::protocol;
use std::io::{BufRead, Write};

/// What the person chose at the menu.
#[derive(Clone, Debug)]
pub enum Choice {
    /// Play this game at the console.
    Play(Options),
    /// Speak a protocol, starting with this line.
    Protocol(String),
    /// Leave (quit or end of input).
    Quit,
}

const GAMES: [(&str, &str); 6] = [
    ("tic-tac-toe", "tictactoe"),
    ("gomoku", "gomoku"),
    ("renju", "renju"),
    ("caro", "caro"),
    ("freestyle gomoku", "gomokufreestyle"),
    ("xiangqi", "xiangqi"),
];

/// True when `line` opens a protocol session rather than answering the menu: a line some protocol
/// claims ([`protocol::detect::announced`]), unless it is one of the menu's own words (`quit`,
/// `exit`, `q`, `help`).
pub fn is_protocol_line(line: &str) -> bool {
    let first = line.split_whitespace().next().unwrap_or("");
    !matches!(first, "quit" | "exit" | "q" | "help") && protocol::detect::announced(line).is_some()
}

/// Asks `question` and reads the answer; `None` at end of input, after ending the prompt's line
/// so that whatever the terminal shows next starts on a line of its own.
fn ask(input: &mut impl BufRead, out: &mut impl Write, question: &str) -> Option<String> {
    let _ = write!(out, "{question}");
    let _ = out.flush();
    let mut buf = Vec::new();
    match std::io::Read::take(&mut *input, 4096).read_until(b'\n', &mut buf) {
        Ok(0) | Err(_) => {
            let _ = writeln!(out);
            None
        }
        Ok(_) => Some(super::input::clean_line(&buf)),
    }
}

/// Leaving from the menu, by `q` or end of input.
fn goodbye(out: &mut impl Write) -> Choice {
    let _ = writeln!(out, "Goodbye.");
    let _ = out.flush();
    Choice::Quit
}

/// Shows the menu on `out`, reads the answers from `input`; `base` supplies the drawing style
/// and seed.
pub fn menu(input: &mut impl BufRead, out: &mut impl Write, base: &Options) -> Choice {
    let _ = writeln!(
        out,
        "Sente {}: play a game here, or type a protocol command (uci, ucci, protocol_version, START 15).",
        env!("CARGO_PKG_VERSION")
    );
    let list: Vec<String> = GAMES
        .iter()
        .enumerate()
        .map(|(i, (label, _))| format!("{} {label}", i + 1))
        .collect();
    let _ = writeln!(out, "Games: {}; q quits.", list.join(", "));
    let variant = loop {
        let Some(line) = ask(input, out, "Game [1]: ") else {
            return goodbye(out);
        };
        if is_protocol_line(&line) {
            return Choice::Protocol(line);
        }
        let word = line.to_ascii_lowercase();
        if matches!(word.as_str(), "q" | "quit" | "exit") {
            return goodbye(out);
        }
        let name = match word.parse::<usize>() {
            Ok(n) if (1..=GAMES.len()).contains(&n) => GAMES[n - 1].1.to_string(),
            _ if word.is_empty() => GAMES[0].1.to_string(),
            _ => word,
        };
        match name.parse::<Variant>() {
            Ok(v) => break v,
            Err(e) => {
                let _ = writeln!(out, "{e}; type a number from 1 to {}", GAMES.len());
            }
        }
    };
    let first = loop {
        let Some(line) = ask(input, out, "Do you move first? [Y/n/r(andom)]: ") else {
            return goodbye(out);
        };
        match line.to_ascii_lowercase().as_str() {
            "" | "y" | "yes" => break First::You,
            "n" | "no" => break First::Engine,
            "r" | "random" => break First::Random,
            _ => {
                let _ = writeln!(out, "answer y, n or r");
            }
        }
    };
    let level = loop {
        let Some(line) = ask(input, out, "Level 1-20 [20]: ") else {
            return goodbye(out);
        };
        if line.is_empty() {
            break MAX_LEVEL;
        }
        match line.parse::<u32>() {
            Ok(n) if (1..=MAX_LEVEL).contains(&n) => break n,
            _ => {
                let _ = writeln!(out, "a number from 1 (easiest) to 20 (strongest), please");
            }
        }
    };
    let mut opts = base.clone();
    opts.variant = variant;
    opts.first = first;
    opts.level = level;
    Choice::Play(opts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn protocol_words() {
        for l in [
            "uci",
            "ucci",
            "ucicyclone",
            "protocol_version",
            "1 name",
            "START 15",
            "info timeout_turn 5",
            "isready",
        ] {
            assert!(is_protocol_line(l), "{l}");
        }
        for l in ["1", "", "tictactoe", "quit", "help", "gomoku"] {
            assert!(!is_protocol_line(l), "{l}");
        }
    }

    #[test]
    fn menu_answers() {
        let base = Options::new(Variant::TICTACTOE);
        let mut input = &b"2\nn\n5\n"[..];
        let mut out = Vec::new();
        match menu(&mut input, &mut out, &base) {
            Choice::Play(o) => {
                assert_eq!(o.variant.name(), "gomoku");
                assert_eq!(o.first, First::Engine);
                assert_eq!(o.level, 5);
            }
            other => panic!("{other:?}"),
        }
        for script in [&b""[..], b"q\n", b"2\n", b"2\ny\n"] {
            let mut input = script;
            let mut out = Vec::new();
            assert!(matches!(menu(&mut input, &mut out, &base), Choice::Quit));
            let out = String::from_utf8(out).unwrap();
            assert!(out.ends_with("Goodbye.\n"), "{out}");
        }
        let mut input = &b"uci\n"[..];
        assert!(
            matches!(menu(&mut input, &mut Vec::new(), &base), Choice::Protocol(l) if l == "uci")
        );
    }
}
