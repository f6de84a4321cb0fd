#!/usr/bin/env python3
"""Keeps the balanced openings of a Sente gomoku book, as judged by a Gomocup engine.

A random 3-4 stone opening is often won for one side (a strong engine scores it +200 or a forced
win), and a colour-swapped pair of such games measures nothing but the opening. This script asks
a Gomocup engine (Rapfi with its classical evaluation made the shipped books) for its evaluation,
from the side to move, of every opening of BOOK after MS milliseconds, and writes the openings
whose score is within +-LIMIT and not a proven win or loss. One fresh engine process judges each
position, so no search state carries over.

Usage: balance-gomoku-book.py ENGINE BOOK RULE MS LIMIT OUT
  ENGINE  a Gomocup engine that prints "Eval <score>" in its MESSAGE lines (Rapfi does)
  BOOK    lines of Gomocup x,y offsets from the centre of a 15x15 board
  RULE    the Gomocup rule number (0 freestyle, 1 exactly five, 4 renju)
Run it from a folder where the engine finds its configuration. Progress goes to stderr.
"""

import re
import subprocess
import sys

SIZE = 15


def stones_of(line):
    nums = [int(v) for v in re.split(r"[ ,]+", line.strip()) if v]
    centre = SIZE // 2
    return [(centre + nums[i], centre + nums[i + 1]) for i in range(0, len(nums), 2)]


def evaluate(engine, stones, rule, ms):
    """The engine's last reported evaluation (side to move), or None."""
    p = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True, bufsize=1)
    to_move = len(stones) % 2
    cmds = [f"START {SIZE}", f"INFO timeout_turn {ms}", f"INFO rule {rule}", "BOARD"]
    cmds += [f"{x},{y},{1 if i % 2 == to_move else 2}" for i, (x, y) in enumerate(stones)]
    cmds.append("DONE")
    p.stdin.write("\n".join(cmds) + "\n")
    p.stdin.flush()
    score = None
    for line in p.stdout:
        line = line.strip()
        m = re.search(r"Eval (\S+)", line)
        if m:
            score = m.group(1)
        if re.fullmatch(r"\d+,\d+", line) or line.startswith("ERROR"):
            break
    p.kill()
    p.wait()
    return score


def main():
    engine, book, rule, ms, limit, out = sys.argv[1:7]
    lines = [l.strip() for l in open(book) if l.strip() and not l.startswith("#")]
    keep = []
    for n, line in enumerate(lines, 1):
        score = evaluate(engine, stones_of(line), rule, int(ms))
        balanced = score is not None and re.fullmatch(r"-?\d+", score) is not None \
            and abs(int(score)) <= int(limit)
        if balanced:
            keep.append(line)
        print(f"{n}/{len(lines)} {score} {line}", file=sys.stderr, flush=True)
    with open(out, "w") as f:
        f.write(f"# {len(keep)} balanced openings (Gomocup x,y offsets from the centre): those of\n")
        f.write(f"# {book.split('/')[-1]} that {engine.split('/')[-1]} scores within +-{limit} "
                f"for the side to move after {ms} ms (Gomocup rule {rule});\n")
        f.write("# made by scripts/balance-gomoku-book.py.\n")
        f.writelines(line + "\n" for line in keep)
    print(len(keep))


if __name__ == "__main__":
    main()
