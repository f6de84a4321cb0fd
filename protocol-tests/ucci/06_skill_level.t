# UCCI `setoption skilllevel N` (0–20): a bad value is refused; a weak level still finds a mate in one.
> ucci
<…
< ucciok
> setoption skilllevel 25
< info string error: level '25' is not a whole number from 0 to 20
> setoption skilllevel 1
> position fen 2bcka3/5RN2/n3Ca2b/p1p1P3p/9/1r7/P8/4B4/4A4/4KAB2 w - - 0 1
> go depth 9
<…
<~ bestmove f8[ad]8( .*)?
> isready
< readyok
