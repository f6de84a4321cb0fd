//! Textbook-exact checks of the grid-world solvers: the CS188 defaults for every built-in layout,
//! the Russell & Norvig 4×3 utilities and policy, and policy iteration agreeing with value iteration.

mod rl_data;

use rl_data::cs188::CS188;
use sente::rl::gridworld::{GridWorld, Params, ACTION_NAMES};
use sente::rl::mdp::{greedy_policy, NO_ACTION};
use sente::rl::policy_iteration::policy_iteration;
use sente::rl::value_iteration::{value_iteration, ViOptions};

fn grid(name: &str, discount: f64, noise: f64, living_reward: f64) -> GridWorld {
    GridWorld::builtin(name)
        .expect("built-in layout")
        .with_params(Params {
            discount,
            noise,
            living_reward,
        })
        .expect("valid parameters")
}

fn run(g: &GridWorld, iterations: usize) -> Vec<f64> {
    let opts = ViOptions {
        iterations: Some(iterations),
        ..ViOptions::default()
    };
    value_iteration(g, &opts).values
}

fn check_values(g: &GridWorld, values: &[f64], expected: &[&[Option<f64>]], tol: f64, what: &str) {
    assert_eq!(expected.len(), g.height(), "{what}: rows");
    for (r, row) in expected.iter().enumerate() {
        assert_eq!(row.len(), g.width(), "{what}: columns");
        for (c, e) in row.iter().enumerate() {
            let s = r * g.width() + c;
            match e {
                None => assert!(g.is_wall(s), "{what}: ({r},{c}) should be a wall"),
                Some(e) => assert!(
                    (values[s] - e).abs() <= tol,
                    "{what}: row {r} col {c}: got {} expected {e}",
                    values[s]
                ),
            }
        }
    }
}

fn policy_names(g: &GridWorld, values: &[f64]) -> Vec<Option<&'static str>> {
    greedy_policy(g, values)
        .into_iter()
        .map(|a| (a != NO_ACTION).then(|| ACTION_NAMES[a as usize]))
        .collect()
}

#[test]
fn cs188_defaults_for_every_layout() {
    for (name, v5, v100, p100) in CS188 {
        let g = grid(name, 0.9, 0.2, 0.0);
        if let Some(v5) = v5 {
            check_values(&g, &run(&g, 5), v5, 1e-6, &format!("{name} after 5"));
        }
        let v = run(&g, 100);
        check_values(&g, &v, v100, 1e-6, &format!("{name} after 100"));
        let want: Vec<Option<&str>> = p100.iter().flat_map(|r| r.iter().copied()).collect();
        assert_eq!(policy_names(&g, &v), want, "{name} policy after 100");
    }
}

/// Russell & Norvig (AIMA 3e Fig. 17.3) utilities for R = −0.04, γ = 1, rows top first; full
/// precision from /work/shared/reference/data/rl/aima_4x3.json (own_value_iteration_full_precision).
const AIMA: [[Option<f64>; 4]; 3] = [
    [
        Some(0.811558219),
        Some(0.867808219),
        Some(0.917808219),
        Some(1.0),
    ],
    [Some(0.761558219), None, Some(0.660273973), Some(-1.0)],
    [
        Some(0.705308219),
        Some(0.655308219),
        Some(0.611415525),
        Some(0.387924911),
    ],
];
/// The optimal policy of AIMA 3e Fig. 17.2(a) in our action names.
const AIMA_POLICY: [[Option<&str>; 4]; 3] = [
    [Some("E"), Some("E"), Some("E"), Some("exit")],
    [Some("N"), None, Some("N"), Some("exit")],
    [Some("N"), Some("W"), Some("W"), Some("W")],
];

#[test]
fn aima_utilities_and_policy() {
    let g = grid("book", 1.0, 0.2, -0.04);
    let r = value_iteration(
        &g,
        &ViOptions {
            tolerance: 1e-12,
            ..ViOptions::default()
        },
    );
    assert!(r.converged);
    let rows: Vec<&[Option<f64>]> = AIMA.iter().map(|r| &r[..]).collect();
    check_values(&g, &r.values, &rows, 1e-8, "AIMA");
    // The published three-decimal table.
    let published = [
        0.812, 0.868, 0.918, 1.0, 0.762, 0.0, 0.660, -1.0, 0.705, 0.655, 0.611, 0.388,
    ];
    for (s, p) in published.iter().enumerate() {
        if !g.is_wall(s) {
            assert!((r.values[s] - p).abs() < 5e-4, "cell {s}: {}", r.values[s]);
        }
    }
    let want: Vec<Option<&str>> = AIMA_POLICY.iter().flatten().copied().collect();
    assert_eq!(policy_names(&g, &r.values), want);

    let pi = policy_iteration(&g, &g.toward_exits_policy()).expect("policy iteration");
    check_values(&g, &pi.values, &rows, 1e-9, "AIMA by policy iteration");
    let got: Vec<Option<&str>> = pi
        .policy
        .iter()
        .map(|&a| (a != NO_ACTION).then(|| ACTION_NAMES[a as usize]))
        .collect();
    assert_eq!(got, want);
}

#[test]
fn policy_iteration_matches_value_iteration() {
    for name in ["book", "bridge", "cliff", "cliff2", "discount", "maze"] {
        for (discount, noise, living) in [(0.9, 0.2, 0.0), (0.5, 0.0, -1.0), (1.0, 0.3, -0.5)] {
            let g = grid(name, discount, noise, living);
            let vi = value_iteration(
                &g,
                &ViOptions {
                    tolerance: 1e-13,
                    ..ViOptions::default()
                },
            );
            let pi = policy_iteration(&g, &g.toward_exits_policy()).expect("policy iteration");
            for s in 0..vi.values.len() {
                assert!(
                    (vi.values[s] - pi.values[s]).abs() < 1e-8,
                    "{name} γ={discount} n={noise} r={living} state {s}: {} vs {}",
                    vi.values[s],
                    pi.values[s]
                );
            }
        }
    }
}

#[test]
fn random_grids_are_solved_the_same_by_both() {
    let g = GridWorld::load("random:40x25:3")
        .unwrap()
        .with_params(Params::default())
        .unwrap();
    let vi = value_iteration(
        &g,
        &ViOptions {
            tolerance: 1e-12,
            ..ViOptions::default()
        },
    );
    let pi = policy_iteration(&g, &g.toward_exits_policy()).unwrap();
    let worst = vi
        .values
        .iter()
        .zip(&pi.values)
        .fold(0.0f64, |m, (a, b)| m.max((a - b).abs()));
    assert!(worst < 1e-8, "{worst}");
}
