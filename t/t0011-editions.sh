#!/bin/sh
# --edition=YEAR|auto (trfpair(1), EDITIONS): every edition of every
# system, auto by the 042 date and by the 092 name, and where the
# edition shows (-c first line, --info, the check-list header, the -g
# ### line, the note when -c runs a text not in force at the start).
# The example starts 2025/03/01: the Dutch 2017 text was in force then
# (till 2026-01-31), the Dubov 2025 text not yet (from 2025-07-01).
. "$(dirname "$0")/lib.sh"

EX=$SAMPLES/example.trf
D26="FIDE (Dutch) System C.04.3, 2026 text"
D17="FIDE (Dutch) System C.04.3, 2017 text"
DB25="Dubov System C.04.4.1, 2025 text"
LIM="Lim System C.04.4.3, 1987 text amended to 1999"

# with_header LINES: the example with its 042/092 lines replaced.
with_header() {
	grep -v "^042\|^092" "$EX" > tmp.trf && { printf "$1"; cat tmp.trf; } > h.trf
}

# first_line LINE: the first line of the output is LINE, which names
# the edition and, after "; ", what chose it.
first_line() {
	test "$(head -n 1 "$TMP/stdout")" = "$1" ||
		{ echo "first line: $(head -n 1 "$TMP/stdout"), expected $1"; return 1; }
}

# today_line LABEL WHY: the first line is "LABEL; WHY: the text in force
# today, DATE", DATE the day of the run (taken before and after it).
# LABEL is the text in force from 2026-02-01 (D26, DB25); a clock set
# before then would have the 2017 Dutch text, which is said instead.
today_line() {
	for d in "$day0" "$(date +%Y-%m-%d)"; do
		want=$1
		case $d in 19*|200*|201*|202[0-5]-*|2026-01-*) test "$1" = "edition: $D26" && want="edition: $D17";; esac
		test "$(head -n 1 "$TMP/stdout")" = "$want; $2: the text in force today, $d" && return 0
	done
	echo "first line: $(head -n 1 "$TMP/stdout"), expected $1; $2: the text in force today, $day0"
	return 1
}

