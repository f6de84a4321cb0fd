//! The protocol-free engine facade: holds the current position and the options (Hash, Threads,
//! MultiPV, Move Overhead, strength), owns the transposition table and the search thread pool, and runs one
//! search at a time in the background on a long-lived search thread. `go` returns at once; results
//! arrive through the `Listener`. It never prints.

pub mod level_elo;
pub mod options;
mod skill_listener;
mod thread;

use crate::game::{AnyGame, Variant};
use crate::search::skill::Skill;
use crate::search::variety;
use crate::search::{
    Control, Limits, Listener, SearchConfig, SearchInfo, SearchMemory, SearchResult,
    TranspositionTable,
};
use rayon::{ThreadPool, ThreadPoolBuilder};
use skill_listener::Chooser;
use std::sync::Arc;
use thiserror::Error;
use thread::{Job, SearchThread, Ticket};

/// Largest hash size accepted, in megabytes (the `Hash` option's maximum).
pub const MAX_HASH_MB: usize = options::HASH.range().1 as usize;
/// Largest thread count accepted (the `Threads` option's maximum).
pub const MAX_THREADS: usize = options::THREADS.range().1 as usize;
/// Default hash size in megabytes (the `Hash` option's default).
pub const DEFAULT_HASH_MB: usize = options::HASH.default_number() as usize;

/// Why an engine call was refused.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum EngineError {
    /// A search is already running.
    #[error("a search is already running")]
    Busy,
    /// The transposition table of this many megabytes could not be allocated.
    #[error("cannot allocate {0} MB for the hash table")]
    Memory(usize),
    /// The thread pool could not be created.
    #[error("cannot start search threads: {0}")]
    Threads(String),
}

/// The strength options and the generator that seeds each limited search's choice.
struct Strength {
    level: u32,
    limit: bool,
    elo: u64,
    rng: crate::core::Rng,
    /// `Random Seed`: 0 plays the best move always; otherwise the seed of the opening variety.
    variety_seed: u64,
    variety_rng: crate::core::Rng,
}

impl Default for Strength {
    fn default() -> Strength {
        Strength {
            level: options::SKILL_LEVEL.default_number() as u32,
            limit: false,
            elo: options::UCI_ELO.default_number(),
            rng: crate::core::Rng::new(0x5e47e),
            variety_seed: 0,
            variety_rng: crate::core::Rng::new(0),
        }
    }
}

struct Running {
    control: Arc<Control>,
    ticket: Ticket,
}

/// The engine: position, options, table, threads and the running search.
pub struct Engine {
    position: AnyGame,
    config: SearchConfig,
    hash_mb: usize,
    tt: Arc<TranspositionTable>,
    /// The search threads' move-ordering history, kept from move to move of a game.
    memory: Arc<SearchMemory>,
    pool: Option<Arc<ThreadPool>>,
    running: Option<Running>,
    /// The `Ponder` option.
    ponder: bool,
    /// The `UCI_ShowWDL` option.
    show_wdl: bool,
    /// `Skill Level`, `UCI_LimitStrength`, `UCI_Elo` and the seeded draw of limited searches.
    strength: Strength,
    /// The search thread, started at the first search. Declared after `running` so that a
    /// running search is waited for before the thread is closed.
    thread: Option<SearchThread>,
}

impl Engine {
    /// An engine playing `variant` from its start position, with default options.
    /// The hash table is allocated lazily, at the first search.
    pub fn new(variant: Variant) -> Engine {
        Engine {
            position: AnyGame::new(variant),
            config: SearchConfig::default(),
            hash_mb: DEFAULT_HASH_MB,
            tt: Arc::new(TranspositionTable::new(0)),
            memory: Arc::new(SearchMemory::new()),
            pool: None,
            running: None,
            ponder: false,
            show_wdl: false,
            strength: Strength::default(),
            thread: None,
        }
    }

    /// The current position.
    pub fn position(&self) -> &AnyGame {
        &self.position
    }

    /// Replaces the current position (a running search is stopped first).
    pub fn set_position(&mut self, position: AnyGame) {
        self.halt();
        self.position = position;
    }

    /// Mutable access to the position (a running search is stopped first).
    pub fn position_mut(&mut self) -> &mut AnyGame {
        self.halt();
        &mut self.position
    }

    /// Stops a running search and waits for it to report.
    fn halt(&mut self) {
        self.stop();
        self.wait();
    }

    /// Search settings in force.
    pub fn config(&self) -> SearchConfig {
        self.config
    }

