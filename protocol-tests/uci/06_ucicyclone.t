# UCI-cyclone: the handshake selects xiangqi with 0-based ranks; position lines lack the keyword.
> ucicyclone
<…
< uciok
> startpos moves h2e2 h9g7
> d
<…
< Fen: rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2
<…
> fen 2bak4/4ac3/4b4/p2rCR2p/1C7/2B6/P3P3P/1c7/4A4/3AK1B2 b - - 0 1
> go depth 3
<…
<~ info depth 3 seldepth \d+ multipv 1 score mate 1 .* pv \S+
<~ bestmove \S+
> fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r
> d
<…
< Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
<…
# Fairy-Stockfish's E and H letters are read as elephants and horses.
> fen rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w
> d
<…
< Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
<~ Key: [0-9A-F]{16}
< Checkers:
> quit
<end
