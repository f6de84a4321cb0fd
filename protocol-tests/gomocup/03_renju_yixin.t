# Yixin-Board: rule 2 means renju; YXBOARD sets a position without a move; fouls are listed
# and refused for black.
#! protocol gomocup
> INFO rule 2
> START 15
< OK
> YXBOARD
> 7,6,1
> 6,7,1
> 8,7,1
> 7,8,1
> 0,0,2
> 2,0,2
> 4,0,2
> 6,0,2
> DONE
> YXSHOWFORBID
< FORBID 0707.
> PLAY 7,7
< ERROR 7,7 is forbidden for black (DoubleThree)
> PLAY 9,9
< 9,9
> TAKEBACK 9,9
< OK
> INFO max_depth 2
> YXNBEST 2
<~ ^MESSAGE \(1\) \S+ \| 1-\d+ \| [A-O]\d+$
<…
<~ ^\d+,\d+$
> YXSHOWFORBID
< FORBID 0707.
> END
<end
