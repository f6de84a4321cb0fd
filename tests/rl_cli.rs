//! The `sente rl` command line, run as a real process: textbook tables and JSON, exact replay
//! Q-values, the games as MDPs, and errors (exit code 2, a message naming the problem, no panic).
//! The same commands typed into a protocol session go through `run_line` / `protocol_lines`.

use sente::rl::cli::{protocol_lines, run, run_line};
use std::process::Command;

struct Out {
    code: i32,
    stdout: String,
    stderr: String,
}

fn sente(args: &str) -> Out {
    let out = Command::new(env!("CARGO_BIN_EXE_sente"))
        .arg("rl")
        .args(args.split_whitespace())
        .output()
        .expect("run sente");
    Out {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn ok(args: &str) -> String {
    let o = sente(args);
    assert_eq!(o.code, 0, "{args}: {}", o.stderr);
    o.stdout
}

/// The numbers of a JSON array-of-rows field such as `"values":[[…],[…]]`, at the top level or
/// under `q_values` (`null` → None).
fn json_rows(json: &str, key: &str) -> Vec<Vec<Option<f64>>> {
    let doc: serde_json::Value =
        serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}: {json}"));
    let field = doc
        .get(key)
        .or_else(|| doc["q_values"].get(key))
        .unwrap_or_else(|| panic!("{key} in {json}"));
    let rows = field
        .as_array()
        .unwrap_or_else(|| panic!("{key} rows in {json}"));
    rows.iter()
        .map(|row| {
            let cells = row
                .as_array()
                .unwrap_or_else(|| panic!("{key} row in {json}"));
            cells
                .iter()
                .map(|x| (!x.is_null()).then(|| x.as_f64().unwrap_or(f64::NAN)))
                .collect()
        })
        .collect()
}

#[test]
fn book_table_after_100_iterations_is_the_cs188_one() {
    let out = ok("value-iteration --grid book --discount 0.9 --noise 0.2 --iterations 100");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], " 0.64 →   0.74 →   0.85 →   1.00");
    assert_eq!(lines[1], " 0.57 ↑      #     0.57 ↑  -1.00");
    assert_eq!(lines[2], " 0.49 ↑   0.43 ←   0.48 ↑   0.28 ←");
    assert!(lines[3].starts_with("value iteration: 100 iterations"));
    let ascii = ok("value-iteration --grid book --iterations 100 --ascii");
    assert_eq!(
        ascii.lines().nth(2),
        Some(" 0.49 ^   0.43 <   0.48 ^   0.28 <")
    );
}

#[test]
fn russell_norvig_utilities_and_policy() {
    for cmd in ["value-iteration", "policy-iteration"] {
        let out = ok(&format!(
            "{cmd} --grid book --discount 1 --noise 0.2 --living-reward -0.04 --decimals 3"
        ));
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], " 0.812 →   0.868 →   0.918 →   1.000", "{cmd}");
        assert_eq!(lines[1], " 0.762 ↑       #     0.660 ↑  -1.000", "{cmd}");
        assert_eq!(lines[2], " 0.705 ↑   0.655 ←   0.611 ←   0.388 ←", "{cmd}");
    }
    let json = ok("value-iteration --grid book --discount 1 --living-reward -0.04 --tolerance 1e-13 --format json");
    let v = json_rows(&json, "values");
    let expected = [
        [
            Some(0.811558219),
            Some(0.867808219),
            Some(0.917808219),
            Some(1.0),
        ],
        [Some(0.761558219), None, Some(0.660273973), Some(-1.0)],
        [
            Some(0.705308219),
            Some(0.655308219),
            Some(0.611415525),
            Some(0.387924911),
        ],
    ];
    for (r, row) in expected.iter().enumerate() {
        for (c, e) in row.iter().enumerate() {
            match (e, v[r][c]) {
                (None, None) => {}
                (Some(e), Some(got)) => assert!((got - e).abs() < 1e-8, "({r},{c}) {got} vs {e}"),
                other => panic!("({r},{c}): {other:?}"),
            }
        }
    }
    assert!(
        json.contains(r#""policy":[["E","E","E","exit"],["N",null,"N","exit"],["N","W","W","W"]]"#)
    );
}

#[test]
fn json_has_every_key_and_matches_the_reference_after_5_iterations() {
    let json = ok("value-iteration --grid book --iterations 5 --format json");
    for key in [
        "\"values\":",
        "\"q_values\":",
        "\"policy\":",
        "\"iterations\":5",
        "\"deltas\":",
    ] {
        assert!(json.contains(key), "{key} in {json}");
    }
    let v = json_rows(&json, "values");
    assert!((v[0][0].unwrap() - 0.507617).abs() < 1e-6);
    assert!((v[2][3].unwrap() - 0.132083).abs() < 1e-6);
    assert_eq!(v[1][1], None);
    let n = json_rows(&json, "N");
    assert_eq!(n[0][3], None, "an exit cell has no N action");
    let q = ok("q-learning --grid book --episodes 10 --format json");
    assert!(q.contains("\"returns\":[") && !q.contains("\"deltas\""));
}

