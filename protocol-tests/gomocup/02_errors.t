# Bad input gets `ERROR …` (or `UNKNOWN …`) and changes nothing.
#! protocol gomocup
> TURN 7,7
< ERROR no game: send START first
> BEGIN
< ERROR no game: send START first
> START 0
< ERROR unsupported size 0x0 (5 to 32)
> START 33
< ERROR unsupported size 33x33 (5 to 32)
> START 99999999999999999999999
<~ ^ERROR bad arguments for START.*
> START abc
<~ ^ERROR bad arguments for START.*
> RECTSTART 20
<~ ^ERROR bad arguments for RECTSTART.*
> FROBNICATE 1,2
< UNKNOWN unknown command 'FROBNICATE'
> start 10
< OK
> TURN 10,0
< ERROR 10,0 is off the board
> TURN x,y
<~ ^ERROR bad arguments for TURN.*
> INFO max_depth 1
> INFO timeout_turn soon
> TAKEBACK 1,1
< ERROR bad value 'soon' for INFO timeout_turn
< ERROR 1,1 is not the last move
> BOARD
> 1,1,1
> 2,2,1
> DONE
< ERROR 2 own and 0 opponent stones cannot be a game position
> BOARD
> 1,1,1
> 2,2,2
> 1,1,1
> 3,3,2
> DONE
< ERROR bad stone 1,1
> BOARD
> 1,1,9
> garbage
> DONE
< ERROR bad board line '1,1,9'
> INFO rule 64
> RESTART
< ERROR rule 64 is not supported; playing freestyle
< OK
> TURN 5,5
<~ ^DEBUG .*
<~ ^\d+,\d+$
> TURN 5,5
< ERROR 5,5 is occupied
> SWAP2BOARD
> 1,1
> DONE
< ERROR SWAP2BOARD with 1 stones
> END
<end
