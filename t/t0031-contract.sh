#!/bin/sh
# The contract of the programs that call an engine (issue 25, part 2):
# the phrases lichess decides on, --burstein, and man pages that render
# without a troff warning.  The check-list as JSON is in t0041.
. "$(dirname "$0")/lib.sh"
MAN_DIR=$T_DIR/../man

# A 001 line: start number, name, rating, points, rank, round blocks.
# Two players who met in round 1 of 2: round 2 has no legal pairing
# under any system (C1 of every text: no two players meet twice).
met() {
	printf '012 Met\nXXR %s\nXXC white1\n' "$1"
	trf_named_player 1 "Alpha, A" 2000 1.0 1 "   2 w 1"
	trf_named_player 2 "Beta, B" 1900 0.0 2 "   1 b 0"
}

for sys in "--dutch" "--dutch --edition=2017" "--dutch --edition=2012" "--dubov" \
	"--dubov --edition=1997" "--lim"; do
	test_expect "$sys -p, no legal pairing: exit 1, 'No valid pairing exists' and the reason" '
		met 2 > met.trf &&
		expect_status 1 "$TRFPAIR" '"$sys"' met.trf -p out &&
		stderr_matches "^met\.trf: No valid pairing exists: [^ ]" &&
		test ! -e out'
done

# XXR 1 with round 1 played: nothing is left to pair.
test_expect '-p after the last round: exit 3, "The number of rounds is larger ..."' '
	met 1 > done.trf &&
	expect_status 3 "$TRFPAIR" --dutch done.trf -p &&
	grep -qF "done.trf: The number of rounds is larger than the reported number of rounds. (all 1 rounds are paired already" "$TMP/stderr" &&
	test ! -s "$TMP/stdout"'

test_expect '-p after the last round, 142 instead of XXR: the same phrase, exit 3' '
	met 1 | sed "s/^XXR 1/142 1/" > done142.trf &&
	expect_status 3 "$TRFPAIR" --dubov done142.trf -p &&
	grep -qF "The number of rounds is larger than the reported number of rounds." "$TMP/stderr"'

test_expect '-p --round after the last round: the same phrase, exit 3' '
	met 1 > done.trf &&
	expect_status 3 "$TRFPAIR" --lim done.trf -p --round 2 &&
	grep -qF "The number of rounds is larger than the reported number of rounds." "$TMP/stderr" &&
	met 2 > met.trf &&
	expect_status 3 "$TRFPAIR" --dutch met.trf -p --round 3 &&
	grep -qF "met.trf: The number of rounds is larger than the reported number of rounds. (--round 3: the tournament has 2 rounds, XXR or 142)" "$TMP/stderr"'

# Two rounds recorded while XXR says 1: the file itself is over.
test_expect 'a file with more rounds than XXR: FILE:LINE:COL, the phrase, exit 3' '
	{ printf "012 Over\nXXR 1\nXXC white1\n";
	  trf_named_player 1 "Alpha, A" 2000 2.0 1 "   2 w 1" "   3 b 1";
	  trf_named_player 2 "Beta, B" 1900 0.0 2 "   1 b 0" "   4 w 0";
	  trf_named_player 3 "Gamma, C" 1800 1.0 3 "   4 w 1" "   1 w 0";
	  trf_named_player 4 "Delta, D" 1700 1.0 4 "   3 b 0" "   2 b 1"; } > over.trf &&
	expect_status 3 "$TRFPAIR" --dutch over.trf -p &&
	grep -qF "over.trf:4:102: round 2 is more than the 1 rounds the tournament has (XXR/142): The number of rounds is larger than the reported number of rounds." "$TMP/stderr"'

test_expect 'a round still to pair: no phrase, the pairing (the phrases mean what they say)' '
	{ printf "012 Open\nXXR 2\nXXC white1\n";
	  trf_named_player 1 "Alpha, A" 2000 1.0 1 "   2 w 1";
	  trf_named_player 2 "Beta, B" 1900 0.0 2 "   1 b 0";
	  trf_named_player 3 "Gamma, C" 1800 1.0 3 "   4 w 1";
	  trf_named_player 4 "Delta, D" 1700 0.0 4 "   3 b 0"; } > open.trf &&
	expect_status 0 "$TRFPAIR" --dutch open.trf -p &&
	! grep -q "No valid pairing\|number of rounds" "$TMP/stderr"'

test_expect '--burstein: "the Burstein System (C.04.4.2) is not implemented", exit 3' '
	met 2 > met.trf &&
	expect_status 3 "$TRFPAIR" --burstein met.trf -p &&
	grep -q "^trfpair: the Burstein System (C.04.4.2) is not implemented; " "$TMP/stderr" &&
	! grep -qi "unknown option\|usage" "$TMP/stderr" &&
	test ! -s "$TMP/stdout" &&
	expect_status 3 "$TRFPAIR" --burstein met.trf -c &&
	stderr_matches "Burstein System \(C\.04\.4\.2\) is not implemented" &&
	expect_status 3 "$TRFPAIR" -r --burstein no-such-file.trf -p &&
	stderr_matches "Burstein System \(C\.04\.4\.2\) is not implemented"'

test_expect 'an option no engine has is still "unknown option", exit 3' '
	expect_status 3 "$TRFPAIR" --swiss-manager met.trf -p &&
	stderr_matches "unknown option"'

# groff is groff-base on Debian (.ci/run installs it); man-db's man
# may be absent, then the check by groff alone still runs.
for page in trfpair.1 trf.5 libtrfpair.3; do
	if command -v groff >/dev/null 2>&1; then
		test_expect "man/$page renders with no troff warning (groff -ww, 78 and default widths)" '
			groff -t -man -Tutf8 -ww -z "$MAN_DIR/'"$page"'" > warn 2>&1 &&
			groff -t -man -Tutf8 -rLL=78n -ww -z "$MAN_DIR/'"$page"'" >> warn 2>&1 &&
			if test -s warn; then cat warn; false; fi'
	else
		echo "# skipped: groff is not installed, man/$page not checked for troff warnings"
	fi
	if command -v man >/dev/null 2>&1; then
		test_expect "MANWIDTH=80 man -l man/$page prints no warning" '
			MANWIDTH=80 man -l "$MAN_DIR/'"$page"'" 2> warn > page &&
			test -s page && if test -s warn; then cat warn; false; fi'
	else
		echo "# skipped: man is not installed, MANWIDTH=80 man -l man/$page not run"
	fi
done

test_done
