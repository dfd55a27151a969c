/*
 * test_dubov_groups.c - the Dubov System (C.04.4.1, 2025 text) inside a
 * bracket: G1/G2 (2.2.3), their re-composition (2.2.4) with the shifter
 * order of 4.3, S1 by ARO (2.2.5) and the first legal transposition of
 * G2 (2.2.6, 4.4), through dubov_pair() on small tournaments written in
 * memory (support/dubov_fixture.h).
 *
 * Each expectation is derived by hand from the text and the readings of
 * dubov-reading.md; the comment says what the pairing would be if the
 * rule under test were broken.  Start number = initial ranking; boards
 * are White-Black.
 */
#include <check.h>

#include "dubov/dubov.h"
#include "support/dubov_fixture.h"

Suite *suite_dubov_groups(void);

#define R6 DFX_RATINGS(2400, 2350, 2300, 2250, 2200, 2150)
#define R8 DFX_RATINGS(2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700)
#define R8B DFX_RATINGS(2400, 2350, 2300, 2250, 2200, 2150, 2100, 2050)

/* ------------------------------------------------------------------ */
/* 2.2.3 G1 and G2                                                      */

START_TEST(g1_first_half_in_round1)
{
	/* Round 1, eight players, nobody has played: G1 = {1,2,3,4} (first
	 * half by initial ranking), G2 = {5,6,7,8}, not by colour (all
	 * would be mild Black seekers).  1-5, 2-6, 3-7, 4-8; 5.2.1 with
	 * white1: odd numbers get White. */
	dfx_load(5, 'w', NULL, R8, DFX_NO_ROUNDS, NULL);
	dfx_pair();
	dfx_expect("1-5 6-2 3-7 8-4");
}
END_TEST

START_TEST(g1_first_half_fresh_bracket)
{
	/* R1: 1-2 1-0, 3-8 half-point byes; round 2 without 2.  Seven
	 * players: 3-8 on 0.5 with no game, 2.1.4 ties, 2.1.5 gives the bye
	 * to 8.  Bracket 1 = {1} + one upfloater: all candidates alike, 4.2
	 * takes 3.  {1,3}: 1 (strong Black) and 3 (mild Black) are both
	 * Black seekers: G1 empty, step 2 moves the first Black shifter by
	 * 4.3.3 of 1, 3 = 1: 1-3, colours 5.2.3: 1 Black.
	 * Bracket 0.5 = {4,5,6,7}: nobody has played, so G1 = {4,5}, G2 =
	 * {6,7} (2.2.3 exception): 4-6, 5-7; 5.2.1: 4 even -> Black, 5 odd
	 * -> White.  By colour (all Black seekers) step 2 would move 5 and
	 * 6 (middle first) and pair 5-4, 6-7 instead. */
	dfx_load(5, 'w', NULL, R8,
		 DFX_ROUNDS("1-2:1 3:H 4:H 5:H 6:H 7:H 8:H"), "2:Z");
	dfx_pair();
	dfx_expect("3-1 6-4 5-7 bye 8");
}
END_TEST

/*
 * Seven-player example of 4.3.3.  R1: 1-2 =, 3-8 half-point byes; all on
 * 0.5.  1 (White in R1) strong Black, 2 strong White, 3-8 no game, mild
 * Black.  Since 1 and 2 played, G1/G2 follow colours (2.2.3): G1 = {2},
 * G2 = {1,3,4,5,6,7,8}: seven Black seekers A..G = 1,3,4,5,6,7,8.
 * 2.2.4 step 2 moves (7-1)/2 = 3 of them; 4.3.3 numbers them D C E B F
 * A G = 5, 4, 6, 3, 7, 1, 8, the first set is {5,4,6}, and G1' =
 * {2,4,5,6}, G2' = {1,3,7,8} pair crosswise (only 1-2 met).
 * S1 by ARO (2.2.5): 4, 5, 6 (0, no game), then 2 (2400).  T2 = 1, 3, 7,
 * 8 is legal: 4-1, 5-3, 6-7, 2-8.  Colours: 4-1: 1 strong beats 4 mild
 * (5.2.3); 5-3 and 6-7 nobody has played: 5.2.1, the higher ranked (3,
 * 6) gets White on an odd number: 3 White, 6 Black; 2-8 by 5.2.2.
 * Taking the shifters by ranking (3, 4, 5) would give another pairing.
 */
