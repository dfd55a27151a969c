/*
 * test_lim_exchange.c - Lim section 4 (and 2.4, 2.5): the worked
 * exchange sequences 4.2, 4.3, 4.4 a and 4.4 b, and the upward mirror
 * of 4.1 b.  Scores are kept equal with draws and half-point byes, or
 * meetings are given as XXP forbidden pairs (read as earlier games).
 */
#include <check.h>

#include "support/lim_fixture.h"

Suite *suite_lim_exchange(void);

/*
 * 4.2: six players on 1.5 after three rounds of draws (the median group,
 * paired downward).  #1 met #4 (R1) and #5 (R2), so the partner sequence
 * of 4.2 gives 1v4 (met), 1v5 (met), 1v6: "1 v 6, 2 v 4, 3 v 5".
 * Colours (round 4, even: 5.6 equalise): 1 WBW due B, 6 BWB due W: 6-1;
 * 2 WBW due B, 4 BBW due W: 4-2; 3 BWB due W, 5 WWB due B: 3-5.
 * Publication: all on 1.5, by the better number: 1, 2, 3.
 */
START_TEST(example_42)
{
	const char *p[] = {
		"1 4w= 5b= 3w=",
		"2 3w= 6b= 5w=",
		"3 2b= 4w= 1b=",
		"4 1b= 3b= 6w=",
		"5 6w= 1w= 2b=",
		"6 5b= 2w= 4b=",
		NULL };
	lfx_pairs_as("XXR 5\n", p, NULL, "6-1 4-2 3-5", 0);
}
END_TEST

/*
 * 4.3: #1 met #4, #5; #2 met #3, #4, #5 (H = half-point bye keeps every
 * score at 1.5).  #1 first finds #6 (4.2), but then #2 has no partner in
 * 4, 5, 3, so the sequence goes on to "1 v 3, 2 v 6, 4 v 5".
 * Colours (round 4, even): 1 WB due W (alternation only: he is level
 * and three games cannot be levelled), 3 BWB due W (it levels him).
 * 5.6: in even rounds "whenever possible" the colour that gives equal
 * numbers, so #3 has White; 5.4's identical histories would favour the
 * higher ranked #1 with "the equalising colour", which #1 does not have:
 * 3-1.  2 WBW due B, 6 BB due W: 6-2.  4 BWW due B (5.3), 5 WWB due B:
 * #4 had the same colour twice, he gets Black: 5-4.
 */
START_TEST(example_43)
{
	const char *p[] = {
		"1 4w= 5b= -H",
		"2 3w= 4b= 5w=",
		"3 2b= 6w= 4b=",
		"4 1b= 2w= 3w=",
		"5 6w= 1w= 2b=",
		"6 5b= 3b= -H",
		NULL };
	lfx_pairs_as("XXR 5\n", p, NULL, "3-1 6-2 5-4", 0);
}
END_TEST

/*
 * 4.4 a: round 2; winners 1..7 (score 1, above the empty median 0.5),
 * losers 8..14.  #1 and #2 have "met" each other and 3, 4, 5, 7 (XXP),
 * not #6.  The winners' group is odd: Lim floats #7, pairs 1-6, finds no
 * partner for #2 and exchanges #2 with the floater #7 (4.4 a): pairs
 * 1-6, then 3-5, 4-7 (2.4 on 3, 4, 5, 7); #2 floats down.
 * Losers (upward, 3.2 with all due White: the highest numbered floats):
 * #8 floats up; 2.4 from the bottom: 14-11, 13-10, 12-9.  The empty
 * median group pairs the floaters 2 and 8.
 * Colours: every winner had White (due Black), identical histories: at
 * the higher ranked has Black above the median (5.4): 6-1, 5-3, 7-4;
 * below the median the lower ranked has his due White: 14-11, 13-10,
 * 12-9; 2 (due B) and 8 (due W): 8-2.
 */
