# A GUI that sets UCI_Variant gets Fairy-Stockfish behaviour: ranks 1-10 (h3e3, a10a9).
> uci
<…
< uciok
> setoption name UCI_Variant value xiangqi
> position startpos moves h2e2
< info string error: move 1 'h2e2': illegal move 'h2e2'
> position startpos moves h3e3 a10a9
> d
<…
<  10 [.] n  b  a  k  a  b  n  r  10
<   9 [r] .  .  .  .  .  .  .  .  9
<…
< Fen: 1nbakabnr/r8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2
<…
> go depth 2
<…
<~ info depth 2 .* pv [a-i]\d+[a-i]\d+ [a-i]\d+[a-i]\d+( [a-i]\d+[a-i]\d+)*
<~ bestmove [a-i]\d+[a-i]\d+ ponder [a-i]\d+[a-i]\d+
> go perft 1
<~ [a-i](10|[1-9])[a-i](10|[1-9]): 1
<…
<~ Nodes searched: \d+
# Xiangqi options as Pikafish spells them; bad values are refused and change nothing.
> setoption name Repetition Rule value AsianRule
> setoption name Repetition Rule value ChineseRule
< info string error: Repetition Rule 'ChineseRule' is not implemented (available: AsianRule)
> setoption name Sixty Move Rule value maybe
< info string error: option 'Sixty Move Rule' needs true or false
> setoption name Sixty Move Rule value false
# Bad FENs name the problem; the position stays as it was.
> position fen rnbakabnr/9/1c5c1 w - - 0 1
< info string error: bad FEN: the board has 3 rows, xiangqi has 10
> position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w - - 0 1
< info string error: bad FEN: unknown piece letter 'X' in row 10
> position fen 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1
< info string error: bad FEN: the generals face each other on an open file
> position startpos moves h3e3 h10g8 e3e7 e7e8
< info string error: move 4 'e7e8': illegal move 'e7e8'
> d
<…
< Fen: 1nbakabnr/r8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2
<…
# Selecting tic-tac-toe the same way still works.
> setoption name UCI_Variant value tictactoe
> position startpos moves b2
> go depth 8
<…
<~ bestmove P@[ac][13].*
> quit
<end
