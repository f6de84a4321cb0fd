#!/usr/bin/env python3
"""Chains the strength-level pairings of scripts/calibrate-levels.sh into an Elo per level.

Reads OUT/GAME-*-vs-*.txt (the `sente match` results tables) and prints, per level, its Elo with
level 0 at 0: each pairing "La vs Lb" gives Elo(b) - Elo(a) (the match's pair Elo, whose error
bar comes from the pentanomial counts of the colour-reversed game pairs); the error bar of a
level adds those of the pairings between it and level 0 in quadrature (95 %). Then the row for
`src/engine/level_elo.rs` (levels 0, 2, …, 18 and full strength, rounded). A results file with
no table yet (a match still running or killed) is skipped with a note on stderr; a level whose
chain to level 0 is broken is printed as missing.

Usage: python3 scripts/level-elo.py OUT GAME
"""

import glob
import math
import re
import sys


def pairing(path):
    """(a, b, games, score %, pair Elo of a over b, its 95 % error), or None if unfinished."""
    text = open(path).read()
    m = re.search(r"Results of (\S+) vs (\S+) .*?(\d+) games", text)
    s = re.search(r"Score: ([\d.]+)%", text)
    e = re.search(r"pair Elo: (\S+) \+/- (\S+)", text)
    if not (m and s and e):
        return None
    return m.group(1), m.group(2), int(m.group(3)), float(s.group(1)), float(e.group(1)), float(e.group(2))


def level(name):
    return 20 if name == "full" else int(name[1:])


def main():
    out, game = sys.argv[1], sys.argv[2]
    diffs = {}
    for path in sorted(glob.glob(f"{out}/{game}-*-vs-*.txt")):
        p = pairing(path)
        if p is None:
            print(f"skipped {path}: no results table (unfinished)", file=sys.stderr)
            continue
        a, b, games, score, elo, err = p
        diffs[level(a)] = (level(b), games, score, elo, err)
    elo, var = {0: 0.0}, {0: 0.0}
    print("| Pairing | Games | Score | Elo difference (95 %) | Level | Elo (level 0 = 0) |")
    print("|---|---|---|---|---|---|")
    for a in sorted(diffs):
        b, games, score, d, err = diffs[a]
        name = "full" if b == 20 else f"{b}"
        pair = f"| L{a} vs {'full' if b == 20 else 'L' + str(b)} | {games} | {score:.1f} % | {-d + 0.0:+.0f} ± {err:.0f} "
        if a not in elo:
            print(f"{pair}| {name} | missing (no chain to level 0) |")
            continue
        elo[b] = elo[a] - d
        var[b] = var[a] + (err / 1.96) ** 2 if math.isfinite(err) else math.inf
        print(f"{pair}| {name} | {elo[b]:.0f} ± {1.96 * math.sqrt(var[b]):.0f} |")
    row = [f"{elo[lv]:.0f}" if lv in elo else "?" for lv in range(0, 21, 2)]
    print(f"\nlevel_elo.rs: even: [{', '.join(row)}]")


if __name__ == "__main__":
    main()
