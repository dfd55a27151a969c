/*
 * test_dubov_rules.c - the Dubov System (C.04.4.1, 2025 text): the
 * pairing-allocated bye (2.1), the upfloaters of a bracket (2.2.1,
 * 2.2.2, 4.2) and the criteria C1-C10, through dubov_pair() on small
 * tournaments written in memory (support/dubov_fixture.h).
 *
 * Every expectation is derived by hand from the text and the readings
 * of dubov-reading.md; each comment walks the articles step by step and
 * says what the pairing would be if the rule under test were broken.
 * Start number = pairing number = initial ranking (index order).
 * Boards are written White-Black.  Unless said otherwise the ratings
 * fall by 100 from 2400 (1: 2400, 2: 2300, ...) and MaxT/last-round
 * questions do not arise.
 */
#include <check.h>

#include "dubov/dubov.h"
#include "support/dubov_fixture.h"

Suite *suite_dubov_rules(void);

#define R6 DFX_RATINGS(2400, 2300, 2200, 2100, 2000, 1900)
#define R7 DFX_RATINGS(2400, 2300, 2200, 2100, 2000, 1900, 1800)

/* ------------------------------------------------------------------ */
/* 2.1 the pairing-allocated bye                                        */

/*
 * Shared history of the three C2 tests.  R1: 1-2 =, 3-4 =, 6 gets
 * `bye_r1' (U, F, or a forfeit win over 5), 5 absent; R2: 5-6 1-0,
 * 1-4 half-point byes; round 3 without 1.  Players 2-6 are all on 1
 * point with one game each (6 and 5 played each other in R2 only).
 * 2.1.3 and 2.1.4 tie, so 2.1.5 would give the bye to 6; C2 bars 6
 * (PAB, full-point bye or forfeit win: Basic Rule 4 of 2025), next is
 * 5 (2.1.5), and {2,3,4,6} pair (2.1.2), so the PAB goes to 5.
 * Then one bracket {2,3,4,6} on 1 point.  Preferences (1.5.2.2): 2, 4
 * and 6 had Black once -> strong White; 3 had White -> strong Black.
 * 2.2.3: G1 = {2,4,6}, G2 = {3}.  2.2.4: A = G2 (smaller), no A-A
 * pair; step 2 moves (3-1)/2 = 1 White seeker.  4.3: White shifters by
 * ARO ascending: 6 (met 5: 2000), 4 (met 3: 2200), 2 (met 1: 2400);
 * middle first: #1 = 4.  G1' = {2,6}, G2' = {3,4}: 6-3 and 2-4 are
 * legal (3-4 met in R1 but stay on the same side).  2.2.5: S1 = 6, 2
 * (ARO 2000, 2400); 2.2.6: T2 = 3, 4 gives 6-3, 2-4.  Colours: 6-3 by
 * 5.2.2; 2-4 both strong White, same history "b" (5.2.4 silent), so
 * 5.2.5: 2 ranks higher and gets White.
 */
static void c2_case(const char *r1)
{
	dfx_load(5, 'w', NULL, R6, DFX_ROUNDS(r1, "5-6:1 1:H 2:H 3:H 4:H"), "1:Z");
	dfx_pair();
	dfx_expect("6-3 2-4 bye 5");
}

START_TEST(pab_c2_earlier_pab)
{
	c2_case("1-2:= 3-4:= 6:U 5:Z");
}
END_TEST

START_TEST(pab_c2_full_point_bye)
{
	/* A requested full-point bye scored a win without playing. */
	c2_case("1-2:= 3-4:= 6:F 5:Z");
}
END_TEST

START_TEST(pab_c2_forfeit_win)
{
	/* 6-5 won by forfeit: 6 scored, neither played a game. */
	c2_case("1-2:= 3-4:= 6-5:+");
}
END_TEST

START_TEST(pab_half_point_bye_does_not_bar)
{
	/* As above but 6 took a half-point bye in R1: 6 has 0.5, the
	 * lowest score (2.1.3), and H does not bar (C2 is about a win's
	 * points): bye 6.  Bracket {2,3,4,5} on 1: G1 = {2,4} (Black in
	 * R1), G2 = {3,5} (White once).  Equal sizes, and 2-3, 4-5 is a
	 * legal cross pairing: no shift.  S1 = 4 (ARO 2200), 2 (2400);
	 * T2 = 3, 5 fails (4-3 met in R1), T2 = 5, 3: 4-5, 2-3, each
	 * player gets his colour (5.2.2). */
	dfx_load(5, 'w', NULL, R6,
		 DFX_ROUNDS("1-2:= 3-4:= 6:H 5:Z", "5-6:1 1:H 2:H 3:H 4:H"), "1:Z");
	dfx_pair();
	dfx_expect("4-5 2-3 bye 6");
}
END_TEST

