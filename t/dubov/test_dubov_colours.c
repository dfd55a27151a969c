/*
 * test_dubov_colours.c - the Dubov System (C.04.4.1, 2025 text): the
 * colour allocation rules 5.2.1-5.2.5, each deciding at least once,
 * through dubov_pair() on small tournaments written in memory
 * (support/dubov_fixture.h).  Each comment derives the pairing by hand
 * and names the rule that gives the colours, and what a later rule
 * would have given instead.  Start number = initial ranking; boards
 * are White-Black.
 */
#include <check.h>

#include "dubov/dubov.h"
#include "support/dubov_fixture.h"

Suite *suite_dubov_colours(void);

#define R8 DFX_RATINGS(2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700)
#define R6 DFX_RATINGS(2400, 2300, 2200, 2100, 2000, 1900)

/* ------------------------------------------------------------------ */
/* 5.2.1 nobody has played                                              */

START_TEST(initial_colour_black1)
{
	/* Round 1, black1: G1 = {1,2,3,4}, G2 = {5,6,7,8} (2.2.3);
	 * 5.2.1: the higher ranked player of each board gets Black on an
	 * odd number, White on an even one. */
	dfx_load(5, 'b', NULL, R8, DFX_NO_ROUNDS, NULL);
	dfx_pair();
	dfx_expect("5-1 2-6 7-3 4-8");
}
END_TEST

START_TEST(initial_colour_absent_player)
{
	/* Round 1, white1, 2 absent.  Seven players: bye to 8 (2.1.5).
	 * G1 = {1,3,4}, G2 = {5,6,7}: 1-5, 3-6, 4-7.  Pairing numbers for
	 * 5.2.1 skip the absent 2 (see the note of 5.2.1): 3 counts as
	 * number 2 (Black), 4 as number 3 (White). */
	dfx_load(5, 'w', NULL, R8, DFX_NO_ROUNDS, "2:Z");
	dfx_pair();
	dfx_expect("1-5 6-3 4-7 bye 8");
}
END_TEST

