/*
 * test_dubov.c - ARO, MaxT, games played and rematches.
 */
#include <check.h>
#include <stdio.h>

#include "tournament/tournament.h"
#include "support/tmt_fixture.h"

Suite *suite_tournament_dubov(void);

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

START_TEST(aro)
{
	/* Dubov 1.6: over-the-board opponents only, .5 rounds up.
	 * Ratings: 1 2400, 2 2300, 3 2200, 4 2100, 5 2000, 6 1901,
	 * 7 1800, 8 1700, 9 1600. */
	load("history.trf");
	/* 1: 5, 2, 3, 6 = 2000+2300+2200+1901 = 8401 / 4 = 2100.25 */
	ck_assert_int_eq(tmt_aro(t, P(1), 4), 2100);
	/* 7: 3, 6 = 4101 / 2 = 2050.5 -> 2051 (1.6.1: the higher) */
	ck_assert_int_eq(tmt_aro(t, P(7), 4), 2051);
	/* 3: 7, (forfeit v 4 dropped), 1, 2 = 6500 / 3 = 2166.67 */
	ck_assert_int_eq(tmt_aro(t, P(3), 4), 2167);
	/* 4: U, forfeit, 2, forfeit = 2300 */
	ck_assert_int_eq(tmt_aro(t, P(4), 4), 2300);
	/* 5: 1, H, 8, F = 4100 / 2 */
	ck_assert_int_eq(tmt_aro(t, P(5), 4), 2050);
	/* 9: no game -> 0 (1.6.3) */
	ck_assert_int_eq(tmt_aro(t, P(9), 4), 0);
	/* after round 1 only: 1 met 5 (2000); 3 met 7 (1800) */
	ck_assert_int_eq(tmt_aro(t, P(1), 1), 2000);
	ck_assert_int_eq(tmt_aro(t, P(3), 1), 1800);
	ck_assert_int_eq(tmt_aro(t, P(1), 0), 0);
}
END_TEST

START_TEST(maxt)
{
	/* Dubov 1.7.2: 2 + [Rnds / 5]. */
	load("history.trf");		/* XXR 6 -> 3 */
	ck_assert_int_eq(tmt_maxt(t), 3);
	unload();
	load("scoring310.trf");		/* XXR 3 -> 2 */
	ck_assert_int_eq(tmt_maxt(t), 2);
	unload();
	load("rank.trf");		/* XXR 9 -> 3 */
	ck_assert_int_eq(tmt_maxt(t), 3);
	unload();
	load("accel.trf");		/* XXR 5 -> 3 */
	ck_assert_int_eq(tmt_maxt(t), 3);
}
END_TEST

START_TEST(games_played)
{
	/* Dubov 2.1.4 counts over-the-board games only. */
	load("history.trf");
	ck_assert_int_eq(tmt_games_played(t, P(1), 4), 4);
	ck_assert_int_eq(tmt_games_played(t, P(3), 4), 3);
	ck_assert_int_eq(tmt_games_played(t, P(4), 4), 1);
	ck_assert_int_eq(tmt_games_played(t, P(6), 4), 3);
	ck_assert_int_eq(tmt_games_played(t, P(8), 4), 1);
	ck_assert_int_eq(tmt_games_played(t, P(9), 4), 0);
	ck_assert_int_eq(tmt_games_played(t, P(1), 2), 2);
}
END_TEST

START_TEST(played_each_other)
{
	/* C1 forbids rematches of games played; a forfeited pair may meet
	 * again (companion §2.5). */
	load("history.trf");
	ck_assert(tmt_played_each_other(t, P(1), P(5), 4));
	ck_assert(tmt_played_each_other(t, P(5), P(1), 4));
	ck_assert(tmt_played_each_other(t, P(2), P(1), 4));	/* W / L */
	ck_assert(!tmt_played_each_other(t, P(1), P(3), 2));
	ck_assert(tmt_played_each_other(t, P(1), P(3), 3));
	ck_assert(!tmt_played_each_other(t, P(4), P(3), 4));	/* forfeit */
	ck_assert(!tmt_played_each_other(t, P(8), P(4), 4));	/* forfeit */
	ck_assert(!tmt_played_each_other(t, P(1), P(2), 1));
}
END_TEST

Suite *suite_tournament_dubov(void)
{
	Suite *s = suite_create("tournament_dubov");
	TCase *tc = tcase_create("dubov");

	tcase_add_checked_fixture(tc, NULL, unload);
	tcase_add_test(tc, aro);
	tcase_add_test(tc, maxt);
	tcase_add_test(tc, games_played);
	tcase_add_test(tc, played_each_other);
	suite_add_tcase(s, tc);
	return s;
}
