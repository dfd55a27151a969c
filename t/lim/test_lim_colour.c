/*
 * test_lim_colour.c - Lim section 5: the colour scrutiny by exchanges
 * (5.2), colour histories deciding (5.4), and identical histories above
 * and below the median (5.4).
 */
#include <check.h>

#include "support/lim_fixture.h"

/*
 * 5.6 when 5.3 binds both (issue 17): round 6 of 6, only #1 and #2
 * present, both on 2.5.  #1: W W B B (absent in round 5), level; #2:
 * B W W B B, one more Black.  Both had Black twice running, both due
 * White (5.3), and in the last round one of them may repeat it (6): 5.3
 * binds both alike.  5.6, even round: "whenever possible" each gets
 * the colour that gives him equal numbers -- possible for #2 only
 * (White), so 2-1, not 1-2 as 5.4 would give by rank (the histories are
 * identical as far as #1's go).
 */
START_TEST(even_round_equalising_when_both_twice)
{
	const char *p[] = {
		"1 3w1 4w1 5b= 6b0 -Z",
		"2 4b1 3w= 6w0 5b1 7b0",
		"3 1b0 2b= -Z -Z -Z -Z",
		"4 2w0 1b0 -Z -Z -Z -Z",
		"5 -Z -Z 1w= 2w0 -Z -Z",
		"6 -Z -Z 2b1 1w1 -Z -Z",
		"7 -Z -Z -Z -Z 2w1 -Z",
		NULL };
	lfx_pairs_as("XXR 6\n", p, NULL, "2-1", 0);
}
END_TEST

Suite *suite_lim_colour(void);

/*
 * 5.2: round 2, eight players, all drew in round 1 (1-2, 3-4, 5-6, 7-8,
 * odd numbers White): one group (the median, 0.5).  Due: odd numbers
 * Black, even numbers White.  2.4 proposes 1-5, 2-6, 3-7, 4-8: every
 * pair due the same colour.  The second scrutiny exchanges #5 with #6
 * (1-6, 2-5) and #7 with #8 (3-8, 4-7): all colours as due:
 * 6-1, 2-5, 8-3, 4-7.
 */
START_TEST(scrutiny_exchanges)
{
	const char *p[] = { "1 2w=", "2 1b=", "3 4w=", "4 3b=", "5 6w=", "6 5b=",
			    "7 8w=", "8 7b=", NULL };
	lfx_pairs_as("XXR 5\n", p, NULL, "6-1 2-5 8-3 4-7", 0);
}
END_TEST

/*
 * 5.4: six players drew four rounds (a 1-factorisation of K6 without
 * 1-2, 3-4, 5-6), so round 5 can only be 1-2, 3-4, 5-6.
 * 1: B W W B, 2: W B W B: both even, both last Black, both due White.
 * Going back: B/B, W/W, then W (#1) against B (#2): #1 gets the
 * opposite of his W, Black; #2 White: 2-1 (not 1-2 as rank would give).
 * 3: W B W W must have Black (5.3): 4-3.  5: B W B B must have White:
 * 5-6.
 */
START_TEST(history_decides)
{
	const char *p[] = {
		"1 3b= 4w= 5w= 6b=",
		"2 5w= 6b= 4w= 3b=",
		"3 1w= 5b= 6w= 2w=",
		"4 6w= 1b= 2b= 5w=",
		"5 2b= 3w= 1b= 4b=",
		"6 4b= 2w= 3b= 1w=",
		NULL };
	lfx_pairs_as("XXR 7\n", p, NULL, "2-1 4-3 5-6", 0);
}
END_TEST

/*
 * 5.4 identical histories: round 2, R1 1-3 and 2-4 (1, 2 White, win).
 * Above the median {1, 2}, both due Black: the higher ranked #1 has it:
 * 2-1.  Below the median {3, 4}, both due White: the LOWER ranked #4
 * has it: 4-3.
 */
START_TEST(identical_histories)
{
	const char *p[] = { "1 3w1", "2 4w1", "3 1b0", "4 2b0", NULL };

	lfx_pairs_as("XXR 5\n", p, NULL, "2-1 4-3", 0);
}
END_TEST

/*
 * 5.6 against alternation (issue 17): round 4 (even), only #1 and #2
 * present, both on 1.5, so 1-2 it is.  #1 played B B W (one more
 * Black): White levels him, Black would alternate.  #2 had the PAB in
 * round 1, then W B: level, due White only by alternation, and no
 * colour can level him (three games).  5.6: "in the even-numbered
 * rounds, whenever possible, each player shall be given the colour that
 * gives him an equal number of whites and blacks" -- possible for #1
 * only, so #1 White: 1-2.  (5.4 does not apply: they did not have the
 * same colour in round 3.)
 */
START_TEST(even_round_equalising_first)
{
	const char *p[] = {
		"1 3b= 4b= 5w=",
		"2 -U 6w0 3b=",
		"3 1w= 5w1 2w= -Z",
		"4 5w1 1w= 7w1 -Z",
		"5 4b0 3b0 1b= -Z",
		"6 7w1 2b1 -U -Z",
		"7 6b0 -U 4b0 -Z",
		NULL };
	lfx_pairs_as("XXR 5\n", p, NULL, "1-2", 0);
}
END_TEST

Suite *suite_lim_colour(void)
{
	Suite *s = suite_create("lim_colour");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, scrutiny_exchanges);
	tcase_add_test(tc, history_decides);
	tcase_add_test(tc, even_round_equalising_first);
	tcase_add_test(tc, even_round_equalising_when_both_twice);
	tcase_add_test(tc, identical_histories);
	suite_add_tcase(s, tc);
	return s;
}
