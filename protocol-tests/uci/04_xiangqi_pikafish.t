# Xiangqi is the default game after `uci`: Pikafish-compatible, ranks 0-9, scores with 100 = a soldier.
> uci
<…
<~ option name UCI_Variant type combo default xiangqi .*
< uciok
> isready
< readyok
> go perft 2
<~ [a-i]\d[a-i]\d: \d+
<…
<
< Nodes searched: 1920
> position startpos moves h2e2 h9g7
> d
<
<      a  b  c  d  e  f  g  h  i
<   9  r  n  b  a  k  a  b [.] r  9
<   8  .  .  .  .  .  .  .  .  .  8
<   7  .  c  .  .  .  . [n] c  .  7
<   6  p  .  p  .  p  .  p  .  p  6
<   5  .  .  .  .  .  .  .  .  .  5
<     ~~~~~~~~~~~~~~~~~~~~~~~~~~~
<   4  .  .  .  .  .  .  .  .  .  4
<   3  P  .  P  .  P  .  P  .  P  3
<   2  .  C  .  .  C  .  .  .  .  2
<   1  .  .  .  .  .  .  .  .  .  1
<   0  R  N  B  A  K  A  B  N  R  0
<      a  b  c  d  e  f  g  h  i
< red to move; fen rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2
<
< Fen: rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2
<~ Key: [0-9A-F]{16}
< Checkers:
< Last move: H8+7 马８进７
# A mate in one: the chariot slides to a8 (f8d8 mates as well).
> position fen 2bcka3/5RN2/n3Ca2b/p1p1P3p/9/1r7/P8/4B4/4A4/4KAB2 w - - 0 1
> go mate 1
<…
<~ info depth \d+ seldepth \d+ multipv 1 score mate 1 nodes .* pv f8[ad]8
<~ bestmove f8[ad]8
# Scores are centipawns from the side to move, 100 = one soldier: a chariot up is several hundred.
> position fen 4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1
> go depth 2
<…
<~ info depth 2 seldepth \d+ multipv 1 score (cp [1-9]\d{2,}|mate \d+) .*
<~ bestmove \S+.*
# Checks are listed by `d`.
> position fen 4k4/9/9/9/4R4/9/9/9/9/3K5 b - - 0 1
> d
<…
< Checkers: e5
# A checkmated side: the result names the rule; `go` answers depth 0 and (none).
> position fen 3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1
> go depth 3
< info string game over: red wins by checkmate
< info depth 0 score mate 0
< bestmove (none)
# Stalemate also loses in xiangqi.
> position fen 3k5/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1
> d
<…
< Result: red wins by stalemate
# Perpetual check loses: red's chariot checks on every move of the cycle.
> position fen 3k5/9/9/9/9/9/9/9/R8/5K3 w - - 0 1 moves a1d1 d9e9 d1e1 e9d9 e1d1
> d
<…
< Result: black wins by perpetual check
# The verdict is reported, but the GUI adjudicates: its move lists may go on, and `go` plays on.
> go depth 1
< info string rule verdict: black wins by perpetual check (playing on)
<~ info depth 1 .* pv \S+
<~ bestmove \S+.*
> position fen 3k5/9/9/9/9/9/9/9/R8/5K3 w - - 0 1 moves a1d1 d9e9 d1e1 e9d9 e1d1 d9e9
> d
<…
< Fen: 4k4/9/9/9/9/9/9/9/3R5/5K3 w - - 6 4
<~ Key: [0-9A-F]{16}
< Checkers:
<~ Last move: .*
< Result: black wins by perpetual check
> quit
<end
