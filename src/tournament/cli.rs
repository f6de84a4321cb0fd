//! The `sente match` command line (clap derive), keeping cutechess-cli's syntax: each `--engine`
//! is followed by its own group of `key=value` words (`--engine cmd=… proto=… name=…
//! option.Hash=16 …`), read word by word by a value parser into [`EngineSetting`]s, and so are
//! `--sprt elo0=0 elo1=5 …`, `--draw movenumber=… movecount=… score=…` and
//! `--resign movecount=… score=…`. A later copy of a one-value option wins, as in cutechess-cli.

use super::judge::{DrawRule, ResignRule};
use super::scheduler::{self, MatchConfig};
use super::stats::Sprt;
use super::{openings, EngineSpec, MatchError, Protocol, TimeControl};
use crate::cli_error::{invalid_arg, one_line, ValueError};
use crate::game::Variant;
use clap::error::ErrorKind;
use clap::{CommandFactory, FromArgMatches, Parser};
use std::io::Write;
use std::time::Duration;

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
                   [--maxplies N] [--timemargin MS] [--move-timeout S] [--handshake-timeout S]"
    };
}

/// What follows the synopsis in the usage text and the help.
macro_rules! notes {
    () => {
        "Three or more engines play a round robin; --games counts games per pairing; an engine's tc=
overrides --tc for that engine.
The results table goes to stdout, progress to stderr."
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
    /// PGN output file.
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
    /// Seed of the random opening order.
    #[arg(long, value_name = "S", default_value = "1", value_parser = num::<u64>("--seed"))]
    seed: u64,
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
}

/// One `key=value` word of an `--engine` group.
#[derive(Clone, Debug, PartialEq)]
pub enum EngineSetting {
    /// `cmd=PROGRAM [ARGS…]`.
    Cmd(String),
    /// `arg=ARG`.
    Arg(String),
    /// `dir=DIR`.
    Dir(String),
    /// `tc=LIMIT`.
    Tc(TimeControl),
    /// `name=NAME`.
    Name(String),
    /// `proto=P` (or `protocol=P`).
    Proto(Protocol),
    /// `ranks=0|1`: `true` for 1-based.
    Ranks(bool),
    /// `option.NAME=VALUE`.
    Option(String, String),
}

fn key_value(word: &str) -> Result<(String, String), ValueError> {
    word.split_once('=')
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .ok_or_else(|| ValueError(format!("expected key=value, got '{word}'")))
}

fn engine_setting(word: &str) -> Result<EngineSetting, ValueError> {
    let (k, v) = key_value(word)?;
    Ok(match k.as_str() {
        "cmd" => EngineSetting::Cmd(v),
        "arg" => EngineSetting::Arg(v),
        "dir" => EngineSetting::Dir(v),
        "tc" => EngineSetting::Tc(time_control(&v)?),
        "name" => EngineSetting::Name(v),
        "proto" | "protocol" => EngineSetting::Proto(v.parse().map_err(ValueError)?),
        "ranks" => EngineSetting::Ranks(match v.as_str() {
            "0" => false,
            "1" => true,
            _ => return Err(ValueError("ranks= takes 0 or 1".into())),
        }),
        _ => match k.strip_prefix("option.") {
            Some(name) if !name.is_empty() => EngineSetting::Option(name.to_string(), v),
            _ => return Err(ValueError(format!("unknown engine setting '{k}'"))),
        },
    })
}

fn time_control(s: &str) -> Result<TimeControl, ValueError> {
    s.parse().map_err(ValueError)
}

fn variant(s: &str) -> Result<Variant, ValueError> {
    s.parse()
        .map_err(|e: crate::game::VariantError| ValueError(e.to_string()))
}

fn order(s: &str) -> Result<bool, ValueError> {
    match s {
        "random" => Ok(true),
        "sequential" => Ok(false),
        o => Err(ValueError(format!(
            "--openings-order: '{o}' (random|sequential)"
        ))),
    }
}

/// A parser of a number for `key`.
fn num<T: std::str::FromStr>(
    key: &'static str,
) -> impl Fn(&str) -> Result<T, ValueError> + Clone + Send + Sync + 'static {
    move |v: &str| {
        v.parse()
            .map_err(|_| ValueError(format!("{key}: '{v}' is not a valid number")))
    }
}

fn usage(msg: impl Into<String>) -> MatchError {
    MatchError::Usage(msg.into())
}

