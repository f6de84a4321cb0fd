# Positions, searches and replies; ICCS moves with ranks 0-9, bare integer scores.
> ucci
<…
< ucciok
> position startpos moves h2e2 h9g7
> go depth 3
<~ info time \d+ nodes \d+
<~ info depth 1 score -?\d+ pv [a-i]\d[a-i]\d
<…
<~ info depth 3 score -?\d+ pv( [a-i]\d[a-i]\d)+
<~ bestmove [a-i]\d[a-i]\d ponder [a-i]\d[a-i]\d
# Mate in one for black; a mate is reported as 10000 minus the plies.
> position fen 2bak4/4ac3/4b4/p2rCR2p/1C7/2B6/P3P3P/1c7/4A4/3AK1B2 b - - 0 1
> go depth 2
<…
<~ info depth 2 score 9999 pv \S+
<~ bestmove \S+
# banmoves forbids moves in the current position until the next `position`.
> position startpos
> banmoves h2e2 b2e2 b0c2 h0g2
> go depth 1
<…
<~ bestmove (?:(?:[ac-gi]\d|b[13-9]|h[13-9])[a-i]\d|b0a2|h0i2|[bh]2(?:[a-df-i]\d|e[013-9])).*
> go nodes 500
<…
<~ bestmove [a-i]\d[a-i]\d.*
> go time 100 increment 0 opptime 100 oppincrement 0
<…
<~ bestmove [a-i]\d[a-i]\d.*
> setoption usemillisec false
> go time 1 movestogo 40
<…
<~ bestmove [a-i]\d[a-i]\d.*
> setoption usemillisec true
# go ponder / go infinite wait for stop or ponderhit; probe is answered while thinking.
> go infinite
> isready
<…
< readyok
> probe startpos
<…
<~ pophash.*
> stop
<…
<~ bestmove [a-i]\d[a-i]\d.*
> go ponder depth 2
> ponderhit draw
<…
<~ bestmove [a-i]\d[a-i]\d.*
# A lost position: the engine resigns with its move.
> position fen 3k5/R8/R8/9/9/9/9/9/9/5K3 b - - 0 1
> go depth 4
<…
<~ bestmove \S+ ponder \S+ resign
# A repeated position in the GUI's move list: the verdict is reported, the engine still moves.
> position fen 3k5/9/9/9/9/9/9/9/R8/5K3 w - - 0 1 moves a1d1 d9e9 d1e1 e9d9 e1d1
> go depth 2
< info string rule verdict: black wins by perpetual check (playing on)
<…
<~ bestmove [a-i]\d[a-i]\d.*
# The game is over: nobestmove; go depth 0: nobestmove.
> position fen 3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1
> go depth 3
< info string game over: red wins by checkmate
< nobestmove
> position startpos
> go depth 0
< nobestmove
> perft 2
<…
< Nodes searched: 1920
> d
<…
< Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
<~ Key: [0-9A-F]{16}
< Checkers:
> quit
< bye
<end
