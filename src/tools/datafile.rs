//! The training-data line that `sente datagen` writes and `sente tune` reads:
//!
//! ```text
//! <FEN> | <score> | <result>
//! ```
//!
//! `score` is the search score in the engine's units (centipawn-like), `result` the game's result
//! as `1.0`, `0.5` or `0.0`; both from the **first player's** point of view (red in xiangqi, black
//! in gomoku), as in the text format of bullet/marlinformat data. A line is complete or absent: a
//! reader refuses a line that does not have all three fields.

use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// One training position.
#[derive(Clone, Debug, PartialEq)]
pub struct DataLine {
    /// The position (the game's own FEN).
    pub fen: String,
    /// Search score, first player's point of view.
    pub score: i32,
    /// Game result for the first player: 1.0 win, 0.5 draw, 0.0 loss.
    pub result: f32,
}

/// Why a data line was refused.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum DataLineError {
    /// Not three fields separated by `|`.
    #[error("expected 'FEN | score | result', found {0} field(s)")]
    Fields(usize),
    /// The FEN field is empty.
    #[error("empty FEN")]
    EmptyFen,
    /// The score is not an integer.
    #[error("score '{0}' is not an integer")]
    Score(String),
    /// The result is not 1.0, 0.5 or 0.0.
    #[error("result '{0}' is not 1.0, 0.5 or 0.0")]
    Result(String),
}

impl fmt::Display for DataLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} | {} | {:.1}", self.fen, self.score, self.result)
    }
}

impl FromStr for DataLine {
    type Err = DataLineError;

    fn from_str(line: &str) -> Result<DataLine, DataLineError> {
        let fields: Vec<&str> = line.trim_end_matches(['\r', '\n']).split('|').collect();
        let [fen, score, result] = fields[..] else {
            return Err(DataLineError::Fields(fields.len()));
        };
        let fen = fen.trim();
        if fen.is_empty() {
            return Err(DataLineError::EmptyFen);
        }
        let score = score.trim();
        let score = score
            .parse::<i32>()
            .map_err(|_| DataLineError::Score(score.to_string()))?;
        let result_text = result.trim();
        let result = match result_text {
            "1" | "1.0" => 1.0,
            "0.5" => 0.5,
            "0" | "0.0" => 0.0,
            _ => return Err(DataLineError::Result(result_text.to_string())),
        };
        Ok(DataLine {
            fen: fen.to_string(),
            score,
            result,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let line = DataLine {
            fen: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1".into(),
            score: -37,
            result: 0.5,
        };
        let text = line.to_string();
        assert!(text.ends_with(" | -37 | 0.5"));
        assert_eq!(text.parse::<DataLine>(), Ok(line));
    }

    #[test]
    fn refuses_bad_lines() {
        assert_eq!("x | 1".parse::<DataLine>(), Err(DataLineError::Fields(2)));
        assert_eq!(
            " | 1 | 1.0".parse::<DataLine>(),
            Err(DataLineError::EmptyFen)
        );
        assert!(matches!(
            "x | 1e3 | 1.0".parse::<DataLine>(),
            Err(DataLineError::Score(_))
        ));
        assert!(matches!(
            "x | 3 | 0.7".parse::<DataLine>(),
            Err(DataLineError::Result(_))
        ));
    }
}
