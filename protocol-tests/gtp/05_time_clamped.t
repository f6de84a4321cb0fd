# GTP time words beyond the maximum are clamped, not refused; negative ones are still errors.
#! game gomoku
> time_settings 99999999999999999999 99999999999999999999 99999999999999999999
< = 
<
> time_left b 99999999999999999999 99999999999999999999
< = 
<
> time_left b -5 0
< ? syntax error
<
> play b h8
< = 
<
> play w j9
< = 
<
> play b h9
< = 
<
> play w j10
< = 
<
> play b h10
< = 
<
> play w j11
< = 
<
> play b h11
< = 
<
# Black has four in a column: white's clock is 31 years, and the proven loss ends the search.
> time_left w 99999999999999999999 0
< = 
<
> genmove w
<~ ^= [A-HJ-P]\d+$
<
