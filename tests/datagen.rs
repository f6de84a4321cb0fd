//! `sente datagen` end to end: tiny runs of the built binary (a few games at a few hundred nodes).
//! Same seed ⇒ same bytes; every line is a `DataLine` whose FEN loads; refusals exit 2 with one
//! line; `--append` continues a file without duplicating games. No wall-clock assertions.

use sente::game::{AnyGame, Variant};
use sente::tools::datafile::DataLine;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("sente-datagen-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

fn datagen(game: &str, out: &Path, extra: &[&str]) -> Output {
    let out = out.to_str().expect("utf-8 temp path");
    Command::new(env!("CARGO_BIN_EXE_sente"))
        .args(["--game", game, "datagen", "--out", out])
        .args(extra)
        .args(if extra.contains(&"--nodes") {
            &[][..]
        } else {
            &["--nodes", "300"][..]
        })
        .output()
        .expect("run sente")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).expect("output file")
}

fn assert_refused(out: &Output, needle: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "stderr: {err}");
    assert!(out.stdout.is_empty());
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    assert!(err.contains(needle), "{needle:?} in {err}");
}

#[test]
fn same_seed_same_file_and_lines_parse() {
    let d = dir("same");
    for game in ["xiangqi", "gomoku"] {
        let (a, b, c) = (
            d.join(game),
            d.join(format!("{game}-b")),
            d.join(format!("{game}-c")),
        );
        for (path, threads) in [(&a, "1"), (&b, "1"), (&c, "2")] {
            let out = datagen(
                game,
                path,
                &["--games", "3", "--seed", "7", "--threads", threads],
            );
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(out.stdout.is_empty());
            assert!(String::from_utf8_lossy(&out.stderr).contains("datagen: done"));
        }
        let text = read(&a);
        assert_eq!(text, read(&b), "{game}: same seed, one thread");
        assert_eq!(text, read(&c), "{game}: same games with two threads");
        let variant: Variant = game.parse().expect("variant");
        assert!(text.lines().count() > 0, "{game}: some positions kept");
        for line in text.lines() {
            let data: DataLine = line.parse().expect("a DataLine");
            AnyGame::from_fen(variant, &data.fen).expect("the FEN loads");
            assert!(data.score.abs() < 30_000, "no mate scores: {line}");
        }
        let other = d.join(format!("{game}-other"));
        datagen(game, &other, &["--games", "3", "--seed", "8"]);
        assert_ne!(text, read(&other), "{game}: another seed, other games");
    }
}