/// The engine of one `--engine` group, the `index`-th (from 1).
fn engine(settings: &[EngineSetting], index: usize) -> Result<EngineSpec, MatchError> {
    let mut spec = EngineSpec {
        name: format!("engine{index}"),
        display_name: None,
        program: String::new(),
        args: Vec::new(),
        dir: None,
        protocol: None,
        options: Vec::new(),
        one_based_ranks: None,
        handshake_timeout: super::driver::HANDSHAKE_TIMEOUT,
        tc: None,
    };
    for s in settings.iter().cloned() {
        match s {
            EngineSetting::Cmd(v) => {
                let mut parts = v.split_whitespace().map(String::from);
                spec.program = parts.next().unwrap_or_default();
                spec.args.extend(parts);
            }
            EngineSetting::Arg(v) => spec.args.push(v),
            EngineSetting::Dir(v) => spec.dir = Some(v),
            EngineSetting::Tc(tc) => spec.tc = Some(tc),
            EngineSetting::Name(v) => spec.display_name = Some(v),
            EngineSetting::Proto(p) => spec.protocol = Some(p),
            EngineSetting::Ranks(one_based) => spec.one_based_ranks = Some(one_based),
            EngineSetting::Option(name, v) => spec.options.push((name, v)),
        }
    }
    if spec.program.is_empty() {
        return Err(usage("every --engine needs cmd=PROGRAM"));
    }
    if let Some(n) = &spec.display_name {
        spec.name = n.clone();
    }
    Ok(spec)
}

/// Number `v` of the `key=v` word of `--flag` (the key is known).
fn word_num<T: std::str::FromStr>(key: &str, v: &str) -> Result<T, MatchError> {
    v.parse()
        .map_err(|_| usage(format!("{key}: '{v}' is not a valid number")))
}

fn sprt(words: &[(String, String)]) -> Result<Sprt, MatchError> {
    let mut s = Sprt {
        elo0: 0.0,
        elo1: 5.0,
        alpha: 0.05,
        beta: 0.05,
    };
    for (k, v) in words {
        let x: f64 = word_num(k, v)?;
        match k.as_str() {
            "elo0" => s.elo0 = x,
            "elo1" => s.elo1 = x,
            "alpha" => s.alpha = x,
            "beta" => s.beta = x,
            _ => return Err(usage(format!("--sprt: unknown '{k}'"))),
        }
    }
    let ok = |p: f64| p > 0.0 && p < 0.5;
    if !(ok(s.alpha) && ok(s.beta) && s.elo1 > s.elo0) {
        return Err(usage("--sprt needs elo0 < elo1 and 0 < alpha, beta < 0.5"));
    }
    Ok(s)
}

fn draw(words: &[(String, String)]) -> Result<DrawRule, MatchError> {
    let mut d = DrawRule {
        movenumber: 0,
        movecount: 1,
        score: 0,
    };
    for (k, v) in words {
        match k.as_str() {
            "movenumber" => d.movenumber = word_num(k, v)?,
            "movecount" => d.movecount = word_num(k, v)?,
            "score" => d.score = word_num(k, v)?,
            _ => return Err(usage(format!("--draw: unknown '{k}'"))),
        }
    }
    Ok(d)
}

