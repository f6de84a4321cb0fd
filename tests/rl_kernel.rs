//! The grid row kernel against the per-state path it replaces: every sweep of value iteration
//! and of policy evaluation gives the same `f64` bits (values and max|ΔV|) on every built-in
//! layout under several dynamics, and on random grids of every shape (one row, one column, grids
//! swept in parallel bands); policy iteration gives the same result either way; `f32` sweeps stay
//! close.

use proptest::prelude::*;
use sente::rl::gridworld::{builtin_names, GridWorld, Params};
use sente::rl::mdp::{Mdp, Transition};
use sente::rl::policy_iteration::policy_iteration;
use sente::rl::value_iteration::{sweep, SEQUENTIAL_STATES};

/// The grid seen only through its per-state methods: the trait's default (per-state) sweeps.
struct PerState<'a>(&'a GridWorld);

impl Mdp for PerState<'_> {
    fn num_states(&self) -> usize {
        self.0.num_states()
    }
    fn num_actions(&self) -> usize {
        self.0.num_actions()
    }
    fn discount(&self) -> f64 {
        self.0.discount()
    }
    fn actions(&self, s: usize) -> u32 {
        self.0.actions(s)
    }
    fn transitions(&self, s: usize, a: usize, f: &mut dyn FnMut(Transition)) {
        self.0.transitions(s, a, f)
    }
    fn q_value(&self, s: usize, a: usize, v: &[f64]) -> f64 {
        self.0.q_value(s, a, v)
    }
    fn backup(&self, s: usize, v: &[f64]) -> Option<(usize, f64)> {
        self.0.backup(s, v)
    }
    fn chunk_len(&self) -> usize {
        self.0.chunk_len()
    }
}

fn bits(v: &[f64]) -> Vec<u64> {
    v.iter().map(|x| x.to_bits()).collect()
}

/// Dynamics that exercise the arithmetic: the defaults, the book's, no noise, all noise, discount
/// 1 with a cost of living, a bonus for living, a negative zero living reward (also with no or a
/// tiny discount, where a Q-value of −0 can tie with one of +0).
fn dynamics() -> Vec<Params> {
    let p = |discount, noise, living_reward| Params {
        discount,
        noise,
        living_reward,
    };
    vec![
        Params::default(),
        p(1.0, 0.2, -0.04),
        p(0.9, 0.0, 0.0),
        p(0.5, 1.0, 0.0),
        p(1.0, 0.3, -1.0),
        p(0.99, 0.1, 0.5),
        p(0.9, 0.2, -0.0),
        p(0.0, 0.2, 1.0),
        p(0.0, 0.2, -0.0),
        p(1e-300, 0.5, -0.0),
    ]
}

/// `sweeps` value-iteration sweeps both ways from V = 0, compared bit for bit after each one;
/// then as many policy-evaluation sweeps of a policy derived from `seed`.
fn check_same(g: &GridWorld, sweeps: usize, seed: u64) {
    let n = g.num_states();
    let reference = PerState(g);
    let (mut a_old, mut a_new) = (vec![0.0; n], vec![0.0; n]);
    let (mut b_old, mut b_new) = (vec![0.0; n], vec![0.0; n]);
    for k in 1..=sweeps {
        let da = sweep(&reference, &a_old, &mut a_new);
        let db = g.sweep(&b_old, &mut b_new);
        assert_eq!(bits(&a_new), bits(&b_new), "{} sweep {k}", g.name());
        assert_eq!(da.to_bits(), db.to_bits(), "{} delta {k}", g.name());
        std::mem::swap(&mut a_old, &mut a_new);
        std::mem::swap(&mut b_old, &mut b_new);
    }
    // A policy with a pseudo-random move in every open cell, evaluated from the values above.
    let mut policy = g.toward_exits_policy();
    let mut x = seed | 1;
    for (s, p) in policy.iter_mut().enumerate() {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        if g.actions(s) == 0b1111 && x.is_multiple_of(3) {
            *p = (x % 4) as u8;
        }
    }
    for k in 1..=sweeps {
        let da = reference.evaluation_sweep(&policy, &a_old, &mut a_new);
        let db = g.evaluation_sweep(&policy, &b_old, &mut b_new);
        assert_eq!(bits(&a_new), bits(&b_new), "{} evaluation {k}", g.name());
        assert_eq!(
            da.to_bits(),
            db.to_bits(),
            "{} evaluation delta {k}",
            g.name()
        );
        std::mem::swap(&mut a_old, &mut a_new);
        std::mem::swap(&mut b_old, &mut b_new);
    }
}

