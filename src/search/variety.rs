//! Opening variety (`Random Seed`, `sente --seed`): in the first plies of a game the engine
//! searches a few principal variations and plays one of those within a small margin of the best,
//! chosen by a seeded draw, so that self-play and gauntlets without a book are not one game
//! repeated. Off by default; the same seed gives the same choices in the same positions. A move
//! is only chosen among near-equal ones, never one the search proved to lose.

use super::report::SearchInfo;
use crate::core::Rng;

/// Variety applies while fewer than this many moves have been played since the position was set
/// up (`position startpos moves …` counts them all; a bare FEN starts at 0).
pub const PLIES: usize = 10;
/// Principal variations searched while variety applies.
pub const CANDIDATES: usize = 4;
/// A candidate is near-equal when its score is at most this far below the best (in the game's
/// score units: centipawns in xiangqi).
pub const MARGIN: i32 = 15;

/// Picks uniformly among `lines` (the last complete report of each principal variation) whose
/// score is within [`MARGIN`] of the best; a decided score (a mate either way) is never traded
/// for another move. `None` when `lines` is empty.
pub fn pick<'a>(lines: &'a [SearchInfo], rng: &mut Rng) -> Option<&'a SearchInfo> {
    let best = lines.iter().max_by_key(|l| l.score)?;
    if best.score.is_mate() {
        return Some(best);
    }
    let near: Vec<&SearchInfo> = lines
        .iter()
        .filter(|l| !l.score.is_mate() && l.score.0 >= best.score.0 - MARGIN)
        .collect();
    Some(near[rng.below(near.len())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Score;

    use crate::search::report::test_line as line;

    #[test]
    fn only_near_equal_moves_are_chosen_and_all_of_them_are() {
        let lines = [line(1, 40), line(2, 30), line(3, 25), line(4, 10)];
        let mut rng = Rng::new(3);
        let mut chosen = [0usize; 5];
        for _ in 0..300 {
            chosen[pick(&lines, &mut rng).unwrap().multipv] += 1;
        }
        assert!(
            chosen[1] > 0 && chosen[2] > 0 && chosen[3] > 0,
            "{chosen:?}"
        );
        assert_eq!(chosen[4], 0, "{chosen:?}");
    }

    #[test]
    fn a_decided_score_is_kept_and_the_same_seed_repeats() {
        let mate = [line(1, Score::mate_in(3).0), line(2, 900)];
        assert_eq!(pick(&mate, &mut Rng::new(1)).unwrap().multipv, 1);
        let lost = [line(1, 5), line(2, Score::mated_in(4).0)];
        for seed in 0..50 {
            assert_eq!(pick(&lost, &mut Rng::new(seed)).unwrap().multipv, 1);
        }
        let lines = [line(1, 40), line(2, 39), line(3, 38)];
        let draws = |seed| {
            let mut rng = Rng::new(seed);
            (0..20)
                .map(|_| pick(&lines, &mut rng).unwrap().multipv)
                .collect::<Vec<_>>()
        };
        assert_eq!(draws(9), draws(9));
        assert!(pick(&[], &mut Rng::new(1)).is_none());
    }
}
