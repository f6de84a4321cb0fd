//! Entry points of the `rl` commands, shared by the `sente rl …` CLI and the protocol loops.

/// Runs `sente rl <args…>`, writing results to `out` and problems to `err`; returns the exit code.
pub fn run(args: &[String], _out: &mut dyn std::io::Write, err: &mut dyn std::io::Write) -> i32 {
    let _ = writeln!(
        err,
        "rl: not available yet ({} arguments ignored)",
        args.len()
    );
    2
}

/// Runs one `rl …` line typed into a protocol session; the text to show, or an error message.
pub fn run_line(line: &str) -> Result<String, String> {
    Err(format!("rl is not available yet: {line}"))
}