    /// Sets the hash size in megabytes (clamped to the `Hash` range) and allocates the table
    /// at once (waiting for a running search). When the memory cannot be had, the previous table
    /// and size stay and an error says so.
    pub fn set_hash_mb(&mut self, mb: usize) -> Result<(), EngineError> {
        let mb = options::HASH.clamp(mb as u64) as usize;
        if mb == self.hash_mb && self.tt.size_mb() == mb {
            return Ok(());
        }
        self.stop();
        self.wait();
        // Release the old table first so that its memory can be reused.
        let old = self.tt.size_mb();
        self.tt = Arc::new(TranspositionTable::new(0));
        match TranspositionTable::try_new(mb) {
            Some(t) => {
                self.tt = Arc::new(t);
                self.hash_mb = mb;
                Ok(())
            }
            None => {
                if let Some(t) = TranspositionTable::try_new(old) {
                    self.tt = Arc::new(t);
                }
                Err(EngineError::Memory(mb))
            }
        }
    }

    /// The configured hash size in megabytes.
    pub fn hash_mb(&self) -> usize {
        self.hash_mb
    }

    /// Sets the number of search threads (clamped to the `Threads` range).
    pub fn set_threads(&mut self, n: usize) {
        let n = options::THREADS.clamp(n as u64) as usize;
        if n != self.config.threads {
            self.halt();
            self.config.threads = n;
            self.pool = None;
        }
    }

    /// Sets the number of principal variations reported (clamped to the `MultiPV` range).
    pub fn set_multipv(&mut self, n: usize) {
        self.config.multipv = options::MULTIPV.clamp(n as u64) as usize;
    }

    /// Sets the per-move time reserve in milliseconds (clamped to the `Move Overhead` range).
    pub fn set_move_overhead(&mut self, ms: u64) {
        self.config.move_overhead_ms = options::MOVE_OVERHEAD.clamp(ms);
    }

    /// Forgets everything learned (the hash table and the move-ordering history), as
    /// `ucinewgame` / `Clear Hash` do.
    pub fn clear_hash(&mut self) {
        self.halt();
        self.tt.clear();
        self.memory.clear();
    }

    /// The transposition-table entry stored for `key`, if any (UCCI's `probe`).
    pub fn probe(&self, key: u64) -> Option<crate::search::HashEntry> {
        self.tt.probe(key).map(Into::into)
    }

    /// True while a search is running.
    pub fn is_searching(&self) -> bool {
        self.running
            .as_ref()
            .is_some_and(|r| !r.ticket.is_finished())
    }

    /// Allocates what a search needs (the hash table at its set size, the thread pool, the
    /// search thread) now rather than at the next `go`, so that a game's first move does not pay
    /// for it on its clock (Gomocup's `START`, UCI's and UCCI's `isready`). Does nothing while
    /// searching. A failure is logged: the next `go` tries again and reports it.
    pub fn prepare(&mut self) {
        if !self.is_searching() {
            if let Err(e) = self.ensure_resources() {
                log::warn!("{e}");
            }
        }
    }

    fn ensure_resources(&mut self) -> Result<(), EngineError> {
        if self.tt.size_mb() != self.hash_mb {
            match TranspositionTable::try_new(self.hash_mb) {
                Some(t) => self.tt = Arc::new(t),
                None => {
                    log::warn!("cannot allocate {} MB for the hash table", self.hash_mb);
                    self.hash_mb = self.tt.size_mb().max(1);
                    if self.tt.size_mb() == 0 {
                        self.tt = Arc::new(TranspositionTable::new(1));
                    }
                }
            }
        }
        if self.pool.is_none() {
            let pool = ThreadPoolBuilder::new()
                .num_threads(self.config.threads)
                .stack_size(16 << 20)
                .thread_name(|i| format!("sente-search-{i}"))
                .build()
                .map_err(|e| EngineError::Threads(e.to_string()))?;
            self.pool = Some(Arc::new(pool));
        }
        if self.thread.is_none() {
            let t = SearchThread::spawn().map_err(|e| EngineError::Threads(e.to_string()))?;
            self.thread = Some(t);
        }
        Ok(())
    }

    /// Starts searching the current position; returns at once. The listener receives progress and
    /// exactly one result.
    pub fn go(
        &mut self,
        mut limits: Limits,
        mut listener: Arc<dyn Listener>,
    ) -> Result<(), EngineError> {
        if self.is_searching() {
            return Err(EngineError::Busy);
        }
        self.wait();
        self.ensure_resources()?;
        let mut config = self.config;
        let choice = if let Some(skill) = self.skill() {
            // Stockfish's way: a shallow search of a few candidates, then a seeded choice.
            limits.depth = Some(limits.depth.map_or(skill.depth(), |d| d.min(skill.depth())));
            config.multipv = skill.multipv(config.multipv);
            Some((Chooser::Skill(skill), self.strength.rng.next_u64()))
        } else if self.strength.variety_seed != 0
            && self.position.ply() < variety::PLIES
            && limits.searchmoves.is_empty()
        {
            // Opening variety: a few candidates, then a seeded choice among the near-equal ones.
            config.multipv = config.multipv.max(variety::CANDIDATES);
            Some((Chooser::Variety, self.strength.variety_rng.next_u64()))
        } else {
            None
        };
        if let Some((chooser, seed)) = choice {
            listener = Arc::new(skill_listener::SkillListener::new(listener, chooser, seed));
        }
        let control = Arc::new(Control::new(limits.waits_for_stop()));
        let mut job = Box::new(Job {
            position: self.position.clone(),
            limits,
            config,
            tt: Arc::clone(&self.tt),
            memory: Arc::clone(&self.memory),
            control: Arc::clone(&control),
            pool: Arc::clone(self.pool.as_ref().expect("pool created above")),
            listener,
        });
        // A thread that is gone (it cannot be, short of a bug) is replaced once.
        for _ in 0..2 {
            let thread = self.thread.as_ref().expect("thread started above");
            match thread.start(job) {
                Ok(ticket) => {
                    self.running = Some(Running { control, ticket });
                    return Ok(());
                }
                Err(back) => {
                    job = back;
                    self.thread = None;
                    self.ensure_resources()?;
                }
            }
        }
        Err(EngineError::Threads("the search thread is gone".into()))
    }

