#!/bin/sh
# The Dutch System, 2012 text (issue 14): the brute-force reference on
# random one-bracket rounds, and the property test on tournaments the
# engine generates itself.
. "$(dirname "$0")/lib.sh"
: "${D12_PROPS:?}" "${D12_BRUTE:?}"

test_expect 'brute force: 3000 random brackets, the engine walks the text order' '
	"$D12_BRUTE" 3000 > db.out; status=$?;
	grep -v "^dutch-2012 brute:" db.out | head -20; tail -n 1 db.out >&3; test $status -eq 0'
test_expect 'properties: 150 generated tournaments, A.5, B.1a, B.1b, B.2' '
	"$D12_PROPS" 150 > dp.out; status=$?;
	grep -v "^dutch-2012 props:" dp.out | head -20; tail -n 1 dp.out >&3; test $status -eq 0'

test_done
