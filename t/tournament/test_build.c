/*
 * test_build.c - the model: pairing order, per-round records, the round
 * to be paired and who takes part in it.
 */
#include <check.h>
#include <stdio.h>

#include "tournament/tournament.h"
#include "support/tmt_fixture.h"

Suite *suite_tournament_build(void);

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

/* Record of start number id in round r. */
static const struct tmt_round *at(int id, int r)
{
	return tmt_at(t, tmt_index(t, id), r);
}

START_TEST(order_by_start_number)
{
	int p;

	load("history.trf");
	ck_assert_int_eq(t->n, 9);
	for (p = 0; p < 9; p++) {
		ck_assert_int_eq(t->players[p].id, p + 1);
		ck_assert_int_eq(tmt_index(t, p + 1), p);
	}
	ck_assert_int_eq(tmt_index(t, 0), -1);
	ck_assert_int_eq(tmt_index(t, 10), -1);
	ck_assert_int_eq(t->players[5].rating, 1901);
	ck_assert_int_eq(t->total_rounds, 6);
}
END_TEST

START_TEST(order_by_rank)
{
	/* XXC rank: the file order 30, 10, 20 is the pairing order
	 * (trf-format.md §5), whatever the start numbers. */
	load("rank.trf");
	ck_assert_int_eq(t->n, 3);
	ck_assert_int_eq(t->players[0].id, 30);
	ck_assert_int_eq(t->players[1].id, 10);
	ck_assert_int_eq(t->players[2].id, 20);
	ck_assert_int_eq(tmt_index(t, 30), 0);
	ck_assert_int_eq(tmt_index(t, 10), 1);
	ck_assert_int_eq(tmt_index(t, 20), 2);
	ck_assert_int_eq(tmt_index(t, 5), -1);
	ck_assert_int_eq(t->players[1].rating, 2200);
}
END_TEST

START_TEST(rounds_detected)
{
	/* §5.1: last pairing block in round 4 (8-4), last non-blank block
	 * in round 5 (3 and 6 sit out): R = max(4, 5 - 1) = 4.  Not every
	 * player has a block in round 5, so round 5 is to be paired. */
	load("history.trf");
	ck_assert_int_eq(t->rounds, 4);
	ck_assert_int_eq(t->next_round, 5);
}
END_TEST

START_TEST(rounds_none_played)
{
	/* No blocks at all: R = 0, round 1 is paired, everyone in it. */
	load("rank.trf");
	ck_assert_int_eq(t->rounds, 0);
	ck_assert_int_eq(t->next_round, 1);
	ck_assert(tmt_to_be_paired(t, 0, 1));
	ck_assert(tmt_to_be_paired(t, 1, 1));
	ck_assert(tmt_to_be_paired(t, 2, 1));
}
END_TEST

START_TEST(rounds_all_sit_out)
{
	/* §5.1 step 5: R = max(1, 2 - 1) = 1, but all three players have a
	 * non-pairing block in round 2, so round 2 is complete and round 3
	 * is paired. */
	load("allbye.trf");
	ck_assert_int_eq(t->rounds, 2);
	ck_assert_int_eq(t->next_round, 3);
	ck_assert(!tmt_to_be_paired(t, tmt_index(t, 1), 2));
	ck_assert(!tmt_to_be_paired(t, tmt_index(t, 2), 2));
	ck_assert(!tmt_to_be_paired(t, tmt_index(t, 3), 2));
	ck_assert_int_eq(at(1, 2)->kind, TMT_HPB);
	ck_assert_int_eq(at(2, 2)->kind, TMT_ZPB);
	ck_assert_int_eq(at(3, 2)->kind, TMT_FPB);
}
END_TEST

