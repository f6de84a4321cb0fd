//! The `sente` binary: command-line parsing, then the protocol loop or a tool.

fn main() {}
