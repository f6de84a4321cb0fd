# Long jobs run beside the session: during `go perft` and an in-session `rl` run, `isready` is
# answered at once, `stop` cancels the job (which then prints nothing) and the session goes on.
#! game gomoku
> uci
<…
< uciok
> go perft 7
> isready
< readyok
> stop
> isready
< readyok
> go perft 1
< P@a1: 1
<…
< P@o15: 1
<
< Nodes searched: 225
# Lines sent after `stop` run once the job is cancelled.
> go perft 7
> stop
> position startpos moves P@h8
> go perft 1
<…
< P@o15: 1
<
< Nodes searched: 224
> rl q-learning --grid book --episodes 10000000
> isready
< readyok
> stop
> rl value-iteration --grid book --iterations 100
< info string  0.64 →   0.74 →   0.85 →   1.00
<…
<~ info string value iteration: 100 iterations, last max\|ΔV\| .*
> go perft 7
> quit
<end
