//! Errors of the RL solvers: bad layouts (with line and column), bad parameters, bad replay files
//! and I/O problems. Every problem a user can cause ends up here as a value, never as a panic.

use thiserror::Error;

/// Everything that can go wrong in the `rl` commands.
#[derive(Debug, Error, Clone, PartialEq)]
pub enum RlError {
    /// A layout text could not be parsed; `line` and `column` are 1-based.
    #[error("layout {source_name}, line {line}, column {column}: {message}")]
    Layout {
        /// Where the layout came from (built-in name or file path).
        source_name: String,
        /// 1-based line number.
        line: usize,
        /// 1-based column (in characters).
        column: usize,
        /// What is wrong there.
        message: String,
    },
    /// A layout is well formed but unusable as a whole (e.g. empty, too large).
    #[error("layout {source_name}: {message}")]
    LayoutShape {
        /// Where the layout came from.
        source_name: String,
        /// What is wrong.
        message: String,
    },
    /// The `--grid` argument names neither a built-in layout, a `random:` spec nor a readable file.
    #[error("unknown grid {name:?}: not a built-in layout (book, bridge, cliff, cliff2, discount, maze), not random:WxH[:seed], and the file cannot be read ({reason})")]
    UnknownGrid {
        /// The name given.
        name: String,
        /// Why reading it as a file failed.
        reason: String,
    },
    /// A `random:WxH[:seed]` spec is malformed or too large.
    #[error("bad random grid spec {spec:?}: {message}")]
    RandomSpec {
        /// The spec given.
        spec: String,
        /// What is wrong.
        message: String,
    },
    /// A numeric parameter is out of its allowed range.
    #[error("--{name} {value} is out of range: {expected}")]
    Parameter {
        /// The option name without dashes.
        name: &'static str,
        /// The value given, as text.
        value: String,
        /// The allowed range, in words.
        expected: &'static str,
    },
    /// A replay file line could not be used; `line` and `column` are 1-based.
    #[error("replay {source_name}, line {line}, column {column}: {message}")]
    Replay {
        /// The replay file path.
        source_name: String,
        /// 1-based line number.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// The request cannot be carried out on this model (e.g. Q-learning without a start cell).
    #[error("{0}")]
    Unsupported(String),
    /// A file could not be read.
    #[error("cannot read {path}: {reason}")]
    Io {
        /// The path.
        path: String,
        /// The operating system's reason.
        reason: String,
    },
}
