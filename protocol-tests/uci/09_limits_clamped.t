# Limits beyond the maximum are clamped and searched, as Stockfish does: depth to the deepest ply,
# node counts and times saturate. A clock or move-time search stops as soon as it proves a mate.
#! game tictactoe
> uci
<…
< uciok
> position startpos
> go depth 99999999999999999999
<…
<~ bestmove P@\S+( .*)?
> go nodes 99999999999999999999999999
<…
<~ bestmove P@\S+( .*)?
> go wtime 99999999999999999999 btime -99999999999999999999 winc 99999999999999999999
<…
<~ bestmove P@\S+( .*)?
> go movestogo 99999999999999999999 mate 99999999999999999999 depth 3
<…
<~ bestmove P@\S+( .*)?
> setoption name UCI_Variant value xiangqi
# A mate in one under a move time of 31 years: the search stops on the proven mate.
> position fen 2bcka3/5RN2/n3Ca2b/p1p1P3p/9/1r7/P8/4B4/4A4/4KAB2 w - - 0 1
> go movetime 99999999999999999999
<…
<~ bestmove f9[ad]9( .*)?
> go wtime 99999999999999999999 btime 99999999999999999999
<…
<~ bestmove f9[ad]9( .*)?
> isready
< readyok
# A debug log that cannot be opened is refused; an empty value closes the log.
> setoption name Debug Log File value /nonexistent-dir/sente.log
<~ info string error: Debug Log File: cannot open '/nonexistent-dir/sente.log': .*
> setoption name Debug Log File value <empty>
> isready
< readyok
