#!/bin/sh
# The Dutch verifier (issue 4): nothing to report on tournaments paired by
# a FIDE-endorsed engine, and every damaged round flagged with its rule.
. "$(dirname "$0")/lib.sh"
: "${VERIFY_MUTANTS:?}"

test_expect 'corpus: no finding; mutants: each flagged with the rule it breaks' '
	"$VERIFY_MUTANTS" "$SHARED"/corpus/dutch-2017/*.trf > vm.out; status=$?;
	grep "^FAIL" vm.out | head -20; grep -E "^(verify|mutants|#)" vm.out >&3;
	test $status -eq 0 &&
	test "$(sed -n "s/^mutants: \([0-9]*\) passed.*/\1/p" vm.out)" -ge 500'

test_expect '-c -l writes the check-list of every checked round beside the input' '
	cp "$SAMPLES/example.trf" ex.trf &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 ex.trf -c -l &&
	grep -q "^Check-list before round 1 of 5" ex.list &&
	grep -q "^Check-list before round 2 of 5" ex.list &&
	grep -q "^  4   4  1987  0.0  B        -1  W     strong              Y    (bye)  1b0" ex.list'
test_expect '-c --round 2 -l - lists round 2 only, on standard output' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$SAMPLES/example.trf" -c --round 2 -l - &&
	stdout_matches "^Check-list before round 2 of 5" &&
	! stdout_matches "^Check-list before round 1"'

test_done
