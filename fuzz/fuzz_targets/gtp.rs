//! Fuzzes the GTP line preprocessing and parser: any input must give a command or nothing,
//! never a panic. Run: `cargo +nightly fuzz run gtp` from the repository root.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for line in text.lines() {
        let _ = sente::protocol::gtp::parse::parse(line);
    }
});
