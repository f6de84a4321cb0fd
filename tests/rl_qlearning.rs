//! Q-learning on the 4×3 `book` world with noise 0 learns Q within 0.05 of the value-iteration Q*
//! for several seeds within a stated number of episodes; the greedy actions are arg-max actions of Q*.

use sente::rl::gridworld::{GridWorld, Params, NUM_ACTIONS};
use sente::rl::mdp::Mdp;
use sente::rl::q_learning::{QLearner, QOptions};
use sente::rl::value_iteration::{value_iteration, ViOptions};

/// Episodes within which every seed below must reach the tolerance.
const EPISODE_BUDGET: usize = 3000;
const TOLERANCE: f64 = 0.05;

fn max_error(g: &GridWorld, l: &QLearner, v: &[f64]) -> f64 {
    let mut worst: f64 = 0.0;
    for s in 0..g.num_states() {
        for a in 0..NUM_ACTIONS {
            if g.actions(s) & (1 << a) != 0 {
                worst = worst.max((l.q_value(s, a) - g.q_value(s, a, v)).abs());
            }
        }
    }
    worst
}

#[test]
fn learns_q_star_on_book_without_noise() {
    let g = GridWorld::builtin("book")
        .unwrap()
        .with_params(Params {
            discount: 0.9,
            noise: 0.0,
            living_reward: 0.0,
        })
        .unwrap();
    let v = value_iteration(
        &g,
        &ViOptions {
            tolerance: 1e-12,
            ..ViOptions::default()
        },
    )
    .values;
    let mut needed = Vec::new();
    for seed in [1, 2, 3, 4, 5, 42, 2024] {
        let opts = QOptions {
            alpha: 0.5,
            epsilon: 0.5,
            episodes: EPISODE_BUDGET,
            seed,
            ..QOptions::default()
        };
        let mut l = QLearner::new(&g, opts);
        let mut reached = None;
        for ep in 1..=EPISODE_BUDGET {
            l.run_episode().unwrap();
            if max_error(&g, &l, &v) <= TOLERANCE {
                reached = Some(ep);
                break;
            }
        }
        let ep = reached.unwrap_or_else(|| {
            panic!(
                "seed {seed}: error {} after {EPISODE_BUDGET} episodes",
                max_error(&g, &l, &v)
            )
        });
        needed.push((seed, ep));
        // Every greedy action is an arg-max action of Q*.
        for s in 0..g.num_states() {
            if let Some((a, _)) = l.best(s) {
                let best = g.backup(s, &v).unwrap().1;
                assert!(g.q_value(s, a, &v) >= best - 1e-9, "seed {seed} state {s}");
            }
        }
    }
    eprintln!("episodes to reach |Q - Q*| <= {TOLERANCE}: {needed:?}");
}

/// With noise 0.2 a constant α keeps Q fluctuating; a decaying α (the n-th update of (s, a) uses
/// α / (1 + 0.2·n)) brings every Q within 0.1 of Q* in 50,000 episodes for each seed.
#[test]
fn decaying_alpha_learns_q_star_with_noise() {
    let g = GridWorld::builtin("book")
        .unwrap()
        .with_params(Params::default())
        .unwrap();
    let v = value_iteration(
        &g,
        &ViOptions {
            tolerance: 1e-12,
            ..ViOptions::default()
        },
    )
    .values;
    let mut errors = Vec::new();
    for seed in [1, 2, 3, 4, 5] {
        let mut l = QLearner::new(
            &g,
            QOptions {
                alpha: 0.5,
                epsilon: 0.5,
                episodes: 50_000,
                seed,
                decay: 0.2,
                ..QOptions::default()
            },
        );
        l.run().unwrap();
        let e = max_error(&g, &l, &v);
        assert!(e <= 0.1, "seed {seed}: max |Q - Q*| = {e}");
        errors.push((seed, e));
    }
    eprintln!("max |Q - Q*| after 50,000 episodes with decaying alpha: {errors:?}");
}
