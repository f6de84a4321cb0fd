//! Lazy SMP: `threads - 1` helper workers search the same root moves on a dedicated rayon pool,
//! silently and staggered in depth, beside the main worker; they share only the transposition
//! table (and the stop flag), so their work reaches the main worker through table hits. Each
//! helper's move-ordering history comes from the search memory and goes back to it.

use super::alphabeta::{Worker, WorkerLimits};
use super::control::Control;
use super::iterative::{iterate, IterationSettings, RootMove};
use super::memory::SearchMemory;
use super::tt::TranspositionTable;
use crate::game::Game;
use rayon::ThreadPool;

/// What the helpers share with the main worker for one search.
pub(super) struct LazySmp<'a, G: Game> {
    /// The root position.
    pub game: &'a G,
    /// The root moves, as the main worker starts with them.
    pub root_moves: &'a [RootMove<G::Move>],
    /// Deepest iteration a helper may start.
    pub max_depth: u32,
    /// Total number of search threads, the main worker included.
    pub threads: usize,
    /// The shared transposition table.
    pub tt: &'a TranspositionTable,
    /// Per-thread move-ordering history kept between searches.
    pub memory: &'a SearchMemory,
    /// The shared stop flag and node counter.
    pub ctl: &'a Control,
    /// The pool the helpers run on.
    pub pool: &'a ThreadPool,
}

impl<G: Game> LazySmp<'_, G> {
    /// Runs `main` (the main worker's search, which returns its completed depth) beside the
    /// helpers and returns what it returns once every helper has stopped. With one thread `main`
    /// runs on the calling thread, without a hand-off to the pool.
    pub fn run(&self, main: impl FnOnce() -> u32 + Send) -> u32 {
        if self.threads <= 1 {
            return main();
        }
        let mut done = 0;
        self.pool.scope(|scope| {
            for id in 1..self.threads {
                let g = self.game.clone();
                let mut rms = self.root_moves.to_vec();
                let (tt, ctl, memory, max_depth) = (self.tt, self.ctl, self.memory, self.max_depth);
                scope.spawn(move |_| {
                    let heur = memory.take(id, g.continuation_slots());
                    let mut w = Worker::new(g, tt, ctl, WorkerLimits::default(), heur);
                    iterate(
                        &mut w,
                        &mut rms,
                        IterationSettings {
                            max_depth,
                            multipv: 1,
                            start_depth: 1 + (id as u32 % 2),
                            on_iteration: None,
                            on_bound: None,
                        },
                    );
                    w.flush_nodes();
                    memory.put(id, std::mem::take(&mut w.heur));
                });
            }
            done = main();
        });
        done
    }
}
