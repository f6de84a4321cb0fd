# An `rl` job in a GTP session: commands sent meanwhile wait for its reply, in order; `quit`
# with nothing waiting before it abandons the job, which is answered as interrupted.
> 1 rl q-learning --grid book --episodes 10000000
> 2 quit
< ?1 interrupted by quit
<
<~ =2 ?
<
<end
