//! `sente tune`: Texel fitting of an evaluation's parameter vector. The data file's positions are
//! traced once ([`data`]), split into training and validation sets by a seed, the prediction's scale
//! `K` is fitted to the game results at the compiled-in weights ([`kfit`]), then Adam moves every
//! weight to lower the mean squared error against the blended targets ([`optim`], [`loss`]), and
//! the rounded weights are written as a parameter file ([`writer`]) to be copied over the
//! evaluator's `params.rs`. Works for any game whose evaluator implements
//! [`Tunable`](crate::game::tuning::Tunable) with at least one parameter.
//!
//! Progress goes to the `progress` callback (stderr in the binary), one line per stage and epoch;
//! nothing is printed to stdout.

pub mod data;
pub mod kfit;
pub mod loss;
pub mod optim;
pub mod writer;

use crate::game::{AnyGame, Variant};
use optim::{Problem, TrainOptions};
use std::path::PathBuf;
use thiserror::Error;

/// Everything `sente tune` was asked to do.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    /// The game whose evaluation is tuned.
    pub variant: Variant,
    /// The training data (`FEN | score | result` lines).
    pub data: PathBuf,
    /// Passes over the training set.
    pub epochs: usize,
    /// Adam's step size (engine units per step, roughly).
    pub lr: f64,
    /// Weight of the game result in the target (the rest is the search score).
    pub lambda: f64,
    /// Fraction of the positions held out for validation.
    pub validation: f64,
    /// Positions per gradient step.
    pub batch: usize,
    /// Seed of the split and the shuffles.
    pub seed: u64,
    /// Where the parameter file goes.
    pub out: PathBuf,
    /// Overwrite `out` if it exists.
    pub force: bool,
    /// The title in the file's first line (default: the game's evaluator name).
    pub title: Option<String>,
    /// Name prefixes of the parameters to fit; empty: every parameter. The others keep their
    /// compiled-in values.
    pub only: Vec<String>,
}

/// Why tuning stopped.
#[derive(Debug, Error)]
pub enum TuneError {
    /// An option out of its range.
    #[error("{0}")]
    Option(String),
    /// `--only` matches no parameter of the evaluator.
    #[error("no parameter of the {game} evaluation starts with {prefixes}")]
    NoMatch {
        /// The game's name.
        game: String,
        /// The prefixes as given.
        prefixes: String,
    },
    /// The game's evaluator exposes nothing to tune.
    #[error("the evaluation of {0} has no tunable parameters")]
    NoParameters(String),
    /// The data file could not be read.
    #[error("cannot read {file}: {reason}")]
    Read {
        /// The file.
        file: String,
        /// The system's reason.
        reason: String,
    },
    /// A line of the data file was refused.
    #[error("{file}:{line}: {reason}")]
    Line {
        /// The file.
        file: String,
        /// 1-based line number.
        line: usize,
        /// What is wrong with it.
        reason: String,
    },
    /// The data file holds no position.
    #[error("{0}: no positions")]
    EmptyData(String),
    /// The results carry no information to fit the scaling to.
    #[error("cannot fit K: the results do not depend on the evaluation (K = {0:.4})")]
    FlatResults(f64),
    /// The output exists and `--force` was not given.
    #[error("{0} exists (use --force to overwrite)")]
    Exists(String),
    /// The output could not be written.
    #[error("cannot write {file}: {reason}")]
    Write {
        /// The file.
        file: String,
        /// The system's reason.
        reason: String,
    },
}

/// What a tuning run achieved.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// Positions loaded (training + validation).
    pub positions: usize,
    /// Parameters tuned.
    pub parameters: usize,
    /// The fitted scaling.
    pub k: f64,
    /// Training and validation loss at the compiled-in weights.
    pub before: (f64, Option<f64>),
    /// Training and validation loss at the written (rounded) weights.
    pub after: (f64, Option<f64>),
}

impl Config {
    /// Refuses absurd settings before any work is done.
    pub fn check(&self) -> Result<(), TuneError> {
        let bad = |m: String| Err(TuneError::Option(m));
        if self.epochs == 0 || self.epochs > 1_000_000 {
            return bad(format!("--epochs must be 1..1000000, not {}", self.epochs));
        }
        if !(self.lr > 0.0 && self.lr <= 1e6) {
            return bad(format!(
                "--lr must be above 0 (and at most 1e6), not {}",
                self.lr
            ));
        }
        if !(0.0..=1.0).contains(&self.lambda) {
            return bad(format!("--lambda must be within 0..1, not {}", self.lambda));
        }
        if !(0.0..1.0).contains(&self.validation) {
            return bad(format!(
                "--validation must be at least 0 and below 1, not {}",
                self.validation
            ));
        }
        if self.batch == 0 {
            return bad("--batch must be at least 1".into());
        }
        Ok(())
    }
}

/// The title a game's parameter file carries by default.
pub fn default_title(variant: Variant) -> String {
    variant.name()
}

/// Refuses an evaluator without parameters.
pub fn check_params(params: &[(&str, i32)], variant: Variant) -> Result<(), TuneError> {
    if params.is_empty() {
        return Err(TuneError::NoParameters(variant.name()));
    }
    Ok(())
}

