#!/bin/sh
# Strict input (issue 16 item 1): what is not a TRF is rejected at its
# line and column (exit 3); lines kept but not read, and a 192 line
# naming another system, are warnings, errors with --strict.
. "$(dirname "$0")/lib.sh"
: "${ROUNDTRIP:?}"

EX=$SAMPLES/example.trf

# rejected FILE LINE:COL: every operation exits 3 with FILE:LINE:COL.
rejected() {
	for op in -c -p --info -l; do
		expect_status 3 "$TRFPAIR" --dutch "$1" $op &&
		stderr_matches "^$1:$2: " || return 1
	done
}
test_expect 'an empty file: no player record, exit 3' '
	: > empty.trf && rejected empty.trf 1:1 &&
	stderr_matches "no player record"'
test_expect 'a file of headers only: no player record, exit 3' '
	grep -v "^001" "$EX" > headers.trf && rejected headers.trf 1:1'
test_expect 'a line of text: not a TRF record, exit 3' '
	{ cat "$EX"; echo "Tournament results follow"; } > text.trf &&
	rejected text.trf 20:1 && stderr_matches "not a TRF record"'
test_expect 'a PNG image: exit 3 at its first line' '
	printf "\211PNG\r\n\032\n\000\000\000\rIHDR\000\000\000\020" > img.png &&
	rejected img.png 1:1'
test_expect 'a generator configuration file: exit 3' '
	printf "PlayersNumber=40\nRoundsNumber=7\n" > g.cfg && rejected g.cfg 1:1'

# warned FILE LINE:COL WHAT: a warning at LINE:COL, the operation done
# (exit 0); with --strict the same line as an error, exit 3, no output.
warned() {
	expect_status 0 "$TRFPAIR" --dutch "$1" -p &&
	stderr_matches "^$1:$2: warning: $3" &&
	test "$(wc -l < "$TMP/stderr")" -eq 1 &&
	expect_status 0 "$TRFPAIR" --dutch "$1" --info &&
	stderr_matches "^$1:$2: warning: $3" &&
	expect_status 3 "$TRFPAIR" --dutch "$1" -p out.txt --strict &&
	stderr_matches "^$1:$2: $3" && test ! -e out.txt
}
test_expect 'an unknown code (XXQ): warning; --strict: exit 3' '
	{ cat "$EX"; echo "XXQ 3"; } > xxq.trf &&
	warned xxq.trf 20:1 "unknown record code .XXQ."'
# The lower-case xxz is not read: 3 is paired (1-2 4-6 3-5 as in the
# example); with XXZ 3 he would not be.
test_expect 'a lower-case code (xxz): warning naming XXZ, the line not read' '
	{ cat "$EX"; echo "xxz 3"; } > xxz.trf &&
	warned xxz.trf 20:1 "unknown record code .xxz. \(codes are upper-case: XXZ\?\)" &&
	expect_status 0 "$TRFPAIR" --dutch xxz.trf -p && stdout_matches "^3 5$"'
test_expect 'an indented line: warning; --strict: exit 3' '
	{ cat "$EX"; echo "  0000 - H"; } > ind.trf &&
	warned ind.trf 20:1 "the line starts with a blank"'
test_expect 'lines kept but not read come back byte for byte (round trip)' '
	{ cat "$EX"; printf "XXQ 3\nxxz 3\n  0000 - H\nab\n"; } > keep.trf &&
	"$ROUNDTRIP" keep.trf > rt.txt && grep -q "1 passed, 0 failed" rt.txt'
test_expect '192 naming another system: warning; --strict: exit 3' '
	{ cat "$EX"; echo "192 FIDE_DUBOV"; } > s192.trf &&
	warned s192.trf 20:5 "192 names FIDE_DUBOV, the Dubov System, but --dutch was asked for" &&
	expect_status 0 "$TRFPAIR" --dubov s192.trf -p --strict &&
	test ! -s "$TMP/stderr" &&
	{ cat "$EX"; echo "192 CUSTOM_SWISS"; } > c192.trf &&
	expect_status 3 "$TRFPAIR" --lim c192.trf -c --strict &&
	stderr_matches "^c192.trf:20:5: 192 names CUSTOM_SWISS, another system"'
test_expect '192 naming the system and edition asked for: no warning, also --strict' '
	for c in FIDE_DUTCH FIDE_DUTCH_2026 FIDE_DUTCH_2025_BAKU fide_dutch_2026; do
		{ cat "$EX"; echo "192 $c"; } > d192.trf &&
		expect_status 0 "$TRFPAIR" --dutch d192.trf -p --strict &&
		test ! -s "$TMP/stderr" || return 1
	done &&
	{ cat "$EX"; echo "192 FIDE_DUTCH_2017"; } > d192.trf &&
	expect_status 0 "$TRFPAIR" --dutch d192.trf -p --strict --edition=2017 &&
	test ! -s "$TMP/stderr" &&
	expect_status 0 "$TRFPAIR" --dutch d192.trf -p --strict --edition=auto &&
	test ! -s "$TMP/stderr"'
# The file says 2017, the default is the newest (2026).
test_expect '192 naming another edition: warning; --strict: exit 3' '
	{ cat "$EX"; echo "192 FIDE_DUTCH_2017"; } > e192.trf &&
	warned e192.trf 20:5 "192 names FIDE_DUTCH_2017, the 2017 text, but the 2026 text was asked for" &&
	{ cat "$EX"; echo "192 FIDE_DUTCH_2026"; } > e192.trf &&
	expect_status 3 "$TRFPAIR" --dutch e192.trf -c --edition=2017 --strict &&
	stderr_matches "^e192.trf:20:5: 192 names FIDE_DUTCH_2026, the 2026 text, but the 2017 text"'
# Sanitizer builds (build-san) run several times slower: a share of the
# corpus there.
every=1; case "$TRFPAIR" in *-san/*) every=4;; esac
test_expect 'the samples and the corpus give no warning, also --strict' '
	for f in "$SAMPLES"/*.trf $(ls "$SHARED"/corpus/*/*.trf | awk "NR % $every == 0"); do
		"$TRFPAIR" --dutch "$f" --info --strict > /dev/null 2> err.txt
		test ! -s err.txt || { echo "$f:"; cat err.txt; return 1; }
	done'

test_done
