//! How a match campaign is cut into [`Shard`]s: its games are grouped into units — a
//! colour-reversed pair with `--repeat` (a pair is never split, as in fishtest and OpenBench),
//! otherwise one game — numbered in schedule order, and shard `I` of `N` plays the units whose
//! number is `I` modulo `N`. The schedule (openings, colours, game numbers) is always built for
//! the whole campaign, so the N shards together play exactly the games of the unsharded command.

pub use crate::core::Shard;

impl Shard {
    /// True when game `number` (1-based, in schedule order) belongs to this shard, in a campaign
    /// of `pairings` pairings, with colour-reversed pairs when `repeat`.
    pub fn owns_game(&self, number: usize, pairings: usize, repeat: bool) -> bool {
        let (g, p) = ((number - 1) / pairings, (number - 1) % pairings);
        let unit = if repeat {
            (g / 2) * pairings + p
        } else {
            g * pairings + p
        };
        self.owns(unit)
    }

    /// The numbers of the games of this shard in a campaign of `games` games per pairing.
    pub fn games(&self, games: usize, pairings: usize, repeat: bool) -> Vec<usize> {
        (1..=games * pairings)
            .filter(|&n| self.owns_game(n, pairings, repeat))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_partition_the_games_and_keep_pairs() {
        for (games, pairings, repeat) in [(7, 1, true), (10, 3, true), (5, 2, false)] {
            let mut all: Vec<usize> = Vec::new();
            for index in 0..3 {
                let s = Shard { index, count: 3 };
                let mine = s.games(games, pairings, repeat);
                if repeat {
                    // Game g and g+1 of a pairing (same opening, colours reversed) stay together.
                    for &n in &mine {
                        let g = (n - 1) / pairings;
                        let mate = if g % 2 == 0 {
                            n + pairings
                        } else {
                            n - pairings
                        };
                        assert!(mate > games * pairings || mine.contains(&mate));
                    }
                }
                all.extend(mine);
            }
            all.sort_unstable();
            assert_eq!(all, (1..=games * pairings).collect::<Vec<_>>());
        }
    }
}
