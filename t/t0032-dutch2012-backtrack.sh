#!/bin/sh
# The Dutch System, 2012 text, paired by its own procedure (issue 26):
# C.1 sends a moved-down player without an opponent to C.12, C.12 pairs
# the previous bracket again, C.13 pairs the penultimate bracket again
# and joins the two lowest, B.1b makes floats of unplayed rounds only
# when they brought points.  Each round is worked by hand in
# t/dutch_2012/test_dutch2012_backtrack.c (the derivations); here the
# command's -p output, boards in F.1 order, white first (E).
. "$(dirname "$0")/lib.sh"

# pairs FILE ROUND LINE...: -p of ROUND prints exactly these lines (the
# first: the number of lines that follow, the bye's "N 0" included).
pairs() {
	f=$1 r=$2
	shift 2
	expect_status 0 "$TRFPAIR" --dutch --edition=2012 "$f" -p --round "$r" &&
	printf '%s\n' "$@" > want &&
	if ! cmp -s want "$TMP/stdout"; then
		echo "want:"; cat want; echo "got:"; cat "$TMP/stdout"; return 1
	fi
}

# Issue 26's round: 6-3, 4-1, 9-8, 5-7, the bye to 2.  F.1: 6-3 first
# (3 has 2 points), 4-1 (1.5), 9-8 (1, sum 2) before 5-7 (higher 1,
# sum 1.5); the bye last.  Colours: 6 absolute white (BB) against 3
# mild black; 4 mild white, 1 mild black; 9 strong white, 8 mild black;
# 5 mild white, 7 strong black (E.1, E.2).
test_expect 'issue 26: C.1 -> C.12: 8, moved down and incompatible, sends the 1-point bracket back: 6-3 4-1 9-8 5-7, bye 2' '
	pairs "$FIXTURES/dutch2012/issue26-c12.trf" 3 5 "6 3" "4 1" "9 8" "5 7" "2 0"'

# c12-from-c14.trf round 4: the lowest bracket {4 | 3 6} has no
# candidate with M1 = 1 at any level (6 may not have the bye), so C.12
# pairs bracket 1.5 again: 4-7 with 5 down, {5 | 3 6}: 5-6, bye 3.
# F.1: 2-1 (3 points), 4-7 (1.5, sum 3), 5-6 (1.5, sum 2.5).
test_expect 'C.12 after C.10 (before C.14): the 1.5 bracket paired again, 2-1 4-7 5-6, bye 3' '
	pairs "$FIXTURES/dutch2012/c12-from-c14.trf" 4 4 "2 1" "4 7" "5 6" "3 0"'

# c13-join.trf round 5: the lowest bracket {6} cannot take the bye;
# bracket 2 is paired again (P falls to 0), the two are joined, and
# C.13 repeats with bracket 2.5, which at P = 1 pairs 2-4 and moves
# 1, 5, 7 down: 3-7, 5-6, bye 1.  F.1: 2-4 (2.5, sum 5), 3-7 (2.5, sum
# 4.5), 6-5 (2.5, sum 4); E.2 gives 7 black and 6 white.
test_expect 'C.13: the lowest bracket joined with the penultimate, then bracket 2.5 paired again: 2-4 3-7 6-5, bye 1' '
	pairs "$FIXTURES/dutch2012/c13-join.trf" 5 4 "2 4" "3 7" "6 5" "1 0"'

# B.1b: a forfeit loss is no float (mutant 513, round 12; see t0014).
test_expect 'B.1b: a forfeit loss does not keep its player from moving down (B.6)' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2012 "$FIXTURES/dutch2012/bound-mutant513.trf" -p --round 12 &&
	grep -qx "72 82" "$TMP/stdout"'

# Never a give-up (issue 26): generated tournaments that the search
# bound of a bracket once stopped with exit status 4 are paired to the
# end.  -g stops only when no pairing of the round meets B.1 and B.2.
test_expect 'no give-up: 60 players, 9 rounds, 5 seeds are generated to the end' '
	printf "PlayersNumber=60\nRoundsNumber=9\n" > g.cfg &&
	for s in 1 2 3 4 5; do
		expect_status 0 "$TRFPAIR" --dutch --edition=2012 -g g.cfg -s $s -o g$s.trf || return 1
	done'

test_done
