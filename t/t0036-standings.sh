#!/bin/sh
# Standings and FIDE C.07 tie-breaks (issue 28): --standings[=LIST] in
# text, CSV and JSON, and -c checking the rank column when a 212/202
# record or --standings=LIST names the tie-breaks.
. "$(dirname "$0")/lib.sh"
SMALL=$FIXTURES/standings/small.trf
RANKED=$FIXTURES/standings/dutch-300001-ranked.trf
C26=$SHARED/corpus/dutch-2026/dutch-300001.trf

# small.trf's values are worked by hand in t/standings/test_standings.c:
# PTS 3.5, 2.5, 2.0, then 1.5 three times broken by BH 9.5, 9.0, 8.5;
# its start date 2025-05-01 picks the 2024 text (BH of 3 and 6 with the
# dummy at their own score: 9.0 and 7.0).
test_expect '--standings=LIST --format=csv: header as given, rows in order' '
	expect_status 0 "$TRFPAIR" --dutch "$SMALL" --standings=PTS,BH,bh/c1 --format=csv &&
	printf "%s\n" "rank,id,name,PTS,BH,bh/c1" "1,1,Player1,3.5,7.0,5.5" \
		"2,3,Player3,2.5,9.0,6.5" "3,6,Player6,2.0,7.0,5.0" "4,2,Player2,1.5,9.5,8.0" \
		"5,4,Player4,1.5,9.0,7.5" "6,5,Player5,1.5,8.5,7.0" > want &&
	cmp want "$TMP/stdout"'

# TPR, PTP of every player of small.trf are worked by hand in
# t/standings/test_standings.c (performance); APRO and APPO here are
# their averages over the opponents met over the board, half up:
# 3 (4, 1, 2): (1707+2086+1638)/3 = 1810.3, (1694+2103+1609)/3 = 1802;
# 4 (3, 1; not 6, a forfeit): (1992+2086)/2 = 2039, (2003+2103)/2 = 2053;
# 2 (1, 5, 6, 3): 7355/4 = 1838.75 -> 1839, 7294/4 = 1823.5 -> 1824;
# 5 (2, 1, 6): 5474/3 = 1824.7 -> 1825, 5459/3 = 1819.7 -> 1820.
# ABH: nobody withdrew, so every player's own score.  TPR breaks the
# 1.5 tie: 4 (1707), 2 (1638), 5 (1527).
test_expect '--standings with TPR, PTP, APRO, APPO, ABH' '
	expect_status 0 "$TRFPAIR" --dutch "$SMALL" --standings=PTS,TPR,PTP,APRO,APPO,ABH \
		--format=csv &&
	printf "%s\n" "rank,id,name,PTS,TPR,PTP,APRO,APPO,ABH" \
		"1,1,Player1,3.5,2086,2103,1716,1687,3.5" "2,3,Player3,2.5,1992,2003,1810,1802,2.5" \
		"3,6,Player6,2.0,1750,1747,1583,1525,2.0" "4,4,Player4,1.5,1707,1694,2039,2053,1.5" \
		"5,2,Player2,1.5,1638,1609,1839,1824,1.5" "6,5,Player5,1.5,1527,1441,1825,1820,1.5" \
		> want &&
	cmp want "$TMP/stdout"'

test_expect '/V2026 on the list overrides the start date' '
	expect_status 0 "$TRFPAIR" --dutch "$SMALL" --standings=PTS,BH/V2026 --format=csv &&
	grep -qx "2,3,Player3,2.5,8.5" "$TMP/stdout" &&
	grep -qx "3,6,Player6,2.0,6.5" "$TMP/stdout"'

test_expect '--standings without a list or 212/202 says which default it uses' '
	expect_status 0 "$TRFPAIR" --dutch "$SMALL" --standings &&
	stderr_matches "no 212 or 202 record.*PTS,BH/C1,BH,SB,DE,WIN,BPG" &&
	stdout_matches "^tie-breaks: PTS,BH/C1,BH,SB,DE,WIN,BPG \\(FIDE C.07, unplayed rounds by the 2024 text\\)"'

test_expect '--standings reads the 212 record, and 202 with PTS put first' '
	expect_status 0 "$TRFPAIR" --dutch "$RANKED" --standings --format=csv &&
	head -1 "$TMP/stdout" | grep -qx "rank,id,name,PTS,BH/C1,BH,SB,DE,WIN,BPG,ARO,PS,KS" &&
	sed "s/^212 PTS,/202 /" "$RANKED" > r202.trf &&
	expect_status 0 "$TRFPAIR" --dutch r202.trf --standings --format=csv &&
	head -1 "$TMP/stdout" | grep -qx "rank,id,name,PTS,BH/C1,BH,SB,DE,WIN,BPG,ARO,PS,KS"'