#[test]
fn builtin_layouts_are_bit_identical() {
    for name in builtin_names() {
        for p in dynamics() {
            let g = GridWorld::builtin(name).unwrap().with_params(p).unwrap();
            check_same(&g, 60, 7);
        }
    }
}

#[test]
fn random_grids_of_every_shape_are_bit_identical() {
    let shapes = [
        (1, 1),
        (1, 9),
        (9, 1),
        (2, 2),
        (2, 7),
        (3, 5),
        (64, 64),
        (257, 3),
        (3, 2000),
        (300, 211),
    ];
    for (i, &(w, h)) in shapes.iter().enumerate() {
        for (j, p) in dynamics().into_iter().enumerate() {
            let g = GridWorld::random(w, h, (i * 10 + j) as u64)
                .with_params(p)
                .unwrap();
            check_same(&g, 12, j as u64);
        }
    }
    // The shapes above include grids swept in parallel bands.
    const { assert!(300 * 211 > SEQUENTIAL_STATES && 3 * 2000 > SEQUENTIAL_STATES) };
}

#[test]
fn policy_iteration_is_the_same_with_the_kernel() {
    // 130×130 is past the banded solver's limit, so evaluation runs by sweeps.
    let costly = Params {
        discount: 0.95,
        noise: 0.1,
        living_reward: -0.01,
    };
    for p in [Params::default(), costly] {
        let g = GridWorld::random(130, 130, 3).with_params(p).unwrap();
        let start = g.toward_exits_policy();
        let a = policy_iteration(&PerState(&g), &start).unwrap();
        let b = policy_iteration(&g, &start).unwrap();
        assert_eq!(bits(&a.values), bits(&b.values));
        assert_eq!(a.policy, b.policy);
        assert_eq!(a.iterations, b.iterations);
        assert_eq!(bits(&a.deltas), bits(&b.deltas));
    }
}

#[test]
fn f32_sweeps_stay_close() {
    let g = GridWorld::random(200, 150, 9);
    let n = g.num_states();
    let (mut a_old, mut a_new) = (vec![0.0f64; n], vec![0.0f64; n]);
    let (mut b_old, mut b_new) = (vec![0.0f32; n], vec![0.0f32; n]);
    for _ in 0..100 {
        g.sweep_values(&a_old, &mut a_new);
        g.sweep_values(&b_old, &mut b_new);
        std::mem::swap(&mut a_old, &mut a_new);
        std::mem::swap(&mut b_old, &mut b_new);
    }
    // Values lie in [-1, 10]; each sweep adds at most a few f32 roundings, damped by γ.
    for (a, b) in a_old.iter().zip(&b_old) {
        assert!((a - f64::from(*b)).abs() < 1e-5, "{a} vs {b}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn random_grids_and_dynamics_are_bit_identical(
        w in 1usize..40,
        h in 1usize..40,
        seed in any::<u64>(),
        discount in 0.0f64..=1.0,
        noise in 0.0f64..=1.0,
        living_reward in -2.0f64..2.0,
    ) {
        let p = Params { discount, noise, living_reward };
        let g = GridWorld::random(w, h, seed).with_params(p).unwrap();
        check_same(&g, 8, seed);
    }
}
