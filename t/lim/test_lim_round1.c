/*
 * test_lim_round1.c - Lim section 7 (round one): the 7.2 example with
 * forty players under both draws, the PAB of 7.1, and 2.4 / 4 with a
 * forbidden pair in round one.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "support/lim_fixture.h"

Suite *suite_lim_round1(void);

/* Players 1..n without history. */
static void load_fresh(const char *header, int n)
{
	static char specs[64][8];
	static const char *p[65];

	for (int i = 0; i < n; i++) {
		snprintf(specs[i], sizeof(specs[i]), "%d", i + 1);
		p[i] = specs[i];
	}
	p[n] = NULL;
	lfx_load(header, p);
}

/* The 7.2 pairing of 2m players, White first; first = colour of #1. */
static void expect_72(int m, int white_first)
{
	char want[2048];
	size_t n = 0;

	for (int i = 1; i <= m; i++) {
		/* Odd numbers of the top half take #1's colour, even ones
		 * the other (7.2). */
		int top_white = (i % 2 == 1) == white_first;
		n += (size_t)snprintf(want + n, sizeof(want) - n, "%d-%d ",
				      top_white ? i : i + m, top_white ? i + m : i);
	}
	lfx_expect(want, 0);
}

/* 7.2: "1 v 21, 22 v 2, 3 v 23, 24 v 4, ... 40 v 20" when #1 draws
 * White; boards in publication order (all on 0: by the top player). */
START_TEST(forty_white)
{
	load_fresh("XXR 9\nXXC white1\n", 40);
	lfx_pair(NULL);
	expect_72(20, 1);
	lfx_board(1, 21);
	lfx_board(22, 2);
	lfx_board(40, 20);
	lfx_teardown();
}
END_TEST

/* 7.2: "21 v 1, 2 v 22, 23 v 3, 4 v 24 ... 20 v 40" when #1 draws Black. */
START_TEST(forty_black)
{
	load_fresh("XXR 9\nXXC black1\n", 40);
	lfx_pair(NULL);
	expect_72(20, 0);
	lfx_board(21, 1);
	lfx_board(2, 22);
	lfx_board(20, 40);
	lfx_teardown();
}
END_TEST

/* 7.1: eleven players, the lowest rated (#11, last in the list) has the
 * PAB; the other ten pair 1-6, 7-2, 3-8, 9-4, 5-10 (7.2, White drawn). */
START_TEST(odd_field_bye_to_lowest)
{
	load_fresh("XXR 5\nXXC white1\n", 11);
	lfx_pair(NULL);
	lfx_expect("1-6 7-2 3-8 9-4 5-10", 11);
	lfx_teardown();
}
END_TEST

/* 7.1: "the lowest rated player in the Pairing List": the pairing list
 * is the start-rank order (C.04.2), so the last pairing number has it,
 * here #7 although the file rates him above #6.  The six others pair
 * 1-4, 5-2, 3-6 (7.2, White drawn). */
START_TEST(bye_by_pairing_list)
{
	const char *q[] = { "1@2000", "2@1900", "3@1800", "4@1700", "5@1650",
			    "6@1500", "7@1600", NULL };
	lfx_pairs_as("XXR 5\nXXC white1\n", q, NULL, "1-4 5-2 3-6", 7);
}
END_TEST

/* 2.5 and 4.2 in round one: #1 and #5 may not meet (XXP).  Proposed
 * 1-5, 2-6, 3-7, 4-8; 1-5 fails, so #5 and #6 change places (4.2):
 * 1-6, 2-5, 3-7, 4-8.  Colours by 7.2 from the top player's number:
 * 1 White, 2 Black, 3 White, 4 Black. */
START_TEST(forbidden_pair_exchanged)
{
	load_fresh("XXR 5\nXXC white1\nXXP 1 5\n", 8);
	lfx_pair(NULL);
	lfx_expect("1-6 5-2 3-7 8-4", 0);
	lfx_teardown();
}
END_TEST

Suite *suite_lim_round1(void)
{
	Suite *s = suite_create("lim_round1");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, forty_white);
	tcase_add_test(tc, forty_black);
	tcase_add_test(tc, odd_field_bye_to_lowest);
	tcase_add_test(tc, bye_by_pairing_list);
	tcase_add_test(tc, forbidden_pair_exchanged);
	suite_add_tcase(s, tc);
	return s;
}
