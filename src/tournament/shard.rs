//! Shards of a match campaign (`--shard I/N`): the campaign's games are cut into units — a
//! colour-reversed pair with `--repeat` (a pair is never split, as in fishtest and OpenBench),
//! otherwise one game — numbered in schedule order, and shard `I` of `N` plays the units whose
//! number is `I` modulo `N`. The index is 0-based (`0 ≤ I < N`), as Kubernetes'
//! `$JOB_COMPLETION_INDEX` and a Slurm array declared `--array=0-(N-1)` give it. The schedule
//! (openings, colours, game numbers) is always built for the whole campaign, so the N shards
//! together play exactly the games of the unsharded command.

use serde::{Deserialize, Serialize};

/// One slice of a campaign: shard `index` of `count` (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    /// This shard, `0..count`.
    pub index: usize,
    /// How many shards the campaign is cut into.
    pub count: usize,
}

impl Shard {
    /// The whole campaign as one shard.
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// True when game `number` (1-based, in schedule order) belongs to this shard, in a campaign
    /// of `pairings` pairings, with colour-reversed pairs when `repeat`.
    pub fn owns(&self, number: usize, pairings: usize, repeat: bool) -> bool {
        let (g, p) = ((number - 1) / pairings, (number - 1) % pairings);
        let unit = if repeat {
            (g / 2) * pairings + p
        } else {
            g * pairings + p
        };
        unit % self.count == self.index
    }

    /// The numbers of the games of this shard in a campaign of `games` games per pairing.
    pub fn games(&self, games: usize, pairings: usize, repeat: bool) -> Vec<usize> {
        (1..=games * pairings)
            .filter(|&n| self.owns(n, pairings, repeat))
            .collect()
    }
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl std::str::FromStr for Shard {
    type Err = String;

    /// `I/N` with `0 ≤ I < N`.
    fn from_str(s: &str) -> Result<Shard, String> {
        let bad = || format!("--shard '{s}': expected I/N with 0 <= I < N (0-based index)");
        let (i, n) = s.split_once('/').ok_or_else(bad)?;
        let index: usize = i.trim().parse().map_err(|_| bad())?;
        let count: usize = n.trim().parse().map_err(|_| bad())?;
        if count == 0 || index >= count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_zero_based() {
        assert_eq!("0/2".parse(), Ok(Shard { index: 0, count: 2 }));
        assert_eq!("3/4".parse(), Ok(Shard { index: 3, count: 4 }));
        assert!("4/4".parse::<Shard>().is_err());
        assert!("1/0".parse::<Shard>().is_err());
        assert!("x".parse::<Shard>().is_err());
        assert!("-1/3".parse::<Shard>().is_err());
    }

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
