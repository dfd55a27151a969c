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

# trfpair(1): the input is never modified.  An output that names the
# input file (the same inode: the same name, another spelling of it, a
# hard link) is refused before anything is written: exit 3.
# refused OPT CMD...: CMD exits 3 naming OPT's path as the input.
refused() {
	opt=$1
	shift
	expect_status 3 "$@" && stderr_matches "^trfpair: $opt [^ ]*: this is the input file "
}
test_expect '-p, -l, -o naming the input: exit 3, input untouched' '
	cp "$SAMPLES/example.trf" in.trf && cp in.trf keep.trf &&
	printf "PlayersNumber=10\nRoundsNumber=3\n" > g.cfg && cp g.cfg keep.cfg &&
	ln in.trf link.trf &&
	refused -p "$TRFPAIR" --dutch in.trf -p in.trf &&
	refused -p "$TRFPAIR" --dutch in.trf -p ./in.trf &&
	refused -p "$TRFPAIR" --dubov in.trf -p link.trf &&
	refused -l "$TRFPAIR" --lim in.trf -p out.txt -l in.trf &&
	test ! -e out.txt &&
	refused -l "$TRFPAIR" --dutch in.trf -l "$TMP/in.trf" &&
	refused -l "$TRFPAIR" --dutch in.trf -c -l in.trf &&
	cp in.trf in.list && refused -l "$TRFPAIR" --dutch in.list -l &&
	cmp in.list keep.trf &&
	refused -o "$TRFPAIR" --dutch in.trf -g -o in.trf &&
	refused -o "$TRFPAIR" --dutch -g g.cfg -o g.cfg &&
	cmp in.trf keep.trf && cmp g.cfg keep.cfg &&
	expect_status 0 "$TRFPAIR" --dutch in.trf -p other.txt && test -s other.txt'

# A failed write to standard output is named, exit 5 (/dev/full: every
# write fails with ENOSPC).
full() {
	"$@" >/dev/full 2>"$TMP/stderr"
	got=$?
	[ "$got" -eq 5 ] || { echo "exit status $got, expected 5: $*"; cat "$TMP/stderr"; return 1; }
	stderr_matches "^trfpair: standard output: No space left on device$"
}
test_expect 'a full standard output: message and exit 5 (-p, -l -, -c, --info)' '
	full "$TRFPAIR" --dutch "$SAMPLES/example.trf" -p &&
	full "$TRFPAIR" --lim "$SAMPLES/example.trf" -p &&
	full "$TRFPAIR" --dutch "$SAMPLES/example.trf" -l - &&
	full "$TRFPAIR" --dubov "$SAMPLES/example.trf" -c &&
	full "$TRFPAIR" --dutch "$SAMPLES/example.trf" --info'

test_done
