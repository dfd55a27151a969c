#!/bin/sh
# The check-list (engine-cli.md §4, trfpair(1) -l) on the example of
# trf-format.md §9 before round 3.  Worked by hand (and as bbp's -l shows
# it): groups 1.5 (1, 2, 6), 1.0 (4, 5), 0.0 (3); preferences A.6: diff 0
# mild for the other colour of the last game, diff +-1 strong; floats of
# round 2: 2 and 4 and 5 down, 3 up; 4 had the PAB, so no second one.
. "$(dirname "$0")/lib.sh"

setup() {
	rm -rf in && mkdir in && cp "$SAMPLES/example.trf" in/t.trf
}

row() {
	grep -Eq "$1" in/t.list || { echo "no row /$1/:"; cat in/t.list; return 1; }
}

test_expect '-l: the list beside the input, as INPUT.list' '
	setup && expect_status 0 "$TRFPAIR" --dutch --edition=2017 in/t.trf -l &&
	test -f in/t.list && test ! -s "$TMP/stdout" &&
	grep -q "^Check-list before round 3 of 5$" in/t.list &&
	sed -n 2p in/t.list | grep -q "^edition: FIDE (Dutch) System C.04.3, 2017 text$" &&
	grep -q "^PNo  ID   Rtg  Pts  Colours  CD  Pref  Strength  F-2  F-1  PAB   R1   R2$" in/t.list'
test_expect 'rows: score, colours, difference, preference, floats, PAB' '
	setup && "$TRFPAIR" --dutch --edition=2017 in/t.trf -l &&
	row "^  1   1  2215  1\.5  WB       \+0  W     mild                Y    4w1  6b=$" &&
	row "^  2   2  2140  1\.5  BW       \+0  B     mild           D    Y    5b=  3w1$" &&
	row "^  6   6     0  1\.5  BW       \+0  B     mild                Y    3b1  1w=$" &&
	row "^  4   4  1987  1\.0  B        -1  W     strong         D    N    1b0    U$" &&
	row "^  5   5  1902  1\.0  W        \+1  B     strong         D    Y    2w=    H$" &&
	row "^  3   3  2051  0\.0  WB       \+0  W     mild           U    Y    6w0  2b0$"'
test_expect 'grouped by score, blank line between groups, pairing order inside' '
	setup && "$TRFPAIR" --dutch --edition=2017 in/t.trf -l &&
	sed -n "5,12p" in/t.list | cut -c1-3 | tr "\n" "," > got &&
	test "$(cat got)" = "  1,  2,  6,,  4,  5,,  3,"'
test_expect '-l NAME without a directory goes beside the input' '
	setup && expect_status 0 "$TRFPAIR" --dutch --edition=2017 in/t.trf -l my.txt &&
	test -f in/my.txt && test ! -e my.txt'
test_expect '-l - writes to standard output' '
	setup && expect_status 0 "$TRFPAIR" --dutch --edition=2017 in/t.trf -l - &&
	stdout_matches "^Check-list before round 3 of 5$" && test ! -e in/t.list'
test_expect '--format=csv: the same cells, with Round and Group' '
	setup && expect_status 0 "$TRFPAIR" --dutch --edition=2017 in/t.trf -l - --format=csv &&
	stdout_matches "^Round,Group,PNo,ID,Rtg,Pts,Colours,CD,Pref,Strength,F-2,F-1,PAB,R1,R2$" &&
	stdout_matches "^3,1\.0,4,4,1987,1\.0,B,-1,W,strong,,D,N,1b0,U$" &&
	test "$(wc -l < "$TMP/stdout")" -eq 7'
test_expect '--dubov: ARO, upfloats and MaxT too' '
	setup && expect_status 0 "$TRFPAIR" --dubov in/t.trf -l - --format=csv &&
	stdout_matches "^Round,Group,PNo,ID,Rtg,Pts,Colours,CD,Pref,Strength,F-2,F-1,PAB,ARO,Upf,MaxT,R1,R2$" &&
	stdout_matches "^3,0\.0,3,3,2051,0\.0,WB,\+0,W,mild,,U,Y,1070,1,N,6w0,2b0$" &&
	stdout_matches "^3,1\.0,5,5,1902,1\.0,W,\+1,B,strong,,D,Y,2140,0,N,2w=,H$"'
test_expect '-p -l: the pairing, and the list with each new opponent' '
	setup && expect_status 0 "$TRFPAIR" --dutch --edition=2017 in/t.trf -p -l &&
	printf "3\n1 2\n4 6\n3 5\n" > expect && cmp expect "$TMP/stdout" &&
	grep -Eq "^  1 .* Y    \(2W\)  4w1  6b=$" in/t.list &&
	grep -Eq "^  6 .* Y    \(4B\)  3b1  1w=$" in/t.list &&
	grep -Eq "^  3 .* Y    \(5W\)  6w0  2b0$" in/t.list'
test_expect 'a player absent in the round is listed apart' '
	setup && sed "s/^\(001    3 .*2 b 0\)\(\r*\)$/\1  0000 - Z\2/" "$SAMPLES/example.trf" > in/t.trf &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 in/t.trf -l &&
	grep -q "^Not paired in round 3:$" in/t.list &&
	test "$(sed -n "/^Not paired/{n;p;}" in/t.list | cut -c1-3)" = "  3"'
test_expect 'list file that cannot be written: exit 5' '
	setup && expect_status 5 "$TRFPAIR" --dutch --edition=2017 in/t.trf -l "$TMP/no/such/dir/x.list" &&
	stderr_matches "cannot create"'

test_done
