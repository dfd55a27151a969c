#!/bin/sh
# Repairs of real exports (issue 25, trf(5) REPAIRS OF REAL EXPORTS):
# each quirk is read, with one warning FILE:LINE:COL on standard error
# saying what was assumed, listed by --info and carried by -c JSON; with
# --strict it is an error (exit 3) and nothing is written.  The fixtures
# in fixtures/repair are small hand-made tournaments; every expected
# score and pairing below is worked out by hand in the comment above it.
. "$(dirname "$0")/lib.sh"

R=$FIXTURES/repair

# repaired NAME LINE:COL WHAT: --info reads NAME with exactly one warning
# line, at LINE:COL, matching WHAT, and lists it; --strict: the same
# line without "warning: ", exit 3, no pairing written.
repaired() {
	cp "$R/$1" . &&
	expect_status 0 "$TRFPAIR" --dutch "$1" --info &&
	stderr_matches "^$1:$2: warning: $3" &&
	test "$(wc -l < "$TMP/stderr")" -eq 1 &&
	stdout_matches "^input warnings:  1 " &&
	stdout_matches "^  $2: $3" &&
	cp "$TMP/stdout" info.txt &&
	expect_status 3 "$TRFPAIR" --dutch "$1" -p out.txt --strict &&
	stderr_matches "^$1:$2: $3" && test ! -e out.txt
}

# pts ID PTS: the --info row of player ID (info.txt) shows PTS points.
pts() {
	grep -E -q "^ +$1 +[0-9]+ +$2 " info.txt || { echo "player $1 not at $2:"; cat info.txt; return 1; }
}

# The base tournament (4 players, 2 of 3 rounds; R1 1-3 1-0, 4-2 0-1; R2
# 2-1 =, 3-4 1-0): 1.5 1.5 1.0 0.0.  Round 3: 1-2 and 3-4 have met, and
# 1-3, 2-4; the only pairing left is 1-4 and 2-3 (C1).  1 (wb) and 4
# (wb) both want White, 2 and 3 (bw) both Black: the higher score gets
# its preference (2026 E.3): 1 White, 2 Black.  Boards (C.04.2): both
# pairs have a 1.5, so the larger sum of scores first: 3-2 (2.5), 1-4.
test_expect 'column rulers and a legend: ignored, one warning a kind' '
	cp "$R/ruler.trf" . &&
	expect_status 0 "$TRFPAIR" --dutch ruler.trf -p &&
	test "$(cat "$TMP/stdout")" = "$(printf "2\n3 2\n1 4")" &&
	stderr_matches "^ruler.trf:2:1: warning: a column ruler .*ignored \(and 2 more alike\)$" &&
	stderr_matches "^ruler.trf:4:1: warning: a column legend \(DDD SSSS sTTT ...\)" &&
	test "$(wc -l < "$TMP/stderr")" -eq 2 &&
	expect_status 3 "$TRFPAIR" --dutch ruler.trf -p out.txt --strict &&
	stderr_matches "^ruler.trf:2:1: a column ruler" && test ! -e out.txt'

# Wider than 99 columns, Swiss-Manager's tens ruler reaches 10 and 11
# (10 ending at column 100): a ruler too, as is its units ruler.  The
# file is ruler.trf's tournament: the same pairing.
test_expect 'the column rulers of a wide export (tens of two digits): ignored' '
	cp "$R/ruler-wide.trf" . &&
	expect_status 0 "$TRFPAIR" --dutch ruler-wide.trf -p &&
	test "$(cat "$TMP/stdout")" = "$(printf "2\n3 2\n1 4")" &&
	stderr_matches "^ruler-wide.trf:2:1: warning: a column ruler \(digits counting columns\), not a record: ignored \(and 1 more alike\)$" &&
	test "$(wc -l < "$TMP/stderr")" -eq 1 &&
	expect_status 3 "$TRFPAIR" --dutch ruler-wide.trf -c --strict &&
	stderr_matches "^ruler-wide.trf:2:1: a column ruler" &&
	! stderr_matches "starts with a blank"'

