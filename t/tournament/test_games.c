/*
 * test_games.c - who may not meet whom: tmt_each_barred() on
 * fixtures/tournament/barred.trf (games of rounds 1-2, a forfeit, XXP
 * lines for all rounds and 260 lines for some).
 */
#include <check.h>
#include <stdio.h>

#include "tournament/tournament.h"
#include "support/tmt_fixture.h"

Suite *suite_tournament_games(void);

static struct trf_doc *doc;
static struct tmt *t;

static void unload(void)
{
	tmt_fixture_free(&t, &doc);
}

#define P(id) tmt_index(t, id)

/* What tmt_each_barred() reported: count[why][a][b] with a < b (places). */
struct seen {
	int count[3][8][8];
	int calls;
	int xxp_after_game;	/* an XXP pair came after a game */
};

static void record(void *ctx, int a, int b, enum tmt_barred why)
{
	struct seen *s = ctx;

	ck_assert(a != b);
	ck_assert(a >= 0 && a < 8 && b >= 0 && b < 8);
	ck_assert(why == TMT_BARRED_XXP || why == TMT_BARRED_MET);
	if (why == TMT_BARRED_XXP) {
		for (int x = 0; x < 8; x++)
			for (int y = 0; y < 8; y++)
				s->xxp_after_game |= s->count[TMT_BARRED_MET][x][y] > 0;
	}
	s->count[why][a < b ? a : b][a < b ? b : a]++;
	s->calls++;
}

/* The places of the players by start number (0 = not in the field). */
static void places(const int *of_id, int *place)
{
	for (int i = 0; i < t->n; i++)
		place[i] = -1;
	for (int id = 1; id <= 6; id++)
		if (of_id[id] >= 0)
			place[P(id)] = of_id[id];
}

static int got(const struct seen *s, enum tmt_barred why, int a, int b)
{
	return s->count[why][a < b ? a : b][a < b ? b : a];
}

START_TEST(barred_round3)
{
	/* Round 3: the games 1-4, 2-5, 1-2, 3-4, 5-6 (3-6 was a forfeit,
	 * companion §2.5); XXP 1-3 and 1-2 always, 260 2-6 in round 3
	 * only, 260 4-5 in rounds 1-2 only.  Places = start number - 1. */
	int of_id[7] = { -1, 0, 1, 2, 3, 4, 5 }, place[8];
	struct seen s = { 0 };

	t = tmt_fixture_load("barred.trf", &doc);
	places(of_id, place);
	tmt_each_barred(t, 3, place, record, &s);
	ck_assert_int_eq(got(&s, TMT_BARRED_MET, 0, 3), 1);
	ck_assert_int_eq(got(&s, TMT_BARRED_MET, 1, 4), 1);
	ck_assert_int_eq(got(&s, TMT_BARRED_MET, 0, 1), 1);
	ck_assert_int_eq(got(&s, TMT_BARRED_MET, 2, 3), 1);
	ck_assert_int_eq(got(&s, TMT_BARRED_MET, 4, 5), 1);
	ck_assert_int_eq(got(&s, TMT_BARRED_MET, 2, 5), 0);	/* forfeit */
	ck_assert_int_eq(got(&s, TMT_BARRED_XXP, 0, 2), 1);
	ck_assert_int_eq(got(&s, TMT_BARRED_XXP, 0, 1), 1);
	ck_assert_int_eq(got(&s, TMT_BARRED_XXP, 1, 5), 1);
	ck_assert_int_eq(got(&s, TMT_BARRED_XXP, 3, 4), 0);	/* rounds 1-2 */
	ck_assert_int_eq(s.calls, 8);
	ck_assert_int_eq(s.xxp_after_game, 0);
}
END_TEST

START_TEST(barred_round2)
{
	/* Round 2: only round 1's games; the 260 line of rounds 1-2 holds,
	 * the one of round 3 does not. */
	int of_id[7] = { -1, 0, 1, 2, 3, 4, 5 }, place[8];
	struct seen s = { 0 };

	t = tmt_fixture_load("barred.trf", &doc);
	places(of_id, place);
	tmt_each_barred(t, 2, place, record, &s);
	ck_assert_int_eq(got(&s, TMT_BARRED_MET, 0, 3), 1);
	ck_assert_int_eq(got(&s, TMT_BARRED_MET, 1, 4), 1);
	ck_assert_int_eq(got(&s, TMT_BARRED_MET, 0, 1), 0);
	ck_assert_int_eq(got(&s, TMT_BARRED_XXP, 3, 4), 1);
	ck_assert_int_eq(got(&s, TMT_BARRED_XXP, 1, 5), 0);
	ck_assert_int_eq(s.calls, 5);	/* 2 games, XXP 1-3, 1-2, 4-5 */
}
END_TEST

START_TEST(barred_places)
{
	/* The field in another order without player 5: the pairs come as
	 * places, and none with a player outside the field. */
	int of_id[7] = { -1, 4, 3, 2, 1, -1, 0 }, place[8];
	struct seen s = { 0 };

	t = tmt_fixture_load("barred.trf", &doc);
	places(of_id, place);
	tmt_each_barred(t, 3, place, record, &s);
	ck_assert_int_eq(got(&s, TMT_BARRED_MET, 4, 1), 1);	/* 1-4 */
	ck_assert_int_eq(got(&s, TMT_BARRED_MET, 4, 3), 1);	/* 1-2 */
	ck_assert_int_eq(got(&s, TMT_BARRED_MET, 2, 1), 1);	/* 3-4 */
	ck_assert_int_eq(got(&s, TMT_BARRED_XXP, 4, 2), 1);	/* 1-3 */
	ck_assert_int_eq(got(&s, TMT_BARRED_XXP, 4, 3), 1);	/* 1-2 */
	ck_assert_int_eq(got(&s, TMT_BARRED_XXP, 3, 0), 1);	/* 2-6 */
	ck_assert_int_eq(s.calls, 6);
}
END_TEST

Suite *suite_tournament_games(void)
{
	Suite *s = suite_create("tournament_games");
	TCase *tc = tcase_create("barred");

	tcase_add_checked_fixture(tc, NULL, unload);
	tcase_add_test(tc, barred_round3);
	tcase_add_test(tc, barred_round2);
	tcase_add_test(tc, barred_places);
	suite_add_tcase(s, tc);
	return s;
}
