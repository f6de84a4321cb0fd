//! The `key=value` words of `sente match`: the value parsers clap calls for each word (engine
//! settings, time controls, numbers) and the folding of a group of words into an [`EngineSpec`],
//! an SPRT, a draw or a resign rule.

use crate::cli_error::ValueError;
use crate::game::Variant;
use crate::protocol::Protocol;
use crate::tournament::judge::{DrawRule, ResignRule};
use crate::tournament::shard::Shard;
use crate::tournament::stats::Sprt;
use crate::tournament::{EngineSpec, MatchError, TimeControl};

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

pub(super) fn key_value(word: &str) -> Result<(String, String), ValueError> {
    word.split_once('=')
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .ok_or_else(|| ValueError(format!("expected key=value, got '{word}'")))
}

pub(super) fn engine_setting(word: &str) -> Result<EngineSetting, ValueError> {
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

pub(super) fn time_control(s: &str) -> Result<TimeControl, ValueError> {
    s.parse().map_err(ValueError)
}

pub(super) fn shard(s: &str) -> Result<Shard, ValueError> {
    s.parse().map_err(ValueError)
}

pub(super) fn variant(s: &str) -> Result<Variant, ValueError> {
    s.parse()
        .map_err(|e: crate::game::VariantError| ValueError(e.to_string()))
}

pub(super) fn order(s: &str) -> Result<bool, ValueError> {
    match s {
        "random" => Ok(true),
        "sequential" => Ok(false),
        o => Err(ValueError(format!(
            "--openings-order: '{o}' (random|sequential)"
        ))),
    }
}

/// A parser of a number for `key`.
pub(super) fn num<T: std::str::FromStr>(
    key: &'static str,
) -> impl Fn(&str) -> Result<T, ValueError> + Clone + Send + Sync + 'static {
    move |v: &str| {
        v.parse()
            .map_err(|_| ValueError(format!("{key}: '{v}' is not a valid number")))
    }
}

pub(super) fn usage(msg: impl Into<String>) -> MatchError {
    MatchError::Usage(msg.into())
}

/// The engine of one `--engine` group, the `index`-th (from 1).
pub(super) fn engine(settings: &[EngineSetting], index: usize) -> Result<EngineSpec, MatchError> {
    let mut spec = EngineSpec {
        name: format!("engine{index}"),
        display_name: None,
        program: String::new(),
        args: Vec::new(),
        dir: None,
        protocol: None,
        options: Vec::new(),
        one_based_ranks: None,
        handshake_timeout: crate::tournament::driver::HANDSHAKE_TIMEOUT,
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
pub(super) fn word_num<T: std::str::FromStr>(key: &str, v: &str) -> Result<T, MatchError> {
    v.parse()
        .map_err(|_| usage(format!("{key}: '{v}' is not a valid number")))
}

pub(super) fn sprt(words: &[(String, String)]) -> Result<Sprt, MatchError> {
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

pub(super) fn draw(words: &[(String, String)]) -> Result<DrawRule, MatchError> {
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

pub(super) fn resign(words: &[(String, String)]) -> Result<ResignRule, MatchError> {
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
