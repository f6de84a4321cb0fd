//! Runs a match: builds the game list (every pairing of a round robin, openings in order or
//! seeded-random, colours alternating, `--repeat` pairs), hands games to K worker threads that
//! each keep their own engine processes, collects results in the main thread, prints progress on
//! stderr, writes records, stops early when the SPRT decides, and prints the results table.
//! With `--shard I/N` only that shard's games are played ([`Shard`]), and never stopped by the
//! SPRT (the verdict belongs to the merged counts); `--results FILE` writes the shard's
//! [`ResultsFile`].

use super::campaign::{Campaign, OpeningsSource};
use super::driver::{self, Driver};
use super::judge::{self, DrawRule, GameRecord, GameSetup, ResignRule};
use super::openings::Opening;
use super::results::{self, GameEntry, ResultsFile};
use super::shard::Shard;
use super::stats::{Sprt, SprtVerdict};
use super::table::{fmt_elo, print_table};
pub use super::tally::PairingResult;
use super::{record, EngineSpec, MatchError, TimeControl};
use crate::core::Rng;
use crate::game::{AnyGame, Variant};
use std::collections::{HashMap, VecDeque};
use std::fs::File;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::Duration;

/// Everything `sente match` was asked to do.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// The game.
    pub variant: Variant,
    /// Two or more engines (more make a round robin).
    pub engines: Vec<EngineSpec>,
    /// Games per pairing.
    pub games: usize,
    /// The limit.
    pub tc: TimeControl,
    /// Openings (empty: the initial position).
    pub openings: Vec<Opening>,
    /// Pick openings at random (seeded) instead of in file order.
    pub random_order: bool,
    /// Play each opening twice with colours reversed.
    pub repeat: bool,
    /// Games at once.
    pub concurrency: usize,
    /// PGN output file.
    pub pgn: Option<String>,
    /// SGF output file.
    pub sgf: Option<String>,
    /// psq output file.
    pub psq: Option<String>,
    /// SPRT settings (used for a two-engine match).
    pub sprt: Option<Sprt>,
    /// Seed for random opening order.
    pub seed: u64,
    /// Draw adjudication.
    pub draw: Option<DrawRule>,
    /// Resign adjudication.
    pub resign: Option<ResignRule>,
    /// Draw after this many plies.
    pub max_plies: Option<usize>,
    /// Time-forfeit margin (ms).
    pub margin_ms: u64,
    /// Wait limit for a move under depth/nodes limits.
    pub move_timeout: Duration,
    /// The openings file's name and content hash, for the campaign's fingerprint.
    pub openings_source: Option<OpeningsSource>,
    /// The slice of the campaign to play ([`Shard::WHOLE`] for all of it).
    pub shard: Shard,
    /// Where to write the machine-readable results (JSON).
    pub results: Option<String>,
}

/// One scheduled game.
#[derive(Clone, Debug)]
struct Job {
    number: usize,
    pairing: usize,
    /// Engine indices, first player then second.
    players: [usize; 2],
    opening: Option<usize>,
    pair_id: Option<usize>,
}

/// The outcome of a whole match.
#[derive(Clone, Debug)]
pub struct MatchSummary {
    /// Engine display names.
    pub names: Vec<String>,
    /// One entry per pairing.
    pub pairings: Vec<PairingResult>,
    /// The SPRT decision, when one was reached.
    pub sprt: Option<SprtVerdict>,
}

enum Msg {
    Done(Job, Box<GameRecord>),
    Failed(usize, driver::DriverError),
}

fn threads_of(spec: &EngineSpec) -> usize {
    spec.options
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("threads") || k.eq_ignore_ascii_case("thread_num"))
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or(1usize)
        .max(1)
}

/// Games played from each opening per pairing: two with `--repeat` (colours reversed), else one.
fn games_per_opening(cfg: &MatchConfig) -> usize {
    if cfg.repeat {
        2
    } else {
        1
    }
}

fn schedule(cfg: &MatchConfig) -> Vec<Job> {
    let n = cfg.engines.len();
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .collect();
    let mut rng = Rng::new(cfg.seed);
    let mut next_seq = 0usize;
    let mut jobs = Vec::new();
    let per_opening = games_per_opening(cfg);
    let mut slot_opening: HashMap<(usize, usize), Option<usize>> = HashMap::new();
    for g in 0..cfg.games {
        for (p, &(a, b)) in pairs.iter().enumerate() {
            let slot = g / per_opening;
            let opening = *slot_opening.entry((p, slot)).or_insert_with(|| {
                if cfg.openings.is_empty() {
                    None
                } else if cfg.random_order {
                    Some(rng.below(cfg.openings.len()))
                } else {
                    let i = next_seq % cfg.openings.len();
                    next_seq += 1;
                    Some(i)
                }
            });
            let players = if g % 2 == 0 { [a, b] } else { [b, a] };
            jobs.push(Job {
                number: jobs.len() + 1,
                pairing: p,
                players,
                opening,
                pair_id: cfg.repeat.then_some(slot),
            });
        }
    }
    jobs.retain(|j| cfg.shard.owns_game(j.number, pairs.len(), cfg.repeat));
    jobs
}

