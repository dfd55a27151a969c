/*
 * test_lim_groups.c - Lim section 2: compatibility with the colour
 * limits (2.1, 2.3 b/c), score-group order around the median (2.2),
 * transfers (2.3 a/d) and the blocked median group (2.6).
 */
#include <check.h>

#include "support/lim_fixture.h"

Suite *suite_lim_groups(void);

/*
 * Round 3 of five, 8 players.  R1: 1-5, 2-6, 3-7, 4-8 (top White, wins);
 * R2: 1-3 (3 White, 1 wins), 2-4 (4 White, 2 wins), 5-7 (5 White, wins),
 * 6-8 (6 White, wins).  Groups (2.2, median 1): {1, 2} on 2, {3..6} on
 * 1 (median), {7, 8} on 0.
 * {1, 2}: 1-2; both WB, due White, identical, above the median the
 * higher ranked has it (5.4): 1-2.
 * {7, 8}: both BB, each must have White (5.3): not compatible (2.1,
 * 2.3 c): both float up.  Median: up-floaters first, the lowest numbered
 * first (3.7.1): #8 takes the strongest due Black (3.8): #3 (WW): 8-3;
 * #7 the next: #4 (WW): 7-4; 5 v 6 both BW due Black, identical, the
 * higher ranked #5 has Black: 6-5.
 * Boards: 1-2; then on 1 point: 6-5 (sum 2), 8-3, 7-4 (sum 1).
 */
START_TEST(colour_incompatible_float)
{
	const char *p[] = { "1 5w1 3b1", "2 6w1 4b1", "3 7w1 1w0", "4 8w1 2w0",
			    "5 1b0 7w1", "6 2b0 8w1", "7 3b0 5b0", "8 4b0 6b0",
			    NULL };
	lfx_pairs_as("XXR 5\n", p, NULL, "1-2 6-5 8-3 7-4", 0);
}
END_TEST

/*
 * 2.6: round 2, R1 1-6, 2-5, 3-4 (top White, wins).  {1, 2, 3} (above
 * the empty median) is odd, all due Black: the lowest numbered #3
 * floats (3.2); 1-2.  {4, 5, 6} upward: the highest numbered #4 floats
 * up (3.2); 6-5.  The median group {3, 4}: they met: blocked.  Down-
 * and up-floaters are equal in number, so the higher group's pair 1-2 is
 * cracked (2.6): {1, 2, 3, 4}, down-floaters first, #1 (due B) takes the
 * first due White (3.8): #4: 4-1; #2 meets #3, both due Black with the
 * same history, the higher ranked #2 has it: 3-2.  6-5 below the median:
 * the lower ranked #6 has his due White.
 * Boards: 3-2 (1 point, sum 2), 4-1 (sum 1), 6-5.
 */
START_TEST(blocked_median)
{
	const char *p[] = { "1 6w1", "2 5w1", "3 4w1", "4 3b0", "5 2b0", "6 1b0",
			    NULL };
	lfx_pairs_as("XXR 5\n", p, NULL, "3-2 4-1 6-5", 0);
}
END_TEST

/*
 * 2.3 a: round 2, R1 1-5, 2-6, 3-7, 4-8 (top White, wins); #1 is
 * forbidden (XXP) to meet 2, 3 and 4: he has "played" his whole group
 * and floats.  {2, 3, 4} is then odd: the lowest numbered #4 floats
 * (2.3 d, 3.2): 2-3, the higher ranked #2 Black: 3-2.  {5..8} upward:
 * 8-6, 7-5 (lower ranked White).  The median {1, 4}: forbidden: blocked;
 * two down-floaters, none up: crack the lower half's last pair 7-5.
 * #1 (due B) takes the first due White: #5 (met), then #7: 7-1; #4 v #5:
 * 5-4.  Boards: 3-2 (sum 2); 7-1, 5-4 (sum 1); 8-6.
 */
START_TEST(played_whole_group)
{
	const char *p[] = { "1 5w1", "2 6w1", "3 7w1", "4 8w1",
			    "5 1b0", "6 2b0", "7 3b0", "8 4b0", NULL };
	lfx_pairs_as("XXR 5\nXXP 1 2\nXXP 1 3\nXXP 1 4\n", p, NULL, "3-2 7-1 5-4 8-6", 0);
}
END_TEST

Suite *suite_lim_groups(void)
{
	Suite *s = suite_create("lim_groups");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, colour_incompatible_float);
	tcase_add_test(tc, blocked_median);
	tcase_add_test(tc, played_whole_group);
	suite_add_tcase(s, tc);
	return s;
}
