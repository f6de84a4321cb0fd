//! A match campaign's fingerprint: everything that decides which games are played and how —
//! the engines (names, commands, options), the game, limits, games per pairing, the openings
//! file (name and content hash), order, seed, `--repeat`, adjudication, the SPRT settings and
//! the number of shards. Every shard's results file carries it, and `sente match merge` adds
//! only files whose fingerprints are equal; [`Campaign::difference`] names the first field that
//! is not.

use super::scheduler::MatchConfig;
use super::stats::Sprt;
use serde::{Deserialize, Serialize};

/// The 64-bit FNV-1a hash of `bytes` (a content fingerprint, not a cryptographic hash).
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// [`fnv1a64`] of `bytes` as 16 hex digits, the way results files spell their hashes.
pub fn fnv1a64_hex(bytes: &[u8]) -> String {
    format!("{:016x}", fnv1a64(bytes))
}

/// Where the openings came from: the file's name (without its directory, which may differ
/// between the machines of a cluster) and a hash of its bytes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpeningsSource {
    /// The file name.
    pub file: String,
    /// FNV-1a 64 of the file's bytes, in hex.
    pub fnv1a64: String,
}

impl OpeningsSource {
    /// The source of an openings file read from `path` with contents `bytes`.
    pub fn new(path: &str, bytes: &[u8]) -> OpeningsSource {
        let file = std::path::Path::new(path)
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| path.to_string());
        OpeningsSource {
            file,
            fnv1a64: fnv1a64_hex(bytes),
        }
    }
}

/// One engine as the campaign starts it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EngineFingerprint {
    /// Its label.
    pub name: String,
    /// The program.
    pub program: String,
    /// Its arguments.
    pub args: Vec<String>,
    /// The protocol, when forced.
    pub protocol: Option<String>,
    /// Xiangqi ranks over UCI, when forced.
    pub one_based_ranks: Option<bool>,
    /// Its own limit, when it has one.
    pub tc: Option<String>,
    /// Options set, in order.
    pub options: Vec<(String, String)>,
}

/// The settings that make a campaign; equal fingerprints mean the same games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Campaign {
    /// The game's canonical name.
    pub variant: String,
    /// The engines, in command-line order.
    pub engines: Vec<EngineFingerprint>,
    /// The limit (`--tc`).
    pub tc: String,
    /// Games per pairing.
    pub games: usize,
    /// The openings file, if any.
    pub openings: Option<OpeningsSource>,
    /// Openings in seeded-random order.
    pub random_order: bool,
    /// The seed.
    pub seed: u64,
    /// Colour-reversed pairs.
    pub repeat: bool,
    /// SPRT settings.
    pub sprt: Option<Sprt>,
    /// Draw adjudication, spelled as on the command line.
    pub draw: Option<String>,
    /// Resign adjudication, spelled as on the command line.
    pub resign: Option<String>,
    /// Ply limit.
    pub max_plies: Option<usize>,
    /// Time-forfeit margin (ms).
    pub margin_ms: u64,
    /// Number of shards.
    pub shards: usize,
}

impl Campaign {
    /// The fingerprint of `cfg`.
    pub fn of(cfg: &MatchConfig) -> Campaign {
        Campaign {
            variant: cfg.variant.name(),
            engines: cfg
                .engines
                .iter()
                .map(|e| EngineFingerprint {
                    name: e.display_name.clone().unwrap_or_else(|| e.name.clone()),
                    program: e.program.clone(),
                    args: e.args.clone(),
                    protocol: e.protocol.map(|p| format!("{p:?}").to_ascii_lowercase()),
                    one_based_ranks: e.one_based_ranks,
                    tc: e.tc.map(|t| t.to_string()),
                    options: e.options.clone(),
                })
                .collect(),
            tc: cfg.tc.to_string(),
            games: cfg.games,
            openings: cfg.openings_source.clone(),
            random_order: cfg.random_order,
            seed: cfg.seed,
            repeat: cfg.repeat,
            sprt: cfg.sprt,
            draw: cfg.draw.map(|d| {
                format!(
                    "movenumber={} movecount={} score={}",
                    d.movenumber, d.movecount, d.score
                )
            }),
            resign: cfg
                .resign
                .map(|r| format!("movecount={} score={}", r.movecount, r.score)),
            max_plies: cfg.max_plies,
            margin_ms: cfg.margin_ms,
            shards: cfg.shard.count,
        }
    }

    /// Number of pairings (a round robin of the engines).
    pub fn pairings(&self) -> usize {
        let n = self.engines.len();
        n * n.saturating_sub(1) / 2
    }

    /// The first field in which `other` differs from `self`, as `field: this vs that`.
    pub fn difference(&self, other: &Campaign) -> Option<String> {
        let (a, b) = (
            serde_json::to_value(self).ok()?,
            serde_json::to_value(other).ok()?,
        );
        let (serde_json::Value::Object(a), serde_json::Value::Object(b)) = (a, b) else {
            return None;
        };
        let short = |v: Option<&serde_json::Value>| -> String {
            let t = v.map(|v| v.to_string()).unwrap_or_else(|| "nothing".into());
            match t.char_indices().nth(60) {
                Some((i, _)) => format!("{}…", &t[..i]),
                None => t,
            }
        };
        a.keys()
            .chain(b.keys())
            .find(|k| a.get(*k) != b.get(*k))
            .map(|k| format!("{k}: {} vs {}", short(a.get(k)), short(b.get(k))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv_known_values() {
        assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
    }

    #[test]
    fn openings_source_drops_the_directory() {
        let s = OpeningsSource::new("/x/y/book.txt", b"h8\n");
        assert_eq!(s.file, "book.txt");
        assert_eq!(s.fnv1a64.len(), 16);
    }
}