/// A warning when the match needs more openings per pairing than the book holds: the book is
/// played again, and under a fixed depth or node count deterministic engines replay the very
/// same games, which an SPRT would count as new evidence.
fn book_reuse_warning(cfg: &MatchConfig) -> Option<String> {
    let book = cfg.openings.len();
    let needed = cfg.games.div_ceil(games_per_opening(cfg));
    if book == 0 || needed <= book {
        return None;
    }
    let fixed = cfg
        .engines
        .iter()
        .map(|e| e.tc.unwrap_or(cfg.tc))
        .all(|tc| matches!(tc, TimeControl::Depth(_) | TimeControl::Nodes(_)));
    let mut w = format!(
        "warning: {needed} openings per pairing needed, the book has {book}; openings repeat"
    );
    if fixed {
        w.push_str(
            " (at a fixed depth or node count deterministic engines replay the same games, \
             and an SPRT counts them again: keep --games within the book)",
        );
    }
    Some(w)
}

fn setup_for(cfg: &MatchConfig, job: &Job) -> GameSetup {
    let (start, start_fen, opening) = match job.opening.map(|i| &cfg.openings[i]) {
        Some(o) => (o.start(cfg.variant), o.fen.clone(), o.moves.clone()),
        None => (AnyGame::new(cfg.variant), None, Vec::new()),
    };
    GameSetup {
        start,
        start_fen,
        opening,
        tc: job.players.map(|e| cfg.engines[e].tc.unwrap_or(cfg.tc)),
        margin_ms: cfg.margin_ms,
        move_timeout: cfg.move_timeout,
        draw: cfg.draw,
        resign: cfg.resign,
        max_plies: cfg.max_plies,
    }
}

fn worker(
    cfg: Arc<MatchConfig>,
    queue: Arc<Mutex<VecDeque<Job>>>,
    stop: Arc<AtomicBool>,
    tx: mpsc::Sender<Msg>,
) {
    let mut engines: HashMap<usize, Box<dyn Driver>> = HashMap::new();
    loop {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let Some(job) = queue.lock().ok().and_then(|mut q| q.pop_front()) else {
            break;
        };
        let mut ds: Vec<(usize, Box<dyn Driver>)> = Vec::with_capacity(2);
        for &e in &job.players {
            let d = match engines.remove(&e) {
                Some(d) => d,
                None => match driver::connect(&cfg.engines[e], cfg.variant) {
                    Ok(d) => d,
                    Err(err) => {
                        let _ = tx.send(Msg::Failed(e, err));
                        for (_, mut d) in ds.drain(..) {
                            d.quit();
                        }
                        stop.store(true, Ordering::Relaxed);
                        return;
                    }
                },
            };
            ds.push((e, d));
        }
        let setup = setup_for(&cfg, &job);
        let (mut second, mut first) = (
            ds.pop().expect("two engines"),
            ds.pop().expect("two engines"),
        );
        let (rec, healthy) = judge::play_game(&setup, [first.1.as_mut(), second.1.as_mut()]);
        for ((e, mut d), ok) in [first, second].into_iter().zip(healthy) {
            if ok {
                engines.insert(e, d);
            } else {
                d.quit();
            }
        }
        if tx.send(Msg::Done(job, Box::new(rec))).is_err() {
            break;
        }
    }
    for (_, mut d) in engines {
        d.quit();
    }
}

fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let days = (secs / 86_400) as i64;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}.{m:02}.{d:02}")
}

fn create(path: &Option<String>) -> Result<Option<File>, MatchError> {
    path.as_ref()
        .map(|p| {
            File::create(p).map_err(|e| MatchError::Io {
                path: p.clone(),
                source: e,
            })
        })
        .transpose()
}

