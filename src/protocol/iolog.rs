//! The input/output log for bug reports (Stockfish's `Debug Log File`): every line read and every
//! line written, each with a UTC timestamp, `>>` for input and `<<` for output. It is opened by the
//! global `--log-io FILE` flag or UCI's `Debug Log File` option and appends to the file.

use std::fs::{File, OpenOptions};
use std::io::{BufWriter, Write};
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

/// An open log file.
pub struct IoLog {
    file: BufWriter<File>,
    path: String,
}

impl IoLog {
    /// Opens (appending, creating it if needed) the log at `path`.
    pub fn open(path: &Path) -> std::io::Result<IoLog> {
        let file = OpenOptions::new().create(true).append(true).open(path)?;
        Ok(IoLog {
            file: BufWriter::new(file),
            path: path.display().to_string(),
        })
    }

    /// The file's path as given.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// Records a line read.
    pub fn input(&mut self, line: &str) {
        self.record(">>", line);
    }

    /// Records written text, one entry per line.
    pub fn output(&mut self, text: &str) {
        let text = text.strip_suffix('\n').unwrap_or(text);
        for line in text.split('\n') {
            self.record("<<", line);
        }
    }

    fn record(&mut self, dir: &str, line: &str) {
        let stamp = timestamp(SystemTime::now());
        let written = writeln!(self.file, "{stamp} {dir} {line}").and_then(|_| self.file.flush());
        if let Err(e) = written {
            log::warn!("cannot write the I/O log {}: {e}", self.path);
        }
    }
}

/// `YYYY-MM-DDTHH:MM:SS.mmmZ` for `t` (UTC).
pub fn timestamp(t: SystemTime) -> String {
    let since = t.duration_since(UNIX_EPOCH).unwrap_or_default();
    let secs = since.as_secs();
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil_from_days(days as i64);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}.{:03}Z",
        rest / 3600,
        rest / 60 % 60,
        rest % 60,
        since.subsec_millis()
    )
}

/// Year, month, day of the `days`-th day after 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn timestamps_are_utc_dates() {
        assert_eq!(timestamp(UNIX_EPOCH), "1970-01-01T00:00:00.000Z");
        let t = UNIX_EPOCH + Duration::from_millis(1_795_999_546_123);
        assert_eq!(timestamp(t), "2026-11-30T00:45:46.123Z");
        let leap = UNIX_EPOCH + Duration::from_secs(951_782_400);
        assert_eq!(timestamp(leap), "2000-02-29T00:00:00.000Z");
    }
}
