//! The transposition table shared by all search threads: buckets of four entries, each entry two
//! `AtomicU64`s (key ^ data, data) written with relaxed ordering. A torn write (two threads storing
//! at once) makes the key check fail, so it reads as a miss; no locks. The one `unsafe` is the
//! cache prefetch hint, which touches no memory the program sees.
//! Resize only between searches.

use crate::core::{PackedMove, Score};
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};

/// How the stored score relates to the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TtBound {
    /// Exact score (a PV node).
    Exact,
    /// The score is a lower bound (a beta cutoff).
    Lower,
    /// The score is an upper bound (no move raised alpha).
    Upper,
}

impl TtBound {
    /// The bound a search result `best` has, given the window (`alpha`, `beta`) it was searched
    /// with.
    #[inline]
    pub fn of(best: Score, alpha: Score, beta: Score) -> TtBound {
        if best >= beta {
            TtBound::Lower
        } else if best > alpha {
            TtBound::Exact
        } else {
            TtBound::Upper
        }
    }

    /// True when a stored `score` with this bound settles a node searched with (`alpha`, `beta`).
    #[inline]
    pub fn cuts(self, score: Score, alpha: Score, beta: Score) -> bool {
        match self {
            TtBound::Exact => true,
            TtBound::Lower => score >= beta,
            TtBound::Upper => score <= alpha,
        }
    }
}

/// A decoded entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TtEntry {
    /// Best or refuting move, possibly `NONE`.
    pub mv: PackedMove,
    /// Score, node-relative for mates (convert with `Score::from_tt`).
    pub score: Score,
    /// Static evaluation of the position.
    pub eval: i32,
    /// Remaining depth of the search that stored it.
    pub depth: i32,
    /// Bound type.
    pub bound: TtBound,
}

const ENTRIES_PER_BUCKET: usize = 4;
const ENTRY_BYTES: usize = 16;

/// One bucket: `ENTRIES_PER_BUCKET` entries of two words (key ^ data, data), aligned to a
/// 64-byte cache line so that a probe touches one line (a plain `Vec<AtomicU64>` starts where the
/// allocator puts it, 16 bytes past a page for large tables, and then every bucket straddles two).
#[derive(Debug, Default)]
#[repr(C, align(64))]
struct Bucket([AtomicU64; 2 * ENTRIES_PER_BUCKET]);

/// The shared table.
#[derive(Debug)]
pub struct TranspositionTable {
    buckets: Vec<Bucket>,
    generation: AtomicU8,
}

fn encode(e: &TtEntry, generation: u8) -> u64 {
    let bound = match e.bound {
        TtBound::Exact => 1u64,
        TtBound::Lower => 2,
        TtBound::Upper => 3,
    };
    (e.mv.0 as u64)
        | ((e.score.0 as i16 as u16 as u64) << 16)
        | ((e.eval.clamp(-32_000, 32_000) as i16 as u16 as u64) << 32)
        | ((e.depth.clamp(-1, 254) + 1) as u64) << 48
        | bound << 56
        | ((generation as u64 & 0x3f) << 58)
}

fn decode(data: u64) -> Option<(TtEntry, u8)> {
    let bound = match (data >> 56) & 3 {
        1 => TtBound::Exact,
        2 => TtBound::Lower,
        3 => TtBound::Upper,
        _ => return None,
    };
    Some((
        TtEntry {
            mv: PackedMove(data as u16),
            score: Score((data >> 16) as u16 as i16 as i32),
            eval: (data >> 32) as u16 as i16 as i32,
            depth: ((data >> 48) & 0xff) as i32 - 1,
            bound,
        },
        (data >> 58) as u8,
    ))
}

impl TranspositionTable {
    /// A table of about `mb` megabytes (at least one bucket). Panics if memory runs out; see
    /// [`TranspositionTable::try_new`].
    pub fn new(mb: usize) -> TranspositionTable {
        Self::try_new(mb).expect("memory for the transposition table")
    }

    /// A table of about `mb` megabytes, or `None` when that much memory cannot be reserved.
    pub fn try_new(mb: usize) -> Option<TranspositionTable> {
        let bytes = mb.saturating_mul(1 << 20);
        let len = (bytes / (ENTRY_BYTES * ENTRIES_PER_BUCKET)).max(1);
        let mut buckets = Vec::new();
        buckets.try_reserve_exact(len).ok()?;
        buckets.resize_with(len, Bucket::default);
        Some(TranspositionTable {
            buckets,
            generation: AtomicU8::new(0),
        })
    }

    /// Size in megabytes (rounded down).
    pub fn size_mb(&self) -> usize {
        (self.buckets.len() * ENTRY_BYTES * ENTRIES_PER_BUCKET) >> 20
    }

    /// Forgets every entry.
    pub fn clear(&self) {
        for b in &self.buckets {
            for s in &b.0 {
                s.store(0, Ordering::Relaxed);
            }
        }
        self.generation.store(0, Ordering::Relaxed);
    }

