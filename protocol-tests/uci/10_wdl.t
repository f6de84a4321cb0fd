# UCI_ShowWDL (off by default) adds `wdl W D L` per mille after the score, from the tuner's
# logistic model (xiangqi K = 0.7038); a proven mate is 1000 0 0. A bad value changes nothing.
> uci
<…
< uciok
> position fen 2bcka3/5RN2/n3Ca2b/p1p1P3p/9/1r7/P8/4B4/4A4/4KAB2 w - - 0 1
> setoption name UCI_ShowWDL value true
> go depth 1
<~ info depth 1 seldepth \d+ multipv 1 score mate 1 wdl 1000 0 0 nodes \d+ nps \d+ hashfull \d+ time \d+ pv f8[ad]8
<~ bestmove f8[ad]8( .*)?
> setoption name UCI_ShowWDL value maybe
< info string error: option 'UCI_ShowWDL' needs true or false
> position startpos
> go depth 1
<~ info depth 1 seldepth \d+ multipv 1 score cp -?\d+ wdl \d+ \d+ \d+ nodes \d+ .*
<~ bestmove .*
> setoption name uci_showwdl value false
> go depth 1
<~ info depth 1 seldepth \d+ multipv 1 score cp -?\d+ nodes \d+ .*
<~ bestmove .*
# A finished game: the depth-0 report carries the figures too.
> setoption name UCI_ShowWDL value true
> position fen 3k5/4R4/3R5/9/9/9/9/9/9/4K4 b - - 0 1
> go depth 3
< info string game over: red wins by checkmate
< info depth 0 score mate 0 wdl 0 0 1000
< bestmove (none)
