//! Match statistics: Elo difference from a score with its 95% error margin, likelihood of
//! superiority (LOS), draw ratio, pentanomial counts for paired games, and the sequential
//! probability ratio test (SPRT).
//!
//! Formulas follow cutechess-cli and fishtest: Elo is logistic (`-400·log10(1/s − 1)`); the error
//! margin comes from the normal approximation of the mean score; LOS is
//! `½·(1 + erf((W − L)/√(2(W + L))))`; the SPRT log-likelihood ratio is fishtest's generalised
//! SPRT for logistic Elo (maximum-likelihood distributions under each hypothesis), computed over
//! games (trinomial) or, when games are played in colour-reversed pairs, over pairs
//! (pentanomial).

use serde::{Deserialize, Serialize};

/// The `p` quantile of the standard normal distribution (`statrs`).
pub fn normal_quantile(p: f64) -> f64 {
    use statrs::distribution::{ContinuousCDF, Normal};
    Normal::standard().inverse_cdf(p)
}

/// Elo difference that corresponds to an expected score `s` (0 < s < 1).
pub fn elo_from_score(s: f64) -> f64 {
    -400.0 * (1.0 / s - 1.0).log10()
}

/// Expected score of a player who is `elo` points stronger.
pub fn score_from_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The error function (`statrs`, accurate to about 1e-15).
pub use statrs::function::erf::erf;

/// Likelihood of superiority: the probability that the first player is the stronger one, from
/// wins and losses (draws carry no information). 0.5 when no game was decisive.
pub fn los(wins: u64, losses: u64) -> f64 {
    if wins + losses == 0 {
        return 0.5;
    }
    let (w, l) = (wins as f64, losses as f64);
    0.5 * (1.0 + erf((w - l) / (2.0 * (w + l)).sqrt()))
}

/// Wins, draws and losses of one player against another.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trinomial {
    /// Games won.
    pub wins: u64,
    /// Games drawn.
    pub draws: u64,
    /// Games lost.
    pub losses: u64,
}

impl Trinomial {
    /// Games played.
    pub fn games(&self) -> u64 {
        self.wins + self.draws + self.losses
    }

    /// Mean score per game (win 1, draw ½), or 0.5 before any game.
    pub fn score(&self) -> f64 {
        let n = self.games();
        if n == 0 {
            return 0.5;
        }
        (self.wins as f64 + 0.5 * self.draws as f64) / n as f64
    }

    /// Share of draws among games played.
    pub fn draw_ratio(&self) -> f64 {
        let n = self.games();
        if n == 0 {
            0.0
        } else {
            self.draws as f64 / n as f64
        }
    }

    /// The outcome distribution as (score, probability) pairs.
    fn distribution(&self) -> Vec<(f64, f64)> {
        let n = self.games() as f64;
        vec![
            (0.0, self.losses as f64 / n),
            (0.5, self.draws as f64 / n),
            (1.0, self.wins as f64 / n),
        ]
    }

    /// Elo difference with its 95% error margin (cutechess-cli's method).
    pub fn elo(&self) -> Option<EloEstimate> {
        let n = self.games();
        (n > 0).then(|| estimate(&self.distribution(), n))
    }
}

/// Counts of colour-reversed game pairs by their total score for the first player:
/// index 0 = 0 points (LL), 1 = ½ (LD), 2 = 1 (DD or WL), 3 = 1½ (WD), 4 = 2 (WW).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pentanomial(pub [u64; 5]);

impl Pentanomial {
    /// Pairs counted.
    pub fn pairs(&self) -> u64 {
        self.0.iter().sum()
    }

    /// Adds a pair whose two game scores (0, ½ or 1 each) sum to `points`.
    pub fn add(&mut self, points: f64) {
        let i = (points * 2.0).round().clamp(0.0, 4.0) as usize;
        self.0[i] += 1;
    }

    /// Pair scores normalised to 0..1 with their probabilities.
    fn distribution(&self) -> Vec<(f64, f64)> {
        let n = self.pairs() as f64;
        self.0
            .iter()
            .enumerate()
            .map(|(i, &c)| (i as f64 / 4.0, c as f64 / n))
            .collect()
    }

    /// Elo difference with its 95% error margin computed over pairs.
    pub fn elo(&self) -> Option<EloEstimate> {
        let n = self.pairs();
        (n > 0).then(|| estimate(&self.distribution(), n))
    }
}

/// An Elo difference and the half-width of its 95% confidence interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    /// Elo difference (infinite when every game was won or lost).
    pub elo: f64,
    /// Half-width of the 95% interval (infinite when undefined).
    pub error: f64,
}

fn mean_var(dist: &[(f64, f64)]) -> (f64, f64) {
    let mu: f64 = dist.iter().map(|(x, p)| x * p).sum();
    let var: f64 = dist.iter().map(|(x, p)| p * (x - mu).powi(2)).sum();
    (mu, var)
}

