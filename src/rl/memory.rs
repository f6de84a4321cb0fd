//! How much memory a solver may use: what the user allows with `--memory`, or by default half of
//! the machine's memory as the kernel reports it (`/proc/meminfo`), with a fixed fallback where
//! that file does not exist. Only refusals depend on it, never a result.

/// Budget used where the machine's memory cannot be read, in bytes (4 GiB).
const FALLBACK_BYTES: u64 = 4 << 30;

/// The memory budget in bytes: `mib` MiB when given, else half the machine's memory.
pub fn budget_bytes(mib: Option<usize>) -> u64 {
    match mib {
        Some(m) => (m as u64).saturating_mul(1 << 20),
        None => machine_bytes().map_or(FALLBACK_BYTES, |b| b / 2),
    }
}

/// The machine's memory (`MemTotal`), if the kernel says.
fn machine_bytes() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    mem_total(&text)
}

/// `MemTotal` from the text of `/proc/meminfo`, in bytes.
fn mem_total(meminfo: &str) -> Option<u64> {
    let line = meminfo.lines().find(|l| l.starts_with("MemTotal:"))?;
    let mut words = line.split_whitespace().skip(1);
    let kib: u64 = words.next()?.parse().ok()?;
    (words.next() == Some("kB")).then(|| kib.saturating_mul(1024))
}

/// A byte count the way the messages print it: MiB below a GiB, else GiB with one decimal.
pub fn human(bytes: f64) -> String {
    const MIB: f64 = (1u64 << 20) as f64;
    const GIB: f64 = (1u64 << 30) as f64;
    if bytes < GIB {
        format!("{:.0} MiB", (bytes / MIB).ceil())
    } else if bytes < 1e6 * GIB {
        format!("{:.1} GiB", bytes / GIB)
    } else {
        format!("{:.1e} GiB", bytes / GIB)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_mem_total_in_kib() {
        let text = "MemTotal:       25165824 kB\nMemFree:  100 kB\n";
        assert_eq!(mem_total(text), Some(25165824 * 1024));
        assert_eq!(mem_total("MemFree: 1 kB\n"), None);
        assert_eq!(mem_total("MemTotal: lots\n"), None);
    }

    #[test]
    fn an_explicit_budget_wins() {
        assert_eq!(budget_bytes(Some(3)), 3 << 20);
        assert!(budget_bytes(None) > 0);
    }

    #[test]
    fn sizes_print_in_mib_or_gib() {
        assert_eq!(human(1.5 * (1u64 << 20) as f64), "2 MiB");
        assert_eq!(human(1.25 * (1u64 << 30) as f64), "1.2 GiB");
        assert_eq!(human(1e30), "9.3e20 GiB");
    }
}
