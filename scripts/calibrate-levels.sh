#!/bin/sh
# Measures the strength levels (README, "Strength levels"): for one game, the full-strength engine
# against level 18, and each even level against the level 2 above it, every pairing at the same
# node budget, concurrency 1, each opening played twice with colours reversed. The results tables
# go to OUT/GAME-LA-vs-LB.txt (and --results JSON beside them); scripts/level-elo.py chains them.
#
# Usage: [LEVELS="18 16 …"] scripts/calibrate-levels.sh GAME OPENINGS NODES GAMES OUT [SENTE]
#   LEVELS lists the weaker level of each pairing (18: level 18 vs full strength); default all.
set -eu
GAME=$1 BOOK=$2 NODES=$3 GAMES=$4 OUT=$5 B=${6:-target/release/sente}
mkdir -p "$OUT"
for a in ${LEVELS:-18 16 14 12 10 8 6 4 2 0}; do
    b=L$((a + 2))
    [ "$a" -eq 18 ] && b=full
    f="$OUT/$GAME-L$a-vs-$b"
    "$B" match --game "$GAME" \
        --engine cmd="$B" proto=uci name="L$a" "option.Skill Level=$a" \
        --engine cmd="$B" proto=uci name="$b" "option.Skill Level=$((a + 2))" \
        --games "$GAMES" --repeat --tc nodes="$NODES" --maxplies 300 --concurrency 1 \
        --openings "$BOOK" --results "$f.json" >"$f.txt" 2>/dev/null
    grep -E "Score|Elo:" "$f.txt" | sed "s|^|$GAME L$a-vs-$b |"
done
