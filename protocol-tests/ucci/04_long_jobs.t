# A long `perft` does not block the session: `isready` answers, `stop` cancels it without a
# `nobestmove`, and `quit` says `bye` at once.
> ucci
<…
< ucciok
> perft 8
> isready
< readyok
> stop
> isready
< readyok
> perft 1
<…
< Nodes searched: 44
> perft 8
> quit
< bye
<end
