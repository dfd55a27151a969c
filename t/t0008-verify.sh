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

test_done