    /// Marks the start of a new search, so older entries are preferred for replacement.
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    #[inline]
    fn bucket(&self, key: u64) -> &[AtomicU64; 2 * ENTRIES_PER_BUCKET] {
        let n = self.buckets.len() as u128;
        &self.buckets[(((key as u128) * n) >> 64) as usize].0
    }

    /// Asks the processor to bring the bucket of `key` into the cache ahead of a `probe` (a
    /// hint: it changes nothing, and does nothing off x86-64).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let line = self.bucket(key).as_ptr() as *const i8;
            // SAFETY: a prefetch only hints the cache: it never faults and reads nothing into
            // the program, whatever the address (here a live bucket of the table); it needs
            // SSE, which every x86-64 processor has. Measured: see the commit that added it.
            #[allow(unsafe_code)]
            unsafe {
                _mm_prefetch::<_MM_HINT_T0>(line)
            };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// Looks up `key`.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<TtEntry> {
        let b = self.bucket(key);
        for i in 0..ENTRIES_PER_BUCKET {
            let k = b[2 * i].load(Ordering::Relaxed);
            let d = b[2 * i + 1].load(Ordering::Relaxed);
            if d != 0 && k ^ d == key {
                return decode(d).map(|(e, _)| e);
            }
        }
        None
    }

    /// Stores an entry for `key`, replacing the same key or the least valuable slot.
    pub fn store(&self, key: u64, mut entry: TtEntry) {
        let generation = self.generation.load(Ordering::Relaxed) & 0x3f;
        let b = self.bucket(key);
        let mut victim = 0;
        let mut victim_value = i32::MAX;
        for i in 0..ENTRIES_PER_BUCKET {
            let k = b[2 * i].load(Ordering::Relaxed);
            let d = b[2 * i + 1].load(Ordering::Relaxed);
            if d == 0 {
                victim = i;
                break;
            }
            if k ^ d == key {
                if let Some((old, _)) = decode(d) {
                    // Keep the old move when the new search found none.
                    if !entry.mv.is_some() {
                        entry.mv = old.mv;
                    }
                    if entry.bound != TtBound::Exact && old.depth > entry.depth + 2 {
                        return;
                    }
                }
                victim = i;
                break;
            }
            let (old, old_gen) = decode(d).map_or((0, 0), |(e, g)| (e.depth, g));
            let age = (generation.wrapping_sub(old_gen) & 0x3f) as i32;
            let value = old - 8 * age;
            if value < victim_value {
                victim_value = value;
                victim = i;
            }
        }
        let data = encode(&entry, generation);
        b[2 * victim].store(key ^ data, Ordering::Relaxed);
        b[2 * victim + 1].store(data, Ordering::Relaxed);
    }

    /// Per-mille of sampled entries written by the current search.
    pub fn hashfull(&self) -> u32 {
        let generation = self.generation.load(Ordering::Relaxed) & 0x3f;
        let n = (self.buckets.len() * ENTRIES_PER_BUCKET).min(1000);
        let used = (0..n)
            .filter(|&i| {
                let b = &self.buckets[i / ENTRIES_PER_BUCKET].0;
                let d = b[2 * (i % ENTRIES_PER_BUCKET) + 1].load(Ordering::Relaxed);
                matches!(decode(d), Some((_, g)) if g == generation)
            })
            .count();
        (used * 1000 / n.max(1)) as u32
    }
}

impl From<TtEntry> for super::report::HashEntry {
    /// The entry as read at the position it was stored for (ply 0).
    fn from(e: TtEntry) -> Self {
        super::report::HashEntry {
            mv: e.mv,
            score: e.score.from_tt(0),
            depth: e.depth.max(0) as u32,
            bound: match e.bound {
                TtBound::Exact => None,
                TtBound::Lower => Some(super::report::Bound::Lower),
                TtBound::Upper => Some(super::report::Bound::Upper),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn store_and_probe() {
        let tt = TranspositionTable::new(1);
        let e = TtEntry {
            mv: PackedMove(77),
            score: Score(-31_990),
            eval: -12,
            depth: 9,
            bound: TtBound::Lower,
        };
        tt.store(0xDEAD_BEEF, e);
        assert_eq!(tt.probe(0xDEAD_BEEF), Some(e));
        assert_eq!(tt.probe(0xDEAD_BEEE), None);
        tt.clear();
        assert_eq!(tt.probe(0xDEAD_BEEF), None);
    }

    #[test]
    fn tiny_table_still_works() {
        let tt = TranspositionTable::new(0);
        for key in 1..100u64 {
            tt.store(
                key * 0x9E37_79B9_7F4A_7C15,
                TtEntry {
                    mv: PackedMove(1),
                    score: Score(1),
                    eval: 0,
                    depth: 1,
                    bound: TtBound::Exact,
                },
            );
        }
        assert!(tt.hashfull() > 0);
    }
}