START_TEST(shifters_seven_middle_first)
{
	dfx_load(5, 'w', NULL, R8,
		 DFX_ROUNDS("1-2:= 3:H 4:H 5:H 6:H 7:H 8:H"), NULL);
	dfx_pair();
	dfx_expect("4-1 3-5 7-6 2-8");
}
END_TEST

START_TEST(shifters_six_middle_first)
{
	/* R1: 1-7 =, 2-6 half-point byes; 7 absent in round 2.  Bracket
	 * {1..6} on 0.5: 1 strong Black, 2-6 no game (mild Black); 1 has
	 * played, so G1 = White seekers = none, G2 = all six.  Step 2 moves
	 * 3 Black shifters; by ranking A..F = 1..6, 4.3.3 numbers C D B E A
	 * F: {3,4,2}.  S1 = 2, 3, 4 (ARO 0, ranking); T2 = 1, 5, 6: 2-1,
	 * 3-5, 4-6.  Colours: 1 strong beats 2 mild (5.2.3); 3-5, 4-6 by
	 * 5.2.1 (3 odd White, 4 even Black).  By ranking the shifters would
	 * be 1, 2, 3 and the boards 2-4, 3-5, 1-6. */
	dfx_load(5, 'w', NULL, R8, DFX_ROUNDS("1-7:= 2:H 3:H 4:H 5:H 6:H 8:Z"), "7:Z 8:Z");
	dfx_pair();
	dfx_expect("2-1 3-5 6-4");
}
END_TEST

