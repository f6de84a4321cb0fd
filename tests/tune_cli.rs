//! End-to-end tests of `sente tune`: a small xiangqi data file made from seeded random legal games
//! (scores from the static evaluation, results drawn from its sigmoid), tuned for a few epochs by the
//! built binary; then every refusal (status 2, one line on stderr).

use sente::core::Rng;
use sente::core::Side;
use sente::game::{AnyGame, Variant};
use sente::tools::datafile::DataLine;
use sente::tools::tune::writer;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sente-tune-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Data lines from `games` seeded random xiangqi games.
fn data_lines(games: usize, seed: u64) -> Vec<String> {
    let mut rng = Rng::new(seed);
    let mut lines = Vec::new();
    for _ in 0..games {
        let mut g = AnyGame::new(Variant::Xiangqi);
        for _ in 0..80 {
            let moves = g.legal_moves();
            if moves.is_empty() {
                break;
            }
            g.play(moves[rng.below(moves.len())]).unwrap();
            let mut score = g.evaluate();
            if g.side_to_move() == Side::Second {
                score = -score;
            }
            let p = 1.0 / (1.0 + (-(score as f64) / 400.0).exp());
            let result = if rng.next_f64() < p { 1.0 } else { 0.0 };
            let line = DataLine {
                fen: g.fen(),
                score,
                result,
            };
            lines.push(line.to_string());
        }
    }
    lines
}

fn write_data(path: &Path, lines: &[String]) {
    std::fs::write(path, lines.join("\n") + "\n").unwrap();
}

fn tune(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sente"))
        .arg("tune")
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn tunes_xiangqi_and_writes_a_params_file() {
    let dir = scratch("ok");
    let data = dir.join("data.txt");
    write_data(&data, &data_lines(30, 1));
    let (a, b) = (dir.join("a.rs"), dir.join("b.rs"));
    let base = [
        "--game",
        "xiangqi",
        "--data",
        data.to_str().unwrap(),
        "--epochs",
        "3",
        "--seed",
        "4",
        "--batch",
        "256",
        "--out",
    ];
    let out = tune(&[&base[..], &[a.to_str().unwrap(), "--threads", "1"]].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(out.stdout.is_empty());
    let err = stderr(&out);
    assert!(err.contains("K = "), "{err}");
    assert!(err.contains("epoch 3/3"), "{err}");
    let text = std::fs::read_to_string(&a).unwrap();
    let file = writer::parse(&text).unwrap();
    assert_eq!(file.title, "xiangqi");
    assert_eq!(file.names, sente::game::xiangqi::params::NAMES.to_vec());
    assert_ne!(file.values, sente::game::xiangqi::params::VALUES.to_vec());
    let pairs: Vec<(&str, i32)> = file
        .names
        .iter()
        .map(String::as_str)
        .zip(file.values.iter().copied())
        .collect();
    assert_eq!(writer::render("xiangqi", &pairs), text);

    // Same seed, same file, with more threads too.
    let out = tune(&[&base[..], &[b.to_str().unwrap(), "--threads", "2"]].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&b).unwrap(), text);

    // Refuses to overwrite without --force, overwrites with it.
    let out = tune(&[&base[..], &[b.to_str().unwrap()]].concat());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("exists"), "{}", stderr(&out));
    assert_eq!(stderr(&out).lines().count(), 1);
    std::fs::write(&b, "old").unwrap();
    let out = tune(&[&base[..], &[b.to_str().unwrap(), "--force"]].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&b).unwrap(), text);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--only` moves the parameters it names and leaves every other at its compiled-in value.
#[test]
fn only_fits_the_named_parameters() {
    let dir = scratch("only");
    let data = dir.join("data.txt");
    write_data(&data, &data_lines(30, 3));
    let out_file = dir.join("only.rs");
    let out = tune(&[
        "--game",
        "xiangqi",
        "--data",
        data.to_str().unwrap(),
        "--epochs",
        "3",
        "--batch",
        "256",
        "--lr",
        "5",
        "--only",
        "mobility_,tempo",
        "--out",
        out_file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("7 parameters to fit"),
        "{}",
        stderr(&out)
    );
    let file = writer::parse(&std::fs::read_to_string(&out_file).unwrap()).unwrap();
    let compiled = sente::game::xiangqi::params::VALUES;
    let mut moved = 0;
    for ((name, &got), &was) in file.names.iter().zip(&file.values).zip(compiled.iter()) {
        if name.starts_with("mobility_") || name == "tempo" {
            moved += usize::from(got != was);
        } else {
            assert_eq!(got, was, "{name} moved");
        }
    }
    assert!(moved > 0, "no named parameter moved");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs a refused invocation: status 2, one line on stderr containing `needle`, no output file.
fn refused(args: &[&str], out_file: &Path, needle: &str) {
    let out = tune(args);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(out.stdout.is_empty());
    assert!(!out_file.exists(), "{args:?} wrote {}", out_file.display());
}

#[test]
fn refuses_bad_input() {
    let dir = scratch("bad");
    let good = data_lines(2, 2);
    let data = dir.join("data.txt");
    write_data(&data, &good);
    let out = dir.join("out.rs");
    let (d, o) = (data.to_str().unwrap(), out.to_str().unwrap());
    let xq = ["--game", "xiangqi"];
    let run = |extra: &[&str], needle: &str| {
        refused(&[&xq[..], extra].concat(), &out, needle);
    };
    run(&["--data", d, "--out", o, "--epochs", "0"], "--epochs");
    run(&["--data", d, "--out", o, "--lr", "0"], "--lr");
    run(&["--data", d, "--out", o, "--lr=-1"], "--lr");
    run(&["--data", d, "--out", o, "--lambda", "1.5"], "--lambda");
    run(
        &["--data", d, "--out", o, "--only", "no_such_weight"],
        "no parameter of the xiangqi evaluation starts with no_such_weight",
    );
    run(
        &["--data", d, "--out", o, "--validation", "1"],
        "--validation",
    );
    let missing = dir.join("missing.txt");
    run(
        &["--data", missing.to_str().unwrap(), "--out", o],
        "cannot read",
    );
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "").unwrap();
    run(
        &["--data", empty.to_str().unwrap(), "--out", o],
        "no positions",
    );

    let malformed = dir.join("malformed.txt");
    let mut lines = good.clone();
    lines[2] = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w | 3".into();
    write_data(&malformed, &lines);
    let at = format!("{}:3:", malformed.display());
    run(&["--data", malformed.to_str().unwrap(), "--out", o], &at);

    let bad_fen = dir.join("badfen.txt");
    let mut lines = good.clone();
    lines[4] =
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w - - 0 1 | 0 | 0.5".into();
    write_data(&bad_fen, &lines);
    let at = format!("{}:5: bad FEN", bad_fen.display());
    run(&["--data", bad_fen.to_str().unwrap(), "--out", o], &at);

    let nowhere = dir.join("no-such-dir").join("out.rs");
    refused(
        &[&xq[..], &["--data", d, "--out", nowhere.to_str().unwrap()]].concat(),
        &nowhere,
        "cannot write",
    );

    // An unknown game is a usage error (clap's message, status 2).
    let bad_game = tune(&["--game", "chess", "--data", d, "--out", o]);
    assert_eq!(bad_game.status.code(), Some(2));
    assert!(stderr(&bad_game).contains("chess"));
    assert!(!out.exists());
    let _ = std::fs::remove_dir_all(&dir);
}
