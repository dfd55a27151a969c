#!/bin/sh
# The structured mutation harness (issue 17) on a few mutants: every
# kind of mutation, each mutant through -p, -c and -l of one system.
# Under make check-sanitize the binaries are the sanitizer build, so
# this is the harness of `make mutate-run' in small.
. "$(dirname "$0")/lib.sh"
: "${MUTATE:?}"

test_expect 'mutate: the mutator writes a valid file for each kind' '
	for s in 1 2 3 4 5 6 7 8 9 10 11 12; do
		"$MUTATE" $s "$SAMPLES/example.trf" m$s.trf > kinds$s || exit 1
		"$TRFPAIR" --dutch m$s.trf --info > /dev/null 2>info.err ||
			{ cat kinds$s info.err; exit 1; }
	done &&
	cat kinds* | tr " " "\n" | sort -u > seen &&
	for k in flip absence forbidden acceleration shuffle withdrawal late-entry; do
		grep -qx $k seen || { echo "never applied: $k"; exit 1; }
	done'
test_expect 'mutate-run: 40 mutants end cleanly (no crash, time-out or exit 2)' '
	INPUTS="$(ls "$SAMPLES"/example*.trf; ls "$SHARED"/corpus/*/*.trf | awk "NR % 97 == 1")" \
		N=40 LIMIT=120 sh "$T_DIR/mutate-run.sh" > mr.out; status=$?;
	grep FAIL mr.out | head -20; tail -n 1 mr.out >&3; test $status -eq 0'
test_done