START_TEST(example_44a)
{
	const char *p[] = {
		"1 8w1", "2 9w1", "3 10w1", "4 11w1", "5 12w1", "6 13w1", "7 14w1",
		"8 1b0", "9 2b0", "10 3b0", "11 4b0", "12 5b0", "13 6b0", "14 7b0",
		NULL };
	lfx_pairs_as("XXR 5\nXXP 1 2\nXXP 1 3\nXXP 1 4\nXXP 1 5\nXXP 1 7\n"
		     "XXP 2 3\nXXP 2 4\nXXP 2 5\nXXP 2 7\n", p, NULL,
		     "6-1 5-3 7-4 8-2 12-9 13-10 14-11", 0);
}
END_TEST

/*
 * 4.4 b: round 2; winners 1..6 (even group), #7 and #14 drew (the median
 * group, 0.5), losers 8..13.  #1 and #2 "met" each other and 3, 4, 5.
 * 1-6 is kept, #2 floats together with the lowest numbered player left,
 * #5 (4.4 b); 3-4 remain.  Losers upward: 13-10, 12-9, 11-8.  Median
 * group: down-floaters first, #2 before #5 (3.6.1); #2 (due B) takes the
 * highest numbered player due White (3.8): #14 (7 is due Black); #5
 * meets #7.
 * Colours: 6-1, 4-3 (5.4, higher ranked Black as in 4.4 a); 14-2;
 * 5 and 7 both due Black, identical histories, median group: the higher
 * ranked #5 (more points) has it: 7-5; losers 11-8, 12-9, 13-10.
 */
START_TEST(example_44b)
{
	const char *p[] = {
		"1 8w1", "2 9w1", "3 10w1", "4 11w1", "5 12w1", "6 13w1", "7 14w=",
		"8 1b0", "9 2b0", "10 3b0", "11 4b0", "12 5b0", "13 6b0", "14 7b=",
		NULL };
	lfx_pairs_as("XXR 5\nXXP 1 2\nXXP 1 3\nXXP 1 4\nXXP 1 5\n"
		     "XXP 2 3\nXXP 2 4\nXXP 2 5\n", p, NULL,
		     "6-1 4-3 14-2 7-5 11-8 12-9 13-10", 0);
}
END_TEST

/*
 * 4.1 b (upward): round 2, ten players; 1..5 won, 6..10 lost.  The
 * losers are below the median and paired upward, from the weakest.
 * Five losers, all due White: the highest numbered, #6, floats up
 * (3.2).  Left, weakest first: 10 9 8 7; proposed 10-8, 9-7.  10-8 is
 * forbidden (XXP), so the higher numbered player is exchanged (4.1 b):
 * 10 takes #7 (next in the order of 4.2 on this list), leaving 9-8.
 * Colours: all due White, identical histories, below the median the
 * lower ranked has White: 10-7, 9-8.  Winners (five, all due Black):
 * #5 floats down; 1-3, 2-4 with the higher ranked Black: 3-1, 4-2.
 * The empty median group: 5 (due B) v 6 (due W): 6-5.
 * Publication: 3-1, 4-2, 6-5 (top player on 1 point), then 10-7 (top
 * player #7) before 9-8.
 */
START_TEST(upward_exchange)
{
	const char *p[] = {
		"1 6w1", "2 7w1", "3 8w1", "4 9w1", "5 10w1",
		"6 1b0", "7 2b0", "8 3b0", "9 4b0", "10 5b0",
		NULL };
	lfx_pairs_as("XXR 5\nXXP 10 8\n", p, NULL, "3-1 4-2 6-5 10-7 9-8", 0);
}
END_TEST

Suite *suite_lim_exchange(void)
{
	Suite *s = suite_create("lim_exchange");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, example_42);
	tcase_add_test(tc, example_43);
	tcase_add_test(tc, example_44a);
	tcase_add_test(tc, example_44b);
	tcase_add_test(tc, upward_exchange);
	suite_add_tcase(s, tc);
	return s;
}
