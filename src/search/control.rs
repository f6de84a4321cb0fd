//! Shared control of a running search: the stop flag every worker polls, the ponder/infinite hold,
//! the clock (restarted at `ponderhit`), and the node counter summed over threads.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// State shared by the search threads and the engine that started them.
#[derive(Debug)]
pub struct Control {
    stop: AtomicBool,
    hold: AtomicBool,
    base: Instant,
    clock_offset_us: AtomicU64,
    nodes: AtomicU64,
}

impl Control {
    /// A fresh control; `hold` keeps the result back until `stop` or `ponderhit` (infinite/ponder).
    pub fn new(hold: bool) -> Control {
        Control {
            stop: AtomicBool::new(false),
            hold: AtomicBool::new(hold),
            base: Instant::now(),
            clock_offset_us: AtomicU64::new(0),
            nodes: AtomicU64::new(0),
        }
    }

    /// The user's `stop`: every worker stops as soon as possible and the result is released.
    #[inline]
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
        self.hold.store(false, Ordering::Relaxed);
    }

    /// Ends the workers (a limit was reached) without releasing a held result.
    #[inline]
    pub fn abort_workers(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// True once a stop was requested.
    #[inline]
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// True while the result must be held back (infinite search or pondering).
    #[inline]
    pub fn holding(&self) -> bool {
        self.hold.load(Ordering::Relaxed)
    }

    /// The opponent played the expected move: release the hold and start the clock now.
    pub fn ponderhit(&self) {
        let now = self.base.elapsed().as_micros() as u64;
        self.clock_offset_us.store(now, Ordering::Relaxed);
        self.hold.store(false, Ordering::Relaxed);
    }

    /// Microseconds on our clock (since the start, or since `ponderhit`).
    #[inline]
    pub fn clock_us(&self) -> u64 {
        (self.base.elapsed().as_micros() as u64)
            .saturating_sub(self.clock_offset_us.load(Ordering::Relaxed))
    }

    /// Microseconds since the search started (for live reports).
    pub fn elapsed_us(&self) -> u64 {
        self.base.elapsed().as_micros() as u64
    }

    /// Milliseconds since the search started (for reports).
    pub fn elapsed_ms(&self) -> u64 {
        self.base.elapsed().as_millis() as u64
    }

    /// Adds a worker's node delta to the total.
    #[inline]
    pub fn add_nodes(&self, n: u64) {
        self.nodes.fetch_add(n, Ordering::Relaxed);
    }

    /// Nodes flushed by all workers so far.
    #[inline]
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }
}
