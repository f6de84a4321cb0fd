# A short game under Piskvork's commands; search depth fixed so the run is quick.
#! protocol gomocup
> START 15
< OK
> ABOUT
<~ ^name="Sente", version="[0-9.]+", author="[^"]+", country="[^"]+"$
> INFO max_depth 2
> INFO timeout_turn 5000
> INFO game_type 1
> INFO folder /tmp
> INFO some_future_key 42
> BEGIN
<~ ^DEBUG depth \d+ .*
<~ ^[5-9],[5-9]$
> TURN 0,0
<~ ^DEBUG .*
<~ ^\d+,\d+$
> RESTART
< OK
> board
> 5,7,1
> 6,7,1
> 7,7,1
> 8,7,1
> 0,0,2
> 0,2,2
> 0,4,2
> 0,6,2
> done
<~ DEBUG depth 1 score mate 1 nodes [1-9]\d* time \d+
<~ ^DEBUG|MESSAGE win in 1 moves$
<~ ^(4|9),7$
> END
<end