START_TEST(initial_colour_more_points_first)
{
	/* R1: 1-5 1-0, 2 and 3 absent, 4 half-point bye; round 2 without 1
	 * and 5.  2 and 3 on 0 without games, 4 on 0.5: bye to 3 (2.1.5
	 * after a tie on 2.1.3-2.1.4).  Bracket 0.5 = {4} + 2: nobody has
	 * played, G1 = {2}, G2 = {4}: 2-4.  5.2.1: the higher ranked is the
	 * one with more points, 4, and his number 4 is even: Black.  By
	 * initial ranking alone 2 (even) would have Black. */
	dfx_load(5, 'w', NULL, R6, DFX_ROUNDS("1-5:1 2:Z 3:Z 4:H 6:Z"), "1:Z 5:Z 6:Z");
	dfx_pair();
	dfx_expect("2-4 bye 3");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 5.2.2 both preferences, 5.2.3 the stronger one                       */

START_TEST(both_preferences_granted)
{
	/* R1 1-3 =, 4-2 =.  1, 4 strong Black; 2, 3 strong White.  G1 =
	 * {2,3}, G2 = {1,4}; S1 = 2 (ARO 2100), 3 (2400); T2 = 1, 4: 2-1,
	 * 3-4, both players get their colours (5.2.2): 2 has White against
	 * the higher ranked 1. */
	dfx_load(5, 'w', NULL, DFX_RATINGS(2400, 2300, 2200, 2100),
		 DFX_ROUNDS("1-3:= 4-2:="), NULL);
	dfx_pair();
	dfx_expect("2-1 3-4");
}
END_TEST

START_TEST(strong_beats_mild)
{
	/* R1 1-3 =, 4-2 =; R2 4-1 =, 2 and 3 half-point byes.  All on 1.
	 * 1 "wb" mild White, 2 "b" strong White, 3 "b" strong White, 4 "ww"
	 * absolute Black.  4 met 1 and 2: 4-3 forced, so 1-2.  (G1 = {1,2,3},
	 * G2 = {4}; step 2 by ARO 2 (2100), 1 (2150), 3 (2400): #1 = 1;
	 * S1 = 2, 3; T2 = 1, 4.)  1-2: both want White, 2 strongly: 2 White
	 * (5.2.3), although 1 ranks higher (5.2.5). */
	dfx_load(5, 'w', NULL, DFX_RATINGS(2400, 2300, 2200, 2100),
		 DFX_ROUNDS("1-3:= 4-2:=", "4-1:= 2:H 3:H"), NULL);
	dfx_pair();
	dfx_expect("2-1 3-4");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 5.2.4 alternate from the last difference, 5.2.5 the higher ranked    */

START_TEST(alternate_to_last_difference)
{
	/* R1 3-1 0-1, 4-2 0-1, 5-6 1-0; R2 5-1 0-1, 2-6 1-0, 4-3 =; R3 1-6
	 * 1-0, 3-2 0-1, 5-4 1-0.  Scores 1, 2: 3; 5: 2; 3, 4: 0.5; 6: 0.
	 * Bracket 3 = {1,2}: legal, the rest pairs: 1-2.  Both strong White:
	 * 1 "bbw", 2 "bwb".  5.2.4 from the end: R3 1 White, 2 Black: they
	 * alternate, 2 White (5.2.5 would give 1 White).
	 * Bracket 2 = {5} + one of 3, 4 (0.5, C6): 4 met 5, so 3.  3 "wbw"
	 * strong Black, 5 "www" absolute Black: 5 Black (5.2.3).  Then 6
	 * ("bbb", absolute White) - 4 ("wwb", strong Black) by 5.2.2. */
	dfx_load(5, 'w', NULL, R6,
		 DFX_ROUNDS("3-1:0 4-2:0 5-6:1", "5-1:0 2-6:1 4-3:=", "1-6:1 3-2:0 5-4:1"),
		 NULL);
	dfx_pair();
	dfx_expect("2-1 3-5 6-4");
}
END_TEST

START_TEST(alternate_skips_unplayed_rounds)
{
	/* 5.2.4 compares the two histories of games played from their ends
	 * (reading; rounds without a game are left out, General Handling
	 * Rules 4.5).  Four players, every game drawn.  R1 3-2, 1 and 4
	 * half-point byes; R2 2-4, 3-1; R3 1-4, 2 and 3 half-point byes.
	 * All on 1.5.  1 and 2 both played "bw": mild Black; 3 "ww" absolute
	 * Black, 4 "bb" absolute White.  Only 1-2, 3-4 is legal.  4-3 by
	 * 5.2.2.  1-2: same preference and strength, the played histories
	 * agree to the end, so 5.2.5: 1 (higher) Black.  Aligning rounds
	 * instead (R2: 1 Black, 2 White) would give 1 White. */
	dfx_load(5, 'w', NULL, DFX_RATINGS(2400, 2300, 2200, 2100),
		 DFX_ROUNDS("3-2:= 1:H 4:H", "2-4:= 3-1:=", "1-4:= 2:H 3:H"), NULL);
	dfx_pair();
	dfx_expect("2-1 4-3");
}
END_TEST

START_TEST(higher_ranked_by_points)
{
	/* R1 1-4 0-1, 2-5 =, 3-6 1-0; 4 absent in round 2.  Bye (2.1): 1
	 * and 6 on 0 with one game, 6 ranks lower.  Bracket 1 = {3} needs
	 * one upfloater: 2 or 5 (0.5, C6); 2 wants Black like 3, 5 White:
	 * C7 takes 5: 5-3 (5.2.2).  Bracket 0.5 = {2} + 1: both strong
	 * Black with history "w" (5.2.4 silent); 5.2.5: the higher ranked
	 * is 2, who has more points although 1 has the better initial
	 * ranking: 2 Black. */
	dfx_load(5, 'w', NULL, R6, DFX_ROUNDS("1-4:0 2-5:= 3-6:1"), "4:Z");
	dfx_pair();
	dfx_expect("5-3 1-2 bye 6");
}
END_TEST

START_TEST(higher_ranked_by_ranking)
{
	/* R1 1-4 1-0, 2-5 1-0, 3-6 1-0: 1, 2, 3 on 1, all strong Black
	 * ("w"); 4, 5, 6 on 0, strong White ("b").  Round 2 without 3 and
	 * 6.  Bracket 1 = {1,2}: legal, {4,5} pairs: 1-2; same preference,
	 * strength and history: 5.2.5, 1 (higher ranked) Black.  Likewise
	 * 4 White against 5. */
	dfx_load(5, 'w', NULL, R6, DFX_ROUNDS("1-4:1 2-5:1 3-6:1"), "3:Z 6:Z");
	dfx_pair();
	dfx_expect("2-1 4-5");
}
END_TEST

Suite *suite_dubov_colours(void)
{
	Suite *s = suite_create("dubov_colours");
	TCase *tc = tcase_create("colours");

	tcase_add_checked_fixture(tc, NULL, dfx_teardown);
	tcase_add_test(tc, initial_colour_black1);
	tcase_add_test(tc, initial_colour_absent_player);
	tcase_add_test(tc, initial_colour_more_points_first);
	tcase_add_test(tc, both_preferences_granted);
	tcase_add_test(tc, strong_beats_mild);
	tcase_add_test(tc, alternate_to_last_difference);
	tcase_add_test(tc, alternate_skips_unplayed_rounds);
	tcase_add_test(tc, higher_ranked_by_points);
	tcase_add_test(tc, higher_ranked_by_ranking);
	suite_add_tcase(s, tc);
	return s;
}
