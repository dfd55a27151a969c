#!/bin/sh
# run-tests.sh - run every t/tNNNN-*.sh and print the totals.
cd "$(dirname "$0")" || exit 1
passed=0
failed=0
for t in t[0-9][0-9][0-9][0-9]-*.sh; do
	out=$(sh "$t" 2>&1)
	status=$?
	printf '%s\n' "$out"
	p=$(printf '%s\n' "$out" | grep -c '^ok ')
	f=$(printf '%s\n' "$out" | grep -c '^not ok ')
	# A script that died without reporting a failure still failed.
	[ "$status" -ne 0 ] && [ "$f" -eq 0 ] && f=1
	passed=$((passed + p))
	failed=$((failed + f))
done
echo "commands: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
