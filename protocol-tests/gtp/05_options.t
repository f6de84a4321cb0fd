# sente-option sets engine options from the registry (names may hold spaces) and lists them;
# a bad name or value is a GTP failure and the game goes on unchanged.
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
# Without arguments: every option as UCI lists it, with its current value.
> sente-option
< = option name Hash type spin default 16 min 1 max 65536 value 16
< option name Threads type spin default 1 min 1 max 256 value 1
< option name Clear Hash type button
< option name MultiPV type spin default 1 min 1 max 500 value 2
< option name Move Overhead type spin default 30 min 0 max 5000 value 100
< option name Ponder type check default false value true
< option name UCI_ShowWDL type check default false value false
< option name Skill Level type spin default 20 min 0 max 20 value 20
< option name UCI_LimitStrength type check default false value false
< option name UCI_Elo type spin default 2800 min 800 max 2800 value 2800
< option name Random Seed type spin default 0 min 0 max 4294967295 value 0
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