START_TEST(shifters_white_by_aro)
{
	/* R1 5-1, 4-2, 6-3 drawn; 5 and 6 absent in round 2.  Bracket
	 * {1,2,3,4} on 0.5: G1 = {1,2,3} (Black in R1), G2 = {4}.  Step 2
	 * moves one White shifter: by ARO 3 (met 6: 2150), 1 (met 5: 2200),
	 * 2 (met 4: 2250), #1 = 1 (middle).  G1' = {2,3}, G2' = {1,4}: 2-1,
	 * 3-4 (2-4 met).  S1 = 3, 2; T2 = 1, 4 fails (2-4), T2 = 4, 1:
	 * 3-4, 2-1 -> 1-2 by 5.2.5 (same history, 1 higher).  By ranking
	 * the middle White shifter would be 2 and the pairing 3-2, 1-4. */
	dfx_load(5, 'w', NULL, R6, DFX_ROUNDS("5-1:= 4-2:= 6-3:="), "5:Z 6:Z");
	dfx_pair();
	dfx_expect("3-4 1-2");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 2.2.4 re-composition, both steps                                     */

START_TEST(recompose_step1_white_pair)
{
	/* R1 4-1, 5-2, 6-3 drawn; XXP 1 5, 1 6.  One bracket on 0.5: G1 =
	 * {1,2,3} (strong White), G2 = {4,5,6}.  1 may meet only 2 or 3:
	 * one White-White pair is unavoidable (x = 1, A = G1 as sizes are
	 * equal).  Step 1: White shifters by ARO 3 (2150), 2 (2200), 1
	 * (2250); #1 = 2, and a pairing with 1-2 as the only A-A pair
	 * exists (1-2, 3-4, 5-6): X = {2}, moved to G2.  Step 2 moves one
	 * Black seeker from {4,5,6}: by ranking #1 = 5; G1' = {1,3,5}, G2' =
	 * {2,4,6}: 1-2, 3-4, 5-6 is legal.  S1 by ARO: 3 (2150), 1 (2250),
	 * 5 (2350); T2 = 2,4,6 fails (1-4), 2,6,4 fails (1-6), 4,2,6: 3-4,
	 * 1-2, 5-6.  Colours: 3-4 5.2.2; 1-2 and 5-6 5.2.5 (same history):
	 * 1 White, 5 Black.  With X = {3} or Y = {4} the boards differ. */
	dfx_load(5, 'w', "XXP    1    5\nXXP    1    6\n", R6,
		 DFX_ROUNDS("4-1:= 5-2:= 6-3:="), NULL);
	dfx_pair();
	dfx_expect("3-4 1-2 6-5");
}
END_TEST

START_TEST(recompose_step1_black_pair)
{
	/* R1 4-1, 5-2, 7-3, 8-6 drawn; 7 and 8 absent in round 2; XXP 4 with
	 * 2, 3, 6.  Bracket on 0.5: G1 = {1,2,3,6} (Black in R1), G2 =
	 * {4,5}; A = G2 (smaller).  4 may meet only 5 (4-1 met): x = 1.
	 * Step 1: Black shifters by ranking 4, 5: #1 = 4 -> X = {4}, moved
	 * to G1.  Step 2: (4-2)/2 + 1 = 2 White shifters from {1,2,3,6}; by
	 * ARO 6 (met 8: 2050), 3 (met 7: 2100), 2 (met 5: 2200), 1 (met 4:
	 * 2250); 4.3.3: #1 = 3, #2 = 2, #3 = 6, #4 = 1.  {3,2}: G1' =
	 * {1,4,6}, G2' = {2,3,5}: 4-5, 1-2 or 1-3, 6-2 or 6-3, legal.
	 * S1 = 6 (2050), 1 (2250), 4 (2400); T2 = 2, 3, 5: 6-2, 1-3, 4-5.
	 * Colours 5.2.5 throughout (same preferences and histories): 2
	 * White against 6, 1 White against 3, 4 Black against 5. */
	dfx_load(5, 'w', "XXP    4    2\nXXP    4    3\nXXP    4    6\n", R8B,
		 DFX_ROUNDS("4-1:= 5-2:= 7-3:= 8-6:="), "7:Z 8:Z");
	dfx_pair();
	dfx_expect("2-6 1-3 5-4");
}
END_TEST

START_TEST(recompose_both_forced_pairs)
{
	/* Four players (2400, 2350, 2300, 2250).  R1 1-3, 2-4 drawn; R2
	 * 1-4 =, 2 and 3 half-point byes.  All on 1.  1 "ww" absolute
	 * Black, 2 "w" strong Black, 3 "b" strong White, 4 "bb" absolute
	 * White.  1 met 3 and 4, so 1-2 and 3-4 are forced.  G1 = {3,4},
	 * G2 = {1,2}; x = 1.  Step 1: by ARO 4 (2375), 3 (2400): X = {4}.
	 * Step 2: Black by ranking, #1 = 1: G1' = {3,1}, G2' = {2,4}.
	 * S1 = 1 (ARO 2275), 3; T2 = 2, 4: 1-2, 3-4.  Colours 5.2.3: 1
	 * (absolute) Black, 4 (absolute) White; 5.2.5 would give 3 White
	 * (higher ranked, histories "b" and "bb" equal from the end). */
	dfx_load(5, 'w', NULL, DFX_RATINGS(2400, 2350, 2300, 2250),
		 DFX_ROUNDS("1-3:= 2-4:=", "1-4:= 2:H 3:H"), NULL);
	dfx_pair();
	dfx_expect("2-1 4-3");
}
END_TEST

START_TEST(recompose_two_pairs_round1)
{
	/* Round 1, eight players, white1; 1 and 2 may meet nobody of 5-8
	 * nor each other (XXP).  Nobody has played: G1 = {1,2,3,4}, G2 =
	 * {5,6,7,8}.  1 and 2 must meet 3 and 4: x = 2.  Step 1: G1 members
	 * count as White shifters, all AROs 0, so by ranking 1,2,3,4 and
	 * middle first: 2, 3, 1, 4.  X = {2,3} works (1-3, 2-4: one X member
	 * in each).  Step 2 moves 0 + 2 of G2 (by ranking 5,6,7,8: 6, 7, 5,
	 * 8): Y = {6,7}: G1' = {1,4,6,7}, G2' = {2,3,5,8} (1-3, 4-2, 6-5,
	 * 7-8).  S1 = 1, 4, 6, 7; T2 starting with 2 fail (1-2); 3,2,5,8:
	 * 1-3, 4-2, 6-5, 7-8.  5.2.1: 1, 5, 7 odd -> White; 2 even ->
	 * Black.  With Y = {5,6} the boards would be 1-3, 4-2, 5-7, 6-8. */
	dfx_load(5, 'w',
		 "XXP    1    2\nXXP    1    5\nXXP    1    6\nXXP    1    7\n"
		 "XXP    1    8\nXXP    2    5\nXXP    2    6\nXXP    2    7\n"
		 "XXP    2    8\n", R8, DFX_NO_ROUNDS, NULL);
	dfx_pair();
	dfx_expect("1-3 4-2 5-6 7-8");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 2.2.5 S1 by ARO                                                      */

START_TEST(s1_by_aro)
{
	/* R1 8-1, 5-2, 7-3, 6-4 drawn (ratings 2400..1700).  G1 = {1,2,3,4},
	 * G2 = {5,6,7,8}, no shift.  S1 by ARO: 1 (1700), 3 (1800), 4
	 * (1900), 2 (2000); T2 = 5, 6, 7, 8 is legal: 1-5, 3-6, 4-7, 2-8.
	 * By ranking S1 would be 1, 2, 3, 4 and 1-5, 2-6, 3-8, 4-7. */
	dfx_load(5, 'w', NULL, R8, DFX_ROUNDS("8-1:= 5-2:= 7-3:= 6-4:="), NULL);
	dfx_pair();
	dfx_expect("1-5 3-6 4-7 2-8");
}
END_TEST

START_TEST(s1_equal_aro_by_ranking)
{
	/* R1 5-1, 6-2, 7-3, 8-4 drawn; 5 and 6 both rated 2000.  AROs: 1
	 * and 2 2000, 3 1900, 4 1800: S1 = 4, 3, 1, 2 (1 before 2, 2.2.5);
	 * T2 = 5, 6, 7, 8: 4-5, 3-6, 1-7, 2-8. */
	dfx_load(5, 'w', NULL, DFX_RATINGS(2400, 2300, 2200, 2100, 2000, 2000, 1900, 1800),
		 DFX_ROUNDS("5-1:= 6-2:= 7-3:= 8-4:="), NULL);
	dfx_pair();
	dfx_expect("4-5 3-6 1-7 2-8");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 2.2.6 / 4.4 the first legal transposition                            */

/* R1 5-1, 6-2, 7-3, 8-4 drawn, ratings 2400..1700: G1 = {1,2,3,4},
 * S1 = 4 (1700), 3, 2, 1 (2000); G2 = 5, 6, 7, 8. */
#define T_HISTORY DFX_ROUNDS("5-1:= 6-2:= 7-3:= 8-4:=")

START_TEST(transposition_last_two)
{
	/* XXP 2 7: T2 = 5,6,7,8 fails on 2-7; the next one (4.4) swaps the
	 * last two: 5,6,8,7: 4-5, 3-6, 2-8, 1-7. */
	dfx_load(5, 'w', "XXP    2    7\n", R8, T_HISTORY, NULL);
	dfx_pair();
	dfx_expect("4-5 3-6 2-8 1-7");
}
END_TEST

START_TEST(transposition_first_changes)
{
	/* XXP 4 5 and 3 5: no T2 starting with 5 works; 6,5,.. fails on
	 * 3-5; 6,7,.. on 3-7 (met); the first legal is 6,8,5,7: 4-6, 3-8,
	 * 2-5, 1-7. */
	dfx_load(5, 'w', "XXP    4    5\nXXP    3    5\n", R8, T_HISTORY, NULL);
	dfx_pair();
	dfx_expect("4-6 3-8 2-5 1-7");
}
END_TEST

START_TEST(transposition_second_place)
{
	/* XXP 3 6: 5,6,.. fails on 3-6; next 5,7,6,8: 4-5, 3-7 met (C1);
	 * 5,7,8,6 too; 5,8,6,7: 4-5, 3-8, 2-6 met; 5,8,7,6: 4-5, 3-8, 2-7,
	 * 1-6. */
	dfx_load(5, 'w', "XXP    3    6\n", R8, T_HISTORY, NULL);
	dfx_pair();
	dfx_expect("4-5 3-8 2-7 1-6");
}
END_TEST

Suite *suite_dubov_groups(void)
{
	Suite *s = suite_create("dubov_groups");
	TCase *tc = tcase_create("groups");

	tcase_add_checked_fixture(tc, NULL, dfx_teardown);
	tcase_add_test(tc, g1_first_half_in_round1);
	tcase_add_test(tc, g1_first_half_fresh_bracket);
	tcase_add_test(tc, shifters_seven_middle_first);
	tcase_add_test(tc, shifters_six_middle_first);
	tcase_add_test(tc, shifters_white_by_aro);
	tcase_add_test(tc, recompose_step1_white_pair);
	tcase_add_test(tc, recompose_step1_black_pair);
	tcase_add_test(tc, recompose_both_forced_pairs);
	tcase_add_test(tc, recompose_two_pairs_round1);
	tcase_add_test(tc, s1_by_aro);
	tcase_add_test(tc, s1_equal_aro_by_ranking);
	tcase_add_test(tc, transposition_last_two);
	tcase_add_test(tc, transposition_first_changes);
	tcase_add_test(tc, transposition_second_place);
	suite_add_tcase(s, tc);
	return s;
}
