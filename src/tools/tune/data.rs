//! Loading training data: every line of the data file is a [`DataLine`]; its FEN is set up with
//! [`AnyGame::from_fen`] and its evaluation trace taken once. Traces are stored compactly — one flat
//! vector of `(parameter, coefficient)` terms with per-position offsets, repeated parameters merged
//! and zero coefficients dropped — and turned to the **first player's** point of view (negated when
//! the second player is to move), the view of the line's score and result. Lines are parsed in
//! parallel chunks and merged in file order, so the first bad line is the one reported.

use super::TuneError;
use crate::core::Side;
use crate::game::tuning::Trace;
use crate::game::{AnyGame, Variant};
use crate::tools::datafile::DataLine;
use rayon::prelude::*;
use std::path::Path;

/// Positions parsed per parallel task.
const CHUNK: usize = 4096;

/// Training positions: traces, search scores and results, all from the first player's view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Dataset {
    /// Start of each position's terms in `terms`; one more entry than positions.
    pub offsets: Vec<u64>,
    /// `(parameter index, coefficient)` of every position, back to back.
    pub terms: Vec<(u32, f32)>,
    /// The part of each evaluation that no parameter moves.
    pub constant: Vec<f32>,
    /// Search score of each position (engine units).
    pub score: Vec<f32>,
    /// Game result of each position: 1, 0.5 or 0.
    pub result: Vec<f32>,
}

impl Dataset {
    /// An empty dataset.
    pub fn new() -> Dataset {
        Dataset {
            offsets: vec![0],
            ..Dataset::default()
        }
    }

    /// Number of positions.
    pub fn len(&self) -> usize {
        self.offsets.len().saturating_sub(1)
    }

    /// True when there is no position.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Appends a position whose trace is `trace` seen by the side to move; `flip` turns it to the
    /// first player's view.
    pub fn push(&mut self, trace: &Trace, flip: bool, score: f32, result: f32) {
        let sign = if flip { -1.0 } else { 1.0 };
        let start = self.terms.len();
        self.terms
            .extend(trace.terms.iter().map(|&(i, c)| (i, sign * c)));
        merge_terms(&mut self.terms, start);
        self.offsets.push(self.terms.len() as u64);
        self.constant
            .push((f64::from(sign) * trace.constant) as f32);
        self.score.push(score);
        self.result.push(result);
    }

    /// The terms of position `i`.
    #[inline]
    pub fn terms_of(&self, i: usize) -> &[(u32, f32)] {
        &self.terms[self.offsets[i] as usize..self.offsets[i + 1] as usize]
    }

    /// The evaluation of position `i` (first player's view) for parameter values `w`.
    #[inline]
    pub fn eval(&self, i: usize, w: &[f64]) -> f64 {
        self.constant[i] as f64
            + self
                .terms_of(i)
                .iter()
                .map(|&(j, c)| c as f64 * w[j as usize])
                .sum::<f64>()
    }

    /// Appends every position of `other`.
    fn append(&mut self, other: Dataset) {
        let base = self.terms.len() as u64;
        self.terms.extend(other.terms);
        self.offsets
            .extend(other.offsets[1..].iter().map(|&o| o + base));
        self.constant.extend(other.constant);
        self.score.extend(other.score);
        self.result.extend(other.result);
    }
}

/// Sorts `terms[start..]` by parameter, adds up repeated parameters and drops zero coefficients.
fn merge_terms(terms: &mut Vec<(u32, f32)>, start: usize) {
    terms[start..].sort_unstable_by_key(|&(i, _)| i);
    let mut out = start;
    for k in start..terms.len() {
        let (i, c) = terms[k];
        if out > start && terms[out - 1].0 == i {
            terms[out - 1].1 += c;
        } else {
            terms[out] = (i, c);
            out += 1;
        }
    }
    terms.truncate(out);
    let mut kept = start;
    for k in start..terms.len() {
        if terms[k].1 != 0.0 {
            terms[kept] = terms[k];
            kept += 1;
        }
    }
    terms.truncate(kept);
}

/// Reads and traces every line of `path` for `variant`; an empty file is refused.
pub fn load(path: &Path, variant: Variant) -> Result<Dataset, TuneError> {
    let text = std::fs::read_to_string(path).map_err(|e| TuneError::Read {
        file: path.display().to_string(),
        reason: e.to_string(),
    })?;
    let lines: Vec<&str> = text.lines().collect();
    let file = path.display().to_string();
    let parts: Vec<Result<Dataset, TuneError>> = lines
        .par_chunks(CHUNK)
        .enumerate()
        .map(|(c, chunk)| parse_chunk(chunk, c * CHUNK, variant, &file))
        .collect();
    let mut data = Dataset::new();
    for part in parts {
        data.append(part?);
    }
    if data.is_empty() {
        return Err(TuneError::EmptyData(file));
    }
    Ok(data)
}

/// Parses lines whose first has index `first` (0-based) in the file.
fn parse_chunk(
    lines: &[&str],
    first: usize,
    variant: Variant,
    file: &str,
) -> Result<Dataset, TuneError> {
    let mut data = Dataset::new();
    let mut trace = Trace::default();
    for (k, line) in lines.iter().enumerate() {
        let at = |reason: String| TuneError::Line {
            file: file.to_string(),
            line: first + k + 1,
            reason,
        };
        if line.trim().is_empty() {
            return Err(at("empty line".into()));
        }
        let entry: DataLine = line.parse().map_err(|e| at(format!("{e}")))?;
        let game =
            AnyGame::from_fen(variant, &entry.fen).map_err(|e| at(format!("bad FEN: {e}")))?;
        game.eval_trace(&mut trace);
        let flip = game.side_to_move() == Side::Second;
        data.push(&trace, flip, entry.score as f32, entry.result);
    }
    Ok(data)
}

/// A seeded split of `0..n` into training and validation indices (`validation` is the held-out
/// fraction, rounded down; the training set keeps at least one position).
pub fn split(n: usize, validation: f64, seed: u64) -> (Vec<u32>, Vec<u32>) {
    let mut order: Vec<u32> = (0..n as u32).collect();
    shuffle(&mut order, seed);
    let held = ((n as f64 * validation) as usize).min(n.saturating_sub(1));
    let valid = order.split_off(n - held);
    (order, valid)
}

/// Fisher–Yates shuffle with the project's seeded generator.
pub fn shuffle(items: &mut [u32], seed: u64) {
    let mut rng = crate::core::Rng::new(seed);
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i + 1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merges_and_flips_terms() {
        let trace = Trace {
            constant: 3.0,
            terms: vec![(4, 1.0), (1, 2.0), (4, 1.0), (2, 1.0), (2, -1.0)],
        };
        let mut d = Dataset::new();
        d.push(&trace, true, 10.0, 1.0);
        assert_eq!(d.terms_of(0), &[(1, -2.0), (4, -2.0)]);
        assert_eq!(d.constant, vec![-3.0]);
        let w = [0.0, 1.0, 5.0, 0.0, 10.0];
        assert_eq!(d.eval(0, &w), -3.0 - 2.0 - 20.0);
    }

    #[test]
    fn split_is_seeded_and_complete() {
        let (t, v) = split(100, 0.1, 7);
        assert_eq!((t.len(), v.len()), (90, 10));
        assert_eq!(split(100, 0.1, 7), (t.clone(), v.clone()));
        let mut all: Vec<u32> = t.into_iter().chain(v).collect();
        all.sort_unstable();
        assert_eq!(all, (0..100).collect::<Vec<u32>>());
        assert_eq!(split(1, 0.5, 1).0.len(), 1);
    }
}