# 5 (0 in round 1) and 6 (0.5) declare 1.0 with round 2 written without
# a code (`0000 -  `, `       -  `): the gaps, 1.0 and 0.5, are a
# full-point and a half-point bye.
test_expect 'points above the results, uncoded unplayed rounds: read as byes' '
	repaired points-gap.trf 6:81 "points 1.0, but the results sum to 0.0: the declared total is kept.*round 2 as a full-point bye, F\) \(and 1 more alike\)" &&
	pts 5 1.0 && pts 6 1.0 && pts 4 0.0'
# Swiss-Manager writes a board not paired as `0000 - -`; a team event
# may credit it.  5 (0 in round 1) and 6 (0.5) declare 1.0 with round 2
# `0000 - -`: the gaps, 1.0 and 0.5, are a full- and a half-point bye.
test_expect '0000 - - under a larger points total: read as a bye worth the difference' '
	repaired points-dash.trf 6:81 "points 1.0, but the results sum to 0.0: the declared total is kept, and .0000 - -. \(a board not paired, which a team event may credit\) is read as a bye worth the difference \(round 2 as a full-point bye, F\) \(and 1 more alike\)" &&
	pts 5 1.0 && pts 6 1.0 && pts 4 0.0 &&
	grep -E -q "^ +6 1500 +1.0  b  .* -D " info.txt'
# 2.5 over one `0000 - -` (a bye is 1.0 at most): no repair, the error
# as before.  With the points the results give (0.0, 0.5): an absence.
test_expect '0000 - - with a gap no bye explains: refused as before' '
	sed "s/^\(001    5 .\{71\}\) 1.0/\1 2.5/" "$R/points-dash.trf" > gap.trf &&
	expect_status 3 "$TRFPAIR" --dutch gap.trf --info &&
	stderr_matches "^gap.trf:6:81: points 2.5 do not match the results, which sum to 0.0" &&
	! stderr_matches "^gap.trf:6:81: warning"'
test_expect '0000 - - whose points agree: an absence, no warning' '
	sed -e "s/^\(001    5 .\{71\}\) 1.0/\1 0.0/" -e "s/^\(001    6 .\{71\}\) 1.0/\1 0.5/" \
		"$R/points-dash.trf" > agree.trf &&
	expect_status 0 "$TRFPAIR" --dutch agree.trf --info --strict &&
	test ! -s "$TMP/stderr" &&
	grep -E -q "^ +5 1600 +0.0 " "$TMP/stdout" && grep -E -q "^ +6 1500 +0.5 " "$TMP/stdout"'
test_expect 'points blank: computed from the results' '
	repaired points-blank.trf 2:81 "points blank: computed from the results \(1.5\) \(and 2 more alike\)" &&
	pts 1 1.5 && pts 2 1.5 && pts 3 1.0 && pts 4 0.0'
test_expect 'every points field 0.0 while games were won: computed' '
	repaired points-zero.trf 2:81 "every player.s points are 0.0 while the results say otherwise" &&
	pts 1 1.5 && pts 3 1.0'
# Round 2: 3 and 4 have `0000 - +` (full points), 5 and 6 `0000 - -`:
# 3 = 1 + 1, 4 = 0 + 1.  Read as U, the second would be an error.
test_expect 'several 0000 - + in a round: full-point byes, team file named' '
	repaired several-plus.trf 6:109 "round 2: 2 players have .0000 - \+., and a round has at most one pairing-allocated bye: each is read as a full-point bye \(F\); a team file \(013 lines\) is checked as individual pairings only" &&
	pts 3 2.0 && pts 4 1.0 && pts 5 0.0'
test_expect 'one U and one 0000 - + in a round: the error names the + it read' '
	cp "$R/plus-beside-u.trf" . &&
	expect_status 3 "$TRFPAIR" --dutch plus-beside-u.trf --info &&
	stderr_matches "^plus-beside-u.trf:5:109: round 2: a second pairing-allocated bye \(.0000 - \+., read as U\): 3 \(line 4\)"'