for mode in "-p" "-c" "-l -" "--info"; do
	test_expect "dutch $mode: 2026, 2017 and no --edition accepted" "
		expect_status 0 \"\$TRFPAIR\" --dutch \"\$EX\" $mode --edition=2026 &&
		expect_status 0 \"\$TRFPAIR\" --dutch \"\$EX\" $mode --edition=2017 &&
		expect_status 0 \"\$TRFPAIR\" --dutch \"\$EX\" $mode"
	test_expect "dutch $mode --edition=2012: accepted (0, or 6 for -c findings)" "
		\"\$TRFPAIR\" --dutch \"\$EX\" $mode --edition=2012 >/dev/null 2>&1; s=\$?;
		test \$s -eq 0 || { test \$s -eq 6 && test \"$mode\" = -c; }"
	test_expect "dutch $mode --edition=2019, 2025, x, empty: unknown, exit 3" "
		for y in 2019 2025 x 2017x ''; do
			expect_status 3 \"\$TRFPAIR\" --dutch \"\$EX\" $mode --edition=\$y &&
			stderr_matches \"^trfpair: --edition=\$y: the FIDE \\(Dutch\\) System has no such edition \\(editions: 2026, 2017, 2012, or auto\\)\$\" || return 1
		done"
	test_expect "dubov $mode: 2025, 2026 (its re-issue) and 1997 accepted (0, or 6 for -c findings), 2017 unknown" "
		expect_status 0 \"\$TRFPAIR\" --dubov \"\$EX\" $mode --edition=2025 &&
		expect_status 0 \"\$TRFPAIR\" --dubov \"\$EX\" $mode --edition=2026 &&
		{ \"\$TRFPAIR\" --dubov \"\$EX\" $mode --edition=1997 >/dev/null 2>&1; s=\$?;
		  test \$s -eq 0 || { test \$s -eq 6 && test \"$mode\" = -c; }; } &&
		expect_status 3 \"\$TRFPAIR\" --dubov \"\$EX\" $mode --edition=2017 &&
		stderr_matches 'the Dubov System has no such edition \\(editions: 2025, 1997, or auto\\)'"
	test_expect "lim $mode: 1999 and 2026 accepted, 2025 unknown" "
		expect_status 0 \"\$TRFPAIR\" --lim \"\$EX\" $mode --edition=1999 &&
		expect_status 0 \"\$TRFPAIR\" --lim \"\$EX\" $mode --edition=2026 &&
		expect_status 3 \"\$TRFPAIR\" --lim \"\$EX\" $mode --edition=2025 &&
		stderr_matches 'the Lim System has no such edition \\(editions: 1999, or auto\\)'"
done

test_expect '-g: every edition, the ### line names it; an unknown one exits 3' '
	printf "PlayersNumber=12\nRoundsNumber=4\n" > g.cfg &&
	expect_status 0 "$TRFPAIR" --dutch -g g.cfg -o a.trf -s 3 &&
	head -n 1 a.trf | grep -q " System=dutch Edition=2026$" &&
	expect_status 0 "$TRFPAIR" --dutch -g g.cfg -o b.trf -s 3 --edition=2017 &&
	head -n 1 b.trf | grep -q " System=dutch Edition=2017$" &&
	expect_status 0 "$TRFPAIR" --dubov -g g.cfg -o c.trf -s 3 --edition=2026 &&
	head -n 1 c.trf | grep -q " System=dubov Edition=2025$" &&
	expect_status 0 "$TRFPAIR" --lim -g g.cfg -o d.trf -s 3 &&
	head -n 1 d.trf | grep -q " System=lim Edition=1999$" &&
	expect_status 0 "$TRFPAIR" --dutch -g g.cfg -o f.trf -s 3 --edition=2012 &&
	head -n 1 f.trf | grep -q " System=dutch Edition=2012$" &&
	expect_status 0 "$TRFPAIR" --dubov -g g.cfg -o h.trf -s 3 --edition=1997 &&
	head -n 1 h.trf | grep -q " System=dubov Edition=1997$" &&
	expect_status 3 "$TRFPAIR" --dubov -g g.cfg -o e.trf -s 3 --edition=2024 &&
	test ! -e e.trf && test ! -e e.trf.partial'

test_expect '-c first line names the edition; 2017 on a 2025 start: no note' '
	expect_status 0 "$TRFPAIR" --dutch "$EX" -c --edition=2017 &&
	first_line "edition: $D17; as asked" && test "$(grep -c "^note:" "$TMP/stdout")" -eq 0'
test_expect '-c under a text not in force at the start (042): the note names the flag' '
	expect_status 0 "$TRFPAIR" --dutch "$EX" -c &&
	first_line "edition: $D26; the newest text, by default" &&
	sed -n 2p "$TMP/stdout" | grep -qx "note: the tournament started 2025-03-01, under the 2017 text; --edition=2017 checks it by that text"'
test_expect '-c 2017 on a tournament of 2026: the note names --edition=2026' '
	with_header "042 2026/02/01\n" &&
	expect_status 0 "$TRFPAIR" --dutch h.trf -c --edition=2017 &&
	sed -n 2p "$TMP/stdout" | grep -qx "note: the tournament started 2026-02-01, under the 2026 text; --edition=2026 checks it by that text"'
test_expect '-c 2017 on a tournament of 2016: the 2012 text was in force' '
	with_header "042 30.06.2017\n" &&
	"$TRFPAIR" --dutch h.trf -c --edition=2017 > out;
	sed -n 2p out | grep -qx "note: the tournament started 2017-06-30, under the 2012 text; --edition=2012 checks it by that text"'
test_expect '-c dubov before 2025-07-01: the note says no edition here was in force' '
	expect_status 0 "$TRFPAIR" --dubov "$EX" -c &&
	first_line "edition: $DB25; the newest text, by default" &&
	sed -n 2p "$TMP/stdout" | grep -qx "note: the tournament started 2025-03-01, before the 2025 text came into force (2025-07-01), under a text trfpair does not have"'
test_expect '-c without a readable 042: no note' '
	with_header "042 sometime in March\n" &&
	expect_status 0 "$TRFPAIR" --dutch h.trf -c &&
	first_line "edition: $D26; the newest text, by default" && ! stdout_matches "^note:"'
test_expect '-c lim: the edition line' '
	expect_status 0 "$TRFPAIR" --lim "$EX" -c && first_line "edition: $LIM; the newest text, by default" &&
	! stdout_matches "^note:"'

test_expect '--info names the edition and its criteria' '
	expect_status 0 "$TRFPAIR" --dutch "$EX" --info &&
	stdout_matches "^edition:         FIDE \(Dutch\) System C.04.3, 2026 text \(C1-C21\); the newest text, by default$" &&
	expect_status 0 "$TRFPAIR" --dutch "$EX" --info --edition=2017 &&
	stdout_matches "^edition:         FIDE \(Dutch\) System C.04.3, 2017 text \(C1-C19\); as asked$" &&
	expect_status 0 "$TRFPAIR" --dubov "$EX" --info --edition=2026 &&
	stdout_matches "^edition:         Dubov System C.04.4.1, 2025 text \(C1-C10\); as asked$" &&
	expect_status 0 "$TRFPAIR" --dutch "$EX" --info --edition=auto &&
	stdout_matches "^edition:         FIDE \(Dutch\) System C.04.3, 2017 text \(C1-C19\); in force on the start date \(042\), 2025-03-01$"'
test_expect 'the check-list header names the edition (text), CSV unchanged' '
	expect_status 0 "$TRFPAIR" --dubov "$EX" -l - &&
	sed -n 2p "$TMP/stdout" | grep -qx "edition: $DB25" &&
	expect_status 0 "$TRFPAIR" --dutch "$EX" -c -l - --edition=2017 &&
	test "$(grep -c "^edition: $D17$" "$TMP/stdout")" -eq 2 &&
	test "$(grep -c "^edition: $D17; as asked$" "$TMP/stdout")" -eq 1 &&
	expect_status 0 "$TRFPAIR" --dutch "$EX" -l - --format=csv &&
	! stdout_matches "edition"'

test_expect 'auto by the 042 date: 2017 for 2025-03-01, 2026 for 2026-03-01' '
	expect_status 0 "$TRFPAIR" --dutch "$EX" -c --edition=auto &&
	first_line "edition: $D17; in force on the start date (042), 2025-03-01" &&
	! stdout_matches "^note:" &&
	with_header "042 2026/03/01\n" &&
	expect_status 0 "$TRFPAIR" --dutch h.trf -c --edition=auto &&
	first_line "edition: $D26; in force on the start date (042), 2026-03-01"'
test_expect 'auto by the 042 date: a 2015 tournament is checked by the 2012 text' '
	with_header "042 2015/05/01\n" &&
	{ "$TRFPAIR" --dutch h.trf -c --edition=auto > "$TMP/stdout"; test $? -ne 3; } &&
	first_line "edition: FIDE (Dutch) System C.04.3, 2012 text; in force on the start date (042), 2015-05-01"'
test_expect 'auto by the 092 name: FIDE_DUTCH_2025 is the 2026 text, over the 042 date' '
	with_header "042 2025/03/01\n092 FIDE_DUTCH_2025\n" &&
	expect_status 0 "$TRFPAIR" --dutch h.trf -c --edition=auto &&
	first_line "edition: $D26; named by the file (092, line 2)" &&
	with_header "042 2026/03/01\n092 Individual: Swiss-System FIDE_DUTCH_2017_BAKU\n" &&
	expect_status 0 "$TRFPAIR" --dutch h.trf --info --edition=auto &&
	stdout_matches "^edition: .*2017 text \(C1-C19\); named by the file \(092, line 2\)$"'
test_expect 'auto: a 092 name of another system or without a year names nothing' '
	with_header "042 2025/03/01\n092 FIDE_DUBOV_2026\n" &&
	expect_status 0 "$TRFPAIR" --dutch h.trf -c --edition=auto &&
	first_line "edition: $D17; in force on the start date (042), 2025-03-01" &&
	with_header "092 FIDE_DUTCH\n" && day0=$(date +%Y-%m-%d) &&
	expect_status 0 "$TRFPAIR" --dutch h.trf -c --edition=auto &&
	today_line "edition: $D26" "no start date"'
test_expect 'auto with -g: the model file decides' '
	printf "PlayersNumber=12\nRoundsNumber=4\n" > g.cfg &&
	expect_status 0 "$TRFPAIR" --dutch -g g.cfg -o a.trf -s 3 &&
	{ echo "042 2025/03/01"; grep -v "^###" a.trf; } > model.trf &&
	expect_status 0 "$TRFPAIR" --dutch model.trf -g -o m.trf -s 5 --edition=auto &&
	head -n 1 m.trf | grep -q " System=dutch Edition=2017$" &&
	expect_status 0 "$TRFPAIR" --dutch model.trf -g -o n.trf -s 5 &&
	head -n 1 n.trf | grep -q " System=dutch Edition=2026$"'

test_expect 'dubov auto by the 042 date: 1997 until 2018-12-31, the 2018 gap takes the newest' '
	with_header "042 2018/12/31\n" &&
	{ "$TRFPAIR" --dubov h.trf -c --edition=auto > "$TMP/stdout"; test $? -ne 3; } &&
	first_line "edition: Dubov System C.04.4.1, 1997 text; in force on the start date (042), 2018-12-31" &&
	! stdout_matches "^note:" &&
	with_header "042 2019/01/01\n" &&
	{ "$TRFPAIR" --dubov h.trf -c --edition=auto > "$TMP/stdout"; test $? -ne 3; } &&
	first_line "edition: $DB25; the newest text: none that trfpair has was in force on the start date (042), 2019-01-01" &&
	sed -n 2p "$TMP/stdout" | grep -q "^note: the tournament started 2019-01-01, before the 2025 text"'
test_expect '-c 1997 on a tournament of 2025: the note names no edition in force' '
	"$TRFPAIR" --dubov "$EX" -c --edition=1997 > "$TMP/stdout";
	first_line "edition: Dubov System C.04.4.1, 1997 text; as asked" &&
	sed -n 2p "$TMP/stdout" | grep -qx "note: the tournament started 2025-03-01, when the 1997 text was no longer in force, under a text trfpair does not have"'

# What chose the edition (trfpair(1), EDITIONS): with no 042 date, or
# one that cannot be read, auto takes the text in force on the day of
# the run (every day from 2026-02-01 on: the 2026 Dutch text, the 2025
# Dubov text), and says so with the date; a 192 name with its line.
test_expect 'auto without a start date: the text in force today, the date named' '
	with_header "" && day0=$(date +%Y-%m-%d) &&
	expect_status 0 "$TRFPAIR" --dutch h.trf -c --edition=auto &&
	today_line "edition: $D26" "no start date" &&
	expect_status 0 "$TRFPAIR" --dubov h.trf -c --edition=auto &&
	today_line "edition: $DB25" "no start date" &&
	with_header "042 \n" &&
	expect_status 0 "$TRFPAIR" --dutch h.trf -c --edition=auto &&
	today_line "edition: $D26" "no start date" && ! stdout_matches "^note:" &&
	with_header "042 sometime in March\n" &&
	expect_status 0 "$TRFPAIR" --dutch h.trf -c --edition=auto &&
	today_line "edition: $D26" "the start date (042) cannot be read" &&
	sed -n 2p "$TMP/stdout" | grep -q "^note: the start date (042) \"sometime in March\" cannot be read, so it does not choose the text; checked by the 2026 text$"'
test_expect 'auto by a 192 name: the line named' '
	with_header "042 2026/03/01\n" && echo "192 FIDE_DUTCH_2017" >> h.trf &&
	n=$(wc -l < h.trf) &&
	expect_status 0 "$TRFPAIR" --dutch h.trf -c --edition=auto &&
	first_line "edition: $D17; named by the file (192, line $n)"'
# The same in -c JSON: edition_by for scripts, edition_reason in words,
# the last members of every round object.
test_expect '-c JSON: edition_by and edition_reason in every round' '
	expect_status 0 "$TRFPAIR" --dutch "$EX" -c --format=json --edition=2017 &&
	test "$(grep -c "\"edition\":2017,.*,\"edition_by\":\"asked\",\"edition_reason\":\"as asked\",\"summary\":" "$TMP/stdout")" -eq 2 &&
	expect_status 0 "$TRFPAIR" --dutch "$EX" -c --format=json &&
	test "$(grep -c "\"edition_by\":\"default\",\"edition_reason\":\"the newest text, by default\",\"summary\":" "$TMP/stdout")" -eq 2 &&
	expect_status 0 "$TRFPAIR" --dutch "$EX" -c --format=json --edition=auto &&
	test "$(grep -c "\"edition_by\":\"042\",\"edition_reason\":\"in force on the start date (042), 2025-03-01\",\"summary\":" "$TMP/stdout")" -eq 2 &&
	with_header "042 2025/03/01\n092 FIDE_DUTCH_2025\n" &&
	expect_status 0 "$TRFPAIR" --dutch h.trf -c --format=json --edition=auto &&
	test "$(grep -c "\"edition\":2026,.*\"edition_by\":\"092\",\"edition_reason\":\"named by the file (092, line 2)\",\"summary\":" "$TMP/stdout")" -eq 2 &&
	with_header "" &&
	expect_status 0 "$TRFPAIR" --dutch h.trf -c --format=json --edition=auto &&
	test "$(grep -c "\"edition_by\":\"today\",\"edition_reason\":\"no start date: the text in force today, [0-9]\{4\}-[0-9][0-9]-[0-9][0-9]\",\"summary\":" "$TMP/stdout")" -eq 2'

test_expect '--help lists --edition' '
	"$TRFPAIR" --help > help.txt && grep -q "^  --edition=YEAR" help.txt'

test_done
