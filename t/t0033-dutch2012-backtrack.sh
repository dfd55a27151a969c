#!/bin/sh
# The Dutch System, 2012 text (issue 26): -c on rounds where the text
# backtracks (C.1 -> C.12, C.12 after a failed stage, C.13 re-pairing the
# penultimate bracket and joining the two lowest).  The rounds are worked
# by hand in t/verify_dutch_2012/test_verify_dutch2012_backtrack.c; the
# files are t/fixtures/dutch2012/{issue26,c12-stage,c13-repair,c13-join}-*.trf.
. "$(dirname "$0")/lib.sh"

D12="$FIXTURES/dutch2012"

# -c runs the verifier and the engine side by side (trfpair(1), CHECK
# OUTPUT).  The issue-26 round is one the engine of before issue 26 pairs
# otherwise than the text (it moves 8 on at once); with that engine -c
# reports the round as an internal disagreement (exit 2) that names the
# verifier's side, with an engine that pairs the text's round it
# complies (exit 0) and the old pairing has findings (exit 6).  Which
# engine is built is read from -p, and the verifier's side is asserted
# in both cases.
engine_pairs_text() {
	"$TRFPAIR" --dutch --edition=2012 "$D12/issue26-text.trf" -p "$TMP/engine.txt" --round 3 &&
	grep -q "^9 8$" "$TMP/engine.txt" && grep -q "^5 7$" "$TMP/engine.txt" && grep -q "^2 0$" "$TMP/engine.txt"
}

test_expect 'issue 26: the text pairing of round 3 (6-3, 4-1, 9-8, 5-7, bye 2) is no violation' '
	if engine_pairs_text; then
		expect_status 0 "$TRFPAIR" --dutch --edition=2012 "$D12/issue26-text.trf" -c &&
		stdout_matches "^round 3: complies$"
	else
		expect_status 2 "$TRFPAIR" --dutch --edition=2012 "$D12/issue26-text.trf" -c &&
		stdout_matches "^round 3: internal disagreement of trfpair: the verifier finds no rule broken, the engine pairs "
	fi &&
	stdout_matches "^round 2: complies$" && ! stdout_matches "^round 3: bracket"'

test_expect 'issue 26: the pairing of before (4-1, 6-3, 5-2, 9-7, bye 8) breaks C.12 by way of C.1, naming 8 and 7' '
	if engine_pairs_text; then
		expect_status 6 "$TRFPAIR" --dutch --edition=2012 "$D12/issue26-old.trf" -c
	else
		expect_status 2 "$TRFPAIR" --dutch --edition=2012 "$D12/issue26-old.trf" -c
	fi &&
	stdout_matches "bracket 1: C\.12: C\.1: 8, moved down to bracket 0\.5, has no opponent there, so this bracket is paired again to move down 7 instead of 8: the text pairs 8-9 \(the file has 7-9\)"'

test_expect 'C.12 after a failed stage: the text pairing complies' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2012 "$D12/c12-stage-text.trf" -c &&
	test "$(grep -c "^round [1-4]: complies$" "$TMP/stdout")" -eq 4'

test_expect 'C.12 after a failed stage: keeping the first candidate is flagged C.12 (and B.1b)' '
	expect_status 6 "$TRFPAIR" --dutch --edition=2012 "$D12/c12-stage-first.trf" -c &&
	stdout_matches "^round 4: bracket 1\.5: C\.12: bracket 1 cannot make its pairs with 6 moved down, so this bracket is paired again to move down 3: the text pairs 4-6 \(the file has 3-4\)$" &&
	stdout_matches "^round 4: bracket 1: B\.1b: the PAB goes to 7,"'

test_expect 'C.13 re-pairing the penultimate bracket: the text pairing complies' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2012 "$D12/c13-repair-text.trf" -c &&
	test "$(grep -c "^round [1-4]: complies$" "$TMP/stdout")" -eq 4'

test_expect 'C.13 re-pairing: the penultimate bracket paired as if alone is flagged C.13' '
	expect_status 6 "$TRFPAIR" --dutch --edition=2012 "$D12/c13-repair-first.trf" -c &&
	stdout_matches "^round 4: bracket 1\.5: C\.13: after this bracket.s 5-7, 6-1, 3-4 \(moving down nobody\) the lowest bracket cannot be paired, so this bracket is paired again to move down 4, 7: the text pairs 5-3, 6-1$"'

test_expect 'C.13 joining the two lowest brackets: the text pairing complies' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2012 "$D12/c13-join-text.trf" -c &&
	test "$(grep -c "^round [1-4]: complies$" "$TMP/stdout")" -eq 4'

test_expect 'C.13 joining: the brackets paired apart are flagged C.13, the wrong D.3 set in the joined bracket D.3' '
	expect_status 6 "$TRFPAIR" --dutch --edition=2012 "$D12/c13-join-apart.trf" -c &&
	stdout_matches "^round 4: bracket 2: C\.13: .*the lowest bracket \(the two lowest joined\) cannot be paired, so this bracket is paired again to move down 2, 4: the text pairs 3-1$" &&
	expect_status 6 "$TRFPAIR" --dutch --edition=2012 "$D12/c13-join-d3.trf" -c &&
	stdout_matches "^round 4: bracket 1: D\.3: C\.8\.b: the moved-down players are chosen in D\.3 order: 2 plays 6"'

test_done
