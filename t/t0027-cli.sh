#!/bin/sh
# CLI consistency (issue 16 items 5-7): - is standard input and output,
# --help and trfpair(1) list the same options, -p --round K pairs a past
# round again, --names, --compat=bbp.
. "$(dirname "$0")/lib.sh"
EX=$SAMPLES/example.trf
MAN=$T_DIR/../man/trfpair.1

wrong() {
	sed -e "s/^\(001    1 .*\)     6 b =/\1     2 w =/" \
	    -e "s/^\(001    2 .\{71\}\) 1.5\(.*\)     3 w 1/\1 1.0\2     1 b =/" \
	    -e "s/^\(001    6 .\{71\}\) 1.5\(.*\)     1 w =/\1 2.0\2     3 w 1/" \
	    -e "s/^\(001    3 .*\)     2 b 0/\1     6 b 0/" \
	    "$EX" > wrong.trf
}

test_expect '- as the input reads standard input (-c, -p, --info)' '
	"$TRFPAIR" --dutch --edition=2017 "$EX" -c > byname &&
	"$TRFPAIR" --dutch --edition=2017 - -c < "$EX" > bystdin && cmp byname bystdin &&
	"$TRFPAIR" --dutch --edition=2017 "$EX" -p > p1 &&
	"$TRFPAIR" --dutch --edition=2017 - -p < "$EX" > p2 && cmp p1 p2 &&
	printf "hello\n" | { expect_status 3 "$TRFPAIR" --dutch - --info; } &&
	stderr_matches "^-:1:1: "'

test_expect '-p - and -o - write to standard output, no file named -' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$EX" -p - &&
	"$TRFPAIR" --dutch --edition=2017 "$EX" -p > want && cmp want "$TMP/stdout" &&
	printf "PlayersNumber=8\nRoundsNumber=3\n" > g.cfg &&
	expect_status 0 "$TRFPAIR" --dutch -g g.cfg -o - -s 5 &&
	"$TRFPAIR" --dutch -g g.cfg -o g.trf -s 5 && cmp g.trf "$TMP/stdout" &&
	test ! -e ./- && test ! -e "$SAMPLES/-"'

# example.trf records round 1 as 1-4, 5-2, 3-6 and round 2 as 6-1, 2-3
# with the PAB to 4; both are the engine's (t0005), so pairing them
# again from the rounds before gives them back in the -p format.
test_expect '-p --round K pairs round K again from rounds 1..K-1' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$EX" -p --round 2 &&
	printf "3\n6 1\n2 3\n4 0\n" > want && cmp want "$TMP/stdout" &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$EX" -p --round 1 &&
	printf "3\n1 4\n5 2\n3 6\n" > want && cmp want "$TMP/stdout" &&
	expect_status 3 "$TRFPAIR" --dutch --edition=2017 "$EX" -p --round 4 &&
	stderr_matches "round 4: the file has 2 rounds; the next one to pair is 3"'

# The option names of --help (lines "  -x" and "  --xx") and of
# trfpair(1) (the .TP items of Pairing systems and OPTIONS), sorted.
help_options() {
	"$TRFPAIR" --help | grep -E "^  -" |
		grep -oE "(^|[ ,])--?[a-z][a-z-]*" | sed "s/^[ ,]*//" | sort -u
}
man_options() {
	sed -n "/^\.SS Pairing systems/,/^\.SS Output file names/p" "$MAN" |
		awk "/^\.TP/ { getline; print }" | sed "s/\\\\-/-/g" |
		grep -oE "(^|[ \"])--?[a-z][a-z-]*" | sed "s/^[ \"]*//" | sort -u
}
test_expect '--help and trfpair(1) name the same options' '
	help_options > h && man_options > m && test -s h &&
	diff h m'

test_expect '--help names the synopsis forms of trfpair(1): -c [ROUND], INPUT...' '
	"$TRFPAIR" --help > h && grep -q "INPUT... -c \[ROUND\]" h &&
	! grep -q -i "dutch only" h && ! grep -q -i "Dutch system only" "$MAN"'

test_expect '--names: the players of a finding by name, after the line' '
	wrong && expect_status 6 "$TRFPAIR" --dutch --edition=2017 wrong.trf -c --names &&
	n6=$(sed -n "s/^001    6 .\{5\}\(.\{33\}\).*/\1/p" "$EX" | sed "s/ *$//") &&
	n3=$(sed -n "s/^001    3 .\{5\}\(.\{33\}\).*/\1/p" "$EX" | sed "s/ *$//") &&
	test -n "$n6" && test -n "$n3" &&
	grep -qF "round 2: C1: 6 and 3 have met before, in round 1 [6 $n6; 3 $n3]" "$TMP/stdout"'

# engine-cli.md §3: the reference checker on this very file.
test_expect '--compat=bbp: "NAME: Round #R" and the table of differing pairs, exit 0' '
	wrong && expect_status 0 "$TRFPAIR" --dutch --edition=2017 wrong.trf -c --compat=bbp &&
	printf "%s\n" "wrong: Round #1" "wrong: Round #2" \
		"  Checker pairings        Tournament pairings " \
		"      6 -   1                  1 -   2" \
		"      2 -   3                  6 -   3" "" > want &&
	cmp want "$TMP/stdout" &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$EX" -c --compat=bbp &&
	printf "example: Round #1\nexample: Round #2\n" > want && cmp want "$TMP/stdout"'

test_expect '--compat takes bbp only; --names, --progress, --compat go with -c' '
	expect_status 3 "$TRFPAIR" --dutch "$EX" -c --compat=javafo &&
	expect_status 3 "$TRFPAIR" --dutch "$EX" -p --names'

test_done