#[test]
fn refusals_exit_2_with_one_line() {
    let d = dir("refuse");
    let out = d.join("out.txt");
    std::fs::write(&out, "keep me\n").expect("write");
    assert_refused(&datagen("xiangqi", &out, &["--games", "1"]), "--force");
    assert_eq!(read(&out), "keep me\n", "not overwritten");
    assert_refused(
        &datagen("xiangqi", &out, &["--games", "1", "--append"]),
        "missing",
    );
    let fresh = d.join("fresh.txt");
    assert_refused(&datagen("xiangqi", &fresh, &["--games", "0"]), "--games 0");
    assert_refused(
        &datagen("xiangqi", &fresh, &["--games", "1", "--nodes", "0"]),
        "--nodes",
    );
    assert_refused(
        &datagen("xiangqi", &fresh, &["--games", "1", "--threads", "0"]),
        "--threads",
    );
    assert_refused(
        &datagen("xiangqi", &fresh, &["--games", "1", "--threads", "257"]),
        "--threads",
    );
    assert_refused(
        &datagen("xiangqi", &fresh, &["--games", "1", "--depth", "65"]),
        "--depth",
    );
    assert_refused(
        &datagen(
            "xiangqi",
            &fresh,
            &["--games", "1", "--random-plies", "9-3"],
        ),
        "--random-plies",
    );
    let unwritable = d.join("no-such-dir").join("out.txt");
    assert_refused(
        &datagen("xiangqi", &unwritable, &["--games", "1"]),
        "cannot use",
    );
    assert!(!fresh.exists());
    // clap refuses an unknown game itself (exit 2), before datagen runs.
    let bad = datagen("chess", &fresh, &["--games", "1"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("chess"));
}

#[test]
fn append_continues_without_duplicates() {
    let d = dir("append");
    let (whole, part) = (d.join("whole"), d.join("part"));
    let run = |path: &Path, games: &str, extra: &[&str]| {
        let out = datagen(
            "xiangqi",
            path,
            &[&["--games", games, "--seed", "3"], extra].concat(),
        );
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    run(&whole, "5", &[]);
    run(&part, "2", &[]);
    // An interrupted write: a partial line at the end.
    let mut text = read(&part);
    text.push_str("rnbakabnr/9/1c5c1/p1p1p");
    std::fs::write(&part, text).expect("write");
    run(&part, "4", &["--append"]);
    run(&part, "5", &["--resume", "--threads", "2"]);
    assert_eq!(read(&part), read(&whole), "resumed = one run");
    run(&part, "5", &["--append"]);
    assert_eq!(read(&part), read(&whole), "nothing left to play");
    // Other settings cannot continue this file.
    let out = datagen(
        "xiangqi",
        &part,
        &["--games", "6", "--seed", "4", "--append"],
    );
    assert_eq!(out.status.code(), Some(2));
    // --force starts over.
    run(&part, "1", &["--force"]);
    assert!(read(&whole).starts_with(&read(&part)));
}

#[test]
fn forcing_filter_keeps_a_superset_of_the_same_games() {
    let d = dir("filter");
    let (tactical, forcing, none) = (d.join("tactical"), d.join("forcing"), d.join("none"));
    for (path, filter) in [
        (&tactical, "tactical"),
        (&forcing, "forcing"),
        (&none, "none"),
    ] {
        let out = datagen(
            "gomoku",
            path,
            &["--games", "3", "--seed", "2", "--filter", filter],
        );
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let forcing = read(&forcing);
    let kept: std::collections::HashSet<&str> = forcing.lines().collect();
    let tactical = read(&tactical);
    assert!(tactical.lines().all(|l| kept.contains(l)));
    assert!(forcing.lines().count() >= tactical.lines().count());
    // No filter keeps every position of the same games, the forcing ones too.
    let none = read(&none);
    let all: std::collections::HashSet<&str> = none.lines().collect();
    assert!(forcing.lines().all(|l| all.contains(l)));
    assert!(none.lines().count() > forcing.lines().count());
    // A file made with one filter is not continued with the other.
    let out = datagen(
        "gomoku",
        &d.join("tactical"),
        &[
            "--games", "4", "--seed", "2", "--append", "--filter", "forcing",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
}

/// The games of a datagen file by their index in the whole run, cut at its sidecar's offsets.
fn games_by_index(path: &Path) -> Vec<(usize, String)> {
    let data = read(path);
    let done = read(&PathBuf::from(format!("{}.done", path.display())));
    let mut start = 0;
    done.lines()
        .skip(1)
        .map(|l| {
            let (i, end) = l.split_once(' ').expect("INDEX OFFSET");
            let end: usize = end.parse().unwrap();
            let game = (i.parse().unwrap(), data[start..end].to_string());
            start = end;
            game
        })
        .collect()
}

#[test]
fn shards_together_hold_the_unsharded_games_once() {
    let d = dir("shards");
    let whole = d.join("whole");
    let args = ["--games", "7", "--seed", "5"];
    assert!(datagen("gomoku", &whole, &args).status.success());
    let mut joined = Vec::new();
    let mut cat = String::new();
    for i in 0..3 {
        let part = d.join(format!("part-{i}"));
        let shard = format!("{i}/3");
        let out = datagen("gomoku", &part, &[&args[..], &["--shard", &shard]].concat());
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let games = games_by_index(&part);
        assert!(games.iter().all(|(g, _)| g % 3 == i), "{games:?}");
        joined.extend(games);
        cat.push_str(&read(&part));
    }
    joined.sort();
    let mut expected = games_by_index(&whole);
    expected.sort();
    assert_eq!(joined.len(), 7);
    assert_eq!(joined, expected);
    // `cat part-*` is the documented merge: the same lines, each game once.
    let mut a: Vec<&str> = cat.lines().collect();
    let mut b: Vec<&str> = expected.iter().flat_map(|(_, t)| t.lines()).collect();
    a.sort_unstable();
    b.sort_unstable();
    assert_eq!(a, b);
    assert_refused(
        &datagen(
            "gomoku",
            &d.join("bad"),
            &["--games", "2", "--shard", "3/3"],
        ),
        "--shard",
    );
}
