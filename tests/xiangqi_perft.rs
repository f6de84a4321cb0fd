//! Xiangqi perft: every count of `tests/data/xiangqi_perft.txt` (13 positions, depths 1–5; the start
//! position's depth 6 is behind `#[ignore]`), plus per-root-move `divide` consistency.

use sente::game::perft::{divide, perft};
use sente::game::xiangqi::Position;

struct Case {
    name: String,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/xiangqi_perft.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let parts: Vec<&str> = l.split('|').map(str::trim).collect();
            let counts = parts[2]
                .split_whitespace()
                .map(|kv| {
                    let (d, n) = kv.split_once('=').unwrap();
                    (d.parse().unwrap(), n.parse().unwrap())
                })
                .collect();
            Case {
                name: parts[0].to_string(),
                fen: parts[1].to_string(),
                counts,
            }
        })
        .collect()
}

fn check(filter: impl Fn(&Case, u32) -> bool) {
    let all = cases();
    assert_eq!(all.len(), 13);
    for c in &all {
        let mut p = Position::from_fen(&c.fen).unwrap_or_else(|e| panic!("{}: {e}", c.name));
        for &(d, n) in &c.counts {
            if filter(c, d) {
                assert_eq!(perft(&mut p, d), n, "{} depth {d}", c.name);
                if d <= 4 {
                    assert_eq!(p.perft(d), n, "{} depth {d} (counting)", c.name);
                }
                assert_eq!(p.to_fen(), c.fen, "{}: position restored", c.name);
            }
        }
    }
}

#[test]
fn perft_depths_1_to_4() {
    check(|_, d| d <= 4);
}

#[test]
fn perft_depth_5_startpos() {
    check(|c, d| d == 5 && c.name == "startpos");
}

#[test]
fn perft_depth_5_others() {
    check(|c, d| d == 5 && c.name != "startpos");
}

#[test]
#[ignore = "5.4 billion leaves: run with --ignored"]
fn perft_depth_6_startpos() {
    check(|_, d| d == 6);
}

#[test]
fn divide_sums_to_perft() {
    for c in cases() {
        let mut p = Position::from_fen(&c.fen).unwrap();
        let total: u64 = divide(&mut p, 3).iter().map(|&(_, n)| n).sum();
        let expected = c.counts.iter().find(|&&(d, _)| d == 3).map(|&(_, n)| n);
        if let Some(n) = expected {
            assert_eq!(total, n, "{}", c.name);
        }
    }
}
