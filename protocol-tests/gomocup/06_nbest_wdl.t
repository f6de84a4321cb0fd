# `YXNBEST n` as Rapfi answers it: each candidate as its depth completes,
# `MESSAGE (k) value | depth-seldepth | moves` (moves labelled A1 at the top left), then the best
# move `x,y`, which is not played. `INFO sente_show_wdl 1` adds win/draw/loss per mille to those
# lines and a `MESSAGE score … wdl W D L` line before every move; a bad value is refused at the
# next command and changes nothing.
#! protocol gomocup
> START 15
< OK
> INFO max_depth 2
> INFO sente_show_wdl 7
> YXBOARD
< ERROR bad value '7' for INFO sente_show_wdl
> 7,7,2
> DONE
> YXNBEST 3
<~ MESSAGE \(1\) -?\d+ \| 1-\d+ \| [A-O]\d+
<~ MESSAGE \(2\) -?\d+ \| 1-\d+ \| [A-O]\d+
<~ MESSAGE \(3\) -?\d+ \| 1-\d+ \| [A-O]\d+
<~ MESSAGE \(1\) -?\d+ \| 2-\d+ \| [A-O]\d+( [A-O]\d+)*
<~ MESSAGE \(2\) -?\d+ \| 2-\d+ \| [A-O]\d+( [A-O]\d+)*
<~ MESSAGE \(3\) -?\d+ \| 2-\d+ \| [A-O]\d+( [A-O]\d+)*
<~ \d+,\d+
> YXNBEST 0
< ERROR bad arguments for YXNBEST: '0'
> YXNBEST many
< ERROR bad arguments for YXNBEST: 'many'
> INFO sente_show_wdl 1
> YXNBEST 2
<~ MESSAGE \(1\) -?\d+ \| 1-\d+ \| [A-O]\d+ \| wdl \d+ \d+ \d+
<~ MESSAGE \(2\) -?\d+ \| 1-\d+ \| [A-O]\d+ \| wdl \d+ \d+ \d+
<~ MESSAGE \(1\) -?\d+ \| 2-\d+ \| [A-O]\d+( [A-O]\d+)* \| wdl \d+ \d+ \d+
<~ MESSAGE \(2\) -?\d+ \| 2-\d+ \| [A-O]\d+( [A-O]\d+)* \| wdl \d+ \d+ \d+
<~ MESSAGE score (cp -?\d+|mate -?\d+) wdl \d+ \d+ \d+
<~ \d+,\d+
# The position is as YXBOARD left it: a move is asked for with it.
> TURN 8,8
<~ DEBUG depth .*
<~ MESSAGE score (cp -?\d+|mate -?\d+) wdl \d+ \d+ \d+
<~ \d+,\d+
> INFO sente_show_wdl 0
> TAKEBACK 0,0
< ERROR 0,0 is not the last move
> END
<end