START_TEST(pab_completion)
{
	/* 2.1.2 (C4).  R1 1-3 1-0, 2-4 1-0, 5-6 0-1; R2 1-4 1-0, 2-5 1-0,
	 * 3-6 1-0; 6 absent in round 3.  Scores 1: 2, 2: 2, 3: 1, 4: 0,
	 * 5: 0.  4 and 5 tie on 0 with two games: 2.1.5 names 5, but
	 * without 5 the others cannot be paired: 1 met 3 and 4, and 1-2
	 * both had White twice (absolute Black, C3).  So the PAB goes to
	 * 4, leaving 1-5, 2-3 possible.
	 * Bracket 2 = {1,2}: 1-2 illegal (C3), two upfloaters: the pool is
	 * {3,5}, the only set.  Preferences: 1, 2 absolute Black; 3 "bw"
	 * mild Black; 5 "wb" mild White.  G1 = {5}, G2 = {1,2,3}; step 2
	 * moves one Black seeker: by ranking 1,2,3, #1 = 2 (4.3.3), and
	 * G1' = {5,2}, G2' = {1,3} pair as 5-1, 2-3.  S1 by ARO: 2 (met 4
	 * and 5: 2050), 5 (met 6 and 2: 2100); T2 = 1, 3 fails (2-1 C3),
	 * T2 = 3, 1: 2-3, 5-1.  Colours: 2 absolute beats 3 mild (5.2.3),
	 * 3 gets White; 5-1 by 5.2.2. */
	dfx_load(5, 'w', NULL, R6,
		 DFX_ROUNDS("1-3:1 2-4:1 5-6:0", "1-4:1 2-5:1 3-6:1"), "6:Z");
	dfx_pair();
	dfx_expect("3-2 5-1 bye 4");
}
END_TEST

START_TEST(pab_lowest_score)
{
	/* 2.1.3.  R1 1-4 1-0, 2-5 =, 3-6 =; 1 absent in round 2.  4 alone
	 * has 0 and gets the bye although 6 ranks lowest (2.1.5).  Bracket
	 * {2,3,5,6} on 0.5: G1 = {5,6} (Black in R1), G2 = {2,3}; S1 by ARO
	 * 6 (met 3: 2200), 5 (met 2: 2300); T2 = 2, 3: 6-2, 5-3 legal. */
	dfx_load(5, 'w', NULL, R6, DFX_ROUNDS("1-4:1 2-5:= 3-6:="), "1:Z");
	dfx_pair();
	dfx_expect("6-2 5-3 bye 4");
}
END_TEST

START_TEST(pab_most_games)
{
	/* 2.1.4.  R1 1-4, 2-5, 3-6 all 1-0; R2 1-2 =, 4-5 =, 3 and 6
	 * half-point byes; 1 absent in round 3.  4, 5 and 6 have 0.5; 6
	 * played one game, 4 and 5 two: the PAB goes to 5 (2.1.5 between
	 * 4 and 5), not to 6 (lowest ranked).  Bracket 1.5 = {2,3}: 2 "wb"
	 * mild White, 3 "w" strong Black, legal, and {4,6} can be paired:
	 * no upfloater (C5), 2-3.  Bracket 0.5 = {4,6}: 4 "bw" mild Black,
	 * 6 "b" strong White: 6-4. */
	dfx_load(5, 'w', NULL, R6,
		 DFX_ROUNDS("1-4:1 2-5:1 3-6:1", "1-2:= 4-5:= 3:H 6:H"), "1:Z");
	dfx_pair();
	dfx_expect("2-3 6-4 bye 5");
}
END_TEST

START_TEST(pab_lowest_ranking)
{
	/* 2.1.5.  R1 1-4, 2-5, 3-6 all 1-0; 1 absent.  4, 5, 6 on 0 with
	 * one game each: the lowest ranked, 6, gets the bye.  Bracket 1 =
	 * {2,3}, legal (strong, not absolute, Black both), {4,5} pairable:
	 * no upfloater.  Both had White: 5.2.4 finds no difference, 5.2.5
	 * gives 2 (higher) his Black.  Likewise 4 gets White against 5. */
	dfx_load(5, 'w', NULL, R6, DFX_ROUNDS("1-4:1 2-5:1 3-6:1"), "1:Z");
	dfx_pair();
	dfx_expect("3-2 4-5 bye 6");
}
END_TEST

