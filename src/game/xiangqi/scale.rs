//! End-game scale for drawish material: a factor, out of [`FULL`], by which the evaluation is
//! pulled towards 0 when the side ahead lacks the material to force mate against what the other
//! side still defends with (as Stockfish and Pikafish scale drawish endings). It depends on the
//! material only, so the tuner's trace can carry it as a coefficient on every term. The factors
//! are hand-set from xiangqi endgame theory, not tuned.

use super::position::Position;
use super::types::Kind;
use crate::core::Side;

/// The factor that leaves a score unchanged.
pub const FULL: i32 = 16;

/// The factor for a score that favours `strong`: [`FULL`] unless `strong`'s material cannot
/// normally force mate against the other side's.
#[inline]
pub fn factor(pos: &Position, strong: Side) -> i32 {
    let n = |side, kind| pos.count(side, kind) as i32;
    let weak = !strong;
    let (chariots, horses, cannons, soldiers) = (
        n(strong, Kind::Chariot),
        n(strong, Kind::Horse),
        n(strong, Kind::Cannon),
        n(strong, Kind::Soldier),
    );
    let attackers = chariots + horses + cannons + soldiers;
    if attackers > 1 {
        return FULL;
    }
    if attackers == 0 {
        // Advisors and elephants never cross the river: only a stalemate can still win.
        return 1;
    }
    let advisors = n(weak, Kind::Advisor);
    let defenders = advisors + n(weak, Kind::Elephant);
    let drawish = if chariots == 1 {
        // A lone chariot does not break two advisors and two elephants.
        defenders == 4
    } else if soldiers == 1 {
        // A lone soldier does not break two advisors.
        advisors == 2
    } else {
        // A lone horse or cannon does not break two defenders.
        defenders >= 2
    };
    if drawish {
        FULL / 4
    } else {
        FULL
    }
}
