//! `sente analyze` end to end through a pipe: JSON requests in, one whole JSON answer per line out,
//! errors as `{"id":…,"error":…}` without stopping, several requests served concurrently.

use serde_json::Value;
use std::collections::HashMap;
use std::io::Write;
use std::process::{Command, Stdio};

fn analyze(args: &[&str], input: &str) -> Vec<Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sente"))
        .arg("analyze")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("sente analyze starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("requests written");
    let out = child.wait_with_output().expect("sente analyze ends");
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .expect("UTF-8 output")
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: not JSON: {l}")))
        .collect()
}

fn by_id(answers: &[Value]) -> HashMap<String, Value> {
    let mut map = HashMap::new();
    for a in answers {
        let id = a["id"].to_string();
        assert!(
            map.insert(id.clone(), a.clone()).is_none(),
            "{id} answered twice"
        );
    }
    map
}

const REQUESTS: &str = r#"{"id":"xq","game":"xiangqi","limits":{"depth":4},"multipv":2}
{"id":"xq-again","game":"xiangqi","limits":{"depth":4},"multipv":2}
this is not json
{"id":"chess","game":"chess"}
{"id":3,"game":"tictactoe","moves":["b2","a1"],"limits":{"depth":99999999999999999999}}
{"id":"mate","game":"xiangqi","fen":"2bcka3/5RN2/n3Ca2b/p1p1P3p/9/1r7/P8/4B4/4A4/4KAB2 w - - 0 1","limits":{"depth":3}}

{"id":"renju","game":"gomoku","rule":"renju","moves":["h8","h9","i8"],"limits":{"nodes":20000}}
{"id":"illegal","game":"xiangqi","moves":["h2e2","h2e2"]}
{"id":"over","game":"tictactoe","moves":["a1","b1","a2","b2","a3"]}
{"id":[1,2],"game":"xiangqi","limits":{"depth":0}}
"#;

#[test]
fn requests_are_answered_one_line_each() {
    let answers = analyze(&["--workers", "3"], REQUESTS);
    let a = by_id(&answers);
    assert_eq!(answers.len(), 10, "{answers:#?}");
    // A xiangqi analysis with two lines.
    let xq = &a["\"xq\""];
    assert_eq!(xq["game"], "xiangqi");
    assert_eq!(xq["depth"], 4);
    assert!(xq["nodes"].as_u64().unwrap() > 0);
    let lines = xq["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["multipv"], 1);
    assert_eq!(lines[0]["pv"][0], xq["bestmove"]);
    assert!(lines[0]["score"]["cp"].is_i64());
    // One thread, a fresh table per request: the same request gives the same answer.
    let again = &a["\"xq-again\""];
    for k in ["bestmove", "score", "depth", "nodes", "lines"] {
        assert_eq!(xq[k], again[k], "{k}");
    }
    // Errors name the request and the process goes on.
    assert!(a["null"]["error"]
        .as_str()
        .unwrap()
        .starts_with("bad request"));
    assert!(a["\"chess\""]["error"]
        .as_str()
        .unwrap()
        .contains("unknown variant"));
    assert!(a["\"illegal\""]["error"]
        .as_str()
        .unwrap()
        .starts_with("move 2 'h2e2'"));
    assert!(a["[1,2]"]["error"].as_str().unwrap().contains("depth"));
    // A huge depth is clamped; tic-tac-toe is solved: a draw.
    assert_eq!(a["3"]["score"]["cp"], 0);
    assert!(a["3"]["bestmove"].is_string());
    // Mate in one, spelled in moves.
    assert_eq!(a["\"mate\""]["score"]["mate"], 1);
    assert_eq!(a["\"mate\""]["wdl"], serde_json::json!([1000, 0, 0]));
    let w = xq["lines"][1]["wdl"].as_array().unwrap();
    assert_eq!(w.iter().map(|x| x.as_u64().unwrap()).sum::<u64>(), 1000);
    assert!(a["\"mate\""]["bestmove"]
        .as_str()
        .unwrap()
        .starts_with("f8"));
    // Placement moves are bare coordinates.
    let renju = &a["\"renju\""];
    assert_eq!(renju["game"], "renju");
    assert!(!renju["bestmove"].as_str().unwrap().contains('@'));
    // A finished game has no best move.
    assert!(a["\"over\""]["bestmove"].is_null());
}

#[test]
fn default_game_and_empty_input() {
    let answers = analyze(&["--workers", "1"], "{\"id\":1,\"limits\":{\"depth\":2}}\n");
    assert!(answers[0]["error"]
        .as_str()
        .unwrap()
        .contains("missing \"game\""));
    let mut child = Command::new(env!("CARGO_BIN_EXE_sente"))
        .args(["--game", "tictactoe", "analyze"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"{\"id\":1,\"limits\":{\"depth\":2}}\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["game"], "tictactoe");
    assert_eq!(analyze(&[], ""), Vec::<Value>::new());
}
