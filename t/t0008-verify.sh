#!/bin/sh
# The Dutch verifier (issue 4): nothing to report on tournaments paired by
# a FIDE-endorsed engine, and every damaged round flagged with its rule.
. "$(dirname "$0")/lib.sh"
: "${VERIFY_MUTANTS:?}"

# Sanitizer builds (build-san) run several times slower: a share of the
# files there.
every17=1; least17=500
case "$VERIFY_MUTANTS" in *-san/*) every17=4; least17=100;; esac

test_expect 'corpus: no finding; mutants: each flagged with the rule it breaks' '
	"$VERIFY_MUTANTS" --every=$every17 "$SHARED"/corpus/dutch-2017/*.trf > vm.out; status=$?;
	grep "^FAIL" vm.out | head -20; grep -E "^(verify|mutants|#)" vm.out >&3;
	test $status -eq 0 &&
	test "$(sed -n "s/^mutants: \([0-9]*\) passed.*/\1/p" vm.out)" -ge $least17'

# The 2026 text and the extra 2017 corpus: a share of the files, so that
# make check stays in time; sanitizer builds (build-san) run several
# times slower and take fewer still.
every26=6; every_extra=1; every26_alone=1; least26=500
case "$VERIFY_MUTANTS" in *-san/*) every26=30; every_extra=30; every26_alone=30; least26=100;; esac

test_expect '2026: every round of the corpus, no finding by the verifier alone' '
	"$VERIFY_MUTANTS" --edition=2026 --verify-only --name=verify-2026-alone --every=$every26_alone \
		"$SHARED"/corpus/dutch-2026/*.trf > va26.out; status=$?;
	grep "^FAIL" -A3 va26.out | head -20; grep "^verify-2026-alone:" va26.out >&3;
	test $status -eq 0 && grep -q "^verify-2026-alone: [1-9][0-9]* passed, 0 failed" va26.out'

test_expect '2026: no finding by the verifier alone; mutants flagged by the 2026 rules' '
	"$VERIFY_MUTANTS" --edition=2026 --every=$every26 "$SHARED"/corpus/dutch-2026/*.trf > vm26.out; status=$?;
	grep "^FAIL" vm26.out | head -20; grep -E "^(verify-2026|mutants-2026|#)" vm26.out >&3;
	test $status -eq 0 &&
	test "$(sed -n "s/^mutants-2026: \([0-9]*\) passed.*/\1/p" vm26.out)" -ge $least26'

