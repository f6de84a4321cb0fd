//! Fuzzes the Gomocup/Piskvork line parser: any input must give a command or an error, never a
//! panic. Run: `cargo +nightly fuzz run gomocup` from the repository root.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for line in text.lines() {
        let _ = sente::protocol::gomocup::parse::parse(line);
    }
});
