//! Text drawing of the board.