    /// The strength the next search plays at: `None` at full strength. `UCI_LimitStrength` takes
    /// the level from `UCI_Elo` on the game's measured scale, otherwise `Skill Level` sets it.
    pub fn skill(&self) -> Option<Skill> {
        let s = &self.strength;
        let level = if s.limit {
            level_elo::LevelElo::of(self.position.variant()).level_for_elo(s.elo)
        } else {
            s.level
        };
        Skill::new(level)
    }

    /// Seeds the draw that limited-strength searches make among their candidates (the same
    /// seed, the same choices in the same positions).
    pub fn seed_strength(&mut self, seed: u64) {
        self.strength.rng = crate::core::Rng::new(seed);
    }

    /// Sets `Random Seed`: 0 turns opening variety off; any other seed turns it on and restarts
    /// its draws (the same seed, the same choices in the same positions).
    pub fn set_random_seed(&mut self, seed: u64) {
        self.strength.variety_seed = seed;
        self.strength.variety_rng = crate::core::Rng::new(seed);
    }

    /// The `Random Seed` option's value (0: off).
    pub fn random_seed(&self) -> u64 {
        self.strength.variety_seed
    }

    /// Asks the running search (if any) to stop and report.
    pub fn stop(&self) {
        if let Some(r) = &self.running {
            r.control.stop();
        }
    }

    /// Stops the running search only if it would otherwise wait for `stop` (infinite or ponder).
    pub fn stop_if_waiting(&self) {
        if let Some(r) = &self.running {
            if r.control.holding() {
                r.control.stop();
            }
        }
    }

    /// The opponent played the ponder move: the search continues on the real clock.
    pub fn ponderhit(&self) {
        if let Some(r) = &self.running {
            r.control.ponderhit();
        }
    }

    /// Waits until the running search (if any) has delivered its result.
    pub fn wait(&mut self) {
        if let Some(r) = self.running.take() {
            r.ticket.wait();
        }
    }
}

/// Collects a search's reports for `Engine::think` without waking the waiting caller for each.
#[derive(Default)]
struct Collector {
    infos: std::sync::Mutex<Vec<SearchInfo>>,
    result: std::sync::Mutex<Option<SearchResult>>,
}

impl Listener for Collector {
    fn info(&self, info: SearchInfo) {
        if let Ok(mut infos) = self.infos.lock() {
            infos.push(info);
        }
    }

    fn done(&self, result: SearchResult) {
        if let Ok(mut r) = self.result.lock() {
            *r = Some(result);
        }
    }
}

impl Engine {
    /// Searches the current position and blocks until the result; returns every report and the
    /// result. `limits` must end by themselves (not infinite or ponder).
    pub fn think(
        &mut self,
        limits: Limits,
    ) -> Result<(Vec<SearchInfo>, SearchResult), EngineError> {
        let collector = Arc::new(Collector::default());
        self.go(limits, Arc::clone(&collector) as Arc<dyn Listener>)?;
        self.wait();
        let result = collector.result.lock().ok().and_then(|mut r| r.take());
        let infos = collector
            .infos
            .lock()
            .map(|mut i| std::mem::take(&mut *i))
            .unwrap_or_default();
        match result {
            Some(result) => Ok((infos, result)),
            None => Err(EngineError::Threads("search ended without a result".into())),
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.stop();
        self.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The resources of a search exist once `prepare` returns (Gomocup's `START`, UCI's
    /// `isready`), so that the first move's clock does not pay for them.
    #[test]
    fn prepare_allocates_the_hash_table_and_threads_before_the_first_search() {
        let mut e = Engine::new(Variant::Xiangqi);
        assert_eq!(e.tt.size_mb(), 0);
        assert!(e.pool.is_none() && e.thread.is_none());
        e.prepare();
        assert_eq!(e.tt.size_mb(), e.hash_mb());
        assert!(e.pool.is_some() && e.thread.is_some());
    }
}
