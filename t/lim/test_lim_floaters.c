/*
 * test_lim_floaters.c - Lim section 3: which player floats (3.2, 3.3,
 * 3.9), whom an incoming floater meets (3.8), and the Maxi-tournament
 * 100-point limit (3.2, 3.8).
 */
#include <check.h>

#include "support/lim_fixture.h"

Suite *suite_lim_floaters(void);

/*
 * 3.2: round 2 of ten.  R1: 6-1, 7-2, 8-3 (the winners 1, 2, 3 had
 * Black), 4-9, 5-10 (4, 5 had White).  Winners {1..5}: due White 1, 2,
 * 3, due Black 4, 5: more are due White, so a White-due player floats,
 * the lowest numbered of them: #3 (not #5).  Left: 1-4, 2-5 with every
 * colour as due: 1-4, 2-5.  Losers {6..10}: due Black 6, 7, 8, due White
 * 9, 10: upward the highest numbered Black-due floats: #6; then 10-8
 * (10 due W, 8 due B), 9-7.  Median: 3 (due W) v 6 (due B): 3-6.
 * Boards: 1-4, 2-5 (1 point, sum 2), 3-6 (sum 1), 9-7 (top #7), 10-8.
 */
START_TEST(float_balances_colours)
{
	const char *p[] = { "1 6b1", "2 7b1", "3 8b1", "4 9w1", "5 10w1",
			    "6 1w0", "7 2w0", "8 3w0", "9 4b0", "10 5b0", NULL };
	lfx_pairs_as("XXR 5\n", p, NULL, "1-4 2-5 3-6 9-7 10-8", 0);
}
END_TEST

/*
 * 3.3 / 3.9: round 2, R1 1-4, 2-5, 3-6 (top White, wins); #3 may not meet
 * #4 or #5 (XXP) and met #6: no compatible opponent below (type c).  #2
 * has one (type d), so #2 floats instead of #3 (3.3: the lowest numbered
 * player WITH a compatible opponent).  1-3: both due Black, the higher
 * ranked #1 has it: 3-1.  Losers: #4 floats up (compatible with #2);
 * 6-5 (lower ranked White).  Median: 2 (due B) v 4 (due W): 4-2.
 */
START_TEST(floater_needs_opponent)
{
	const char *p[] = { "1 4w1", "2 5w1", "3 6w1", "4 1b0", "5 2b0", "6 3b0",
			    NULL };
	lfx_pairs_as("XXR 5\nXXP 3 4\nXXP 3 5\n", p, NULL, "3-1 4-2 6-5", 0);
}
END_TEST

/*
 * 3.8 and its Maxi limit: round 2 of seven players.  R1: 1-7 (1 White
 * wins), 2-3 drawn (2 White), 5-4 drawn (5 White), #6 half-point bye.
 * PAB: #7 (lowest group).  #1 floats into the median group {2..6}.
 * #1 (due Black) meets the highest numbered player due White (3.8): #3.
 * Then 2.4 on {2, 4, 5, 6}: 2-5, 4-6.  2 and 5 are both due Black, so
 * the colour scrutiny (5.2) exchanges #5: with #6 it would give 4-5, a
 * rematch; with #4 it gives 2-4 and 6-5, every colour as due: 4-2
 * (4 due White), 6-5 (5 due Black).  Boards: 3-1, 4-2, 6-5.
 * Maxi (ratings 2000, 1990, 1850, 1840, 1830, 1820, 1500): #3 is 140
 * points from #2, the first available, and so is #4: no exchange for
 * colour (3.8); #1 meets #2, both due Black with the same history, the
 * higher ranked #1 has it: 2-1; then 3-5 (W/B due), 4-6: 3-5, 4-6.
 */
START_TEST(floater_partner_and_maxi)
{
	const char *p[] = { "1@2000 7w1", "2@1990 3w=", "3@1850 2b=",
			    "4@1840 5b=", "5@1830 4w=", "6@1820 -H", "7@1500 1b0",
			    NULL };
	struct lim_options maxi = { 0, 1 };

	lfx_load("XXR 5\n", p);
	lfx_pair(NULL);	/* 7 players <= 2^5: not a Maxi-tournament */
	lfx_expect("3-1 4-2 6-5", 7);
	lfx_pair(&maxi);
	lfx_expect("2-1 3-5 4-6", 7);
	lfx_teardown();
}
END_TEST