# The verifier's big matching problems are solved by pricing from the
# recorded pairs (lib/verify/best.c, vbest_priced_min); --priced-min=0
# takes that path in every bracket of a share of both corpora: still no
# finding on the files, still every mutant flagged by its rule.
everyp=4; everyp26=15
case "$VERIFY_MUTANTS" in *-san/*) everyp=40; everyp26=120;; esac
test_expect 'priced solves in every bracket: no finding, mutants flagged (2017, 2026)' '
	"$VERIFY_MUTANTS" --priced-min=0 --name=verify-priced --every=$everyp \
		"$SHARED"/corpus/dutch-2017/*.trf > vp.out; status=$?;
	"$VERIFY_MUTANTS" --priced-min=0 --edition=2026 --name=verify-2026-priced --every=$everyp26 \
		"$SHARED"/corpus/dutch-2026/*.trf > vp26.out; status26=$?;
	grep "^FAIL" -A3 vp.out vp26.out | head -20; grep -hE "^(verify|mutants)" vp.out vp26.out >&3;
	test $status -eq 0 && test $status26 -eq 0 &&
	grep -q "^verify-priced: [1-9][0-9]* passed, 0 failed" vp.out &&
	grep -q "^mutants: [1-9][0-9]* passed, 0 failed" vp.out &&
	grep -q "^verify-2026-priced: [1-9][0-9]* passed, 0 failed" vp26.out &&
	grep -q "^mutants-2026: [1-9][0-9]* passed, 0 failed" vp26.out'

test_expect 'generation order: found by the verifier itself, never from the engine' '
	grep -q "^# B.8: [1-9][0-9]* by the verifier.s own derivation, 0 from the engine" vm.out &&
	grep -q "^# 4: [1-9][0-9]* by the verifier.s own derivation, 0 from the engine" vm26.out &&
	grep -q "^# exchange-11: [1-9]" vm.out && grep -q "^# pab-move-11: [1-9]" vm.out &&
	grep -q "^# exchange-11: [1-9]" vm26.out && grep -q "^# pab-move-11: [1-9]" vm26.out'

# The extra corpus: no round flagged by the verifier alone, a share of
# the files; then in full the five files whose rounds the verifier
# flagged while it read C7 without the PAB of the last bracket (issue
# 12: C.04.3 A.9 note, C2, C7; dutch-200007 r11, 200084 r9, 200097 r7,
# 200184 r7, 200185 r5, where the endorsed engine pairs the bracket
# above the last one so that a player C2 allows takes the PAB).
test_expect 'the extra 2017 corpus: no finding by the verifier alone' '
	"$VERIFY_MUTANTS" --verify-only --name=verify-extra --every=$every_extra \
		"$SHARED"/corpus/dutch-2017-extra/*.trf > vx.out; status=$?;
	grep "^FAIL" -A3 vx.out | head -20; grep "^verify-extra:" vx.out >&3;
	! grep "cannot read" vx.out && ! grep -q "^FAIL" vx.out && test $status -eq 0 &&
	grep -q "^verify-extra: [1-9][0-9]* passed, 0 failed" vx.out'
test_expect 'C7 with the PAB of the last bracket: the five rounds of issue 12 pass' '
	x="$SHARED/corpus/dutch-2017-extra/dutch-200";
	"$VERIFY_MUTANTS" --verify-only --name=verify-c7 ${x}007.trf ${x}084.trf \
		${x}097.trf ${x}184.trf ${x}185.trf > vc7.out; status=$?;
	grep "^FAIL" -A3 vc7.out | head -20; grep "^verify-c7:" vc7.out >&3;
	test $status -eq 0 && ! grep -q "^FAIL" vc7.out &&
	grep -q "^verify-c7: [1-9][0-9]* passed, 0 failed" vc7.out'

# C7 when the following bracket is the last one (C.04.3 A.9 note: the
# PAB is part of its pairing, so C2 binds; issue 12).  The tournaments
# of t/dutch/test_last_bracket.c, the round under test recorded as the
# rules give it (*-good) and as C7 without the PAB would (*-old).
# c7-pab: round 3, 1 2 3 on 2 points, 4 5 on 1, 5 barred from the PAB
# (C2), 3-5 met.  Bracket 2 floats one player; C7 of the last bracket
# {floater, 4, 5} with its PAB: 3 floats: only 4-5, PAB 3: PSD
# [2.0 0.0] (3: 2 - (1 - 1)); 2 or 1 floats: x-5, PAB 4: [1.0 1.0].
# So 3 stays: 3-2 1-5 PAB 4.  The old reading (3-4 with 5 left over,
# [1.0 1.0] too) paired 1-2 4-5 PAB 3, worse on C7.
test_expect 'C7 with the PAB of the last bracket: the rules comply, the old reading is worse on C7' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$FIXTURES/verify/c7-pab-good.trf" -c --round 3 &&
	stdout_matches "^round 3: complies$" &&
	expect_status 6 "$TRFPAIR" --dutch --edition=2017 "$FIXTURES/verify/c7-pab-old.trf" -c --round 3 &&
	stdout_matches "^round 3: bracket 2\.0: C7: PSD of the following bracket \[2\.0 0\.0\]; best possible \[1\.0 1\.0\]$"'
# c7-ppb: round 4, the same shape, 3 and 5 barred (C2), 1-5 and 3-5
# met.  C7 with the PAB: 3 floats: no legal pairing of {3, 4, 5}; 1
# floats: 4-5, PAB 1: [2.0 0.0]; 2 floats: 2-5, PAB 4: [1.0 1.0].  So 2
# floats, 1-3 5-2 PAB 4, and the round stays complete: bracket 2 is not
# the PPB (A.9).  The old reading found 3 floating as good, so bracket 2
# became the PPB and 3-2 5-4 PAB 1 followed: now flagged on C7 in a
# bracket not labelled PPB.
test_expect 'C7 with the PAB decides the PPB (A.9): none here' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$FIXTURES/verify/c7-ppb-good.trf" -c --round 4 &&
	stdout_matches "^round 4: complies$" &&
	expect_status 6 "$TRFPAIR" --dutch --edition=2017 "$FIXTURES/verify/c7-ppb-old.trf" -c --round 4 &&
	stdout_matches "^round 4: bracket 2\.0: C7: PSD of the following bracket \[2\.0 0\.0\]; best possible \[1\.0 1\.0\]$" &&
	! grep -q PPB "$TMP/stdout"'

# order-12.trf: round 1, twelve players on 0, XXP forbids 6 against
# 7-12.  Every candidate of six pairs is as good on the criteria (no
# colour preferences yet), so the generation order decides.  6 must meet
# one of 1-5, so two of 7-12 meet each other: the original S1 {1..6}
# gives none; D.2's first exchange is 6<->7 (difference 1), S1 =
# {1,2,3,4,5,7}, S2 = {6,8,...,12}, and D.1's first transposition is
# 1-6 2-8 3-9 4-10 5-11 7-12.  The file has 1-8 2-6 (a later
# transposition of the same S1).  Twelve players: beyond the literal
# walk (10), so this is order.c's derivation.
test_expect 'generation order in a bracket of 12: the earlier candidate named (B.8 and 4)' '
	expect_status 6 "$TRFPAIR" --dutch --edition=2017 "$FIXTURES/verify/order-12.trf" -c &&
	stdout_matches "^round 1: bracket 0\.0: B\.8: 1-6 2-8 3-9 4-10 5-11 7-12 comes earlier in the generation order \(B\.6/B\.7, D\.1-D\.3\) and is as good on C5-C19 as the recorded 1-8 2-6 3-9 4-10 5-11 7-12$" &&
	expect_status 6 "$TRFPAIR" --dutch --edition=2026 "$FIXTURES/verify/order-12.trf" -c &&
	stdout_matches "^round 1: bracket 0\.0: 4: 1-6 2-8 3-9 4-10 5-11 7-12 comes earlier in the generation order \(Article 4\) and is as good on C4-C21 as the recorded 1-8 2-6 3-9 4-10 5-11 7-12$"'

test_expect '-c -l writes the check-list of every checked round beside the input' '
	cp "$SAMPLES/example.trf" ex.trf &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 ex.trf -c -l &&
	grep -q "^Check-list before round 1 of 5" ex.list &&
	grep -q "^Check-list before round 2 of 5" ex.list &&
	grep -q "^  4   4  1987  0.0  B        -1  W     strong              Y    (PAB)  1b0" ex.list'
test_expect '-c --round 2 -l - lists round 2 only, on standard output' '
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 "$SAMPLES/example.trf" -c --round 2 -l - &&
	stdout_matches "^Check-list before round 2 of 5" &&
	! stdout_matches "^Check-list before round 1"'

test_done
