//! Strength limiting the way Stockfish does it (`Skill Level`, `UCI_LimitStrength` + `UCI_Elo`):
//! below level 20 the search is held to a shallow depth and searches at least four principal
//! variations; then one of those candidates is chosen by a seeded draw in which each candidate's
//! score is pushed by a level-dependent weakness. A move is only ever chosen among the best few the
//! search found, and never one the search proved to lose when another does not: no random blunders.

use super::report::SearchInfo;
use crate::core::Rng;

/// Full strength: the level at which nothing is limited.
pub const MAX_LEVEL: u32 = 20;
/// Candidates searched below full strength (Stockfish: at least four).
pub const CANDIDATES: usize = 4;
/// The `UCI_Elo` range: 800 is level 0; each game places the other levels on it by their
/// measured strength (`engine::level_elo`, README "Strength levels").
pub const MIN_ELO: u64 = 800;
/// See [`MIN_ELO`].
pub const MAX_ELO: u64 = 2800;
/// One score unit of "a pawn" for the draw's spread (Stockfish's `PawnValue`).
const SPREAD_CAP: i64 = 100;

/// A strength level below full strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Skill {
    level: u32,
}

impl Skill {
    /// The skill for `level` (0–20); `None` at full strength.
    pub fn new(level: u32) -> Option<Skill> {
        (level < MAX_LEVEL).then_some(Skill { level })
    }

    /// The level (0 weakest).
    pub fn level(&self) -> u32 {
        self.level
    }

    /// The deepest iteration searched (Stockfish: `1 + level`).
    pub fn depth(&self) -> u32 {
        1 + self.level
    }

    /// Principal variations to search: at least [`CANDIDATES`].
    pub fn multipv(&self, asked: usize) -> usize {
        asked.max(CANDIDATES)
    }

    /// Picks among `lines` (the last complete report of each principal variation, best first):
    /// each score is pushed by `(weakness · (top − score) + spread · r) / 128`, `r` a seeded draw
    /// below the weakness `120 − 2·level`, and the highest pushed score wins (Stockfish's
    /// `Skill::pick_best`). Lines proved lost are skipped while any other remains. `None` when
    /// `lines` is empty.
    pub fn pick<'a>(&self, lines: &'a [SearchInfo], rng: &mut Rng) -> Option<&'a SearchInfo> {
        let lost = |i: &SearchInfo| matches!(i.score.mate_plies(), Some(p) if p < 0);
        let usable: Vec<&SearchInfo> = if lines.iter().all(lost) {
            lines.iter().collect()
        } else {
            lines.iter().filter(|i| !lost(i)).collect()
        };
        let top = i64::from(usable.iter().map(|i| i.score).max()?.0);
        let bottom = i64::from(usable.iter().map(|i| i.score).min()?.0);
        let spread = (top - bottom).min(SPREAD_CAP);
        let weakness = i64::from(120 - 2 * self.level);
        let mut best: Option<(i64, &SearchInfo)> = None;
        for info in usable {
            let s = i64::from(info.score.0);
            let r = rng.below(weakness as usize) as i64;
            let push = (weakness * (top - s) + spread * r) / 128;
            if best.is_none_or(|(b, _)| s + push >= b) {
                best = Some((s + push, info));
            }
        }
        best.map(|(_, i)| i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Score;

    use crate::search::report::test_line as line;

    #[test]
    fn levels_and_elo() {
        assert_eq!(Skill::new(20), None);
        assert_eq!(Skill::new(0).unwrap().depth(), 1);
        assert_eq!(Skill::new(5).unwrap().multipv(1), 4);
        assert_eq!(Skill::new(5).unwrap().multipv(7), 7);
    }

    #[test]
    fn weak_levels_vary_strong_levels_stay_close() {
        let lines = [line(1, 50), line(2, 40), line(3, 20), line(4, -300)];
        let mut rng = Rng::new(1);
        let weak = Skill::new(0).unwrap();
        let mut chosen = [0usize; 5];
        for _ in 0..1000 {
            chosen[weak.pick(&lines, &mut rng).unwrap().multipv] += 1;
        }
        assert!(chosen[1] < 1000 && chosen[2] + chosen[3] > 0, "{chosen:?}");
        // Level 0 sometimes plays a move three soldiers worse (as Stockfish's level 0 does)...
        assert!(chosen[4] < chosen[1], "{chosen:?}");
        // ... level 19 never: its push cannot cover the gap.
        let strong = Skill::new(19).unwrap();
        let mut strong_chosen = [0usize; 5];
        for _ in 0..1000 {
            strong_chosen[strong.pick(&lines, &mut rng).unwrap().multipv] += 1;
        }
        assert_eq!(strong_chosen[4], 0, "{strong_chosen:?}");
        assert!(
            strong_chosen[1] > chosen[1],
            "{strong_chosen:?} vs {chosen:?}"
        );
    }

    #[test]
    fn no_move_that_is_proven_lost() {
        let lines = [line(1, 10), line(2, Score::mated_in(2).0)];
        let mut rng = Rng::new(7);
        for level in 0..20 {
            for _ in 0..100 {
                let p = Skill::new(level).unwrap().pick(&lines, &mut rng).unwrap();
                assert_eq!(p.multipv, 1);
            }
        }
        assert!(Skill::new(0).unwrap().pick(&[], &mut rng).is_none());
    }
}
