#!/bin/sh
# The Random Tournament Generator from the command line (engine-cli.md §5,
# trfpair(1) -g): files, seeds, config errors, models, unpairable rounds.
. "$(dirname "$0")/lib.sh"

cfg() {
	mkdir -p cfg && printf "$1" > cfg/rtg.cfg
}

test_expect '-g CONFIG: exit 0, -o beside the config, seed in the header' '
	cfg "PlayersNumber=24\nRoundsNumber=6\n" &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 -g cfg/rtg.cfg -o t1.trf -s 17 &&
	test -f cfg/t1.trf && test ! -e t1.trf &&
	head -n 1 cfg/t1.trf | grep -q "^### trfpair RTG seed=17 PlayersNumber=24 RoundsNumber=6 " &&
	grep -q "^012 trfpair RTG tournament, seed 17$" cfg/t1.trf &&
	grep -q "^XXR 6$" cfg/t1.trf && grep -Eq "^XXC (white|black)1$" cfg/t1.trf &&
	test "$(grep -c "^001 " cfg/t1.trf)" -eq 24'
test_expect 'same seed, same bytes; another seed, another file' '
	cfg "PlayersNumber=24\nRoundsNumber=6\n" &&
	"$TRFPAIR" --dutch --edition=2017 -g cfg/rtg.cfg -o a.trf -s 5 &&
	"$TRFPAIR" --dutch --edition=2017 -g cfg/rtg.cfg -o b.trf -s 5 &&
	"$TRFPAIR" --dutch --edition=2017 -g cfg/rtg.cfg -o c.trf -s 6 &&
	cmp cfg/a.trf cfg/b.trf && ! cmp -s cfg/a.trf cfg/c.trf'
test_expect 'the generated file re-checks with no differences (-c)' '
	cfg "PlayersNumber=41\nRoundsNumber=8\nForfeitRate=8\nRetiredRate=6\nHalfPointByeRate=5\n" &&
	"$TRFPAIR" --dutch --edition=2017 -g cfg/rtg.cfg -o t.trf -s 3 &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 cfg/t.trf -c'
test_expect '-g without a config: defaults, output in the current directory' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 -g -o d.trf -s 1 && test -f d.trf &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 d.trf -c'
test_expect 'without -s the seed in the header reproduces the file' '
	cfg "PlayersNumber=16\nRoundsNumber=4\n" &&
	"$TRFPAIR" --dutch --edition=2017 -g cfg/rtg.cfg -o r1.trf &&
	seed=$(head -n 1 cfg/r1.trf | sed "s/.*seed=\([0-9]*\) .*/\1/") &&
	"$TRFPAIR" --dutch --edition=2017 -g cfg/rtg.cfg -o r2.trf -s "$seed" && cmp cfg/r1.trf cfg/r2.trf'
test_expect 'a non-default point system is declared (BBx and XXS)' '
	cfg "PlayersNumber=12\nRoundsNumber=4\nPointsForWin=3\nPointsForDraw=1\n" &&
	"$TRFPAIR" --dutch --edition=2017 -g cfg/rtg.cfg -o p.trf -s 2 &&
	grep -q "^BBW  3.0$" cfg/p.trf && grep -q "^XXS WW=3.0 " cfg/p.trf &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 cfg/p.trf --info &&
	stdout_matches "^point system: +win 3.0, draw 1.0, loss 0.0, PAB 3.0$"'
test_expect 'unknown key: exit 3, FILE:LINE:COL, nothing written' '
	cfg "PlayersNumber=20\nPlayerNumber=20\n" &&
	expect_status 3 "$TRFPAIR" --dutch --edition=2017 -g cfg/rtg.cfg -o x.trf -s 1 &&
	stderr_matches "rtg.cfg:2:1: unknown key .PlayerNumber." && test ! -e cfg/x.trf'
test_expect 'bad value: exit 3 with the line' '
	cfg "# comment\nDrawPercentage=abc\n" &&
	expect_status 3 "$TRFPAIR" --dutch --edition=2017 -g cfg/rtg.cfg -o x.trf -s 1 &&
	stderr_matches "rtg.cfg:2:16: DrawPercentage: .abc. is not a percentage" && test ! -e cfg/x.trf'
