//! The console game (`sente play`): scripted sessions driven in-process through `play::run`, and
//! the binary with piped input (console for `play`, protocol only for plain `sente`).

use sente::game::Variant;
use sente::play::{run, First, Options};
use std::io::Write;
use std::process::{Command, Stdio};

fn session(opts: &Options, script: &str) -> (i32, String) {
    let mut out = Vec::new();
    let code = run(script.as_bytes(), &mut out, opts);
    (
        code,
        String::from_utf8(out).expect("console output is UTF-8"),
    )
}

fn ttt(first: First, level: u32, seed: u64) -> Options {
    let mut o = Options::new(Variant::TICTACTOE);
    o.first = first;
    o.level = level;
    o.seed = Some(seed);
    o
}

/// Orders in which a scripted player tries the cells: it plays the first free one each turn.
fn orders() -> Vec<[u8; 9]> {
    let mut v = vec![
        [1, 2, 3, 4, 5, 6, 7, 8, 9],
        [5, 1, 9, 3, 7, 2, 8, 4, 6],
        [9, 8, 7, 6, 5, 4, 3, 2, 1],
        [1, 9, 3, 7, 5, 2, 4, 6, 8],
        [2, 4, 6, 8, 5, 1, 3, 7, 9],
        [5, 2, 8, 4, 6, 1, 3, 7, 9],
        [3, 7, 5, 1, 9, 2, 4, 6, 8],
    ];
    // A few pseudo-random permutations as well.
    let mut s: u64 = 0x9e37_79b9;
    for _ in 0..6 {
        let mut p = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        for i in (1..9).rev() {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            p.swap(i, (s % (i as u64 + 1)) as usize);
        }
        v.push(p);
    }
    v
}

fn script_for(order: &[u8; 9]) -> String {
    // Each turn the player tries every cell in order; taken cells are refused with a reason and
    // the first free one is played. Nine rounds are enough for any game.
    let mut s = String::new();
    for _ in 0..5 {
        for d in order {
            s.push_str(&format!("{d}\n"));
        }
    }
    s.push_str("q\n");
    s
}

#[test]
fn full_strength_never_loses_at_tictactoe() {
    for first in [First::You, First::Engine] {
        for order in orders() {
            let (code, out) = session(&ttt(first, 20, 1), &script_for(&order));
            assert_eq!(code, 0);
            assert!(!out.contains("You win"), "lost to {order:?}:\n{out}");
            assert!(
                out.contains("Sente wins: three in a row.") || out.contains("Draw: full board."),
                "{out}"
            );
            assert!(out.trim_end().ends_with("Goodbye."), "{out}");
        }
    }
}

#[test]
fn undo_hint_illegal_entry_and_eof() {
    let (code, out) = session(
        &ttt(First::You, 20, 7),
        "5\nhint\n5\nzz\nlevel 99\nundo\nundo\nboard\nhelp\n",
    );
    assert_eq!(code, 0);
    assert!(out.contains("You play 5 (b2)."), "{out}");
    assert!(out.contains("Hint: "), "{out}");
    assert!(out.contains("'5': that point is taken"), "{out}");
    assert!(out.contains("'zz' is not a coordinate"), "{out}");
    assert!(out.contains("level takes a number from 1"), "{out}");
    assert!(out.contains("Took back 2 moves."), "{out}");
    assert!(out.contains("Nothing to take back."), "{out}");
    assert!(out.contains("Commands: undo"), "{out}");
    // EOF leaves cleanly after the prompt.
    assert!(out.ends_with("Your move (X) > \nGoodbye.\n"), "{out}");
}

#[test]
fn low_levels_play_legal_moves_and_finish() {
    for seed in 1..6 {
        let (code, out) = session(
            &ttt(First::Engine, 1, seed),
            &script_for(&orders()[seed as usize]),
        );
        assert_eq!(code, 0);
        assert!(out.contains("Game over."), "{out}");
        assert!(!out.contains("cannot move"), "{out}");
    }
}

