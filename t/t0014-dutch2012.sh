#!/bin/sh
# The Dutch System, 2012 text (issue 14): the brute-force reference on
# random rounds of one or two brackets, the property test on tournaments the
# engine generates itself (the verifier's own walk agrees on every
# round), and damaged rounds flagged with the rule they break.
. "$(dirname "$0")/lib.sh"
: "${D12_PROPS:?}" "${D12_BRUTE:?}" "${D12_MUTANTS:?}"

test_expect 'brute force: 5000 random rounds (heterogeneous brackets, a bracket below without backtracking), the engine walks the text order' '
	"$D12_BRUTE" 5000 > db.out; status=$?;
	grep -v "^dutch-2012 brute:" db.out | head -20; tail -n 1 db.out >&3; test $status -eq 0'
test_expect 'properties: 150 generated tournaments, A.5, B.1a, B.1b, B.2, and the walk of the verifier agrees' '
	"$D12_PROPS" 150 > dp.out; status=$?;
	grep -v "^dutch-2012 props:" dp.out | head -20; tail -n 1 dp.out >&3; test $status -eq 0'
test_expect 'mutants: rematch B.1a, forbidden pair B.1a, second bye B.1b, third colour B.2, exchanged opponents and moved bye by the walk' '
	"$D12_MUTANTS" 300 > dm.out; status=$?;
	grep -v "^dutch-2012 mutants:" dm.out | grep -v "^#" | head -20; tail -n 1 dm.out >&3; test $status -eq 0'

# Issue 14: generated tournaments the walk once gave up on (exit 4, the
# search bound), each paired to the end and complying with the verifier's
# own walk.  56 players, seed 7: round 5 stopped in a bracket whose level
# had no candidate, the X bound seeing S1 against S2 only; 27 players,
# seed 18 (the smallest found): in round 11 a bracket of 14 cannot make
# P1 = 7 pairs and still let the lower players be paired, and every level
# was walked before C.14 lowered P1.

# issue14 PLAYERS ROUNDS SEED: generate, then -c finds every round
# complying and nothing else.
issue14() {
	printf "PlayersNumber=%d\nRoundsNumber=%d\n" "$1" "$2" > i14.cfg &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2012 -g i14.cfg -s "$3" -o i14.trf &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2012 i14.trf -c &&
	test "$(grep -c "^round [0-9]*: complies$" "$TMP/stdout")" -eq "$2" &&
	test "$(grep -c -v "^round [0-9]*: complies$\|^edition:\|^note:" "$TMP/stdout")" -eq 0
}
test_expect 'issue 14: 56 players, 9 rounds, seed 7 are generated to the end and comply' '
	issue14 56 9 7'
test_expect 'issue 14: 27 players, 11 rounds, seed 18 are generated to the end and comply' '
	issue14 27 11 18'

# In force (trfpair(1), EDITIONS): the Handbook's "until July 1st, 2017".
test_expect 'auto: a generated 2012 tournament dated 2017-06-30 is checked by the 2012 text and complies' '
	printf "PlayersNumber=14\nRoundsNumber=6\n" > g12.cfg &&
	expect_status 0 "$TRFPAIR" --dutch -g g12.cfg -o g12.trf -s 7 --edition=2012 &&
	grep -v "^042" g12.trf > g12b.trf && { echo "042 2017/06/30"; cat g12b.trf; } > g12c.trf &&
	expect_status 0 "$TRFPAIR" --dutch g12c.trf -c --edition=auto --explain &&
	test "$(head -n 1 "$TMP/stdout")" = "edition: FIDE (Dutch) System C.04.3, 2012 text" &&
	stdout_matches "^round 6: bracket .*: explain: (homogeneous|heterogeneous), M0 = " &&
	test "$(grep -c "^round [1-6]: complies$" "$TMP/stdout")" -eq 6'
test_expect 'auto: the same tournament dated 2017-07-01 is checked by the 2017 text' '
	{ echo "042 2017/07/01"; cat g12b.trf; } > g12d.trf &&
	"$TRFPAIR" --dutch g12d.trf -c --edition=auto > out17;
	test "$(head -n 1 out17)" = "edition: FIDE (Dutch) System C.04.3, 2017 text"'

