//! The machine-readable result of a match or of one shard (`--results FILE`): JSON with a format
//! tag and version, the campaign's fingerprint ([`Campaign`]), the shard, the engines' names,
//! each pairing's counts (W/D/L, pentanomial pairs, forfeits on time, by illegal moves and by
//! crashes, terminations), why the shard stopped early if it did, the PGN path and one record
//! per game. A checksum (FNV-1a 64 of the compact JSON with an empty checksum field) catches
//! files damaged or edited by hand; [`read`] also adds the game records up again and refuses a
//! file whose counts disagree with them. The file is written to `FILE.tmp` and renamed, so a
//! shard killed while writing never leaves a file that looks complete.

use super::campaign::{fnv1a64_hex, Campaign};
use super::scheduler::MatchSummary;
use super::shard::Shard;
use super::tally::PairingResult;
use crate::core::Side;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use thiserror::Error;

/// The format tag of a results file.
pub const FORMAT: &str = "sente-match-results";
/// The version of the format this build writes and reads.
pub const VERSION: u32 = 1;

/// Why a results file (or a set of them) cannot be used. Every message is one line.
#[derive(Debug, Error)]
pub enum ResultsError {
    /// The file cannot be read or written.
    #[error("{file}: {source}")]
    Io {
        /// The file.
        file: String,
        /// The reason.
        source: std::io::Error,
    },
    /// The file is not JSON (often: cut short).
    #[error("{file}: not valid JSON, truncated or damaged? ({reason})")]
    NotJson {
        /// The file.
        file: String,
        /// serde_json's words.
        reason: String,
    },
    /// The file is JSON but not a results file of this format or version.
    #[error("{file}: {reason}")]
    Format {
        /// The file.
        file: String,
        /// What is wrong.
        reason: String,
    },
    /// The checksum does not match the contents.
    #[error("{file}: checksum mismatch (file edited or damaged): stored {stored}, contents give {computed}")]
    Checksum {
        /// The file.
        file: String,
        /// The checksum in the file.
        stored: String,
        /// The checksum of its contents.
        computed: String,
    },
    /// The counts or game records contradict each other.
    #[error("{file}: {reason}")]
    Inconsistent {
        /// The file.
        file: String,
        /// What does not add up.
        reason: String,
    },
    /// Two files belong to different campaigns.
    #[error("{file}: not the campaign of {first} ({difference})")]
    OtherCampaign {
        /// The file that differs.
        file: String,
        /// The file it was compared with.
        first: String,
        /// The first differing setting.
        difference: String,
    },
    /// A shard was given twice.
    #[error("{file}: shard {shard} given twice (also {other})")]
    Doubled {
        /// The second file.
        file: String,
        /// The shard.
        shard: Shard,
        /// The first file with it.
        other: String,
    },
    /// A shard is missing.
    #[error("shard {shard} missing: no results file for it among the {given} given")]
    Missing {
        /// The missing shard.
        shard: Shard,
        /// How many files were given.
        given: usize,
    },
    /// A shard stopped before its last game for another reason than the SPRT.
    #[error("{file}: shard {shard} is incomplete ({played} of {expected} games; {why}); rerun it")]
    Incomplete {
        /// The file.
        file: String,
        /// Its shard.
        shard: Shard,
        /// Games played.
        played: usize,
        /// Games in the shard.
        expected: usize,
        /// Why it stopped.
        why: String,
    },
    /// No file was given.
    #[error("usage: sente match merge FILE... (the results files of every shard of one campaign)")]
    NoFiles,
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameEntry {
    /// Its number in the campaign's schedule (1-based; the PGN's Round).
    pub number: usize,
    /// Its pairing (index into `pairings`).
    pub pairing: usize,
    /// Engine indices, first player then second.
    pub players: [usize; 2],
    /// The opening's index in the openings file.
    pub opening: Option<usize>,
    /// Its colour-reversed pair with `--repeat`.
    pub pair: Option<usize>,
    /// `1-0` (first player won), `0-1` or `1/2-1/2`.
    pub result: String,
    /// Why the game ended.
    pub reason: String,
    /// Plies played, opening included.
    pub plies: usize,
}

/// The result text of a game won by `winner` (`None`: a draw).
pub fn result_text(winner: Option<Side>) -> &'static str {
    match winner {
        Some(Side::First) => "1-0",
        Some(Side::Second) => "0-1",
        None => "1/2-1/2",
    }
}

impl GameEntry {
    /// The winner this record names, or `Err` when its result is not a result.
    pub fn winner(&self) -> Result<Option<Side>, String> {
        match self.result.as_str() {
            "1-0" => Ok(Some(Side::First)),
            "0-1" => Ok(Some(Side::Second)),
            "1/2-1/2" => Ok(None),
            r => Err(format!(
                "game {}: result '{r}' is not 1-0, 0-1 or 1/2-1/2",
                self.number
            )),
        }
    }
}

/// A results file.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ResultsFile {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`].
    pub version: u32,
    /// The campaign's fingerprint.
    pub campaign: Campaign,
    /// The shard played.
    pub shard: Shard,
    /// The engines' names as the table shows them.
    pub names: Vec<String>,
    /// Why the shard stopped before its last game (`sprt: …`, `engine failure: …`), if it did.
    pub stopped: Option<String>,
    /// Counts per pairing.
    pub pairings: Vec<PairingResult>,
    /// The PGN file of the games, if one was written.
    pub pgn: Option<String>,
    /// Every game played, by number.
    pub games: Vec<GameEntry>,
    /// FNV-1a 64 (hex) of this file's compact JSON with this field empty.
    pub checksum: String,
}

