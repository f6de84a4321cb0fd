#!/usr/bin/env python3
"""Writes seeded random gomoku openings: 3 or 4 distinct stones within 3 points of the centre,
as Gomocup x,y offsets, one per line, skipping the lines of the books given to exclude.

Usage: random-gomoku-openings.py COUNT SEED [EXCLUDED_BOOK ...] > OUT
Feed the output to balance-gomoku-book.py to keep the balanced ones.
"""

import random
import sys


def main():
    count, seed = int(sys.argv[1]), int(sys.argv[2])
    seen = set()
    for path in sys.argv[3:]:
        with open(path) as f:
            seen.update(l.strip() for l in f if l.strip() and not l.startswith("#"))
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        n = rng.choice([3, 4])
        cells = []
        while len(cells) < n:
            c = (rng.randint(-3, 3), rng.randint(-3, 3))
            if c not in cells:
                cells.append(c)
        line = ", ".join(f"{x},{y}" for x, y in cells)
        if line not in seen:
            seen.add(line)
            out.append(line)
    print(f"# {count} seeded random openings of 3 or 4 stones within 3 points of the centre "
          f"(Gomocup x,y offsets), seed {seed}.")
    print("\n".join(out))


if __name__ == "__main__":
    main()
