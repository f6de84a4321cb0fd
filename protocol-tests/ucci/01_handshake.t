# The UCCI handshake, options in UCCI spelling, readiness, and quit -> bye.
> ucci
< id name Sente 0.1.0
< id copyright MIT licence
< id author the Sente developers
< option usemillisec type check default true
< option hashsize type spin min 0 max 65536 default 16
< option threads type spin min 0 max 256 default 1
< option ponder type check default false
< option repetitionrule type combo var asianrule default asianrule
< option sixtymoverule type check default true
< option skilllevel type spin min 0 max 20 default 20
< option newgame type button
< ucciok
> setoption usemillisec true
> setoption hashsize 0
> setoption threads 1
> setoption ponder off
> setoption newgame
> setoption batch on
> setoption style risky
> setoption some_unknown_option 42
> isready
< readyok
> stop
< nobestmove
> quit
< bye
<end
