//! Fuzzes the UCCI line parser: any input must parse to a command or an error, never panic.
//! Run: `cargo +nightly fuzz run ucci` from the repository root.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for line in text.lines() {
        let _ = sente::protocol::ucci::parse::parse(line);
        let _ = sente::protocol::uci::parse::parse(line);
    }
});