impl ResultsFile {
    /// The results of `summary`, with its checksum.
    pub fn new(
        campaign: Campaign,
        shard: Shard,
        summary: &MatchSummary,
        games: Vec<GameEntry>,
        stopped: Option<String>,
        pgn: Option<String>,
    ) -> ResultsFile {
        let mut file = ResultsFile {
            format: FORMAT.into(),
            version: VERSION,
            campaign,
            shard,
            names: summary.names.clone(),
            stopped,
            pairings: summary.pairings.clone(),
            pgn,
            games,
            checksum: String::new(),
        };
        file.seal();
        file
    }

    /// Sets the checksum to that of the contents (after a change to them).
    pub fn seal(&mut self) {
        self.checksum = self.computed_checksum();
    }

    /// The checksum of the contents (the stored one aside).
    fn computed_checksum(&self) -> String {
        let mut bare = self.clone();
        bare.checksum.clear();
        let text = serde_json::to_string(&bare).unwrap_or_default();
        fnv1a64_hex(text.as_bytes())
    }

    /// Adds up the game records into fresh tallies.
    pub fn tally(&self) -> Result<Vec<PairingResult>, String> {
        let mut pairings = PairingResult::round_robin(self.campaign.engines.len());
        for g in &self.games {
            let winner = g.winner()?;
            pairings[g.pairing].add_game(g.players, winner, &g.reason, g.pair);
        }
        Ok(pairings)
    }

    /// Checks the records against the campaign and the shard, and the counts against the records.
    fn check(&self) -> Result<(), String> {
        let c = &self.campaign;
        let (n, p) = (c.engines.len(), c.pairings());
        if self.shard.count != c.shards || self.shard.index >= c.shards {
            return Err(format!(
                "shard {} does not fit {} shards",
                self.shard, c.shards
            ));
        }
        if self.names.len() != n || self.pairings.len() != p || n < 2 {
            return Err(format!(
                "{n} engines, {} names and {} pairings do not fit",
                self.names.len(),
                self.pairings.len()
            ));
        }
        let pairs = PairingResult::round_robin(n);
        let mut seen = HashSet::new();
        for g in &self.games {
            let fits = g.number >= 1
                && g.number <= c.games * p
                && self.shard.owns_game(g.number, p, c.repeat)
                && g.pairing == (g.number - 1) % p
                && (g.players == pairs[g.pairing].engines
                    || g.players == [pairs[g.pairing].engines[1], pairs[g.pairing].engines[0]])
                && g.pair.is_some() == c.repeat;
            if !fits {
                return Err(format!(
                    "game {} is not a game of shard {}",
                    g.number, self.shard
                ));
            }
            if !seen.insert(g.number) {
                return Err(format!("game {} recorded twice", g.number));
            }
        }
        let tally = self.tally()?;
        for (i, (stored, counted)) in self.pairings.iter().zip(&tally).enumerate() {
            if !stored.same_counts(counted) {
                let (s, t) = (stored.tri, counted.tri);
                return Err(format!(
                    "pairing {}: counts do not add up to its game records (stored W/D/L {}/{}/{}, Ptnml {:?}; records give {}/{}/{}, Ptnml {:?})",
                    i + 1, s.wins, s.draws, s.losses, stored.penta.0, t.wins, t.draws, t.losses, counted.penta.0
                ));
            }
        }
        Ok(())
    }
}

/// Writes `file` to `path` (through `path.tmp` and a rename).
pub fn write(path: &str, file: &ResultsFile) -> Result<(), ResultsError> {
    let io = |source| ResultsError::Io {
        file: path.to_string(),
        source,
    };
    let text = serde_json::to_string_pretty(file).map_err(|e| io(std::io::Error::other(e)))?;
    let tmp = format!("{path}.tmp");
    std::fs::write(&tmp, text + "\n").map_err(io)?;
    std::fs::rename(&tmp, path).map_err(io)
}

/// Reads and checks the results file at `path`: its format, version, checksum, the games against
/// its shard and the counts against the games.
pub fn read(path: &str) -> Result<ResultsFile, ResultsError> {
    let file = || path.to_string();
    let text = std::fs::read_to_string(path).map_err(|source| ResultsError::Io {
        file: file(),
        source,
    })?;
    let value: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| ResultsError::NotJson {
            file: file(),
            reason: e.to_string(),
        })?;
    let format = |reason: String| ResultsError::Format {
        file: file(),
        reason,
    };
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(format(format!(
            "not a sente match results file (no \"format\": \"{FORMAT}\")"
        )));
    }
    match value.get("version").and_then(|v| v.as_u64()) {
        Some(v) if v == u64::from(VERSION) => {}
        v => {
            let v = v.map(|v| v.to_string()).unwrap_or_else(|| "missing".into());
            return Err(format(format!(
                "results format version {v}; this sente reads version {VERSION}"
            )));
        }
    }
    let results: ResultsFile =
        serde_json::from_value(value).map_err(|e| format(format!("malformed results: {e}")))?;
    let computed = results.computed_checksum();
    if computed != results.checksum {
        return Err(ResultsError::Checksum {
            file: file(),
            stored: results.checksum.clone(),
            computed,
        });
    }
    results
        .check()
        .map_err(|reason| ResultsError::Inconsistent {
            file: file(),
            reason,
        })?;
    Ok(results)
}