START_TEST(pab_round1_lowest_ranking)
{
	/* Round 1, seven players: all on 0 with no game, so 2.1.5 gives
	 * the bye to 7.  G1 = {1,2,3}, G2 = {4,5,6} (2.2.3, first half);
	 * 1-4, 2-5, 3-6; 5.2.1 with white1: odd numbers White. */
	dfx_load(5, 'w', NULL, R7, DFX_NO_ROUNDS, NULL);
	dfx_pair();
	dfx_expect("1-4 5-2 3-6 bye 7");
}
END_TEST

START_TEST(pab_nobody_eligible)
{
	/* C2 for everyone: in round 2 (1 absent) 2 won by forfeit, 3 had
	 * the PAB, 4 a full-point bye.  No player may take the bye: no
	 * pairing (1.8.3). */
	struct trf_diag d = { 0 };

	dfx_load(5, 'w', NULL, DFX_RATINGS(2400, 2300, 2200, 2100),
		 DFX_ROUNDS("1-2:- 3:U 4:F"), "1:Z");
	ck_assert_int_eq(dfx_try_pair(NULL, &d), TRF_ENOPAIRING);
}
END_TEST

/* ------------------------------------------------------------------ */
/* 2.2.1 / C5: the fewest upfloaters                                    */

START_TEST(upfloaters_none_when_residents_pair)
{
	/* R1 1-4 1-0, 2-5 1-0, 3-6 =.  Bracket 1 = {1,2}: both want Black
	 * (strong), but they may meet and the rest can be paired, so no
	 * upfloater (C5 before C7): 1-2, 5.2.5 gives 1 (higher) Black.
	 * Bracket 0.5 = {3,6}: they met (C1), so two upfloaters, the pool
	 * {4,5}.  Preferences: 3 strong Black; 4, 5, 6 strong White.  G1 =
	 * {4,5,6}, G2 = {3}; step 2 moves one White seeker: by ARO 6 (2200),
	 * 5 (2300), 4 (2400), #1 = 5.  G1' = {4,6}, G2' = {3,5}: 6-5, 4-3.
	 * S1 = 6, 4; T2 = 3, 5 fails (6-3 met), T2 = 5, 3.  6-5: both
	 * strong White, same history; 6 has more points (5.2.5): White. */
	dfx_load(5, 'w', NULL, R6, DFX_ROUNDS("1-4:1 2-5:1 3-6:="), NULL);
	dfx_pair();
	dfx_expect("2-1 6-5 4-3");
}
END_TEST

START_TEST(upfloater_one_for_odd_group)
{
	/* R1 1-4 1-0, 2-5 1-0, 6-3 1-0.  Bracket 1 = {1,2,6} is odd: one
	 * upfloater.  Every candidate (3, 4, 5 on 0, all White seekers, no
	 * upfloat yet) gives the same C6-C10; 4.2 takes #1 = 3 (3 met 6 but
	 * can meet 1 or 2).  G1 = {3}, G2 = {1,2,6}: step 2 moves #1 of
	 * 1,2,6 = 2.  G1' = {3,2}, G2' = {1,6}; S1 = 3 (ARO 1900), 2 (2000);
	 * T2 = 1, 6: 3-1, 2-6.  2-6 both strong Black, same history, 2
	 * higher: 6 White.  Bracket 0 = {4,5}: 4 White (5.2.5). */
	dfx_load(5, 'w', NULL, R6, DFX_ROUNDS("1-4:1 2-5:1 6-3:1"), NULL);
	dfx_pair();
	dfx_expect("3-1 6-2 4-5");
}
END_TEST

/*
 * C3 and C4 together.  R1 1-4, 2-5 1-0, 3-6 =; R2 1-6, 2-3 1-0, 4-5 =.
 * Scores 1, 2: 2; 3-6: 0.5.  Preferences: 1, 2 "ww" absolute Black;
 * 3 "wb" mild White; 4 "bw" mild Black; 5, 6 "bb" absolute White.
 * Bracket 2 = {1,2}: 1-2 violates C3, so two upfloaters from {3,4,5,6}.
 * 1 can meet 3 or 5, 2 can meet 4 or 6: {3,4}, {3,6}, {4,5}, {5,6}.  C4:
 * the rest must pair: {5,6} absolute White both (C3), {4,5} and {3,6}
 * met: only {5,6} leaves a pairable rest ({3,4}).  Bracket {1,2,5,6}:
 * G1 = {5,6}, G2 = {1,2}; S1 = 5 (ARO 2200), 6 (2300); T2 = 1, 2:
 * 5-1, 6-2.  Then 3-4 (5.2.2).
 */
