//! Reproducible random grid worlds of any size up to `MAX_CELLS`, from `random:WxH[:seed]`.

use super::{GridWorld, EXIT_BASE, MAX_CELLS, OPEN, WALL};
use crate::core::Rng;
use crate::rl::error::RlError;

impl GridWorld {
    pub(super) fn random_from_spec(spec: &str, rest: &str) -> Result<GridWorld, RlError> {
        let bad = |message: &str| RlError::RandomSpec {
            spec: spec.to_string(),
            message: message.to_string(),
        };
        let mut parts = rest.split(':');
        let size = parts.next().unwrap_or("");
        let seed = match parts.next() {
            None => 1,
            Some(s) => s
                .parse::<u64>()
                .map_err(|_| bad("the seed must be a whole number from 0 to 2^64-1"))?,
        };
        if parts.next().is_some() {
            return Err(bad("expected random:WxH or random:WxH:seed"));
        }
        let (w, h) = size
            .split_once(['x', 'X'])
            .ok_or_else(|| bad("expected a size WxH, e.g. random:100x50"))?;
        let w: usize = w
            .parse()
            .map_err(|_| bad("the width is not a whole number"))?;
        let h: usize = h
            .parse()
            .map_err(|_| bad("the height is not a whole number"))?;
        if w == 0 || h == 0 {
            return Err(bad("width and height must be at least 1"));
        }
        if w.checked_mul(h).is_none_or(|n| n > MAX_CELLS) {
            return Err(bad("too many cells (at most 67,108,864, e.g. 8192x8192)"));
        }
        Ok(GridWorld::random(w, h, seed))
    }

    /// A reproducible random world of `width × height` cells: about 15% walls, about 0.2% exits
    /// (+1, −1 or +10), at least one exit, and a start cell on an open cell when there is one.
    /// The caller keeps `width × height` within `MAX_CELLS`.
    pub fn random(width: usize, height: usize, seed: u64) -> GridWorld {
        let n = width * height;
        let mut rng = Rng::new(seed ^ 0x5241_4E44_4752_4944);
        let mut cells = vec![OPEN; n];
        let exit_rewards = vec![1.0, -1.0, 10.0];
        let mut exits = 0usize;
        for c in cells.iter_mut() {
            let r = rng.next_u64() % 10_000;
            if r < 1_500 {
                *c = WALL;
            } else if r < 1_520 {
                exits += 1;
                *c = EXIT_BASE
                    + match r % 20 {
                        0..=9 => 0,
                        10..=16 => 1,
                        _ => 2,
                    };
            }
        }
        if exits == 0 {
            cells[width - 1] = EXIT_BASE; // +1 at the top right
        }
        let mut start = None;
        if cells.contains(&OPEN) {
            loop {
                let s = rng.below(n);
                if cells[s] == OPEN {
                    start = Some(s);
                    break;
                }
            }
        }
        GridWorld::from_parts(
            format!("random:{width}x{height}:{seed}"),
            width,
            height,
            cells,
            exit_rewards,
            start,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_specs() {
        let a = GridWorld::load("random:30x20:7").unwrap();
        let b = GridWorld::load("random:30x20:7").unwrap();
        assert_eq!(a.cells, b.cells);
        assert_eq!((a.width(), a.height()), (30, 20));
        assert!(a.start().is_some());
        assert!(GridWorld::load("random:1x1").is_ok());
        for bad in [
            "random:0x5",
            "random:5",
            "random:axb",
            "random:3x3:x",
            "random:99999x99999",
        ] {
            assert!(
                matches!(GridWorld::load(bad), Err(RlError::RandomSpec { .. })),
                "{bad}"
            );
        }
        assert!(matches!(
            GridWorld::load("/nonexistent/layout"),
            Err(RlError::UnknownGrid { .. })
        ));
    }
}