/// Runs the match; progress goes to `progress`, the results table to `out`.
pub fn run(
    cfg: MatchConfig,
    out: &mut dyn Write,
    progress: &mut dyn Write,
) -> Result<MatchSummary, MatchError> {
    if cfg.engines.len() < 2 {
        return Err(MatchError::Usage(
            "a match needs at least two --engine".into(),
        ));
    }
    let jobs = schedule(&cfg);
    let total = jobs.len();
    let cores = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    let per_game = cfg.engines.iter().map(threads_of).max().unwrap_or(1);
    let mut k = cfg.concurrency.max(1).min(total.max(1));
    if k * per_game > cores {
        let fit = (cores / per_game).max(1);
        let _ = writeln!(progress, "warning: --concurrency {k} with {per_game} thread(s) per engine exceeds {cores} CPU threads; using {fit}");
        k = fit;
    }
    if let Some(w) = book_reuse_warning(&cfg) {
        let _ = writeln!(progress, "{w}");
    }
    if cfg.sprt.is_some() && cfg.engines.len() > 2 {
        let _ = writeln!(
            progress,
            "warning: --sprt applies to two-engine matches only; ignored"
        );
    }
    if cfg.variant == Variant::Xiangqi && cfg.sgf.is_some()
        || cfg.psq.is_some() && !cfg.variant.is_kinrow()
    {
        let _ = writeln!(
            progress,
            "warning: SGF and psq records are written for placement games only"
        );
    }
    let mut files = [create(&cfg.pgn)?, create(&cfg.sgf)?, create(&cfg.psq)?];
    let cfg = Arc::new(cfg);
    let queue = Arc::new(Mutex::new(VecDeque::from(jobs)));
    let stop = Arc::new(AtomicBool::new(false));
    let (tx, rx) = mpsc::channel();
    let handles: Vec<_> = (0..k)
        .map(|_| {
            let (c, q, s, t) = (cfg.clone(), queue.clone(), stop.clone(), tx.clone());
            std::thread::spawn(move || worker(c, q, s, t))
        })
        .collect();
    drop(tx);
    let n = cfg.engines.len();
    let mut names: Vec<String> = cfg
        .engines
        .iter()
        .map(|e| e.display_name.clone().unwrap_or_else(|| e.name.clone()))
        .collect();
    let mut named = vec![false; n];
    let mut pairings = PairingResult::round_robin(n);
    let mut entries = Vec::with_capacity(total);
    let date = today();
    let mut done = 0usize;
    let mut failure = None;
    let mut verdict = None;
    for msg in rx {
        let (job, rec) = match msg {
            Msg::Done(j, r) => (j, r),
            Msg::Failed(e, err) => {
                failure.get_or_insert(MatchError::Engine {
                    name: names[e].clone(),
                    source: err,
                });
                continue;
            }
        };
        done += 1;
        for (side, &e) in job.players.iter().enumerate() {
            if !named[e] && cfg.engines[e].display_name.is_none() {
                names[e] = rec.names[side].clone();
                named[e] = true;
            }
        }
        let p = &mut pairings[job.pairing];
        let (winner, reason) = (rec.verdict.winner, &rec.verdict.reason);
        p.add_game(job.players, winner, reason, job.pair_id);
        entries.push(GameEntry {
            number: job.number,
            pairing: job.pairing,
            players: job.players,
            opening: job.opening,
            pair: job.pair_id,
            result: results::result_text(winner).to_string(),
            reason: reason.clone(),
            plies: rec.moves.len(),
        });
        let writes = [
            Some(record::pgn(&rec, job.number, &date)),
            record::sgf(&rec, &date.replace('.', "-")),
            record::psq(&rec),
        ];
        for (f, text) in files.iter_mut().zip(writes) {
            if let (Some(f), Some(t)) = (f.as_mut(), text) {
                let _ = f.write_all(t.as_bytes());
            }
        }
        let elo = p.tri.elo().map(|e| fmt_elo(e.elo)).unwrap_or_default();
        let _ = write!(
            progress,
            "\rGames {done}/{total}  W {} D {} L {}  Elo {elo}   ",
            p.tri.wins, p.tri.draws, p.tri.losses
        );
        let _ = progress.flush();
        if let (Some(s), 1, None, 1) = (cfg.sprt, pairings.len(), verdict, cfg.shard.count) {
            let p = &pairings[0];
            let llr = if cfg.repeat {
                s.llr_pentanomial(&p.penta)
            } else {
                s.llr_trinomial(&p.tri)
            };
            let v = s.verdict(llr);
            if v != SprtVerdict::Continue {
                verdict = Some(v);
                stop.store(true, Ordering::Relaxed);
            }
        }
    }
    let _ = writeln!(progress);
    for h in handles {
        let _ = h.join();
    }
    let mut stopped = verdict.map(|v| format!("sprt: {v}"));
    if let Some(e) = failure {
        if done == 0 {
            return Err(e);
        }
        let _ = writeln!(progress, "match stopped early: {e}");
        stopped = Some(format!("engine failure: {e}"));
    }
    for i in 0..n {
        if names[..i].contains(&names[i]) {
            names[i] = format!("{} #{}", names[i], i + 1);
        }
    }
    let summary = MatchSummary {
        names,
        pairings,
        sprt: verdict,
    };
    let campaign = Campaign::of(&cfg);
    if let Some(path) = &cfg.results {
        entries.sort_by_key(|e| e.number);
        let file = ResultsFile::new(
            campaign.clone(),
            cfg.shard,
            &summary,
            entries,
            stopped,
            cfg.pgn.clone(),
        );
        results::write(path, &file).map_err(|e| MatchError::Results(Box::new(e)))?;
    }
    print_table(&campaign, &summary, out).map_err(|e| MatchError::Io {
        path: "stdout".into(),
        source: e,
    })?;
    Ok(summary)
}
