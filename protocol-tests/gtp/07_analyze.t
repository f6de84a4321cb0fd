# Analysis streams as Sabaki and Lizzie read them (Leela Zero's and KataGo's formats): `=` at
# once, then one line per completed depth holding the candidates (`info move … pv …`), ended
# by a blank line when the next command arrives; that command is then carried out. Moves are
# spelled as everywhere in GTP (column letters without I, row 1 at the bottom).
> boardsize 3
< = 
<
> play b b2
< = 
<
# Bad arguments are refused as KataGo refuses them, and nothing starts.
> lz-analyze x
< ? Could not parse analyze arguments or arguments out of range: 'x'
<
> kata-analyze w 10 ownership maybe
< ? Could not parse analyze arguments or arguments out of range: 'w 10 ownership maybe'
<
> lz-analyze w interval -5
< ? Could not parse analyze arguments or arguments out of range: 'w interval -5'
<
> 4 lz-analyze b
< ?4 it is white's turn
<
> kata-genmove_analyze w depth 0
< ? Could not parse analyze arguments or arguments out of range: 'w depth 0'
<
> gogui-rules_side_to_move
< = white
<
# `depth N` (Sente's key) bounds the search; the stream stays open until the next command.
> 3 lz-analyze w depth 2
< =3
<~ info move [A-C][1-3] visits \d+ winrate \d+ prior \d+ lcb \d+ order 0 pv( [A-C][1-3])+( info move [A-C][1-3] .*)?
<~ info move [A-C][1-3] visits \d+ winrate \d+ prior \d+ lcb \d+ order 0 pv( [A-C][1-3])+( info move [A-C][1-3] .*)?
> name
<
< = Sente
<
# Without a bound the analysis runs until the next command, which ends it.
> kata-analyze w interval 0 maxmoves 1
< =
<~ info move [A-C][1-3] visits \d+ utility -?\d\.\d{6} winrate \d\.\d{6} drawrate \d\.\d{6} scoreMean -?\d+\.\d\d scoreLead -?\d+\.\d\d prior \d\.\d{6} lcb \d\.\d{6} utilityLcb -?\d\.\d{6} order 0 pv( [A-C][1-3])+
> gogui-rules_side_to_move
<…
<
< = white
<
# genmove_analyze: the same lines while the move is searched, then `play X`; the move is played.
> kata-genmove_analyze w depth 2
< =
<~ info move [A-C][1-3] visits \d+ utility .* order 0 pv( [A-C][1-3])+( info move .*)?
<~ info move [A-C][1-3] visits \d+ utility .* order 0 pv( [A-C][1-3])+( info move .*)?
<~ play [A-C][1-3]
<
> gogui-rules_side_to_move
< = black
<
# Candidates beyond MultiPV: every root move of the last depth, best first, at most `maxmoves`
# (10 unless given). After the MultiPV line come the moves searched with a null window, known
# only from above: their pv is the move alone and their lcb 0 (utilityLcb -1).
> boardsize 3
< = 
<
> play b b2
< = 
<
> lz-analyze w depth 1
< =
<~ info move [A-C][1-3] visits \d+ winrate \d+ prior \d+ lcb [1-9]\d* order 0 pv [A-C][1-3]( info move [A-C][1-3] visits \d+ winrate \d+ prior \d+ lcb 0 order [1-7] pv [A-C][1-3]){7}
> kata-analyze w depth 1 maxmoves 2
<
< =
<~ info move [A-C][1-3] visits \d+ utility .* order 0 pv [A-C][1-3] info move [A-C][1-3] visits \d+ utility .* lcb 0\.000000 utilityLcb -1\.000000 order 1 pv [A-C][1-3]
# `clear_board` starts a new game: nothing the last one's searches learned carries over, so a
# position searched to the end before is analysed as afresh (the draw proven at depth 9 is not
# read back from the table into the depth-1 scores).
> kata-genmove_analyze w depth 9
<
< =
<…
<~ play [A-C][1-3]
<
> clear_board
< = 
<
> play b b2
< = 
<
> lz-analyze w depth 1
< =
< info move A1 visits 1 winrate 4990 prior 3679 lcb 4990 order 0 pv A1 info move C1 visits 1 winrate 4990 prior 1840 lcb 0 order 1 pv C1 info move A3 visits 1 winrate 4990 prior 1226 lcb 0 order 2 pv A3 info move C3 visits 1 winrate 4990 prior 920 lcb 0 order 3 pv C3 info move B1 visits 1 winrate 4980 prior 736 lcb 0 order 4 pv B1 info move A2 visits 1 winrate 4980 prior 613 lcb 0 order 5 pv A2 info move C2 visits 1 winrate 4980 prior 526 lcb 0 order 6 pv C2 info move B3 visits 1 winrate 4980 prior 460 lcb 0 order 7 pv B3
# Several exact candidates (`minmoves`, which raises MultiPV), on a gomoku board.
> sente-variant gomoku
<
< = 
<
> play b h8
< = 
<
> lz-analyze w minmoves 3 maxmoves 3 depth 1
< =
<~ info move [A-HJ-P]\d+ visits \d+ winrate \d+ prior \d+ lcb \d+ order 0 pv [A-HJ-P]\d+ info move [A-HJ-P]\d+ .* order 1 pv [A-HJ-P]\d+ info move [A-HJ-P]\d+ .* order 2 pv [A-HJ-P]\d+
> sente-option MultiPV 1
<
< = 
<
# `quit` ends a running stream and is answered after its blank line.
> lz-analyze w 1
< =
<~ info move .*
> 9 quit
<…
<
< =9 
<
<end
