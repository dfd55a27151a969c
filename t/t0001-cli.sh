#!/bin/sh
# Command-line shapes and exit statuses (engine-cli.md §1, §6; trfpair(1)).
. "$(dirname "$0")/lib.sh"

test_expect '--help prints usage, exit 0' '
	expect_status 0 "$TRFPAIR" --help && stdout_matches "^usage: trfpair"'
test_expect '--version prints the version line' '
	expect_status 0 "$TRFPAIR" --version && stdout_matches "^trfpair [0-9]+\.[0-9]+"'
test_expect 'no arguments: usage, exit 3' '
	expect_status 3 "$TRFPAIR" && stderr_matches "usage:"'
test_expect 'unknown option: exit 3' '
	expect_status 3 "$TRFPAIR" --dutch "$SAMPLES/example.trf" --bogus &&
	stderr_matches "unknown option"'
test_expect 'missing system: exit 3' '
	expect_status 3 "$TRFPAIR" "$SAMPLES/example.trf" --info && stderr_matches "choose a system"'
test_expect 'two systems: exit 3' '
	expect_status 3 "$TRFPAIR" --dutch --dubov "$SAMPLES/example.trf" --info'
test_expect 'two operations: exit 3' '
	expect_status 3 "$TRFPAIR" --dutch "$SAMPLES/example.trf" -p -c'
test_expect 'no operation: exit 3' '
	expect_status 3 "$TRFPAIR" --dutch "$SAMPLES/example.trf" && stderr_matches "nothing to do"'
test_expect 'bad --round: exit 3' '
	expect_status 3 "$TRFPAIR" --dutch "$SAMPLES/example.trf" -c --round x'
test_expect '-g without -o: exit 3' '
	expect_status 3 "$TRFPAIR" --dutch -g'
test_expect 'missing input file: exit 5, named in the message' '
	expect_status 5 "$TRFPAIR" --dutch "$TMP/nope.trf" --info && stderr_matches "nope.trf: cannot open"'
test_expect 'unreadable input (a directory): exit 5' '
	expect_status 5 "$TRFPAIR" --dutch "$TMP" --info'
test_expect '--dubov -p OUTPUT writes the pairing there, nothing on stdout' '
	cp "$SAMPLES/example.trf" "$TMP/ex.trf" &&
	expect_status 0 "$TRFPAIR" --dubov "$TMP/ex.trf" -p out.txt &&
	test -s "$TMP/out.txt" && test ! -s "$TMP/stdout" &&
	head -n 1 "$TMP/out.txt" | grep -q "^3$"'
test_expect '--lim -c on the example: exit 0' '
	expect_status 0 "$TRFPAIR" --lim "$SAMPLES/example.trf" -c'
test_expect '--lim -g -o writes a tournament' '
	expect_status 0 "$TRFPAIR" --lim -g -o "$TMP/gen.trf" -s 5 && test -s "$TMP/gen.trf"'
test_expect '-r prints the version, then runs the operation' '
	expect_status 0 "$TRFPAIR" -r --dutch "$SAMPLES/example.trf" --info &&
	head -n 1 "$TMP/stdout" | grep -q "^trfpair " && stdout_matches "^players: +6$"'

test_done