#[test]
fn csv_and_svg_outputs() {
    let csv = ok("value-iteration --grid book --iterations 100 --format csv");
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "x,y,cell,value,policy,q_N,q_W,q_S,q_E,q_exit");
    assert_eq!(lines.len(), 13);
    assert!(lines[1].starts_with("0,2,open,0.6449"));
    assert!(lines[6].starts_with("1,1,wall,,"));
    let svg = ok("value-iteration --grid maze --format svg");
    assert!(svg.starts_with("<svg") || svg.starts_with("<?xml"));
    assert!(svg.trim_end().ends_with("</svg>"));
}

#[test]
fn replay_gives_exact_q_values() {
    let dir = std::env::temp_dir().join(format!("sente-rl-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("replay.txt");
    std::fs::write(
        &path,
        "// two passes towards the +1 exit\n2,2 E 3,2 0\n3,2 exit terminal 1\n2,2 E 3,2 0\n3,2 exit terminal 1\n",
    )
    .unwrap();
    let json = ok(&format!(
        "q-learning --grid book --alpha 0.5 --replay {} --format json",
        path.display()
    ));
    // Q(3,2,exit): 0.5 then 0.75; Q(2,2,E): 0 then 0.5·(0 + 0.9·0.5) = 0.225.
    let e = json_rows(&json, "E");
    let x = json_rows(&json, "exit");
    assert_eq!(x[0][3], Some(0.75));
    assert!((e[0][2].unwrap() - 0.225).abs() < 1e-15);
    assert!(json.contains("\"iterations\":4"));
    std::fs::write(&path, "2,2 E 3,2 0\n0,0 Up 0,1 0\n").unwrap();
    let o = sente(&format!(
        "q-learning --grid book --replay {}",
        path.display()
    ));
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("line 2, column 5"), "{}", o.stderr);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn q_learning_is_deterministic_and_learns_the_book_world() {
    let args =
        "q-learning --grid book --noise 0 --epsilon 0.5 --episodes 3000 --seed 7 --format json";
    let a = ok(args);
    assert_eq!(a, ok(args));
    let v = json_rows(&a, "values");
    // V* without noise at discount 0.9: 0.9^(steps to +1) for the cells of the top rows.
    for (r, c, e) in [(0, 0, 0.729), (0, 1, 0.81), (0, 2, 0.9), (2, 0, 0.59049)] {
        assert!((v[r][c].unwrap() - e).abs() < 0.05, "({r},{c})");
    }
}

#[test]
fn tictactoe_as_an_mdp() {
    let json = ok("solve-game tictactoe --format json");
    assert!(json.contains("\"positions\":5478"), "{json}");
    assert!(json.contains("\"value\":0"), "{json}");
    let out = ok("q-learning --game tictactoe --episodes 100000 --seed 3 --report-every 50000");
    let last = out.lines().last().unwrap();
    assert_eq!(
        last,
        "greedy policy after 100000 episodes: never loses, whatever the opponent plays"
    );
    assert!(out.contains("  100000               0/2/0"), "{out}");
}

#[test]
fn errors_exit_with_code_2_and_name_the_problem() {
    let dir = std::env::temp_dir().join(format!("sente-rl-err-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, ". . 1\n. x .\n").unwrap();
    let ragged = dir.join("ragged.txt");
    std::fs::write(&ragged, ". . 1\n. .\n").unwrap();
    let cases = [
        (
            format!("value-iteration --grid {}", bad.display()),
            "line 2, column 3",
        ),
        (
            format!("value-iteration --grid {}", ragged.display()),
            "line 2",
        ),
        ("value-iteration --grid nowhere".into(), "unknown grid"),
        ("value-iteration --discount NaN".into(), "--discount"),
        ("value-iteration --discount 1e400".into(), "--discount"),
        ("value-iteration --noise -0.5".into(), "--noise"),
        (
            "value-iteration --iterations 99999999999999999999999".into(),
            "--iterations",
        ),
        (
            "value-iteration --living-reward inf".into(),
            "--living-reward",
        ),
        ("q-learning --episodes -3".into(), "--episodes"),
        ("q-learning --alpha 2".into(), "--alpha"),
        ("q-learning --grid bridge --frob".into(), "--frob"),
        (
            "value-iteration --alpha 0.1".into(),
            "unknown option --alpha",
        ),
        ("value-iteration --grid random:0x9".into(), "random"),
        (
            "value-iteration --grid random:100000x100000".into(),
            "too many cells",
        ),
        (
            "q-learning --grid book --replay /nonexistent/replay".into(),
            "cannot read",
        ),
        ("q-learning --game chess".into(), "unknown game"),
        ("solve-game 9x9x5".into(), "too large"),
        ("solve-game 5x5x4".into(), "more than the"),
        (
            "solve-game 4x4x4 --memory 100".into(),
            "would need about 1.1 GiB",
        ),
        ("solve-game 3x3x3 --memory 0".into(), "--memory"),
        (
            "solve-game 3x3x3 --memory 99999999999999999999".into(),
            "--memory",
        ),
        ("teleport".into(), "unknown command"),
        ("".into(), "missing command"),
    ];
    for (args, needle) in &cases {
        let o = sente(args);
        assert_eq!(o.code, 2, "{args}: {}", o.stderr);
        assert!(o.stdout.is_empty(), "{args}: stdout {}", o.stdout);
        assert!(o.stderr.contains(needle), "{args}: {}", o.stderr);
        assert!(!o.stderr.contains("panicked"), "{args}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn help_goes_to_stdout_with_code_0() {
    for args in ["--help", "help", "value-iteration --help"] {
        let out = ok(args);
        assert!(out.contains("usage: sente rl"), "{args}");
    }
}

#[test]
fn f32_tables_match_f64_at_two_decimals_and_say_when_they_do_not() {
    for grid in ["book", "bridge", "cliff", "cliff2", "discount", "maze"] {
        let args = format!("value-iteration --grid {grid} --iterations 100");
        let f32 = sente(&format!("{args} --precision f32"));
        assert_eq!(f32.code, 0, "{grid}: {}", f32.stderr);
        // The value rows; the footer's last max|ΔV| is f32's own.
        let rows = |out: &str| {
            out.lines()
                .rev()
                .skip(1)
                .map(String::from)
                .collect::<Vec<_>>()
        };
        assert_eq!(rows(&f32.stdout), rows(&ok(&args)), "{grid}");
        assert!(!f32.stderr.contains("--precision f32 changes"), "{grid}");
    }
    let o = sente("value-iteration --grid book --iterations 100 --decimals 12 --precision f32");
    assert_eq!(o.code, 0);
    assert!(
        o.stderr.contains("--precision f32 changes "),
        "{}",
        o.stderr
    );
}

#[test]
fn summary_reports_the_throughput() {
    let out = ok("value-iteration --grid random:300x200:2 --iterations 5 --format summary");
    let last = out.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("throughput: ")
            && last.contains(" cell-updates/s (5 sweeps of 60000 cells in ")
            && last.ends_with(" threads, f64"),
        "{out}"
    );
    let f32 = ok(
        "value-iteration --grid random:300x200:2 --iterations 5 --format summary --precision f32",
    );
    assert!(f32.trim_end().ends_with(" threads, f32"), "{f32}");
}

#[test]
fn large_random_grids_print_a_summary() {
    let out = ok("value-iteration --grid random:1000x1000:5 --iterations 20");
    assert!(
        out.starts_with("grid random:1000x1000:5 (1000x1000, 1000000 cells"),
        "{out}"
    );
    let again = ok("value-iteration --grid random:1000x1000:5 --iterations 20");
    assert_eq!(out, again);
}

#[test]
fn in_process_cli_and_protocol_lines() {
    let args: Vec<String> = ["value-iteration", "--grid", "book", "--iterations", "100"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(run(&args, &mut out, &mut err), 0);
    let text = String::from_utf8(out).unwrap();
    assert!(text.starts_with(" 0.64 →"));
    let line = run_line("rl value-iteration --grid book --iterations 100").unwrap();
    assert_eq!(line, text.trim_end());
    let lines =
        protocol_lines("rl value-iteration --grid book --iterations 100 --format json").unwrap();
    assert_eq!(lines.len(), 1);
    assert!(lines.iter().all(|l| !l.is_empty()));
    let svg = protocol_lines("rl value-iteration --grid book --format svg").unwrap();
    assert!(
        svg.iter().all(|l| !l.trim().is_empty()),
        "GTP replies must not contain empty lines"
    );
    assert!(run_line("rl value-iteration --grid book --discount 3")
        .unwrap_err()
        .contains("--discount"));
    assert!(run_line("value-iteration").is_err());
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(run(&["vi".into(), "--bogus".into()], &mut out, &mut err), 2);
    assert!(out.is_empty());
}

/// The optimal policies of Russell & Norvig's Fig. 17.2(b) for living rewards well inside each
/// region (γ = 1, noise 0.2): the arrows of each row, top first.
#[test]
fn aima_policy_regions() {
    let arrows = |args: &str| -> Vec<String> {
        ok(args)
            .lines()
            .take(3)
            .map(|l| {
                l.chars()
                    .filter(|c| matches!(c, '^' | '<' | 'v' | '>' | '#'))
                    .collect()
            })
            .collect()
    };
    for (r, want) in [
        ("-2", [">>>", "^#>", ">>>^"]),
        ("-1", [">>>", "^#^", ">>^^"]),
        ("-0.2", [">>>", "^#^", "^>^<"]),
        ("-0.04", [">>>", "^#^", "^<<<"]),
        ("-0.01", [">>>", "^#<", "^<<v"]),
    ] {
        let got = arrows(&format!(
            "value-iteration --grid book --discount 1 --noise 0.2 --living-reward {r} --ascii"
        ));
        assert_eq!(got, want, "R = {r}");
    }
}
