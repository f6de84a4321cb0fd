//! Opening files: one opening per line, `#` starts a comment.
//!
//! * Xiangqi: a FEN (optionally followed by `moves m1 m2 …`) or a list of moves, 0-based ranks
//!   (`h2e2 h9g7`; ICCS dashes `h2-e2` are accepted).
//! * Placement games: Gomocup-style `x,y` offsets from the centre (`0,0, 1,0, 0,2` — y grows
//!   downwards, as in Gomocup's opening files), or a list of UCI squares (`h8 i9`, `P@h8`).
//!
//! Every move is checked with the game's rules when the file is read.

use crate::core::PackedMove;
use crate::game::{AnyGame, MoveDialect, Variant};
use thiserror::Error;

/// A bad opening file.
#[derive(Debug, Error)]
pub enum OpeningError {
    /// The file could not be read.
    #[error("cannot read openings '{path}': {source}")]
    Read {
        /// The file.
        path: String,
        /// The reason.
        source: std::io::Error,
    },
    /// A line is not an opening of this game.
    #[error("openings line {line}: {reason}")]
    Line {
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        reason: String,
    },
    /// The file has no opening.
    #[error("the openings file has no opening")]
    Empty,
}

/// One opening: a start position and moves from it.
#[derive(Clone, Debug)]
pub struct Opening {
    /// The start FEN, `None` for the variant's initial position.
    pub fen: Option<String>,
    /// The opening's moves from that position.
    pub moves: Vec<PackedMove>,
}

impl Opening {
    /// The position the opening starts from.
    pub fn start(&self, variant: Variant) -> AnyGame {
        match &self.fen {
            Some(f) => AnyGame::from_fen(variant, f).unwrap_or_else(|_| AnyGame::new(variant)),
            None => AnyGame::new(variant),
        }
    }
}

const UCI0: MoveDialect = MoveDialect::Uci {
    one_based_ranks: false,
};

fn play_list<'a>(
    game: &mut AnyGame,
    words: impl Iterator<Item = &'a str>,
    dialect: MoveDialect,
) -> Result<Vec<PackedMove>, String> {
    let mut out = Vec::new();
    for w in words {
        let w = if w.len() == 5 && w.as_bytes()[2] == b'-' {
            format!("{}{}", &w[..2], &w[3..])
        } else {
            w.to_string()
        };
        let m = game.parse_move(&w, dialect).map_err(|e| e.to_string())?;
        game.play(m).map_err(|e| e.to_string())?;
        out.push(m);
    }
    Ok(out)
}

/// Reads one opening line for `variant`.
pub fn parse_line(variant: Variant, line: &str) -> Result<Opening, String> {
    if let Variant::Kinrow { width, height, .. } = variant {
        if line.contains(',') {
            let nums: Result<Vec<i64>, _> = line
                .split(|c: char| c == ',' || c.is_whitespace())
                .filter(|t| !t.is_empty())
                .map(str::parse::<i64>)
                .collect();
            let nums = nums.map_err(|_| format!("'{line}' is not a list of x,y offsets"))?;
            if nums.len() % 2 != 0 {
                return Err("an odd number of offsets".into());
            }
            let (cx, cy) = ((width / 2) as i64, (height / 2) as i64);
            let cells: Vec<String> = nums
                .chunks(2)
                .map(|p| format!("{},{}", cx + p[0], cy + p[1]))
                .collect();
            let mut game = AnyGame::new(variant);
            let moves = play_list(
                &mut game,
                cells.iter().map(String::as_str),
                MoveDialect::Gomocup,
            )?;
            return Ok(Opening { fen: None, moves });
        }
        let mut game = AnyGame::new(variant);
        let moves = play_list(&mut game, line.split_whitespace(), UCI0)?;
        return Ok(Opening { fen: None, moves });
    }
    let (fen, moves_text) = if line.contains('/') {
        let body = line.strip_prefix("fen ").unwrap_or(line);
        match body.split_once(" moves ") {
            Some((f, m)) => (Some(f.trim().to_string()), m),
            None => (Some(body.trim().to_string()), ""),
        }
    } else {
        (None, line.strip_prefix("moves ").unwrap_or(line))
    };
    let mut game = match &fen {
        Some(f) => AnyGame::from_fen(variant, f).map_err(|e| e.to_string())?,
        None => AnyGame::new(variant),
    };
    let moves = play_list(&mut game, moves_text.split_whitespace(), UCI0)?;
    Ok(Opening { fen, moves })
}

