//! Fuzzes the `sente analyze` request reader: any line must give a request or an error that can
//! be answered as one JSON line, never a panic. Run: `cargo +nightly fuzz run analyze_request`
//! from the repository root.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sente::game::Variant;
use sente::tools::analyze::request;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for line in text.lines() {
        match request::parse(line, Some(Variant::TICTACTOE)) {
            Ok(r) => assert!(r.multipv >= 1 && r.multipv <= request::MAX_MULTIPV),
            Err(e) => assert!(!e.to_string().contains('\n')),
        }
    }
});