START_TEST(c3_same_absolute_never_meet)
{
	dfx_load(5, 'w', NULL, R6,
		 DFX_ROUNDS("1-4:1 2-5:1 3-6:=", "1-6:1 2-3:1 4-5:="), NULL);
	dfx_pair();
	dfx_expect("5-1 6-2 3-4");
}
END_TEST

START_TEST(c3_also_in_last_round)
{
	/* Same, in the last round: C3 has no topscorer exception here. */
	dfx_load(3, 'w', NULL, R6,
		 DFX_ROUNDS("1-4:1 2-5:1 3-6:=", "1-6:1 2-3:1 4-5:="), NULL);
	dfx_pair();
	dfx_expect("5-1 6-2 3-4");
}
END_TEST

START_TEST(c1_no_rematch)
{
	/* Ratings 2400, 2350, ..., 2050 except 7: 1500, 8: 1400.
	 * R1 1-3 =, 2-5 =, 8-4 0-1, 6-7 1-0; R2 7-1 =, 6-2 =, 3-8 =, 4-5 0-1.
	 * Scores: 5, 6: 1.5; 1-4: 1; 7, 8: 0.5.  Bracket 1.5: 5 ("bb"
	 * absolute White) - 6 ("ww" absolute Black).  Bracket 1 = {1,2,3,4}:
	 * 1, 2 "wb" mild White, 3, 4 "bw" mild Black; G1 = {1,2}, G2 = {3,4};
	 * S1 = 1 (ARO (2300+1500)/2 = 1900), 2 (2175).  T2 = 3, 4 would give
	 * 1-3, a rematch (C1): T2 = 4, 3, so 1-4, 2-3.  Bracket 0.5: 8-7. */
	dfx_load(5, 'w', NULL,
		 DFX_RATINGS(2400, 2350, 2300, 2250, 2200, 2150, 1500, 1400),
		 DFX_ROUNDS("1-3:= 2-5:= 8-4:0 6-7:1", "7-1:= 6-2:= 3-8:= 4-5:0"), NULL);
	dfx_pair();
	dfx_expect("5-6 1-4 2-3 8-7");
}
END_TEST

START_TEST(c1_forfeit_is_no_game)
{
	/* R1: 1-2 won by forfeit, 3-4 =; 3 and 4 absent in round 2.  1 and
	 * 2 never played each other over the board, so they may meet (C1
	 * is about games played).  Neither has a game: 5.2.1, 1 (more
	 * points, number 1) gets the initial colour, White. */
	dfx_load(5, 'w', NULL, DFX_RATINGS(2400, 2300, 2200, 2100),
		 DFX_ROUNDS("1-2:+ 3-4:="), "3:Z 4:Z");
	dfx_pair();
	dfx_expect("1-2");
}
END_TEST

START_TEST(c1_no_pairing_left)
{
	/* R1 1-2 =, 3-4 =; 3 and 4 absent: 1 and 2 may not meet again, no
	 * complete pairing exists (1.8.3). */
	struct trf_diag d = { 0 };

	dfx_load(5, 'w', NULL, DFX_RATINGS(2400, 2300, 2200, 2100),
		 DFX_ROUNDS("1-2:= 3-4:="), "3:Z 4:Z");
	ck_assert_int_eq(dfx_try_pair(NULL, &d), TRF_ENOPAIRING);
}
END_TEST

START_TEST(xxp_forbidden_like_c1)
{
	/* R1 5-1, 6-2, 7-3, 8-4 all drawn (ratings 2400..1700): one
	 * bracket; G1 = {1,2,3,4} (Black in R1), G2 = {5,6,7,8}.  S1 by
	 * ARO: 4 (1700), 3 (1800), 2 (1900), 1 (2000).  XXP 4 5 forbids
	 * 4-5, so every T2 starting with 5 fails; the first legal one is
	 * 6, 5, 7, 8 (4.4): 4-6, 3-5, 2-7, 1-8. */
	dfx_load(5, 'w', "XXP    4    5\n",
		 DFX_RATINGS(2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700),
		 DFX_ROUNDS("5-1:= 6-2:= 7-3:= 8-4:="), NULL);
	dfx_pair();
	dfx_expect("4-6 3-5 2-7 1-8");
}
END_TEST

/* ------------------------------------------------------------------ */
/* 2.2.2, 4.2: the best set of upfloaters, containers                  */

/*
 * Round 1 with acceleration (XXA, round 1) so that scores differ but
 * nobody has played: C7 is the same for every set (all mild Black) and
 * there are no floats, so C5, C6 and 4.2 decide.  Players 1, 2 on 3.5
 * may not meet (XXP), so two upfloaters are needed from the pool
 * 3, 4, 5 (3), 6, 7 (2.5), 8 (1.5): #1..#6 of 4.2.2, the example of
 * 4.2.3.  Colours by 5.2.1, white1: the higher ranked gets White on an
 * odd pairing number.
 */
