#!/bin/sh
# The Dubov System, 1997 text (issue 15): the command with --edition=1997
# (-p, -c, -g, -l, --explain, exit 1 and 3), the brute-force reference
# on random one-group rounds, and the property and mutant test on
# tournaments the engine generates itself (fewer under the sanitizer).
. "$(dirname "$0")/lib.sh"
: "${D97_PROPS:?}" "${D97_BRUTE:?}"

brute=3000 props=300
case "$TRFPAIR" in *-san/*) brute=300 props=40;; esac

# Round 1 by 5 (XXC white1): 1-3, 4-2, drawn.  Round 2 by the text: due
# White 3 (ARO 2400) and 2 (ARO 2100), due Black 1 and 4: Whites 2, 3
# against Blacks 1 (2400), 4 (2100): 2-1, 3-4 (worked by hand).
four() {
	{ printf "012 four\nXXR 3\nXXC white1\n"
	  trf_player 1 2400 "$1" "   3 w =" ${5:+"$5"}
	  trf_player 2 2300 "$2" "   4 b =" ${6:+"$6"}
	  trf_player 3 2200 "$3" "   1 b =" ${7:+"$7"}
	  trf_player 4 2100 "$4" "   2 w =" ${8:+"$8"}; } > four.trf
}

test_expect '-p pairs round 2 by 6.2: 2-1 3-4' '
	four 0.5 0.5 0.5 0.5 &&
	expect_status 0 "$TRFPAIR" --dubov --edition=1997 four.trf -p &&
	printf "2\n2 1\n3 4\n" > expect && cmp expect "$TMP/stdout"'
test_expect '-c: the round paired by the text complies' '
	four 1.0 1.0 1.0 1.0 "   2 b =" "   1 w =" "   4 w =" "   3 b =" &&
	expect_status 0 "$TRFPAIR" --dubov --edition=1997 four.trf -c &&
	stdout_matches "^round 2: complies$"'
test_expect '-c: a rematch is 2.1 in round 2, exit 6' '
	four 1.0 1.0 1.0 1.0 "   3 b =" "   4 w =" "   1 w =" "   2 b =" &&
	expect_status 6 "$TRFPAIR" --dubov --edition=1997 four.trf -c &&
	stdout_matches "^round 2: group 0.5: 2.1: 3-1: they have played each other$"'
test_expect '-c: exchanged opponents name 6.2 in the group' '
	four 1.0 1.0 1.0 1.0 "   4 b =" "   3 b =" "   2 w =" "   1 w =" &&
	expect_status 6 "$TRFPAIR" --dubov --edition=1997 four.trf -c &&
	stdout_matches "^round 2: group 0.5: 6.2: the text pairs 2-1 where the file has"'
test_expect '-c --explain: the columns and the rows of each score group' '
	four 1.0 1.0 1.0 1.0 "   2 b =" "   1 w =" "   4 w =" "   3 b =" &&
	expect_status 0 "$TRFPAIR" --dubov --edition=1997 four.trf -c --explain &&
	stdout_matches "^round 2: group 0.5: explain: 6.2: White 2 3 / Black 1 4$" &&
	stdout_matches "^round 2: group 0.5: explain: 6.2: 2-1 \\(colours by 3 \\(due colours\\)\\)$"'
test_expect '-p: two players who met: exit 1, 2.1-2.4 named, no output' '
	{ printf "012 two\nXXR 3\n"; trf_player 1 2400 0.5 "   2 w ="; trf_player 2 2300 0.5 "   1 b ="; } > two.trf &&
	expect_status 1 "$TRFPAIR" --dubov --edition=1997 two.trf -p out.txt &&
	stderr_matches "2\.1-2\.4" && test ! -e out.txt'
test_expect '-p without XXR: exit 3 (2.5 needs the rounds)' '
	four 0.5 0.5 0.5 0.5 && grep -v "^XXR" four.trf > noxxr.trf &&
	expect_status 3 "$TRFPAIR" --dubov --edition=1997 noxxr.trf -p &&
	stderr_matches "XXR"'
test_expect '-g then -c and -l: the generated tournament complies' '
	printf "PlayersNumber=30\nRoundsNumber=7\n" > g.cfg &&
	expect_status 0 "$TRFPAIR" --dubov --edition=1997 -g g.cfg -o g.trf -s 11 &&
	head -n 1 g.trf | grep -q " System=dubov Edition=1997$" &&
	expect_status 0 "$TRFPAIR" --dubov --edition=1997 g.trf -c &&
	test "$(grep -c "complies$" "$TMP/stdout")" -eq 7 &&
	expect_status 0 "$TRFPAIR" --dubov --edition=1997 g.trf -l - &&
	stdout_matches "^edition: Dubov System C.04.4.1, 1997 text$"'
# -c runs the verifier and the engine side by side: on rounds paired by
# other systems they must agree - findings exactly where the engine
# pairs otherwise, never "the engine gives" alone.
agree() {
	"$TRFPAIR" --dubov --edition=1997 "$1" -c > a.out 2>a.err; s=$?
	test $s -eq 0 || test $s -eq 6 || { echo "$1: exit $s: $(cat a.err)"; return 1; }
	awk -v f="$1" '
		/^round [0-9]+: / { r = $2; sub(":", "", r) }
		/: engine: the engine gives/ { print f ": " $0; bad = 1 }
		/^round [0-9]+: pairing: / { p[r] = 1 }
		/^round [0-9]+: [0-9]+ finding/ { if (!p[r]) { print f ": round " r ": findings, same pairing"; bad = 1 } }
		END { exit bad }' a.out
}
files=40; case "$TRFPAIR" in *-san/*) files=8;; esac
test_expect "engine and verifier agree on $files tournaments of other systems" '
	ok=0 n=0
	for f in $SAMPLES/example*.trf $(ls "$SHARED"/corpus/dutch-2017/*.trf 2>/dev/null | awk "NR % 4 == 1" | head -n $files); do
		agree "$f" || ok=1; n=$((n + 1))
	done; echo "dubov-1997 agree: $n files" >&3; test $ok -eq 0'

test_expect "brute force: $brute random score groups, engine and the literal reading agree" '
	"$D97_BRUTE" $brute > b.out; status=$?;
	grep -v "^dubov-1997 brute:" b.out | head -20; tail -n 1 b.out >&3; test $status -eq 0'
test_expect "properties and mutants: $props generated tournaments" '
	"$D97_PROPS" $props > p.out; status=$?;
	grep -v "^dubov-1997 " p.out | head -20; grep "^dubov-1997 mutants: [0-9]" p.out >&3;
	tail -n 1 p.out >&3; test $status -eq 0'

# bench-3000 round 3 (Dutch-paired): a 374-player group most of whom had
# White twice, so 6.4 reaches its bound of floater sets; -c says which
# round and why, and exits 4 (size limit) instead of stopping silently.
test_expect "-c: the engine's 6.4 bound named on stderr, exit 4" '
	expect_status 4 "$TRFPAIR" --dubov --edition=1997 "$SAMPLES/bench-3000.trf" -c --round 3 &&
	stderr_matches "round 3: the engine stopped: the bound on floater sets \\(6\\.4\\)"'

test_done
