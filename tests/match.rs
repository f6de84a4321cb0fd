//! `sente match` end to end: Sente against Sente over UCI and GTP (tic-tac-toe, perfect play, so
//! every game is drawn), and a scripted fake engine (`tests/fake/engine.sh`) that plays an illegal
//! move, sends garbage, hangs, crashes or claims to have no move — each judged as a loss with its
//! reason while the match goes on.

use std::process::Command;

const SENTE: &str = env!("CARGO_BIN_EXE_sente");

fn fake(proto: &str, mode: &str) -> Vec<String> {
    vec![
        "--engine".into(),
        "cmd=/bin/sh".into(),
        concat!("arg=", env!("CARGO_MANIFEST_DIR"), "/tests/fake/engine.sh").into(),
        format!("arg={proto}"),
        format!("arg={mode}"),
        format!("proto={proto}"),
    ]
}

fn sente(proto: &str) -> Vec<String> {
    vec![
        "--engine".into(),
        format!("cmd={SENTE}"),
        format!("proto={proto}"),
    ]
}

fn run(parts: &[Vec<String>], rest: &str) -> (String, String) {
    let mut args: Vec<String> = vec!["match".into()];
    for p in parts {
        args.extend(p.iter().cloned());
    }
    args.extend(rest.split_whitespace().map(String::from));
    let out = Command::new(SENTE)
        .args(&args)
        .output()
        .expect("run sente match");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        out.status.success(),
        "{args:?}\nstdout:\n{stdout}\nstderr:\n{stderr}"
    );
    (stdout, stderr)
}

