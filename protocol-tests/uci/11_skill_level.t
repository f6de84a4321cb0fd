# Strength levels, as Stockfish: below 20 the search stops at depth 1 + level with at least four
# candidate lines, and a seeded choice among them is played. A mate in one is never passed up.
# Bad values are refused and change nothing.
> uci
<…
< uciok
> setoption name Skill Level value 21
< info string error: option 'Skill Level': 21 is outside 0..20
> setoption name UCI_Elo value 5
< info string error: option 'UCI_Elo': 5 is outside 800..2800
> setoption name UCI_LimitStrength value perhaps
< info string error: option 'UCI_LimitStrength' needs true or false
> setoption name Skill Level value 0
> position startpos
> go depth 30
<~ info depth 1 seldepth \d+ multipv 1 .*
<~ info depth 1 seldepth \d+ multipv 2 .*
<~ info depth 1 seldepth \d+ multipv 3 .*
<~ info depth 1 seldepth \d+ multipv 4 .*
<~ bestmove \S+( ponder \S+)?
> position fen 2bcka3/5RN2/n3Ca2b/p1p1P3p/9/1r7/P8/4B4/4A4/4KAB2 w - - 0 1
> go movetime 100000
<…
<~ bestmove f8[ad]8( .*)?
# UCI_LimitStrength takes the level from UCI_Elo on xiangqi's measured scale (README): level 0 is
# 800, level 2 measured 478 Elo above it and level 3 lies halfway to level 4 (595), so 1300 Elo is
# level 2, depth 3.
> setoption name Skill Level value 20
> setoption name UCI_Elo value 1300
> setoption name UCI_LimitStrength value true
> position startpos
> go depth 30
<…
<~ info depth 3 seldepth \d+ multipv 4 .*
<~ bestmove \S+( ponder \S+)?
> setoption name UCI_LimitStrength value false
> go depth 2
<~ info depth 1 seldepth \d+ multipv 1 .*
<~ info depth 2 seldepth \d+ multipv 1 .*
<~ bestmove \S+( ponder \S+)?
# Random Seed (off at 0): in the first plies four candidates are searched and a near-equal one is
# played; later in the game the search reports one line again.
> setoption name Random Seed value 4294967296
< info string error: option 'Random Seed': 4294967296 is outside 0..4294967295
> setoption name Random Seed value 5
> position startpos
> go depth 2
<…
<~ info depth 2 seldepth \d+ multipv 4 .*
<~ bestmove \S+( ponder \S+)?
> position startpos moves h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 b7b3 c3c4 a9b9
> go depth 1
<~ info depth 1 seldepth \d+ multipv 1 .*
<~ bestmove \S+( ponder \S+)?
