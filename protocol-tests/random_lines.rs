//! Seeded random sessions: thousands of lines mixing real command words, numbers at and beyond
//! every range, moves, and raw junk are fed to the in-process UCI and GTP loops. The engine must
//! never panic and must still answer a readiness probe at the end.

use crate::transcript::Engine;
use sente::protocol::{LoopOptions, Protocol};

/// A small deterministic generator (splitmix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next() % items.len() as u64) as usize]
    }
}

const NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "3",
    "9",
    "15",
    "25",
    "26",
    "100",
    "65536",
    "4294967296",
    "-4294967297",
    "18446744073709551616",
    "99999999999999999999999999",
    "1e9",
    "0x10",
    "",
    "nan",
    "+5",
    "007",
];

const UCI_WORDS: &[&str] = &[
    "uci",
    "isready",
    "ucinewgame",
    "position",
    "startpos",
    "fen",
    "moves",
    "go",
    "depth",
    "nodes",
    "movetime",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "mate",
    "searchmoves",
    "ponder",
    "ponderhit",
    "stop",
    "setoption",
    "name",
    "value",
    "Hash",
    "Threads",
    "MultiPV",
    "Clear",
    "Move Overhead",
    "UCI_Variant",
    "tictactoe",
    "gomoku",
    "caro",
    "d",
    "eval",
    "perft",
    "debug",
    "register",
    "P@b2",
    "b2",
    "a1",
    "P@z9",
    "P@a10",
    "3/3/3",
    "P1p/1P1/3",
    "w",
    "b",
    "-",
    "[PP]",
    "rl",
    "value-iteration",
    "--grid",
    "book",
];

const GTP_WORDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "undo",
    "showboard",
    "time_settings",
    "time_left",
    "final_score",
    "gogui-rules_game_id",
    "gogui-rules_board",
    "gogui-rules_board_size",
    "gogui-rules_legal_moves",
    "gogui-rules_side_to_move",
    "gogui-rules_final_result",
    "b",
    "w",
    "black",
    "white",
    "B2",
    "a1",
    "c3",
    "pass",
    "I1",
    "Z99",
    "#",
    "sente-variant",
    "gomoku",
    "interval",
    "minmoves",
    "maxmoves",
    "depth",
    "nodes",
    "ownership",
    "true",
];

const UCI_COMMANDS: &[&str] = &[
    "position",
    "position startpos moves",
    "position fen",
    "go",
    "go",
    "go depth",
    "setoption name",
    "isready",
    "ucinewgame",
    "stop",
    "ponderhit",
    "d",
    "eval",
    "go perft",
    "uci",
    "debug",
    "rl",
];

const GTP_COMMANDS: &[&str] = &[
    "play b",
    "play w",
    "play",
    "genmove b",
    "genmove w",
    "boardsize",
    "undo",
    "clear_board",
    "komi",
    "time_left b",
    "time_settings",
    "showboard",
    "final_score",
    "known_command",
    "1 play b",
    "gogui-rules_legal_moves",
    "sente-variant",
    "lz-analyze",
    "kata-analyze w",
    "lz-genmove_analyze b",
    "kata-genmove_analyze",
    "loadsgf",
];

/// One random line: usually a command word, then words, numbers and occasionally raw bytes,
/// tabs and control characters.
fn line(rng: &mut Rng, commands: &[&str], words: &[&str]) -> String {
    let n = rng.next() % 6;
    let mut parts: Vec<String> = Vec::new();
    if !rng.next().is_multiple_of(5) {
        parts.push(rng.pick(commands).to_string());
    }
    for _ in 0..n {
        let part = match rng.next() % 10 {
            0..=5 => rng.pick(words).to_string(),
            6..=7 => rng.pick(NUMBERS).to_string(),
            8 => (0..rng.next() % 12)
                .map(|_| char::from_u32((rng.next() % 0x250) as u32).unwrap_or('?'))
                .collect(),
            _ => "\t\r\u{1}\u{7f}"
                .chars()
                .nth((rng.next() % 4) as usize)
                .unwrap()
                .to_string(),
        };
        parts.push(part);
    }
    parts.join(" ")
}

/// Runs `count` random lines through a loop of `protocol`, never letting a search run long.
/// Returns the lines the session printed before the probe's answer.
fn session(
    protocol: Protocol,
    commands: &[&str],
    words: &[&str],
    seed: u64,
    count: usize,
    probe: &[&str],
    answer: &str,
) -> Vec<String> {
    let mut rng = Rng(seed);
    let mut engine = Engine::start(LoopOptions {
        protocol: Some(protocol),
        ..LoopOptions::default()
    });
    for _ in 0..count {
        let mut l = line(&mut rng, commands, words);
        if l.split_whitespace().any(|w| w == "quit") {
            continue;
        }
        // Keep searches short: every `go` gets a small node budget and a `stop`; `genmove` runs
        // on a nearly empty clock.
        let uci_go = protocol == Protocol::Uci && l.starts_with("go");
        if uci_go {
            l.push_str(" nodes 2000");
        }
        if protocol == Protocol::Gtp && l.contains("genmove") {
            engine.send("time_left b 1 0");
            engine.send("time_left w 1 0");
        }
        engine.send(&l);
        if uci_go {
            engine.send("stop");
        }
    }
    // Lines are handled in order (those arriving during a search wait for it), so the answer to
    // these final lines comes after everything above.
    for l in probe {
        engine.send(l);
    }
    let mut seen = Vec::new();
    loop {
        match engine.next_line() {
            Ok(l) if l == answer => break,
            Ok(l) => seen.push(l),
            Err(e) => panic!("seed {seed}: no answer to {probe:?}: {e}"),
        }
    }
    seen
}

/// The final UCI lines and the answer that proves they (and so everything before) were handled.
const UCI_PROBE: &[&str] = &[
    "stop",
    "setoption name UCI_Variant value tictactoe",
    "position fen pP1/3/3 b",
    "d",
];
const UCI_ANSWER: &str = "Fen: pP1/3/3[PPPPppp] b - - 0 2";

#[test]
fn random_uci_sessions_never_break_the_engine() {
    let mut bestmoves = 0;
    for seed in 1..=4 {
        let out = session(
            Protocol::Uci,
            UCI_COMMANDS,
            UCI_WORDS,
            seed,
            1500,
            UCI_PROBE,
            UCI_ANSWER,
        );
        bestmoves += out.iter().filter(|l| l.starts_with("bestmove")).count();
    }
    // The mix must really exercise searches, not only the error paths.
    assert!(bestmoves > 20, "only {bestmoves} searches ran");
}

#[test]
fn random_gtp_sessions_never_break_the_engine() {
    let mut accepted = 0;
    for seed in 1..=4 {
        let out = session(
            Protocol::Gtp,
            GTP_COMMANDS,
            GTP_WORDS,
            seed,
            1500,
            &["987654 protocol_version"],
            "=987654 2",
        );
        accepted += out.iter().filter(|l| l.starts_with('=')).count();
    }
    assert!(accepted > 100, "only {accepted} commands succeeded");
}
