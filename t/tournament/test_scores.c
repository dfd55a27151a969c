/*
 * test_scores.c - scores, acceleration, topscorers and the PAB bar.
 */
#include <check.h>
#include <stdio.h>

#include "tournament/tournament.h"
#include "support/tmt_fixture.h"

Suite *suite_tournament_scores(void);

static struct trf_doc *doc;
static struct tmt *t;

static void load(const char *name)
{
	t = tmt_fixture_load(name, &doc);
}

static void unload(void)
{
	tmt_fixture_free(&t, &doc);
}

static int P(int id)
{
	return tmt_index(t, id);
}

START_TEST(score_history)
{
	/* Default points 1 / ½ / 0; U, +, F = 1, H = ½, -, Z = 0
	 * (trf-format.md §3.1).  Per round, in tenths:
	 *   1: 1 L 0 1        -> 10 10 10 20
	 *   2: 1 W = 1        -> 10 20 25 35
	 *   3: = - 1 0        ->  5  5 15 15
	 *   4: U + = -        -> 10 20 25 25
	 *   5: 0 H 0 F        ->  0  5  5 15
	 *   6: 0 D U(0000-+) 0 -> 0  5 15 15
	 *   7: = D gone gone  ->  5 10 10 10
	 *   8: Z blank 1 +    ->  0  0 10 20
	 *   9: Z H blank F    ->  0  5  5 15 */
	static const int want[9][5] = {
		{ 0, 10, 10, 10, 20 }, { 0, 10, 20, 25, 35 },
		{ 0, 5, 5, 15, 15 }, { 0, 10, 20, 25, 25 },
		{ 0, 0, 5, 5, 15 }, { 0, 0, 5, 15, 15 },
		{ 0, 5, 10, 10, 10 }, { 0, 0, 0, 10, 20 },
		{ 0, 0, 5, 5, 15 },
	};
	int id, r;

	load("history.trf");
	for (id = 1; id <= 9; id++)
		for (r = 0; r <= 4; r++)
			ck_assert_msg(tmt_score(t, P(id), r) == want[id - 1][r],
				      "player %d round %d: %d", id, r,
				      tmt_score(t, P(id), r));
	/* The H already entered for round 5 is not yet scored. */
	ck_assert_int_eq(tmt_score(t, P(3), 5), 15);
	ck_assert_int_eq(t->win_points, 10);
}
END_TEST

START_TEST(score_points)
{
	load("history.trf");
	ck_assert_int_eq(tmt_at(t, P(2), 2)->points, 10);	/* W */
	ck_assert_int_eq(tmt_at(t, P(7), 2)->points, 5);	/* D */
	ck_assert_int_eq(tmt_at(t, P(1), 2)->points, 0);	/* L */
	ck_assert_int_eq(tmt_at(t, P(4), 2)->points, 10);	/* + */
	ck_assert_int_eq(tmt_at(t, P(5), 2)->points, 5);	/* H */
	ck_assert_int_eq(tmt_at(t, P(5), 4)->points, 10);	/* F */
	ck_assert_int_eq(tmt_at(t, P(6), 3)->points, 10);	/* 0000 - + */
}
END_TEST

START_TEST(score_310)
{
	/* BBW 3.0, BBD 1.0, BBU defaults to BBW (trf-format.md §5):
	 *   1: win, win   -> 30 60
	 *   2: loss, win  ->  0 30
	 *   3: draw, loss -> 10 10
	 *   4: draw, PAB  -> 10 40
	 *   5: PAB, loss  -> 30 30 */
	static const int want[5][3] = {
		{ 0, 30, 60 }, { 0, 0, 30 }, { 0, 10, 10 },
		{ 0, 10, 40 }, { 0, 30, 30 },
	};
	int id, r;

	load("scoring310.trf");
	ck_assert_int_eq(t->win_points, 30);
	for (id = 1; id <= 5; id++)
		for (r = 0; r <= 2; r++)
			ck_assert_int_eq(tmt_score(t, P(id), r),
					 want[id - 1][r]);
}
END_TEST

START_TEST(acceleration)
{
	/* XXA rows for 1 and 2: 1.0, 1.0, 0.5 in rounds 1-3; nothing for
	 * 3 and 4, nor beyond round 3. */
	load("accel.trf");
	ck_assert_int_eq(tmt_acceleration(t, P(1), 1), 10);
	ck_assert_int_eq(tmt_acceleration(t, P(1), 2), 10);
	ck_assert_int_eq(tmt_acceleration(t, P(2), 3), 5);
	ck_assert_int_eq(tmt_acceleration(t, P(1), 4), 0);
	ck_assert_int_eq(tmt_acceleration(t, P(3), 1), 0);
	ck_assert_int_eq(tmt_acceleration(t, P(4), 3), 0);
}
END_TEST

START_TEST(acceleration_none)
{
	load("history.trf");
	ck_assert_int_eq(tmt_acceleration(t, P(1), 1), 0);
	ck_assert_int_eq(tmt_pairing_score(t, P(2), 5), 35);
}
END_TEST

