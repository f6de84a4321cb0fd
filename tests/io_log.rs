//! The I/O log for bug reports, through a real pipe: `--log-io FILE` and UCI's `Debug Log File`
//! record every line in (`>>`) and out (`<<`) with a UTC timestamp, as Stockfish's log does.

use std::io::Write;
use std::process::{Command, Stdio};

fn run(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sente"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("sente starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    let out = child.wait_with_output().expect("sente ends");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn temp(name: &str) -> std::path::PathBuf {
    let p = std::env::temp_dir().join(format!("sente-{name}-{}.log", std::process::id()));
    let _ = std::fs::remove_file(&p);
    p
}

fn assert_entry(log: &str, entry: &str) {
    let re = regex::Regex::new(&format!(
        r"(?m)^\d{{4}}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{{3}}Z {}$",
        regex::escape(entry)
    ))
    .unwrap();
    assert!(re.is_match(log), "no '{entry}' in the log:\n{log}");
}

#[test]
fn log_io_flag_records_every_line() {
    let path = temp("log-io");
    let p = path.to_string_lossy().into_owned();
    let out = run(
        &["--log-io", &p, "--game", "tictactoe"],
        "uci\nisready\nposition startpos\ngo depth 2\n",
    );
    assert!(out.contains("readyok"));
    let log = std::fs::read_to_string(&path).expect("the log exists");
    assert_entry(&log, ">> uci");
    assert_entry(&log, "<< uciok");
    assert_entry(&log, ">> go depth 2");
    assert!(log.lines().any(|l| l.contains(" << bestmove ")), "{log}");
    // Every line of output is in the log, in order.
    let logged: Vec<&str> = log
        .lines()
        .filter_map(|l| l.split_once(" << ").map(|(_, t)| t))
        .collect();
    assert_eq!(logged, out.lines().collect::<Vec<_>>());
    let _ = std::fs::remove_file(&path);
}

#[test]
fn debug_log_file_option_starts_and_stops_the_log() {
    let path = temp("debug-log-file");
    let p = path.to_string_lossy().into_owned();
    let input = format!(
        "uci\nsetoption name Debug Log File value {p}\nisready\n\
         setoption name Debug Log File value <empty>\nisready\n"
    );
    run(&["--game", "tictactoe"], &input);
    let log = std::fs::read_to_string(&path).expect("the log exists");
    assert_entry(&log, ">> isready");
    assert_entry(&log, "<< readyok");
    assert_entry(&log, ">> setoption name Debug Log File value <empty>");
    assert_eq!(log.lines().count(), 3, "{log}");
    let _ = std::fs::remove_file(&path);
}
