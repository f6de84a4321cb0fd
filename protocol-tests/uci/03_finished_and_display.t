# d draws the board with the last move in brackets; finished games get depth 0 and (none).
#! game tictactoe
> position startpos moves b2 a1 c3
> d
<
<    a b c
< 3  . .(X)3
< 2  . X . 2
< 1  O . . 1
<    a b c
<
< Fen: 2P/1P1/p2[PPPppp] b - - 0 2
< Key: DA2B4D69720A51D9
> position startpos moves a1 a2 b1 b2 c1
> go depth 3
< info depth 0 score mate 0
< bestmove (none)
> d
<…
< Result: first player wins (line completed)
> position startpos moves b2 a1 c3 a3 a2 c2 b1 b3 c1
> go infinite
< info depth 0 score cp 0
> stop
< bestmove (none)
> go perft 1
<
< Nodes searched: 0
> position startpos
> go perft 9
<…
< Nodes searched: 127872
> go perft 2
< P@a1: 8
<…
< Nodes searched: 72
