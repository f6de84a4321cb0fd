//! `sente match merge FILE…`: adds up the results files of a sharded campaign, as fishtest's
//! server adds up its workers' batches. Every file is checked on its own ([`results::read`]:
//! format, checksum, records against counts), then together: one campaign (equal fingerprints,
//! so the same engines, settings and number of shards), every shard exactly once, none stopped
//! early except by the SPRT. The games of all shards are then tallied afresh — pentanomial pairs
//! included, since a pair never spans two shards — and the results table, Elo, LOS and the SPRT
//! verdict on the merged counts are printed by the same code as a single run's.

use super::campaign::Campaign;
use super::results::{self, ResultsError, ResultsFile};
use super::scheduler::MatchSummary;
use super::table::print_table;
use super::tally::PairingResult;
use std::collections::BTreeMap;
use std::io::Write;

/// The campaign of `paths` and its merged summary, or why they do not merge.
pub fn merge(paths: &[String]) -> Result<(Campaign, MatchSummary), ResultsError> {
    let files = paths
        .iter()
        .map(|p| results::read(p).map(|f| (p.as_str(), f)))
        .collect::<Result<Vec<(&str, ResultsFile)>, _>>()?;
    let Some((first_path, first)) = files.first() else {
        return Err(ResultsError::NoFiles);
    };
    let campaign = &first.campaign;
    let mut shards: BTreeMap<usize, &str> = BTreeMap::new();
    for (path, f) in &files {
        if let Some(difference) = campaign.difference(&f.campaign) {
            return Err(ResultsError::OtherCampaign {
                file: path.to_string(),
                first: first_path.to_string(),
                difference,
            });
        }
        if let Some(other) = shards.insert(f.shard.index, path) {
            return Err(ResultsError::Doubled {
                file: path.to_string(),
                shard: f.shard,
                other: other.to_string(),
            });
        }
        let expected = f
            .shard
            .games(campaign.games, campaign.pairings(), campaign.repeat)
            .len();
        let by_sprt = f.stopped.as_deref().is_some_and(|s| s.starts_with("sprt"));
        if f.games.len() < expected && !by_sprt {
            return Err(ResultsError::Incomplete {
                file: path.to_string(),
                shard: f.shard,
                played: f.games.len(),
                expected,
                why: f
                    .stopped
                    .clone()
                    .unwrap_or_else(|| "no reason recorded".into()),
            });
        }
    }
    if let Some(index) = (0..campaign.shards).find(|i| !shards.contains_key(i)) {
        return Err(ResultsError::Missing {
            shard: super::shard::Shard {
                index,
                count: campaign.shards,
            },
            given: files.len(),
        });
    }
    let mut pairings = PairingResult::round_robin(campaign.engines.len());
    for (_, f) in &files {
        for g in &f.games {
            let winner = g.winner().unwrap_or(None); // checked by `read`
            pairings[g.pairing].add_game(g.players, winner, &g.reason, g.pair);
        }
    }
    let summary = MatchSummary {
        names: first.names.clone(),
        pairings,
        sprt: None,
    };
    Ok((campaign.clone(), summary))
}

/// Runs `sente match merge ARGS`: prints the merged table on `out`; a one-line error on `err`.
/// The exit code is 0 on success, 2 when no file was named, 1 when the files do not merge.
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        let _ = writeln!(
            out,
            "usage: sente match merge FILE...\n\
             Adds up the --results files of every shard of one campaign (sente match --shard I/N\n\
             --results FILE) and prints the results table, Elo, LOS and SPRT verdict of the whole."
        );
        return 0;
    }
    let merged = merge(args).and_then(|(campaign, summary)| {
        print_table(&campaign, &summary, out).map_err(|source| ResultsError::Io {
            file: "stdout".into(),
            source,
        })?;
        Ok((campaign, summary))
    });
    match merged {
        Ok((campaign, summary)) => {
            let games: u64 = summary.pairings.iter().map(|p| p.tri.games()).sum();
            let _ = writeln!(err, "merged {} shard(s): {games} games", campaign.shards);
            0
        }
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            if matches!(e, ResultsError::NoFiles) {
                2
            } else {
                1
            }
        }
    }
}
