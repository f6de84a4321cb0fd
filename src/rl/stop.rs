//! Cancellation of a running solver. A protocol session runs an `rl` line as a job on a thread
//! of its own ([`with_stop_flag`]); when the job is abandoned (`stop`, `quit`, a new command) the
//! session raises the flag, and the solvers, which ask [`requested`] once per sweep (per pass of
//! several sweeps on a large grid) or episode, end early. The partial result is never reported.
//! On the command line no flag is set, so [`requested`] is always false there.

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

thread_local! {
    static FLAG: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
}

/// Runs `f` on this thread with `flag` as its stop flag (the previous one is restored after).
pub fn with_stop_flag<T>(flag: &Arc<AtomicBool>, f: impl FnOnce() -> T) -> T {
    let previous = FLAG.with(|c| c.replace(Some(Arc::clone(flag))));
    let result = f();
    FLAG.with(|c| *c.borrow_mut() = previous);
    result
}

/// True when this thread's solver was asked to stop.
pub fn requested() -> bool {
    FLAG.with(|c| {
        c.borrow()
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rl::gridworld::GridWorld;
    use crate::rl::q_learning::{QLearner, QOptions};
    use crate::rl::value_iteration::{value_iteration, ViOptions};

    #[test]
    fn a_raised_flag_stops_the_solvers_before_their_next_sweep_or_episode() {
        let raised = Arc::new(AtomicBool::new(true));
        let g = GridWorld::load("book").expect("the book grid");
        let opts = ViOptions {
            iterations: Some(1_000_000),
            ..ViOptions::default()
        };
        let r = with_stop_flag(&raised, || value_iteration(&g, &opts));
        assert_eq!(r.iterations, 0);
        let mut learner = QLearner::new(
            &g,
            QOptions {
                episodes: 1_000_000_000,
                ..QOptions::default()
            },
        );
        with_stop_flag(&raised, || learner.run()).expect("runs");
        assert!(learner.returns().is_empty());
        // Without a flag (or with a lowered one) nothing stops.
        assert!(!requested());
        let lowered = Arc::new(AtomicBool::new(false));
        assert!(!with_stop_flag(&lowered, requested));
        assert_eq!(
            value_iteration(
                &g,
                &ViOptions {
                    iterations: Some(3),
                    ..opts
                }
            )
            .iterations,
            3
        );
    }
}
