#!/bin/sh
# -c over several files in one run (issue 16 item 3): the worst exit
# status, file names before the text lines, JSON lines read back by a
# strict reader (t/json_lines.c), CSV rows, --progress only on a terminal.
. "$(dirname "$0")/lib.sh"
: "${JSON_LINES:?JSON_LINES must name the json_lines program}"

CORPUS=$SHARED/corpus/dutch-2017
# Round 2 of the sample re-paired 1-2, 6-3 (t0005): C1, E.1, and the
# rules give 6-1 2-3.
wrong() {
	sed -e "s/^\(001    1 .*\)     6 b =/\1     2 w =/" \
	    -e "s/^\(001    2 .\{71\}\) 1.5\(.*\)     3 w 1/\1 1.0\2     1 b =/" \
	    -e "s/^\(001    6 .\{71\}\) 1.5\(.*\)     1 w =/\1 2.0\2     3 w 1/" \
	    -e "s/^\(001    3 .*\)     2 b 0/\1     6 b 0/" \
	    "$SAMPLES/example.trf" > wrong.trf
}

test_expect '20 corpus files in one run, JSON: every round of every file, complies' '
	ls "$CORPUS"/*.trf | head -n 20 > files && test "$(wc -l < files)" -eq 20 &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 -c $(cat files) --format=json &&
	"$JSON_LINES" < "$TMP/stdout" > parsed && tail -n 1 parsed >&3 &&
	grep -q "^json_lines: [0-9]* passed, 0 failed$" parsed &&
	# Each file: rounds 1..N in order, N its rounds played (--info).
	for f in $(cat files); do
		n=$("$TRFPAIR" --dutch --edition=2017 "$f" --info | sed -n "s/^rounds played: *//p")
		awk -F "\t" -v f="$f" "\$1 == f { print \$2 }" parsed > got &&
		seq 1 "$n" > want && cmp want got || { echo "$f: rounds"; return 1; }
	done &&
	test "$(grep -c "	complies	0$" parsed)" -eq "$(($(wc -l < parsed) - 1))"'

test_expect 'text: FILE: before every line with several files; exit status the worst' '
	wrong && cp "$SAMPLES/example.trf" good.trf &&
	expect_status 6 "$TRFPAIR" --dutch --edition=2017 -c good.trf wrong.trf &&
	printf "%s\n" "good.trf: edition: FIDE (Dutch) System C.04.3, 2017 text; as asked" \
		"good.trf: round 1: complies" "good.trf: round 2: complies" \
		"wrong.trf: edition: FIDE (Dutch) System C.04.3, 2017 text; as asked" \
		"wrong.trf: round 1: complies" \
		"wrong.trf: round 2: the file pairs 1-2 and 6-3; the rules pair 6-1 and 2-3" \
		"wrong.trf: round 2: C1: 6 and 3 have met before, in round 1" \
		"wrong.trf: round 2: E.1: 1-2: 2 should have white; preferences: 1 black (strong), 2 white (strong)" \
		"wrong.trf: round 2: pairing: the rules give 6-1 2-3 where the file has 1-2 6-3" \
		"wrong.trf: round 2: 3 findings" > expect && cmp expect "$TMP/stdout"'

test_expect 'an invalid file among valid ones: its message, the others checked, exit 3' '
	wrong && printf "hello\n" > bad.trf &&
	expect_status 3 "$TRFPAIR" --dutch --edition=2017 -c wrong.trf bad.trf "$SAMPLES/example.trf" &&
	stderr_matches "^bad.trf:1:1: " &&
	stdout_matches "^wrong.trf: round 2: 3 findings$" &&
	stdout_matches "example.trf: round 2: complies$"'

test_expect 'one file: no prefix, as before' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$SAMPLES/example.trf" -c &&
	stdout_matches "^round 2: complies$" && ! stdout_matches "example.trf: round"'

test_expect '--format=csv: a header, a row per finding, one per round without' '
	wrong && expect_status 6 "$TRFPAIR" --dutch --edition=2017 wrong.trf -c --format=csv &&
	printf "%s\n" "file,system,edition,round,status,rule,kind,bracket,players,submitted,best,text" \
		"wrong.trf,dutch,2017,1,complies,,,,,,," \
		"wrong.trf,dutch,2017,2,findings,C1,,,6 3,,,\"6 and 3 have met before, in round 1\"" \
		"wrong.trf,dutch,2017,2,findings,E.1,,,1 2,,,\"1-2: 2 should have white; preferences: 1 black (strong), 2 white (strong)\"" \
		"wrong.trf,dutch,2017,2,findings,pairing,,,6 1 2 3,,,the rules give 6-1 2-3 where the file has 1-2 6-3" \
		> expect && cmp expect "$TMP/stdout"'

test_expect '--format=json: the findings of a round, with their players' '
	wrong && expect_status 6 "$TRFPAIR" --dutch --edition=2017 wrong.trf -c --format=json &&
	"$JSON_LINES" < "$TMP/stdout" > parsed &&
	printf "wrong.trf\t1\tcomplies\t0\nwrong.trf\t2\tfindings\t3\n" > expect &&
	head -n 2 parsed | cmp expect - &&
	stdout_matches "\{\"rule\":\"C1\",\"kind\":null,\"bracket\":null,\"players\":\[6,3\],\"submitted\":null,\"best\":null,\"text\":\"6 and 3 have met before, in round 1\"\}" &&
	stdout_matches "\"pairing\":\{\"boards\":\[\[6,1\],\[2,3\]\],\"pab\":4\}"'

# Quality-criterion findings carry the recorded and the best value; the
# text gives the same best value ("; best possible B").  Mutants of a
# corpus file (t/mutate, fixed seeds) until some round has one.
test_expect '--format=json: C5-C21 findings give submitted and best, as the text does' '
	: "${MUTATE:?}" && F=$CORPUS/dutch-000003.trf && found=0 &&
	for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
		"$MUTATE" $i "$F" m.trf > /dev/null 2>&1 || continue
		"$TRFPAIR" --dutch --edition=2017 m.trf -c --format=json > m.json 2>/dev/null
		grep -o "{\"rule\":\"C[0-9]*\",\"kind\":\"bracket\"[^}]*}" m.json > crit || continue
		found=1
		while read -r f; do
			best=$(printf "%s" "$f" | sed -n "s/.*\"best\":\"\([^\"]*\)\".*/\1/p")
			printf "%s" "$f" | grep -q "\"submitted\":\"[^\"]" &&
			printf "%s" "$f" | grep -qF "; best possible $best\"}" ||
				{ echo "no values: $f"; return 1; }
		done < crit
	done && test $found -eq 1'

test_expect '--format=json does not go with -g alone (t0042: -p and --info)' '
	expect_status 3 "$TRFPAIR" --dutch -g -o g.trf --format=json &&
	stderr_matches "format=json goes with -c" && test ! -e g.trf'

test_expect '--progress: nothing on standard error when it is not a terminal' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$SAMPLES/example.trf" -c --progress &&
	test ! -s "$TMP/stderr"'

test_done
