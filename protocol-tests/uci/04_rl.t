# RL solvers inside a UCI session: results as `info string` lines, errors as `info string error:`.
> uci
<…
< uciok
> rl value-iteration --grid book --iterations 100
< info string  0.64 →   0.74 →   0.85 →   1.00
< info string  0.57 ↑      #     0.57 ↑  -1.00
< info string  0.49 ↑   0.43 ←   0.48 ↑   0.28 ←
<~ info string value iteration: 100 iterations, last max\|ΔV\| .*
> rl value-iteration --grid book --discount 2
< info string error: rl: --discount 2 is out of range: expected a number from 0 to 1
> isready
< readyok
