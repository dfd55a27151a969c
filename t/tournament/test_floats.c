/*
 * test_floats.c - float history (C.04.3 A.4) and Dubov upfloats.
 */
#include <check.h>
#include <stdio.h>

#include "tournament/tournament.h"
#include "support/tmt_fixture.h"

Suite *suite_tournament_floats(void);

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

#define D TMT_FLOAT_DOWN
#define U TMT_FLOAT_UP
#define N TMT_FLOAT_NONE

START_TEST(floats_history)
{
	/* Companion §3.6.2: unplayed round -> down (A.4.b); played: the
	 * scores before the round decide.  Scores before rounds 1-4:
	 *   1:  0 10 10 10   2:  0 10 20 25   3: 0  5  5 15
	 *   4:  0 10 20 25   5:  0  0  5  5   6: 0  0  5 15
	 *   7:  0  5 10 10   8:  0  0  0 10   9: 0  0  5  5
	 * Round 1: all equal; 4 (U), 8, 9 (Z) down.
	 * Round 2: 2-1 10:10 none; 4-3 forfeit, both down; 7 (5) v 6 (0):
	 *          7 down, 6 up; 5 (H), 8 (blank), 9 (H) down.
	 * Round 3: 1 (10) v 3 (5): 1 down, 3 up; 2-4 20:20 none;
	 *          8 (0) v 5 (5): 8 up, 5 down; 6 (U), 7, 9 down.
	 * Round 4: 1 (10) v 6 (15): 1 up, 6 down; 3 (15) v 2 (25): 3 up,
	 *          2 down; 4-8 forfeit down; 5 (F), 7, 9 down. */
	static const enum tmt_float want[9][4] = {
		{ N, N, D, U }, { N, N, N, D }, { N, D, U, U },
		{ D, D, N, D }, { N, D, D, D }, { N, U, D, D },
		{ N, D, D, D }, { D, D, U, D }, { D, D, D, D },
	};
	int id, r;

	load("history.trf");
	for (id = 1; id <= 9; id++)
		for (r = 1; r <= 4; r++)
			ck_assert_msg(tmt_float(t, P(id), r) == want[id - 1][r - 1],
				      "player %d round %d: %d", id, r,
				      (int)tmt_float(t, P(id), r));
	/* No float outside the recorded rounds. */
	ck_assert_int_eq(tmt_float(t, P(1), 0), N);
	ck_assert_int_eq(tmt_float(t, P(1), 5), N);
}
END_TEST

START_TEST(floats_history_2026)
{
	/* C.04.3 (2026) 1.4.2-1.4.4 on the same history: played games as
	 * above; an unplayed round is a downfloat only when it scored more
	 * than a loss.  Changes from 2017: R1 8, 9 (Z) none; R2 3 (forfeit
	 * loss) and 8 (blank) none, 4 (forfeit win), 5, 9 (H) still down;
	 * R3 7 (withdrawn) and 9 (blank) none, 6 (bye +) down; R4 4
	 * (forfeit loss) and 7 none, 8 (forfeit win), 5, 9 (F) down. */
	static const enum tmt_float want[9][4] = {
		{ N, N, D, U }, { N, N, N, D }, { N, N, U, U },
		{ D, D, N, N }, { N, D, D, D }, { N, U, D, D },
		{ N, D, N, N }, { N, N, U, D }, { N, D, N, D },
	};

	load("history.trf");
	for (int id = 1; id <= 9; id++)
		for (int r = 1; r <= 4; r++)
			ck_assert_msg(tmt_float_2026(t, P(id), r) == want[id - 1][r - 1],
				      "player %d round %d: %d", id, r,
				      (int)tmt_float_2026(t, P(id), r));
	ck_assert_int_eq(tmt_float_2026(t, P(1), 5), N);
}
END_TEST

START_TEST(floats_310)
{
	/* 3-1-0.  Round 1: all 0, 5 (U) down.  Round 2, before: 1 30,
	 * 2 0, 3 10, 4 10, 5 30: 3 v 1 -> 3 up, 1 down; 2 v 5 -> 2 up,
	 * 5 down; 4 (U) down. */
	load("scoring310.trf");
	ck_assert_int_eq(tmt_float(t, P(1), 1), N);
	ck_assert_int_eq(tmt_float(t, P(5), 1), D);
	ck_assert_int_eq(tmt_float(t, P(3), 1), N);
	ck_assert_int_eq(tmt_float(t, P(3), 2), U);
	ck_assert_int_eq(tmt_float(t, P(1), 2), D);
	ck_assert_int_eq(tmt_float(t, P(2), 2), U);
	ck_assert_int_eq(tmt_float(t, P(5), 2), D);
	ck_assert_int_eq(tmt_float(t, P(4), 2), D);
}
END_TEST

