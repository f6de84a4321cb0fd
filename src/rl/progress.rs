//! Progress and throughput of sweep loops. A [`Meter`] watches a run sweep by sweep and, once the
//! run has lasted a second, hands a progress line (sweep, max|ΔV|, cell-updates per second) to
//! the caller's sink about once a second; at the end it gives the run's [`Throughput`], timed
//! from the start to the last sweep observed (not what the caller does with the values after).
//! Nothing it reports changes the results, and no result depends on the clock.

use std::fmt;
use std::time::{Duration, Instant};

/// How often a progress line is given (and how long a run lasts before the first one).
const EVERY: Duration = Duration::from_secs(1);

/// Watches a sweep loop and reports progress to a sink.
pub struct Meter<'a> {
    what: &'static str,
    cells: usize,
    limit: String,
    started: Instant,
    next: Duration,
    last: Duration,
    sweeps: usize,
    sink: &'a mut dyn FnMut(&str),
}

impl<'a> Meter<'a> {
    /// A meter for sweeps of `cells` cells each, `limit` of them (`exact`) or at most that many,
    /// named `what` in the progress lines; the clock starts now.
    pub fn new(
        what: &'static str,
        cells: usize,
        (limit, exact): (usize, bool),
        sink: &'a mut dyn FnMut(&str),
    ) -> Meter<'a> {
        Meter {
            what,
            cells,
            limit: if exact {
                format!("of {limit}")
            } else {
                format!("of at most {limit}")
            },
            started: Instant::now(),
            next: EVERY,
            last: Duration::ZERO,
            sweeps: 0,
            sink,
        }
    }

    /// Records that sweep `sweep` (1-based) ended with max|ΔV| = `delta`; gives a progress line
    /// when a second has passed since the start or the last line.
    pub fn observe(&mut self, sweep: usize, delta: f64) {
        self.sweeps = sweep;
        let t = self.started.elapsed();
        self.last = t;
        if t < self.next {
            return;
        }
        self.next = t + EVERY;
        let rate = (sweep * self.cells) as f64 / t.as_secs_f64();
        (self.sink)(&format!(
            "{}: sweep {sweep} {}, max|ΔV| {delta:.3e}, {rate:.3e} cell-updates/s",
            self.what, self.limit
        ));
    }

    /// The throughput of the sweeps observed so far, timed from the start to the last of them.
    pub fn throughput(&self) -> Throughput {
        Throughput {
            sweeps: self.sweeps,
            cells: self.cells,
            seconds: self.last.as_secs_f64(),
        }
    }
}

/// How fast a run swept.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Throughput {
    /// Sweeps done.
    pub sweeps: usize,
    /// Cells per sweep.
    pub cells: usize,
    /// Wall-clock seconds of the sweeps (from the start to the end of the last one).
    pub seconds: f64,
}

impl Throughput {
    /// Cell-updates per second.
    pub fn per_second(&self) -> f64 {
        (self.sweeps * self.cells) as f64 / self.seconds.max(1e-9)
    }
}

impl fmt::Display for Throughput {
    /// `1.553e9 cell-updates/s (40 sweeps of 16000000 cells in 0.412 s)`
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "{:.3e} cell-updates/s ({} sweeps of {} cells in {:.3} s)",
            self.per_second(),
            self.sweeps,
            self.cells,
            self.seconds
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn throughput_counts_the_observed_sweeps() {
        let mut sink = |_: &str| {};
        let mut m = Meter::new("value iteration", 1000, (10, true), &mut sink);
        for k in 1..=3 {
            m.observe(k, 0.5);
        }
        let t = m.throughput();
        assert_eq!((t.sweeps, t.cells), (3, 1000));
        assert!(t.per_second() > 0.0);
        assert!(t
            .to_string()
            .contains("cell-updates/s (3 sweeps of 1000 cells in"));
    }
}
