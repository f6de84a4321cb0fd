# Bad input: the error form is `info string error: …`, and nothing changes.
> ucci
<…
< ucciok
> position startpos moves h2e2
> position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9 w - - 0 1
< info string error: bad FEN: the board has 9 rows, xiangqi has 10
> position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1
< info string error: bad FEN: side to move must be 'w' (or 'r') or 'b', not 'x'
> position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBKKABNR w - - 0 1
< info string error: bad FEN: red has 2 generals, needs exactly one
> position fen
< info string error: position fen: missing FEN
> position startpos moves h2e2 h9g7 e2e6 e6e9
< info string error: move 4 'e6e9': illegal move 'e6e9'
> position startpos moves h2e2 zz99
< info string error: move 2 'zz99': 'zz99' is not a move (expected e.g. h2e2)
> position startpos moves a10a9
< info string error: move 1 'a10a9': 'a10a9' names a square off the board
> d
<…
< Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1
<…
> banmoves h7e7 foo
< info string error: banmoves 2 'foo': 'foo' is not a move (expected e.g. h2e2)
> banmoves h2e2
< info string error: banmoves 1 'h2e2': illegal move 'h2e2'
> go depth 99999999999999
> stop
<…
<~ bestmove [a-i][0-9][a-i][0-9]
> go ponder draw depth 2
< info string error: go: unexpected 'draw' (or its value is missing or out of range)
> go sideways
< info string error: go: unexpected 'sideways' (or its value is missing or out of range)
> setoption hashsize lots
< info string error: option 'hashsize': 'lots' is not a number in 0..65536
> setoption usemillisec perhaps
< info string error: option 'usemillisec' needs true or false
> setoption repetitionrule chineserule
< info string error: Repetition Rule 'chineserule' is not implemented (available: AsianRule)
> ponderhit now
< info string error: ponderhit: expected 'draw' or nothing, got 'now'
> fly
< info string error: unknown command 'fly'
# Banning every legal move is refused.
> position fen 3k5/R8/R8/9/9/9/9/9/9/5K3 b - - 0 1
> banmoves d9e9
< info string error: banmoves would ban every legal move; ignored
> go depth 1
<…
<~ bestmove d9e9( ponder [a-i][0-9][a-i][0-9])?
> isready
< readyok
> quit
< bye
<end