START_TEST(floats_accelerated)
{
	/* Companion §3.6.2: that round's virtual points count.
	 * Round 1: 1 (0+1) v 2 (0+1), 3 (0) v 4 (0): none.
	 * Round 2: 1 (1+1) v 4 (½): 1 down, 4 up; 2 (0+1) v 3 (½): 2 down,
	 * 3 up -- without the acceleration 2 (0) would have upfloated. */
	load("accel.trf");
	ck_assert_int_eq(tmt_float(t, P(1), 1), N);
	ck_assert_int_eq(tmt_float(t, P(2), 1), N);
	ck_assert_int_eq(tmt_float(t, P(3), 1), N);
	ck_assert_int_eq(tmt_float(t, P(1), 2), D);
	ck_assert_int_eq(tmt_float(t, P(4), 2), U);
	ck_assert_int_eq(tmt_float(t, P(2), 2), D);
	ck_assert_int_eq(tmt_float(t, P(3), 2), U);
}
END_TEST

/*
 * Lim 3.1: transferred = the player of a pair farther from the median
 * score (half a win per round played).  history.trf, round 2 (median
 * 0.5): 3 (0.5) met 4 (1, PAB) by forfeit: 4 moved down; 6 (0) met 7
 * (0.5): 6 moved up; 1-2 equal; 5 a half-point bye.  Round 3 (median
 * 1): 1 (1) met 3 (0.5): 3 moved; 5 (0.5) met 8 (0): 8 moved.
 */
START_TEST(lim_transferred)
{
	load("history.trf");
	for (int p = 1; p <= 9; p++)
		ck_assert(!tmt_lim_transferred(t, P(p), 1));	/* all on 0 */
	ck_assert(tmt_lim_transferred(t, P(4), 2));
	ck_assert(!tmt_lim_transferred(t, P(3), 2));
	ck_assert(tmt_lim_transferred(t, P(6), 2));
	ck_assert(!tmt_lim_transferred(t, P(7), 2));
	ck_assert(!tmt_lim_transferred(t, P(1), 2));
	ck_assert(!tmt_lim_transferred(t, P(2), 2));
	ck_assert(!tmt_lim_transferred(t, P(5), 2));	/* H: no pairing */
	ck_assert(tmt_lim_transferred(t, P(3), 3));
	ck_assert(!tmt_lim_transferred(t, P(1), 3));
	ck_assert(tmt_lim_transferred(t, P(8), 3));
	ck_assert(!tmt_lim_transferred(t, P(5), 3));
	ck_assert(!tmt_lim_transferred(t, P(4), 1));	/* the PAB moves nobody */
}
END_TEST

START_TEST(upfloats)
{
	/* Dubov: played a higher score; unplayed never counts.  From the
	 * table in floats_history: 1 -> round 4; 3 -> rounds 3, 4;
	 * 6 -> round 2; 8 -> round 3; 2, 4, 5, 7, 9 never. */
	load("history.trf");
	ck_assert_int_eq(tmt_upfloats(t, P(1), 4), 1);
	ck_assert_int_eq(tmt_upfloats(t, P(1), 3), 0);
	ck_assert_int_eq(tmt_upfloats(t, P(3), 4), 2);
	ck_assert_int_eq(tmt_upfloats(t, P(3), 3), 1);
	ck_assert_int_eq(tmt_upfloats(t, P(6), 4), 1);
	ck_assert_int_eq(tmt_upfloats(t, P(8), 4), 1);
	ck_assert_int_eq(tmt_upfloats(t, P(2), 4), 0);
	ck_assert_int_eq(tmt_upfloats(t, P(4), 4), 0);
	ck_assert_int_eq(tmt_upfloats(t, P(9), 4), 0);
}
END_TEST

START_TEST(upfloats_accelerated)
{
	/* From floats_accelerated: 3 and 4 upfloated in round 2, 2 not. */
	load("accel.trf");
	ck_assert_int_eq(tmt_upfloats(t, P(3), 2), 1);
	ck_assert_int_eq(tmt_upfloats(t, P(4), 2), 1);
	ck_assert_int_eq(tmt_upfloats(t, P(2), 2), 0);
}
END_TEST

Suite *suite_tournament_floats(void)
{
	Suite *s = suite_create("tournament_floats");
	TCase *tc = tcase_create("floats");

	tcase_add_checked_fixture(tc, NULL, unload);
	tcase_add_test(tc, floats_history);
	tcase_add_test(tc, floats_history_2026);
	tcase_add_test(tc, floats_310);
	tcase_add_test(tc, floats_accelerated);
	tcase_add_test(tc, lim_transferred);
	tcase_add_test(tc, upfloats);
	tcase_add_test(tc, upfloats_accelerated);
	suite_add_tcase(s, tc);
	return s;
}