#define XXA_423 \
	"XXA    1  3.5\nXXA    2  3.5\nXXA    3  3.0\nXXA    4  3.0\n" \
	"XXA    5  3.0\nXXA    6  2.5\nXXA    7  2.5\nXXA    8  1.5\n"
#define R8 DFX_RATINGS(2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700)

START_TEST(container_example_423)
{
	/* 1 may not meet #1-#3 (3, 4, 5) either.  Container (3, 3) fails:
	 * 1 would have no partner.  Next container by C6 (4.2.3.2): (3,
	 * 2.5), first set in it {#1,#4} = {3,6}: 1-6, 2-3, and the rest
	 * {4,5,7,8} pairs.  Bracket {1,2,3,6}: G1 = {1,2}, G2 = {3,6}; T2 =
	 * 3, 6 fails (1-3), T2 = 6, 3.  Then bracket 3 = {4,5}: 5-4 (4 even
	 * -> Black); bracket 2.5 = {7} + 8: 7-8. */
	dfx_load(5, 'w', XXA_423 "XXP    1    2\nXXP    1    3\nXXP    1    4\nXXP    1    5\n",
		 R8, DFX_NO_ROUNDS, NULL);
	dfx_pair();
	dfx_expect("1-6 3-2 5-4 7-8");
}
END_TEST

START_TEST(container_order_by_c6)
{
	/* Same scores.  1 may meet only 3 (#1) and 6 (#4); 2 only 7 (#5)
	 * and 8 (#6); 8 may not meet 4, 5, 6.  Bracket-legal sets: {3,7},
	 * {3,8}, {6,7}, {6,8}.  C4: {3,7} leaves {4,5,6,8} where 8 has no
	 * partner.  Left: {3,8} (3, 1.5), {6,7} (2.5, 2.5), {6,8} (2.5,
	 * 1.5).  C6 maximises the lowest score: {6,7}, although {#1,#6}
	 * is listed before {#4,#5} in the example of 4.2.3.
	 * Bracket {1,2,6,7}: 1-6, 7-2.  Bracket 3 = {3,4,5} + 8 (the only
	 * one left): G1 = {3,4}, G2 = {5,8}; T2 = 5, 8 fails (4-8), T2 = 8,
	 * 5: 3-8, 5-4. */
	dfx_load(5, 'w', XXA_423
		 "XXP    1    2    4\nXXP    1    5\nXXP    1    7\nXXP    1    8\n"
		 "XXP    2    3\nXXP    2    4\nXXP    2    5\nXXP    2    6\n"
		 "XXP    8    4\nXXP    8    5\nXXP    8    6\n",
		 R8, DFX_NO_ROUNDS, NULL);
	dfx_pair();
	dfx_expect("1-6 7-2 3-8 5-4");
}
END_TEST

START_TEST(set_order_lexicographic)
{
	/* 4.1.3: {#1,#P} precedes {#2,#3}.  Round 1, XXA: 1, 2 on 1 point,
	 * may not meet; 3-6 on 0, with 5-6 and 4-6 forbidden.  Two
	 * upfloaters; every set is bracket-legal with the same C6-C10; C4
	 * rejects {3,4} (rest 5-6) and {3,5} (rest 4-6); the next set is
	 * {#1,#4} = {3,6}, before {#2,#3} = {4,5}.  Bracket {1,2,3,6}: 1-3,
	 * 6-2; then 5-4. */
	dfx_load(5, 'w', "XXA    1  1.0\nXXA    2  1.0\nXXP    1    2\nXXP    5    6\nXXP    4    6\n",
		 R6, DFX_NO_ROUNDS, NULL);
	dfx_pair();
	dfx_expect("1-3 6-2 5-4");
}
END_TEST

/* ------------------------------------------------------------------ */
/* C6, C7: quality of the upfloater set                                 */

START_TEST(c6_higher_score_first)
{
	/* R1 1-4 1-0, 2-5 1-0, 3-6 =, 7 PAB; 6 absent in round 2.
	 * Bracket 1 = {1,2,7} needs one upfloater: 3 (0.5, strong Black)
	 * or 4, 5 (0, strong White).  4 or 5 would let one pair get both
	 * colours (C7 1 instead of 2), but C6 comes first: 3.  Bracket
	 * {1,2,3,7}, all Black seekers: G1 empty, step 2 moves two: by
	 * ranking 1,2,3,7 the order is 2, 3, 1, 7 (4.3.3): G1' = {2,3}.
	 * S1 = 3 (ARO 1900), 2 (2000); T2 = 1, 7: 3-1, 2-7.  3-1: same
	 * strength and history, 1 has more points (5.2.5) and gets Black;
	 * 7-2: 2 strong beats 7 mild (5.2.3).  Bracket 0 = {4,5}: 4-5. */
	dfx_load(5, 'w', NULL, R7, DFX_ROUNDS("1-4:1 2-5:1 3-6:= 7:U"), "6:Z");
	dfx_pair();
	dfx_expect("3-1 7-2 4-5");
}
END_TEST

