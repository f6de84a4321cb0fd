# Bad input: the GTP error forms, and nothing changes.
> boardsize 99
< ? unacceptable size
<
> boardsize 0
< ? unacceptable size
<
> boardsize -3
< ? syntax error
<
> boardsize 99999999999999999999
< ? syntax error
<
> boardsize x
< ? syntax error
<
> boardsize
< ? syntax error
<
> komi abc
< ? syntax error
<
> play b b2
< = 
<
> play w b2
< ? illegal move
<
> play w z9
< ? illegal move
<
> play w i1
< ? illegal move
<
> play x a1
< ? syntax error
<
> play b
< ? syntax error
<
> play w
< ? syntax error
<
> 3 play b a1
< ?3 illegal move
<
> undo
< = 
<
> undo
< ? cannot undo
<
> undo
< ? cannot undo
<
> final_score
< ? cannot score
<
> foo
< ? unknown command
<
> 12 foo bar
< ?12 unknown command
<
> showboard
< = 
<    A B C
< 3  . . . 3
< 2  . . . 2
< 1  . . . 1
<    A B C
<
> genmove w
< ? it is black's turn
<
> genmove purple
< ? syntax error
<
> time_left b x 0
< ? syntax error
<
> time_settings -1 0 0
< ? syntax error
<
> known_command
< ? syntax error
<
> quit
< = 
<
