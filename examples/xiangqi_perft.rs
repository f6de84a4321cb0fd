//! Times xiangqi perft: `cargo run --release --example xiangqi_perft -- [depth] [fen]`
//! (default: depth 5 from the start position).

use sente::game::perft::perft;
use sente::game::xiangqi::Position;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let depth: u32 = args.first().and_then(|s| s.parse().ok()).unwrap_or(5);
    let fen = if args.len() > 1 {
        args[1..].join(" ")
    } else {
        sente::game::xiangqi::START_FEN.to_string()
    };
    let mut p = Position::from_fen(&fen).expect("valid FEN");
    let t = Instant::now();
    let n = perft(&mut p, depth);
    let s = t.elapsed().as_secs_f64();
    println!(
        "game::perft {depth}: {n} leaves in {s:.3} s ({:.1} M leaves/s)",
        n as f64 / s / 1e6
    );
    let t = Instant::now();
    let n = p.perft(depth);
    let s = t.elapsed().as_secs_f64();
    println!(
        "Position::perft {depth} (counting last ply): {n} leaves in {s:.3} s ({:.1} M leaves/s)",
        n as f64 / s / 1e6
    );
}