START_TEST(c7_colours_choose_upfloater)
{
	/* R1 as above, everybody present in round 2: 7 players; bye (2.1)
	 * to 5 (0 points like 4, lower ranked).  Bracket 1 = {1,2,7}, all
	 * Black seekers, needs one upfloater: C6 allows 3 or 6 (0.5).  3 is
	 * a Black seeker (C7 = 2), 6 a White seeker (C7 = 1): 6, although
	 * 3 comes first in 4.2.  G1 = {6}, G2 = {1,2,7}; step 2 moves #1 of
	 * 1, 2, 7 = 2.  S1 = 2 (ARO 2000), 6 (2200); T2 = 1, 7: 2-1, 6-7.
	 * 2-1 by 5.2.5 (1 higher gets Black).  Bracket 0.5 = {3} + 4: 4-3. */
	dfx_load(5, 'w', NULL, R7, DFX_ROUNDS("1-4:1 2-5:1 3-6:= 7:U"), NULL);
	dfx_pair();
	dfx_expect("2-1 6-7 4-3 bye 5");
}
END_TEST

/* ------------------------------------------------------------------ */
/* C8, C9, C10 and the last round                                       */

/*
 * C8.  XXA 1.0 for player 1 in R1 makes 4 upfloat in R1 (1-4).  R1
 * 1-4, 2-5, 3-6 1-0; R2 4-3, 5-1, 6-2 0-1: 4, 5, 6 upfloat (0 v 1).
 * Upfloats: 4: 2, 5: 1, 6: 1; all three upfloated in R2 (C10 equal).
 * Round 3: bracket 2 = {1,2,3} (mild White, "wb") needs one of 4, 5,
 * 6 (0, mild Black, "bw"): C6, C7 equal.  With 4 rounds MaxT = 2 +
 * [4/5] = 2: 4 is a maximum upfloater, so C8 takes 5 (#2).
 * Bracket {1,2,3,5}: G1 = {1,2,3}, G2 = {5}: step 2 by ARO 2 (1950),
 * 3 (2000), 1 (2050): #1 = 3 gives G2' = {5,3}, G1' = {1,2}: 1 met 5,
 * 2 met 5: no; #2 = 2: G1' = {1,3}, G2' = {2,5}: 1-2, 3-5.  S1 = 3, 1;
 * T2 = 2, 5 fails (1-5), T2 = 5, 2: 3-5, 1-2 (5.2.5: 1 White).  Then
 * 6-4 (4 higher, mild Black both: 4 Black).
 */
#define C8_HISTORY DFX_ROUNDS("1-4:1 2-5:1 3-6:1", "4-3:0 5-1:0 6-2:0")

START_TEST(c8_maximum_upfloater)
{
	dfx_load(4, 'w', "XXA    1  1.0\n", R6, C8_HISTORY, NULL);
	dfx_pair();
	dfx_expect("3-5 1-2 6-4");
}
END_TEST

START_TEST(c8_off_in_last_round)
{
	/* Same with 3 rounds: the last round, C8-C10 are off, 4.2 takes
	 * #1 = 4.  G1 = {1,2,3}, G2 = {4}: step 2 #1 = 3: G1' = {1,2},
	 * G2' = {3,4}: 1-3, 2-4 legal.  S1 = 2 (1950), 1 (2050); T2 = 3, 4
	 * fails (1-4 met), T2 = 4, 3: 2-4, 1-3.  Then 6-5. */
	dfx_load(3, 'w', "XXA    1  1.0\n", R6, C8_HISTORY, NULL);
	dfx_pair();
	dfx_expect("2-4 1-3 6-5");
}
END_TEST

START_TEST(c8_off_by_option)
{
	/* The file says 4 rounds, the options 3: the last round again. */
	struct dubov_options opt = { .total_rounds = 3 };
	struct trf_diag d = { 0 };

	dfx_load(4, 'w', "XXA    1  1.0\n", R6, C8_HISTORY, NULL);
	ck_assert_int_eq(dfx_try_pair(&opt, &d), TRF_OK);
	dfx_expect("2-4 1-3 6-5");
}
END_TEST

