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
	stdout_matches "^round 7: 2 findings$"'

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

# trf(5): at most one pairing-allocated bye a round.  The example's
# round 2 gives U to 4; giving 5 one too (instead of H, same points) is
# rejected at 5's result column (line 18, col 109) by every operation.
test_expect 'two pairing-allocated byes in a round: FILE:LINE:COL, exit 3' '
	sed "/^001    5 /s/0000 - H/0000 - U/" "$SAMPLES/example.trf" > two.trf &&
	grep -c "0000 - U" two.trf | grep -qx 2 &&
	for op in --info -p -c -l; do
		expect_status 3 "$TRFPAIR" --dutch two.trf $op &&
		stderr_matches "^two.trf:18:109: round 2: a second pairing-allocated bye" || return 1
	done'

# XXP and XXZ naming a player who does not exist: the position of the
# start number, like every other error.
test_expect 'XXP, XXZ, 240, 260 naming no player: FILE:LINE:COL, exit 3' '
	cp "$SAMPLES/example.trf" xx.trf && echo "XXP 1  17" >> xx.trf &&
	expect_status 3 "$TRFPAIR" --dutch xx.trf -p &&
	stderr_matches "^xx.trf:20:8: forbidden pair 1-17: player 17 does not exist$" &&
	cp "$SAMPLES/example.trf" xx.trf && echo "XXZ 2 9" >> xx.trf &&
	expect_status 3 "$TRFPAIR" --dubov xx.trf -p &&
	stderr_matches "^xx.trf:20:7: absence of player 9, who does not exist$" &&
	cp "$SAMPLES/example.trf" xx.trf && echo "240 H 003    3   12" >> xx.trf &&
	expect_status 3 "$TRFPAIR" --lim xx.trf -p &&
	stderr_matches "^xx.trf:20:16: " &&
	cp "$SAMPLES/example.trf" xx.trf && echo "260   1   5   12    3" >> xx.trf &&
	expect_status 3 "$TRFPAIR" --lim xx.trf -c &&
	stderr_matches "^xx.trf:20:13: "'

# trfpair(1) FILES: an output path that is not a regular file (a FIFO
# here, as /dev/null or a terminal) is written in place; renaming a
# temporary file over it would replace the FIFO (or, as root, the
# /dev/null device) with a regular file.
test_expect '-p and -l to a FIFO: written in place, the FIFO kept' '
	mkfifo pairs.fifo list.fifo &&
	{ timeout 60 cat pairs.fifo > pairs.out & } &&
	{ timeout 60 cat list.fifo > list.out & } &&
	expect_status 0 "$TRFPAIR" --dutch "$SAMPLES/example.trf" -p ./pairs.fifo -l ./list.fifo &&
	wait &&
	test -p pairs.fifo && test -p list.fifo &&
	! ls pairs.fifo.tmp.* list.fifo.tmp.* 2>/dev/null &&
	"$TRFPAIR" --dutch "$SAMPLES/example.trf" -p - > want.txt &&
	cmp pairs.out want.txt &&
	grep -q "^ *1 " list.out'

test_done
