#!/bin/sh
# A scripted fake engine for `sente match` tests: sh engine.sh PROTOCOL MODE
#   PROTOCOL: uci | ucci | gtp | gomocup
#   MODE:     illegal  - always answers the same move (legal once, then on an occupied point)
#             garbage  - answers a move that is not a move
#             hang     - never answers a move request
#             crash    - exits when asked for a move
#             nomove   - claims to have no move
#             first    - (gomocup, gtp) plays the first empty point, top-left first, rows of 3
#             racy     - (gomocup) like first, but misses every TURN as a brain still finishing
#                        its last search does (Rapfi): it reads the coordinate as a command
#             mute     - never answers anything
proto=$1
mode=$2
occ=" "
first_empty() {
    for y in 0 1 2; do
        for x in 0 1 2; do
            case "$occ" in
                *" $x,$y "*) ;;
                *) echo "$x,$y"; return ;;
            esac
        done
    done
    echo "0,0"
}
reply() {
    # $1: the move in this protocol's spelling for modes that need one
    case $mode in
        illegal) echo "$1" ;;
        garbage) echo "$2" ;;
        hang) ;;
        crash) exit 3 ;;
        nomove) echo "$3" ;;
    esac
}
while IFS= read -r line; do
    [ "$mode" = mute ] && continue
    line=$(printf '%s' "$line" | tr -d '\r')
    set -- $line
    cmd=$1
    case $proto in
    uci|ucci)
        case $cmd in
            uci) echo "id name Fake-$mode"; echo "option name Hash type spin default 1 min 1 max 8"; echo uciok ;;
            ucci) echo "id name Fake-$mode"; echo "option usemillisec type check default false"; echo ucciok ;;
            isready) echo readyok ;;
            go)
                echo "info depth 1 score cp -5"
                if [ "$proto" = ucci ]; then mv=h2e2; else mv=P@a1; fi
                reply "bestmove $mv" "bestmove xyzzy" "bestmove (none)" ;;
            quit) [ "$proto" = ucci ] && echo bye; exit 0 ;;
        esac ;;
    gtp)
        case $cmd in
            protocol_version) printf '= 2\n\n' ;;
            name) printf '= Fake-%s\n\n' "$mode" ;;
            genmove)
                case $mode in
                    illegal) printf '= A1\n\n' ;;
                    garbage) printf '= ZZ99\n\n' ;;
                    hang) ;;
                    crash) exit 3 ;;
                    nomove) printf '= pass\n\n' ;;
                    *) printf '= A1\n\n' ;;
                esac ;;
            quit) printf '=\n\n'; exit 0 ;;
            known_command) printf '= false\n\n' ;;
            *) printf '=\n\n' ;;
        esac ;;
    gomocup)
        case $cmd in
            START|RESTART) occ=" "; echo OK ;;
            ABOUT) echo "name=\"Fake-$mode\", version=\"1.0\"" ;;
            INFO) ;;
            END) exit 0 ;;
            BEGIN|TURN|DONE)
                if [ "$mode" = racy ] && [ "$cmd" = TURN ]; then
                    echo "ERROR Unknown command: $2"; continue
                fi
                if [ "$cmd" = TURN ]; then occ="$occ$2 "; fi
                if [ "$mode" = first ] || [ "$mode" = racy ]; then
                    mv=$(first_empty); occ="$occ$mv "
                    echo "MESSAGE thinking"; echo "$mv"
                else
                    reply "0,0" "hello" "-1,-1"
                fi ;;
            BOARD) occ=" " ;;
            *)
                case $line in
                    *,*,*) occ="$occ${line%,*} " ;;
                    *) echo "UNKNOWN $line" ;;
                esac ;;
        esac ;;
    esac
done
