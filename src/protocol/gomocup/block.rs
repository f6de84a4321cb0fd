//! Gomocup's multi-line blocks (`BOARD`, `YXBOARD`, `SWAP2BOARD` … `DONE`): collecting their lines
//! and turning the stones into a position. Nothing here touches the session; errors are messages
//! for `ERROR` lines.

use super::parse::{point, stone};
use crate::core::Side;
use crate::game::kinrow::{Board, Rule};

/// Which block is being read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BlockKind {
    /// `BOARD`: set the position, then move.
    Board,
    /// `YXBOARD`: set the position only.
    YxBoard,
    /// `SWAP2BOARD`: the swap2 opening stones.
    Swap2,
}

/// A block being read: its stones `(x, y, field)` and the first bad line.
pub(super) struct Block {
    pub kind: BlockKind,
    pub stones: Vec<(usize, usize, u8)>,
    pub error: Option<String>,
}

impl Block {
    /// Takes one line of the block (not `DONE`); a bad line is remembered, the first one said.
    pub fn add_line(&mut self, t: &str) {
        let parsed = match self.kind {
            BlockKind::Swap2 => point(t).map(|(x, y)| (x, y, 0)),
            _ => stone(t),
        };
        match parsed {
            Some(s) if self.stones.len() < 32 * 32 => self.stones.push(s),
            _ => {
                if self.error.is_none() {
                    self.error = Some(format!(
                        "bad board line '{}'",
                        t.chars().take(40).collect::<String>()
                    ));
                }
            }
        }
    }
}

/// Puts `side_of(i)` stones on a `w`×`h` board; `y` counts from the top.
fn place(
    w: usize,
    h: usize,
    rule: Rule,
    stones: &[(usize, usize, u8)],
    side_of: impl Fn(usize, u8) -> Option<Side>,
) -> Result<Board, String> {
    let mut b = Board::new(w, h, 5, rule).map_err(|e| e.to_string())?;
    for (i, &(x, y, f)) in stones.iter().enumerate() {
        let Some(side) = side_of(i, f) else {
            continue;
        };
        let ok = y < h && b.cell_at(x, h - 1 - y).is_some_and(|c| b.put(c, side));
        if !ok {
            return Err(format!("bad stone {x},{y}"));
        }
    }
    Ok(b)
}

/// The position of a `BOARD` block: field 1 = our stones, 2 = the opponent's, 3 = ignored.
pub(super) fn position_from(
    (w, h): (usize, usize),
    rule: Rule,
    stones: &[(usize, usize, u8)],
) -> Result<Board, String> {
    let own = stones.iter().filter(|s| s.2 == 1).count();
    let opp = stones.iter().filter(|s| s.2 == 2).count();
    let me = if own == opp {
        Side::First
    } else if opp == own + 1 {
        Side::Second
    } else {
        return Err(format!(
            "{own} own and {opp} opponent stones cannot be a game position"
        ));
    };
    let mut b = place(w, h, rule, stones, |_, f| match f {
        3 => None,
        1 => Some(me),
        _ => Some(!me),
    })?;
    b.set_side_to_move(me);
    b.clear_history();
    Ok(b)
}

/// Our swap2 opening on an empty board: three stones around the centre.
pub(super) fn swap2_opening((w, h): (usize, usize)) -> String {
    let (cx, cy) = (w / 2, h / 2);
    format!("{cx},{cy} {},{} {},{}", cx + 1, cy + 1, cx - 2, cy)
}

/// The position after the 3 or 5 swap2 stones (black, white, … alternately), white to move.
pub(super) fn swap2_position(
    (w, h): (usize, usize),
    rule: Rule,
    stones: &[(usize, usize, u8)],
) -> Result<Board, String> {
    let mut b = place(w, h, rule, stones, |i, _| {
        Some(if i % 2 == 0 {
            Side::First
        } else {
            Side::Second
        })
    })?;
    b.set_side_to_move(Side::Second);
    b.clear_history();
    Ok(b)
}
