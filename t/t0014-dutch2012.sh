#!/bin/sh
# The Dutch System, 2012 text (issue 14): the brute-force reference on
# random one-bracket rounds, the property test on tournaments the
# engine generates itself (the verifier's own walk agrees on every
# round), and damaged rounds flagged with the rule they break.
. "$(dirname "$0")/lib.sh"
: "${D12_PROPS:?}" "${D12_BRUTE:?}" "${D12_MUTANTS:?}"

test_expect 'brute force: 3000 random brackets, the engine walks the text order' '
	"$D12_BRUTE" 3000 > db.out; status=$?;
	grep -v "^dutch-2012 brute:" db.out | head -20; tail -n 1 db.out >&3; test $status -eq 0'
test_expect 'properties: 150 generated tournaments, A.5, B.1a, B.1b, B.2' '
	"$D12_PROPS" 150 > dp.out; status=$?;
	grep -v "^dutch-2012 props:" dp.out | head -20; tail -n 1 dp.out >&3; test $status -eq 0'
test_expect 'mutants: rematch B.1a, second bye B.1b, third colour B.2, exchanged opponents and moved bye by the walk' '
	"$D12_MUTANTS" 300 > dm.out; status=$?;
	grep -v "^dutch-2012 mutants:" dm.out | grep -v "^#" | head -20; tail -n 1 dm.out >&3; test $status -eq 0'

test_done
