/*
 * test_rules_2026.c - the Dutch System by the 2026 text (C.04.3 in force
 * from 1 February 2026, criteria C1-C21), through the whole pipeline,
 * in the style of test_rules.c: small tournaments written in memory,
 * each expected pairing derived by hand in the comment from the 2026
 * text as the rules companion §4 restates it, and where the 2017 text
 * gives another result, that result asserted too, so that the test
 * fails if the edition's rule is lost.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch/dutch.h"
#include "support/dutch_fixture.h"

Suite *suite_dutch_rules_2026(void);

static int pair_as(int edition, struct trf_diag *d)
{
	struct dutch_options o = { 0, edition };

	if (fx_have_pg) {
		pairing_free(&fx_pg);
		fx_have_pg = 0;
	}
	int rc = dutch_pair(fx_tm, fx_tm->next_round, &o, &fx_pg, d);
	fx_have_pg = rc == TRF_OK;
	return rc;
}

static void boards_are(int n, const int (*want)[2], int want_bye)
{
	ck_assert_msg(fx_pg.nboards == n, "want %d boards, got: %s", n, fx_dump());
	for (int i = 0; i < n; i++)
		fx_board(want[i][0], want[i][1]);
	ck_assert_msg(fx_id_of(fx_pg.bye) == want_bye, "want bye %d, got: %s", want_bye,
		      fx_dump());
}

START_TEST(c4_no_ppb_and_c9)
{
	/* The companion's §3.2 example under 2026 (§4 item 3).
	 * Round 2.  R1: 1(w) beat 3, 4(w) lost to 2, 5 absent (0 points).
	 * Scores: 1, 2 on 1; 3, 4, 5 on 0.  XXP: 3, 4, 5 may not meet each
	 * other, so at most one of them can take the PAB and the other two
	 * need 1 and 2: C4 makes the top bracket float both (1-2 would
	 * leave 3, 4, 5 unpairable).  C5: the PAB goes to a 0-pointer.
	 * Last bracket: MDPs 1, 2; residents 3, 4, 5; 1-3 and 2-4 are
	 * rematches.  C6: two pairs.  C9: the PAB receiver with the fewest
	 * unplayed rounds: 3 and 4 played R1, 5 did not, so not 5.
	 * Floats (2026 1.4): nobody floated in R1 (equal scores; 5 scored
	 * nothing unplayed).  Colours (C12/C13): 1 and 4 want Black, 2 and 3
	 * White, 5 none: {1-4, 2-5, bye 3} and {1-5, 2-3, bye 4} each deny
	 * one strong preference.  Article 4: 1's partners in BSN order:
	 * 3 (rematch), 4; then 2: 3 (leaves 5 the PAB: C9), 5.  So 1-4,
	 * 2-5, PAB 3.  Colours 5.2.2 equal strength, 5.2.3 the same history,
	 * 5.2.4 the higher ranked 1 gets Black: 4-1; 2 wants White: 2-5. */
	static const char *const p[] = { "1 3w1", "2 4b1", "3 1b0", "4 2w0", "5 -Z", NULL };
	static const int want[][2] = { { 4, 1 }, { 2, 5 } };
	struct trf_diag d = { 0 };

	fx_load("XXR 5\nXXC white1\nXXP 3 4 5\n", p);
	ck_assert_int_eq(pair_as(DUTCH_2026, &d), TRF_OK);
	boards_are(2, want, 3);
}
END_TEST

START_TEST(c2_full_point_bye_bars_pab)
{
	/* 2026 C2 quotes Basic Rule 4: a round scored at a win's value
	 * without playing (here a requested full-point bye F) bars the PAB;
	 * the 2017 C2 bars only an earlier PAB or forfeit win.
	 * Round 2.  R1: 1 beat 2, 3 beat 4, 5 took F.  XXP: 5 may meet
	 * nobody, so 5 can only be left unpaired.
	 * 2017: 5 may take the PAB: 1-3 (1 pt), 2-4 (0), PAB 5.
	 * 2026: 5 may not, and 5 cannot be paired: no legal round. */
	static const char *const p[] = { "1 2w1", "2 1b0", "3 4w1", "4 3b0", "5 -F", NULL };
	struct trf_diag d = { 0 };

	fx_load("XXR 5\nXXC white1\nXXP 5 1\nXXP 5 2\nXXP 5 3\nXXP 5 4\n", p);
	ck_assert_int_eq(pair_as(DUTCH_2017, &d), TRF_OK);
	ck_assert_int_eq(fx_id_of(fx_pg.bye), 5);
	ck_assert_int_eq(pair_as(DUTCH_2026, &d), TRF_ENOPAIRING);
}
END_TEST

START_TEST(c5_c2_pab_and_colours)
{
	/* Round 3.  R1: 1 beat 3, 2 beat 4, 5 PAB.  R2: 1 beat 2, 3 beat 5,
	 * 4 PAB.  Scores: 1 on 2; 2, 3, 4, 5 on 1.  C2: 4 and 5 had the PAB.
	 * C5: the bye score is 1 (a 1-pointer can take it), so 1 may not.
	 * Top bracket {1}: 1 floats.  Last bracket: MDP 1, residents 2-5;
	 * 1 met 2 and 3, so 1-4 or 1-5.
	 *   1-4 leaves 2, 3, 5: 3-5 met; 2-3 leaves 5 (C2); so 2-5, PAB 3.
	 *   1-5 leaves 2, 3, 4: 2-4 met; 2-3 leaves 4 (C2); so 3-4, PAB 2.
	 * C6, C7: the same.  C9: 2 and 3 both played two games.
	 * Colours: 1 had w, w (absolute Black); 2 w, b (mild White); 3 b, w
	 * (mild Black); 4 b (strong White); 5 b (strong White).
	 *   {1-4, 2-5}: 2 and 5 both want White: C12 counts 1.
	 *   {1-5, 3-4}: 1 Black, 5 White, 3 Black, 4 White: C12 0.
	 * So 5-1, 4-3 and the PAB to 2, although 1-4 comes first in the
	 * Article 4 order: C12 outranks it. */
	static const char *const p[] = { "1 3w1 2w1", "2 4w1 1b0", "3 1b0 5w1",
					 "4 2b0 -U", "5 -U 3b0", NULL };
	static const int want[][2] = { { 5, 1 }, { 4, 3 } };
	struct trf_diag d = { 0 };

	fx_load("XXR 5\nXXC white1\n", p);
	ck_assert_int_eq(pair_as(DUTCH_2026, &d), TRF_OK);
	boards_are(2, want, 2);
}
END_TEST

Suite *suite_dutch_rules_2026(void)
{
	Suite *s = suite_create("dutch_rules_2026");
	TCase *tc = tcase_create("rules");

	tcase_add_checked_fixture(tc, NULL, fx_teardown);
	tcase_add_test(tc, c4_no_ppb_and_c9);
	tcase_add_test(tc, c2_full_point_bye_bars_pab);
	tcase_add_test(tc, c5_c2_pab_and_colours);
	suite_add_tcase(s, tc);
	return s;
}
