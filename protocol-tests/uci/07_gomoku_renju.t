# Gomoku family over UCI as cutechess spells it: drops `P@h8`, variants gomoku and renju.
> uci
<…
< uciok
> setoption name UCI_Variant value gomoku
> position startpos moves P@h8 P@a1 P@i8 P@a3 P@j8 P@a5 P@k8
> go depth 3
<…
<~ bestmove P@(g8|l8)( ponder .*)?
# Black has an open four in a row with white's stones far away: a proven win, reported as mate.
> position startpos moves P@h8 P@a1 P@i8 P@a3 P@j8 P@a5 P@k8 P@a7
> go depth 3
<~ info depth \d+ seldepth \d+ multipv 1 score mate 1 .* pv P@(g8|l8)
< bestmove P@g8
# Renju: h8 would be a double-three for black (h9 g8 i8 h7 are black), so it is refused.
> setoption name UCI_Variant value renju
> position startpos moves h9 a1 g8 c1 i8 e1 h7 g1 h8
<~ info string error: .*
> position startpos moves h9 a1 g8 c1 i8 e1 h7 g1
> go depth 1
<…
<~ bestmove P@(?:[a-gi-o]\d+|h(?:[1-79]|1\d)) ?.*
> quit
<end
