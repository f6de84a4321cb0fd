# Perfect tic-tac-toe over UCI, spelled as cutechess and Fairy-Stockfish spell it.
#! game tictactoe
> uci
<…
< uciok
> position startpos
> go depth 9
<~ info depth 1 seldepth 1 multipv 1 score cp -?\d+ nodes \d+ nps \d+ hashfull \d+ time \d+ pv P@[a-c][1-3]
<…
<~ info depth 9 seldepth 9 multipv 1 score cp 0 nodes \d+ nps \d+ hashfull \d+ time \d+ pv( P@[a-c][1-3]){9}
< bestmove P@b2 ponder P@a1
# X to move can win at once: a1 b1 are X, a2 b2 are O.
> position startpos moves P@a1 P@a2 b1 b2
> go depth 5
<…
<~ info depth 1 seldepth 1 multipv 1 score mate 1 nodes \d+ nps \d+ hashfull \d+ time \d+ pv P@c1
<…
< bestmove P@c1
# O to move must block c1 (X threatens a3-b2-c1); the game is then a draw, proven at depth 6.
> position fen P1p/1P1/3 b
> go depth 9
<…
<~ info depth 6 seldepth 6 multipv 1 score cp 0 nodes \d+ nps \d+ hashfull \d+ time \d+ pv P@c1( P@[a-c][1-3]){5}
<~ bestmove P@c1 ponder P@[a-c][1-3]
# X (a3, c3) to move wins at once on b3; `go mate 2` stops on the proven mate.
> position fen P1P/1p1/p2 w
> go mate 2
<…
<~ info depth \d+ seldepth \d+ multipv 1 score mate 1 .* pv P@b3
< bestmove P@b3
> position fen P1p/1P1/3 b
> go mate 2
<…
<~ bestmove P@c1.*
> go nodes 50
<…
<~ bestmove P@.*
> go movetime 50
<…
<~ bestmove P@.*
> go wtime 1000 btime 1000 winc 10 binc 10 movestogo 5
<…
<~ bestmove P@.*
> go wtime -50 btime -50
<…
<~ bestmove P@.*
> go depth 4 searchmoves P@a1 b3
<…
<~ bestmove P@(a1|b3).*
> isready
< readyok
