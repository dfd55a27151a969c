#!/bin/sh
# The Lim engine from the command line (issue 7), and the property test
# on 500 tournaments it generates.
. "$(dirname "$0")/lib.sh"
: "${PROPS:?}"

# Round 3 of the example by C.04.4.3, worked by hand.  Two rounds played:
# the median score is 1 (2.2).  The 1.5 group {1, 2, 6} is odd: 1 has
# met 6, so the pair is 1-2 (6 floats) or 2-6 (1 floats); both could
# meet someone in the median group (3.9 d), neither floated last round
# (3.10), and 2 and 6 are due black against 1's white, so a player due
# black floats (3.2): 6.  Group 0 {3} floats up.  The median group {4, 5}
# takes 6 first (3.6): the strongest due white, 4; then 3 meets 5.
test_expect '-p pairs the next round by the Lim System' '
	expect_status 0 "$TRFPAIR" --lim "$SAMPLES/example.trf" -p &&
	printf "3\n1 2\n4 6\n3 5\n" > expect && cmp expect "$TMP/stdout"'
test_expect '--maxi goes with --lim only: exit 3' '
	expect_status 3 "$TRFPAIR" --dubov "$SAMPLES/example.trf" -p --maxi &&
	stderr_matches "go with --lim"'
test_expect '--lim --no-maxi and --maxi are accepted' '
	expect_status 0 "$TRFPAIR" --lim "$SAMPLES/example.trf" -p --no-maxi &&
	expect_status 0 "$TRFPAIR" --lim "$SAMPLES/example.trf" -p --maxi'
test_expect '-p without XXR: exit 3' '
	grep -v "^XXR" "$SAMPLES/example.trf" > noxxr.trf &&
	expect_status 3 "$TRFPAIR" --lim noxxr.trf -p out.txt && test ! -e out.txt'
test_expect '-g makes the same tournament from the same seed' '
	printf "PlayersNumber=40\nRoundsNumber=7\n" > g.cfg &&
	expect_status 0 "$TRFPAIR" --lim -g g.cfg -o a.trf -s 9 &&
	expect_status 0 "$TRFPAIR" --lim -g g.cfg -o b.trf -s 9 &&
	cmp a.trf b.trf && test "$(grep -c "^001" a.trf)" -eq 40'
test_expect '-c on a tournament it generated: exit 0, every round complies' '
	printf "PlayersNumber=25\nRoundsNumber=6\n" > c.cfg &&
	expect_status 0 "$TRFPAIR" --lim -g c.cfg -o c.trf -s 3 &&
	expect_status 0 "$TRFPAIR" --lim c.trf -c &&
	test "$(grep -c ": complies$" "$TMP/stdout")" -eq 6'
# Round 2 of the example with the colours of 1-6 swapped: after round 1
# player 1 (white) is due black and 6 (black) due white.
test_expect '-c names the colour rule a swapped board breaks: exit 6' '
	sed -e "s/^\(001    1 .*\)     6 b =/\1     6 w =/" \
	    -e "s/^\(001    6 .*\)     1 w =/\1     1 b =/" "$SAMPLES/example.trf" > sw.trf &&
	expect_status 6 "$TRFPAIR" --lim sw.trf -c &&
	stdout_matches "^round 2: group 1.0: 5.6 colour: 1-6: 6 should have white \(1 is due black, 6 white\)$" &&
	stdout_matches "^round 2: pairing: the rules give 6-1 where the file has 1-6$" &&
	stdout_matches "^round 1: complies$"'
test_expect '-c --explain describes every bracket' '
	expect_status 0 "$TRFPAIR" --lim "$SAMPLES/example.trf" -c --explain &&
	test "$(grep -c "^round 2: \(bracket\|group\) " "$TMP/stdout")" -ge 2'
# Issue 17, found by make soak (-g, then -c; see the unit tests named
# for the hand-worked rules).  soak-958: round 10 floats 15 and 19 up
# into the 4.0 group {13, 17, 20, 21}; 20 cannot be paired there and
# floats, and will meet 12 in the median group, which is paired downward
# (2.2, 3.8); so 13 keeps 22 next door and floats as the highest
# numbered (3.4).  soak-958-old is the round the engine made when it
# took 20's opponent in the upward order (22), floating 17.
test_expect 'soak 958: 3.4 floater choice across the median complies' '
	expect_status 0 "$TRFPAIR" --lim "$FIXTURES/lim/soak-958.trf" -c &&
	test "$(grep -c ": complies$" "$TMP/stdout")" -eq 10'
test_expect 'soak 958, old round 10: 17 floated instead of 13 (3.4): exit 6' '
	expect_status 6 "$TRFPAIR" --lim "$FIXTURES/lim/soak-958-old.trf" -c 10 &&
	stdout_matches "^round 10: group 4.0: 3.4 floater choice: 17 floats, but the higher numbered 13 should$" &&
	stdout_matches "^round 10: pairing: the rules give 11-13 8-12 17-19 where the file has 11-12 8-17 13-19$"'
# soak-3038: round 10 (the last) pairs 212 (B W B W B W W B B) with 295
# (W B W B W W B B): both had Black twice running, so 5.3 binds both
# alike; White levels 212 only (5.6), so 212 has it.
test_expect 'soak 3038: 5.6 before 5.4 when both had a colour twice running' '
	expect_status 0 "$TRFPAIR" --lim "$FIXTURES/lim/soak-3038.trf" -c &&
	test "$(grep -c ": complies$" "$TMP/stdout")" -eq 10'
test_expect 'properties: 500 generated tournaments, 2.1, 5.1 and the verifier' '
	"$PROPS" --lim 500 > lp.out; status=$?;
	grep -v "^lim props:" lp.out | head -20; tail -n 1 lp.out >&3; test $status -eq 0'
test_expect 'properties: 200 more with the Maxi-tournament limits forced on' '
	"$PROPS" --lim-maxi 200 1000 > lm.out; status=$?;
	grep -v "^lim-maxi props:" lm.out | head -20; tail -n 1 lm.out >&3; test $status -eq 0'

test_done
