# Every GTP command with its replies; ids are echoed, every reply ends with a blank line.
> protocol_version
< = 2
<
> 1 name
< =1 Sente
<
> 2 version
< =2 0.1.0
<
> known_command play
< = true
<
> known_command foo
< = false
<
> list_commands
< = protocol_version
< name
< version
< known_command
< list_commands
< quit
< boardsize
< clear_board
< komi
< play
< genmove
< lz-analyze
< kata-analyze
< analyze
< lz-genmove_analyze
< kata-genmove_analyze
< genmove_analyze
< undo
< showboard
< loadsgf
< printsgf
< time_settings
< kgs-time_settings
< time_left
< final_score
< gogui-rules_game_id
< gogui-rules_board
< gogui-rules_board_size
< gogui-rules_legal_moves
< gogui-rules_side_to_move
< gogui-rules_final_result
< sente-variant
< sente-option
< sente-level
< rl
<
> boardsize 3
< = 
<
> clear_board
< = 
<
> komi 6.5
< = 
<
> play b b2
< = 
<
> 7 play w a1
< =7 
<
> genmove b
< = C2
<
> showboard
< = 
<    A B C
< 3  . . . 3
< 2  . X(X)2
< 1  O . . 1
<    A B C
<
> gogui-rules_game_id
< = TicTacToe
<
> gogui-rules_board
< = . . .
< . X X
< O . .
<
> gogui-rules_board_size
< = 3
<
> gogui-rules_legal_moves
< = B1 C1 A2 A3 B3 C3
<
> gogui-rules_side_to_move
< = white
<
> gogui-rules_final_result
< = Game not over
<
> undo
< = 
<
> undo
< = 
<
> undo
< = 
<
> undo
< ? cannot undo
<
> time_settings 10 0 0
< = 
<
> time_left b 5 0
< = 
<
> play b a1
< = 
<
> play w b1
< = 
<
> play B A2
< = 
<
> play white B2
< = 
<
> play black a3
< = 
<
> final_score
< = B+
<
> gogui-rules_final_result
< = Black wins (line completed)
<
> gogui-rules_legal_moves
< = 
<
> genmove w
< = pass
<
