/*
 * test_lim_round2.c - Lim section 8: round two, the 1-point group, then
 * the 0-point group, then the median (0.5) group (8.3), with the PAB of
 * 8.2.
 */
#include <check.h>

#include "support/lim_fixture.h"

Suite *suite_lim_round2(void);

/*
 * R1: 1-5, 2-6 won by White; 3-7, 4-8 drawn (3, 4 White).  Groups: 1
 * point {1, 2}, 0 {5, 6}, median 0.5 {3, 4, 7, 8}.  2-1 (both due B,
 * higher ranked Black); 6-5 (both due W, below the median the lower
 * ranked White).  Median: 3-7 met, so 3-8 (4.2), 4-7: 8-3, 7-4.
 * Boards: 2-1; 8-3, 7-4; 6-5.
 */
START_TEST(three_groups)
{
	const char *p[] = { "1 5w1", "2 6w1", "3 7w=", "4 8w=", "5 1b0", "6 2b0",
			    "7 3b=", "8 4b=", NULL };
	lfx_pairs_as("XXR 5\n", p, NULL, "2-1 8-3 7-4 6-5", 0);
}
END_TEST

/*
 * 8.2: seven players.  R1 1-4 (1 W wins), 2-5 drawn (2 W), 3-6 (3 W
 * wins), #7 PAB.  PAB now: lowest group {4, 6}: #6.  {1, 3, 7}: due
 * Black 1, 3, none for 7: a Black-due player floats, the lowest
 * numbered: #3; 1-7: 7-1.  #4 floats up.  Median {2, 5} + 3 (DF) + 4
 * (UF): #3 (due B) takes the first due White: #5: 5-3; #4 (due W) v #2
 * (due B): 4-2.  Boards: 7-1, 5-3, 4-2; PAB 6.
 */
START_TEST(odd_round_two)
{
	const char *p[] = { "1 4w1", "2 5w=", "3 6w1", "4 1b0", "5 2b=", "6 3b0",
			    "7 -U", NULL };
	lfx_pairs_as("XXR 5\n", p, NULL, "7-1 5-3 4-2", 6);
}
END_TEST

/*
 * No draws: R1 1-3 (1 White wins), 4-2 (2 Black wins).  {1, 2}: 1 due
 * Black, 2 due White: 2-1.  {3, 4}: 3 due White, 4 due Black: 3-4.
 */
START_TEST(no_draws)
{
	const char *p[] = { "1 3w1", "2 4b1", "3 1b0", "4 2w0", NULL };

	lfx_pairs_as("XXR 5\n", p, NULL, "2-1 3-4", 0);
}
END_TEST

Suite *suite_lim_round2(void)
{
	Suite *s = suite_create("lim_round2");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, three_groups);
	tcase_add_test(tc, odd_round_two);
	tcase_add_test(tc, no_draws);
	suite_add_tcase(s, tc);
	return s;
}
