//! The Texel loss and its gradient. A position's prediction is `sigmoid(K · eval / 400)` with
//! `sigmoid(x) = 1 / (1 + e^-x)`, eval in engine units from the first player's view; the loss is the
//! mean squared error against the position's target. Sums run in parallel (rayon) over fixed chunks
//! of positions and are added up in chunk order, so the result does not depend on the thread count.

use super::data::Dataset;
use rayon::prelude::*;

/// Engine units per unit of the sigmoid's argument at `K = 1`.
pub const SCALE: f64 = 400.0;

/// Positions per parallel task.
const CHUNK: usize = 1024;

/// The logistic function.
#[inline]
pub fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The predicted score (first player's expectation) of an evaluation for scaling `k`.
#[inline]
pub fn predict(eval: f64, k: f64) -> f64 {
    sigmoid(k * eval / SCALE)
}

/// Mean squared error over the positions `idx` for weights `w`, scaling `k` and per-position
/// targets `target` (indexed by position). 0 for an empty set.
pub fn loss(data: &Dataset, idx: &[u32], target: &[f32], w: &[f64], k: f64) -> f64 {
    if idx.is_empty() {
        return 0.0;
    }
    let parts: Vec<f64> = idx
        .par_chunks(CHUNK)
        .map(|chunk| {
            chunk
                .iter()
                .map(|&i| {
                    let e = predict(data.eval(i as usize, w), k) - target[i as usize] as f64;
                    e * e
                })
                .sum::<f64>()
        })
        .collect();
    parts.iter().sum::<f64>() / idx.len() as f64
}

/// The loss over `idx` and its gradient with respect to every weight.
pub fn gradient(data: &Dataset, idx: &[u32], target: &[f32], w: &[f64], k: f64) -> (f64, Vec<f64>) {
    let n = w.len();
    if idx.is_empty() {
        return (0.0, vec![0.0; n]);
    }
    let parts: Vec<(f64, Vec<f64>)> = idx
        .par_chunks(CHUNK)
        .map(|chunk| {
            let mut g = vec![0.0; n];
            let mut sum = 0.0;
            for &i in chunk {
                let i = i as usize;
                let p = predict(data.eval(i, w), k);
                let err = p - target[i] as f64;
                sum += err * err;
                // d/dw_j (p - t)^2 = 2 (p - t) p (1 - p) (k / SCALE) coef_j
                let factor = 2.0 * err * p * (1.0 - p) * k / SCALE;
                for &(j, c) in data.terms_of(i) {
                    g[j as usize] += factor * c as f64;
                }
            }
            (sum, g)
        })
        .collect();
    let scale = 1.0 / idx.len() as f64;
    let mut grad = vec![0.0; n];
    let mut total = 0.0;
    for (sum, g) in parts {
        total += sum;
        for (a, b) in grad.iter_mut().zip(g) {
            *a += b;
        }
    }
    grad.iter_mut().for_each(|g| *g *= scale);
    (total * scale, grad)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rng;
    use crate::game::tuning::Trace;

    /// The analytic gradient agrees with central finite differences.
    #[test]
    fn gradient_matches_finite_differences() {
        let mut rng = Rng::new(11);
        let mut data = Dataset::new();
        let mut target = Vec::new();
        for _ in 0..300 {
            let mut t = Trace {
                constant: rng.next_f64() * 40.0 - 20.0,
                terms: Vec::new(),
            };
            for j in 0..6 {
                t.add(j, (rng.below(7) as f32) - 3.0);
            }
            data.push(&t, rng.below(2) == 1, 0.0, 0.5);
            target.push(rng.next_f64() as f32);
        }
        let idx: Vec<u32> = (0..data.len() as u32).collect();
        let w = [90.0, -40.0, 15.0, 200.0, 3.0, -120.0];
        let k = 1.3;
        let (l, g) = gradient(&data, &idx, &target, &w, k);
        assert!((l - loss(&data, &idx, &target, &w, k)).abs() < 1e-12);
        for j in 0..w.len() {
            let h = 1e-3;
            let (mut up, mut down) = (w, w);
            up[j] += h;
            down[j] -= h;
            let fd = (loss(&data, &idx, &target, &up, k) - loss(&data, &idx, &target, &down, k))
                / (2.0 * h);
            assert!(
                (fd - g[j]).abs() <= 1e-6 * fd.abs().max(1e-6),
                "parameter {j}: analytic {} vs finite difference {fd}",
                g[j]
            );
        }
    }
}
