/*
 * test_completable.c - the completion test of C.04.3 A.9 / C4
 * (dround_completable): can the given players all be paired, but at
 * most one, who must be allowed the PAB (C2)?
 *
 * The rounds are filled by hand: only the compatibility matrix (C1,
 * C3, forbidden pairs, already settled) and byecand are read.  Each
 * expected answer is worked out by hand from the graph in the comment:
 * a perfect matching is written down when there is one, and when there
 * is none the reason (a count or an odd component) is given.
 */
#include <check.h>
#include <string.h>

#include "dutch/internal.h"

Suite *suite_dutch_completable(void);

#define MAXP 8

static struct dplayer pl[MAXP];
static unsigned char compat[MAXP * MAXP];
static struct dround dr;

/* n players, no one compatible, everyone allowed the PAB. */
static void setup(int n)
{
	memset(pl, 0, sizeof(pl));
	memset(compat, 0, sizeof(compat));
	memset(&dr, 0, sizeof(dr));
	for (int i = 0; i < n; i++) {
		pl[i].idx = i;
		pl[i].byecand = 1;
	}
	dr.n = n;
	dr.p = pl;
	dr.compat = compat;
}

static void meet(int a, int b)
{
	compat[a * dr.n + b] = compat[b * dr.n + a] = 1;
}

static int all(void)
{
	int who[MAXP];

	for (int i = 0; i < dr.n; i++)
		who[i] = i;
	return dround_completable(&dr, who, dr.n);
}

/* A path 0-1-2-3: {0-1, 2-3} pairs everyone. */
START_TEST(path_of_four)
{
	setup(4);
	meet(0, 1);
	meet(1, 2);
	meet(2, 3);
	ck_assert_int_eq(all(), 1);
}
END_TEST

/* A star around 0: every pair needs 0, so one pair at most and two
 * players left over; A.9 fails. */
START_TEST(star_of_four)
{
	setup(4);
	meet(0, 1);
	meet(0, 2);
	meet(0, 3);
	ck_assert_int_eq(all(), 0);
}
END_TEST

/* Odd: a triangle, only 1 may get the PAB (C2): 0-2 and 1 the PAB. */
START_TEST(triangle_bye_to_the_only_eligible)
{
	setup(3);
	meet(0, 1);
	meet(1, 2);
	meet(0, 2);
	pl[0].byecand = pl[2].byecand = 0;
	ck_assert_int_eq(all(), 1);
}
END_TEST

/* Only 0-1 may meet, so 2 must take the PAB; C2 forbids it (only 0 is
 * eligible, and 0 out leaves 1-2, who may not meet). */
START_TEST(bye_needed_by_ineligible)
{
	setup(3);
	meet(0, 1);
	pl[1].byecand = pl[2].byecand = 0;
	ck_assert_int_eq(all(), 0);
	/* The same with 2 eligible: 0-1 and 2 the PAB. */
	pl[2].byecand = 1;
	ck_assert_int_eq(all(), 1);
}
END_TEST

/* Two triangles 0-1-2 and 3-4-5 and nothing between: each is an odd
 * component, so one player of each is left over.  A bridge 2-3 pairs
 * everyone: {0-1, 2-3, 4-5} (found only through an odd cycle). */
START_TEST(two_triangles)
{
	setup(6);
	meet(0, 1);
	meet(1, 2);
	meet(0, 2);
	meet(3, 4);
	meet(4, 5);
	meet(3, 5);
	ck_assert_int_eq(all(), 0);
	meet(2, 3);
	ck_assert_int_eq(all(), 1);
}
END_TEST

/* A subset of the round: who = {4, 2} is one pair if 2 and 4 may
 * meet, else no pairing of two players without a PAB exists. */
START_TEST(subset_of_players)
{
	int who[2] = { 4, 2 };

	setup(5);
	meet(0, 1);
	ck_assert_int_eq(dround_completable(&dr, who, 2), 0);
	meet(2, 4);
	ck_assert_int_eq(dround_completable(&dr, who, 2), 1);
}
END_TEST

/* No one to pair: trivially complete.  One player: the PAB, if C2
 * allows it. */
START_TEST(empty_and_single)
{
	setup(1);
	ck_assert_int_eq(dround_completable(&dr, NULL, 0), 1);
	ck_assert_int_eq(all(), 1);
	pl[0].byecand = 0;
	ck_assert_int_eq(all(), 0);
}
END_TEST

Suite *suite_dutch_completable(void)
{
	Suite *s = suite_create("dutch_completable");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, path_of_four);
	tcase_add_test(tc, star_of_four);
	tcase_add_test(tc, triangle_bye_to_the_only_eligible);
	tcase_add_test(tc, bye_needed_by_ineligible);
	tcase_add_test(tc, two_triangles);
	tcase_add_test(tc, subset_of_players);
	tcase_add_test(tc, empty_and_single);
	suite_add_tcase(s, tc);
	return s;
}
