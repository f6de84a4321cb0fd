//! The `sente match` command line, read by hand because engines take cutechess-style groups of
//! `key=value` words: `--engine cmd=… proto=… name=… option.Hash=16 …`, `--sprt elo0=0 elo1=5 …`,
//! `--draw movenumber=… movecount=… score=…`, `--resign movecount=… score=…`.

use super::judge::{DrawRule, ResignRule};
use super::scheduler::{self, MatchConfig};
use super::stats::Sprt;
use super::{openings, EngineSpec, MatchError, TimeControl};
use crate::game::Variant;
use std::io::Write;
use std::time::Duration;

/// Usage text for `sente match --help`.
pub const USAGE: &str = "\
usage: sente match --game VARIANT --engine cmd=PROGRAM [proto=uci|ucci|gtp|gomocup] [name=NAME]
                   [arg=ARG]... [dir=DIR] [ranks=0|1] [tc=LIMIT] [option.NAME=VALUE]... --engine ...
                   --games N --tc BASE+INC|movetime=MS|depth=N|nodes=N
                   [--openings FILE [--openings-order random|sequential]] [--repeat]
                   [--concurrency K] [--pgn FILE] [--sgf FILE] [--psq FILE]
                   [--sprt elo0=E0 elo1=E1 alpha=A beta=B] [--seed S]
                   [--draw movenumber=N movecount=M score=S] [--resign movecount=M score=S]
                   [--maxplies N] [--timemargin MS] [--move-timeout S] [--handshake-timeout S]
Three or more engines play a round robin; --games counts games per pairing; an engine's tc=
overrides --tc for that engine.
The results table goes to stdout, progress to stderr.";

fn usage(msg: impl Into<String>) -> MatchError {
    MatchError::Usage(msg.into())
}

fn kv(word: &str) -> Result<(&str, &str), MatchError> {
    word.split_once('=')
        .ok_or_else(|| usage(format!("expected key=value, got '{word}'")))
}

fn num<T: std::str::FromStr>(key: &str, v: &str) -> Result<T, MatchError> {
    v.parse()
        .map_err(|_| usage(format!("{key}: '{v}' is not a valid number")))
}