/// Reads every opening in `text`.
pub fn parse(variant: Variant, text: &str) -> Result<Vec<Opening>, OpeningError> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        out.push(
            parse_line(variant, line).map_err(|reason| OpeningError::Line {
                line: i + 1,
                reason,
            })?,
        );
    }
    if out.is_empty() {
        return Err(OpeningError::Empty);
    }
    Ok(out)
}

/// Reads an openings file.
pub fn load(variant: Variant, path: &str) -> Result<Vec<Opening>, OpeningError> {
    let text = std::fs::read_to_string(path).map_err(|e| OpeningError::Read {
        path: path.to_string(),
        source: e,
    })?;
    parse(variant, &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gomocup_offsets_and_move_lists() {
        let v: Variant = "gomoku".parse().unwrap();
        let o = parse_line(v, "0,0, 1,0, 0,2").unwrap();
        let g = AnyGame::new(v);
        let spelled: Vec<String> = o
            .moves
            .iter()
            .map(|&m| g.format_move(m, MoveDialect::Gomocup))
            .collect();
        assert_eq!(spelled, ["7,7", "8,7", "7,9"]);
        let o = parse_line(v, "h8 i9").unwrap();
        assert_eq!(o.moves.len(), 2);
        assert!(parse_line(v, "0,0, 0,0").is_err());
        assert!(parse_line(v, "0,0, 1").is_err());
    }

    #[test]
    fn xiangqi_fen_and_moves() {
        let o = parse_line(Variant::Xiangqi, "h2e2 h9g7").unwrap();
        assert_eq!((o.fen.is_none(), o.moves.len()), (true, 2));
        let o = parse_line(Variant::Xiangqi, "h2-e2").unwrap();
        assert_eq!(o.moves.len(), 1);
        let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        let o = parse_line(Variant::Xiangqi, &format!("{fen} moves b2e2")).unwrap();
        assert_eq!((o.fen.as_deref(), o.moves.len()), (Some(fen), 1));
        assert!(parse_line(Variant::Xiangqi, "h2e3").is_err());
        let err = parse(Variant::Xiangqi, "# c\n\nh2e2\nzz\n").unwrap_err();
        assert!(err.to_string().contains("line 4"), "{err}");
    }

    #[test]
    fn shipped_openings_are_valid() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/openings/");
        for (file, variant) in [
            ("tictactoe.txt", "tictactoe"),
            ("gomoku-15.txt", "gomoku"),
            ("gomoku-15.txt", "gomokufreestyle"),
            ("xiangqi.txt", "xiangqi"),
            ("xiangqi-book.txt", "xiangqi"),
            ("gomoku-15-book.txt", "gomokufreestyle"),
            ("gomoku-15-freestyle-balanced.txt", "gomokufreestyle"),
            ("gomoku-15-freestyle-balanced-large.txt", "gomokufreestyle"),
            ("gomoku-15-standard-balanced.txt", "gomoku"),
            ("gomoku-15-standard-balanced-large.txt", "gomoku"),
            ("gomoku-15-renju-balanced.txt", "renju"),
            ("gomoku-15-renju-balanced-large.txt", "renju"),
        ] {
            let v: Variant = variant.parse().unwrap();
            let list = load(v, &format!("{dir}{file}")).unwrap();
            assert!(list.len() >= 4, "{file}");
        }
    }
}