START_TEST(kinds_played)
{
	load("history.trf");
	/* §3.1: 1 = 0 W D L are games played over the board. */
	ck_assert_int_eq(at(1, 1)->kind, TMT_PLAYED);
	ck_assert_int_eq(at(1, 1)->opponent, tmt_index(t, 5));
	ck_assert_int_eq(at(1, 1)->colour, 'w');
	ck_assert_int_eq(at(1, 1)->result, '1');
	ck_assert_int_eq(at(2, 2)->kind, TMT_PLAYED);
	ck_assert_int_eq(at(2, 2)->result, 'W');
	ck_assert_int_eq(at(2, 2)->colour, 'w');
	ck_assert_int_eq(at(1, 2)->kind, TMT_PLAYED);
	ck_assert_int_eq(at(1, 2)->result, 'L');
	ck_assert_int_eq(at(1, 2)->colour, 'b');
	ck_assert_int_eq(at(7, 2)->kind, TMT_PLAYED);
	ck_assert_int_eq(at(7, 2)->result, 'D');
	ck_assert(at(7, 2)->paired);
}
END_TEST

START_TEST(kinds_forfeits)
{
	load("history.trf");
	/* §3.1, companion §2.5: a forfeit is paired but not played and
	 * carries no colour although the file shows one. */
	ck_assert_int_eq(at(4, 2)->kind, TMT_FORFEIT_WIN);
	ck_assert_int_eq(at(4, 2)->opponent, tmt_index(t, 3));
	ck_assert_int_eq(at(4, 2)->colour, 0);
	ck_assert(at(4, 2)->paired);
	ck_assert_int_eq(at(3, 2)->kind, TMT_FORFEIT_LOSS);
	ck_assert_int_eq(at(3, 2)->opponent, tmt_index(t, 4));
	ck_assert_int_eq(at(3, 2)->colour, 0);
	ck_assert_int_eq(at(8, 4)->kind, TMT_FORFEIT_WIN);
	ck_assert_int_eq(at(4, 4)->kind, TMT_FORFEIT_LOSS);
}
END_TEST

START_TEST(kinds_byes)
{
	load("history.trf");
	/* U is the pairing-allocated bye, so is the legacy `0000 - +`. */
	ck_assert_int_eq(at(4, 1)->kind, TMT_PAB);
	ck_assert_int_eq(at(4, 1)->opponent, -1);
	ck_assert(at(4, 1)->paired);
	ck_assert_int_eq(at(6, 3)->kind, TMT_PAB);
	ck_assert_int_eq(at(6, 3)->result, 'U');
	ck_assert(at(6, 3)->paired);
	/* H, F, Z: requested, decided before the pairing. */
	ck_assert_int_eq(at(5, 2)->kind, TMT_HPB);
	ck_assert(!at(5, 2)->paired);
	ck_assert_int_eq(at(5, 4)->kind, TMT_FPB);
	ck_assert(!at(5, 4)->paired);
	ck_assert_int_eq(at(9, 1)->kind, TMT_ZPB);
	ck_assert(!at(9, 1)->paired);
}
END_TEST

START_TEST(kinds_absent)
{
	load("history.trf");
	/* Late entrant 8: Z in round 1, a blank block (absence, §5.1
	 * step 1) in round 2, then games. */
	ck_assert_int_eq(at(8, 1)->kind, TMT_ZPB);
	ck_assert_int_eq(at(8, 2)->kind, TMT_ZPB);
	ck_assert_int_eq(at(8, 2)->opponent, -1);
	ck_assert(!at(8, 2)->paired);
	ck_assert_int_eq(at(8, 3)->kind, TMT_PLAYED);
	/* Withdrawn 7: no block after round 2 is an absence. */
	ck_assert_int_eq(at(7, 3)->kind, TMT_ZPB);
	ck_assert_int_eq(at(7, 4)->kind, TMT_ZPB);
	ck_assert(!at(7, 3)->paired);
	ck_assert_int_eq(at(7, 3)->points, 0);
	/* Out of range: absent, not paired. */
	ck_assert_int_eq(at(1, 0)->kind, TMT_ZPB);
	ck_assert(!at(1, 7)->paired);
	ck_assert(!tmt_at(t, -1, 1)->paired);
	ck_assert(!tmt_at(t, 9, 1)->paired);
}
END_TEST

