# `sente-level [N]`: the strength level (0–20, 20 full strength); a bad value is refused and the
# level stays.
#! game gomoku
> sente-level
< = 20
<
> sente-level 3
< = 
<
> sente-level 21
< ? level '21' is not a whole number from 0 to 20
<
> sente-level x
< ? level 'x' is not a whole number from 0 to 20
<
> sente-level
< = 3
<
> play b h8
< = 
<
> genmove w
<~ ^= [A-HJ-P]\d+$
<
