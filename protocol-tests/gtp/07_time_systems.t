# GTP time systems: time_settings as GTP 2 section 4.2 reads it (byo-yomi time 0: absolute time;
# byo-yomi time > 0 with 0 stones: no time limit) and KGS's kgs-time_settings (none, absolute,
# byoyomi = Japanese, canadian). Each is accepted, resets the time_left seen so far, and genmove
# plays under it; malformed forms are syntax errors. (The budgets themselves are unit-tested in
# src/search/time.rs: no wall clock here.)
> known_command kgs-time_settings
< = true
<
> time_settings 600 30 0
< = 
<
> genmove b
<~ ^= [A-C][1-3]$
<
> time_settings 60 0 0
< = 
<
> time_settings 0 30 5
< = 
<
> time_left w 25 4
< = 
<
> genmove w
<~ ^= [A-C][1-3]$
<
> kgs-time_settings none
< = 
<
> kgs-time_settings absolute 300
< = 
<
> kgs-time_settings byoyomi 0 10 3
< = 
<
> 5 kgs-time_settings BYOYOMI 300 30 5
< =5 
<
> kgs-time_settings canadian 0 120 25
< = 
<
> time_left b 100 20
< = 
<
> genmove b
<~ ^= [A-C][1-3]$
<
> kgs-time_settings byoyomi 300 30
< ? syntax error
<
> kgs-time_settings fischer 300 10
< ? syntax error
<
> kgs-time_settings
< ? syntax error
<
> kgs-time_settings absolute -5
< ? syntax error
<
> time_settings 600 30
< ? syntax error
<
> quit
< = 
<