/*
 * 3.4 with 3.8 across the median (issue 17): round 5 of seven; players
 * 7-10 only filled the earlier rounds and are absent.  Histories
 * (R1..R4):
 *   1: 7w1 3b1 9w0 8b0  2.0  W B W B, due White
 *   2: 8w1 7b= 10w= 9b0 2.0  W B W B, due White
 *   3: 6b0 1w0 7b1 -Z   1.0  B W B,  due White
 *   4: 9b0 6w1 8b0 -Z   1.0  B W B,  due White
 *   5: 10b0 8w0 6b1 -Z  1.0  B W B,  due White
 *   6: 3w1 4b0 5w0 -Z   1.0  W B W,  due Black
 * The median score is 2 (2.2): {1, 2} is the median group, {3, 4, 5, 6}
 * is below it and paired upward, floaters going up to the median.  #6
 * has met 3, 4 and 5: he floats (2.3 a).  Of {3, 4, 5} one more must
 * float (2.3 d).  The median group is paired downward (2.2), so #6 will
 * meet there "the highest numbered player available who is due the
 * alternate colour" (3.8): #1 (both 1 and 2 are due White).  3.4 then
 * excludes #1, the opponent of a floater with a lower pairing number,
 * from the candidates of 3, 4, 5: #3 (who met #1) keeps #2, so all
 * three have a compatible opponent next door (3.9 d), none floated in
 * round 4 (absent: 3.10), all are due White (3.2 no help), and "the
 * highest numbered player" floats: #3 (not #4, which an upward reading
 * of 3.8 giving #6 the weakest, #2, would leave).  Group: 4-5 (both due
 * White, identical B W B: below the median the lower ranked has it,
 * 5.4): 5-4.  Median: 6 first (3.6.3), to #1 (3.8): 1-6; then 3-2,
 * both due White, identical histories as far as #3's go, at the median
 * the higher ranked has it (5.4): 2-3.
 */
START_TEST(floater_claims_in_median_direction)
{
	const char *p[] = { "1 7w1 3b1 9w0 8b0", "2 8w1 7b= 10w= 9b0",
			    "3 6b0 1w0 7b1 -Z", "4 9b0 6w1 8b0 -Z",
			    "5 10b0 8w0 6b1 -Z", "6 3w1 4b0 5w0 -Z",
			    "7 1b0 2w= 3w0 10b= -Z", "8 2b0 5b1 4w1 1w1 -Z",
			    "9 4w1 10b0 1b1 2w1 -Z", "10 5w1 9w1 2b= 7w= -Z", NULL };
	lfx_pairs_as("XXR 7\n", p, NULL, "1-6 2-3 5-4", 0);
}
END_TEST

/*
 * 3.3: whose opponents are excluded first (issue 17).  Round 3 of 5;
 * only 1-8 are present, 9-16 filled round 1.  Round 1: 1-5 beat 9-13
 * with White, 6-8 drew 14-16 with Black; round 2: 5 a full-point bye,
 * 1-4 and 6-8 half-point byes.  Scores: #5 2.0, {1, 2, 3, 4} 1.5, the
 * median group {6, 7, 8} 1.0 (2.2).  Due: 1-5 Black, 6-8 White.  XXP:
 * 5 with 1-4, 1 with 2, 3, 4, 7, 8 (so #1's only opponent next door is
 * #6), 4 with 6 and 8 (#4's only one is #7).
 * #5 floats down into {1, 2, 3, 4}, where neither he nor #1 can be
 * paired: both float on, and one of 2, 3, 4 with them.  3.3 excludes
 * "the opponents of other floaters who have higher scores or higher
 * pairing numbers": the higher score first, as 3.6 pairs them in the
 * median group.  #5 (2.0) takes #6, the highest numbered due the
 * alternate colour (3.8); #1 (1.5) has nobody left.  So #4 keeps #7,
 * and as the lowest numbered with an opponent next door (3.9 d, no
 * colour to balance: all are due Black) #4 floats.  Taking #1 first
 * (his better number) would give him #6 and #5 #7, leave #4 nobody
 * (3.9 c) and float #3.  Group: 2-3, both due Black after White, the
 * higher ranked has it (5.4): 3-2.  Median, #5 first (3.6): #6 or #7
 * would leave #1 or #4 without an opponent, so #8: 8-5; then #1 (3.6.1
 * the better number) meets #6: 6-1; #4 meets #7: 7-4.
 */
START_TEST(floater_exclusion_by_score)
{
	const char *p[] = { "1 9w1 -H", "2 10w1 -H", "3 11w1 -H", "4 12w1 -H",
			    "5 13w1 -F", "6 14b= -H", "7 15b= -H", "8 16b= -H",
			    "9 1b0 -Z -Z", "10 2b0 -Z -Z", "11 3b0 -Z -Z", "12 4b0 -Z -Z",
			    "13 5b0 -Z -Z", "14 6w= -Z -Z", "15 7w= -Z -Z", "16 8w= -Z -Z",
			    NULL };
	lfx_pairs_as("XXR 5\nXXP 5 1\nXXP 5 2\nXXP 5 3\nXXP 5 4\nXXP 1 2\nXXP 1 3\n"
		     "XXP 1 4\nXXP 1 7\nXXP 1 8\nXXP 4 6\nXXP 4 8\n", p, NULL,
		     "8-5 3-2 6-1 7-4", 0);
}
END_TEST

Suite *suite_lim_floaters(void)
{
	Suite *s = suite_create("lim_floaters");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, float_balances_colours);
	tcase_add_test(tc, floater_needs_opponent);
	tcase_add_test(tc, floater_partner_and_maxi);
	tcase_add_test(tc, floater_claims_in_median_direction);
	tcase_add_test(tc, floater_exclusion_by_score);
	suite_add_tcase(s, tc);
	return s;
}