# B.1a: an XXP pair is read as met by the engine and the verifier alike
# (issue 17: the verifier's board check missed it, so -c called the
# engine's other pairing an internal disagreement, exit 2).
test_expect 'XXP: a forbidden pair in the file breaks B.1a, and the engine pairs around it' '
	expect_status 6 "$TRFPAIR" --dutch --edition=2012 "$FIXTURES/dutch2012/xxp-round1.trf" -c &&
	stdout_matches "^round 1: bracket 0: B.1a: 1-3: a forbidden pair \(XXP\)$" &&
	stdout_matches "^round 1: pairing: the rules give 1-4 3-2 where the file has 1-3 4-2$" &&
	! grep -q disagreement "$TMP/stdout" &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2012 "$FIXTURES/dutch2012/xxp-round1-good.trf" -c &&
	stdout_matches "^round 1: complies$"'
test_expect 'XXP: mutant 416 of issue 17, cut to two rounds, is a B.1a finding' '
	expect_status 6 "$TRFPAIR" --dutch --edition=2012 "$FIXTURES/dutch2012/xxp-mutant416.trf" -c &&
	stdout_matches "^round 2: bracket 0: B.1a: 5-8: a forbidden pair \(XXP\)$" &&
	! grep -q disagreement "$TMP/stdout"'

# Issue 14: rounds the verifier's walk once gave up on at its search
# bound (mutants 513, 524, 1569 of `make mutate-run MUTANTS=1600'; 1569
# is 513 under another name), so -c called them an internal
# disagreement; the walk's own exact cuts now reach the decision.
#
# Mutant 524, round 4: 31 (1 point and the XXA 0.5 of round 4) is left
# over from bracket 1.5 (26-18) and moves down to bracket 1, which is
# heterogeneous with S1 = {31} and S2 = its residents in A.2 order, 13
# and 27 first.  Round 4 is even, so Z counts pairs of the same strong
# preference, and Z1 = 0 here (A.8): 13 (w w b) and 31 (w b w) both
# strongly want black (A.7.b), so 31-13 is not allowed at that level;
# 27 (w b, then a forfeit win: mildly white) is next in S2, and the
# rest of the bracket and the round can still be paired with 31-27, so
# D.1 gives 31-27 before the file's 31-46.  The engine's -p of round 4
# pairs 27-31 too.
test_expect 'bound: mutant 524 round 4 is a D.1 finding (31-27 before 31-46), not a disagreement' '
	f="$FIXTURES/dutch2012/bound-mutant524.trf" &&
	expect_status 6 "$TRFPAIR" --dutch --edition=2012 "$f" -c --round 4 &&
	stdout_matches "^round 4: bracket 1: D\.1: C\.7: the transposition giving 31-27 comes first \(the file has 31-46\); " &&
	stdout_matches "^round 4: pairing: the rules give .* 27-31 " &&
	! grep -q "disagreement\|not judged" "$TMP/stdout" &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2012 "$f" -p --round 4 &&
	grep -qx "27 31" "$TMP/stdout"'

# Mutant 513, round 12: 86 played no game in round 10 (a forfeit loss
# to 72).  B.1b makes a downfloater only of a player who "received a
# point or half point without playing", so a forfeit loss is no float
# (issue 26) and B.6 no longer keeps 86 in bracket 4: its first
# candidate is the file's own, 72-82 with 86 moving down.  (The
# verifier's side of this round, the B.6 finding under the old reading,
# is the 2012 verifier's to change with the same article.)
test_expect 'B.1b: mutant 513 round 12: a forfeit loss is no downfloat, so bracket 4 pairs 72-82 as the file' '
	f="$FIXTURES/dutch2012/bound-mutant513.trf" &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2012 "$f" -p --round 12 &&
	grep -qx "72 82" "$TMP/stdout" && ! grep -qx "72 86" "$TMP/stdout"'

test_done