START_TEST(rounds_unknown)
{
	/* No XXR: MaxT and the last round are unknown (reading). */
	struct trf_diag d = { 0 };

	dfx_load(0, 'w', "XXA    1  1.0\n", R6, C8_HISTORY, NULL);
	ck_assert_int_eq(dfx_try_pair(NULL, &d), TRF_EINVALID);
}
END_TEST

/*
 * C9.  Ten players, ratings 2400 falling by 50; every game drawn, so
 * real scores stay equal and XXA shapes scores and floats.  Rounds 1-4
 * give 1, 2, 3, 6 one virtual point: 4 meets one of them every round
 * (4 upfloats), 5 meets 10 in R1 (no float) and then 1, 2, 3 (3
 * upfloats).  Round 5 gives 7, 8, 9 two points and 4, 5 one.  With 6
 * rounds MaxT = 3: 4 and 5 are both maximum upfloaters (C8 equal), both
 * upfloated in R4 (C10 equal); C9 takes 5 (3 upfloats, not 4).
 * Colours: 4, 5 "bwbw" mild Black, 7, 8, 9 "wbwb" mild White; C7 is
 * the same for 4 and 5.
 * Bracket {5,7,8,9}: G1 = {7,8,9}, G2 = {5}; step 2 by ARO 9 (2188),
 * 8 (2200), 7 (2213): #1 = 8.  S1 = 9, 7; T2 = 5, 8: 9-5, 7-8 (5.2.5:
 * 7 higher, same history).  Bracket 3 = {4} + 10 (4 met 1, 2, 3, 6):
 * 4 mild vs 10 absolute Black: 4-10.  Bracket 2 = {1,2,3,6}: G1 = {3,6}
 * (3 mild, 6 absolute White), G2 = {1,2}; S1 = 6 (ARO 2100), 3 (2125);
 * T2 = 1, 2: 6-1, 3-2.
 */
#define R10 DFX_RATINGS(2400, 2350, 2300, 2250, 2200, 2150, 2100, 2050, 2000, 1950)
#define C9_XXA \
	"XXA    1  1.0  1.0  1.0  1.0\nXXA    2  1.0  1.0  1.0  1.0\n" \
	"XXA    3  1.0  1.0  1.0  1.0\nXXA    6  1.0  1.0  1.0  1.0\n" \
	"XXA    4  0.0  0.0  0.0  0.0  1.0\nXXA    5  0.0  0.0  0.0  0.0  1.0\n" \
	"XXA    7  0.0  0.0  0.0  0.0  2.0\nXXA    8  0.0  0.0  0.0  0.0  2.0\n" \
	"XXA    9  0.0  0.0  0.0  0.0  2.0\n"
#define C9_HISTORY DFX_ROUNDS("1-4:= 10-5:= 7-2:= 8-3:= 9-6:=", \
			      "4-2:= 5-1:= 3-9:= 6-7:= 10-8:=", \
			      "3-4:= 2-5:= 7-1:= 8-6:= 9-10:=", \
			      "4-6:= 5-3:= 1-8:= 2-9:= 10-7:=")

START_TEST(c9_fewest_upfloats)
{
	dfx_load(6, 'w', C9_XXA, R10, C9_HISTORY, NULL);
	dfx_pair();
	dfx_expect("9-5 7-8 4-10 6-1 3-2");
}
END_TEST

START_TEST(c9_off_in_last_round)
{
	/* 5 rounds: round 5 is the last; 4.2 takes #1 = 4.  Bracket
	 * {4,7,8,9}: 9-4, 7-8 as above.  Bracket 3 = {5} + 6 (5 met 10, 1,
	 * 2, 3): 6 absolute White: 6-5.  Bracket 2 = {1,2,3,10}: G1 = {3},
	 * G2 = {1,2,10}; step 2 #1 of 1, 2, 10 = 2: G1' = {3,2}, G2' =
	 * {1,10}; S1 = 3 (2125), 2 (2138); T2 = 1, 10 fails (2-10 absolute
	 * Black both, C3), T2 = 10, 1: 3-10, 2-1 (2 absolute Black beats 1
	 * mild, 5.2.3). */
	dfx_load(5, 'w', C9_XXA, R10, C9_HISTORY, NULL);
	dfx_pair();
	dfx_expect("9-4 7-8 6-5 3-10 1-2");
}
END_TEST

