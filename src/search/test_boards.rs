//! Boards the search's unit tests start from: an empty board with stones put where a test says,
//! then the side to move, and no move history (no stone counts as the last move played).

use crate::core::Side;
use crate::game::kinrow::Board;

/// `empty` with each `(column, row, side)` stone put on it and `to_move` to move.
pub(crate) fn board_with(
    mut empty: Board,
    stones: &[(usize, usize, Side)],
    to_move: Side,
) -> Board {
    for &(c, r, side) in stones {
        assert!(empty.put(empty.cell_at(c, r).unwrap(), side));
    }
    empty.set_side_to_move(to_move);
    empty.clear_history();
    empty
}