/// Runs the whole tuning; `progress` receives human-readable lines.
pub fn run(config: &Config, mut progress: impl FnMut(&str)) -> Result<Summary, TuneError> {
    config.check()?;
    let params = AnyGame::new(config.variant).eval_params();
    check_params(&params, config.variant)?;
    let free = free_params(&params, &config.only, config.variant)?;
    let out = config.out.display().to_string();
    check_out(config)?;
    let started = std::time::Instant::now();
    let data = data::load(&config.data, config.variant)?;
    if let Some(&(j, _)) = data
        .terms
        .iter()
        .find(|&&(j, _)| j as usize >= params.len())
    {
        panic!("the evaluator traced parameter {j} of {}", params.len());
    }
    let (train_idx, valid_idx) = data::split(data.len(), config.validation, config.seed);
    let tuned = free.iter().filter(|&&f| f).count();
    progress(&format!(
        "loaded {} positions ({} training, {} validation), {} parameters to fit, {} terms, {:.1}s",
        data.len(),
        train_idx.len(),
        valid_idx.len(),
        tuned,
        data.terms.len(),
        started.elapsed().as_secs_f64()
    ));
    let mut w: Vec<f64> = params.iter().map(|&(_, v)| v as f64).collect();
    let k = kfit::fit_k(&data, &train_idx, &w);
    if k < 1e-3 {
        return Err(TuneError::FlatResults(k));
    }
    let target = kfit::targets(&data, config.lambda, k);
    let problem = Problem {
        data: &data,
        train: &train_idx,
        valid: &valid_idx,
        target: &target,
        k,
    };
    let before = problem.losses(&w);
    progress(&format!(
        "K = {k:.4}; before: train {:.6} validation {}",
        before.0,
        show(before.1)
    ));
    let opts = TrainOptions {
        epochs: config.epochs,
        lr: config.lr,
        batch: config.batch,
        seed: config.seed,
    };
    optim::train(&problem, &mut w, &free, &opts, |p| {
        progress(&format!(
            "epoch {}/{}  train {:.6}  validation {}  elapsed {:.1}s  {:.0} positions/s",
            p.epoch,
            config.epochs,
            p.train_loss,
            show(p.valid_loss),
            p.elapsed.as_secs_f64(),
            p.positions_per_sec
        ));
    });
    let rounded: Vec<i32> = w.iter().map(|x| x.round() as i32).collect();
    let after = problem.losses(&rounded.iter().map(|&v| v as f64).collect::<Vec<f64>>());
    let pairs: Vec<(&str, i32)> = params.iter().map(|&(n, _)| n).zip(rounded).collect();
    let title = config
        .title
        .clone()
        .unwrap_or_else(|| default_title(config.variant));
    write_out(config, &writer::render(&title, &pairs))?;
    progress(&format!(
        "after (rounded): train {:.6} validation {}; wrote {out}",
        after.0,
        show(after.1)
    ));
    Ok(Summary {
        positions: data.len(),
        parameters: tuned,
        k,
        before,
        after,
    })
}

/// Which parameters are fitted: those whose names start with one of `only`'s prefixes, or every
/// one when `only` is empty; refused when the prefixes match nothing.
pub fn free_params(
    params: &[(&str, i32)],
    only: &[String],
    variant: Variant,
) -> Result<Vec<bool>, TuneError> {
    let free: Vec<bool> = params
        .iter()
        .map(|&(name, _)| only.is_empty() || only.iter().any(|p| name.starts_with(p.as_str())))
        .collect();
    if !free.iter().any(|&f| f) {
        return Err(TuneError::NoMatch {
            game: variant.name(),
            prefixes: only.join(","),
        });
    }
    Ok(free)
}

/// A loss for the progress lines (`-` without a validation set).
fn show(loss: Option<f64>) -> String {
    loss.map_or_else(|| "-".into(), |l| format!("{l:.6}"))
}

/// Refuses, before any work, an output that exists (without `force`), is a directory, or whose
/// directory does not exist.
fn check_out(config: &Config) -> Result<(), TuneError> {
    let out = config.out.display().to_string();
    let cannot = |reason: &str| TuneError::Write {
        file: out.clone(),
        reason: reason.into(),
    };
    if config.out.is_dir() {
        return Err(cannot("it is a directory"));
    }
    if config.out.exists() && !config.force {
        return Err(TuneError::Exists(out));
    }
    let dir = match config.out.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => std::path::Path::new("."),
    };
    if !dir.is_dir() {
        return Err(cannot("no such directory"));
    }
    Ok(())
}

/// Writes the file, refusing to replace an existing one without `force`.
fn write_out(config: &Config, text: &str) -> Result<(), TuneError> {
    use std::io::Write;
    let out = config.out.display().to_string();
    let mut options = std::fs::OpenOptions::new();
    options.write(true);
    if config.force {
        options.create(true).truncate(true);
    } else {
        options.create_new(true);
    }
    let mut file = options.open(&config.out).map_err(|e| match e.kind() {
        std::io::ErrorKind::AlreadyExists => TuneError::Exists(out.clone()),
        _ => TuneError::Write {
            file: out.clone(),
            reason: e.to_string(),
        },
    })?;
    file.write_all(text.as_bytes())
        .map_err(|e| TuneError::Write {
            file: out,
            reason: e.to_string(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_an_evaluator_without_parameters() {
        let e = check_params(&[], Variant::Xiangqi).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the evaluation of xiangqi has no tunable parameters"
        );
        assert!(check_params(&[("a", 1)], Variant::Xiangqi).is_ok());
    }

    #[test]
    fn only_selects_parameters_by_prefix() {
        let params = [("psq_a", 1), ("pse_a", 2), ("tempo", 3)];
        let all = free_params(&params, &[], Variant::Xiangqi).unwrap();
        assert_eq!(all, [true, true, true]);
        let some = free_params(&params, &["pse_".into(), "tempo".into()], Variant::Xiangqi);
        assert_eq!(some.unwrap(), [false, true, true]);
        let none = free_params(&params, &["mobility".into()], Variant::Xiangqi).unwrap_err();
        assert_eq!(
            none.to_string(),
            "no parameter of the xiangqi evaluation starts with mobility"
        );
    }
}