fn estimate(dist: &[(f64, f64)], n: u64) -> EloEstimate {
    let (mu, var) = mean_var(dist);
    let stdev = (var / n as f64).sqrt();
    let z95 = normal_quantile(0.975); // two-sided 95% interval
    let lo = mu - z95 * stdev;
    let hi = mu + z95 * stdev;
    let error = if lo <= 0.0 || hi >= 1.0 {
        f64::INFINITY
    } else {
        (elo_from_score(hi) - elo_from_score(lo)) / 2.0
    };
    EloEstimate {
        elo: elo_from_score(mu),
        error,
    }
}

/// The λ for which `p̂ⱼ / (1 + λ(xⱼ − s))` is a distribution with mean `s` (the constrained
/// maximum-likelihood estimate); `dist` must have every probability above zero and scores on
/// both sides of `s`.
fn mle_lambda(dist: &[(f64, f64)], s: f64) -> f64 {
    let mut lo = f64::NEG_INFINITY;
    let mut hi = f64::INFINITY;
    for &(x, _) in dist {
        if x > s {
            lo = lo.max(-1.0 / (x - s));
        } else if x < s {
            hi = hi.min(1.0 / (s - x));
        }
    }
    if !lo.is_finite() || !hi.is_finite() {
        return 0.0;
    }
    let f = |l: f64| -> f64 {
        dist.iter()
            .map(|&(x, p)| p * (x - s) / (1.0 + l * (x - s)))
            .sum()
    };
    let (mut a, mut b) = (lo, hi);
    for _ in 0..200 {
        let m = 0.5 * (a + b);
        if f(m) > 0.0 {
            a = m;
        } else {
            b = m;
        }
    }
    0.5 * (a + b)
}

/// SPRT hypotheses and error rates: H0 "the Elo difference is `elo0`", H1 "it is `elo1`".
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sprt {
    /// Elo under H0.
    pub elo0: f64,
    /// Elo under H1.
    pub elo1: f64,
    /// Probability of accepting H1 when H0 holds.
    pub alpha: f64,
    /// Probability of accepting H0 when H1 holds.
    pub beta: f64,
}

/// What the SPRT says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SprtVerdict {
    /// Keep playing.
    Continue,
    /// H0 accepted (the lower bound was crossed).
    H0,
    /// H1 accepted (the upper bound was crossed).
    H1,
}

impl std::fmt::Display for SprtVerdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            SprtVerdict::Continue => "continue",
            SprtVerdict::H0 => "H0 accepted",
            SprtVerdict::H1 => "H1 accepted",
        })
    }
}

impl Sprt {
    /// The lower and upper LLR bounds: ln(β/(1−α)) and ln((1−β)/α).
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The generalised SPRT log-likelihood ratio over `n` results distributed as `dist`: for
    /// each hypothesis the maximum-likelihood distribution with the hypothesis' mean score
    /// (`p̂ⱼ / (1 + λ(xⱼ − s))`, λ found by bisection), then `n·Σ p̂ⱼ·ln(p₁ⱼ/p₀ⱼ)` — fishtest's
    /// method. Empty outcome classes are regularised to 0.001 results so that a run of
    /// identical results still gives a finite, slowly growing LLR.
    fn llr(&self, dist: &[(f64, f64)], n: u64) -> f64 {
        if n == 0 {
            return 0.0;
        }
        let floor = 1e-3 / n as f64;
        let reg: Vec<(f64, f64)> = dist.iter().map(|&(x, p)| (x, p.max(floor))).collect();
        let total: f64 = reg.iter().map(|(_, p)| p).sum();
        let reg: Vec<(f64, f64)> = reg.iter().map(|&(x, p)| (x, p / total)).collect();
        let s0 = score_from_elo(self.elo0);
        let s1 = score_from_elo(self.elo1);
        let l0 = mle_lambda(&reg, s0);
        let l1 = mle_lambda(&reg, s1);
        n as f64
            * reg
                .iter()
                .map(|&(x, p)| p * ((1.0 + l0 * (x - s0)) / (1.0 + l1 * (x - s1))).ln())
                .sum::<f64>()
    }

    /// Log-likelihood ratio over single games.
    pub fn llr_trinomial(&self, t: &Trinomial) -> f64 {
        self.llr(&t.distribution(), t.games())
    }

    /// Log-likelihood ratio over colour-reversed pairs.
    pub fn llr_pentanomial(&self, p: &Pentanomial) -> f64 {
        self.llr(&p.distribution(), p.pairs())
    }