fn engine(words: &[String], index: usize) -> Result<EngineSpec, MatchError> {
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
    for w in words {
        let (k, v) = kv(w)?;
        match k {
            "cmd" => {
                let mut parts = v.split_whitespace().map(String::from);
                spec.program = parts.next().unwrap_or_default();
                spec.args.extend(parts);
            }
            "arg" => spec.args.push(v.to_string()),
            "dir" => spec.dir = Some(v.to_string()),
            "tc" => spec.tc = Some(v.parse().map_err(usage)?),
            "name" => spec.display_name = Some(v.to_string()),
            "proto" | "protocol" => spec.protocol = Some(v.parse().map_err(usage)?),
            "ranks" => {
                spec.one_based_ranks = Some(match v {
                    "0" => false,
                    "1" => true,
                    _ => return Err(usage("ranks= takes 0 or 1")),
                })
            }
            _ => match k.strip_prefix("option.") {
                Some(name) if !name.is_empty() => {
                    spec.options.push((name.to_string(), v.to_string()))
                }
                _ => return Err(usage(format!("unknown engine setting '{k}'"))),
            },
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

/// Reads the arguments after `match` into a configuration. `game` is the global `--game`, if the
/// caller already parsed it.
pub fn parse(args: &[String], game: Option<Variant>) -> Result<MatchConfig, MatchError> {
    let mut cfg = MatchConfig {
        variant: game.unwrap_or(Variant::TICTACTOE),
        engines: Vec::new(),
        games: 2,
        tc: TimeControl::MoveTime(100),
        openings: Vec::new(),
        random_order: false,
        repeat: false,
        concurrency: 1,
        pgn: None,
        sgf: None,
        psq: None,
        sprt: None,
        seed: 1,
        draw: None,
        resign: None,
        max_plies: None,
        margin_ms: 100,
        move_timeout: Duration::from_secs(60),
    };
    let mut openings_path = None;
    let mut tc_given = false;
    let mut handshake = None;
    let mut i = 0;
    let group = |i: &mut usize| -> Vec<String> {
        let mut out = Vec::new();
        while *i < args.len() && !args[*i].starts_with("--") {
            out.push(args[*i].clone());
            *i += 1;
        }
        out
    };
    while i < args.len() {
        let flag = args[i].clone();
        i += 1;
        let mut value = || -> Result<String, MatchError> {
            let v = args
                .get(i)
                .cloned()
                .ok_or_else(|| usage(format!("{flag} needs a value")))?;
            i += 1;
            Ok(v)
        };
        match flag.as_str() {
            "--game" | "--variant" => {
                cfg.variant = value()?
                    .parse()
                    .map_err(|e: crate::game::VariantError| usage(e.to_string()))?
            }
            "--engine" => {
                let words = group(&mut i);
                let n = cfg.engines.len() + 1;
                cfg.engines.push(engine(&words, n)?);
            }
            "--games" => cfg.games = num("--games", &value()?)?,
            "--rounds" => cfg.games = num("--rounds", &value()?)?,
            "--tc" => {
                cfg.tc = value()?.parse().map_err(usage)?;
                tc_given = true;
            }
            "--openings" => openings_path = Some(value()?),
            "--openings-order" => {
                cfg.random_order = match value()?.as_str() {
                    "random" => true,
                    "sequential" => false,
                    o => {
                        return Err(usage(format!(
                            "--openings-order: '{o}' (random|sequential)"
                        )))
                    }
                }
            }
            "--repeat" => cfg.repeat = true,
            "--concurrency" => cfg.concurrency = num("--concurrency", &value()?)?,
            "--pgn" | "--pgnout" => cfg.pgn = Some(value()?),
            "--sgf" => cfg.sgf = Some(value()?),
            "--psq" => cfg.psq = Some(value()?),
            "--seed" => cfg.seed = num("--seed", &value()?)?,
            "--maxplies" => cfg.max_plies = Some(num("--maxplies", &value()?)?),
            "--timemargin" => cfg.margin_ms = num("--timemargin", &value()?)?,
            "--move-timeout" => {
                cfg.move_timeout = Duration::from_secs_f64(
                    num::<f64>("--move-timeout", &value()?)?.clamp(0.01, 1e6),
                )
            }
            "--handshake-timeout" => {
                handshake = Some(Duration::from_secs_f64(
                    num::<f64>("--handshake-timeout", &value()?)?.clamp(0.01, 1e6),
                ))
            }
            "--sprt" => {
                let mut s = Sprt {
                    elo0: 0.0,
                    elo1: 5.0,
                    alpha: 0.05,
                    beta: 0.05,
                };
                for w in group(&mut i) {
                    let (k, v) = kv(&w)?;
                    let x: f64 = num(k, v)?;
                    match k {
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
                cfg.sprt = Some(s);
            }
            "--draw" => {
                let mut d = DrawRule {
                    movenumber: 0,
                    movecount: 1,
                    score: 0,
                };
                for w in group(&mut i) {
                    let (k, v) = kv(&w)?;
                    match k {
                        "movenumber" => d.movenumber = num(k, v)?,
                        "movecount" => d.movecount = num(k, v)?,
                        "score" => d.score = num(k, v)?,
                        _ => return Err(usage(format!("--draw: unknown '{k}'"))),
                    }
                }
                cfg.draw = Some(d);
            }
            "--resign" => {
                let mut r = ResignRule {
                    movecount: 1,
                    score: 1000,
                };
                for w in group(&mut i) {
                    let (k, v) = kv(&w)?;
                    match k {
                        "movecount" => r.movecount = num(k, v)?,
                        "score" => r.score = num(k, v)?,
                        _ => return Err(usage(format!("--resign: unknown '{k}'"))),
                    }
                }
                cfg.resign = Some(r);
            }
            other => return Err(usage(format!("unknown argument '{other}'\n{USAGE}"))),
        }
    }
    if cfg.engines.len() < 2 {
        return Err(usage(format!(
            "a match needs at least two --engine\n{USAGE}"
        )));
    }
    if !tc_given {
        return Err(usage(
            "--tc is required (BASE+INC seconds, movetime=MS, depth=N or nodes=N)",
        ));
    }
    if cfg.games == 0 {
        return Err(usage("--games must be at least 1"));
    }
    if let Some(h) = handshake {
        for e in &mut cfg.engines {
            e.handshake_timeout = h;
        }
    }
    if let Some(p) = openings_path {
        cfg.openings = openings::load(cfg.variant, &p)?;
    }
    Ok(cfg)
}

/// Runs `sente match ARGS`: the exit code is 0 on success, 2 on a usage error, 1 when the match
/// could not run.
pub fn run(
    args: &[String],
    game: Option<Variant>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        let _ = writeln!(out, "{USAGE}");
        return 0;
    }
    let cfg = match parse(args, game) {
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
