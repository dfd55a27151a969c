/*
 * test_dubov_more.c - more hand-worked Dubov fixtures (C.04.4.1, 2025
 * text) so that every article below decides the outcome of at least
 * three tests, through dubov_pair() on small tournaments written in
 * memory (support/dubov_fixture.h).
 *
 * Audit of the hand-worked tests (test_dubov_rules.c, _groups.c,
 * _colours.c; the brute-force comparison is not counted).  Each test is
 * counted once, for the article that makes its expected pairing differ
 * from what it would otherwise be (its main point; other articles that
 * also shape its boards are not counted again).
 *
 *   article    before  added  after   tests counted before
 *   2.1 (bye)    10      0     10     pab_* (rules.c, all ten)
 *   2.2.1         1      2      3     upfloater_one_for_odd_group
 *   2.2.2         2      1      3     c3_same_absolute_never_meet,
 *                                     c3_also_in_last_round (C4 picks U)
 *   2.2.3         2      1      3     g1_first_half_in_round1,
 *                                     g1_first_half_fresh_bracket
 *   2.2.4         4      0      4     recompose_* (groups.c)
 *   2.2.5         2      1      3     s1_by_aro, s1_equal_aro_by_ranking
 *   2.2.6         2      1      3     c1_no_rematch, xxp_forbidden_like_c1
 *   4.2           6      0      6     container_example_423,
 *                                     set_order_lexicographic,
 *                                     c8_off_in_last_round, c8_off_by_option,
 *                                     c9_off_in_last_round,
 *                                     c10_off_in_last_round
 *   4.3           3      0      3     shifters_* (groups.c)
 *   4.4           3      0      3     transposition_* (groups.c)
 *   5.2.1         3      0      3     initial_colour_* (colours.c)
 *   5.2.2         1      2      3     both_preferences_granted
 *   5.2.3         1      2      3     strong_beats_mild
 *   5.2.4         2      1      3     alternate_to_last_difference,
 *                                     alternate_skips_unplayed_rounds
 *   5.2.5         2      1      3     higher_ranked_by_points,
 *                                     higher_ranked_by_ranking
 *   C5            1      2      3     upfloaters_none_when_residents_pair
 *   C6            2      1      3     container_order_by_c6,
 *                                     c6_higher_score_first
 *   C7            1      2      3     c7_colours_choose_upfloater
 *   C8            1      2      3     c8_maximum_upfloater
 *   C9            1      2      3     c9_fewest_upfloats
 *   C10           1      2      3     c10_upfloated_last_round
 *
 * Not counted for any listed article: c1_forfeit_is_no_game (C1),
 * c1_no_pairing_left (1.8.3), rounds_unknown (reading), and the "off in
 * the last round" tests count for 4.2, not for C8-C10 deciding.
 *
 * Conventions: start number = pairing number = initial ranking; boards
 * are White-Black; "Z" in the last fixture line leaves a player out of
 * the round.  Each comment derives the pairing from the text and the
 * readings of dubov-reading.md, and says what the deciding article
 * changes.
 */
#include <check.h>

#include "dubov/dubov.h"
#include "support/dubov_fixture.h"

Suite *suite_dubov_more(void);

#define R6 DFX_RATINGS(2400, 2300, 2200, 2100, 2000, 1900)
#define R8 DFX_RATINGS(2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700)
/* Round to be paired with only players 1 and 2 (six-player files). */
#define ONLY_1_2 "3:Z 4:Z 5:Z 6:Z"

/* ------------------------------------------------------------------ */
/* 2.2.1 the minimum number of upfloaters                               */

START_TEST(min_upfloaters_two_for_even_group)
{
	/* Round 1, XXA: 1-4 on 1 point, 5-8 on 0; 1 may meet none of 2, 3,
	 * 4 (XXP).  The four residents cannot be paired among themselves
	 * (1 has no partner), and with one upfloater the bracket is odd:
	 * the minimum is two (2.2.1).  All sets are alike for C6-C10
	 * (nobody played, no floats): 4.2 takes {5,6}; {1..6} pairs (1-5,
	 * 2-3, 4-6) and {7,8} too (C4).
	 * Bracket {1..6}, nobody has played: G1 = {1,2,3}, G2 = {4,5,6}
	 * (2.2.3); a cross pairing exists, no shift.  S1 = 1, 2, 3 (ARO 0,
	 * ranking); T2 = 4,5,6 and 4,6,5 fail on 1-4, T2 = 5,4,6 is legal:
	 * 1-5, 2-4, 3-6.  5.2.1 (white1): the higher ranked gets White on
	 * an odd number: 1 White, 2 Black, 3 White; then 7-8. */
	dfx_load(5, 'w',
		 "XXA    1  1.0\nXXA    2  1.0\nXXA    3  1.0\nXXA    4  1.0\n"
		 "XXP    1    2\nXXP    1    3\nXXP    1    4\n",
		 R8, DFX_NO_ROUNDS, NULL);
	dfx_pair();
	dfx_expect("1-5 4-2 3-6 7-8");
}
END_TEST

