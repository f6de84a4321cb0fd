# `INFO sente_level N` (0–20): a bad value is reported at the next command and changes nothing.
#! protocol gomocup
> START 15
< OK
> INFO sente_level 30
> INFO sente_level 0
> INFO timeout_turn 100000
> BEGIN
< ERROR bad value '30' for INFO sente_level
<…
<~ ^\d+,\d+$
> TURN 0,0
<…
<~ ^\d+,\d+$
> END
<end
