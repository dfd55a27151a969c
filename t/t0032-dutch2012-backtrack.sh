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

# unordered_pairs FILE ROUND PAIR...: -p of ROUND makes exactly these
# pairs ("a-b", either colour; the bye "N-0"), whatever the boards.
unordered_pairs() {
	f=$1 r=$2
	shift 2
	expect_status 0 "$TRFPAIR" --dutch --edition=2012 "$f" -p --round "$r" &&
	tail -n +2 "$TMP/stdout" | awk '{ if ($2 != 0 && $2 < $1) print $2 "-" $1; else print $1 "-" $2 }' |
		sort > got &&
	printf '%s\n' "$@" | sort > want &&
	if ! cmp -s want got; then
		echo "want:"; cat want; echo "got:"; cat got; return 1
	fi
}

# C.12's test (trfpair(1), C.12): the other set must let the bracket
# make P1 pairs at the M1 of the stage that failed, not lower; the brute
# (t/dutch2012_text.c) found the engine lowering M1 in the test (seed 3
# case 1590; seed 1 case 19278).  Round 4 of brute-c12-m1.trf, worked
# from the text: brackets 3 {5}, 2 {5v | 7}: 5 met 7; C.12 finds no other
# set, both move on (C.1).  1.5 {5v 7v | 2 3}: 5 met 2 and 3 and moves
# on; {7v | 2 3}: 2 and 3 both upfloated in round 3 (B.5), 2 in round 2
# as well (B.6); C.10.a drops B.6 (both still fail B.5), C.10.b drops B.5
# with B.6 reset (C.3.h): 7-3 is the first candidate, 2 moves down.
# 1 {5v 2v | 1 4 6} (every resident had a half-point bye: B.1b, no
# bye): M1 = 2 leaves a resident over, so C.12: the only other set of the
# same scores is {5, 3} (7-2), which at M1 = 2 leaves 1 or 4 over as
# well: no alternative.  M1 = 1 (C.14.b.2): {5} fails at every level (4-6
# met in round 1); {2}: 2-1 leaves 4 6 5 (4-6 met), 2-4 then 1-6, 5 (who
# may have it) the bye once B.5 and B.6 for downfloaters are dropped.
# The text: 7-3, 2-4, 1-6, bye 5.  With {5, 3} accepted at M1 = 1 the
# engine paired 7-2, 5-4, 1-6, bye 3.
test_expect 'C.12 test at the failed M1 (7 players): 3-7 2-4 1-6, bye 5' '
	unordered_pairs "$FIXTURES/dutch2012/brute-c12-m1.trf" 4 3-7 2-4 1-6 5-0'
test_expect 'C.12 test at the failed M1: -c accepts the text, flags the lowered M1 under B.6' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2012 "$FIXTURES/dutch2012/brute-c12-m1-text.trf" -c 4 &&
	stdout_matches "^round 4: complies$" &&
	expect_status 6 "$TRFPAIR" --dutch --edition=2012 "$FIXTURES/dutch2012/brute-c12-m1-engine.trf" -c 4 &&
	stdout_matches "^round 4: bracket 1.5: B.6: C.10.a: 2 floats up as in round 2; the text pairs 7-3$"'

# Round 4 of brute-c12-m1b.trf (9 players), from the text: 3.0 {7} and
# 2.0 {7v | 4 6} (7 met both): 7 moves on, 4-6.  1.5 {7v | 2 5 8}: at
# X = 0 only 7-2 (B.5 down and B.6 up dropped: 8 had the U bye in round
# 3, 2 upfloated in round 2); 5 and 8 move down.  1.0 {5v 8v | 1 3 9}:
# M1 = 2 always leaves 1, 3 or 9 over, each of whom had a bye with
# points (B.1b).  C.12: the other set {2, 5} (7-8 at X = 1) fails at
# M1 = 2 the same way: no alternative; M1 = 1: {5} fails, {8}: 8-1, then
# 3-9 (X = Z = 1), bye 5.  With {2, 5} accepted at M1 = 1 the engine
# paired 7-8 4-6 5-3 9-1, bye 2.
test_expect 'C.12 test at the failed M1 (9 players): 2-7 4-6 1-8 3-9, bye 5' '
	unordered_pairs "$FIXTURES/dutch2012/brute-c12-m1b.trf" 4 2-7 4-6 1-8 3-9 5-0'
test_expect 'C.12 test at the failed M1 (9 players): -c accepts the text, flags the lowered M1 under B.4' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2012 "$FIXTURES/dutch2012/brute-c12-m1b-text.trf" -c 4 &&
	stdout_matches "^round 4: complies$" &&
	expect_status 6 "$TRFPAIR" --dutch --edition=2012 "$FIXTURES/dutch2012/brute-c12-m1b-engine.trf" -c 4 &&
	stdout_matches "^round 4: bracket 1.5: B.4: C.10.e: .*the text pairs 7-2$"'

test_done
