//! Value iteration on a grid world as the `rl value-iteration` command runs it: on the row kernel
//! in the chosen precision (`f64`, or `f32` for half the bytes per cell), several sweeps per pass
//! over the grid (temporal blocking), and — for `f32` — the
//! check of which printed table entries `f32` changes compared with an `f64` run of the same
//! sweeps.

use super::gridworld::GridWorld;
use super::mdp::{greedy_policy, Mdp};
use super::real::{Precision, Real};
use super::render::arrow;
use super::value_iteration::{iterate_in_passes, ViOptions, ViResult};

/// Runs value iteration on `g` from V = 0 in `precision` on the row kernel; `observe(k, delta)`
/// is called after sweep k.
pub fn value_iteration(
    g: &GridWorld,
    opts: &ViOptions,
    precision: Precision,
    observe: &mut dyn FnMut(usize, f64),
) -> ViResult {
    fn run<T: Real>(
        g: &GridWorld,
        opts: &ViOptions,
        observe: &mut dyn FnMut(usize, f64),
    ) -> ViResult {
        iterate_in_passes::<T>(
            g.num_states(),
            opts,
            g.sweeps_per_pass::<T>(),
            |old, new, deltas| g.sweeps_values(old, new, deltas),
            observe,
        )
    }
    match precision {
        Precision::F64 => run::<f64>(g, opts, observe),
        Precision::F32 => run::<f32>(g, opts, observe),
    }
}

/// Compares the table entries (values at `decimals`, policy arrows) of `f32` values `r32` with
/// those of an `f64` run of the same options; `None` when every printed entry is the same,
/// otherwise a sentence saying how many differ and where the first one is.
pub fn f32_changes(
    g: &GridWorld,
    opts: &ViOptions,
    r32: &ViResult,
    decimals: usize,
) -> Option<String> {
    let r64 = value_iteration(g, opts, Precision::F64, &mut |_, _| {});
    let (p32, p64) = (greedy_policy(g, &r32.values), greedy_policy(g, &r64.values));
    let d = decimals;
    let (mut values, mut arrows, mut first) = (0, 0, None);
    let open = (0..g.num_states()).filter(|&s| !g.is_wall(s));
    for s in open.clone() {
        let (a, b) = (
            format!("{:.d$}", r32.values[s]),
            format!("{:.d$}", r64.values[s]),
        );
        let value_differs = a != b;
        let arrow_differs = arrow(p32[s], true) != arrow(p64[s], true);
        values += usize::from(value_differs);
        arrows += usize::from(arrow_differs);
        if (value_differs || arrow_differs) && first.is_none() {
            let (x, y) = g.coords(s);
            first = Some(format!(
                "at ({x},{y}) f32 prints {a} {} where f64 prints {b} {}",
                arrow(p32[s], true),
                arrow(p64[s], true)
            ));
        }
    }
    let first = first?;
    Some(format!(
        "--precision f32 changes {values} of {} printed values and {arrows} arrows compared with f64; {first}",
        open.count()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rl::gridworld::builtin_names;
    use crate::rl::value_iteration::iterate;

    /// Passes of several sweeps give the values, deltas and stopping sweep of single sweeps, to
    /// a tolerance met inside a pass and for fixed counts, in one band and in several (the last
    /// two grids: bands of 820 and of 64 rows, with halos between them).
    #[test]
    fn passes_of_several_sweeps_equal_single_sweeps() {
        let cases = [
            (150, 90, 3),
            (1000, 40, 4),
            (37, 400, 5),
            (3, 4, 6),
            (20, 3000, 7),
            (1000, 200, 8),
        ];
        for (w, h, seed) in cases {
            let g = GridWorld::random(w, h, seed);
            for opts in [
                ViOptions {
                    tolerance: 1e-3,
                    ..ViOptions::default()
                },
                ViOptions {
                    iterations: Some(19),
                    ..ViOptions::default()
                },
            ] {
                let n = g.num_states();
                let single = |old: &[f64], new: &mut [f64]| g.sweep_values(old, new);
                let want = iterate::<f64>(n, &opts, single, &mut |_, _| {});
                let got = value_iteration(&g, &opts, Precision::F64, &mut |_, _| {});
                let bits = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                assert_eq!(got.iterations, want.iterations, "{w}x{h}");
                assert_eq!(bits(&got.deltas), bits(&want.deltas), "{w}x{h}");
                assert_eq!(bits(&got.values), bits(&want.values), "{w}x{h}");
                assert_eq!(got.converged, want.converged);
            }
        }
    }

    #[test]
    fn f32_prints_the_same_two_decimal_tables_on_the_builtin_layouts() {
        for name in builtin_names() {
            let g = GridWorld::builtin(name).unwrap();
            for opts in [
                ViOptions {
                    iterations: Some(100),
                    ..ViOptions::default()
                },
                ViOptions {
                    max_iterations: 2_000,
                    ..ViOptions::default()
                },
            ] {
                let r32 = value_iteration(&g, &opts, Precision::F32, &mut |_, _| {});
                assert_eq!(f32_changes(&g, &opts, &r32, 2), None, "{name}");
            }
        }
    }

    #[test]
    fn f32_changes_are_named_at_many_decimals() {
        let g = GridWorld::builtin("book").unwrap();
        let opts = ViOptions {
            iterations: Some(100),
            ..ViOptions::default()
        };
        let r32 = value_iteration(&g, &opts, Precision::F32, &mut |_, _| {});
        let r64 = value_iteration(&g, &opts, Precision::F64, &mut |_, _| {});
        assert_ne!(r32.values, r64.values);
        let said = f32_changes(&g, &opts, &r32, 12).expect("f32 differs at 12 decimals");
        assert!(said.starts_with("--precision f32 changes "), "{said}");
        assert!(said.contains("of 11 printed values"), "{said}");
    }
}