START_TEST(pairing_score)
{
	/* Companion §7: pairing score = points before the round + that
	 * round's virtual points.  1: 0+10, 10+10, 10+5; 2: 0+10, 0+10,
	 * 0+5; 3: 0, 5, 15. */
	load("accel.trf");
	ck_assert_int_eq(tmt_pairing_score(t, P(1), 1), 10);
	ck_assert_int_eq(tmt_pairing_score(t, P(1), 2), 20);
	ck_assert_int_eq(tmt_pairing_score(t, P(1), 3), 15);
	ck_assert_int_eq(tmt_pairing_score(t, P(2), 2), 10);
	ck_assert_int_eq(tmt_pairing_score(t, P(2), 3), 5);
	ck_assert_int_eq(tmt_pairing_score(t, P(3), 2), 5);
	ck_assert_int_eq(tmt_pairing_score(t, P(3), 3), 15);
	ck_assert_int_eq(tmt_score(t, P(1), 2), 10);
}
END_TEST

START_TEST(topscorers_final)
{
	/* C.04.3 A.7, companion §3.6.1: pairing round 3 of 3, two rounds
	 * played at 3 points a win: max 60, topscorer iff score > 30.
	 * 1 (60) and 4 (40) are; 2 and 5 (30, not over) and 3 (10) not. */
	load("scoring310.trf");
	ck_assert(tmt_topscorer(t, P(1), 3));
	ck_assert(tmt_topscorer(t, P(4), 3));
	ck_assert(!tmt_topscorer(t, P(2), 3));
	ck_assert(!tmt_topscorer(t, P(5), 3));
	ck_assert(!tmt_topscorer(t, P(3), 3));
}
END_TEST

START_TEST(topscorers_not_final)
{
	/* A.7: no topscorers before the final round. */
	load("scoring310.trf");
	ck_assert(!tmt_topscorer(t, P(1), 2));
	unload();
	load("history.trf");
	ck_assert(!tmt_topscorer(t, P(2), 5));	/* round 5 of 6 */
}
END_TEST

START_TEST(pab_eligible)
{
	/* C.04.3 C.2 / C.04.1.d, companion §3.6.3: an earlier PAB (U or
	 * 0000 - +) or forfeit win bars the PAB; H, F, Z do not. */
	load("history.trf");
	ck_assert(!tmt_pab_eligible(t, P(4), 5));	/* U in 1, + in 2 */
	ck_assert(!tmt_pab_eligible(t, P(4), 2));	/* U in 1 */
	ck_assert(tmt_pab_eligible(t, P(4), 1));
	ck_assert(!tmt_pab_eligible(t, P(6), 5));	/* 0000 - + in 3 */
	ck_assert(tmt_pab_eligible(t, P(6), 3));
	ck_assert(!tmt_pab_eligible(t, P(8), 5));	/* + in 4 */
	ck_assert(tmt_pab_eligible(t, P(8), 4));
	ck_assert(tmt_pab_eligible(t, P(5), 5));	/* H, F */
	ck_assert(tmt_pab_eligible(t, P(9), 5));	/* Z, H, F */
	ck_assert(tmt_pab_eligible(t, P(3), 5));	/* lost by forfeit */
	ck_assert(tmt_pab_eligible(t, P(1), 5));
}
END_TEST

START_TEST(pab_allowed_2025)
{
	/* Basic Rule 4 of 2025 (Dubov C2, Lim 1.1): as above, and also a
	 * full-point bye F, or any unplayed round worth a win, bars it; a
	 * half-point bye H or a zero bye Z does not. */
	load("history.trf");
	ck_assert(!tmt_pab_allowed_2025(t, P(4), 2));	/* U in 1 */
	ck_assert(tmt_pab_allowed_2025(t, P(4), 1));
	ck_assert(!tmt_pab_allowed_2025(t, P(6), 5));	/* 0000 - + in 3 */
	ck_assert(tmt_pab_allowed_2025(t, P(6), 3));
	ck_assert(!tmt_pab_allowed_2025(t, P(8), 5));	/* + in 4 */
	ck_assert(!tmt_pab_allowed_2025(t, P(5), 5));	/* F in 4 */
	ck_assert(tmt_pab_allowed_2025(t, P(5), 4));	/* H in 2 only */
	ck_assert(!tmt_pab_allowed_2025(t, P(9), 5));	/* Z, H, F in 4 */
	ck_assert(tmt_pab_allowed_2025(t, P(9), 4));	/* Z, H */
	ck_assert(tmt_pab_allowed_2025(t, P(3), 5));	/* lost by forfeit */
	ck_assert(tmt_pab_allowed_2025(t, P(1), 5));
}
END_TEST

START_TEST(pab_eligible_310)
{
	load("scoring310.trf");
	ck_assert(!tmt_pab_eligible(t, P(5), 3));
	ck_assert(!tmt_pab_eligible(t, P(4), 3));
	ck_assert(tmt_pab_eligible(t, P(4), 2));
	ck_assert(tmt_pab_eligible(t, P(1), 3));
}
END_TEST

Suite *suite_tournament_scores(void)
{
	Suite *s = suite_create("tournament_scores");
	TCase *tc = tcase_create("scores");

	tcase_add_checked_fixture(tc, NULL, unload);
	tcase_add_test(tc, score_history);
	tcase_add_test(tc, score_points);
	tcase_add_test(tc, score_310);
	tcase_add_test(tc, acceleration);
	tcase_add_test(tc, acceleration_none);
	tcase_add_test(tc, pairing_score);
	tcase_add_test(tc, topscorers_final);
	tcase_add_test(tc, topscorers_not_final);
	tcase_add_test(tc, pab_eligible);
	tcase_add_test(tc, pab_allowed_2025);
	tcase_add_test(tc, pab_eligible_310);
	suite_add_tcase(s, tc);
	return s;
}
