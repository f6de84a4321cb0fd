# Gomocup time values beyond the maximum are clamped, not refused; a proven loss ends a search
# that has 31 years for its move.
#! protocol gomocup
> START 15
< OK
> INFO timeout_match 99999999999999999999
> INFO time_left 99999999999999999999
> INFO timeout_turn 99999999999999999999
> INFO max_node 99999999999999999999
> BOARD
> 5,7,2
> 6,7,2
> 7,7,2
> 8,7,2
> 0,0,1
> 0,14,1
> 14,14,1
> DONE
<…
<~ ^\d+,\d+$
> INFO timeout_turn -99999999999999999999
> ABOUT
<~ ^name=.*