START_TEST(to_be_paired_next)
{
	load("history.trf");
	/* §5.1 step 4: 3 (H) and 6 (Z) have non-pairing blocks in column
	 * 5; 7 is absent by XXZ; everybody else will be paired, including
	 * those whose lines simply end (§5.2). */
	ck_assert(!tmt_to_be_paired(t, tmt_index(t, 3), 5));
	ck_assert_int_eq(at(3, 5)->kind, TMT_HPB);
	ck_assert(!tmt_to_be_paired(t, tmt_index(t, 6), 5));
	ck_assert(!tmt_to_be_paired(t, tmt_index(t, 7), 5));
	ck_assert_int_eq(at(7, 5)->kind, TMT_ZPB);
	ck_assert(tmt_to_be_paired(t, tmt_index(t, 1), 5));
	ck_assert(tmt_to_be_paired(t, tmt_index(t, 2), 5));
	ck_assert(tmt_to_be_paired(t, tmt_index(t, 4), 5));
	ck_assert(tmt_to_be_paired(t, tmt_index(t, 5), 5));
	ck_assert(tmt_to_be_paired(t, tmt_index(t, 8), 5));
	ck_assert(tmt_to_be_paired(t, tmt_index(t, 9), 5));
	ck_assert_int_eq(at(1, 5)->points, 0);
	/* Round 6 is not known yet. */
	ck_assert(!tmt_to_be_paired(t, tmt_index(t, 1), 6));
}
END_TEST

START_TEST(to_be_paired_past)
{
	load("history.trf");
	/* §5.1 (checking): a round's pairing left out its H/F/Z/absent
	 * players; PAB and forfeits took part. */
	ck_assert(tmt_to_be_paired(t, tmt_index(t, 4), 1));	/* U */
	ck_assert(!tmt_to_be_paired(t, tmt_index(t, 8), 1));	/* Z */
	ck_assert(!tmt_to_be_paired(t, tmt_index(t, 9), 1));	/* Z */
	ck_assert(tmt_to_be_paired(t, tmt_index(t, 3), 2));	/* - */
	ck_assert(!tmt_to_be_paired(t, tmt_index(t, 5), 2));	/* H */
	ck_assert(!tmt_to_be_paired(t, tmt_index(t, 8), 2));	/* blank */
	ck_assert(!tmt_to_be_paired(t, tmt_index(t, 7), 3));	/* gone */
	ck_assert(tmt_to_be_paired(t, tmt_index(t, 6), 3));	/* 0000 - + */
}
END_TEST

START_TEST(absences_240)
{
	/* 240 H for round 3 (the round to be paired) takes player 2 out;
	 * the 240 Z for round 4 is not about this pairing. */
	load("allbye.trf");
	ck_assert(!tmt_to_be_paired(t, tmt_index(t, 2), 3));
	ck_assert_int_eq(at(2, 3)->kind, TMT_HPB);
	ck_assert(tmt_to_be_paired(t, tmt_index(t, 1), 3));
	ck_assert(tmt_to_be_paired(t, tmt_index(t, 3), 3));
}
END_TEST

Suite *suite_tournament_build(void)
{
	Suite *s = suite_create("tournament_build");
	TCase *tc = tcase_create("build");

	tcase_add_checked_fixture(tc, NULL, unload);
	tcase_add_test(tc, order_by_start_number);
	tcase_add_test(tc, order_by_rank);
	tcase_add_test(tc, rounds_detected);
	tcase_add_test(tc, rounds_none_played);
	tcase_add_test(tc, rounds_all_sit_out);
	tcase_add_test(tc, kinds_played);
	tcase_add_test(tc, kinds_forfeits);
	tcase_add_test(tc, kinds_byes);
	tcase_add_test(tc, kinds_absent);
	tcase_add_test(tc, to_be_paired_next);
	tcase_add_test(tc, to_be_paired_past);
	tcase_add_test(tc, absences_240);
	suite_add_tcase(s, tc);
	return s;
}