START_TEST(min_upfloaters_three_for_odd_group)
{
	/* Round 1, XXA: 1, 2, 3 on 1 point, mutually forbidden (XXP).  One
	 * upfloater cannot do (two residents would have to meet), so the
	 * minimum is three (2.2.1): each resident meets an upfloater.  4.2
	 * takes {4,5,6}; {7,8} pairs.  G1 = {1,2,3}, G2 = {4,5,6}, S1 =
	 * 1, 2, 3, T2 = 4, 5, 6 legal: 1-4, 2-5, 3-6; 5.2.1 as above; 7-8.
	 * (Without acceleration it would be 1-5, 2-6, 3-7, 4-8.) */
	dfx_load(5, 'w',
		 "XXA    1  1.0\nXXA    2  1.0\nXXA    3  1.0\n"
		 "XXP    1    2\nXXP    1    3\nXXP    2    3\n",
		 R8, DFX_NO_ROUNDS, NULL);
	dfx_pair();
	dfx_expect("1-4 5-2 3-6 7-8");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 2.2.2 the first set that gives a legal pairing (C4)                  */

START_TEST(upfloater_set_completion)
{
	/* Round 1, XXA: 1, 2 on 1 point and forbidden (XXP 1 2); 3-6 on 0
	 * with 5-6 forbidden.  Two upfloaters; the first set in 4.2 order,
	 * {3,4}, leaves {5,6} unpairable, so 2.2.2 (C4) passes to {3,5}:
	 * the rest {4,6} pairs.  Bracket {1,2,3,5}: G1 = {1,2}, G2 = {3,5}
	 * (nobody played); S1 = 1, 2; T2 = 3, 5: 1-3, 2-5.  Then 4-6.
	 * 5.2.1: 1 White (odd), 2 and 4 Black (even). */
	dfx_load(5, 'w', "XXA    1  1.0\nXXA    2  1.0\nXXP    1    2\nXXP    5    6\n",
		 R6, DFX_NO_ROUNDS, NULL);
	dfx_pair();
	dfx_expect("1-3 5-2 6-4");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 2.2.3 G1 by colour once players have played                          */

START_TEST(g1_by_colour_not_by_half)
{
	/* R1 5-1, 6-2, 3-7, 4-8 drawn: all on 0.5.  Everybody has played,
	 * so G1 = the White seekers {1,2,7,8}, G2 = {3,4,5,6} (2.2.3), not
	 * the first half {1,2,3,4}.  Equal sizes, a cross pairing exists:
	 * no shift.  S1 by ARO: 2 (met 6: 1900), 1 (2000), 8 (2100), 7
	 * (2200); T2 = 3, 4, 5, 6 is legal: 2-3, 1-4, 8-5, 7-6, all by
	 * 5.2.2.  By halves it would be S1 = 4, 3, 1, 2 against 5..8. */
	dfx_load(5, 'w', NULL, R8, DFX_ROUNDS("5-1:= 6-2:= 3-7:= 4-8:="), NULL);
	dfx_pair();
	dfx_expect("2-3 1-4 8-5 7-6");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 2.2.5 S1 by ARO                                                      */

START_TEST(s1_by_aro_reversed)
{
	/* R1 8-1, 5-2, 6-3, 7-4 drawn.  G1 = {1,2,3,4}, G2 = {5,6,7,8}, no
	 * shift.  AROs: 1 1700, 2 2000, 3 1900, 4 1800: S1 = 1, 4, 3, 2
	 * (2.2.5).  T2 = 5, 6, 7, 8 is legal: 1-5, 4-6, 3-7, 2-8 (5.2.2).
	 * By ranking S1 would give 1-5, 2-6, 3-7, 4-8. */
	dfx_load(5, 'w', NULL, R8, DFX_ROUNDS("8-1:= 5-2:= 6-3:= 7-4:="), NULL);
	dfx_pair();
	dfx_expect("1-5 4-6 3-7 2-8");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 2.2.6 S1[i] against T2[i], the first legal T2                        */

START_TEST(t2_skips_rematch)
{
	/* R1 5-1, 4-2, 6-3 drawn.  G1 = {1,2,3} (White seekers), G2 =
	 * {4,5,6}; no shift.  S1 by ARO: 3 (1900), 1 (2000), 2 (2100).
	 * T2 = 4, 5, 6 pairs 1-5, a rematch (C1); the next, 4, 6, 5, gives
	 * 3-4, 1-6, 2-5 (2.2.6), colours by 5.2.2. */
	dfx_load(5, 'w', NULL, R6, DFX_ROUNDS("5-1:= 4-2:= 6-3:="), NULL);
	dfx_pair();
	dfx_expect("3-4 1-6 2-5");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 5.2.2 both preferences, where 5.2.4 would say otherwise              */

START_TEST(both_prefs_over_alternation)
{
	/* 1: 3-1, 5-1, 1-4 = "bbw", colour difference -1: strong White.
	 * 2: 2-4, 2-6, 3-2 = "wwb": strong Black.  All draws, both on 1.5;
	 * only 1 and 2 are paired in round 4: 1-2 (never met).  5.2.2
	 * grants both: 1 White.  5.2.4 would have alternated from the last
	 * round (1 White, 2 Black) and given 2 White. */
	dfx_load(5, 'w', NULL, R6,
		 DFX_ROUNDS("3-1:= 2-4:= 5:H 6:H", "5-1:= 2-6:= 3:H 4:H", "1-4:= 3-2:= 5:H 6:H"),
		 ONLY_1_2);
	dfx_pair();
	dfx_expect("1-2");
}
END_TEST

START_TEST(both_prefs_lower_ranked_white)
{
	/* Mirror: 1 "wwb" strong Black, 2 "bbw" strong White.  5.2.2: 2
	 * White.  5.2.4 (last round: 1 Black, 2 White) would give 1 White. */
	dfx_load(5, 'w', NULL, R6,
		 DFX_ROUNDS("1-3:= 4-2:= 5:H 6:H", "1-5:= 6-2:= 3:H 4:H", "4-1:= 2-3:= 5:H 6:H"),
		 ONLY_1_2);
	dfx_pair();
	dfx_expect("2-1");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 5.2.3 the stronger preference                                        */

START_TEST(absolute_beats_strong)
{
	/* 1: 3-1 = "b", strong White; 2: 4-2, 5-2 = "bb", absolute White
	 * (the other rounds half-point byes, both on 1).  Only 1 and 2
	 * play: C3 allows it (one absolute).  5.2.3: 2 White.  5.2.4 finds
	 * no difference ("b" against "bb" from the end), 5.2.5 would give
	 * 1 White. */
	dfx_load(5, 'w', NULL, R6,
		 DFX_ROUNDS("3-1:= 4-2:= 5:H 6:H", "5-2:= 1:H 3:H 4:H 6:H"), ONLY_1_2);
	dfx_pair();
	dfx_expect("2-1");
}
END_TEST

START_TEST(strong_beats_mild_higher_ranked)
{
	/* 1: 3-1, 1-5 = "bw", mild Black; 2: 2-4 = "w", strong Black.  Both
	 * on 1.  5.2.3: 2 Black.  5.2.4: "w" against "w" from the end, then
	 * 2 has no more games: silent; 5.2.5 would give 1 Black. */
	dfx_load(5, 'w', NULL, R6,
		 DFX_ROUNDS("3-1:= 2-4:= 5:H 6:H", "1-5:= 2:H 3:H 4:H 6:H"), ONLY_1_2);
	dfx_pair();
	dfx_expect("1-2");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 5.2.4 alternation, histories of different lengths                    */

START_TEST(alternate_different_lengths)
{
	/* 1: 3-1, 4-1, 1-5 = "bbw", strong White; 2: 6-2 = "b", strong
	 * White.  Both on 1.5.  5.2.2, 5.2.3 do not decide.  5.2.4 from the
	 * ends: 1 White, 2 Black in their latest games: 1 Black, 2 White.
	 * 5.2.5 would give 1 White. */
	dfx_load(5, 'w', NULL, R6,
		 DFX_ROUNDS("3-1:= 6-2:= 4:H 5:H", "4-1:= 2:H 3:H 5:H 6:H",
			    "1-5:= 2:H 3:H 4:H 6:H"), ONLY_1_2);
	dfx_pair();
	dfx_expect("2-1");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 5.2.5 the higher ranked by points                                    */

START_TEST(higher_ranked_mild_by_points)
{
	/* 1: 1-3 =, 5-1 = "wb", 1 point; 2: 2-4 1-0, 6-2 = "wb", 1.5.  Both
	 * mild White with the same history: 5.2.2-5.2.4 do not decide.
	 * 5.2.5: the higher ranked is 2 (more points): 2 White.  (Bracket
	 * 1.5 = {2} takes 1 as its only possible upfloater.) */
	dfx_load(5, 'w', NULL, R6,
		 DFX_ROUNDS("1-3:= 2-4:1 5:H 6:H", "5-1:= 6-2:= 3:H 4:H"), ONLY_1_2);
	dfx_pair();
	dfx_expect("2-1");
}
END_TEST

/* ------------------------------------------------------------------ */
/* C5 fewer upfloaters before colours                                   */

START_TEST(c5_no_upfloater_four_white_seekers)
{
	/* R1 5-1, 6-2, 7-3, 8-4 all 0-1: 1-4 on 1, White seekers (strong);
	 * 5-8 on 0, Black seekers.  Bracket 1 = {1,2,3,4} pairs by itself:
	 * C5 takes no upfloater although four Black-seeking upfloaters
	 * would let everybody have his colour (C7).
	 * All four seek White: G2 empty; step 2 moves two White shifters:
	 * by ARO 4 (1700), 3 (1800), 2 (1900), 1 (2000); middle first 3, 2,
	 * 4, 1: Y = {3,2}.  S1 = 4, 1 (ARO); T2 = 2, 3: 4-2, 1-3.  Colours
	 * 5.2.5 (same "b" histories): 2 White, 1 White.
	 * Bracket 0 = {5,6,7,8}, all Black seekers: step 2 by ranking 6, 7,
	 * 5, 8: Y = {6,7}; S1 = 7 (met 3: 2200), 6 (2300); T2 = 5, 8: 7-5,
	 * 6-8, 5.2.5: 5 Black, 6 Black. */
	dfx_load(5, 'w', NULL, R8, DFX_ROUNDS("5-1:0 6-2:0 7-3:0 8-4:0"), NULL);
	dfx_pair();
	dfx_expect("2-4 1-3 7-5 8-6");
}
END_TEST

START_TEST(c5_one_upfloater_not_three)
{
	/* R1 4-1, 5-2, 6-3 all 0-1: 1, 2, 3 on 1, strong White; 4, 5, 6 on
	 * 0, strong Black.  Bracket 1 is odd: C5 takes one upfloater (C7 =
	 * 1: two residents meet), not three (everybody in one bracket, C7 =
	 * 0).  4, 5, 6 are alike (each met one resident; C6-C10 equal): 4.2
	 * takes 4, and {5,6} pairs.
	 * G1 = {1,2,3}, G2 = {4}: step 2, by ARO 3 (1900), 2 (2000), 1
	 * (2100): #1 = 2; G1' = {1,3}, G2' = {2,4}.  S1 = 3, 1; T2 = 2, 4
	 * fails (1-4 met), T2 = 4, 2: 3-4 (5.2.2), 1-2 (5.2.5: 1 White).
	 * Then 5, 6 both strong Black, "w": 5.2.5, 5 Black. */
	dfx_load(5, 'w', NULL, R6, DFX_ROUNDS("4-1:0 5-2:0 6-3:0"), NULL);
	dfx_pair();
	dfx_expect("3-4 1-2 6-5");
}
END_TEST

/* ------------------------------------------------------------------ */
/* C6 the second lowest score                                           */

START_TEST(c6_second_lowest_score)
{
	/* Round 1, XXA: 1, 2, 3 on 5 and mutually forbidden (three
	 * upfloaters, one per resident); pool 4 (3), 5, 6 (2.5), 7 (2),
	 * 8 (1.5), numbered #1..#5 in that order (4.2.2).  3 may meet only
	 * 8 (XXP 3 with 4-7), so 8 is in every set; 6-7 and 5-7 are
	 * forbidden, so C4 rejects {4,5,8} (rest 6-7) and {4,6,8} (rest
	 * 5-7).  Left: {4,7,8} (1.5, 2, 3), {5,6,8} (1.5, 2.5, 2.5), {5,7,8}
	 * and {6,7,8} (1.5, 2, 2.5).  The lowest is 1.5 everywhere; C6 then
	 * maximises the second lowest: {5,6,8}.  4.2 alone would take
	 * {#1,#4,#5} = {4,7,8}.  C7 (all mild Black, no games) and C8-C10
	 * are equal.
	 * Bracket {1,2,3,5,6,8}: G1 = {1,2,3}, G2 = {5,6,8} (nobody has
	 * played); S1 = 1, 2, 3, T2 = 5, 6, 8: 1-5, 2-6, 3-8; 5.2.1 gives
	 * White to 1 and 3 (odd), Black to 2.  Bracket 3 = {4} + 7: 4 even,
	 * Black. */
	dfx_load(5, 'w',
		 "XXA    1  5.0\nXXA    2  5.0\nXXA    3  5.0\nXXA    4  3.0\n"
		 "XXA    5  2.5\nXXA    6  2.5\nXXA    7  2.0\nXXA    8  1.5\n"
		 "XXP    1    2\nXXP    1    3\nXXP    2    3\n"
		 "XXP    3    4\nXXP    3    5\nXXP    3    6\nXXP    3    7\n"
		 "XXP    6    7\nXXP    5    7\n",
		 R8, DFX_NO_ROUNDS, NULL);
	dfx_pair();
	dfx_expect("1-5 6-2 3-8 7-4");
}
END_TEST

/* ------------------------------------------------------------------ */
/* C7 colours choose the upfloaters                                     */

START_TEST(c7_two_white_seeking_upfloaters)
{
	/* R1 1-5 1-0, 2-6 1-0, 3-7 =, 4-8 =; XXP 1 2.  1, 2 on 1 (strong
	 * Black), 3, 4 on 0.5 (strong Black), 7, 8 on 0.5 (strong White),
	 * 5, 6 on 0.  Bracket 1 needs two upfloaters, from 0.5 (C6).  {3,4}
	 * (first in 4.2) gives two Black-Black pairs, mixed sets one, {7,8}
	 * none: C7 takes {7,8}.  G1 = {7,8}, G2 = {1,2}; S1 = 8 (met 4:
	 * 2100), 7 (2200); T2 = 1, 2: 8-1, 7-2 (5.2.2).  Bracket 0.5 =
	 * {3,4} pairs (C5): both "w", 5.2.5: 3 Black.  Bracket 0 = {5,6}:
	 * both "b", 5 White. */
	dfx_load(5, 'w', "XXP    1    2\n", R8, DFX_ROUNDS("1-5:1 2-6:1 3-7:= 4-8:="), NULL);
	dfx_pair();
	dfx_expect("8-1 7-2 4-3 5-6");
}
END_TEST

START_TEST(c7_best_legal_pairing_of_the_set)
{
	/* R1 1-4 1-0, 2-5 1-0, 6-3 0-1; XXP 4 2.  On 1: 1, 2 (strong Black),
	 * 3 (strong White); on 0: 4, 5 (strong White), 6 (strong Black).
	 * Bracket 1 is odd, one upfloater.  4 (#1) met 1 and may not meet 2:
	 * 4-3 and 1-2, two colour failures.  5 met 2: 5-1 and 2-3, none.
	 * 6 met 3: one failure.  C7 takes 5; {4,6} pairs (C4).
	 * G1 = {3,5}, G2 = {1,2}, no shift.  S1 = 3 (ARO 1900), 5 (2300);
	 * T2 = 1, 2 fails (5-2 met), T2 = 2, 1: 3-2, 5-1 (5.2.2).  Then
	 * 4-6 (5.2.2). */
	dfx_load(5, 'w', "XXP    4    2\n", R6, DFX_ROUNDS("1-4:1 2-5:1 6-3:0"), NULL);
	dfx_pair();
	dfx_expect("3-2 5-1 4-6");
}
END_TEST

/* ------------------------------------------------------------------ */
/* C8, C9, C10 with float histories made by XXA                         */

/*
 * Eight players, all games drawn, the other rounds half-point byes, so
 * real scores stay equal and XXA alone makes the floats.  6 rounds:
 * MaxT = 2 + [6/5] = 3, round 5 is not the last.
 * R1 4-6 (6 +1): 4 upfloats.  R2 7-4 (7 +1): 4 upfloats.  R3 4-3 (3 +1):
 * 4 upfloats.  R4 5-6 (6 +1): 5 upfloats.  So 4 has 3 upfloats (a
 * maximum upfloater, not in R4), 5 has 1 (in R4, the previous round).
 * Colours: 1, 2, 8 no game (mild Black); 3 "b" strong White; 4 "wbw"
 * strong Black; 5 "w" strong Black; 6 "bb" absolute White; 7 "w"
 * strong Black.
 */
#define C8_ROUNDS DFX_ROUNDS("4-6:= 1:H 2:H 3:H 5:H 7:H 8:H", \
			     "7-4:= 1:H 2:H 3:H 5:H 6:H 8:H", \
			     "4-3:= 1:H 2:H 5:H 6:H 7:H 8:H", \
			     "5-6:= 1:H 2:H 3:H 4:H 7:H 8:H")
#define C8_FLOATS "XXA    4  0.0  0.0  0.0  0.0  1.0\nXXA    5  0.0  0.0  0.0  0.0  1.0\n" \
	"XXA    6  1.0  0.0  0.0  1.0\nXXA    7  0.0  1.0\n"

START_TEST(c8_before_c10)
{
	/* Round 5: 1, 2, 3 on 4 (XXA 2), 4, 5 on 3, 6, 7, 8 on 2.  Bracket
	 * 4 is odd: one upfloater from 4, 5 (C6).  C7 is 1 either way (4
	 * met 3, so 4-1 or 4-2 and a Black-Black pair; with 5, 5-3 and
	 * 1-2).  C8: 4 is a maximum upfloater, 5 is not: 5, although 4
	 * comes first in 4.2 and 5 upfloated in the previous round (C10
	 * would prefer 4).  Rest {4,6,7,8} pairs (4-8, 6-7).
	 * Bracket {1,2,3,5}: G1 = {3}, G2 = {1,2,5}; step 2 moves the
	 * middle Black shifter by ranking 1, 2, 5: 2.  S1 = 2 (ARO 0), 3
	 * (2100); T2 = 1, 5: 2-1, 3-5.  2-1: neither has played, 5.2.1: 1
	 * (odd) White.  3-5 by 5.2.2.  Bracket 3 = {4}: 4 met 6, 7, so 8;
	 * 4 strong Black beats 8 mild (5.2.3).  Then 6-7 (5.2.2). */
	dfx_load(6, 'w',
		 C8_FLOATS "XXA    1  0.0  0.0  0.0  0.0  2.0\nXXA    2  0.0  0.0  0.0  0.0  2.0\n"
		 "XXA    3  0.0  0.0  1.0  0.0  2.0\n",
		 R8, C8_ROUNDS, NULL);
	dfx_pair();
	dfx_expect("1-2 3-5 8-4 6-7");
}
END_TEST

START_TEST(c8_two_upfloaters)
{
	/* Same history; round 5: 1, 2 on 4 (forbidden, XXP), 3, 4, 5 on 3.
	 * Two upfloaters from {3,4,5} (C6).  C7: {4,5} makes two Black-
	 * Black pairs, {3,4} and {3,5} one.  C8: {3,4} holds the maximum
	 * upfloater 4: {3,5}, although {3,4} is first in 4.2 and C10
	 * prefers it (5 upfloated in R4).  Rest {4,6,7,8} pairs.
	 * G1 = {3}, G2 = {1,2,5}; step 2: #1 of 1, 2, 5 = 2 (3-1, 2-5 is a
	 * legal cross pairing).  S1 = 2, 3; T2 = 1, 5 fails (XXP 1 2), T2 =
	 * 5, 1: 2-5, 3-1.  2-5: 5 strong Black beats 2 mild (5.2.3); 3-1 by
	 * 5.2.2.  Then 8-4 and 6-7 as above. */
	dfx_load(6, 'w',
		 C8_FLOATS "XXA    1  0.0  0.0  0.0  0.0  2.0\nXXA    2  0.0  0.0  0.0  0.0  2.0\n"
		 "XXA    3  0.0  0.0  1.0  0.0  1.0\nXXP    1    2\n",
		 R8, C8_ROUNDS, NULL);
	dfx_pair();
	dfx_expect("2-5 3-1 8-4 6-7");
}
END_TEST

START_TEST(c9_both_maximum_upfloaters)
{
	/* 6 rounds (MaxT 3), round 5.  R1 4-6 (6 +1), R2 7-4 (7 +1), 5-6
	 * (6 +1), R3 4-3 (3 +1), 8-5 (8 +1), R4 4-2 (2 +1), 5-1 (1 +1), all
	 * drawn: 4 upfloated 4 times, 5 three times (R2-R4); both are
	 * maximum upfloaters (C8 equal), both upfloated in R4 (C10 equal).
	 * Round 5: 1, 2, 3 on 4, 4, 5 on 3.  Colours: 1, 2, 3 "b" strong
	 * White; 4 "wbww" absolute Black; 5 "wbw" strong Black; 6 "bb"
	 * absolute White; 7, 8 "w" strong Black.  C7 is 1 with 4 (4-1,
	 * 2-3) and with 5 (5-2 or 5-3).  C9: 5 (3 upfloats, not 4).
	 * Rest {4,6,7,8}: 4-8, 6-7 (C4).
	 * G1 = {1,2,3}, G2 = {5}; step 2 by ARO 1 (2000), 2, 3 (2100):
	 * #1 = 2.  S1 = 1, 3; T2 = 2, 5: 1-2 (5.2.5: 1 White), 3-5 (5.2.2).
	 * Bracket 3 = {4}: only 8 is possible; 4 absolute Black (5.2.3).
	 * Then 6-7. */
	dfx_load(6, 'w',
		 "XXA    1  0.0  0.0  0.0  1.0  2.0\nXXA    2  0.0  0.0  0.0  1.0  2.0\n"
		 "XXA    3  0.0  0.0  1.0  0.0  2.0\nXXA    4  0.0  0.0  0.0  0.0  1.0\n"
		 "XXA    5  0.0  0.0  0.0  0.0  1.0\nXXA    6  1.0  1.0\n"
		 "XXA    7  0.0  1.0\nXXA    8  0.0  0.0  1.0\n",
		 R8,
		 DFX_ROUNDS("4-6:= 1:H 2:H 3:H 5:H 7:H 8:H",
			    "7-4:= 5-6:= 1:H 2:H 3:H 8:H",
			    "4-3:= 8-5:= 1:H 2:H 6:H 7:H",
			    "4-2:= 5-1:= 3:H 6:H 7:H 8:H"), NULL);
	dfx_pair();
	dfx_expect("1-2 3-5 8-4 6-7");
}
END_TEST

START_TEST(c9_before_c10)
{
	/* 7 rounds (MaxT 3), round 6.  R1 4-6 (6 +1), R2 7-4 (7 +1), R3
	 * 4-3 (3 +1), 5-8 (8 +1), R4 2-4 (2 +1), 1-5 (1 +1), R5 6-5 (6 +1),
	 * all drawn: 4 upfloated in R1-R4 (4 times, not in R5), 5 in R3-R5
	 * (3 times, also in R5).  Both maximum upfloaters (C8 equal).
	 * Round 6: 1, 2, 3 on 4.5, 4, 5 on 3.5, 6, 7, 8 on 2.5.  Colours:
	 * 1, 2 "w" strong Black; 3 "b" strong White; 4 "wbwb" mild White;
	 * 5 "wbb" absolute White; 6 "bw" mild Black; 7 "w" strong Black; 8
	 * "b" strong White.  C7 is 0 both ways (4-1 and 2-3; 5-2 and 1-3).
	 * C9 takes 5; C10 alone would take 4 (5 upfloated in R5).  Rest
	 * {4,6,7,8}: 4-8, 6-7.
	 * G1 = {3,5}, G2 = {1,2}, no shift.  S1 = 5 (ARO (1700 + 2400 +
	 * 1900) / 3 = 2000), 3 (2100); T2 = 1, 2 fails (5-1 met), T2 = 2,
	 * 1: 5-2, 3-1 (5.2.2).  Bracket 3.5 = {4}: only 8; both seek White,
	 * 8 strongly (5.2.3).  Then 6-7: 7 strong Black (5.2.3). */
	dfx_load(7, 'w',
		 "XXA    1  0.0  0.0  0.0  1.0  0.0  2.0\nXXA    2  0.0  0.0  0.0  1.0  0.0  2.0\n"
		 "XXA    3  0.0  0.0  1.0  0.0  0.0  2.0\nXXA    4  0.0  0.0  0.0  0.0  0.0  1.0\n"
		 "XXA    5  0.0  0.0  0.0  0.0  0.0  1.0\nXXA    6  1.0  0.0  0.0  0.0  1.0\n"
		 "XXA    7  0.0  1.0\nXXA    8  0.0  0.0  1.0\n",
		 R8,
		 DFX_ROUNDS("4-6:= 1:H 2:H 3:H 5:H 7:H 8:H",
			    "7-4:= 1:H 2:H 3:H 5:H 6:H 8:H",
			    "4-3:= 5-8:= 1:H 2:H 6:H 7:H",
			    "2-4:= 1-5:= 3:H 6:H 7:H 8:H",
			    "6-5:= 1:H 2:H 3:H 4:H 7:H 8:H"), NULL);
	dfx_pair();
	dfx_expect("5-2 3-1 8-4 6-7");
}
END_TEST

/*
 * 6 rounds (MaxT 3), round 4.  R1 5-6 (6 +1), R2 5-7 (7 +1), R3 4-3
 * (3 +1), all drawn: 5 upfloated twice (R1, R2), 4 once, in R3 (the
 * previous round); nobody is a maximum upfloater (C8, C9 equal).
 * Colours: 1, 2, 8 no game (mild Black); 3 "b" strong White; 4 "w"
 * strong Black; 5 "ww" absolute Black; 6, 7 "b" strong White.
 */
#define C10_ROUNDS DFX_ROUNDS("5-6:= 1:H 2:H 3:H 4:H 7:H 8:H", \
			      "5-7:= 1:H 2:H 3:H 4:H 6:H 8:H", \
			      "4-3:= 1:H 2:H 5:H 6:H 7:H 8:H")
#define C10_FLOATS "XXA    4  0.0  0.0  0.0  1.0\nXXA    5  0.0  0.0  0.0  1.0\n" \
	"XXA    6  1.0\nXXA    7  0.0  1.0\n"

START_TEST(c10_one_upfloater)
{
	/* Round 4: 1, 2, 3 on 3.5, 4, 5 on 2.5.  One upfloater from 4, 5
	 * (C6); C7 is 1 either way (4-1 or 4-2; 5-3 and 1-2).  C10: 4
	 * upfloated in R3, 5 did not: 5, although 4 is first in 4.2 (and 5
	 * has more upfloats, which C9 ignores below MaxT).
	 * G1 = {3}, G2 = {1,2,5}: step 2 moves 2.  S1 = 2 (ARO 0), 3; T2 =
	 * 1, 5: 2-1 (neither has played, 5.2.1: 1 White), 3-5 (5.2.2).
	 * Bracket 2.5 = {4} + one of 6, 7, 8: 6 and 7 seek White, 8 Black
	 * (C7), 4.2 takes 6: 6-4.  Then 7-8 (5.2.2). */
	dfx_load(6, 'w',
		 C10_FLOATS "XXA    1  0.0  0.0  0.0  2.0\nXXA    2  0.0  0.0  0.0  2.0\n"
		 "XXA    3  0.0  0.0  1.0  2.0\n",
		 R8, C10_ROUNDS, NULL);
	dfx_pair();
	dfx_expect("1-2 3-5 6-4 7-8");
}
END_TEST

START_TEST(c10_two_upfloaters)
{
	/* Same history; round 4: 1, 2 on 3.5 and forbidden (XXP), 3, 4, 5
	 * on 2.5.  Two upfloaters from {3,4,5}: {4,5} fails C7 (two Black-
	 * Black pairs against one).  C10: {3,4} holds 4, who upfloated in
	 * R3 (3 downfloated then): {3,5}, not {3,4} (first in 4.2).
	 * G1 = {3}, G2 = {1,2,5}; step 2 moves 2 (3-1, 2-5 legal).  S1 =
	 * 2, 3; T2 = 1, 5 fails (XXP 1 2); T2 = 5, 1: 2-5 (5 absolute
	 * Black, 5.2.3), 3-1 (5.2.2).  Then 6-4 and 7-8 as above. */
	dfx_load(6, 'w',
		 C10_FLOATS "XXA    1  0.0  0.0  0.0  2.0\nXXA    2  0.0  0.0  0.0  2.0\n"
		 "XXA    3  0.0  0.0  1.0  1.0\nXXP    1    2\n",
		 R8, C10_ROUNDS, NULL);
	dfx_pair();
	dfx_expect("2-5 3-1 6-4 7-8");
}
END_TEST

Suite *suite_dubov_more(void)
{
	Suite *s = suite_create("dubov_more");
	TCase *tc = tcase_create("more");

	tcase_add_checked_fixture(tc, NULL, dfx_teardown);
	tcase_add_test(tc, min_upfloaters_two_for_even_group);
	tcase_add_test(tc, min_upfloaters_three_for_odd_group);
	tcase_add_test(tc, upfloater_set_completion);
	tcase_add_test(tc, g1_by_colour_not_by_half);
	tcase_add_test(tc, s1_by_aro_reversed);
	tcase_add_test(tc, t2_skips_rematch);
	tcase_add_test(tc, both_prefs_over_alternation);
	tcase_add_test(tc, both_prefs_lower_ranked_white);
	tcase_add_test(tc, absolute_beats_strong);
	tcase_add_test(tc, strong_beats_mild_higher_ranked);
	tcase_add_test(tc, alternate_different_lengths);
	tcase_add_test(tc, higher_ranked_mild_by_points);
	tcase_add_test(tc, c5_no_upfloater_four_white_seekers);
	tcase_add_test(tc, c5_one_upfloater_not_three);
	tcase_add_test(tc, c6_second_lowest_score);
	tcase_add_test(tc, c7_two_white_seeking_upfloaters);
	tcase_add_test(tc, c7_best_legal_pairing_of_the_set);
	tcase_add_test(tc, c8_before_c10);
	tcase_add_test(tc, c8_two_upfloaters);
	tcase_add_test(tc, c9_both_maximum_upfloaters);
	tcase_add_test(tc, c9_before_c10);
	tcase_add_test(tc, c10_one_upfloater);
	tcase_add_test(tc, c10_two_upfloaters);
	suite_add_tcase(s, tc);
	return s;
}
