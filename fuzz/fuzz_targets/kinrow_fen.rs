//! Fuzzes the FEN reader of the placement games (tic-tac-toe, gomoku, renju, caro, odd sizes): no
//! panics, and every FEN that is accepted is written back as a FEN that reads to the same position.
//! Run: `cargo +nightly fuzz run kinrow_fen` from the repository root.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sente::game::{AnyGame, Variant};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for name in ["tictactoe", "gomoku", "renju", "caro-19x15", "gomokufreestyle-20"] {
        let v: Variant = name.parse().expect("a known variant");
        if let Ok(g) = AnyGame::from_fen(v, &text) {
            let fen = g.fen();
            let again = AnyGame::from_fen(v, &fen).expect("a written FEN reads back");
            assert_eq!(again.fen(), fen);
            assert_eq!(again.key(), g.key());
        }
    }
});
