//! The score of each pairing: wins, draws and losses, pentanomial pair counts, forfeits per
//! engine and termination reasons, kept from the first engine's point of view. The match adds
//! each game as it finishes; `sente match merge` adds the games of a results file again to check
//! its counts, then the games of all shards to total them — the same code both times.

use super::forfeit::{self, Forfeits};
use super::stats::{Pentanomial, Trinomial};
use crate::core::Side;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

/// The tally of one pairing, from the first engine's point of view.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct PairingResult {
    /// The two engine indices.
    pub engines: [usize; 2],
    /// Wins, draws and losses of `engines[0]`.
    #[serde(rename = "wdl")]
    pub tri: Trinomial,
    /// Pair results with `--repeat`.
    #[serde(rename = "ptnml")]
    pub penta: Pentanomial,
    /// Count of each termination reason.
    pub reasons: BTreeMap<String, u64>,
    /// Games each engine (in `engines` order) forfeited on time, by an illegal reply or a crash.
    pub forfeits: [Forfeits; 2],
    /// First game scores of pairs whose second game has not finished, by pair id.
    #[serde(skip)]
    pending: HashMap<usize, f64>,
}

impl PairingResult {
    /// An empty tally for every pairing of a round robin of `n` engines, in schedule order.
    pub fn round_robin(n: usize) -> Vec<PairingResult> {
        (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| [a, b]))
            .map(|engines| PairingResult {
                engines,
                ..Default::default()
            })
            .collect()
    }

    /// Adds a finished game between `players` (first player, second player) won by `winner`
    /// (`None`: a draw) for `reason`; `pair` is its colour-reversed pair with `--repeat`.
    /// Returns the score of `engines[0]`.
    pub fn add_game(
        &mut self,
        players: [usize; 2],
        winner: Option<Side>,
        reason: &str,
        pair: Option<usize>,
    ) -> f64 {
        let a_side = if players[0] == self.engines[0] {
            Side::First
        } else {
            Side::Second
        };
        let score = match winner {
            Some(w) if w == a_side => {
                self.tri.wins += 1;
                1.0
            }
            Some(_) => {
                self.tri.losses += 1;
                0.0
            }
            None => {
                self.tri.draws += 1;
                0.5
            }
        };
        *self.reasons.entry(reason.to_string()).or_default() += 1;
        if let (Some(w), Some(kind)) = (winner, forfeit::classify(reason)) {
            let loser = players[w.opponent().index()];
            self.forfeits[usize::from(loser != self.engines[0])].add(kind);
        }
        if let Some(id) = pair {
            match self.pending.remove(&id) {
                Some(other) => self.penta.add(score + other),
                None => {
                    self.pending.insert(id, score);
                }
            }
        }
        score
    }

    /// True when both tallies hold the same counts.
    pub fn same_counts(&self, other: &PairingResult) -> bool {
        self.engines == other.engines
            && self.tri == other.tri
            && self.penta == other.penta
            && self.reasons == other.reasons
            && self.forfeits == other.forfeits
    }
}
