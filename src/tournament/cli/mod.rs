//! The `sente match` command line (clap derive), keeping cutechess-cli's syntax: each `--engine`
//! is followed by its own group of `key=value` words (`--engine cmd=… proto=… name=…
//! option.Hash=16 …`), read word by word by a value parser into [`EngineSetting`]s, and so are
//! `--sprt elo0=0 elo1=5 …`, `--draw movenumber=… movecount=… score=…` and
//! `--resign movecount=… score=…`. A later copy of a one-value option wins, as in cutechess-cli.

#[cfg(test)]
mod tests;
mod words;

use super::campaign::OpeningsSource;
use super::scheduler::{self, MatchConfig};
use super::shard::Shard;
use super::{openings, MatchError, TimeControl};
use crate::cli_error::{invalid_arg, one_line};
use crate::game::Variant;
use clap::error::ErrorKind;
use clap::{CommandFactory, FromArgMatches, Parser};
use std::io::Write;
use std::time::Duration;
pub use words::EngineSetting;
use words::{
    draw, engine, engine_setting, key_value, num, order, resign, shard, sprt, time_control, usage,
    variant,
};

/// The synopsis, shared by the usage text and clap's help.
macro_rules! synopsis {
    () => {
        "sente match --game VARIANT --engine cmd=PROGRAM [proto=uci|ucci|gtp|gomocup] [name=NAME]
                   [arg=ARG]... [dir=DIR] [ranks=0|1] [tc=LIMIT] [option.NAME=VALUE]... --engine ...
                   --games N --tc BASE+INC|movetime=MS|depth=N|nodes=N
                   [--openings FILE [--openings-order random|sequential]] [--repeat]
                   [--concurrency K] [--pgn FILE] [--sgf FILE] [--psq FILE]
                   [--sprt elo0=E0 elo1=E1 alpha=A beta=B] [--seed S]
                   [--draw movenumber=N movecount=M score=S] [--resign movecount=M score=S]
                   [--maxplies N] [--timemargin MS] [--move-timeout S] [--handshake-timeout S]
                   [--shard I/N] [--results FILE]
       sente match merge FILE..."
    };
}

/// What follows the synopsis in the usage text and the help.
macro_rules! notes {
    () => {
        "Three or more engines play a round robin; --games counts games per pairing; an engine's tc=
overrides --tc for that engine.
The results table goes to stdout, progress to stderr.
--shard I/N (0-based, 0 <= I < N) plays the I-th of N disjoint slices of the campaign (pairs kept
whole, never stopped by the SPRT); `sente match merge` adds up their --results files."
    };
}

/// Usage text, shown after the errors that need it.
pub const USAGE: &str = concat!("usage: ", synopsis!(), "\n", notes!());

