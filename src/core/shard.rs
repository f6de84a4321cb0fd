//! Shards of a campaign (`--shard I/N` of `sente match` and `sente datagen`): the campaign's
//! units of work — a game, or a colour-reversed pair of games — are numbered from 0, and shard `I`
//! of `N` takes the units whose number is `I` modulo `N`. The index is 0-based (`0 ≤ I < N`), as
//! Kubernetes' `$JOB_COMPLETION_INDEX` and a Slurm array declared `--array=0-(N-1)` give it.

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

    /// True when unit `unit` belongs to this shard.
    pub fn owns(&self, unit: usize) -> bool {
        unit % self.count == self.index
    }

    /// How many of the units `0..total` belong to this shard.
    pub fn len(&self, total: usize) -> usize {
        total.saturating_sub(self.index).div_ceil(self.count)
    }

    /// True when this shard has no unit among `0..total`.
    pub fn is_empty(&self, total: usize) -> bool {
        self.len(total) == 0
    }

    /// The campaign's number of this shard's `j`-th unit.
    pub fn unit(&self, j: usize) -> usize {
        self.index + j * self.count
    }

    /// The position among this shard's units of unit `unit`, which must be one of them.
    pub fn ordinal(&self, unit: usize) -> usize {
        unit / self.count
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
        let shown: String = s.chars().take(32).collect();
        let bad = || format!("--shard '{shown}': expected I/N with 0 <= I < N (0-based index)");
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
    fn units_partition() {
        for total in [0, 1, 5, 7, 12] {
            let mut all = Vec::new();
            for index in 0..3 {
                let s = Shard { index, count: 3 };
                let mine: Vec<usize> = (0..s.len(total)).map(|j| s.unit(j)).collect();
                assert!(mine
                    .iter()
                    .enumerate()
                    .all(|(j, &u)| s.owns(u) && s.ordinal(u) == j));
                all.extend(mine);
            }
            all.sort_unstable();
            assert_eq!(all, (0..total).collect::<Vec<_>>());
        }
    }
}
