#!/bin/sh
# The Dutch engine from the command line (issue 3), and the corpus of
# tournaments paired by a FIDE-endorsed engine.
. "$(dirname "$0")/lib.sh"
: "${DUTCH_CORPUS:?}" "${PROPS:?}"

# Round 3 of the example of trf-format.md §9, as engine-cli.md §2 gives it.
test_expect '-p prints the next round in the JaVaFo format' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$SAMPLES/example.trf" -p &&
	printf "3\n1 2\n4 6\n3 5\n" > expect && cmp expect "$TMP/stdout"'
test_expect '-p with player 3 absent: 5 gets the PAB' '
	sed "s/^\(001    3 .*2 b 0\)\(\r*\)$/\1  0000 - Z\2/" "$SAMPLES/example.trf" > absent.trf &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 absent.trf -p &&
	printf "3\n1 2\n4 6\n5 0\n" > expect && cmp expect "$TMP/stdout"'
test_expect '-p OUTPUT without a directory goes beside the input' '
	mkdir -p in && cp "$SAMPLES/example.trf" in/t.trf &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 in/t.trf -p pairs.txt &&
	test -f in/pairs.txt && test ! -e pairs.txt &&
	printf "3\n1 2\n4 6\n3 5\n" > expect && cmp expect in/pairs.txt &&
	test "$(ls in | wc -l)" -eq 2'
test_expect '-p without XXR: exit 3, nothing written' '
	grep -v "^XXR" "$SAMPLES/example.trf" > noxxr.trf &&
	expect_status 3 "$TRFPAIR" --dutch --edition=2017 noxxr.trf -p out.txt &&
	stderr_matches "total number of rounds" && test ! -e out.txt'
test_expect '-p round 1 without an initial colour: exit 3' '
	printf "XXR 3\n001    1      A                                 2000                             0.0    1\n001    2      B                                 1900                             0.0    2\n" > r1.trf &&
	expect_status 3 "$TRFPAIR" --dutch --edition=2017 r1.trf -p && stderr_matches "initial colour"'
test_expect '-p round 1: C.04.3 E.5, the top player gets the initial colour' '
	printf "XXR 3\nXXC black1\n001    1      A                                 2000                             0.0    1\n001    2      B                                 1900                             0.0    2\n" > r1.trf &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 r1.trf -p && printf "1\n2 1\n" > expect && cmp expect "$TMP/stdout"'
test_expect '-p when no pairing satisfies C1: exit 1, no output file' '
	printf "XXR 3\n001    1      A                                 2000                             1.0    1     2 w 1\n001    2      B                                 1900                             0.0    2     1 b 0\n" > c1.trf &&
	expect_status 1 "$TRFPAIR" --dutch --edition=2017 c1.trf -p out.txt && test ! -e out.txt &&
	stderr_matches "no pairing"'
test_expect '-c on a consistent tournament: exit 0, every round complies' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$SAMPLES/example.trf" -c &&
	printf "%s\n" "edition: FIDE (Dutch) System C.04.3, 2017 text; as asked" \
		"round 1: complies" "round 2: complies" > expect && cmp expect "$TMP/stdout"'
# Round 2 re-paired 1-2 (drawn), 6-3 (6 won), as in engine-cli.md §3:
# 6 and 3 met in round 1 (C1); 2 had black, 1 white, so E.1 gives 2
# white (1 had white in round 1 and 2 black: each a strong preference
# for the other colour); the engine's pairing is 6-1, 2-3.
test_expect '-c on a round paired against the rules: exit 6, the rules named' '
	sed -e "s/^\(001    1 .*\)     6 b =/\1     2 w =/" \
	    -e "s/^\(001    2 .\{71\}\) 1.5\(.*\)     3 w 1/\1 1.0\2     1 b =/" \
	    -e "s/^\(001    6 .\{71\}\) 1.5\(.*\)     1 w =/\1 2.0\2     3 w 1/" \
	    -e "s/^\(001    3 .*\)     2 b 0/\1     6 b 0/" \
	    "$SAMPLES/example.trf" > wrong.trf &&
	expect_status 6 "$TRFPAIR" --dutch --edition=2017 wrong.trf -c &&
	printf "%s\n" "edition: FIDE (Dutch) System C.04.3, 2017 text; as asked" \
		"round 1: complies" \
		"round 2: the file pairs 1-2 and 6-3; the rules pair 6-1 and 2-3" \
		"round 2: C1: 6 and 3 have met before, in round 1" \
		"round 2: E.1: 1-2: 2 should have white; preferences: 1 black (strong), 2 white (strong)" \
		"round 2: pairing: the rules give 6-1 2-3 where the file has 1-2 6-3" \
		"round 2: 3 findings" > expect && cmp expect "$TMP/stdout"'