/// The words after `match`.
#[derive(Parser, Debug)]
#[command(
    name = "sente match",
    no_binary_name = true,
    args_override_self = true,
    allow_negative_numbers = true,
    disable_version_flag = true,
    color = clap::ColorChoice::Never,
    about = "Engine-vs-engine matches (cutechess-cli syntax)",
    override_usage = synopsis!(),
    after_help = concat!(
        "Engine keys: cmd=PROGRAM (arguments split at spaces), arg=ARG (repeatable), dir=DIR,
proto=uci|ucci|gtp|gomocup (default: detected), name=NAME, ranks=0|1 (xiangqi over UCI: 1-based),
tc=LIMIT (this engine's own limit), option.NAME=VALUE (repeatable).

",
        notes!()
    )
)]
pub struct MatchArgs {
    /// The game (default: the global --game, or tictactoe).
    #[arg(long, visible_alias = "variant", value_name = "VARIANT", value_parser = variant)]
    game: Option<Variant>,
    /// One engine, as a group of key=value words (see "Engine keys"); give two or more.
    // Clap's derive keeps these words in one list; `MatchArgs::read` splits them into `engines`,
    // one group per `--engine`.
    #[arg(long, value_name = "KEY=VALUE", num_args = 0.., value_parser = engine_setting, action = clap::ArgAction::Append)]
    engine: Vec<EngineSetting>,
    /// The words of each `--engine`, in order.
    #[arg(skip)]
    engines: Vec<Vec<EngineSetting>>,
    /// Games per pairing.
    #[arg(long, visible_alias = "rounds", value_name = "N", default_value = "2", value_parser = num::<usize>("--games"))]
    games: usize,
    /// The limit: BASE+INC (seconds), movetime=MS, depth=N or nodes=N.
    #[arg(long, value_name = "LIMIT", value_parser = time_control)]
    tc: Option<TimeControl>,
    /// Openings file (one FEN or move list a line).
    #[arg(long, value_name = "FILE")]
    openings: Option<String>,
    /// Order of the openings: random (seeded) or sequential.
    #[arg(long, value_name = "ORDER", value_parser = order)]
    openings_order: Option<bool>,
    /// Play each opening twice, colours reversed.
    #[arg(long)]
    repeat: bool,
    /// Games played at once.
    #[arg(long, value_name = "K", default_value = "1", value_parser = num::<usize>("--concurrency"))]
    concurrency: usize,
    /// PGN output file (each engine move commented with score/depth and time, as cutechess).
    #[arg(long, visible_alias = "pgnout", value_name = "FILE")]
    pgn: Option<String>,
    /// SGF output file.
    #[arg(long, value_name = "FILE")]
    sgf: Option<String>,
    /// Piskvork psq output file.
    #[arg(long, value_name = "FILE")]
    psq: Option<String>,
    /// Sequential probability ratio test: elo0=E0 elo1=E1 alpha=A beta=B (default 0, 5, 0.05, 0.05).
    #[arg(long, value_name = "KEY=VALUE", num_args = 0.., value_parser = key_value, action = clap::ArgAction::Set)]
    sprt: Option<Vec<(String, String)>>,
    /// Seed of the random opening order (default 1); giving it makes the order random unless
    /// --openings-order says otherwise.
    #[arg(long, value_name = "S", value_parser = num::<u64>("--seed"))]
    seed: Option<u64>,
    /// Draw adjudication: movenumber=N movecount=M score=S.
    #[arg(long, value_name = "KEY=VALUE", num_args = 0.., value_parser = key_value, action = clap::ArgAction::Set)]
    draw: Option<Vec<(String, String)>>,
    /// Resign adjudication: movecount=M score=S.
    #[arg(long, value_name = "KEY=VALUE", num_args = 0.., value_parser = key_value, action = clap::ArgAction::Set)]
    resign: Option<Vec<(String, String)>>,
    /// A game still running after N plies is a draw.
    #[arg(long = "maxplies", value_name = "N", value_parser = num::<usize>("--maxplies"))]
    max_plies: Option<usize>,
    /// Time-forfeit margin in milliseconds.
    #[arg(long = "timemargin", value_name = "MS", default_value = "100", value_parser = num::<u64>("--timemargin"))]
    margin_ms: u64,
    /// Wait limit in seconds for a move under depth or nodes limits.
    #[arg(long, value_name = "S", default_value = "60", value_parser = num::<f64>("--move-timeout"))]
    move_timeout: f64,
    /// Time in seconds each engine has for its handshake.
    #[arg(long, value_name = "S", value_parser = num::<f64>("--handshake-timeout"))]
    handshake_timeout: Option<f64>,
    /// Play only shard I of N (0-based) of the campaign.
    #[arg(long, value_name = "I/N", value_parser = shard)]
    shard: Option<Shard>,
    /// Write the results (JSON) to FILE, for `sente match merge`.
    #[arg(long, value_name = "FILE")]
    results: Option<String>,
}

impl MatchArgs {
    /// Parses the words after `match`.
    pub fn read(args: &[String]) -> Result<MatchArgs, clap::Error> {
        let matches = MatchArgs::command().try_get_matches_from(args)?;
        let mut parsed = MatchArgs::from_arg_matches(&matches)?;
        if let Some(groups) = matches.get_occurrences::<EngineSetting>("engine") {
            parsed.engines = groups.map(|g| g.cloned().collect()).collect();
        }
        Ok(parsed)
    }

