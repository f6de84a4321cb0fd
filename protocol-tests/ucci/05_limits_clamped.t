# UCCI limits beyond the maximum are clamped and searched; a timed search stops on a proven mate.
> ucci
<…
< ucciok
> position fen 2bcka3/5RN2/n3Ca2b/p1p1P3p/9/1r7/P8/4B4/4A4/4KAB2 w - - 0 1
> go depth 99999999999999999999
<…
<~ bestmove f8[ad]8( .*)?
> go time 99999999999999999999 increment 99999999999999999999
<…
<~ bestmove f8[ad]8( .*)?
> go nodes 99999999999999999999999
<…
<~ bestmove f8[ad]8( .*)?
> isready
< readyok
