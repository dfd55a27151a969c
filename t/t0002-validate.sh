#!/bin/sh
# Invalid TRF: FILE:LINE:COL message on stderr, exit 3, nothing on stdout
# (trf-format.md §3.2; issue 2).  Fixtures are the example of
# trf-format.md §9 with one field damaged.
. "$(dirname "$0")/lib.sh"

# bad FIXTURE LINE COL REGEX
bad() {
	cp "$FIXTURES/trf/$1" "$TMP/$1" &&
	expect_status 3 "$TRFPAIR" --dutch "$TMP/$1" --info &&
	stderr_matches "^$TMP/$1:$2:$3: $4" &&
	test ! -s "$TMP/stdout" &&
	test "$(ls "$TMP" | grep -c "$1")" -eq 1
}

test_expect 'malformed start number' 'bad bad-startno.trf 16 5 "malformed start number"'
test_expect 'duplicate start number' 'bad bad-duplicate.trf 19 5 "duplicate start number 2 \(first on line 15\)"'
test_expect 'start numbers not 1..N' 'bad bad-gap.trf 19 5 "start number 7, .*6 is missing"'
test_expect 'opponent that does not exist' 'bad bad-noopponent.trf 16 92 "round 1: opponent 9 does not exist"'
test_expect 'asymmetric pairing: B does not list A' 'bad bad-asymmetric.trf 14 102 "round 2: player 1 lists opponent 5, but 5 .* does not list 1"'
test_expect 'asymmetric pairing: colours not opposite' 'bad bad-colours.trf 14 97 "round 1: colours of 1 \(w\) and 4 \(w\) are not opposite"'
test_expect 'asymmetric pairing: results not complementary' 'bad bad-results.trf 14 99 "round 1: results of 1 \(1\) and 4 \(1\) do not match"'
test_expect 'points inconsistent with results' 'bad bad-points.trf 15 81 "points 2.5 do not match the results, which sum to 1.5"'
test_expect 'more rounds than XXR' 'bad bad-xxr.trf 14 102 "round 2 is more than the 1 rounds"'
test_expect 'invalid result code' 'bad bad-result-code.trf 14 99 "round 1: invalid result code \"x\""'
test_expect 'invalid colour code' 'bad bad-colour-code.trf 14 97 "round 1: invalid colour code \"q\""'
test_expect 'valid file with CR line ends is accepted' '
	expect_status 0 "$TRFPAIR" --dutch "$FIXTURES/trf/good-cr.trf" --info'
test_expect '3-1-0 points declared with BBW/BBD are accepted' '
	expect_status 0 "$TRFPAIR" --dutch "$FIXTURES/trf/good-310.trf" --info'
test_expect '3-1-0 points without a declaration are rejected' '
	grep -v "^BB" "$FIXTURES/trf/good-310.trf" > "$TMP/undeclared.trf" &&
	expect_status 3 "$TRFPAIR" --dutch "$TMP/undeclared.trf" --info &&
	stderr_matches "declare others with XXS or BBx"'

test_done