    /// The configuration these arguments describe; `game` is the global `--game`, if any (this
    /// command's own `--game` wins). Reads the openings file.
    pub fn config(self, game: Option<Variant>) -> Result<MatchConfig, MatchError> {
        let engines = self
            .engines
            .iter()
            .enumerate()
            .map(|(i, group)| engine(group, i + 1))
            .collect::<Result<Vec<_>, _>>()?;
        let mut cfg = MatchConfig {
            variant: self.game.or(game).unwrap_or(Variant::TICTACTOE),
            engines,
            games: self.games,
            tc: TimeControl::MoveTime(100),
            openings: Vec::new(),
            // A seed only matters to a random order, so asking for one asks for that order.
            random_order: self.openings_order.unwrap_or(self.seed.is_some()),
            repeat: self.repeat,
            concurrency: self.concurrency,
            pgn: self.pgn,
            sgf: self.sgf,
            psq: self.psq,
            sprt: self.sprt.as_deref().map(sprt).transpose()?,
            seed: self.seed.unwrap_or(1),
            draw: self.draw.as_deref().map(draw).transpose()?,
            resign: self.resign.as_deref().map(resign).transpose()?,
            max_plies: self.max_plies,
            margin_ms: self.margin_ms,
            move_timeout: Duration::from_secs_f64(self.move_timeout.clamp(0.01, 1e6)),
            openings_source: None,
            shard: self.shard.unwrap_or(Shard::WHOLE),
            results: self.results,
        };
        if cfg.engines.len() < 2 {
            return Err(usage(format!(
                "a match needs at least two --engine\n{USAGE}"
            )));
        }
        let Some(tc) = self.tc else {
            return Err(usage(
                "--tc is required (BASE+INC seconds, movetime=MS, depth=N or nodes=N)",
            ));
        };
        cfg.tc = tc;
        if cfg.games == 0 {
            return Err(usage("--games must be at least 1"));
        }
        if let Some(h) = self.handshake_timeout {
            let h = Duration::from_secs_f64(h.clamp(0.01, 1e6));
            for e in &mut cfg.engines {
                e.handshake_timeout = h;
            }
        }
        if let Some(p) = self.openings {
            cfg.openings = openings::load(cfg.variant, &p)?;
            let bytes = std::fs::read(&p).map_err(|source| MatchError::Io {
                path: p.clone(),
                source,
            })?;
            cfg.openings_source = Some(OpeningsSource::new(&p, &bytes));
        }
        Ok(cfg)
    }
}

/// Clap's refusal as the one-line usage error `sente match` has always printed.
fn usage_error(e: &clap::Error) -> MatchError {
    match (e.kind(), invalid_arg(e)) {
        (ErrorKind::UnknownArgument, Some(arg)) => {
            usage(format!("unknown argument '{arg}'\n{USAGE}"))
        }
        _ => usage(one_line(e)),
    }
}

/// Reads the arguments after `match` into a configuration. `game` is the global `--game`, if the
/// caller already parsed it.
pub fn parse(args: &[String], game: Option<Variant>) -> Result<MatchConfig, MatchError> {
    MatchArgs::read(args)
        .map_err(|e| usage_error(&e))?
        .config(game)
}

/// Runs `sente match ARGS`: the exit code is 0 on success (or after `--help`), 2 on a usage error,
/// 1 when the match could not run.
pub fn run(
    args: &[String],
    game: Option<Variant>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    if args.first().is_some_and(|a| a == "merge") {
        return super::merge::run(&args[1..], out, err);
    }
    let cfg = match MatchArgs::read(args) {
        Err(e) if e.kind() == ErrorKind::DisplayHelp => {
            let _ = write!(out, "{e}");
            return 0;
        }
        parsed => parsed
            .map_err(|e| usage_error(&e))
            .and_then(|a| a.config(game)),
    };
    let cfg = match cfg {
        Ok(c) => c,
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            return 2;
        }
    };
    match scheduler::run(cfg, out, err) {
        Ok(_) => 0,
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            1
        }
    }
}
