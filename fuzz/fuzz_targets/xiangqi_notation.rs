//! Fuzzes the xiangqi FEN reader and the coordinate move parser in both dialects: no panics, and
//! every FEN that is accepted is written back as a FEN that reads to the same position.
//! Run: `cargo +nightly fuzz run xiangqi_notation` from the repository root.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sente::game::xiangqi::{notation, Position, Ranks};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(p) = Position::from_fen(&text) {
        let fen = p.to_fen();
        let q = Position::from_fen(&fen).expect("a written FEN reads back");
        assert_eq!(q.to_fen(), fen);
        for ranks in [Ranks::ZeroBased, Ranks::OneBased] {
            let _ = p.parse_move(&text, ranks);
        }
    }
    for ranks in [Ranks::ZeroBased, Ranks::OneBased] {
        if let Ok(m) = notation::parse_move(&text, ranks) {
            let spelled = notation::format_move(m, ranks);
            assert_eq!(notation::parse_move(&spelled, ranks), Ok(m));
        }
    }
});
