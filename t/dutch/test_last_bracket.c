/*
 * test_last_bracket.c - the Dutch System (C.04.3, 2017 text) where the
 * PAB is decided: the bracket just above the last one (C7 with the PAB
 * of the last bracket) and the collapsed last bracket (A.9) whose MDPs
 * must take the PAB, with residents of two scores and residents barred
 * from the PAB by C2 (issue 12).
 *
 * In the style of test_rules.c: small tournaments written in memory,
 * each expected pairing derived by hand in the comment from the text
 * (dutch-2017.txt, cited as A.n, B.n, C.n) and the rules companion
 * (cited by section); the comment also says what the pairing would be
 * if the reading under test were lost, and the test asserts enough to
 * tell the two apart.  A FIDE-endorsed engine pairs each of these
 * rounds as derived here.
 *
 * Floats (companion 3.6.2): a game between different scores floats both
 * players; a round without a game (PAB, forfeit won or lost) is a
 * downfloat.  "df1" below means a downfloat in the round before.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch/dutch.h"
#include "support/dutch_fixture.h"

Suite *suite_dutch_last_bracket(void);

static void boards_are(int n, const int (*want)[2], int want_bye)
{
	ck_assert_msg(fx_pg.nboards == n, "want %d boards, got: %s", n, fx_dump());
	for (int i = 0; i < n; i++)
		fx_board(want[i][0], want[i][1]);
	ck_assert_msg(fx_id_of(fx_pg.bye) == want_bye, "want bye %d, got: %s", want_bye,
		      fx_dump());
}

/* ------------------------------------------------------------------ */
/* C7 when the following bracket is the last one                        */

START_TEST(c7_counts_the_pab_of_the_last_bracket)
{
	/* Round 3 of 5, XXC white1.  6-9 are absent in round 3.
	 *   R1: 1-6 1-0, 7-2 0-1, 3-8 1-0, 9-4 0-1, 5 PAB
	 *   R2: 7-1 0-1, 2-6 1-0, 5-3 0-1, 4-8 0-1
	 * Present: 1, 2, 3 on 2 points; 4, 5 on 1.  Five players: one PAB,
	 * which 5 may not take (C2: PAB in R1).  3 and 5 have met (C1).
	 * Preferences (A.6): 1 "wb", 3 "wb" mild White; 2 "bw", 4 "bw"
	 * mild Black; 5 "w" strong Black.  df1: 1, 2, 4 (R2 against 0).
	 *
	 * Bracket 2 = {1,2,3}: one pair, one downfloater; C5 and C6
	 * ([1,0]: the floater 2 - (2 - 1)) are the same for every choice.
	 * The following bracket is the last one, {floater, 4, 5}, and its
	 * pairing includes the PAB (A.9, note), so C2 binds there.  C7,
	 * its pairs and PSD (artificial value 0):
	 *   3 floats: 3-5 met, 3-4 would leave 5 the PAB: only 4-5 with
	 *     the PAB to 3: [2, 0];
	 *   2 floats: 2-5, PAB 4: [1, 1];
	 *   1 floats: 1-5, PAB 4: [1, 1].
	 * So 3 stays.  C10: 1-3 both want White (1), 2-3 grants both (0):
	 * 2-3 and 1 floats.  E.1: 3 White.  Last bracket {1,4,5}: 1-4
	 * leaves the PAB to 5 (C2), so 1-5 (E.1: 1 White), PAB 4.
	 * Expected 3-2, 1-5, PAB 4.
	 * Without C2 in the look-ahead, 3 floating would score [1,1] too
	 * (3-4, 5 left over), the tie would go down to C12 (1 and 2 would
	 * downfloat again, 3 would not): 1-2, then 4-5 with the PAB to 3. */
	static const char *const p[] = {
		"1 6w1 7b1", "2 7b1 6w1", "3 8w1 5b1", "4 9b1 8w0", "5 -U 3w0",
		"6 1b0 2b0 -Z", "7 2w0 1w0 -Z", "8 3b0 4b1 -Z", "9 4w0 -Z -Z", NULL
	};
	static const int want[][2] = { { 3, 2 }, { 1, 5 } };

	fx_load("XXR 5\nXXC white1\n", p);
	ck_assert_int_eq(fx_tm->next_round, 3);
	fx_pair_next();
	boards_are(2, want, 4);
}
END_TEST