fn resign(words: &[(String, String)]) -> Result<ResignRule, MatchError> {
    let mut r = ResignRule {
        movecount: 1,
        score: 1000,
    };
    for (k, v) in words {
        match k.as_str() {
            "movecount" => r.movecount = word_num(k, v)?,
            "score" => r.score = word_num(k, v)?,
            _ => return Err(usage(format!("--resign: unknown '{k}'"))),
        }
    }
    Ok(r)
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
            random_order: self.openings_order.unwrap_or(false),
            repeat: self.repeat,
            concurrency: self.concurrency,
            pgn: self.pgn,
            sgf: self.sgf,
            psq: self.psq,
            sprt: self.sprt.as_deref().map(sprt).transpose()?,
            seed: self.seed,
            draw: self.draw.as_deref().map(draw).transpose()?,
            resign: self.resign.as_deref().map(resign).transpose()?,
            max_plies: self.max_plies,
            margin_ms: self.margin_ms,
            move_timeout: Duration::from_secs_f64(self.move_timeout.clamp(0.01, 1e6)),
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

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split(' ').map(String::from).collect()
    }

    #[test]
    fn parses_a_full_command() {
        let a = words("--game gomoku --engine cmd=/bin/a proto=gtp name=A option.Threads=2 --engine cmd=/bin/b arg=-x --games 10 --tc 5+0.05 --repeat --concurrency 2 --sprt elo0=0 elo1=10 alpha=0.05 beta=0.1 --seed 7 --draw movenumber=30 movecount=5 score=10 --resign movecount=3 score=900");
        let c = parse(&a, None).unwrap();
        assert_eq!(c.variant.name(), "gomoku");
        assert_eq!(c.engines.len(), 2);
        assert_eq!(c.engines[0].name, "A");
        assert_eq!(c.engines[0].protocol, Some(super::super::Protocol::Gtp));
        assert_eq!(
            c.engines[0].options,
            vec![("Threads".to_string(), "2".to_string())]
        );
        assert_eq!(c.engines[1].args, vec!["-x".to_string()]);
        assert_eq!(
            c.tc,
            TimeControl::Clock {
                base_ms: 5000,
                inc_ms: 50
            }
        );
        assert!(c.repeat && c.games == 10 && c.concurrency == 2 && c.seed == 7);
        assert_eq!(c.sprt.unwrap().beta, 0.1);
        assert_eq!(c.draw.unwrap().movenumber, 30);
        assert_eq!(c.resign.unwrap().score, 900);
    }

    /// The engines of `c` as `name program protocol options`, and the rest of the settings.
    fn summary(c: &MatchConfig) -> (Vec<String>, String) {
        let engines = c
            .engines
            .iter()
            .map(|e| {
                format!(
                    "{} {} {:?} {:?} {:?}",
                    e.name, e.program, e.protocol, e.options, e.args
                )
            })
            .collect();
        let rest = format!(
            "{} games={} tc={} openings={} repeat={} conc={} pgn={:?} psq={:?} sprt={:?}",
            c.variant.name(),
            c.games,
            c.tc,
            c.openings.len(),
            c.repeat,
            c.concurrency,
            c.pgn,
            c.psq,
            c.sprt.map(|s| (s.elo0, s.elo1, s.alpha, s.beta)),
        );
        (engines, rest)
    }

    /// The commands of the README's Development section parse to the configuration they have
    /// always meant.
    #[test]
    fn readme_commands() {
        let sprt = "--sprt elo0=0 elo1=5 alpha=0.05 beta=0.05";
        let cases = [
            (
                "--game tictactoe --engine cmd=target/release/sente proto=uci --engine cmd=target/release/sente proto=gtp --games 20 --tc movetime=100 --repeat".to_string(),
                [
                    "engine1 target/release/sente Some(Uci) [] []",
                    "engine2 target/release/sente Some(Gtp) [] []",
                ],
                "tictactoe games=20 tc=movetime=100 openings=0 repeat=true conc=1 pgn=None psq=None sprt=None",
            ),
            (
                format!("--game xiangqi --engine cmd=target/release/sente proto=uci name=tuned --engine cmd=/tmp/sente-base proto=uci name=base --games 2000 --tc 10+0.1 --concurrency 2 --repeat {sprt}"),
                [
                    "tuned target/release/sente Some(Uci) [] []",
                    "base /tmp/sente-base Some(Uci) [] []",
                ],
                "xiangqi games=2000 tc=10+0.1 openings=0 repeat=true conc=2 pgn=None psq=None sprt=Some((0.0, 5.0, 0.05, 0.05))",
            ),
            (
                "--game xiangqi --engine cmd=S proto=uci name=Sente --engine cmd=F proto=uci name=Fairy-Stockfish option.UCI_Variant=xiangqi --tc 10+0.1 --games 20 --repeat --concurrency 1 --openings openings/xiangqi.txt --pgn xq.pgn".to_string(),
                [
                    "Sente S Some(Uci) [] []",
                    "Fairy-Stockfish F Some(Uci) [(\"UCI_Variant\", \"xiangqi\")] []",
                ],
                "xiangqi games=20 tc=10+0.1 openings=XQ repeat=true conc=1 pgn=Some(\"xq.pgn\") psq=None sprt=None",
            ),
            (
                "--game gomokufreestyle --engine cmd=S proto=gomocup name=Sente --engine cmd=R proto=gomocup name=Rapfi --tc movetime=500 --games 20 --repeat --concurrency 1 --openings openings/gomoku-15.txt --psq freestyle.psq".to_string(),
                [
                    "Sente S Some(Gomocup) [] []",
                    "Rapfi R Some(Gomocup) [] []",
                ],
                "gomokufreestyle games=20 tc=movetime=500 openings=OPENINGS repeat=true conc=1 pgn=None psq=Some(\"freestyle.psq\") sprt=None",
            ),
            (
                format!("--game renju --engine cmd=N proto=gomocup name=new --engine cmd=B proto=gomocup name=base --tc 10+0.1 --openings openings/gomoku-15.txt --repeat --games 20000 --concurrency 1 {sprt}"),
                [
                    "new N Some(Gomocup) [] []",
                    "base B Some(Gomocup) [] []",
                ],
                "renju games=20000 tc=10+0.1 openings=OPENINGS repeat=true conc=1 pgn=None psq=None sprt=Some((0.0, 5.0, 0.05, 0.05))",
            ),
        ];
        let count =
            |game: &str, file: &str| openings::load(game.parse().unwrap(), file).unwrap().len();
        let gomoku = count("gomokufreestyle", "openings/gomoku-15.txt").to_string();
        let xiangqi = count("xiangqi", "openings/xiangqi.txt").to_string();
        for (line, engines, rest) in cases {
            let c = parse(&words(&line), None).unwrap_or_else(|e| panic!("{line}: {e}"));
            let (e, r) = summary(&c);
            assert_eq!(e, engines, "{line}");
            let rest = rest.replace("OPENINGS", &gomoku).replace("XQ", &xiangqi);
            assert_eq!(r, rest, "{line}");
        }
    }

    #[test]
    fn later_copies_win_and_global_game_applies() {
        let c = parse(
            &words("--engine cmd=a --engine cmd=b --tc 2+0.1 --games 4 --games 6 --tc depth=3 --sprt elo0=-5 elo1=0 --sprt elo0=1"),
            Some(Variant::Xiangqi),
        )
        .unwrap();
        assert_eq!(c.variant, Variant::Xiangqi);
        assert_eq!((c.games, c.tc), (6, TimeControl::Depth(3)));
        assert_eq!(c.sprt.map(|s| (s.elo0, s.elo1)), Some((1.0, 5.0)));
        let c = parse(
            &words("--engine cmd=a tc=depth=3 ranks=1 --engine cmd=b --variant tictactoe --rounds 3 --tc nodes=10 --handshake-timeout 0.3 --draw --resign score=-5"),
            Some(Variant::Xiangqi),
        )
        .unwrap();
        assert_eq!(c.variant.name(), "tictactoe");
        assert_eq!(c.games, 3);
        assert_eq!(c.engines[0].tc, Some(TimeControl::Depth(3)));
        assert_eq!(c.engines[0].one_based_ranks, Some(true));
        assert_eq!(c.engines[1].handshake_timeout, Duration::from_millis(300));
        assert_eq!(
            c.draw.map(|d| (d.movenumber, d.movecount, d.score)),
            Some((0, 1, 0))
        );
        assert_eq!(c.resign.map(|r| (r.movecount, r.score)), Some((1, -5)));
    }

    #[test]
    fn errors_keep_their_words() {
        let err = |line: &str| parse(&words(line), None).unwrap_err().to_string();
        assert_eq!(
            err("--engine cmd=a --engine cmd=b ranks=2 --tc depth=2"),
            "ranks= takes 0 or 1"
        );
        assert_eq!(
            err("--engine cmd=a --engine cmd=b --tc depth=2 --games x"),
            "--games: 'x' is not a valid number"
        );
        assert_eq!(
            err("--engine cmd=a --engine cmd=b noequals --tc depth=2"),
            "expected key=value, got 'noequals'"
        );
        assert!(err("--engine cmd=a --engine cmd=b --tc depth=2 --bogus")
            .starts_with("unknown argument '--bogus'\nusage: sente match"));
        let mut help = Vec::new();
        assert_eq!(run(&words("--help"), None, &mut help, &mut Vec::new()), 0);
        assert!(String::from_utf8(help).unwrap().contains("--engine"));
    }

    #[test]
    fn rejects_bad_commands() {
        assert!(parse(&words("--engine cmd=a --tc depth=2"), None).is_err());
        assert!(parse(&words("--engine cmd=a --engine cmd=b"), None).is_err());
        assert!(parse(&words("--engine cmd=a --engine foo=b --tc depth=2"), None).is_err());
        assert!(parse(
            &words("--engine cmd=a --engine cmd=b --tc depth=2 --sprt elo0=5 elo1=0"),
            None
        )
        .is_err());
        assert!(parse(
            &words("--engine cmd=a --engine cmd=b --tc depth=2 --bogus"),
            None
        )
        .is_err());
    }
}