test_expect '0000 - 0: a zero-point bye (Z)' '
	repaired zero-bye.trf 5:109 "round 2: .0000 - 0. \(no opponent, a loss\): read as a zero-point bye \(Z\)" &&
	pts 4 0.0 && pts 3 0.5'
# Line 2 holds a UTF-8 u-umlaut; line 3 a lone 0xC3 after "Jos" (cols
# 15-17), so col 18.  Read as Latin-1 the u-umlaut would shift line 2.
test_expect 'a byte that is not UTF-8 in a name: shown escaped, read on' '
	repaired not-utf8.trf 3:18 "byte .xC3 is not UTF-8 \(in the name, which does not affect pairing\): read as one character" &&
	grep -q "byte \\\\xC3 " "$TMP/stderr" && pts 1 1.5 && pts 2 1.5'
# Numbered by final rank (as lichess exports): 24 players after 5
# rounds, the scores falling from 4.0 to 0.5 along the start numbers,
# the ratings up and down (trf(5), REPAIRS OF REAL EXPORTS).
test_expect 'start numbers by final rank: warned' '
	repaired rank-order.trf 2:81 "start numbers look like final ranks \(the scores never rise along the start numbers, 24 players after 5 rounds, while the ratings do not follow them\): findings assume the start numbers are the pairing numbers" &&
	! grep -q "^start numbers:" info.txt'
# The same tournament paired by trfpair, then four pairs of neighbours'
# ratings exchanged (2-3, 7-8, 11-12, 18-19): start numbers that follow
# another list.  No warning, --strict reads it, every round complies
# with the start numbers as pairing numbers; --info says it in a line.
test_expect 'start numbers that follow another rating list: no warning, --info says so' '
	cp "$R/rating-list.trf" . &&
	expect_status 0 "$TRFPAIR" --dutch rating-list.trf --info --strict &&
	test ! -s "$TMP/stderr" && ! stdout_matches "^input warnings" &&
	stdout_matches "^start numbers:   taken as the pairing numbers; they do not follow the file.s ratings \(3 of 23 rated neighbours rise\), as when the initial ranking used another list or estimates \(C.04.2 B\)$" &&
	expect_status 0 "$TRFPAIR" --dutch rating-list.trf -c --strict &&
	test "$(grep -c "^round [1-5]: complies$" "$TMP/stdout")" -eq 5 &&
	test ! -s "$TMP/stderr"'
# 12 players before round 1, ratings far from the start-number order
# (4 of 11 rise): no games, so no sign of final ranks; said by --info.
test_expect 'ratings far from the start-number order before any game: no warning' '
	cp "$R/rating-order.trf" . &&
	expect_status 0 "$TRFPAIR" --dutch rating-order.trf --info --strict &&
	test ! -s "$TMP/stderr" &&
	stdout_matches "^start numbers:   .*\(4 of 11 rated neighbours rise\)"'
# Team files list their players team by team: neither the warning nor
# the line, whichever record says it is a team file.
test_expect 'a team file: no final-rank warning, no start-number line' '
	for h in "092 Team Swiss System" "013 Team A                               1    2    3    4"; do
		{ echo "$h"; cat "$R/rank-order.trf"; } > t1.trf &&
		"$TRFPAIR" --dutch t1.trf --info > info-team.txt 2> err-team.txt &&
		grep -q "^players:  *24$" info-team.txt &&
		! grep -q "final ranks" err-team.txt info-team.txt &&
		{ echo "$h"; cat "$R/rating-list.trf"; } > t2.trf &&
		"$TRFPAIR" --dutch t2.trf --info > info-team.txt 2> err-team.txt &&
		grep -q "^players:  *24$" info-team.txt &&
		! grep -q "^start numbers:" info-team.txt && ! grep -q "start numbers" err-team.txt || return 1
	done'
# 240 (blank type) for round 3: 1 and 4 out; 2 (bw, 1.5) and 3 (bw,
# 1.0) have not met, both want Black, the higher score gets it: 3-2.
test_expect '240 with a blank bye type: read as Z, the players not paired' '
	repaired 240-blank-type.trf 7:5 "240: blank bye type, read as Z" &&
	grep -E -q "^ +1 .* out$" info.txt && grep -E -q "^ +4 .* out$" info.txt &&
	expect_status 0 "$TRFPAIR" --dutch 240-blank-type.trf -p &&
	test "$(cat "$TMP/stdout")" = "$(printf "1\n3 2")"'
