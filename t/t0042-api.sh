#!/bin/sh
# The JSON entry point (issue 33): trfpair_json() answers what the
# command prints with --format=json, its messages as data, and writes
# nothing; -p and --info speak JSON; -l --round gives a past round's
# check-list.  The Python and npm packages have their own tests
# (make check-python, make check-npm).
. "$(dirname "$0")/lib.sh"
: "${API_DOC:?}"
API=$FIXTURES/api
EX=$SAMPLES/example.trf

# The document's result: what follows "error":null,"result": up to the
# closing brace (the result is the document's last member).
result_of() {
	awk '{ i = index($0, "\"error\":null,\"result\":"); if (!i) exit 1;
	       print substr($0, i + 22, length($0) - i - 22) }'
}

# Round 3 of the example by the 2017 text (engine-cli.md §2).
test_expect '-p --format=json: the round, the boards and the PAB as data' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$EX" -p --format=json &&
	printf "%s\n" "{\"file\":\"$EX\",\"system\":\"dutch\",\"edition\":2017,\"round\":3,\"pairing\":{\"boards\":[[1,2],[4,6],[3,5]],\"pab\":null}}" > expect &&
	cmp expect "$TMP/stdout" &&
	cp "$EX" ex.trf && expect_status 0 "$TRFPAIR" --dutch --edition=2017 ex.trf -p p.json --format=json &&
	grep -qF "\"round\":3,\"pairing\":{\"boards\":[[1,2],[4,6],[3,5]],\"pab\":null}}" p.json &&
	test "$(wc -l < p.json)" -eq 1'

test_expect '--info --format=json: the summary on one line' '
	expect_status 0 "$TRFPAIR" --dutch "$EX" --info --format=json &&
	test "$(wc -l < "$TMP/stdout")" -eq 1 &&
	stdout_matches "\"rounds_played\":2,\"total_rounds\":5,\"next_round\":3,\"complete\":false,\"initial_colour\":\"white\"" &&
	stdout_matches "\{\"id\":3,\"name\":\"Šimek, Tomáš\",\"rating\":2051,\"points\":0.0,\"colours\":\"wb\"" &&
	test "$(grep -o "\"id\":" "$TMP/stdout" | wc -l)" -eq 6'

test_expect '-l --round 2: before round 2, the file'"'"'s pairing in Cur' '
	expect_status 0 "$TRFPAIR" --dutch "$EX" -l - --round 2 &&
	stdout_matches "^Check-list before round 2 of 5" &&
	stdout_matches "^  1   1  2215  1\.0  W .*\(6B\) +4w1$" &&
	! stdout_matches "R2" &&
	expect_status 3 "$TRFPAIR" --dutch "$EX" -l - --round 4 &&
	stderr_matches "round 4: the file has 2 rounds; the next one to pair is 3"'

test_expect '--format=json with -g alone: exit 3 (-g writes a TRF)' '
	expect_status 3 "$TRFPAIR" --dutch -g -o out.trf --format=json &&
	stderr_matches "format=json goes with" && test ! -e out.trf'

# The entry point against the command, operation by operation.
agree() {	# OPERATION OPTIONS FILE COMMAND-ARGS...
	op=$1 opts=$2 f=$3
	shift 3
	"$API_DOC" "$op" "$opts" "$f" > doc && result_of < doc > got || return 1
	"$TRFPAIR" "$@" > cmd.out
	st=$?
	case $op in check) { printf "["; paste -sd, cmd.out | tr -d "\n"; printf "]\n"; } > want;;
	*) cp cmd.out want;; esac
	cmp want got || { echo "$op $opts: differs"; head -c 600 doc; return 1; }
	grep -q "\"status\":$st," doc || { echo "$op: status $st expected"; return 1; }
}
for f in "$EX" "$API/wrong.trf"; do
	n=$(basename "$f")
	test_expect "$n: trfpair_json() gives what the command prints (check, pair, info, checklist, standings)" '
		o="{\"system\":\"dutch\",\"edition\":2017,\"file\":\"'"$f"'\"}" &&
		agree check "$o" "'"$f"'" --dutch --edition=2017 "'"$f"'" -c --format=json &&
		agree pair "$o" "'"$f"'" --dutch --edition=2017 "'"$f"'" -p - --format=json &&
		agree info "$o" "'"$f"'" --dutch --edition=2017 "'"$f"'" --info --format=json &&
		agree checklist "$o" "'"$f"'" --dutch --edition=2017 "'"$f"'" -l - --format=json &&
		o2="{\"system\":\"dutch\",\"round\":2,\"tiebreaks\":\"PTS,BH\",\"file\":\"'"$f"'\"}" &&
		agree check "$o2" "'"$f"'" --dutch "'"$f"'" -c --round 2 --standings=PTS,BH --format=json &&
		o4="{\"system\":\"lim\",\"round\":2,\"file\":\"'"$f"'\"}" &&
		agree checklist "$o4" "'"$f"'" --lim "'"$f"'" -l - --round 2 --format=json &&
		o3="{\"system\":\"dubov\",\"tiebreaks\":\"PTS,BH/C1,SB\",\"file\":\"'"$f"'\"}" &&
		agree standings "$o3" "'"$f"'" --dubov "'"$f"'" --standings=PTS,BH/C1,SB --format=json'
done

