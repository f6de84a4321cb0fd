//! Protocol transcript tests. Each `protocol-tests/<protocol>/*.t` file is a conversation:
//! `> line` is sent to the engine; `< text` is the exact next output line (`<` alone: an empty
//! line); `<~ regex` must match the next line; `<…` skips output until the following expectation
//! matches; `<end` asserts no further output once input is closed. `#! game NAME` and
//! `#! protocol NAME` set the loop options; other `#` lines are comments. Transcripts run
//! in-process through the same loop as the binary; `binary.rs` spawns the real executable.

mod binary;
mod echo;
mod junk;
mod random_lines;
mod transcript;

use std::path::Path;

fn run_dir(dir: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("protocol-tests")
        .join(dir);
    let mut files: Vec<_> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", root.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "t"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no transcripts in {}", root.display());
    let mut failures = Vec::new();
    for f in &files {
        if let Err(e) = transcript::run_file(f) {
            failures.push(format!("{}: {e}", f.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "transcript failures:\n{}",
        failures.join("\n\n")
    );
}

#[test]
fn uci_transcripts() {
    run_dir("uci");
}

#[test]
fn ucci_transcripts() {
    run_dir("ucci");
}

#[test]
fn gtp_transcripts() {
    run_dir("gtp");
}

#[test]
fn gomocup_transcripts() {
    run_dir("gomocup");
}
