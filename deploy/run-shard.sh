#!/bin/sh
# Runs one shard of a Sente campaign; the same body serves Slurm, Kubernetes, GNU parallel or a
# plain loop. Every setting comes from the environment:
#   SHARD_INDEX   this shard, 0-based (Slurm: $SLURM_ARRAY_TASK_ID, Kubernetes: $JOB_COMPLETION_INDEX)
#   SHARD_COUNT   number of shards N
#   CAMPAIGN      file with the words after `sente`, one per line (# comments and blank lines
#                 skipped): `match ...` or `--game G datagen ...`, without --shard and outputs
#   RESULTS_DIR   shared folder that collects the shards' files
#   SENTE         the sente binary (default: sente on PATH)
# A match shard writes RESULTS_DIR/shard-I.json (+ shard-I.pgn); `sente match merge
# RESULTS_DIR/shard-*.json` then prints the table, Elo and SPRT verdict of the whole campaign. A
# datagen shard writes RESULTS_DIR/data-I.txt; `cat RESULTS_DIR/data-*.txt` is the data set.
# Rerunning a shard overwrites (match) or continues (datagen --append) its own files only.
set -eu
: "${SHARD_INDEX:?set SHARD_INDEX (0-based)}" "${SHARD_COUNT:?set SHARD_COUNT}"
: "${CAMPAIGN:?set CAMPAIGN (a file of sente arguments, one a line)}" "${RESULTS_DIR:?set RESULTS_DIR}"
SENTE=${SENTE:-sente}
mkdir -p "$RESULTS_DIR"
# The campaign's words, one a line, become the positional parameters (spaces inside a word kept).
set --
while IFS= read -r word || [ -n "$word" ]; do
    case $word in '' | '#'*) continue ;; esac
    set -- "$@" "$word"
done < "$CAMPAIGN"
shard="$SHARD_INDEX/$SHARD_COUNT"
case " $* " in
    *" datagen "*)
        out="$RESULTS_DIR/data-$SHARD_INDEX.txt"
        resume=
        [ -e "$out.done" ] && resume=--append
        exec "$SENTE" "$@" --shard "$shard" --out "$out" $resume ;;
    *" match "*)
        exec "$SENTE" "$@" --shard "$shard" \
            --results "$RESULTS_DIR/shard-$SHARD_INDEX.json" --pgn "$RESULTS_DIR/shard-$SHARD_INDEX.pgn" ;;
    *) echo "run-shard.sh: $CAMPAIGN holds neither a match nor a datagen command" >&2; exit 2 ;;
esac