#[test]
fn new_swap_and_restart_after_the_end() {
    let (code, out) = session(&ttt(First::You, 20, 3), "swap\nr\nnew\nq\n");
    assert_eq!(code, 0);
    assert!(out.contains("You now play O."), "{out}");
    assert!(out.contains("Sente plays"), "{out}");
    assert_eq!(out.matches("New game.").count(), 2, "{out}");
}

#[test]
fn gomoku_session() {
    let mut o = Options::new("gomoku".parse().unwrap());
    o.movetime = Some(50);
    o.seed = Some(1);
    let (code, out) = session(&o, "h8\nH9\n8,7\np16\nhint\nundo\nq\n");
    assert_eq!(code, 0);
    assert!(out.contains("You play h8."), "{out}");
    assert!(out.contains("   A B C D E F G H I J K L M N O\n"), "{out}");
    assert!(out.contains("'p16' is off the board"), "{out}");
    assert!(out.contains("Took back 2 moves."), "{out}");
}

#[test]
fn renju_and_caro_start() {
    for name in ["renju", "caro", "gomokufreestyle"] {
        let mut o = Options::new(name.parse().unwrap());
        o.movetime = Some(30);
        o.first = First::Engine;
        let (code, out) = session(&o, "q\n");
        assert_eq!(code, 0);
        assert!(out.contains("Sente plays"), "{name}: {out}");
    }
}

#[test]
fn xiangqi_session() {
    let mut o = Options::new(Variant::Xiangqi);
    o.movetime = Some(100);
    o.seed = Some(1);
    let (code, out) = session(&o, "h2e2\nh0g2\nC2.5\nhint\nundo\nq\n");
    assert_eq!(code, 0);
    assert!(out.contains("You play h2e2 (C2.5)."), "{out}");
    assert!(out.contains("     a  b  c  d  e  f  g  h  i\n"), "{out}");
    assert!(out.contains("Hint: "), "{out}");
    assert!(out.contains("Took back 2 moves."), "{out}");
}

fn sente(args: &[&str], input: &str) -> (i32, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sente"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start sente");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().expect("sente ends");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn binary_play_with_piped_input() {
    let (code, out) = sente(&["play", "tictactoe", "--no-color"], "5\nundo\n5\nq\n");
    assert_eq!(code, 0);
    assert!(out.contains("Sente plays"), "{out}");
    assert!(out.contains("Took back 2 moves."), "{out}");
    let (code, _) = sente(&["play", "tictactoe"], "");
    assert_eq!(code, 0, "EOF at the first prompt");
}

#[test]
fn plain_sente_with_piped_input_is_protocol_only() {
    let (code, out) = sente(&[], "uci\nisready\nquit\n");
    assert_eq!(code, 0);
    assert!(out.starts_with("id name"), "{out}");
    assert!(out.contains("readyok"), "{out}");
    assert!(
        !out.contains("Games:") && !out.contains("Your move"),
        "{out}"
    );
}

/// Runs plain `sente` under a pseudo-terminal with `script(1)`, if it is installed.
fn under_pty(input: &str) -> Option<String> {
    let script = ["/usr/bin/script", "/bin/script"]
        .into_iter()
        .find(|p| std::path::Path::new(p).exists())?;
    let mut child = Command::new(script)
        .args(["-qec", env!("CARGO_BIN_EXE_sente"), "/dev/null"])
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(input.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn terminal_menu_plays_or_hands_over_to_a_protocol() {
    let Some(out) = under_pty("1\ny\n20\n5\nq\n") else {
        eprintln!("script(1) not available; skipped");
        return;
    };
    assert!(out.contains("Games: 1 tic-tac-toe"), "{out}");
    assert!(out.contains("Sente plays"), "{out}");
    let out = under_pty("uci\nquit\n").expect("script ran before");
    assert!(out.contains("Games:"), "{out}");
    assert!(
        out.contains("id name Sente") && out.contains("uciok"),
        "{out}"
    );
    assert!(!out.contains("Your move"), "{out}");
}