START_TEST(c7_with_the_pab_leaves_no_ppb)
{
	/* Round 4 of 5, XXC white1.  6-12 are absent in round 4.
	 *   R1: 6-1 0-1, 2-7 1-0, 3-8 +/-, 4-9 1-0, 5-10 +/-
	 *   R2: 1-5 1-0, 6-2 0-1, 3-7 0-1, 11-4 1-0
	 *   R3: 7-1 1-0, 2-11 0-1, 5-3 0-1, 4-12 0-1
	 * Present: 1, 2, 3 on 2 points; 4, 5 on 1.  One PAB; 3 and 5 may
	 * not take it (C2: forfeit wins in R1).  1-5 and 3-5 have met.
	 * Preferences: 1 "bwb" strong White; 2 "wbw", 4 "wbw" strong
	 * Black; 3 "wb" mild White; 5 "bw" mild Black.  df1: 1 and 2
	 * (R3 against lower scores); 3-5 in R3 was between equals.
	 *
	 * Bracket 2 = {1,2,3}, one floater; the last bracket is {floater,
	 * 4, 5} with its PAB.  C7:
	 *   3 floats: 3-5 met, 3-4 leaves 5 the PAB, 4-5 leaves 3 the PAB:
	 *     no legal pairing at all;
	 *   1 floats: 1-5 met, so 4-5 and the PAB to 1: [2, 0];
	 *   2 floats: 2-5 with the PAB to 4: [1, 1].
	 * So 2 floats: 1-3 (E.2: 1's strong White), then 2-5 (E.2: 2's
	 * strong Black) and the PAB to 4.  The round is complete after
	 * bracket 2, so there is no PPB.
	 * Expected 1-3, 5-2, PAB 4.
	 * Without C2 in the look-ahead all three score [1,1]; C10 keeps
	 * 1-2 and 2-3 (0) over 1-3 (1), C12 prefers 3 floating (1 would
	 * downfloat again): 1-2.  Then {3,4,5} cannot be completed, so
	 * bracket 2 is the PPB (A.9): re-paired under C4 with C7 off,
	 * 1 or 2 floats, C10 takes 2-3, and the CLB {1,4,5} gives 4-5
	 * and the PAB to 1: 3-2, 5-4, PAB 1. */
	static const char *const p[] = {
		"1 6b1 5w1 7b0", "2 7w1 6b1 11w0", "3 8w+ 7w0 5b1", "4 9w1 11b0 12w0",
		"5 10w+ 1b0 3w0", "6 1w0 2w0 -Z -Z", "7 2b0 3b1 1w1 -Z", "8 3b- -Z -Z -Z",
		"9 4b0 -Z -Z -Z", "10 5b- -Z -Z -Z", "11 -Z 4w1 2b1 -Z", "12 -Z -Z 4b1 -Z",
		NULL
	};
	static const int want[][2] = { { 1, 3 }, { 5, 2 } };

	fx_load("XXR 5\nXXC white1\n", p);
	ck_assert_int_eq(fx_tm->next_round, 4);
	fx_pair_next();
	boards_are(2, want, 4);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The collapsed last bracket: MDPs, residents of two scores, the PAB   */

/*
 * Both tests: round 4 of 5, XXC white1; 6-13 are absent in round 4.
 * 1 and 2 on 3 points, 3 and 4 on 2, 5 on 1.  1 "wbw" and 2 "wbw":
 * strong Black; 3 "wb" mild White.  In R3, 2 played 9 (on 1 point):
 * df1; 1 played 13 (on 2 points): no float.
 */
static void load(const char *const *p)
{
	fx_load("XXR 5\nXXC white1\n", p);
	ck_assert_int_eq(fx_tm->next_round, 4);
}

START_TEST(clb_mdp_must_take_the_pab)
{
	/* 3 had the PAB (R1), 4 and 5 won by forfeit (R1, R2): none of
	 * the residents may take the PAB (C2).
	 *   R1: 1-6 1-0, 7-2 0-1, 3 PAB, 4-8 +/-, 9-5 1-0, 10-11 1-0
	 *   R2: 9-1 0-1, 2-10 1-0, 3-6 1-0, 7-4 1-0, 5-11 +/-, 13-8 1-0
	 *   R3: 1-13 1-0, 2-9 1-0, 8-3 1-0, 4-6 1-0, 12-5 1-0
	 * 4 "bw" mild Black, 5 "bb" absolute White.  df1: 2, 3, 4, 5
	 * (all played lower scores in R3).
	 *
	 * Bracket 3 = {1,2}: 1-2 leaves {3,4,5} with one pair and a PAB
	 * none of them may take: no complete round (A.9), so {1,2} is the
	 * PPB; under C4 both float.  CLB: MDPs 1, 2 (3 points); residents
	 * 3, 4 (2) and 5 (1); artificial value 0.  MDPs do not meet (B.3),
	 * so one MDP plays a resident, the other residents pair, and the
	 * other MDP takes the PAB (SD 3).  C6: the MDP against 3 or 4
	 * (SD 1) with 5 against the other (SD 1): [3,1,1]; against 5:
	 * [3,2,0].  Left: {1-3, 4-5, PAB 2}, {1-4, 3-5, PAB 2},
	 * {2-3, 4-5, PAB 1}, {2-4, 3-5, PAB 1}.  C10: 1-4 and 2-4 are
	 * Black against Black and 3-5 White against White, so only 1-3 or
	 * 2-3 with 4-5 keep every preference.  C12: each MDP downfloats
	 * (paired down or PAB) and 4 plays down in both: 2 and 4 repeat in
	 * both.  C16: 2's repeated downfloat costs SD 3 as the PAB and 1
	 * against 3.  So 2-3, 4-5 and the PAB to 1 (E.2: 3 White; E.2: 5
	 * White).  Expected 3-2, 5-4, PAB 1.
	 * The first candidate in generation order (S1 = {1}, D.3) is
	 * 1-3, 4-5 with the PAB to 2: only C16 moves the PAB to 1. */
	static const char *const p[] = {
		"1 6w1 9b1 13w1", "2 7w1 10b1 9w1", "3 -U 6w1 8b0", "4 8w+ 7b0 6w1",
		"5 9b0 11w+ 12b0", "6 1b0 3b0 4b0 -Z", "7 2b0 4w1 -Z -Z",
		"8 4b- 13b0 3w1 -Z", "9 5w1 1w0 2b0 -Z", "10 11w1 2w0 -Z -Z",
		"11 10b0 5b- -Z -Z", "12 13b0 -Z 5w1 -Z", "13 12w1 8w1 1b0 -Z", NULL
	};
	static const int want[][2] = { { 3, 2 }, { 5, 4 } };

	load(p);
	fx_pair_next();
	boards_are(2, want, 1);
}
END_TEST

START_TEST(clb_pab_to_the_higher_resident)
{
	/* As above but 4 won R1 over the board, so may take the PAB, and
	 * 3 met 5 in R3 (3 won; both had 1 point then, no float).
	 *   R1: 1-6 1-0, 7-2 0-1, 3 PAB, 4-8 1-0, 9-5 1-0, 10-11 1-0
	 *   R2: 9-1 0-1, 2-10 1-0, 3-6 0-1, 7-4 1-0, 5-11 +/-, 13-8 1-0
	 *   R3: 1-13 1-0, 2-9 1-0, 5-3 0-1, 4-6 1-0
	 * 4 "wbw" strong Black, 5 "bw" mild Black.  df1: 2 only.
	 * May take the PAB: 1, 2, 4; not 3 (PAB) nor 5 (forfeit win).
	 *
	 * Bracket 3: 1-2 leaves {3,4,5}: 3-5 met, 3-4 and 4-5 leave the
	 * PAB to 5 or 3: not completable, {1,2} is the PPB, both float.
	 * CLB: MDPs 1, 2 (3); residents 3, 4 (2), 5 (1).  C6:
	 *   PAB to 4 (SD 2), the MDPs against 3 and 5: [2,2,1];
	 *   PAB to an MDP (SD 3): [3,1,1] at best.
	 * So both MDPs are paired, one of them against the lower resident
	 * 5, and the PAB goes to the resident 4 on 2 points although a
	 * resident on 1 point is in the bracket.  {1-3, 2-5} or {1-5,
	 * 2-3}: C10 1 each (5 gets White against a strong Black), C11 0,
	 * C12: 2 repeats in both, C16: 2's SD 2 against 5, 1 against 3.
	 * So 1-5, 2-3, PAB 4 (E.2: 5 White, 3 White).
	 * Expected 3-2, 5-1, PAB 4.  Generation order alone (S1 = {1,2},
	 * S2 = {3,4,5}: 1-3, 2-4 leaves 5 the PAB, then 1-3, 2-5) would
	 * give 1-3, 5-2. */
	static const char *const p[] = {
		"1 6w1 9b1 13w1", "2 7w1 10b1 9w1", "3 -U 6w0 5b1", "4 8w1 7b0 6w1",
		"5 9b0 11w+ 3w0", "6 1b0 3b1 4b0 -Z", "7 2b0 4w1 -Z -Z",
		"8 4b0 13b0 -Z -Z", "9 5w1 1w0 2b0 -Z", "10 11w1 2w0 -Z -Z",
		"11 10b0 5b- -Z -Z", "12 13b0 -Z -Z -Z", "13 12w1 8w1 1b0 -Z", NULL
	};
	static const int want[][2] = { { 3, 2 }, { 5, 1 } };

	load(p);
	fx_pair_next();
	boards_are(2, want, 4);
}
END_TEST

Suite *suite_dutch_last_bracket(void)
{
	Suite *s = suite_create("dutch_last_bracket");
	TCase *tc = tcase_create("last_bracket");

	tcase_add_checked_fixture(tc, NULL, fx_teardown);
	tcase_add_test(tc, c7_counts_the_pab_of_the_last_bracket);
	tcase_add_test(tc, c7_with_the_pab_leaves_no_ppb);
	tcase_add_test(tc, clb_mdp_must_take_the_pab);
	tcase_add_test(tc, clb_pab_to_the_higher_resident);
	suite_add_tcase(s, tc);
	return s;
}