fn tmp(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("sente-match-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name).to_string_lossy().into_owned()
}

#[test]
fn uci_sente_vs_sente_tictactoe_all_draws() {
    let pgn = tmp("uci.pgn");
    let openings = concat!(env!("CARGO_MANIFEST_DIR"), "/openings/tictactoe.txt");
    let (out, err) = run(
        &[sente("uci"), sente("uci")],
        &format!("--game tictactoe --games 4 --tc depth=9 --repeat --openings {openings} --concurrency 2 --pgn {pgn}"),
    );
    assert!(
        out.contains("Games: 4, Wins: 0, Draws: 4, Losses: 0"),
        "{out}"
    );
    assert!(
        out.contains("Elo: 0.00 +/- 0.00, LOS: 50.00%, DrawRatio: 100.00%"),
        "{out}"
    );
    assert!(out.contains("Ptnml(0-2): [0, 0, 2, 0, 0]"), "{out}");
    assert!(out.contains("Terminations: full board: 4"), "{out}");
    assert!(err.contains("Games 4/4"), "{err}");
    assert!(!err.contains("openings repeat"), "{err}");
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert_eq!(text.matches("[Variant \"tictactoe\"]").count(), 4);
    assert_eq!(text.matches("[Result \"1/2-1/2\"]").count(), 4);
    assert!(text.contains("{end of opening}"));
}

#[test]
fn a_match_that_outruns_its_book_says_the_games_repeat() {
    let book = tmp("one-opening.txt");
    std::fs::write(&book, "b2\n").unwrap();
    let (out, err) = run(
        &[sente("uci"), sente("uci")],
        &format!("--game tictactoe --games 4 --tc depth=3 --repeat --openings {book}"),
    );
    assert!(out.contains("Games: 4,"), "{out}");
    assert!(
        err.contains("warning: 2 openings per pairing needed, the book has 1; openings repeat"),
        "{err}"
    );
    assert!(
        err.contains("deterministic engines replay the same games"),
        "{err}"
    );
}

#[test]
fn gtp_sente_vs_sente_tictactoe_all_draws() {
    let sgf = tmp("gtp.sgf");
    let (out, _) = run(
        &[sente("gtp"), sente("gtp")],
        &format!("--game tictactoe --games 2 --tc movetime=100 --sgf {sgf}"),
    );
    assert!(
        out.contains("Games: 2, Wins: 0, Draws: 2, Losses: 0"),
        "{out}"
    );
    let text = std::fs::read_to_string(&sgf).unwrap();
    assert_eq!(text.matches("(;FF[4]GM[1]").count(), 2);
    assert_eq!(text.matches("RE[0]").count(), 2);
}

#[test]
fn faulty_engines_lose_with_their_reason() {
    let cases = [
        (
            "uci",
            "illegal",
            "depth=9",
            "Fake-illegal: illegal move 'P@a1'",
        ),
        (
            "uci",
            "garbage",
            "depth=9",
            "Fake-garbage: malformed move 'xyzzy'",
        ),
        (
            "uci",
            "hang",
            "movetime=100",
            "Fake-hang: loses on time (no reply)",
        ),
        ("uci", "crash", "depth=9", "Fake-crash: disconnects"),
        (
            "uci",
            "nomove",
            "depth=9",
            "Fake-nomove: claims to have no move ('(none)')",
        ),
        (
            "gtp",
            "illegal",
            "movetime=1000",
            "Fake-illegal: illegal move 'A1'",
        ),
        (
            "gtp",
            "garbage",
            "movetime=1000",
            "Fake-garbage: malformed move 'ZZ99'",
        ),
        (
            "gomocup",
            "hang",
            "0.5+0",
            "Fake-hang: loses on time (no reply)",
        ),
        ("gomocup", "crash", "1+0.1", "Fake-crash: disconnects"),
        (
            "gomocup",
            "nomove",
            "1+0.1",
            "Fake-nomove: claims to have no move ('-1,-1')",
        ),
    ];
    for (proto, mode, tc, reason) in cases {
        let (out, _) = run(
            &[sente("uci"), fake(proto, mode)],
            &format!("--game tictactoe --games 2 --tc {tc} --timemargin 300"),
        );
        assert!(
            out.contains("Games: 2, Wins: 2, Draws: 0, Losses: 0"),
            "{proto} {mode}: {out}"
        );
        assert!(out.contains(reason), "{proto} {mode}: {out}");
    }
}

#[test]
fn gomocup_brain_plays_whole_games() {
    let psq = tmp("g.psq");
    let (out, _) = run(
        &[fake("gomocup", "first"), sente("uci")],
        &format!("--game tictactoe --games 2 --tc 2+0.1 --psq {psq}"),
    );
    // Sente never loses at tic-tac-toe; the naive brain loses both games by the rules.
    assert!(
        out.contains("Games: 2, Wins: 0, Draws: 0, Losses: 2"),
        "{out}"
    );
    assert!(out.contains("Terminations: line completed: 2"), "{out}");
    let text = std::fs::read_to_string(&psq).unwrap();
    assert_eq!(text.matches("Piskvorky 3x3, 11:11, 0").count(), 2);
}

#[test]
fn ucci_driver_and_xiangqi_judging() {
    // Sente's rank numbering (1-based once the driver sets UCI_Variant) is found by the probe.
    let (out, _) = run(
        &[fake("ucci", "illegal"), sente("uci")],
        "--game xiangqi --games 2 --tc depth=1",
    );
    assert!(
        out.contains("Games: 2, Wins: 0, Draws: 0, Losses: 2"),
        "{out}"
    );
    assert!(out.contains("Fake-illegal: illegal move 'h2e2'"), "{out}");
}

#[test]
fn sprt_stops_the_match_early() {
    let (out, err) = run(
        &[sente("uci"), fake("uci", "illegal")],
        "--game tictactoe --games 200 --tc depth=9 --sprt elo0=0 elo1=200 alpha=0.05 beta=0.05",
    );
    assert!(out.contains("H1 accepted"), "{out}");
    assert!(
        out.contains("LLR:") && out.contains("(-2.94, 2.94)"),
        "{out}"
    );
    assert!(!err.contains("Games 200/200"), "{err}");
}

#[test]
fn three_engines_make_a_round_robin() {
    let (out, _) = run(
        &[sente("uci"), sente("gtp"), fake("gomocup", "first")],
        "--game tictactoe --games 2 --tc movetime=1000",
    );
    assert_eq!(out.matches("Results of").count(), 3, "{out}");
    assert!(out.contains("Standings:"), "{out}");
}

#[test]
fn sente_vs_sente_gomoku_and_xiangqi() {
    let openings = concat!(env!("CARGO_MANIFEST_DIR"), "/openings/gomoku-15.txt");
    let (out, _) = run(
        &[sente("uci"), sente("uci")],
        &format!("--game gomoku --games 2 --tc depth=2 --maxplies 30 --openings {openings}"),
    );
    assert!(out.contains("Games: 2,"), "{out}");
    assert!(
        !out.contains("illegal move") && !out.contains("on time"),
        "{out}"
    );
    let openings = concat!(env!("CARGO_MANIFEST_DIR"), "/openings/xiangqi.txt");
    let pgn = tmp("x.pgn");
    let (out, _) = run(
        &[sente("uci"), sente("uci")],
        &format!(
            "--game xiangqi --games 2 --tc depth=1 --maxplies 40 --openings {openings} --pgn {pgn}"
        ),
    );
    assert!(out.contains("Games: 2,"), "{out}");
    assert!(
        !out.contains("illegal move") && !out.contains("malformed"),
        "{out}"
    );
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert_eq!(text.matches("[Variant \"xiangqi\"]").count(), 2);
}

#[test]
fn silent_engine_fails_the_handshake_in_time() {
    let mut args: Vec<String> = vec!["match".into()];
    args.extend(sente("uci"));
    args.extend(fake("uci", "mute"));
    args.extend(
        "--game tictactoe --games 2 --tc depth=9 --handshake-timeout 0.3"
            .split(' ')
            .map(String::from),
    );
    let out = Command::new(SENTE).args(&args).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Fake") || err.contains("engine2"), "{err}");
    assert!(err.contains("no reply in time"), "{err}");
}

#[test]
fn protocol_is_detected_when_not_given() {
    let mut brain = fake("gomocup", "first");
    brain.pop();
    let (out, _) = run(
        &[vec!["--engine".into(), format!("cmd={SENTE}")], brain],
        "--game tictactoe --games 2 --tc 2+0.1",
    );
    assert!(
        out.contains("Games: 2, Wins: 2, Draws: 0, Losses: 0"),
        "{out}"
    );
}

#[test]
fn uci_variant_is_sent_once_with_the_users_value() {
    // `option.UCI_Variant=xiangqi` (as for Fairy-Stockfish) must not make the driver send the
    // variant twice: Fairy-Stockfish resets its position on every one.
    let mut args: Vec<String> = vec!["match".into()];
    args.extend(sente("uci"));
    args.push("option.UCI_Variant=xiangqi".into());
    args.extend(sente("uci"));
    args.extend(
        "--game xiangqi --games 1 --tc depth=1 --maxplies 4"
            .split(' ')
            .map(String::from),
    );
    let out = Command::new(SENTE)
        .args(&args)
        .env("RUST_LOG", "sente::tournament=debug")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    for engine in ["engine1", "engine2"] {
        let sent = err
            .lines()
            .filter(|l| l.contains(&format!(">{engine}: setoption name UCI_Variant")))
            .count();
        assert_eq!(sent, 1, "{engine}: {err}");
    }
}

#[test]
fn gomocup_brain_that_misses_a_turn_gets_the_board() {
    // Rapfi ignores commands until its search thread has cleared its thinking flag, just after
    // it printed its move; a TURN that comes back at once is lost and its coordinate read as a
    // command. The driver answers such an error with the whole position instead of a forfeit.
    let (out, _) = run(
        &[fake("gomocup", "racy"), sente("uci")],
        "--game tictactoe --games 2 --tc 2+0.1",
    );
    assert!(
        out.contains("Games: 2, Wins: 0, Draws: 0, Losses: 2"),
        "{out}"
    );
    assert!(out.contains("Terminations: line completed: 2"), "{out}");
    assert!(!out.contains("protocol error"), "{out}");
}

#[test]
fn results_count_forfeits_per_engine() {
    let (out, _) = run(
        &[sente("uci"), fake("uci", "illegal")],
        "--game tictactoe --games 2 --tc depth=9",
    );
    assert!(
        out.contains("Forfeits: Sente 0.1.0: time 0, illegal 0, crash 0; Fake-illegal: time 0, illegal 2, crash 0"),
        "{out}"
    );
}