test_expect 'generate: the TRF text of -g -o - with the same seed' '
	"$API_DOC" generate "{\"system\":\"lim\",\"seed\":42}" > doc &&
	"$TRFPAIR" --lim -g -o - -s 42 > want &&
	grep -qF "\"status\":0," doc &&
	grep -qF "seed=42 " doc && grep -c "^001" want > n && test "$(cat n)" -gt 1 &&
	printf "PlayersNumber=9\nRoundsNumber=3\n" > g.cfg &&
	"$API_DOC" generate "{\"system\":\"dutch\",\"seed\":\"7\"}" g.cfg > doc2 &&
	"$TRFPAIR" --dutch -g g.cfg -o - -s 7 > want2 &&
	grep -qF "PlayersNumber=9 RoundsNumber=3" doc2 && grep -qF "PlayersNumber=9 RoundsNumber=3" want2'

# Line 17 of bad.trf has ABCD for a rating (columns 49-52).
test_expect 'an unreadable file: the error object has the command'"'"'s line, column, message, status' '
	expect_status 3 "$TRFPAIR" --dutch "$API/bad.trf" -c &&
	msg=$(sed -n "s|^$API/bad.trf:17:49: ||p" "$TMP/stderr") && test -n "$msg" &&
	"$API_DOC" check "{\"system\":\"dutch\",\"file\":\"bad.trf\"}" "$API/bad.trf" > doc &&
	grep -qF "\"status\":3,\"warnings\":[],\"notes\":[],\"error\":{\"file\":\"bad.trf\",\"line\":17,\"col\":49,\"message\":\"$(printf "%s" "$msg" | sed "s/\"/\\\\\"/g")\",\"status\":3},\"result\":null}" doc'

test_expect 'a warning is data (line 14, column 1); with strict it is the error' '
	expect_status 0 "$TRFPAIR" --dutch "$API/warn.trf" --info &&
	msg=$(sed -n "s|^$API/warn.trf:14:1: warning: ||p" "$TMP/stderr") && test -n "$msg" &&
	"$API_DOC" info "{\"system\":\"dutch\",\"file\":\"w.trf\"}" "$API/warn.trf" > doc &&
	grep -qF "\"warnings\":[{\"file\":\"w.trf\",\"line\":14,\"col\":1,\"message\":\"$msg\"}]" doc &&
	"$API_DOC" info "{\"system\":\"dutch\",\"strict\":true,\"file\":\"w.trf\"}" "$API/warn.trf" > doc &&
	grep -qF "\"status\":3,\"warnings\":[],\"notes\":[],\"error\":{\"file\":\"w.trf\",\"line\":14,\"col\":1,\"message\":\"$msg\",\"status\":3}" doc'

test_expect 'no legal pairing: status 1 and the phrase programs look for' '
	"$API_DOC" pair "{\"system\":\"dutch\"}" "$API/met.trf" > doc &&
	grep -qF "\"status\":1," doc && grep -qF "\"message\":\"No valid pairing exists: " doc'

test_expect 'invalid requests: status 3 with the reason, nothing run' '
	for req in "pear|{\"system\":\"dutch\"}|not an operation" \
		"pair|{|a member name must be a string" \
		"pair|[]|a JSON object expected" \
		"pair|{\"system\":\"dutch\",\"system\":\"lim\"}|given twice" \
		"pair|{}|system: give" \
		"pair|{\"system\":\"dutch\",\"colour\":1}|unknown option" \
		"pair|{\"system\":\"dutch\",\"explain\":true}|does not go with" \
		"pair|{\"system\":\"dutch\",\"round\":\"x\"}|a round number" \
		"pair|{\"system\":\"dutch\",\"maxi\":true}|maxi goes with" \
		"pair|{\"system\":\"dutch\",\"edition\":1999}|has no such edition" \
		"pair|{\"system\":\"d\\u0075tch\",\"edition\":[2017]}|not an array"; do
		op=${req%%|*} rest=${req#*|} opts=${rest%|*} want=${rest##*|};
		"$API_DOC" "$op" "$opts" "$EX" > doc || return 1;
		grep -qF "\"status\":3," doc && grep -qF "$want" doc &&
			grep -qF "\"result\":null}" doc || { echo "$req:"; cat doc; return 1; };
	done'

test_expect 'options are JSON: escapes, blanks, numbers as strings' '
	"$API_DOC" pair " { \"system\" : \"d\\u0075tch\", \"edition\":\"2017\",
		\"file\":\"\\ud83d\\ude00 \\\"q\\\".trf\" } " "$EX" > doc &&
	grep -qF "\"status\":0," doc &&
	grep -qF "\"file\":\"$(printf "\360\237\230\200") \\\"q\\\".trf\",\"system\":\"dutch\",\"edition\":2017,\"round\":3" doc &&
	"$API_DOC" pair "{\"system\":\"dutch\",\"file\":\"\\ud83d.trf\"}" "$EX" > doc &&
	grep -qF "bad escape" doc && grep -qF "\"status\":3," doc'

test_expect 'nothing is written to disk, whatever the options name' '
	mkdir empty && cd empty &&
	"$API_DOC" pair "{\"system\":\"dutch\",\"file\":\"x.trf\"}" "$EX" > ../doc &&
	"$API_DOC" checklist "{\"system\":\"dutch\",\"file\":\"x.trf\"}" "$EX" >> ../doc &&
	"$API_DOC" generate "{\"system\":\"dutch\",\"seed\":1,\"file\":\"x.cfg\"}" >> ../doc &&
	"$API_DOC" generate "{\"system\":\"dutch\",\"seed\":1}" "$API/met.trf" >> ../doc &&
	test -z "$(ls -A .)" && test "$(grep -c "\"status\":0," ../doc)" -eq 3'

test_done