/*
 * C10.  Eight players, all games drawn; XXA 1.0 for 6 in R1 and for 8
 * in R2: 5 upfloats in R1 (against 6), 4 in R2 (against 8), nobody
 * else matters.  Round 3 gives 1, 2, 3 two virtual points and 4, 5 one.
 * With 5 rounds MaxT = 3: no maximum upfloater (C8, C9 equal).  1-3 and
 * 2-3 met, so the upfloater meets 3 and 1-2 play: 4 and 5 are both
 * mild Black ("bw"), so C7 is equal; C10 takes 5 (4 upfloated in the
 * previous round).
 * Bracket {1,2,3,5}: G1 = {1,2}, G2 = {3,5}; 1-2 must meet: x = 1.  Step
 * 1: White shifters by ARO 1 (2175), 2 (2225): X = {1}.  Step 2 moves
 * one Black seeker, by ranking 3, 5: #1 = 3.  G1' = {2,3}, G2' = {1,5}:
 * S1 = 2 (2225), 3 (2375); T2 = 1, 5: 2-1, 3-5.  Colours by 5.2.5 (same
 * preferences and histories): 1 White, 3 Black.  Bracket 1 = {4} + 6
 * (4 met 7, 8): 6 absolute Black: 4-6.  Then 7 (mild White) - 8
 * (absolute White): 8-7.
 */
#define C10_XXA "XXA    1  0.0  0.0  2.0\nXXA    2  0.0  0.0  2.0\nXXA    3  0.0  0.0  2.0\n" \
	"XXA    4  0.0  0.0  1.0\nXXA    5  0.0  0.0  1.0\nXXA    6  1.0\nXXA    8  0.0  1.0\n"
#define C10_HISTORY DFX_ROUNDS("6-5:= 7-4:= 1-8:= 2-3:=", "4-8:= 5-7:= 3-1:= 6-2:=")
#define R8B DFX_RATINGS(2400, 2350, 2300, 2250, 2200, 2150, 2100, 2050)

START_TEST(c10_upfloated_last_round)
{
	dfx_load(5, 'w', C10_XXA, R8B, C10_HISTORY, NULL);
	dfx_pair();
	dfx_expect("1-2 5-3 4-6 8-7");
}
END_TEST

START_TEST(c10_off_in_last_round)
{
	/* 3 rounds: last round, 4.2 takes #1 = 4: 1-2, 4-3 as above (3
	 * higher gets Black).  Bracket 1 = {5} + 8 (5 met 6, 7): 8-5; then
	 * 7 (mild White) - 6 (absolute Black): 7-6. */
	dfx_load(3, 'w', C10_XXA, R8B, C10_HISTORY, NULL);
	dfx_pair();
	dfx_expect("1-2 4-3 8-5 7-6");
}
END_TEST

Suite *suite_dubov_rules(void)
{
	Suite *s = suite_create("dubov_rules");
	TCase *tc = tcase_create("rules");

	tcase_add_checked_fixture(tc, NULL, dfx_teardown);
	tcase_add_test(tc, pab_c2_earlier_pab);
	tcase_add_test(tc, pab_c2_full_point_bye);
	tcase_add_test(tc, pab_c2_forfeit_win);
	tcase_add_test(tc, pab_half_point_bye_does_not_bar);
	tcase_add_test(tc, pab_completion);
	tcase_add_test(tc, pab_lowest_score);
	tcase_add_test(tc, pab_most_games);
	tcase_add_test(tc, pab_lowest_ranking);
	tcase_add_test(tc, pab_round1_lowest_ranking);
	tcase_add_test(tc, pab_nobody_eligible);
	tcase_add_test(tc, upfloaters_none_when_residents_pair);
	tcase_add_test(tc, upfloater_one_for_odd_group);
	tcase_add_test(tc, c3_same_absolute_never_meet);
	tcase_add_test(tc, c3_also_in_last_round);
	tcase_add_test(tc, c1_no_rematch);
	tcase_add_test(tc, c1_forfeit_is_no_game);
	tcase_add_test(tc, c1_no_pairing_left);
	tcase_add_test(tc, xxp_forbidden_like_c1);
	tcase_add_test(tc, container_example_423);
	tcase_add_test(tc, container_order_by_c6);
	tcase_add_test(tc, set_order_lexicographic);
	tcase_add_test(tc, c6_higher_score_first);
	tcase_add_test(tc, c7_colours_choose_upfloater);
	tcase_add_test(tc, c8_maximum_upfloater);
	tcase_add_test(tc, c8_off_in_last_round);
	tcase_add_test(tc, c8_off_by_option);
	tcase_add_test(tc, rounds_unknown);
	tcase_add_test(tc, c9_fewest_upfloats);
	tcase_add_test(tc, c9_off_in_last_round);
	tcase_add_test(tc, c10_upfloated_last_round);
	tcase_add_test(tc, c10_off_in_last_round);
	suite_add_tcase(s, tc);
	return s;
}
