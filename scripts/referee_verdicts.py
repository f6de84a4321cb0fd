#!/usr/bin/env python3
"""Expected verdicts for the referee replay test, from pyffish (Fairy-Stockfish's rules).

Reads recorded xiangqi games (one a line, UCI moves with 0-based ranks, from the start position,
or from a FEN written first as `FEN | moves`)
and prints, per game, where the rules end it and how:

    <game index> <end ply | -> <1-0 | 0-1 | 1/2-1/2 | *> <reason>

The reason is one of: checkmate, stalemate, perpetual check, perpetual chase, repetition,
move limit, none. At each position, in this order:

1. no legal move: the side to move loses (checkmate when in check, else stalemate);
2. pyffish's `is_optional_game_end` on the third occurrence of the position: a draw, or a loss
   for the side that checked (perpetual check) or else chased (perpetual chase) throughout;
3. 120 plies without a capture: a draw (move limit).

One deviation from pyffish, on purpose: Fairy-Stockfish's xiangqi keeps chess's 50-move count
(100 plies), where the xiangqi rules (and Sente, and Pikafish) count 60 moves, 120 plies. This
script applies the 120-ply rule itself, and asks pyffish about repetitions from a start position
set at most 98 plies back (with its counter at 0), so that pyffish's 100-ply count never answers
in place of its repetition rules.

Usage: pip install pyffish; python3 scripts/referee_verdicts.py GAMES_FILE > VERDICTS_FILE
"""

import sys

import pyffish as sf

VARIANT = "xiangqi"
MOVE_LIMIT = 120
WINDOW = 98


def one_based(move):
    """h2e2 (0-based ranks) -> h3e3 (pyffish's 1-based ranks)."""
    files = [i for i, c in enumerate(move) if c.isalpha()]
    a, b = files[0], files[1]
    return move[a] + str(int(move[a + 1:b]) + 1) + move[b] + str(int(move[b + 1:]) + 1)


def board_part(fen):
    """The FEN without its move counters: what a repetition compares."""
    return " ".join(fen.split()[:2])


def verdict(start, moves):
    fens = [start]
    for k in range(1, len(moves) + 1):
        fens.append(sf.get_fen(VARIANT, start, moves[:k]))
    for k in range(len(moves) + 1):
        fen = fens[k]
        to_move_white = fen.split()[1] == "w"
        if not sf.legal_moves(VARIANT, fen, []):
            winner = "0-1" if to_move_white else "1-0"
            reason = "checkmate" if sf.gives_check(VARIANT, fen, []) else "stalemate"
            return k, winner, reason
        base = max(0, k - WINDOW)
        rebased = fens[base].split()
        rebased[4] = "0"
        rebased = " ".join(rebased)
        seen = sum(1 for f in fens[: k + 1] if board_part(f) == board_part(fen))
        if seen >= 3:
            ended, value = sf.is_optional_game_end(VARIANT, rebased, moves[base:k])
            if ended:
                if value == 0:
                    return k, "1/2-1/2", "repetition"
                side_to_move_wins = value > 0
                white_wins = side_to_move_wins == to_move_white
                loser_moves_white = not white_wins
                # The span judged: back to the first of the three occurrences.
                first = [i for i in range(k + 1) if board_part(fens[i]) == board_part(fen)][-3]
                checked_throughout = all(
                    sf.gives_check(VARIANT, fens[i + 1], [])
                    for i in range(first, k)
                    if (fens[i].split()[1] == "w") == loser_moves_white
                )
                reason = "perpetual check" if checked_throughout else "perpetual chase"
                return k, "1-0" if white_wins else "0-1", reason
        if int(fen.split()[4]) >= MOVE_LIMIT:
            return k, "1/2-1/2", "move limit"
    return None, "*", "none"


def main():
    with open(sys.argv[1]) as f:
        games = [line for line in f if line.strip()]
    for i, game in enumerate(games):
        start, moves = game.split("|") if "|" in game else (sf.start_fen(VARIANT), game)
        ply, result, reason = verdict(start.strip(), [one_based(m) for m in moves.split()])
        print(f"{i} {'-' if ply is None else ply} {result} {reason}")


if __name__ == "__main__":
    main()
