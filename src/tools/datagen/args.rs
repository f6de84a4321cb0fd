//! The command line of `sente datagen` (clap derive) and its validation into [`Settings`]: every
//! size is checked here, with a one-line typed error, so that the generator itself never meets an
//! absurd value. `--game` is the binary's global option and arrives separately.

use super::error::DatagenError;
use super::selfplay::Filter;
use crate::core::Shard;
use crate::game::{AnyGame, Variant};
use std::path::PathBuf;

/// Largest `--games`.
pub const MAX_GAMES: u64 = 1_000_000_000;
/// Largest `--nodes` per move.
pub const MAX_NODES: u64 = 1_000_000_000;
/// Largest `--depth`.
pub const MAX_DEPTH: u64 = 64;
/// Largest `--threads`.
pub const MAX_THREADS: u64 = 256;
/// Largest `--hash` per thread, in megabytes.
pub const MAX_HASH_MB: u64 = 4096;
/// Largest number of random opening plies.
pub const MAX_RANDOM_PLIES: usize = 64;
/// Nodes per move when neither `--nodes` nor `--depth` is given.
pub const DEFAULT_NODES: u64 = 5_000;

/// `sente datagen`: self-play training positions.
#[derive(clap::Args, Debug, Clone)]
pub struct DatagenArgs {
    /// Number of games to play (game indices 0..N; with --append, the indices still missing;
    /// with --shard, N counts the games of all shards).
    #[arg(long)]
    pub games: u64,
    /// Nodes per move (default 5000 when --depth is not given either).
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Depth per move (1..=64); with --nodes, whichever comes first.
    #[arg(long)]
    pub depth: Option<u64>,
    /// Games played at once, one search thread each (1..=256).
    #[arg(long, default_value_t = 1)]
    pub threads: u64,
    /// Seed of the random openings; game i depends only on (seed, i) and the search settings.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Transposition table per game thread, in megabytes (cleared before every game).
    #[arg(long, default_value_t = 8)]
    pub hash: u64,
    /// Random plies before the first searched move: N or MIN-MAX (default xiangqi 2-8,
    /// k-in-a-row 2-4 stones near the centre).
    #[arg(long)]
    pub random_plies: Option<String>,
    /// Ply cap: a game still running after this many plies is a draw (default xiangqi 400,
    /// k-in-a-row none: the board fills up).
    #[arg(long)]
    pub max_plies: Option<u64>,
    /// Which best moves make a position too tactical to keep: tactical (Game::is_tactical; in
    /// k-in-a-row also threes) or forcing (captures; fours, fives and blocks of open fours).
    #[arg(long, value_enum, default_value_t = Filter::Tactical)]
    pub filter: Filter,
    /// Output file (FEN | score | result lines); its progress sidecar is FILE.done.
    #[arg(long)]
    pub out: PathBuf,
    /// Overwrite an existing output file.
    #[arg(long, conflicts_with = "append")]
    pub force: bool,
    /// Continue an existing output file (needs its FILE.done sidecar); alias --resume.
    #[arg(long, alias = "resume")]
    pub append: bool,
    /// Play only shard I of N (0-based): the games whose index is I modulo N, into this
    /// shard's own --out file (concatenate the N files for the whole set).
    #[arg(long, value_name = "I/N")]
    pub shard: Option<String>,
}

/// Validated settings of one datagen run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The game.
    pub variant: Variant,
    /// Total games (indices `0..games`).
    pub games: usize,
    /// Node limit per move.
    pub nodes: Option<u64>,
    /// Depth limit per move.
    pub depth: Option<u32>,
    /// Worker threads.
    pub threads: usize,
    /// Base seed.
    pub seed: u64,
    /// Hash megabytes per worker.
    pub hash_mb: usize,
    /// Random opening plies, inclusive range.
    pub random_plies: (usize, usize),
    /// Ply cap (counted from the start position, random plies included).
    pub max_plies: Option<usize>,
    /// Which best moves skip a position.
    pub filter: Filter,
    /// Output file.
    pub out: PathBuf,
    /// Overwrite an existing output.
    pub force: bool,
    /// Continue an existing output.
    pub append: bool,
    /// The games of the run played here: game indices `0..games` equal to `shard.index` modulo
    /// `shard.count`.
    pub shard: Shard,
}

