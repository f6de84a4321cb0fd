//! Fuzzes the match referee's readers of UCI/UCCI engine output (`info` scores, the depth and
//! score kept for PGN comments, `bestmove`): any line must be read or ignored, never panic.
//! Run: `cargo +nightly fuzz run engine_output` from the repository root.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sente::tournament::driver::{uci, Thinking};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut thinking = Thinking::default();
    for line in text.lines() {
        let _ = uci::parse_info_score(line);
        let _ = uci::parse_bestmove(line);
        uci::read_thinking(line, &mut thinking);
    }
});