test_expect 'HighestRating below LowestRating: exit 3' '
	cfg "HighestRating=1500\nLowestRating=2000\n" &&
	expect_status 3 "$TRFPAIR" --dutch --edition=2017 -g cfg/rtg.cfg -o x.trf -s 1 &&
	stderr_matches "below LowestRating"'
test_expect 'scores beyond the Points column: exit 4' '
	cfg "RoundsNumber=40\nPointsForWin=3\n" &&
	expect_status 4 "$TRFPAIR" --dutch --edition=2017 -g cfg/rtg.cfg -o x.trf -s 1 && test ! -e cfg/x.trf'
test_expect 'missing config: exit 5' '
	expect_status 5 "$TRFPAIR" --dutch --edition=2017 -g nope.cfg -o x.trf -s 1 && stderr_matches "nope.cfg"'
test_expect 'bad seed: exit 3; seed beyond 2^64-1: exit 4' '
	expect_status 3 "$TRFPAIR" --dutch --edition=2017 -g -o x.trf -s abc &&
	expect_status 4 "$TRFPAIR" --dutch --edition=2017 -g -o x.trf -s 18446744073709551616 &&
	test ! -e x.trf'
test_expect 'unpairable round: exit 1, the round named, the rounds so far in .partial' '
	cfg "PlayersNumber=4\nRoundsNumber=5\nRetiredRate=0\nHalfPointByeRate=0\n" &&
	expect_status 1 "$TRFPAIR" --dutch --edition=2017 -g cfg/rtg.cfg -o u.trf -s 2 &&
	stderr_matches "^trfpair: round 4 cannot be paired: " &&
	stderr_matches "u.trf.partial" && test ! -e cfg/u.trf &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 cfg/u.trf.partial --info &&
	stdout_matches "^rounds played: +3$" &&
	expect_status 1 "$TRFPAIR" --dutch --edition=2017 cfg/u.trf.partial -p'
test_expect 'MODEL -g: players from the model, output beside it' '
	mkdir -p m && cp "$FIXTURES/rtg/model.trf" m/ &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 m/model.trf -g -o g.trf -s 4 &&
	test -f m/g.trf && grep -q "Tomáš" m/g.trf &&
	grep -q "RoundsNumber=5 DrawPercentage=45.5 ForfeitRate=9 " m/g.trf &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 m/g.trf -c'
test_expect '-g -l: a check-list of every round beside the output' '
	cfg "PlayersNumber=10\nRoundsNumber=3\n" &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 -g cfg/rtg.cfg -o l.trf -s 1 -l &&
	test -f cfg/l.list && grep -q "^Check-list before round 1 of 3$" cfg/l.list &&
	grep -q "^Check-list before round 3 of 3$" cfg/l.list &&
	grep -q "Cur" cfg/l.list'
test_expect '--dubov and --lim -g: the seed and the keys in the header line' '
	expect_status 0 "$TRFPAIR" --dubov -g -o d.trf -s 1 &&
	expect_status 0 "$TRFPAIR" --lim -g -o l.trf -s 1 &&
	head -n 1 d.trf | grep -q "^### trfpair RTG seed=1 PlayersNumber=" &&
	head -n 1 l.trf | grep -q "^### trfpair RTG seed=1 PlayersNumber=" &&
	! cmp -s d.trf l.trf'
# CPU time of the generator (user + system of the children, from `times'
# outside any $(...), whose fork would start from zero), so
# that a loaded machine does not fail the test; sanitizer builds
# (build-san) run several times slower.
cpu_ms() {
	tail -n 1 "$1" | awk '{ t = 0; for (i = 1; i <= 2; i++) {
		split($i, a, "m"); t += a[1] * 60 + a[2] } printf "%d", t * 1000 }'
}
test_expect 'speed: 200 players, 11 rounds in under 1 s (CPU)' '
	cfg "PlayersNumber=200\nRoundsNumber=11\n" &&
	limit=1000; case "$TRFPAIR" in *-san/*) limit=20000;; esac &&
	"$TRFPAIR" --dutch --edition=2017 -g cfg/rtg.cfg -o s.trf -s 11 && times > times.out &&
	ms=$(cpu_ms times.out) && echo "# 200 players, 11 rounds: $ms ms" >&3 &&
	test "$ms" -lt "$limit"'

test_done
