//! The four line directions of a k-in-a-row board, defined once for every module that walks
//! lines: the board's win check, the pattern codes, the renju foul check, the window tables and
//! evaluators, and the classroom sparring player.

/// Steps `(column, row)` of the four line directions, in this order everywhere (pattern and
/// window tables are indexed by it): horizontal, vertical, diagonal, anti-diagonal.
pub const DIRECTIONS: [(isize, isize); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];
