# RL solvers inside a GTP session: one multi-line `=` reply; errors as `? message`.
> 5 rl value-iteration --grid book --iterations 100 --ascii
< =5  0.64 >   0.74 >   0.85 >   1.00
<  0.57 ^      #     0.57 ^  -1.00
<  0.49 ^   0.43 <   0.48 ^   0.28 <
<~ value iteration: 100 iterations, last max\|ΔV\| .*
<
> rl value-iteration --grid book --noise x
< ? rl: --noise "x" is not a finite number
<
> protocol_version
< = 2
<
