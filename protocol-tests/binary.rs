//! Tests that spawn the real `sente` executable: pipes, EOF handling, `quit` mid-search, `stop`
//! during an infinite search, and junk input. Latencies are printed, never asserted.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc::channel;
use std::time::{Duration, Instant};

fn spawn(args: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_sente"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the sente binary starts")
}

fn run_with_input(args: &[&str], input: &[u8]) -> (String, std::process::ExitStatus) {
    let mut child = spawn(args);
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        out.status,
    )
}

#[test]
fn eof_prints_the_running_search_result() {
    let (out, status) = run_with_input(
        &["--game", "tictactoe"],
        b"uci\nposition startpos\ngo depth 9\n",
    );
    assert!(status.success());
    assert!(
        out.lines().any(|l| l == "bestmove P@b2 ponder P@a1"),
        "{out}"
    );
}

#[test]
fn eof_stops_an_infinite_search() {
    let (out, status) = run_with_input(&["--game", "gomoku"], b"uci\ngo infinite\n");
    assert!(status.success());
    assert!(
        out.lines().last().unwrap().starts_with("bestmove P@"),
        "{out}"
    );
}

#[test]
fn junk_input_never_kills_the_engine() {
    let mut input = b"uci\n".to_vec();
    input.extend((0..=255u8).cycle().take(5000));
    input.extend_from_slice(b"\n");
    input.extend(std::iter::repeat_n(b'x', 3 << 20));
    input.extend_from_slice(
        b"\nposition fen \xff\xfe moves \x00\ngo depth 99999999999999999999\nisready\nstop\n",
    );
    let (out, status) = run_with_input(&[], &input);
    assert!(status.success());
    assert!(out.lines().any(|l| l == "readyok"), "{out}");
    // The huge depth is clamped and searched (as Stockfish does), then stopped.
    assert!(out.lines().any(|l| l.starts_with("bestmove ")), "{out}");
}

/// Spawns a searching engine and returns the reader of its stdout, the child and its stdin.
fn start_infinite(
    args: &[&str],
) -> (
    std::process::Child,
    std::process::ChildStdin,
    std::sync::mpsc::Receiver<String>,
) {
    let mut child = spawn(args);
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    writeln!(stdin, "uci\nisready").unwrap();
    while rx.recv_timeout(Duration::from_secs(20)).unwrap() != "readyok" {}
    writeln!(stdin, "go infinite").unwrap();
    std::thread::sleep(Duration::from_millis(300));
    (child, stdin, rx)
}

#[test]
fn stop_during_infinite_search_gives_one_bestmove() {
    let (mut child, mut stdin, rx) = start_infinite(&["--game", "gomoku"]);
    // isready is answered while searching.
    writeln!(stdin, "isready").unwrap();
    let mut saw_ready = false;
    while let Ok(l) = rx.recv_timeout(Duration::from_secs(20)) {
        if l == "readyok" {
            saw_ready = true;
            break;
        }
        assert!(!l.starts_with("bestmove"), "bestmove before stop: {l}");
    }
    assert!(saw_ready);
    let t = Instant::now();
    writeln!(stdin, "stop").unwrap();
    let best = loop {
        let l = rx
            .recv_timeout(Duration::from_secs(20))
            .expect("bestmove after stop");
        if l.starts_with("bestmove") {
            break l;
        }
    };
    eprintln!(
        "stop -> bestmove latency (through pipes): {:?}",
        t.elapsed()
    );
    assert!(best.starts_with("bestmove P@"));
    writeln!(stdin, "quit").unwrap();
    assert!(child.wait().unwrap().success());
    assert!(
        rx.recv_timeout(Duration::from_millis(200)).is_err(),
        "output after bestmove"
    );
}

#[test]
fn quit_mid_search_exits() {
    let (mut child, mut stdin, _rx) = start_infinite(&["--game", "gomoku"]);
    writeln!(stdin, "quit").unwrap();
    let t = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            assert!(status.success());
            break;
        }
        assert!(
            t.elapsed() < Duration::from_secs(20),
            "engine did not exit after quit"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
    eprintln!("quit -> exit: {:?}", t.elapsed());
}

#[test]
fn gtp_over_pipes() {
    let (out, status) = run_with_input(
        &[],
        b"1 protocol_version\n2 boardsize 3\n3 genmove b\n4 quit\n",
    );
    assert!(status.success());
    assert_eq!(out, "=1 2\n\n=2 \n\n=3 B2\n\n=4 \n\n");
}

#[test]
fn quit_during_long_jobs_exits_without_waiting() {
    // The rl run would take minutes: `quit` must not wait for it (the job stops at its next
    // episode, and the process does not wait even for that).
    let t = Instant::now();
    let (out, status) = run_with_input(
        &["--game", "gomoku"],
        b"uci\ngo perft 7\nisready\nstop\nrl q-learning --game tictactoe --episodes 100000000\nisready\nquit\n",
    );
    eprintln!("quit during jobs -> exit: {:?}", t.elapsed());
    assert!(status.success());
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines.iter().filter(|l| **l == "readyok").count(),
        2,
        "{out}"
    );
    assert_eq!(lines.last(), Some(&"readyok"), "{out}");
}
