# Yixin-Board's realtime messages, as Rapfi prints them, after `INFO show_detail 1` (or 3; 0 and
# 2 turn them off, the default). From depth 8 on, each completed depth ends with
# `MESSAGE REALTIME REFRESH` and `MESSAGE REALTIME BEST x,y`; once the search has run 200 ms the
# root moves are shown as they are searched (`POS`, `DONE`, then `BEST` or `LOST`), which depends
# on the clock and is skipped here. `YXSTOP` ends a running think at once with the best move so far.
#! protocol gomocup
> START 15
< OK
> INFO max_depth 9
> INFO show_detail 5
> YXBOARD
< ERROR bad value '5' for INFO show_detail
> 7,7,1
> 8,8,2
> DONE
# Off by default: only the move.
> YXNBEST 1
<~ \d+,\d+
> INFO show_detail 1
> YXNBEST 1
<…
< MESSAGE REALTIME REFRESH
<~ MESSAGE REALTIME BEST \d+,\d+
<…
< MESSAGE REALTIME REFRESH
<~ MESSAGE REALTIME BEST \d+,\d+
<~ \d+,\d+
> INFO show_detail 2
> YXNBEST 1
<~ \d+,\d+
# No depth limit and a day to think: only YXSTOP ends it.
> INFO max_depth 0
> INFO timeout_turn 86400000
> INFO show_detail 3
> YXNBEST 1
> YXSTOP
<…
<~ \d+,\d+
> END
<end
