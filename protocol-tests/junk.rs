//! Seeded random junk for the UCCI session: lines mixing real command words, moves, FEN pieces,
//! numbers out of range and raw garbage. The loop must never panic, must keep answering `isready`,
//! and must end when input ends.

use sente::protocol::{run_loop, Event, LoopOptions, Protocol};
use std::io::Write;
use std::sync::mpsc::channel;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A writer into a shared buffer.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(data);
        Ok(data.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn next(state: &mut u64) -> u64 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    state.wrapping_mul(0x2545_F491_4F6C_DD1D)
}

const WORDS: &[&str] = &[
    "ucci",
    "isready",
    "setoption",
    "position",
    "banmoves",
    "go",
    "ponderhit",
    "stop",
    "probe",
    "quit!",
    "d",
    "perft",
    "fen",
    "startpos",
    "moves",
    "depth",
    "nodes",
    "time",
    "movestogo",
    "increment",
    "opptime",
    "oppmovestogo",
    "oppincrement",
    "infinite",
    "ponder",
    "draw",
    "usemillisec",
    "hashsize",
    "threads",
    "newgame",
    "repetitionrule",
    "sixtymoverule",
    "true",
    "off",
    "h2e2",
    "h9g7",
    "b0c2",
    "a0a1",
    "e9e8",
    "a10a9",
    "i9i0",
    "z9z9",
    "h2-e2",
    "0",
    "1",
    "2",
    "-5",
    "99999999999999999999",
    "4294967296",
    "1e3",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9",
    "P1P1P1P1P/1C5C1/9/RNBAKABNR",
    "w",
    "b",
    "r",
    "-",
    "3k5/R8/R8/9/9/9/9/9/9/5K3",
    "K",
    "9/9",
    "\u{0}",
    "\u{7f}",
    "€",
    "炮二平五",
    "\t",
    "  ",
];

fn junk_lines(seed: u64, n: usize) -> Vec<String> {
    let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            let len = next(&mut rng) % 9;
            let mut line = String::new();
            for _ in 0..len {
                if next(&mut rng).is_multiple_of(10) {
                    let c = (next(&mut rng) % 0x3000) as u32;
                    line.push(char::from_u32(c).unwrap_or('?'));
                } else {
                    line.push_str(WORDS[(next(&mut rng) % WORDS.len() as u64) as usize]);
                }
                line.push(' ');
            }
            line
        })
        .collect()
}

#[test]
fn ucci_survives_random_junk() {
    for seed in 1..=6u64 {
        let (tx, rx) = channel();
        let out = Shared::default();
        let writer = out.clone();
        let loop_tx = tx.clone();
        let (done_tx, done_rx) = channel();
        let handle = std::thread::spawn(move || {
            let opts = LoopOptions {
                protocol: Some(Protocol::Ucci),
                variant: None,
                log_io: None,
                seed: None,
            };
            run_loop(&opts, rx, loop_tx, Box::new(writer));
            let _ = done_tx.send(());
        });
        for l in junk_lines(seed, 400) {
            let _ = tx.send(Event::Line(l));
        }
        for l in ["stop", "isready"] {
            let _ = tx.send(Event::Line(l.to_string()));
        }
        let _ = tx.send(Event::Eof);
        let finished = done_rx.recv_timeout(Duration::from_secs(120));
        assert!(finished.is_ok(), "seed {seed}: the loop did not end");
        assert!(handle.join().is_ok(), "seed {seed}: the session panicked");
        let text = String::from_utf8_lossy(&out.0.lock().unwrap()).into_owned();
        assert!(text.lines().any(|l| l == "readyok"), "seed {seed}: {text}");
    }
}
