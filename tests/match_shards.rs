//! Sharded match campaigns end to end: `sente match --shard I/N --results FILE` for every shard,
//! then `sente match merge`, must print exactly the table of the unsharded run (same W/D/L,
//! pentanomial counts, Elo, LOS, SPRT line) and hold exactly its game records. The games are
//! node-limited Sente against Sente (xiangqi with a ply cap, so wins, losses and draws all occur),
//! hence the same on every run. Then bad input: files of another campaign, a missing or doubled
//! shard, a truncated file, a hand-edited count, counts that disagree with the game records —
//! each refused with one line naming the file, never a wrong total.

use sente::tournament::results::ResultsFile;
use std::process::{Command, Output};

const SENTE: &str = env!("CARGO_BIN_EXE_sente");

fn tmp(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("sente-shards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name).to_string_lossy().into_owned()
}

fn sente(args: &[String]) -> Output {
    Command::new(SENTE).args(args).output().expect("run sente")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `sente match` with `campaign` (words), plus `extra`; asserts success and returns stdout.
fn play(campaign: &str, extra: &[String]) -> String {
    let mut args: Vec<String> = vec!["match".into()];
    args.extend(campaign.split_whitespace().map(String::from));
    args.extend(extra.iter().cloned());
    let out = sente(&args);
    assert!(out.status.success(), "{args:?}\n{}", text(&out.stderr));
    text(&out.stdout)
}

/// Plays every shard of `campaign` and returns the results files' paths.
fn shards(campaign: &str, n: usize, tag: &str) -> Vec<String> {
    (0..n)
        .map(|i| {
            let f = tmp(&format!("{tag}-{i}.json"));
            play(
                campaign,
                &[
                    "--shard".into(),
                    format!("{i}/{n}"),
                    "--results".into(),
                    f.clone(),
                ],
            );
            f
        })
        .collect()
}

fn merge(files: &[String]) -> Output {
    let mut args = vec!["match".to_string(), "merge".to_string()];
    args.extend(files.iter().cloned());
    sente(&args)
}

fn games_of(files: &[String]) -> Vec<serde_json::Value> {
    let mut games: Vec<serde_json::Value> = files
        .iter()
        .flat_map(|f| {
            let r: ResultsFile =
                serde_json::from_str(&std::fs::read_to_string(f).unwrap()).unwrap();
            r.games
                .into_iter()
                .map(|g| serde_json::to_value(g).unwrap())
        })
        .collect();
    games.sort_by_key(|g| g["number"].as_u64());
    games
}

fn xiangqi(engines: &str, games: usize) -> String {
    format!(
        "--game xiangqi {engines} --tc nodes=400 --games {games} --repeat --maxplies 80 \
         --openings {}/openings/xiangqi.txt --concurrency 1",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn merged_shards_equal_the_unsharded_run() {
    let two = format!(
        "--engine cmd={SENTE} proto=uci name=A tc=nodes=200 --engine cmd={SENTE} proto=uci name=B \
         --sprt elo0=0 elo1=10 alpha=0.001 beta=0.001"
    );
    let three = format!(
        "--engine cmd={SENTE} proto=uci name=A tc=nodes=150 --engine cmd={SENTE} proto=uci \
         name=B tc=nodes=300 --engine cmd={SENTE} proto=uci name=C"
    );
    for (tag, campaign, n) in [
        ("two", xiangqi(&two, 10), 3),
        ("three", xiangqi(&three, 4), 2),
    ] {
        let whole = tmp(&format!("{tag}-whole.json"));
        let single = play(&campaign, &["--results".into(), whole.clone()]);
        assert!(single.contains("Ptnml(0-2)"), "{single}");
        let files = shards(&campaign, n, tag);
        let merged = merge(&files);
        assert!(merged.status.success(), "{}", text(&merged.stderr));
        assert_eq!(text(&merged.stdout), single, "merged table differs");
        assert_eq!(games_of(&files), games_of(std::slice::from_ref(&whole)));
        // The unsharded run's own file merges too (one shard of one).
        assert_eq!(text(&merge(&[whole]).stdout), single);
    }
}

fn refused(files: &[String], needles: &[&str]) {
    let out = merge(files);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{files:?}: {err}");
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    assert_eq!(err.lines().count(), 1, "{err}");
    for n in needles {
        assert!(err.contains(n), "'{n}' not in: {err}");
    }
}

#[test]
fn bad_results_files_are_refused_with_one_line() {
    let campaign = |tc: &str| {
        format!(
            "--game tictactoe --engine cmd={SENTE} proto=uci --engine cmd={SENTE} proto=uci \
             --tc {tc} --games 6 --repeat --openings {}/openings/tictactoe.txt",
            env!("CARGO_MANIFEST_DIR")
        )
    };
    let good = shards(&campaign("nodes=50"), 2, "ttt");
    assert!(merge(&good).status.success());
    let other = shards(&campaign("nodes=60"), 2, "ttt60");

    refused(
        &[good[0].clone(), other[1].clone()],
        &[&other[1], "not the campaign", "tc"],
    );
    refused(&good[..1], &["shard 1/2 missing"]);
    refused(
        &[good[0].clone(), good[0].clone()],
        &[&good[0], "given twice"],
    );

    let original = std::fs::read_to_string(&good[1]).unwrap();
    let bad = tmp("bad.json");
    let write = |t: &str| std::fs::write(&bad, t).unwrap();
    let files = [good[0].clone(), bad.clone()];

    write(&original[..original.len() / 2]);
    refused(&files, &[&bad, "not valid JSON"]);

    let edited = original.replacen("\"draws\": ", "\"draws\": 1", 1);
    assert_ne!(edited, original);
    write(&edited);
    refused(&files, &[&bad, "checksum mismatch"]);

    // A count that disagrees with the game records even under a valid checksum.
    let mut r: ResultsFile = serde_json::from_str(&original).unwrap();
    r.pairings[0].tri.draws += 1;
    r.seal();
    write(&serde_json::to_string(&r).unwrap());
    refused(&files, &[&bad, "do not add up"]);

    // A game record that belongs to the other shard.
    let mut r: ResultsFile = serde_json::from_str(&original).unwrap();
    r.games[0].number -= 2;
    r.seal();
    write(&serde_json::to_string(&r).unwrap());
    refused(&files, &[&bad, "not a game of shard 1/2"]);

    write("{\"format\": \"something else\"}");
    refused(&files, &[&bad, "not a sente match results file"]);

    refused(&[tmp("absent.json")], &["absent.json"]);
    let none = merge(&[]);
    assert_eq!(none.status.code(), Some(2));
}
