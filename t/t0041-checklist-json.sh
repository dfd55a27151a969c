#!/bin/sh
# The check-list as data: -l --format=json (trfpair(1), CHECK-LIST).
# Hand-worked values on a small tournament, then the JSON and the text
# check-lists compared cell by cell (t/checklist_agree.c) on every file
# of the dutch-2017 corpus and under every system and edition.
. "$(dirname "$0")/lib.sh"
: "${CHECKLIST_AGREE:?CHECKLIST_AGREE must name the checklist_agree program}"
CORPUS=$SHARED/corpus/dutch-2017
# Sanitizer builds (build-san) run several times slower: a share of the
# corpus there (the plain build reads it whole).
nsys=12; every=1
case "$TRFPAIR" in *-san/*) nsys=3; every=4;; esac

# A 001 line: start number, name, rating, points, rank, round blocks.
# Five players, three rounds, two played; 3 is absent in round 3 (Z).
#   round 1: 1-3 1-0, 4-2 0-1, 5 the PAB (U, a point)
#   round 2: 5-1 draw, 2-3 1-0, 4 a half-point bye (H)
# Scores after round 2: 2 2.0; 1 1.5; 5 1.5; 4 0.5; 3 0.0.
five() {
	printf '012 Five\nXXR 3\nXXC white1\n'
	trf_named_player 1 "Alpha, A" 2000 1.5 2 "   3 w 1" "   5 b ="
	trf_named_player 2 "Beta, B" 1900 2.0 1 "   4 b 1" "   3 w 1"
	trf_named_player 3 "Gamma, C" 1800 0.0 5 "   1 b 0" "   2 b 0" "0000 - Z"
	trf_named_player 4 "Delta, D" 1700 0.5 4 "   2 w 0" "0000 - H"
	trf_named_player 5 "Epsilon, E" 1600 1.5 3 "0000 - U" "   1 w ="
}

# The Dutch 2026 columns (trfpair(1), CHECK-LIST), as "columns" lists them.
COLUMNS='"columns":[{"name":"PNo","key":"pno","type":"integer"},{"name":"ID","key":"id","type":"integer"},{"name":"Rtg","key":"rating","type":"integer"},{"name":"Pts","key":"points","type":"number"},{"name":"Colours","key":"colours","type":"colours"},{"name":"CD","key":"colour_diff","type":"integer"},{"name":"Pref","key":"pref","type":"word"},{"name":"Strength","key":"strength","type":"word"},{"name":"F-2","key":"float_2","type":"word"},{"name":"F-1","key":"float_1","type":"word"},{"name":"PAB","key":"pab","type":"flag"}]'

# Before round 3, by hand (Dutch 2026):
# - rows: the groups by pairing score, 2.0 (2), 1.5 (1, 5), 0.5 (4), then
#   3, absent in round 3: "paired" false, "group" null.
# - colours and colour_diff (W - B) of the games played: 1 WB 0; 2 BW 0;
#   3 BB -2; 4 W +1 (round 2 a bye); 5 W +1 (round 1 the PAB).
# - pref, strength (A.6; 2026 1.7 grades alike): CD 0 a mild preference
#   for the other colour of the last game (1 W, 2 B); CD +1 strong B (4,
#   5); 3 the same colour twice and CD -2: absolute W.
# - float_2, float_1 (1.4.2-1.4.4: an unplayed round is a downfloat when
#   it scored more than a loss): round 1, 5's PAB (a point) is D; round
#   2, 2 (1) met 3 (0): 2 D, 3 U; 4's H (a half) D; 1 and 5 (both 1) none.
# - pab (C2, Basic Rule 4): false for 5 (the PAB of round 1); 4's H is
#   no win, so true.
# - current: null (no pairing with a plain -l); rounds: R1, R2 as played,
#   colours upper case, the PAB and the bye as results without opponent.
want_before_3() {
	printf '%s' '{"round":3,"total_rounds":3,"system":"dutch","edition":2026,'"$COLUMNS"',"players":[' \
'{"id":2,"name":"Beta, B","paired":true,"group":2.0,"values":{"pno":2,"id":2,"rating":1900,"points":2.0,"colours":"BW","colour_diff":0,"pref":"B","strength":"mild","float_2":null,"float_1":"D","pab":true},"current":null,"rounds":[{"opponent":4,"colour":"B","result":"1"},{"opponent":3,"colour":"W","result":"1"}]},' \
'{"id":1,"name":"Alpha, A","paired":true,"group":1.5,"values":{"pno":1,"id":1,"rating":2000,"points":1.5,"colours":"WB","colour_diff":0,"pref":"W","strength":"mild","float_2":null,"float_1":null,"pab":true},"current":null,"rounds":[{"opponent":3,"colour":"W","result":"1"},{"opponent":5,"colour":"B","result":"="}]},' \
'{"id":5,"name":"Epsilon, E","paired":true,"group":1.5,"values":{"pno":5,"id":5,"rating":1600,"points":1.5,"colours":"W","colour_diff":1,"pref":"B","strength":"strong","float_2":"D","float_1":null,"pab":false},"current":null,"rounds":[{"opponent":null,"colour":null,"result":"U"},{"opponent":1,"colour":"W","result":"="}]},' \
'{"id":4,"name":"Delta, D","paired":true,"group":0.5,"values":{"pno":4,"id":4,"rating":1700,"points":0.5,"colours":"W","colour_diff":1,"pref":"B","strength":"strong","float_2":null,"float_1":"D","pab":true},"current":null,"rounds":[{"opponent":2,"colour":"W","result":"0"},{"opponent":null,"colour":null,"result":"H"}]},' \
'{"id":3,"name":"Gamma, C","paired":false,"group":null,"values":{"pno":3,"id":3,"rating":1800,"points":0.0,"colours":"BB","colour_diff":-2,"pref":"W","strength":"absolute","float_2":null,"float_1":"U","pab":true},"current":null,"rounds":[{"opponent":1,"colour":"B","result":"0"},{"opponent":2,"colour":"B","result":"0"}]}'
	printf ']}\n'
}

test_expect '-l --format=json before round 3: the hand-worked object' '
	five > five.trf &&
	expect_status 0 "$TRFPAIR" --dutch five.trf -l - --format=json &&
	want_before_3 > want && cmp want "$TMP/stdout"'

# Before round 2, with the pairing the file records for it (-c -l):
# after round 1, 1, 2 and 5 have 1.0, 3 has 0.0; 4 has the bye of round
# 2 (H), so is not paired.  1 W +1 strong B; 2 B -1 strong W; 3 B -1
# strong W; 4 W +1 strong B; 5 no game: colours "", no preference
# (null, null).  float_1 (round 1): 5's PAB, D.  current: round 2 as
# recorded, 5-1 and 2-3 (white first), 4 the H.  rounds: R1 and R2 (the
# list's columns run to the last round checked), R2 not yet played: null.
want_before_2() {
	printf '%s' '{"round":2,"total_rounds":3,"system":"dutch","edition":2026,'"$COLUMNS"',"players":[' \
'{"id":1,"name":"Alpha, A","paired":true,"group":1.0,"values":{"pno":1,"id":1,"rating":2000,"points":1.0,"colours":"W","colour_diff":1,"pref":"B","strength":"strong","float_2":null,"float_1":null,"pab":true},"current":{"opponent":5,"colour":"B","bye":null},"rounds":[{"opponent":3,"colour":"W","result":"1"},null]},' \
'{"id":2,"name":"Beta, B","paired":true,"group":1.0,"values":{"pno":2,"id":2,"rating":1900,"points":1.0,"colours":"B","colour_diff":-1,"pref":"W","strength":"strong","float_2":null,"float_1":null,"pab":true},"current":{"opponent":3,"colour":"W","bye":null},"rounds":[{"opponent":4,"colour":"B","result":"1"},null]},' \
'{"id":5,"name":"Epsilon, E","paired":true,"group":1.0,"values":{"pno":5,"id":5,"rating":1600,"points":1.0,"colours":"","colour_diff":0,"pref":null,"strength":null,"float_2":null,"float_1":"D","pab":false},"current":{"opponent":1,"colour":"W","bye":null},"rounds":[{"opponent":null,"colour":null,"result":"U"},null]},' \
'{"id":3,"name":"Gamma, C","paired":true,"group":0.0,"values":{"pno":3,"id":3,"rating":1800,"points":0.0,"colours":"B","colour_diff":-1,"pref":"W","strength":"strong","float_2":null,"float_1":null,"pab":true},"current":{"opponent":2,"colour":"B","bye":null},"rounds":[{"opponent":1,"colour":"B","result":"0"},null]},' \
'{"id":4,"name":"Delta, D","paired":false,"group":null,"values":{"pno":4,"id":4,"rating":1700,"points":0.0,"colours":"W","colour_diff":1,"pref":"B","strength":"strong","float_2":null,"float_1":null,"pab":true},"current":{"opponent":null,"colour":null,"bye":"H"},"rounds":[{"opponent":2,"colour":"W","result":"0"},null]}'
	printf ']}\n'
}

test_expect '-c --round 2 -l --format=json: the recorded pairing as "current"' '
	five > five.trf &&
	{ "$TRFPAIR" --dutch five.trf -c --round 2 --format=json -l list.json > report; true; } &&
	want_before_2 > want && cmp want list.json &&
	{ "$TRFPAIR" --dutch five.trf -c --round 2 -l list.txt > /dev/null; true; } &&
	"$CHECKLIST_AGREE" list.txt list.json'

# --format=json is the pairing's format too (t0042): the same boards.
test_expect '-p -l --format=json: the new pairing as "current", the PAB as bye "U"' '
	five | sed "/^001    3 /s/ 0000 - Z//" > odd.trf &&
	"$TRFPAIR" --dutch odd.trf -p pairs -l list.json --format=json &&
	"$TRFPAIR" --dutch odd.trf -p pairs2 -l list.txt &&
	b=$(awk "NR > 1 && \$2 != 0 { printf \"%s[%s,%s]\", n++ ? \",\" : \"\", \$1, \$2 }" pairs2) &&
	pab=$(awk "NR > 1 && \$2 == 0 { print \$1 }" pairs2) && test -n "$pab" &&
	grep -qF "\"pairing\":{\"boards\":[$b],\"pab\":$pab}}" pairs &&
	test "$(wc -l < list.json)" -eq 1 &&
	grep -q "\"current\":{\"opponent\":null,\"colour\":null,\"bye\":\"U\"}" list.json &&
	"$CHECKLIST_AGREE" list.txt list.json'

test_expect '-l FILE --format=json: the file beside the input, whole or not at all' '
	mkdir -p in && five > in/five.trf &&
	expect_status 0 "$TRFPAIR" --dutch in/five.trf -l five.json --format=json &&
	test -f in/five.json && test ! -s "$TMP/stdout" &&
	want_before_3 > want && cmp want in/five.json &&
	expect_status 5 "$TRFPAIR" --dutch in/five.trf -l no/such/dir/x.json --format=json &&
	test ! -e in/no && test "$(ls in)" = "$(printf "five.json\nfive.trf")"'

# RFC 8259 7: a quote and a backslash are escaped; a lone 0xC3 (a
# Latin-1 export) is no UTF-8, so it is U+FFFD, not a byte that would
# make the line invalid JSON.
test_expect 'names: quote and backslash escaped, a byte that is not UTF-8 as \ufffd' '
	five | sed -e "s/Alpha, A  /Al\"ph\\\\a, A/" -e "s/Beta, B /Bet$(printf "\303")a, B/" > esc.trf &&
	grep -q "Al\"ph\\\\a, A" esc.trf &&
	expect_status 0 "$TRFPAIR" --dutch esc.trf -l - --format=json &&
	grep -qF "\"name\":\"Al\\\"ph\\\\a, A\"" "$TMP/stdout" &&
	grep -qF "\"name\":\"Bet\\ufffda, B\"" "$TMP/stdout" &&
	cp "$TMP/stdout" esc.json && "$TRFPAIR" --dutch esc.trf -l esc.txt &&
	"$CHECKLIST_AGREE" esc.txt esc.json'

test_expect '--format=json goes with -c, -p, -l, --info or --standings: not with -g alone' '
	five > five.trf &&
	expect_status 3 "$TRFPAIR" --dutch -g -o g.trf --format=json &&
	stderr_matches "json goes with -c, -p, -l, --info or --standings" &&
	expect_status 0 "$TRFPAIR" --dutch -g -o g.trf -l g.json --format=json -s 1 &&
	grep -q "^{\"round\":1," g.json'

# Every system and edition: the columns differ, the agreement must not.
for sys in "--dutch" "--dutch --edition=2017" "--dutch --edition=2012" "--dubov" \
	"--dubov --edition=1997" "--lim"; do
	test_expect "$sys: JSON and text check-lists agree (-l, -p -l, -c -l, -g -l)" '
		five > five.trf && ok=0 &&
		"$TRFPAIR" '"$sys"' five.trf -l a.txt && "$TRFPAIR" '"$sys"' five.trf -l a.json --format=json &&
		"$CHECKLIST_AGREE" a.txt a.json > agree && ok=$((ok + 1)) &&
		"$TRFPAIR" '"$sys"' "$SAMPLES/example.trf" -p "$TMP/p" -l "$TMP/b.txt" &&
		"$TRFPAIR" '"$sys"' "$SAMPLES/example.trf" -p "$TMP/p" -l "$TMP/b.json" --format=json &&
		"$CHECKLIST_AGREE" b.txt b.json > agree && ok=$((ok + 1)) &&
		for f in $(ls "$CORPUS"/*.trf | head -n $nsys); do
			rm -f c.txt c.json;
			"$TRFPAIR" '"$sys"' "$f" -c -l "$TMP/c.txt" > /dev/null 2>&1;
			"$TRFPAIR" '"$sys"' "$f" -c -l "$TMP/c.json" --format=json > /dev/null 2>&1;
			test -s c.txt && test -s c.json && "$CHECKLIST_AGREE" c.txt c.json > agree || { cat agree; exit 1; };
			ok=$((ok + 1)); done &&
		printf "PlayersNumber=15\nRoundsNumber=5\n" > g.cfg &&
		"$TRFPAIR" '"$sys"' -g g.cfg -o g.trf -s 7 -l g.txt &&
		"$TRFPAIR" '"$sys"' -g g.cfg -o g2.trf -s 7 -l g.json --format=json &&
		cmp g.trf g2.trf && test "$(wc -l < g.json)" -eq 5 &&
		"$CHECKLIST_AGREE" g.txt g.json > agree && ok=$((ok + 1)) &&
		test "$ok" -eq $((nsys + 3))'
done

# One corpus directory whole: the list after the last round of each file.
test_expect "every file of $(basename "$CORPUS"): JSON and text check-lists agree" '
	n=0 &&
	for f in $(ls "$CORPUS"/*.trf | awk "NR % $every == 0"); do
		"$TRFPAIR" --dutch --edition=2017 "$f" -l "$TMP/d.txt" &&
		"$TRFPAIR" --dutch --edition=2017 "$f" -l "$TMP/d.json" --format=json &&
		"$CHECKLIST_AGREE" d.txt d.json > agree || { echo "$f:"; cat agree; exit 1; };
		n=$((n + 1)); done &&
	test "$n" -ge $((100 / every))'

test_done
