#!/bin/sh
# mutate-run.sh - the structured mutation harness (`make mutate-run'):
# N mutants (t/mutate.c) of valid tournaments, each run through -p, -c
# and -l of one system and edition in turn, under the sanitizer build,
# LIMIT seconds each.  What the runs answer is not judged (a mutant may
# well be invalid, unpairable or wrongly paired); how they end is: a
# sanitizer report, a signal, a time-out or exit 2 (internal error) is
# a failure.  Prints each failure with the command to replay it, and
#   mutate: N passed, N failed
# Environment: TRFPAIR (sanitizer build), MUTATE, N (default 1000),
# LIMIT (default 300: the 2012 engine under the sanitizer needs it),
# INPUTS (default: the samples and every 10th file of the corpus),
# MUTATE_SYSTEMS (default: all six, "--dutch:2026 ... --lim:1999"; e.g.
# MUTATE_SYSTEMS=--dutch:2012 runs every mutant through that one).
: "${TRFPAIR:?}" "${MUTATE:?}"
T_DIR=$(cd "$(dirname "$0")" && pwd)
N=${N:-1000}
LIMIT=${LIMIT:-300}
if [ -z "$INPUTS" ]; then
	INPUTS=$(ls "$T_DIR"/../trf-samples/example*.trf 2>/dev/null
		ls "$T_DIR"/../../shared/corpus/*/*.trf 2>/dev/null | awk 'NR % 10 == 1')
fi
set -- $INPUTS
nin=$#
[ "$nin" -gt 0 ] || { echo "mutate: no inputs" >&2; exit 1; }
TMP=$(mktemp -d "${TMPDIR:-/tmp}/trfpair-mutate.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:exitcode=99
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:exitcode=99
SYSTEMS=${MUTATE_SYSTEMS:-"--dutch:2026 --dutch:2017 --dutch:2012 --dubov:2025 --dubov:1997 --lim:1999"}
nsys=$(echo $SYSTEMS | wc -w)

passed=0 failed=0
i=1
while [ "$i" -le "$N" ]; do
	k=$(( (i - 1) % nin + 1 ))
	eval "in=\${$k}"
	s=$(( (i - 1) / nin % nsys + 1 ))
	sys=$(echo $SYSTEMS | cut -d' ' -f$s)
	flag=${sys%%:*} ed=${sys#*:}
	"$MUTATE" "$i" "$in" "$TMP/m.trf" > "$TMP/kinds" 2>&1 || {
		failed=$((failed + 1))
		echo "mutate: FAIL mutate $i $in: $(cat "$TMP/kinds")"
		i=$((i + 1)); continue
	}
	ok=1
	for op in "-p $TMP/p.out" "-c" "-l $TMP/l.out"; do
		timeout "$LIMIT" "$TRFPAIR" $flag --edition=$ed "$TMP/m.trf" $op \
			> "$TMP/out" 2> "$TMP/err"
		rc=$?
		why=
		if grep -q 'Sanitizer\|runtime error' "$TMP/err"; then why="sanitizer report"
		elif [ $rc -eq 124 ]; then why="time-out (${LIMIT}s)"
		elif [ $rc -eq 2 ]; then why="internal error (exit 2)"
		elif [ $rc -eq 99 ]; then why="sanitizer exit"
		elif [ $rc -gt 128 ]; then why="signal $((rc - 128))"
		fi
		if [ -n "$why" ]; then
			ok=0
			cp "$TMP/m.trf" "$TMP/../trfpair-mutant-$i.trf" 2>/dev/null
			echo "mutate: FAIL $why: mutant $i of $in ($(cat "$TMP/kinds")):" \
				"trfpair $flag --edition=$ed MUTANT $op" \
				"(mutant kept as ${TMPDIR:-/tmp}/trfpair-mutant-$i.trf)"
			head -n 5 "$TMP/err" | sed 's/^/mutate:   /'
		fi
	done
	if [ $ok -eq 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
	i=$((i + 1))
done
echo "mutate: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
