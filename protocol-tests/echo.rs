//! Junk quoted back in error messages: in every protocol, control bytes arrive in caret or `\xNN`
//! form and a 100 kB line comes back cut, so an engine's reply can never corrupt a terminal or a log.

use crate::transcript::Engine;
use sente::protocol::{LoopOptions, Protocol};

/// 100 kB cycling through every byte value (as the reader thread would pass them on: invalid
/// UTF-8 is already replaced, so the line is every char below U+0100).
fn junk() -> String {
    (0..100_000u32)
        .map(|i| char::from_u32((i * 7 + 1) % 0x100).unwrap_or('?'))
        .filter(|&c| c != '\n' && c != '\r')
        .collect()
}

/// Sends `first`, then junk lines, then `sync`; returns every line printed before one starting with `synced`.
fn replies(protocol: Protocol, first: &str, sync: &str, synced: &str) -> Vec<String> {
    let mut engine = Engine::start(LoopOptions {
        protocol: Some(protocol),
        ..LoopOptions::default()
    });
    engine.send(first);
    engine.send(&junk());
    engine.send(&format!("x\x1b[2J\x07{}", junk()));
    engine.send(&format!("go \x1b[31m{}", junk()));
    engine.send(sync);
    let mut lines = Vec::new();
    loop {
        let l = engine.next_line().expect("engine answers");
        if l.starts_with(synced) {
            break;
        }
        lines.push(l);
    }
    engine.finish();
    lines
}

fn assert_clean(protocol: Protocol, lines: &[String]) {
    assert!(!lines.is_empty(), "{protocol:?}: no reply to junk");
    for l in lines {
        assert!(
            !l.chars().any(|c| c.is_control()),
            "{protocol:?}: control character in {l:?}"
        );
        assert!(
            l.chars().count() <= 260,
            "{protocol:?}: reply of {} characters",
            l.len()
        );
    }
}

#[test]
fn junk_is_quoted_and_cut_in_every_protocol() {
    let uci = replies(Protocol::Uci, "uci", "isready", "readyok");
    assert_clean(Protocol::Uci, &uci);
    assert!(
        uci.iter()
            .any(|l| l.starts_with("info string error: ") && l.contains('^')),
        "{uci:?}"
    );
    let ucci = replies(Protocol::Ucci, "ucci", "isready", "readyok");
    assert_clean(Protocol::Ucci, &ucci);
    let gtp = replies(Protocol::Gtp, "name", "protocol_version", "= 2");
    assert_clean(Protocol::Gtp, &gtp);
    let gomocup = replies(Protocol::Gomocup, "START 15", "ABOUT", "name=");
    assert_clean(Protocol::Gomocup, &gomocup);
    assert!(
        gomocup
            .iter()
            .any(|l| l.starts_with("UNKNOWN ") || l.starts_with("ERROR ")),
        "{gomocup:?}"
    );
}
