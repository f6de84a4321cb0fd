//! Display names of moves in WXF notation (`C2.5`, `H8+7`, `R1+1`) and in Chinese (`炮二平五`).
//!
//! A WXF move is the piece letter (K A E H R C P), the file it stands on counted from the mover's
//! right (1–9), the direction (`+` forward, `-` backward, `.` sideways) and either the number of ranks
//! moved (straight forward/backward moves of K, R, C, P) or the destination file. Tandem pieces on one
//! file replace the file number by `+` (front) and `-` (rear), e.g. `R+.3`, `C--1`; for soldiers the
//! WXF rules are followed: three on a file are `P+`, `P<file>`, `P-`; four or five use `++` and `--`
//! for the outermost; with tandem soldiers on two files the file digit replaces the letter (`3+.4`).
//! Chinese names use 前/中/后 (and 一…五 for four or five soldiers), Chinese numerals for Red and
//! full-width digits for Black, and 进/退/平. These are for display; moves are read in ICCS form.

use super::position::Position;
use super::types::*;
use crate::core::Side;

/// File number (1–9) of a square counted from `side`'s right.
fn side_file(side: Side, s: Square) -> usize {
    match side {
        Side::First => 9 - file_of(s),
        Side::Second => file_of(s) + 1,
    }
}

/// How far forward `s` is for `side` (rank counted from its own back rank).
fn advance(side: Side, s: Square) -> usize {
    match side {
        Side::First => rank_of(s),
        Side::Second => 9 - rank_of(s),
    }
}

/// The parts of a move name shared by WXF and Chinese.
struct Parts {
    side: Side,
    kind: Kind,
    /// Position among tandem pieces: `None` when alone on its file, else (index from the front, count).
    tandem: Option<(usize, usize)>,
    /// Whether another file also holds tandem soldiers.
    two_files: bool,
    file: usize,
    /// 1 forward, -1 backward, 0 sideways.
    dir: i32,
    /// Ranks moved or destination file.
    amount: usize,
}

fn parts(pos: &Position, m: Move) -> Option<Parts> {
    if !m.is_well_formed() {
        return None;
    }
    let (from, to) = (m.from(), m.to());
    let p = pos.piece_at(from);
    let side = owner(p)?;
    let kind = Kind::of(p)?;
    let file = side_file(side, from);
    // Same-kind pieces on this file, front first.
    let mut same: Vec<Square> = (0..10)
        .map(|r| square(file_of(from), r))
        .filter(|&s| pos.piece_at(s) == p)
        .collect();
    same.sort_by_key(|&s| std::cmp::Reverse(advance(side, s)));
    let tandem = (same.len() > 1).then(|| {
        let i = same.iter().position(|&s| s == from).unwrap_or(0);
        (i, same.len())
    });
    let two_files = kind == Kind::Soldier
        && tandem.is_some()
        && (0..9)
            .filter(|&f| f != file_of(from))
            .any(|f| (0..10).filter(|&r| pos.piece_at(square(f, r)) == p).count() > 1);
    let (a0, a1) = (advance(side, from), advance(side, to));
    let dir = (a1 as i32 - a0 as i32).signum();
    let straight = matches!(
        kind,
        Kind::General | Kind::Chariot | Kind::Cannon | Kind::Soldier
    );
    let amount = if dir != 0 && straight {
        a0.abs_diff(a1)
    } else {
        side_file(side, to)
    };
    Some(Parts {
        side,
        kind,
        tandem,
        two_files,
        file,
        dir,
        amount,
    })
}

fn wxf_letter(kind: Kind) -> char {
    match kind {
        Kind::General => 'K',
        Kind::Advisor => 'A',
        Kind::Elephant => 'E',
        Kind::Horse => 'H',
        Kind::Chariot => 'R',
        Kind::Cannon => 'C',
        Kind::Soldier => 'P',
    }
}

/// The WXF name of a legal move `m` in `pos` (e.g. `C2.5`); `None` if no piece of the side to move
/// stands on its origin.
pub fn to_wxf(pos: &Position, m: Move) -> Option<String> {
    let pt = parts(pos, m)?;
    let l = wxf_letter(pt.kind);
    let digit = char::from_digit(pt.file as u32, 10).unwrap_or('?');
    let head: String = match pt.tandem {
        None => format!("{l}{digit}"),
        Some((i, n)) => {
            let mark = |i: usize, n: usize| -> String {
                match (n, i) {
                    (2, 0) | (3, 0) => "+".into(),
                    (2, _) | (3, 2) => "-".into(),
                    (3, _) => digit.to_string(),
                    (_, 0) => "++".into(),
                    (4, 1) | (5, 1) => "+".into(),
                    (5, 2) => digit.to_string(),
                    (_, i) if i == n - 1 => "--".into(),
                    _ => "-".into(),
                }
            };
            let m = mark(i, n);
            if pt.two_files {
                format!(
                    "{digit}{}",
                    if m.len() == 1 && m != "+" && m != "-" {
                        digit.to_string()
                    } else {
                        m
                    }
                )
            } else if m.len() == 2 {
                m
            } else {
                format!("{l}{m}")
            }
        }
    };
    let op = match pt.dir {
        1 => '+',
        -1 => '-',
        _ => '.',
    };
    Some(format!("{head}{op}{}", pt.amount))
}

const RED_NUM: [char; 10] = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const BLACK_NUM: [char; 10] = ['０', '１', '２', '３', '４', '５', '６', '７', '８', '９'];

fn chinese_piece(side: Side, kind: Kind) -> char {
    match (side, kind) {
        (Side::First, Kind::General) => '帅',
        (Side::Second, Kind::General) => '将',
        (Side::First, Kind::Advisor) => '仕',
        (Side::Second, Kind::Advisor) => '士',
        (Side::First, Kind::Elephant) => '相',
        (Side::Second, Kind::Elephant) => '象',
        (_, Kind::Horse) => '马',
        (_, Kind::Chariot) => '车',
        (_, Kind::Cannon) => '炮',
        (Side::First, Kind::Soldier) => '兵',
        (Side::Second, Kind::Soldier) => '卒',
    }
}

/// The Chinese name of a legal move `m` in `pos` (e.g. `炮二平五`, `马８进７`).
pub fn to_chinese(pos: &Position, m: Move) -> Option<String> {
    let pt = parts(pos, m)?;
    let num = |n: usize| -> char {
        let table = if pt.side == Side::First {
            &RED_NUM
        } else {
            &BLACK_NUM
        };
        table.get(n).copied().unwrap_or('?')
    };
    let piece = chinese_piece(pt.side, pt.kind);
    let head: String = match pt.tandem {
        None => format!("{piece}{}", num(pt.file)),
        Some((i, n)) => {
            let word = match (n, i) {
                (2, 0) | (3, 0) => '前',
                (2, _) | (3, 2) => '后',
                (3, _) => '中',
                _ => RED_NUM[i + 1],
            };
            if pt.two_files {
                format!("{word}{piece}{}", num(pt.file))
            } else {
                format!("{word}{piece}")
            }
        }
    };
    let op = match pt.dir {
        1 => '进',
        -1 => '退',
        _ => '平',
    };
    Some(format!("{head}{op}{}", num(pt.amount)))
}
