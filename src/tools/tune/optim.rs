//! The optimiser: Adam over every parameter, on mini-batches of the shuffled training set (a fresh
//! seeded order each epoch). After each epoch the full training and validation losses are measured
//! and handed to a progress callback. Deterministic for a seed (the gradient sums do not depend on the
//! thread count, see [`loss`](super::loss)).

use super::data::{shuffle, Dataset};
use super::loss::{gradient, loss};
use std::time::{Duration, Instant};

/// Adam's moment decay rates and the denominator's guard.
const BETA1: f64 = 0.9;
const BETA2: f64 = 0.999;
const EPSILON: f64 = 1e-8;

/// Adam's state for a parameter vector.
#[derive(Clone, Debug)]
pub struct Adam {
    lr: f64,
    m: Vec<f64>,
    v: Vec<f64>,
    t: i32,
}

impl Adam {
    /// A fresh optimiser for `n` parameters with step size `lr` (engine units per step, roughly).
    pub fn new(n: usize, lr: f64) -> Adam {
        Adam {
            lr,
            m: vec![0.0; n],
            v: vec![0.0; n],
            t: 0,
        }
    }

    /// One step of the weights `w` against the gradient `g`.
    pub fn step(&mut self, w: &mut [f64], g: &[f64]) {
        self.t += 1;
        let c1 = 1.0 - BETA1.powi(self.t);
        let c2 = 1.0 - BETA2.powi(self.t);
        for (((w, &g), m), v) in w.iter_mut().zip(g).zip(&mut self.m).zip(&mut self.v) {
            *m = BETA1 * *m + (1.0 - BETA1) * g;
            *v = BETA2 * *v + (1.0 - BETA2) * g * g;
            *w -= self.lr * (*m / c1) / ((*v / c2).sqrt() + EPSILON);
        }
    }
}

/// How long and how fast to train.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrainOptions {
    /// Passes over the training set.
    pub epochs: usize,
    /// Adam's step size.
    pub lr: f64,
    /// Positions per gradient step.
    pub batch: usize,
    /// Seed of the per-epoch shuffles.
    pub seed: u64,
}

/// The state after one epoch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// Epoch number, from 1.
    pub epoch: usize,
    /// Mean squared error on the training set.
    pub train_loss: f64,
    /// Mean squared error on the validation set (`None` without one).
    pub valid_loss: Option<f64>,
    /// Time since training started.
    pub elapsed: Duration,
    /// Training positions per second of gradient work in this epoch.
    pub positions_per_sec: f64,
}

/// The positions the loss is measured on, with their targets, and the scaling `k`.
#[derive(Clone, Copy, Debug)]
pub struct Problem<'a> {
    /// All positions.
    pub data: &'a Dataset,
    /// Training indices into `data`.
    pub train: &'a [u32],
    /// Validation indices into `data`.
    pub valid: &'a [u32],
    /// Target of each position of `data`.
    pub target: &'a [f32],
    /// Prediction scaling.
    pub k: f64,
}

impl Problem<'_> {
    /// Training and validation loss for weights `w`.
    pub fn losses(&self, w: &[f64]) -> (f64, Option<f64>) {
        let train = loss(self.data, self.train, self.target, w, self.k);
        let valid =
            (!self.valid.is_empty()).then(|| loss(self.data, self.valid, self.target, w, self.k));
        (train, valid)
    }
}

/// Moves the weights of `w` marked in `free` to lower the training loss of `problem` (the others
/// stay as they are); calls `report` after every epoch.
pub fn train(
    problem: &Problem,
    w: &mut [f64],
    free: &[bool],
    opts: &TrainOptions,
    mut report: impl FnMut(&Progress),
) {
    let start = Instant::now();
    let mut adam = Adam::new(w.len(), opts.lr);
    let mut order = problem.train.to_vec();
    let mut seed = opts.seed;
    for epoch in 1..=opts.epochs {
        let (next, epoch_seed) = crate::core::zobrist::splitmix64(seed);
        seed = next;
        shuffle(&mut order, epoch_seed);
        let work = Instant::now();
        for batch in order.chunks(opts.batch.max(1)) {
            let (_, mut g) = gradient(problem.data, batch, problem.target, w, problem.k);
            for (g, &f) in g.iter_mut().zip(free) {
                if !f {
                    *g = 0.0;
                }
            }
            adam.step(w, &g);
        }
        let secs = work.elapsed().as_secs_f64().max(1e-9);
        let (train_loss, valid_loss) = problem.losses(w);
        report(&Progress {
            epoch,
            train_loss,
            valid_loss,
            elapsed: start.elapsed(),
            positions_per_sec: order.len() as f64 / secs,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rng;
    use crate::game::tuning::Trace;
    use crate::tools::tune::data::split;
    use crate::tools::tune::loss::predict;

    /// Synthetic positions from known weights, results drawn from the sigmoid of the known
    /// evaluation: training from zero weights finds the known weights again.
    #[test]
    fn recovers_known_weights() {
        let truth = [100.0, 300.0, -50.0, 20.0];
        let mut rng = Rng::new(42);
        let mut data = Dataset::new();
        for _ in 0..60_000 {
            let mut t = Trace {
                constant: 25.0,
                terms: Vec::new(),
            };
            for (j, _) in truth.iter().enumerate() {
                t.add(j, rng.below(5) as f32 - 2.0);
            }
            let flip = rng.below(2) == 1;
            let mut eval = t.score(&truth);
            if flip {
                eval = -eval;
            }
            let result = if rng.next_f64() < predict(eval, 1.0) {
                1.0
            } else {
                0.0
            };
            data.push(&t, flip, 0.0, result);
        }
        let (train_idx, valid_idx) = split(data.len(), 0.1, 5);
        let problem = Problem {
            data: &data,
            train: &train_idx,
            valid: &valid_idx,
            target: &data.result,
            k: 1.0,
        };
        let mut w = vec![0.0; truth.len()];
        let opts = TrainOptions {
            epochs: 60,
            lr: 5.0,
            batch: 4096,
            seed: 9,
        };
        let mut last = None;
        train(&problem, &mut w, &[true; 4], &opts, |p| last = Some(*p));
        let last = last.unwrap();
        assert_eq!(last.epoch, 60);
        for (got, want) in w.iter().zip(truth) {
            assert!(
                (got - want).abs() < 0.12 * want.abs().max(50.0),
                "{w:?} vs {truth:?}"
            );
        }
        // Same seed, same weights.
        let mut again = vec![0.0; truth.len()];
        train(&problem, &mut again, &[true; 4], &opts, |_| {});
        assert_eq!(w, again);
        // Frozen weights stay where they were.
        let mut partial = vec![0.0; truth.len()];
        train(
            &problem,
            &mut partial,
            &[true, false, true, false],
            &opts,
            |_| {},
        );
        assert_eq!((partial[1], partial[3]), (0.0, 0.0));
        assert!(partial[0] != 0.0 && partial[2] != 0.0);
    }

    #[test]
    fn adam_descends_a_bowl() {
        let mut w = vec![10.0, -4.0];
        let mut adam = Adam::new(2, 0.1);
        for _ in 0..2000 {
            let g: Vec<f64> = w.iter().map(|x| 2.0 * (x - 1.0)).collect();
            adam.step(&mut w, &g);
        }
        assert!(w.iter().all(|x| (x - 1.0).abs() < 1e-2), "{w:?}");
    }
}
