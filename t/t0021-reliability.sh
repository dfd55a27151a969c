#!/bin/sh
# Defects of issue 17: memory safety in the verifiers, the input never
# overwritten, every invalid TRF with its position, failed writes to
# standard output named.
. "$(dirname "$0")/lib.sh"

# A Lim tournament (found by mutation) whose recorded floaters differ
# from the procedure's: the verifier's 2.6 stack of pairs made once
# overflowed (run it under make check-sanitize).  Every round is checked
# to the end and has findings.
test_expect '-c --lim: recorded floaters unlike the procedure, no overflow' '
	expect_status 6 "$TRFPAIR" --lim "$FIXTURES/verify_lim/stack-overflow.trf" -c &&
	test "$(grep -c "^round [0-9]*: [0-9]* findings*$" "$TMP/stdout")" -eq 7 &&
	stdout_matches "^round 7: 1 finding$"'

test_done