fn range(
    name: &'static str,
    value: u64,
    lo: u64,
    hi: u64,
    text: &'static str,
) -> Result<u64, DatagenError> {
    if (lo..=hi).contains(&value) {
        Ok(value)
    } else {
        Err(DatagenError::OutOfRange {
            name,
            value,
            range: text,
        })
    }
}

/// Reads `N` or `MIN-MAX`.
fn parse_plies(text: &str) -> Result<(usize, usize), DatagenError> {
    let bad = || DatagenError::RandomPlies(text.chars().take(32).collect());
    let num = |s: &str| s.trim().parse::<usize>().map_err(|_| bad());
    let (lo, hi) = match text.split_once('-') {
        Some((a, b)) => (num(a)?, num(b)?),
        None => {
            let n = num(text)?;
            (n, n)
        }
    };
    if lo > hi || hi > MAX_RANDOM_PLIES {
        return Err(bad());
    }
    Ok((lo, hi))
}

impl Settings {
    /// Checks the command line; `game` is the global `--game`.
    pub fn from_args(args: &DatagenArgs, game: Option<Variant>) -> Result<Settings, DatagenError> {
        let variant = game.ok_or(DatagenError::NoGame)?;
        let games = range("games", args.games, 1, MAX_GAMES, "1..=1000000000")? as usize;
        let nodes = match args.nodes {
            Some(n) => Some(range("nodes", n, 1, MAX_NODES, "1..=1000000000")?),
            None if args.depth.is_none() => Some(DEFAULT_NODES),
            None => None,
        };
        let depth = match args.depth {
            Some(d) => Some(range("depth", d, 1, MAX_DEPTH, "1..=64")? as u32),
            None => None,
        };
        let threads = range("threads", args.threads, 1, MAX_THREADS, "1..=256")? as usize;
        let hash_mb = range("hash", args.hash, 1, MAX_HASH_MB, "1..=4096")? as usize;
        let kinrow_cells = match AnyGame::new(variant) {
            AnyGame::Kinrow(b) => Some(b.width() * b.height()),
            AnyGame::Xiangqi(_) => None,
        };
        let random_plies = match &args.random_plies {
            Some(text) => parse_plies(text)?,
            None if kinrow_cells.is_some() => (2, 4),
            None => (2, 8),
        };
        if let Some(cells) = kinrow_cells {
            // Leave at least two free cells after the opening, and keep it a small part of the board.
            if random_plies.1 * 2 > cells {
                return Err(DatagenError::OpeningTooLong(random_plies.1, cells));
            }
        }
        let max_plies = match args.max_plies {
            Some(p) => Some(range("max-plies", p, 1, 100_000, "1..=100000")? as usize),
            None if kinrow_cells.is_some() => None,
            None => Some(400),
        };
        Ok(Settings {
            variant,
            games,
            nodes,
            depth,
            threads,
            seed: args.seed,
            hash_mb,
            random_plies,
            max_plies,
            filter: args.filter,
            out: args.out.clone(),
            force: args.force,
            append: args.append,
            shard: match &args.shard {
                Some(s) => s.parse().map_err(DatagenError::Shard)?,
                None => Shard::WHOLE,
            },
        })
    }

    /// The settings that decide a game's contents, spelled for the sidecar's header line: a run
    /// may only continue a file made with the same ones. (Threads do not change any game.) A
    /// shard's file adds ` shard=I/N`.
    pub fn signature(&self) -> String {
        let opt = |v: Option<String>| v.unwrap_or_else(|| "-".to_string());
        let shard = if self.shard.count > 1 {
            format!(" shard={}", self.shard)
        } else {
            String::new()
        };
        format!(
            "sente-datagen v1 game={} seed={} nodes={} depth={} hash={} random-plies={}-{} max-plies={} filter={}{shard}",
            self.variant.name(),
            self.seed,
            opt(self.nodes.map(|n| n.to_string())),
            opt(self.depth.map(|d| d.to_string())),
            self.hash_mb,
            self.random_plies.0,
            self.random_plies.1,
            opt(self.max_plies.map(|p| p.to_string())),
            self.filter.name(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plies_spellings() {
        assert_eq!(parse_plies("3").ok(), Some((3, 3)));
        assert_eq!(parse_plies("2-8").ok(), Some((2, 8)));
        assert!(parse_plies("8-2").is_err());
        assert!(parse_plies("x").is_err());
        assert!(parse_plies("1-65").is_err());
    }
}