test_expect 'XXS with a code JaVaFo does not define: that code ignored' '
	repaired xxs-unknown.trf 8:15 "XXS: .L. is not a scoring code JaVaFo defines.*: ignored" &&
	grep -q "^point system:    win 1.0, draw 0.5, loss 0.0, PAB 1.0$" info.txt'

# Dates: May 29, 2020 is under the 2017 text (1 July 2017 - 31 January
# 2026), 28 July 2005 under the 2012 text; a year alone chooses none.
test_expect '042 dates as programs write them choose the edition (auto)' '
	expect_status 0 "$TRFPAIR" --dutch --edition=auto "$R/date-month-name.trf" -c &&
	test "$(head -1 "$TMP/stdout")" = "edition: FIDE (Dutch) System C.04.3, 2017 text; in force on the start date (042), 2020-05-29" &&
	expect_status 0 "$TRFPAIR" --dutch --edition=auto "$R/date-spaced.trf" -c &&
	test "$(head -1 "$TMP/stdout")" = "edition: FIDE (Dutch) System C.04.3, 2012 text; in force on the start date (042), 2005-07-28" &&
	test ! -s "$TMP/stderr"'
test_expect 'an unreadable 042 date: auto says so on the note line and names the text' '
	expect_status 0 "$TRFPAIR" --dutch --edition=auto "$R/date-partial.trf" -c &&
	sed -n 2p "$TMP/stdout" | grep -q "^note: the start date (042) \"1979.  .  \" cannot be read in full (a year alone), so it does not choose the text; checked by the 2026 text$" &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$R/date-partial.trf" -c &&
	! stdout_matches "^note:"'

# Round 2: 3 and 4 absent (Z).  2017 A.4.b: a round without a game is a
# downfloat; 2026 1.4: only when it scored more than a loss.
test_expect '--info floats agree with -l: no float for an absence under 2026' '
	expect_status 0 "$TRFPAIR" --dutch "$R/float-2026.trf" --info &&
	grep -E -q "^ +3 .* --  +yes yes$" "$TMP/stdout" &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$R/float-2026.trf" --info &&
	grep -E -q "^ +3 .* -D  +yes yes$" "$TMP/stdout" &&
	expect_status 0 "$TRFPAIR" --dutch "$R/float-2026.trf" -l - &&
	grep -E -q "^  3   3  1800  0.0  B +-1  W +strong +Y " "$TMP/stdout"'

test_expect '-c --format=json: the file.s warnings in every round object' '
	cp "$R/points-gap.trf" . &&
	"$TRFPAIR" --dutch points-gap.trf -c --format=json > j.txt 2>/dev/null;
	test "$(grep -c "\"warnings\":\[{\"line\":6,\"col\":81,\"message\":\"points 1.0, but" j.txt)" -eq 2 &&
	cp "$R/float-2026.trf" . &&
	"$TRFPAIR" --dutch float-2026.trf -c --format=json > k.txt 2>/dev/null;
	test "$(grep -c "\"warnings\":\[\],\"edition_by\":\"default\"," k.txt)" -eq 2'

# Files that need no repair read as before: no warning at all.
test_expect 'the 2017, 2017-extra and 2026 corpora and the samples: no warning' '
	n=0 &&
	for f in "$SHARED"/corpus/dutch-2017/*.trf "$SHARED"/corpus/dutch-2017-extra/*.trf \
		 "$SHARED"/corpus/dutch-2026/*.trf "$SAMPLES"/*.trf; do
		"$TRFPAIR" --dutch "$f" --info > /dev/null 2> err.txt ||
			{ echo "$f: exit $?"; cat err.txt; return 1; }
		test ! -s err.txt || { echo "$f:"; cat err.txt; return 1; }
		n=$((n + 1))
	done &&
	test "$n" -gt 1700'

test_done
