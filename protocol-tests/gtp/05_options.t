# sente-option sets engine options from the registry (names may hold spaces); a bad name or
# value is a GTP failure and the game goes on unchanged.
> known_command sente-option
< = true
<
> sente-option MultiPV 2
< = 
<
> 3 sente-option Move Overhead 100
< =3 
<
> sente-option threads 1
< = 
<
> sente-option Ponder true
< = 
<
> sente-option Clear Hash
< = 
<
> sente-option
< ? syntax error
<
> 4 sente-option Style 3
< ?4 No such option: Style
<
> sente-option Hash 0
< ? option 'Hash': 0 is outside 1..65536
<
> sente-option Hash
< ? option 'Hash' needs a value
<
> sente-option Move Overhead soon
< ? option 'Move Overhead': 'soon' is not a number
<
> sente-option Ponder maybe
< ? option 'Ponder' needs true or false
<
> boardsize 3
< = 
<
> clear_board
< = 
<
> play b b2
< = 
<
> genmove w
<~ = [A-C][1-3]
<
> quit
< = 
<
