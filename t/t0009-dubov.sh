#!/bin/sh
# The Dubov engine from the command line (issue 6), and the property test
# on a thousand tournaments it generates.
. "$(dirname "$0")/lib.sh"
: "${PROPS:?}"

# Round 3 of the example (C.04.4.1, worked by hand).  Scores 1, 2, 6:
# 1.5; 4, 5: 1; 3: 0.  Residents {1, 2, 6} are odd: one upfloater (2.2.1).
# 1 has met 4 and 6, 2 has met 5 and 3, 6 has met 3: either 1-2 with 6
# against 4 or 5, or 2-6 with 1 against 5 or 3.  C6 keeps the 1-pointers;
# C7: 1 and 4 seek white, 2, 6 and 5 black, so 1-2 and 6-4 give everyone
# his colour: U = {4}.  G1 = {1, 4}, G2 = {2, 6}; S1 by ARO: 1 (994)
# before 4 (2215); T2 = (2, 6) is legal: 1-2, 4-6.  Then 5 and 3: 3-5.
# Colours by 5.2.2.
test_expect '-p pairs the next round by the Dubov System' '
	expect_status 0 "$TRFPAIR" --dubov "$SAMPLES/example.trf" -p &&
	printf "3\n1 2\n4 6\n3 5\n" > expect && cmp expect "$TMP/stdout"'
# Round 1, 2.2.3: G1 = the first half by ranking; 5.2.1: player 1 (odd)
# gets the initial colour, black here; 5 gets the PAB (2.1.5).
test_expect '-p round 1: first half against second half, 5.2.1 colours' '
	printf "XXR 5\nXXC black1\n" > r1.trf &&
	for i in 1 2 3 4 5; do
		printf "001 %4d      P%-32d %4d                             0.0 %4d\n" $i $i $((2100 - 10 * i)) $i
	done >> r1.trf &&
	expect_status 0 "$TRFPAIR" --dubov r1.trf -p &&
	printf "3\n3 1\n2 4\n5 0\n" > expect && cmp expect "$TMP/stdout"'
test_expect '-p without XXR: exit 3, MaxT named' '
	grep -v "^XXR" "$SAMPLES/example.trf" > noxxr.trf &&
	expect_status 3 "$TRFPAIR" --dubov noxxr.trf -p out.txt &&
	stderr_matches "total number of rounds" && test ! -e out.txt'
test_expect '-p when no pairing satisfies C1: exit 1' '
	printf "XXR 3\n001    1      A                                 2000                             1.0    1     2 w 1\n001    2      B                                 1900                             0.0    2     1 b 0\n" > c1.trf &&
	expect_status 1 "$TRFPAIR" --dubov c1.trf -p out.txt && test ! -e out.txt'
test_expect '-g makes the same tournament from the same seed' '
	printf "PlayersNumber=31\nRoundsNumber=7\n" > g.cfg &&
	expect_status 0 "$TRFPAIR" --dubov -g g.cfg -o a.trf -s 42 &&
	expect_status 0 "$TRFPAIR" --dubov -g g.cfg -o b.trf -s 42 &&
	cmp a.trf b.trf && test "$(grep -c "^001" a.trf)" -eq 31'
test_expect '-c on a tournament it generated: exit 0, every round complies' '
	printf "PlayersNumber=25\nRoundsNumber=6\n" > c.cfg &&
	expect_status 0 "$TRFPAIR" --dubov -g c.cfg -o c.trf -s 3 &&
	expect_status 0 "$TRFPAIR" --dubov c.trf -c &&
	test "$(grep -c ": complies$" "$TMP/stdout")" -eq 6'
# Round 2 of the example with the colours of 1-6 swapped: after round 1
# player 1 (white) is due black and 6 (black) due white.
test_expect '-c names the colour rule a swapped board breaks: exit 6' '
	sed -e "s/^\(001    1 .*\)     6 b =/\1     6 w =/" \
	    -e "s/^\(001    6 .*\)     1 w =/\1     1 b =/" "$SAMPLES/example.trf" > sw.trf &&
	expect_status 6 "$TRFPAIR" --dubov sw.trf -c &&
	stdout_matches "^round 2: 5.2.2: 1-6: 6 should have white; preferences: 1 black \(strong\), 6 white \(strong\)$" &&
	stdout_matches "^round 2: pairing: the rules give 6-1 where the file has 1-6$" &&
	stdout_matches "^round 1: complies$"'
test_expect '-c --explain describes every bracket' '
	expect_status 0 "$TRFPAIR" --dubov "$SAMPLES/example.trf" -c --explain &&
	test "$(grep -c "^round 2: \(bracket\|group\) " "$TMP/stdout")" -ge 2'
test_expect 'properties: 1000 generated tournaments, C1-C3 and the verifier' '
	"$PROPS" --dubov 1000 > dp.out; status=$?;
	grep -v "^dubov props:" dp.out | head -20; tail -n 1 dp.out >&3; test $status -eq 0'

test_done
