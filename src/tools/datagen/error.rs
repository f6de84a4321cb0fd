//! Why `sente datagen` refused to run or stopped: typed errors with one-line messages. Refusals of
//! the command line (bad sizes, an unknown game, an output it must not or cannot write) exit with
//! status 2; failures while running (a write that fails half way) with status 1.

use std::path::PathBuf;
use thiserror::Error;

/// A refusal or failure of `sente datagen`.
#[derive(Debug, Error)]
pub enum DatagenError {
    /// No `--game` was given.
    #[error("datagen needs --game (xiangqi, gomoku, gomokufreestyle, renju, caro, tictactoe)")]
    NoGame,
    /// A numeric option is out of its range.
    #[error("--{name} {value} is out of range ({range})")]
    OutOfRange {
        /// The option's name.
        name: &'static str,
        /// The value given.
        value: u64,
        /// The accepted range, spelled for the user.
        range: &'static str,
    },
    /// `--random-plies` is not `N` or `MIN-MAX`.
    #[error("--random-plies '{0}' is not N or MIN-MAX with MIN <= MAX <= 64")]
    RandomPlies(String),
    /// `--shard` is not `I/N` with `0 <= I < N`.
    #[error("{0}")]
    Shard(String),
    /// The random opening would leave too few free cells on this board.
    #[error("--random-plies {0} does not fit a board of {1} cells")]
    OpeningTooLong(usize, usize),
    /// The output exists and neither `--force` nor `--append` was given.
    #[error("{} exists; use --force to overwrite it or --append to continue it", .0.display())]
    Exists(PathBuf),
    /// The output (or its `.done` sidecar) cannot be opened, read or written.
    #[error("cannot use {}: {}", .0.display(), .1)]
    Io(PathBuf, std::io::Error),
    /// `--append` on a file whose sidecar is missing or does not describe it.
    #[error("cannot append to {}: {}", .0.display(), .1)]
    Resume(PathBuf, String),
    /// Writing a finished game failed while generating (disk full, file removed...).
    #[error("writing {} failed: {}", .0.display(), .1)]
    Write(PathBuf, std::io::Error),
    /// The worker pool or the hash tables could not be had.
    #[error("cannot start: {0}")]
    Resources(String),
}

impl DatagenError {
    /// The process exit status for this error: 2 for a refused command line, 1 for a failure
    /// while generating.
    pub fn exit_code(&self) -> u8 {
        match self {
            DatagenError::Resources(_) | DatagenError::Write(..) => 1,
            _ => 2,
        }
    }
}