test_expect '-c --round 2 checks that round only' '
	expect_status 6 "$TRFPAIR" --dutch --edition=2017 wrong.trf -c --round 2 &&
	! stdout_matches "^round 1" && stdout_matches "^round 2: 3 findings$"'
test_expect '-c --explain describes the brackets that comply' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$SAMPLES/example.trf" -c --explain &&
	stdout_matches "^round 1: bracket 0.0: 6 players, 0 MDPs: 1-4 2-5 3-6; C6 PSD 0.0, 0.0, 0.0$"'
# Both 2017 corpora in one run, one "dutch:" line.  The sanitizer build
# (build-san) runs several times slower: there dutch-2017-extra is cut
# to one file in six.
extra=$(ls "$SHARED"/corpus/dutch-2017-extra/*.trf)
case "$DUTCH_CORPUS" in *-san/*) extra=$(printf "%s\n" "$extra" | awk "NR % 6 == 1");; esac
test_expect 'corpus: every round of every file of both 2017 corpora, checked and cut (-c and -p)' '
	"$DUTCH_CORPUS" "$SHARED"/corpus/dutch-2017/*.trf $extra > dc.out; status=$?;
	grep -v "^dutch:" dc.out | head -20; tail -n 1 dc.out >&3; test $status -eq 0'
# Issue 12: small fields where the PAB is scarce and often goes to an
# MDP; every round checked by the verifier (which reads C7 with the PAB
# of the last bracket as the engine does) and, when the engine stops,
# that no legal round exists.
n=4000; case "$PROPS" in *-san/*) n=600;; esac
test_expect "props: $n small Dutch 2017 tournaments, the PAB often to an MDP" '
	"$PROPS" --dutch $n > dp.out; status=$?;
	grep -v "^dutch props:" dp.out | head -20; tail -n 1 dp.out >&3;
	test $status -eq 0 && grep -q "[1-9][0-9]* rounds with the PAB above" dp.out'
test_expect 'corpus 2026: every round of every file by the 2026 text (-c and -p)' '
	"$DUTCH_CORPUS" --edition=2026 "$SHARED"/corpus/dutch-2026/*.trf > dc26.out; status=$?;
	grep -v "^dutch-2026:" dc26.out | head -20; tail -n 1 dc26.out >&3; test $status -eq 0'

# Issue 13: big brackets are solved by lazy pricing (a sparse candidate
# set, every other pair priced against the duals), which the corpora's
# small brackets never reach; TRFPAIR_DUTCH_PRICED=0 prices every graph,
# so the same rounds must come out exactly as the dense solves give them.
# TRFPAIR_DUTCH_CLASSES=check compares every criteria weight kept per
# pair of player classes with the pair's own (an abort if they differ).
# The sanitizer build takes one 2026 file in four and one 2017 in six.
c17=$(ls "$SHARED"/corpus/dutch-2017/*.trf)
c26=$(ls "$SHARED"/corpus/dutch-2026/*.trf)
case "$DUTCH_CORPUS" in *-san/*)
	c17=$(printf "%s\n" "$c17" | awk "NR % 6 == 1")
	c26=$(printf "%s\n" "$c26" | awk "NR % 4 == 1");;
esac
test_expect 'corpus 2017 (the first corpus), every solve priced (TRFPAIR_DUTCH_PRICED=0), class weights checked' '
	TRFPAIR_DUTCH_PRICED=0 TRFPAIR_DUTCH_CLASSES=check "$DUTCH_CORPUS" $c17 > dcp.out; status=$?;
	grep -v "^dutch:" dcp.out | head -20; tail -n 1 dcp.out >&3; test $status -eq 0'
test_expect 'corpus 2026, every solve priced (TRFPAIR_DUTCH_PRICED=0), class weights checked' '
	TRFPAIR_DUTCH_PRICED=0 TRFPAIR_DUTCH_CLASSES=check "$DUTCH_CORPUS" --edition=2026 $c26 > dc26p.out; status=$?;
	grep -v "^dutch-2026:" dc26p.out | head -20; tail -n 1 dc26p.out >&3; test $status -eq 0'
n=4000; case "$PROPS" in *-san/*) n=600;; esac
test_expect "props: $n small Dutch 2017 tournaments, every solve priced" '
	TRFPAIR_DUTCH_PRICED=0 "$PROPS" --dutch $n > dpp.out; status=$?;
	grep -v "^dutch props:" dpp.out | head -20; tail -n 1 dpp.out >&3; test $status -eq 0'

test_done
