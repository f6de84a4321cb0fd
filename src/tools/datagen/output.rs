//! The output file and its progress sidecar `FILE.done`.
//!
//! Games are written whole and in index order: one `write_all` of all a game's lines, then one line
//! `INDEX END_OFFSET` appended to the sidecar, whose first line is the run's settings signature
//! ([`super::Settings::signature`]). So the sidecar always names a prefix of games `0..m` and the
//! byte length of the data they wrote. `--append` (alias `--resume`) reads the sidecar, keeps its
//! longest consistent prefix (complete lines, indices 0, 1, 2..., offsets within the file), cuts the
//! data file back to the last recorded offset — which drops a trailing partial line and any game
//! whose sidecar line was not written — and plays the games from `m` on. Since a game depends only
//! on the seed, its index and the settings, a run interrupted and resumed writes the same bytes as
//! one uninterrupted run. A sidecar made with other settings is refused, and so is a non-empty
//! data file without one. Nothing is overwritten without `--force`. With `--shard I/N` the file
//! holds that shard's games (indices I, I+N, I+2N...) in that order, and the sidecar names them.

use super::args::Settings;
use super::error::DatagenError;
use super::selfplay::GameRecord;
use crate::core::Shard;
use std::ffi::OsString;
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// The open output: data file, sidecar and the next game index to write.
pub struct Output {
    data: File,
    done: File,
    path: PathBuf,
    done_path: PathBuf,
    offset: u64,
    next: usize,
}

/// The sidecar's path: `FILE.done`.
pub fn sidecar_path(out: &Path) -> PathBuf {
    let mut name = OsString::from(out.as_os_str());
    name.push(".done");
    PathBuf::from(name)
}

/// The longest consistent prefix of a sidecar's game lines after its header (the games of `shard`
/// in order): the number of games, the data offset they end at and the sidecar's byte length up
/// to there.
fn valid_prefix(text: &str, header_len: usize, data_len: u64, shard: Shard) -> (usize, u64, usize) {
    let (mut games, mut offset, mut keep) = (0usize, 0u64, header_len);
    let mut rest = &text[header_len..];
    while let Some(end) = rest.find('\n') {
        let line = &rest[..end];
        let parsed = line
            .split_once(' ')
            .and_then(|(i, o)| Some((i.parse::<usize>().ok()?, o.parse::<u64>().ok()?)));
        match parsed {
            Some((i, o)) if i == shard.unit(games) && o >= offset && o <= data_len => {
                games += 1;
                offset = o;
                keep += end + 1;
                rest = &rest[end + 1..];
            }
            _ => break,
        }
    }
    (games, offset, keep)
}

impl Output {
    /// Opens (or creates) the output as the settings say; see the module doc.
    pub fn open(settings: &Settings) -> Result<Output, DatagenError> {
        let path = settings.out.clone();
        let done_path = sidecar_path(&path);
        let io = |p: &Path| {
            let p = p.to_path_buf();
            move |e| DatagenError::Io(p, e)
        };
        let exists = path.exists();
        if path.is_dir() {
            return Err(DatagenError::Io(
                path,
                std::io::Error::other("it is a directory"),
            ));
        }
        if exists && !settings.force && !settings.append {
            return Err(DatagenError::Exists(path));
        }
        let header = format!("{}\n", settings.signature());
        if exists && settings.append {
            let mut data = OpenOptions::new()
                .read(true)
                .write(true)
                .open(&path)
                .map_err(io(&path))?;
            let data_len = data.metadata().map_err(io(&path))?.len();
            if done_path.exists() {
                let mut text = String::new();
                let mut done = OpenOptions::new()
                    .read(true)
                    .write(true)
                    .open(&done_path)
                    .map_err(io(&done_path))?;
                done.read_to_string(&mut text).map_err(io(&done_path))?;
                if !text.starts_with(&header) {
                    let found = text.lines().next().unwrap_or("").chars().take(200);
                    return Err(DatagenError::Resume(
                        path,
                        format!(
                            "{} was made with other settings ({})",
                            done_path.display(),
                            found.collect::<String>()
                        ),
                    ));
                }
                let (games, offset, keep) =
                    valid_prefix(&text, header.len(), data_len, settings.shard);
                data.set_len(offset).map_err(io(&path))?;
                data.seek(SeekFrom::Start(offset)).map_err(io(&path))?;
                done.set_len(keep as u64).map_err(io(&done_path))?;
                done.seek(SeekFrom::Start(keep as u64))
                    .map_err(io(&done_path))?;
                return Ok(Output {
                    data,
                    done,
                    path,
                    done_path,
                    offset,
                    next: games,
                });
            }
            if data_len > 0 {
                return Err(DatagenError::Resume(
                    path,
                    format!(
                        "{} is missing; it says which games the file holds",
                        done_path.display()
                    ),
                ));
            }
        }
        let data = File::create(&path).map_err(io(&path))?;
        let mut done = File::create(&done_path).map_err(io(&done_path))?;
        done.write_all(header.as_bytes()).map_err(io(&done_path))?;
        Ok(Output {
            data,
            done,
            path,
            done_path,
            offset: 0,
            next: 0,
        })
    }

    /// The position among the shard's games of the next game to write (the shard's first `next`
    /// games are in the file; without `--shard`, games `0..next`).
    pub fn next_index(&self) -> usize {
        self.next
    }

    /// Writes one finished game, which must be the shard's game `next_index()`: its lines in one
    /// `write_all`, then its sidecar line (`INDEX OFFSET`, the game's index in the whole run).
    pub fn write_game(&mut self, game: &GameRecord) -> Result<(), DatagenError> {
        let mut text = String::new();
        for line in &game.lines {
            text.push_str(&line.to_string());
            text.push('\n');
        }
        self.data
            .write_all(text.as_bytes())
            .and_then(|()| self.data.flush())
            .map_err(|e| DatagenError::Write(self.path.clone(), e))?;
        self.offset += text.len() as u64;
        self.done
            .write_all(format!("{} {}\n", game.index, self.offset).as_bytes())
            .and_then(|()| self.done.flush())
            .map_err(|e| DatagenError::Write(self.done_path.clone(), e))?;
        self.next += 1;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn valid_prefix_whole(text: &str, header_len: usize, data_len: u64) -> (usize, u64, usize) {
        valid_prefix(text, header_len, data_len, Shard::WHOLE)
    }

    #[test]
    fn sidecar_prefix_of_a_shard() {
        let s = Shard { index: 1, count: 3 };
        assert_eq!(
            valid_prefix("h\n1 5\n4 9\n5 12\n", 2, 100, s),
            (2, 9, 2 + 4 + 4)
        );
    }

    #[test]
    fn sidecar_prefix_stops_at_damage() {
        let h = "hdr\n";
        assert_eq!(
            valid_prefix_whole("hdr\n0 10\n1 25\n2 3", 4, 100),
            (2, 25, 4 + 5 + 5)
        );
        assert_eq!(valid_prefix_whole("hdr\n0 10\n2 25\n", 4, 100), (1, 10, 9));
        assert_eq!(valid_prefix_whole("hdr\n0 10\n1 250\n", 4, 100), (1, 10, 9));
        assert_eq!(valid_prefix_whole(h, 4, 0), (0, 0, 4));
    }
}
