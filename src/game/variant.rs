//! The runtime choice of game: a name users type (`tictactoe`, `gomoku`, `gomokufreestyle-20`, …)
//! mapped to the rules and board it stands for. UCI's `UCI_Variant` combo lists `Variant::NAMES`.

use super::kinrow::{Rule, MAX_SIDE};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// Which game is being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// An m×n board, k in a row wins under `rule`.
    Kinrow {
        /// Columns.
        width: usize,
        /// Rows.
        height: usize,
        /// Stones in a row needed.
        k: usize,
        /// Which lines win.
        rule: Rule,
    },
    /// Xiangqi (Chinese chess).
    Xiangqi,
}

/// Why a variant name was not understood.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum VariantError {
    /// Not a variant this engine plays.
    #[error("unknown variant '{0}' (known: {known})", known = Variant::NAMES.join(", "))]
    Unknown(String),
    /// A size suffix that is malformed or out of range.
    #[error("bad board size in '{0}' (use NAME-N or NAME-WxH, up to {MAX_SIDE})")]
    BadSize(String),
}

impl Variant {
    /// Tic-tac-toe: 3×3, three in a row.
    pub const TICTACTOE: Variant = Variant::Kinrow {
        width: 3,
        height: 3,
        k: 3,
        rule: Rule::Freestyle,
    };

    /// The base names, as listed in UCI's `UCI_Variant` combo.
    pub const NAMES: &'static [&'static str] = &[
        "tictactoe",
        "gomoku",
        "gomokufreestyle",
        "caro",
        "renju",
        "xiangqi",
    ];

    /// The canonical name: the base name plus `-N` or `-WxH` when the size is not the default.
    pub fn name(&self) -> String {
        match *self {
            Variant::Xiangqi => "xiangqi".to_string(),
            Variant::Kinrow {
                width,
                height,
                k,
                rule,
            } => {
                let base = match (k, rule) {
                    (3, Rule::Freestyle) => "tictactoe",
                    (5, Rule::Standard) => "gomoku",
                    (5, Rule::Freestyle) => "gomokufreestyle",
                    (5, Rule::Caro) => "caro",
                    (5, Rule::Renju) => "renju",
                    _ => return format!("mnk-{width}x{height}-{k}-{rule}"),
                };
                let default = if k == 3 { 3 } else { 15 };
                if width == default && height == default {
                    base.to_string()
                } else if width == height {
                    format!("{base}-{width}")
                } else {
                    format!("{base}-{width}x{height}")
                }
            }
        }
    }

    /// True for the placement games (tic-tac-toe, gomoku and relatives).
    pub fn is_kinrow(&self) -> bool {
        matches!(self, Variant::Kinrow { .. })
    }

    /// The same game on a `width`×`height` board, if the line still fits.
    pub fn with_size(&self, width: usize, height: usize) -> Option<Variant> {
        match *self {
            Variant::Xiangqi => None,
            Variant::Kinrow { k, rule, .. } => {
                let ok = (1..=MAX_SIDE).contains(&width)
                    && (1..=MAX_SIDE).contains(&height)
                    && k <= width.max(height);
                ok.then_some(Variant::Kinrow {
                    width,
                    height,
                    k,
                    rule,
                })
            }
        }
    }
}

fn parse_size(s: &str) -> Option<(usize, usize)> {
    let num = |t: &str| -> Option<usize> {
        (!t.is_empty() && t.len() <= 3 && t.bytes().all(|b| b.is_ascii_digit()))
            .then(|| t.parse().ok())
            .flatten()
    };
    match s.split_once(['x', 'X']) {
        Some((w, h)) => Some((num(w)?, num(h)?)),
        None => num(s).map(|n| (n, n)),
    }
}

impl FromStr for Variant {
    type Err = VariantError;

    /// Parses `NAME`, `NAME-N` or `NAME-WxH`, case-insensitively.
    fn from_str(s: &str) -> Result<Variant, VariantError> {
        let lower = s.trim().to_ascii_lowercase();
        if lower == "xiangqi" {
            return Ok(Variant::Xiangqi);
        }
        let (base, size) = match lower.split_once('-') {
            Some((b, sz)) => (b, Some(sz)),
            None => (lower.as_str(), None),
        };
        let (k, rule, default) = match base {
            "tictactoe" => (3, Rule::Freestyle, 3),
            "gomoku" | "standard" => (5, Rule::Standard, 15),
            "gomokufreestyle" | "freestyle" => (5, Rule::Freestyle, 15),
            "caro" => (5, Rule::Caro, 15),
            "renju" => (5, Rule::Renju, 15),
            _ => return Err(VariantError::Unknown(s.to_string())),
        };
        let (width, height) = match size {
            None => (default, default),
            Some(sz) => parse_size(sz).ok_or_else(|| VariantError::BadSize(s.to_string()))?,
        };
        Variant::Kinrow {
            width: default,
            height: default,
            k,
            rule,
        }
        .with_size(width, height)
        .ok_or_else(|| VariantError::BadSize(s.to_string()))
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for name in [
            "tictactoe",
            "gomoku",
            "gomokufreestyle-20",
            "caro-19x15",
            "renju",
            "renju-20",
            "tictactoe-4",
        ] {
            let v: Variant = name.parse().unwrap();
            assert_eq!(v.name(), name);
        }
        assert_eq!("TicTacToe".parse::<Variant>(), Ok(Variant::TICTACTOE));
        assert!("chess".parse::<Variant>().is_err());
        let x: Variant = "Xiangqi".parse().unwrap();
        assert_eq!(x.name(), "xiangqi");
        assert!(!x.is_kinrow());
        assert_eq!(x.with_size(9, 10), None);
        assert!("gomoku-99".parse::<Variant>().is_err());
        assert!("gomoku-3".parse::<Variant>().is_err());
        assert!("gomoku-".parse::<Variant>().is_err());
    }
}