    /// The decision for a log-likelihood ratio.
    pub fn verdict(&self, llr: f64) -> SprtVerdict {
        let (lo, hi) = self.bounds();
        if llr >= hi {
            SprtVerdict::H1
        } else if llr <= lo {
            SprtVerdict::H0
        } else {
            SprtVerdict::Continue
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, eps: f64) -> bool {
        (a - b).abs() < eps
    }

    #[test]
    fn elo_of_known_scores() {
        assert!(close(elo_from_score(0.75), 190.848, 0.001));
        assert!(close(elo_from_score(0.5), 0.0, 1e-12));
        assert!(close(elo_from_score(0.25), -190.848, 0.001));
        assert!(close(score_from_elo(190.848), 0.75, 1e-5));
        assert!(elo_from_score(1.0).is_infinite());
    }

    #[test]
    fn erf_matches_tables() {
        assert!(close(erf(0.0), 0.0, 1e-7));
        assert!(close(erf(0.5), 0.520_499_9, 2e-7));
        assert!(close(erf(1.0), 0.842_700_8, 2e-7));
        assert!(close(erf(-1.0), -0.842_700_8, 2e-7));
        assert!(close(erf(2.0), 0.995_322_3, 2e-7));
        assert!(close(normal_quantile(0.975), 1.959_963_984_540_054, 1e-12));
        assert!(close(normal_quantile(0.5), 0.0, 1e-12));
    }

    #[test]
    fn los_hand_computed() {
        // W=10, L=5: ½(1 + erf(5/√30)) = ½(1 + erf(0.912871)) = 0.90165 (hand-computed).
        assert!(close(los(10, 5), 0.901_647, 1e-4));
        assert!(close(los(5, 5), 0.5, 1e-7));
        assert!(close(los(0, 0), 0.5, 1e-12));
        assert!(los(20, 0) > 0.99999);
    }

    #[test]
    fn elo_error_hand_computed() {
        // 60 W, 20 D, 20 L: mean 0.7, variance 0.6·0.09 + 0.2·0.04 + 0.2·0.49 = 0.16.
        let t = Trinomial {
            wins: 60,
            draws: 20,
            losses: 20,
        };
        assert!(close(t.score(), 0.7, 1e-12));
        let e = t.elo().unwrap();
        assert!(close(e.elo, 147.19, 0.01));
        // stdev = √(0.16/100) = 0.04; interval 0.62160..0.77840 → error (Elo(hi) − Elo(lo))/2 = 66.01.
        assert!(close(e.error, 66.01, 0.05), "{e:?}");
        assert!(close(t.draw_ratio(), 0.2, 1e-12));
    }

    #[test]
    fn all_draws_have_zero_elo_and_error() {
        let t = Trinomial {
            wins: 0,
            draws: 20,
            losses: 0,
        };
        let e = t.elo().unwrap();
        assert!(close(e.elo, 0.0, 1e-9) && close(e.error, 0.0, 1e-9));
        let s = Sprt {
            elo0: 0.0,
            elo1: 5.0,
            alpha: 0.05,
            beta: 0.05,
        };
        // Regularised: draws only sit between the hypotheses' scores, so the LLR leans to H0.
        assert!(s.llr_trinomial(&t) < 0.0);
        let all_wins = Trinomial {
            wins: 10,
            draws: 0,
            losses: 0,
        };
        // Ten straight wins are not yet proof of +5 Elo: 0.1428 (independent Python check).
        assert!(close(s.llr_trinomial(&all_wins), 0.1428, 1e-3));
        assert_eq!(s.llr_trinomial(&Trinomial::default()), 0.0);
    }

    #[test]
    fn sprt_bounds_and_llr() {
        let s = Sprt {
            elo0: 0.0,
            elo1: 10.0,
            alpha: 0.05,
            beta: 0.05,
        };
        let (lo, hi) = s.bounds();
        assert!(close(lo, -2.944_439, 1e-6) && close(hi, 2.944_439, 1e-6));
        // 60/20/20, s0 = 0.5, s1 = 0.514387: 1.3898 from an independent Python implementation of
        // the same constrained-MLE formula (the normal approximation gives 1.7337).
        let t = Trinomial {
            wins: 60,
            draws: 20,
            losses: 20,
        };
        let llr = s.llr_trinomial(&t);
        assert!(close(llr, 1.3898, 1e-3), "{llr}");
        assert_eq!(s.verdict(llr), SprtVerdict::Continue);
        assert_eq!(s.verdict(3.0), SprtVerdict::H1);
        assert_eq!(s.verdict(-3.0), SprtVerdict::H0);
    }

    #[test]
    fn pentanomial_counts_and_llr() {
        let mut p = Pentanomial::default();
        for pts in [0.0, 0.5, 1.0, 1.0, 1.5, 2.0, 2.0, 1.5, 1.0, 1.0] {
            p.add(pts);
        }
        assert_eq!(p.0, [1, 1, 4, 2, 2]);
        // Pair scores /2: mean = (0+0.25+4·0.5+2·0.75+2·1)/10 = 0.575; variance:
        // (0.330625+0.105625+4·0.005625+2·0.030625+2·0.180625)/10 = 0.08813.
        let e = p.elo().unwrap();
        assert!(close(e.elo, elo_from_score(0.575), 1e-9));
        let s = Sprt {
            elo0: 0.0,
            elo1: 10.0,
            alpha: 0.05,
            beta: 0.05,
        };
        // Constrained MLE (independent Python check): 0.10320; normal approximation 0.11070.
        assert!(close(s.llr_pentanomial(&p), 0.10320, 1e-3));
    }
}
