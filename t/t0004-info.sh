#!/bin/sh
# --info on the example of trf-format.md §9.  Expected rows worked by hand:
#   round 1: 1-4 1-0, 5-2 =, 3-6 0-1; round 2: 6-1 =, 2-3 1-0, 4 PAB, 5 H.
#   Colour preference C.04.3 A.6: diff 0 -> mild, alternate the last colour;
#   diff +-1 -> strong.  Floats A.4.b / companion 3.6.2: round 2 without a
#   game (4 PAB, 5 H) -> down; 2 (0.5) beat 3 (0): 2 down, 3 up; 6-1 both 1.0.
#   PAB eligibility C.2: 4 had the PAB, so "no".
. "$(dirname "$0")/lib.sh"

row() {
	stdout_matches "^ +$1 +$2 +$3 +$4 +$5 +$6 +$7 +$8 +yes$"
}

test_expect 'summary header' '
	expect_status 0 "$TRFPAIR" --dutch "$SAMPLES/example.trf" --info &&
	stdout_matches "^players: +6$" && stdout_matches "^rounds played: +2$" &&
	stdout_matches "^total rounds: +5$" && stdout_matches "^next round: +3$" &&
	stdout_matches "^initial colour: +white$" &&
	stdout_matches "^point system: +win 1.0, draw 0.5, loss 0.0, PAB 1.0$"'
test_expect 'per-player rows' '
	expect_status 0 "$TRFPAIR" --dutch "$SAMPLES/example.trf" --info &&
	row 1 2215 1.5 wb "\+0" "white mild" "--" yes &&
	row 2 2140 1.5 bw "\+0" "black mild" "-D" yes &&
	row 3 2051 0.0 wb "\+0" "white mild" "-U" yes &&
	row 4 1987 1.0 b "-1" "white strong" "-D" no &&
	row 5 1902 1.0 w "\+1" "black strong" "-D" yes &&
	row 6 0 1.5 bw "\+0" "black mild" "--" yes'
test_expect 'a player marked absent for the next round is "out"' '
	sed "s/^\(001    3 .*2 b 0\)\(\r*\)$/\1  0000 - Z\2/" "$SAMPLES/example.trf" > "$TMP/absent.trf" &&
	expect_status 0 "$TRFPAIR" --dutch "$TMP/absent.trf" --info &&
	stdout_matches "^ +3 +2051 .* out$"'

test_done
