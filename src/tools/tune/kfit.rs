//! Fitting the scaling `K` of the prediction `sigmoid(K · eval / 400)` and building the targets.
//! `K` is chosen by golden-section search to minimise the mean squared error between the
//! predictions at the current weights and the game **results** (Texel's method); it is then held
//! fixed while the weights move. The training target of a position blends its result with its
//! search score through the same scaling: `lambda · result + (1 − lambda) · sigmoid(K · score / 400)`.

use super::data::Dataset;
use super::loss::{loss, predict};

/// The interval searched for `K`.
pub const K_RANGE: (f64, f64) = (0.0, 10.0);

/// The `K` in [`K_RANGE`] that minimises the loss of the weights `w` against the results of the
/// positions `idx`.
pub fn fit_k(data: &Dataset, idx: &[u32], w: &[f64]) -> f64 {
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    let f = |k: f64| loss(data, idx, &data.result, w, k);
    let (mut a, mut b) = K_RANGE;
    let mut c = b - phi * (b - a);
    let mut d = a + phi * (b - a);
    let (mut fc, mut fd) = (f(c), f(d));
    while b - a > 1e-6 {
        if fc < fd {
            b = d;
            d = c;
            fd = fc;
            c = b - phi * (b - a);
            fc = f(c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + phi * (b - a);
            fd = f(d);
        }
    }
    (a + b) / 2.0
}

/// Each position's target for blend `lambda` (1 = results only, 0 = search scores only).
pub fn targets(data: &Dataset, lambda: f64, k: f64) -> Vec<f32> {
    data.result
        .iter()
        .zip(&data.score)
        .map(|(&r, &s)| (lambda * r as f64 + (1.0 - lambda) * predict(s as f64, k)) as f32)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rng;
    use crate::game::tuning::Trace;

    /// Results drawn from `sigmoid(K · eval / 400)` give back about that `K`.
    #[test]
    fn recovers_k() {
        let mut rng = Rng::new(3);
        let mut data = Dataset::new();
        for _ in 0..40_000 {
            let eval = rng.next_f64() * 1600.0 - 800.0;
            let trace = Trace {
                constant: 0.0,
                terms: vec![(0, eval as f32)],
            };
            let win = rng.next_f64() < predict(eval, 1.7);
            data.push(&trace, false, 0.0, if win { 1.0 } else { 0.0 });
        }
        let idx: Vec<u32> = (0..data.len() as u32).collect();
        let k = fit_k(&data, &idx, &[1.0]);
        assert!((k - 1.7).abs() < 0.15, "K = {k}");
        let t = targets(&data, 0.25, k);
        assert!((t[0] as f64 - (0.25 * data.result[0] as f64 + 0.75 * 0.5)).abs() < 1e-6);
    }
}
