# `loadsgf FILE [MOVE]` and `printsgf [FILE]` for placement games: records as GoGui and Sabaki
# read them (`GM[1]`, the variant in `GN`, points from the top left). A record that does not fit
# is refused and the game stays as it was.
> sente-variant gomoku
< = 
<
> play b h8
< = 
<
> play w j9
< = 
<
> printsgf
< = (;FF[4]GM[1]CA[UTF-8]AP[Sente]SZ[15]GN[gomoku]
< ;B[hh]
< ;W[ig])
<
> printsgf target/gtp-printsgf-test.sgf
< = 
<
> clear_board
< = 
<
> loadsgf target/gtp-printsgf-test.sgf
< = 
<
> gogui-rules_side_to_move
< = black
<
# The record names renju; the position before move 3 is set up.
> loadsgf protocol-tests/gtp/sgf/renju.sgf 3
< = 
<
> sente-variant
< = renju
<
> printsgf
< = (;FF[4]GM[1]CA[UTF-8]AP[Sente]SZ[15]GN[renju]
< ;B[hh]
< ;W[ig])
<
> loadsgf protocol-tests/gtp/sgf/missing.sgf
<~ \? cannot load file: .*
<
> loadsgf protocol-tests/gtp/07_analyze.t
< ? cannot load file: not an SGF game
<
> loadsgf protocol-tests/gtp/sgf/out_of_turn.sgf
< ? cannot load file: move 2 is out of turn
<
> loadsgf protocol-tests/gtp/sgf/renju.sgf x
< ? syntax error
<
> loadsgf
< ? syntax error
<
> printsgf a b
< ? syntax error
<
> printsgf
< = (;FF[4]GM[1]CA[UTF-8]AP[Sente]SZ[15]GN[renju]
< ;B[hh]
< ;W[ig])
<
