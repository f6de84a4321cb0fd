# The UCI handshake, options and readiness.
#! game tictactoe
> uci
< id name Sente 0.1.0
< id author the Sente developers
<
< option name Hash type spin default 16 min 1 max 65536
< option name Threads type spin default 1 min 1 max 256
< option name Clear Hash type button
< option name MultiPV type spin default 1 min 1 max 500
< option name Move Overhead type spin default 30 min 0 max 5000
< option name Ponder type check default false
< option name UCI_ShowWDL type check default false
< option name Skill Level type spin default 20 min 0 max 20
< option name UCI_LimitStrength type check default false
< option name UCI_Elo type spin default 2800 min 800 max 2800
< option name Random Seed type spin default 0 min 0 max 4294967295
< option name Repetition Rule type combo default AsianRule var AsianRule
< option name Sixty Move Rule type check default true
< option name Debug Log File type string default <empty>
< option name UCI_Variant type combo default tictactoe var tictactoe var gomoku var gomokufreestyle var caro var renju var xiangqi
< uciok
> isready
< readyok
> debug on
> register later
> setoption name hash value 32
> setoption name Threads value 2
> setoption name Clear Hash
> setoption name MultiPV value 2
> setoption name Move Overhead value 100
> setoption name Ponder value true
> ucinewgame
> isready
< readyok
> stop
> isready
< readyok
> quit
<end