test_expect '--standings --format=json is one object with every row' '
	expect_status 0 "$TRFPAIR" --dutch "$SMALL" --standings=PTS,SB --format=json &&
	test $(wc -l < "$TMP/stdout") -eq 1 &&
	stdout_matches "\"tiebreaks\":\\[\"PTS\",\"SB\"\\]" &&
	stdout_matches "\\{\"rank\":1,\"id\":1,\"name\":\"Player1\",\"values\":\\[3.5,5.75\\]\\}"'

# The ranks of dutch-300001-ranked.trf were written from trfpair's
# standings by its 212 list and agree with the TEC's reference checker
# run on the same file (issue 28 note); its pairings are the corpus's.
test_expect '-c: ranks written by the tie-breaks give no standings finding' '
	expect_status 0 "$TRFPAIR" --dutch "$RANKED" -c &&
	stdout_matches "^standings: ranks comply$" &&
	! grep -q "ranked" "$TMP/stdout"'

test_expect '-c: two ranks swapped name both players and the deciding tie-break' '
	sed -e "s/^\(001   18 .\{76\}\)   4/\1   5/" -e "s/^\(001    6 .\{76\}\)   5/\1   4/" \
		"$RANKED" > swapped.trf &&
	expect_status 6 "$TRFPAIR" --dutch swapped.trf -c &&
	grep "^standings:" "$TMP/stdout" > got &&
	printf "%s\n" \
		"standings: 18 ranked 5th, should be 4th: BH/C1 11.5 against 11.0 for 6 (tied on PTS 3.0)" \
		"standings: 6 ranked 4th, should be 5th: BH/C1 11.0 against 11.5 for 18 (tied on PTS 3.0)" \
		"standings: ranks differ" > want &&
	cmp want got'

test_expect '-c --format=json carries the standings findings' '
	sed -e "s/^\(001   18 .\{76\}\)   4/\1   5/" -e "s/^\(001    6 .\{76\}\)   5/\1   4/" \
		"$RANKED" > swapped.trf &&
	expect_status 6 "$TRFPAIR" --dutch swapped.trf -c --format=json &&
	tail -1 "$TMP/stdout" | grep -q "\"check\":\"standings\",\"round\":5" &&
	tail -1 "$TMP/stdout" | grep -q "\"rule\":\"BH/C1\",\"kind\":\"standings\",\"players\":\\[18,6\\]" &&
	if [ -n "$JSON_LINES" ]; then "$JSON_LINES" < "$TMP/stdout" | tail -1 | grep -q " 0 failed"; fi'

test_expect '-c without 212/202 and without --standings: no standings check' '
	expect_status 0 "$TRFPAIR" --dutch "$C26" -c &&
	! grep -q "^standings" "$TMP/stdout" &&
	expect_status 0 "$TRFPAIR" --dutch "$C26" -c --format=json &&
	! grep -q "\"check\":\"standings\"" "$TMP/stdout" &&
	! grep -q "\"kind\":\"standings\"" "$TMP/stdout"'

test_expect '-c --standings=LIST checks a file without 212/202' '
	expect_status 6 "$TRFPAIR" --dutch "$C26" -c --standings=PTS,BH/C1 &&
	stdout_matches "^standings: ranks differ$"'

test_expect 'a bad list is an invalid request (exit 3)' '
	expect_status 3 "$TRFPAIR" --dutch "$SMALL" --standings=PTS,XYZ &&
	stderr_matches "XYZ" &&
	expect_status 3 "$TRFPAIR" --dutch "$SMALL" --standings=WIN/C1 &&
	expect_status 3 "$TRFPAIR" --dutch "$SMALL" --standings -p'

# A team file's standings are its teams' (t0043-team.sh), read from its
# team records: a 310 record without players is refused.
test_expect 'a team file: the teams are ranked, not the players (exit 3 here)' '
	(cat "$SMALL"; echo "310   1 Team One") > team.trf &&
	expect_status 3 "$TRFPAIR" --dutch team.trf --standings &&
	stderr_matches "^team.trf:10:74: 310: team Team One lists no player$"'

# Properties (cuts never raise a value, SB <= BH, the rank check on
# written and swapped ranks, ...) on every tournament of the corpora.
if [ -n "$STANDINGS_PROPS" ]; then
	files=$(ls "$SHARED"/corpus/dutch-2026/*.trf "$SHARED"/corpus/dutch-2017/*.trf)
	case "$STANDINGS_PROPS" in *-san/*) files=$(printf "%s\n" "$files" | awk "NR % 6 == 1");; esac
	test_expect 'standings properties hold on the corpora' '
		"$STANDINGS_PROPS" $files > sp.out; status=$?; cat sp.out;
		[ $status -eq 0 ] && grep -q "^standings props: [1-9][0-9]* passed, 0 failed$" sp.out'
fi

test_done
