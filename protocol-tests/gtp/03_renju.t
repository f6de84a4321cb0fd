# Renju over GTP: the rule is chosen with the sente-variant extension, GoGui sees the game id,
# and black's foul (a double-three at H8) is an illegal move.
> sente-variant renju
< = 
<
> gogui-rules_game_id
< = Renju
<
> play b H9
< = 
<
> play w A1
< = 
<
> play b G8
< = 
<
> play w C1
< = 
<
> play b J8
< = 
<
> play w E1
< = 
<
> play b H7
< = 
<
> play w G1
< = 
<
> play b H8
< ? illegal move
<
> play b H10
< = 
<
> quit
< = 
<
