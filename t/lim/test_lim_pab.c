/*
 * test_lim_pab.c - Lim section 1 (1.1 with Basic Rule 4 of 2025): the
 * pairing-allocated bye goes to the lowest ranked player of the lowest
 * score-group who has not had a PAB, a forfeit win or a full-point bye.
 */
#include <check.h>

#include "support/lim_fixture.h"

Suite *suite_lim_pab(void);

/*
 * Round 2 of five: 1 beat 3, 2 beat 4 (White), 5 had the PAB.  Lowest
 * group {3, 4} (0 points): the lowest ranked, #4, gets the PAB (1.1).
 * Upper group {1, 2, 5} (above the median 0.5) is odd; 1 and 2 are due
 * Black, 5 has no colour yet: 3.2 floats a Black-due player, #1 has no
 * compatible opponent below (he met #3: type c), #2 has one (type d):
 * #2 floats (3.9).  1-5: 5 takes the colour 1 is not due: 5-1.  #3
 * alone floats up; the (empty) median group pairs 2 (due B) v 3 (due W):
 * 3-2.  Boards: 5-1 (top player on 1, sum 2), 3-2 (sum 1).
 */
START_TEST(lowest_of_lowest)
{
	const char *p[] = { "1 3w1", "2 4w1", "3 1b0", "4 2b0", "5 -U", NULL };

	lfx_pairs_as("XXR 5\n", p, NULL, "5-1 3-2", 4);
}
END_TEST

/*
 * Round 3: R1 1-3 1-0, 2-4 1-0, #5 had a requested full-point bye (F);
 * R2 1-5 1-0 (1 Black), 3-2 1-0 (3 White), #4 had the PAB.  Scores:
 * 1:2, 2:1, 3:1, 4:1, 5:1.  Lowest group {2, 3, 4, 5}: #5 is barred by
 * his full-point bye (Basic Rule 4, 2025), #4 by his PAB: #3 has it.
 * Median (1 point) {2, 4, 5} with #1 floating down.  #1 (WB, due White)
 * wants the strongest due Black (3.8): #5 (W), but they met; then the
 * strongest: #2: 1-2 leaves 4-5, fine.  1 and 2 both WB, due White,
 * same history: in the median group the higher ranked #1 (2 points)
 * has White (5.4): 1-2.  4 (B, due W) v 5 (W, due B): 4-5.
 */
START_TEST(full_point_bye_bars)
{
	const char *p[] = { "1 3w1 5b1", "2 4w1 3b0", "3 1b0 2w1",
			    "4 2b0 -U", "5 -F 1w0", NULL };

	lfx_pairs_as("XXR 5\n", p, NULL, "1-2 4-5", 3);
}
END_TEST

/*
 * As full_point_bye_bars, but #5 won round 1 by forfeit against #6, who
 * is absent now (Z): #5 is barred by the forfeit win (Basic Rule 4), #4
 * by his PAB, so #3 has the PAB again.  #5's forfeit carries no colour
 * (companion 2.5): his history is W, due Black, as before; same boards.
 */
START_TEST(forfeit_win_bars)
{
	const char *p[] = { "1 3w1 5b1", "2 4w1 3b0", "3 1b0 2w1",
			    "4 2b0 -U", "5 6w+ 1w0", "6 5b- -Z -Z", NULL };

	lfx_pairs_as("XXR 5\n", p, NULL, "1-2 4-5", 3);
}
END_TEST

/*
 * A forfeit LOSS does not bar the PAB: three players, R1 #1 had the
 * PAB, #2 won against #3 by forfeit.  Scores 1:1, 2:1, 3:0.  Lowest group {3}: #3 may have it
 * (a forfeit LOSS does not bar): 3 gets the PAB and 1-2 meet.  Neither
 * has a colour (forfeits carry none): 7.2 parity, #1 odd: White.
 */
START_TEST(forfeit_loss_does_not_bar)
{
	const char *p[] = { "1 -U", "2 3w+", "3 2b-", NULL };

	lfx_pairs_as("XXR 3\nXXC white1\n", p, NULL, "1-2", 3);
}
END_TEST

Suite *suite_lim_pab(void)
{
	Suite *s = suite_create("lim_pab");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, lowest_of_lowest);
	tcase_add_test(tc, full_point_bye_bars);
	tcase_add_test(tc, forfeit_win_bars);
	tcase_add_test(tc, forfeit_loss_does_not_bar);
	suite_add_tcase(s, tc);
	return s;
}
