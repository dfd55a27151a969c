#!/bin/sh
# The report of a wrong round (issue 32 §1): a line in words says first
# what differs between the file's pairing and the rules', then come the
# findings in the order the rules decide, each naming its players, the
# pairing-allocated bye called so (PAB for short) by every system; the
# same facts in -c --format=json (summary, boards, players).
#
# The fixtures are trf-samples/example.trf with round 2 changed:
# pab-wrong.trf gives the PAB to 3 and pairs 2-4 (the rules: PAB 4,
# 2-3), colour-wrong.trf reverses the colours of 6-1, pair-wrong.trf
# pairs 6-2 and 1-3 (the rules: 6-1, 2-3; 1-3 also has the colours
# reversed: 3 is due white).
. "$(dirname "$0")/lib.sh"
F=$FIXTURES/check
SYSTEMS="--dutch:2026 --dutch:2017 --dutch:2012 --dubov:2025 --dubov:1997 --lim:1999"

# check SYSTEM:YEAR FILE [ARGS...]: -c into $TMP/stdout, exit 6 required.
check() {
	sys=${1%%:*} year=${1##*:} file=$2
	shift 2
	expect_status 6 "$TRFPAIR" $sys --edition=$year "$F/$file" -c "$@" ||
		{ echo "($sys --edition=$year $file)"; return 1; }
}

# round2 N: the Nth line of round 2 (1 is the first).
round2() {
	grep "^round 2: " "$TMP/stdout" | sed -n "${1}p"
}

# every_system FILE LINE: with each system, LINE is round 2's first line.
every_system() {
	for s in $SYSTEMS; do
		check $s "$1" || return 1
		got=$(round2 1)
		test "$got" = "$2" || { echo "$s: $got"; return 1; }
	done
}

test_expect 'the PAB to the wrong player: round 2 opens with what differs, every system' '
	every_system pab-wrong.trf "round 2: the file gives the pairing-allocated bye to 3 and pairs 2-4; the rules give it to 4 and pair 2-3"'

test_expect 'reversed colours: said as such, every system' '
	every_system colour-wrong.trf "round 2: the file pairs 1-6; the rules pair 6-1 (colours reversed)"'

test_expect 'other pairs: the boards of each side in publication order, every system' '
	every_system pair-wrong.trf "round 2: the file pairs 6-2 and 1-3; the rules pair 6-1 and 2-3"'

test_expect 'the summary line is no finding: the count and the pairing line stay' '
	check --dutch:2017 pab-wrong.trf &&
	test "$(round2 2)" = "round 2: bracket 0.0: C10: 1 players do not get their colour preference (4); best possible 0" &&
	test "$(round2 3)" = "round 2: pairing: the rules give 2-3 PAB 4 where the file has 2-4 PAB 3" &&
	test "$(round2 4)" = "round 2: 2 findings"'

# The order the rules decide: the brackets from the top, then colours.
test_expect 'Dutch 2017: the brackets from the top, then the colours of the pairs (E)' '
	check --dutch:2017 pair-wrong.trf &&
	grep "^round 2: " "$TMP/stdout" > got &&
	printf "%s\n" "round 2: the file pairs 6-2 and 1-3; the rules pair 6-1 and 2-3" \
		"round 2: bracket 1.0: C5: 2 downfloaters (1, 6); best possible 0" \
		"round 2: bracket 0.5: C10: 1 players do not get their colour preference (2); best possible 0" \
		"round 2: E.4: 1-3: 3 should have white; preferences: 1 black (strong), 3 black (strong)" \
		"round 2: pairing: the rules give 6-1 2-3 where the file has 6-2 1-3" \
		"round 2: 4 findings" > expect && cmp expect got'

test_expect 'Dutch 2026 and 2012, Dubov: the colour finding after every bracket finding' '
	for s in --dutch:2026 --dutch:2012 --dubov:2025; do
		check $s pair-wrong.trf || return 1
		last_bracket=$(grep -n "^round 2: bracket [^:]*: [BCD]" "$TMP/stdout" | tail -1 | cut -d: -f1)
		colour=$(grep -n "^round 2: .*: 1-3: 3 should have white" "$TMP/stdout" | cut -d: -f1)
		test -n "$last_bracket" && test -n "$colour" && test "$colour" -gt "$last_bracket" ||
			{ echo "$s:"; cat "$TMP/stdout"; return 1; }
	done'

test_expect 'Dubov 1997: the PAB (4) before the score groups, the colours (3) last' '
	check --dubov:1997 pab-wrong.trf &&
	grep "^round 2: " "$TMP/stdout" > got &&
	printf "%s\n" "round 2: the file gives the pairing-allocated bye to 3 and pairs 2-4; the rules give it to 4 and pair 2-3" \
		"round 2: group 0: 4: the PAB goes to 4, the first by 4 whose absence leaves the round pairable; the file gives it to 3" \
		"round 2: group 0.5: 7.1: the text pairs 2-3 where the file has 2 with 4 and 3 with the PAB" \
		"round 2: group 0.5: 3: 2-4: 4 should have White (3 (higher ARO))" \
		"round 2: pairing: the rules give 2-3 PAB 4 where the file has 2-4 PAB 3" \
		"round 2: 4 findings" > expect && cmp expect got'

test_expect 'Lim: in a score group, its decision before the colours of its pairs' '
	check --lim:1999 pair-wrong.trf &&
	test "$(round2 2)" = "round 2: group 0.5: 2.6 median: the median group needs the pairs of nobody cracked (2.6), the recorded pairing cracks those of 1, 6" &&
	test "$(round2 3)" = "round 2: group 0.5: 5.4 colour: 1-3: 3 should have white (both due black; histories w and w)"'

test_expect '--names: each number of the summary line with its name' '
	check --dubov:2025 pab-wrong.trf --names &&
	test "$(round2 1)" = "round 2: the file gives the pairing-allocated bye to 3 (Šimek, Tomáš) and pairs 2 (Okafor, Daniel) - 4 (Ferreira, Ana); the rules give it to 4 (Ferreira, Ana) and pair 2 (Okafor, Daniel) - 3 (Šimek, Tomáš)" &&
	test "$(round2 2)" = "round 2: 2.1.5: 3 gets the PAB, 4 is lower in the initial ranking and can take it [3 Šimek, Tomáš; 4 Ferreira, Ana]"'

test_expect 'every finding of every system names its players (JSON players, --names)' '
	for s in $SYSTEMS; do
		for f in pab-wrong.trf colour-wrong.trf pair-wrong.trf; do
			check $s $f --format=json || return 1
			grep -q "\"status\":\"findings\"" "$TMP/stdout" &&
			! grep -q "\"players\":\[\]" "$TMP/stdout" ||
				{ echo "$s $f:"; cat "$TMP/stdout"; return 1; }
			check $s $f --names || return 1
			# a finding line without its players names: rule, text, no [..]
			if grep "^round 2: " "$TMP/stdout" | grep -v "^round 2: the file\|^round 2: pairing:\|^round 2: [0-9]* findings\$" |
				grep -v "\]\$"; then echo "$s $f: a finding without names"; return 1; fi
		done
	done'

test_expect 'JSON: the summary and both pairings board by board, the differences marked' '
	check --dutch:2026 pab-wrong.trf --format=json &&
	"$JSON_LINES" < "$TMP/stdout" > /dev/null &&
	stdout_matches "\"summary\":\"the file gives the pairing-allocated bye to 3 and pairs 2-4; the rules give it to 4 and pair 2-3\"" &&
	stdout_matches "\"file\":\{\"boards\":\[\{\"board\":1,\"white\":6,\"white_name\":\"Yamamoto, Ren\",\"black\":1,\"black_name\":\"Lindqvist, Maja\",\"differs\":false\},\{\"board\":2,\"white\":2,\"white_name\":\"Okafor, Daniel\",\"black\":4,\"black_name\":\"Ferreira, Ana\",\"differs\":\"pair\"\}\],\"pab\":3,\"pab_name\":\"Šimek, Tomáš\",\"pab_differs\":true\}" &&
	stdout_matches "\"rules\":\{\"boards\":\[\{\"board\":1,[^]]*\},\{\"board\":2,\"white\":2,[^}]*\"black\":3,[^}]*\"differs\":\"pair\"\}\],\"pab\":4,\"pab_name\":\"Ferreira, Ana\",\"pab_differs\":true\}" &&
	stdout_matches "\"round\":1,.*\"summary\":null,\"boards\":" &&
	check --dutch:2026 colour-wrong.trf --format=json &&
	stdout_matches "\"file\":\{\"boards\":\[\{\"board\":1,\"white\":1,[^}]*\"black\":6,[^}]*\"differs\":\"colours\"\}" &&
	stdout_matches "\{\"rule\":\"5.2.1\",\"kind\":null,\"bracket\":null,\"players\":\[1,6\]"'

test_expect 'CSV: the pairing row names the players of the boards that differ' '
	check --lim:1999 pab-wrong.trf --format=csv &&
	stdout_matches ",2,findings,pairing,,,2 3 4,,,the rules give 2-3 PAB 4 where the file has 2-4 PAB 3\$"'

# One word for one thing: the PAB is never "bye" alone in a finding
# (Lim keeps its rule name "1.1 bye", the summary says it in full).
test_expect 'the PAB is never called a bye alone, every system' '
	for s in $SYSTEMS; do
		for f in pab-wrong.trf colour-wrong.trf pair-wrong.trf; do
			check $s $f || return 1
			if sed -e "s/pairing-allocated bye//g" -e "s/: 1\.1 bye: /: /" "$TMP/stdout" |
				grep -w "bye"; then echo "($s $f)"; return 1; fi
		done
	done'

# --explain as data: the facts of each bracket's lines in one record.
test_expect '--explain: every text line of round 2 is in the JSON records, every system' '
	for s in $SYSTEMS; do
		sys=${s%%:*} year=${s##*:}
		expect_status 0 "$TRFPAIR" $sys --edition=$year "$SAMPLES/example.trf" -c --explain ||
			return 1
		grep "^round 2: " "$TMP/stdout" | grep -v "^round 2: complies\$" |
			sed -e "s/^round 2: bracket [^:]*: //" -e "s/^round 2: group [^:]*: //" \
			    -e "s/^round 2: //" > lines
		test -s lines || { echo "$s: no line"; return 1; }
		expect_status 0 "$TRFPAIR" $sys --edition=$year "$SAMPLES/example.trf" -c --explain \
			--format=json || return 1
		tail -n 1 "$TMP/stdout" > r2.json
		while IFS= read -r l; do
			grep -qF "\"$l\"" r2.json || { echo "$s: not in JSON: $l"; return 1; }
		done < lines
	done'

test_expect '--explain --format=json: players, incoming, pairs, floaters, values of a bracket' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$SAMPLES/example.trf" -c --explain --format=json &&
	stdout_matches "\{\"kind\":\"bracket\",\"bracket\":\"0.0\",\"players\":\[2,3,4\],\"incoming\":\[2\],\"pairs\":\[\[2,3\]\],\"floaters\":\[4\],\"values\":\[\{\"name\":\"C6\",\"value\":\"PSD 1.0, 0.5\"\}\],\"lines\":\[\"3 players, 1 MDP: 2-3; floating 4; C6 PSD 1.0, 0.5\"\],\"findings\":\[\]\}" &&
	expect_status 0 "$TRFPAIR" --dubov "$SAMPLES/example.trf" -c --explain --format=json &&
	stdout_matches "\"bracket\":\"0.5\",\"players\":\[2,3\],\"incoming\":\[3\],\"pairs\":\[\[2,3\]\],\"floaters\":\[\],\"values\":\[\{\"name\":\"G1\",\"value\":\"\{2\}\"\}" &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2012 "$SAMPLES/example.trf" -c --explain --format=json &&
	stdout_matches "\"bracket\":\"0\",\"players\":\[2,3,4\],\"incoming\":\[2\],\"pairs\":\[\[2,3\]\],\"floaters\":\[4\],\"values\":\[\{\"name\":\"M0\",\"value\":\"1\"\},\{\"name\":\"M1\",\"value\":\"1\"\}" &&
	expect_status 0 "$TRFPAIR" --lim "$SAMPLES/example.trf" -c --explain --format=json &&
	stdout_matches "\"kind\":\"group\",\"bracket\":\"0.5\",\"players\":\[2,3\],\"incoming\":\[3\],\"pairs\":\[\[3,2\]\]" &&
	stdout_matches "\{\"kind\":null,\"bracket\":null,[^{]*\"lines\":\[\"the recorded pairs are the procedure.s own\"\]" &&
	expect_status 0 "$TRFPAIR" --dubov --edition=1997 "$SAMPLES/example.trf" -c --explain --format=json &&
	stdout_matches "\"values\":\[\{\"name\":\"White\",\"value\":\"6\"\},\{\"name\":\"Black\",\"value\":\"1\"\}"'

test_expect '--explain --format=json: each bracket lists its findings; null without --explain' '
	check --dutch:2017 pair-wrong.trf --explain --format=json &&
	stdout_matches "\"bracket\":\"1.0\",[^{]*\"floaters\":\[1,6\],.*\"findings\":\[0\]\},\{\"kind\":\"bracket\",\"bracket\":\"0.5\",.*\"findings\":\[1\]\}" &&
	check --dutch:2017 pair-wrong.trf --format=json &&
	stdout_matches "\"explain\":null\}\$" && ! stdout_matches "\"explain\":\["'

# The JSON entry point (lib/api, which the page and the packages use)
# gives the same summary, boards and --explain records as the command.
test_expect 'trfpair_json(): the summary, boards and explain of -c --format=json' '
	: "${API_DOC:?}" &&
	check --dutch:2017 pab-wrong.trf --explain --format=json &&
	{ printf "["; paste -sd, "$TMP/stdout" | tr -d "\n"; printf "]}\n"; } > want &&
	"$API_DOC" check "{\"system\":\"dutch\",\"edition\":2017,\"explain\":true,\"file\":\"$F/pab-wrong.trf\"}" \
		"$F/pab-wrong.trf" > doc &&
	grep -qF "\"summary\":\"the file gives the pairing-allocated bye to 3 and pairs 2-4; the rules give it to 4 and pair 2-3\",\"boards\":{\"file\":" doc &&
	grep -qF "\"explain\":[{\"kind\":\"bracket\"" doc &&
	grep -qF "$(cat want)" doc'

test_done
