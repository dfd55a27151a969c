/*
 * test_colour.c - Dutch colour allocation, C.04.3 E.1-E.5 with A.6.d.
 *
 * Two kinds of tests.  The first fill a struct dround by hand (two
 * players, p[0] ranked above p[1] by A.2) and ask dcolour_white(); the
 * histories, colour differences and preferences are written out so that
 * each rule can be isolated: every case is built so that the rule that
 * should decide gives the opposite answer to the rule(s) below it.  The
 * others run small in-memory TRFs through the whole pipeline (reader,
 * model, dutch_pair) and look at who got White.
 *
 * Every expected value is derived by hand from dutch-2017.txt and the
 * rules companion (rules-companion.md), cited at each test.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch/dutch.h"
#include "support/dutch_fixture.h"
#include "dutch/internal.h"

Suite *suite_dutch_colour(void);

/* ------------------------------------------------------------------ */
/* Hand-built rounds                                                    */

static struct dplayer pl[2];
static struct dround dr;

/* Played colours, oldest first; fills cd and the last two colours. */
static void hist(struct dplayer *p, const char *h)
{
	p->nhist = (int)strlen(h);
	memcpy(p->hist, h, (size_t)p->nhist + 1);
	p->cd = 0;
	for (int i = 0; i < p->nhist; i++)
		p->cd += h[i] == 'w' ? 1 : -1;
	p->last1 = p->nhist >= 1 ? h[p->nhist - 1] : 0;
	p->last2 = p->nhist >= 2 ? h[p->nhist - 2] : 0;
}

static void pref(struct dplayer *p, char colour, enum tmt_strength s)
{
	p->pref.colour = colour;
	p->pref.strength = s;
}

static void reset(char initial)
{
	memset(pl, 0, sizeof(pl));
	memset(&dr, 0, sizeof(dr));
	pl[0].idx = 0;
	pl[1].idx = 1;
	pl[0].colour_rank = 1;
	pl[1].colour_rank = 2;
	dr.n = 2;
	dr.p = pl;
	dr.r = 2;
	dr.win = 10;
	dr.initial_colour = initial;
}

/* p[0] gets White (want = 1) or Black (want = 0), asked both ways round. */
static void p0_white(int want)
{
	ck_assert_int_eq(dcolour_white(&dr, 0, 1), want);
	ck_assert_int_eq(dcolour_white(&dr, 1, 0), !want);
}

START_TEST(e1_both_preferences)
{
	/* C.04.3 E.1: grant both colour preferences.  p[0] mild White
	 * (history "b": A.6.c alternate), p[1] strong Black (history "w",
	 * cd +1: A.6.b).  Both can be granted: p[0] White.  (E.4 would
	 * give the same here; the next case makes the lower-ranked player
	 * the one whose White is granted.) */
	reset('w');
	hist(&pl[0], "b");
	pref(&pl[0], 'w', TMT_PREF_MILD);
	hist(&pl[1], "w");
	pref(&pl[1], 'b', TMT_PREF_STRONG);
	p0_white(1);

	/* p[0] wants Black, p[1] White: E.1 grants both, so p[0] Black.
	 * E.5 (p[0] odd, initial White) would have said White. */
	reset('w');
	hist(&pl[0], "bww");
	pref(&pl[0], 'b', TMT_PREF_ABSOLUTE);	/* A.6.a: last two White */
	hist(&pl[1], "wb");
	pref(&pl[1], 'w', TMT_PREF_MILD);
	p0_white(0);

	/* Both absolute but opposite (non-topscorers may meet then, C3
	 * only forbids the same absolute preference): both granted. */
	reset('w');
	hist(&pl[0], "ww");
	pref(&pl[0], 'b', TMT_PREF_ABSOLUTE);
	hist(&pl[1], "bb");
	pref(&pl[1], 'w', TMT_PREF_ABSOLUTE);
	p0_white(0);
}
END_TEST

START_TEST(e2_stronger_preference)
{
	/* C.04.3 E.2: grant the stronger preference (companion 3.5:
	 * absolute > strong > mild).
	 * p[0] "wb": cd 0, mild White.  p[1] "b": cd -1, strong White.
	 * E.3 finds no difference (b/b, then p[1] has no more games) and
	 * E.4 would give White to the higher-ranked p[0]; E.2 gives it to
	 * p[1], the stronger. */
	reset('w');
	hist(&pl[0], "wb");
	pref(&pl[0], 'w', TMT_PREF_MILD);
	hist(&pl[1], "b");
	pref(&pl[1], 'w', TMT_PREF_STRONG);
	p0_white(0);

	/* Absolute beats strong, with Black: p[0] "w" cd +1 strong Black;
	 * p[1] "bww" cd +1 but last two White: absolute Black (A.6.a).
	 * E.3: w/w then p[0] runs out, no difference; E.4 would give the
	 * higher-ranked p[0] Black.  E.2: p[1] Black, p[0] White. */
	reset('w');
	hist(&pl[0], "w");
	pref(&pl[0], 'b', TMT_PREF_STRONG);
	hist(&pl[1], "bww");
	pref(&pl[1], 'b', TMT_PREF_ABSOLUTE);
	p0_white(1);

	/* Strong beats mild, with Black: p[0] "bw" mild Black, p[1] "w"
	 * strong Black -> p[1] Black. */
	reset('w');
	hist(&pl[0], "bw");
	pref(&pl[0], 'b', TMT_PREF_MILD);
	hist(&pl[1], "w");
	pref(&pl[1], 'b', TMT_PREF_STRONG);
	p0_white(1);
}
END_TEST

START_TEST(e2_both_absolute_wider_difference)
{
	/* C.04.3 E.2, second sentence: both absolute (only possible for
	 * topscorers, A.7 / C3) -> grant the wider colour difference.
	 * p[0] "wbbb": cd -2, absolute White.  p[1] "bbwbb": cd -3,
	 * absolute White.  E.3 backwards in step: b/b, b/b, b/w -> p[0]
	 * had Black, so E.3 would give p[0] White; E.4 too.  E.2 gives
	 * White to p[1] (|cd| 3 > 2): p[0] Black. */
	reset('w');
	hist(&pl[0], "wbbb");
	pref(&pl[0], 'w', TMT_PREF_ABSOLUTE);
	pl[0].topscorer = 1;
	hist(&pl[1], "bbwbb");
	pref(&pl[1], 'w', TMT_PREF_ABSOLUTE);
	pl[1].topscorer = 1;
	p0_white(0);

	/* Mirror with Black: p[0] "bwww" cd +2, p[1] "wwbww" cd +3.
	 * E.3/E.4 would give p[0] Black; E.2 gives Black to p[1]. */
	reset('w');
	hist(&pl[0], "bwww");
	pref(&pl[0], 'b', TMT_PREF_ABSOLUTE);
	pl[0].topscorer = 1;
	hist(&pl[1], "wwbww");
	pref(&pl[1], 'b', TMT_PREF_ABSOLUTE);
	pl[1].topscorer = 1;
	p0_white(1);
}
END_TEST

START_TEST(e2_both_absolute_equal_width_falls_through)
{
	/* E.2 does not decide when both absolute preferences have the same
	 * |cd| (companion 3.5: equal widths fall through).  p[0] "bwbb"
	 * cd -2, p[1] "wbbb" cd -2, both absolute White.  E.3: b/b, b/b,
	 * then p[0] had White where p[1] had Black -> invert: p[0] Black,
	 * p[1] White.  (E.4 would have given p[0] White.) */
	reset('w');
	hist(&pl[0], "bwbb");
	pref(&pl[0], 'w', TMT_PREF_ABSOLUTE);
	pl[0].topscorer = 1;
	hist(&pl[1], "wbbb");
	pref(&pl[1], 'w', TMT_PREF_ABSOLUTE);
	pl[1].topscorer = 1;
	p0_white(0);
}
END_TEST

START_TEST(e3_companion_example)
{
	/* C.04.3 E.3 with C.04.2 D.5, the companion's worked example (3.5)
	 * on compressed played-game histories:
	 *   X: B W (no game) B W  -> "bwbw", cd 0, mild Black
	 *   Y: (no game) W B B W  -> "wbbw", cd 0, mild Black
	 * E.1/E.2 do not decide.  Backwards in step: W/W, B/B, then X had W
	 * where Y had B -> now X Black, Y White.
	 * Y is made the higher-ranked player, so E.4 would have given Y
	 * its preference (Black): the answer below can only come from E.3. */
	reset('w');
	hist(&pl[0], "wbbw");	/* Y */
	pref(&pl[0], 'b', TMT_PREF_MILD);
	hist(&pl[1], "bwbw");	/* X */
	pref(&pl[1], 'b', TMT_PREF_MILD);
	p0_white(1);
}
END_TEST

START_TEST(e3_most_recent_difference)
{
	/* E.3 takes the *most recent* time they had different colours.
	 * p[0] "bwwb" and p[1] "wbwb": both cd 0, mild White.  Backwards:
	 * b/b, w/w, then p[0] w / p[1] b -> p[0] Black now.  The oldest
	 * difference (p[0] b / p[1] w) would say the opposite, and E.4
	 * would give p[0] White. */
	reset('w');
	hist(&pl[0], "bwwb");
	pref(&pl[0], 'w', TMT_PREF_MILD);
	hist(&pl[1], "wbwb");
	pref(&pl[1], 'w', TMT_PREF_MILD);
	p0_white(0);

	/* Histories of different lengths are compared from their ends,
	 * in step (companion 2.5): p[0] "bw" and p[1] "wbbw", both cd 0,
	 * mild Black.  From the ends: w/w, b/b, then p[0] has no more
	 * games -> no difference, E.4: the higher-ranked p[0] Black.
	 * Aligned from the first game (b/w) one would wrongly invert to
	 * p[0] White. */
	reset('w');
	hist(&pl[0], "bw");
	pref(&pl[0], 'b', TMT_PREF_MILD);
	hist(&pl[1], "wbbw");
	pref(&pl[1], 'b', TMT_PREF_MILD);
	p0_white(0);
}
END_TEST

START_TEST(e4_higher_ranked_preference)
{
	/* C.04.3 E.4: grant the preference of the higher-ranked player,
	 * which may be Black (companion 3.5).  Same history "w" for both:
	 * mild Black each, E.3 finds no difference.  p[0] ranks higher:
	 * p[0] Black.  (E.5 with p[0] odd and initial White would give
	 * p[0] White.) */
	reset('w');
	hist(&pl[0], "w");
	pref(&pl[0], 'b', TMT_PREF_MILD);
	hist(&pl[1], "w");
	pref(&pl[1], 'b', TMT_PREF_MILD);
	p0_white(0);

	/* White preference: both "b" -> p[0] White.  Initial colour Black
	 * so that E.5 (p[0] odd) would have said Black. */
	reset('b');
	hist(&pl[0], "b");
	pref(&pl[0], 'w', TMT_PREF_MILD);
	hist(&pl[1], "b");
	pref(&pl[1], 'w', TMT_PREF_MILD);
	p0_white(1);

	/* Strong, equal histories "wbw": both strong Black -> p[0] Black. */
	reset('w');
	hist(&pl[0], "wbw");
	pref(&pl[0], 'b', TMT_PREF_STRONG);
	hist(&pl[1], "wbw");
	pref(&pl[1], 'b', TMT_PREF_STRONG);
	p0_white(0);
}
END_TEST

START_TEST(e5_initial_colour_parity)
{
	/* C.04.3 E.5: neither has a preference (no games, A.6.d).  The
	 * higher-ranked player gets the initial-colour if his (pairing)
	 * number is odd, the other colour if even.  The number used is the
	 * colour rank of companion 2.7 (dplayer.colour_rank). */
	reset('w');
	pl[0].colour_rank = 1;
	pl[1].colour_rank = 6;
	p0_white(1);		/* odd, initial White -> White */

	reset('w');
	pl[0].colour_rank = 2;
	pl[1].colour_rank = 7;
	p0_white(0);		/* even, initial White -> Black */

	reset('b');
	pl[0].colour_rank = 3;
	pl[1].colour_rank = 8;
	p0_white(0);		/* odd, initial Black -> Black */

	reset('b');
	pl[0].colour_rank = 4;
	pl[1].colour_rank = 9;
	p0_white(1);		/* even, initial Black -> White */

	/* Only the higher-ranked player's number counts: p[1] odd does not
	 * matter when p[0] is even. */
	reset('w');
	pl[0].colour_rank = 2;
	pl[1].colour_rank = 3;
	p0_white(0);
}
END_TEST

START_TEST(a6d_no_preference_gets_opponent)
{
	/* C.04.3 A.6.d: a player who has not played has no preference,
	 * and the opponent's preference is granted (companion 3.5: such a
	 * player never blocks E.1).
	 * p[0] no games, colour rank 1 and initial White: E.5 would give
	 * p[0] White.  p[1] "b": mild White -> p[1] White. */
	reset('w');
	pl[0].colour_rank = 1;
	hist(&pl[1], "b");
	pref(&pl[1], 'w', TMT_PREF_MILD);
	p0_white(0);

	/* p[0] no games, initial Black, odd: E.5 would give p[0] Black.
	 * p[1] "ww": absolute Black -> p[1] Black, p[0] White. */
	reset('b');
	pl[0].colour_rank = 1;
	hist(&pl[1], "ww");
	pref(&pl[1], 'b', TMT_PREF_ABSOLUTE);
	p0_white(1);

	/* The preference sits with the higher-ranked player: p[0] "w"
	 * mild Black, p[1] no games (colour rank 2).  p[0] Black. */
	reset('w');
	hist(&pl[0], "w");
	pref(&pl[0], 'b', TMT_PREF_MILD);
	p0_white(0);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Full pipeline on in-memory TRFs                                      */


START_TEST(e3_compressed_histories_pipeline)
{
	/* The companion's E.3 example (3.5) through the whole pipeline,
	 * where a by-round alignment gives the wrong answer.
	 *   Y = #1: R1 H bye, R2 W, R3 B, R4 B, R5 W
	 *   X = #2: R1 B, R2 W, R3 H bye, R4 B, R5 W
	 * All games drawn: both 2.5 points, so Y (#1) ranks higher (A.2).
	 * Opponents #3-#10 play one game each and are absent otherwise, and
	 * only X and Y are paired in round 6 (the others have Z).
	 * Preferences: both cd 0, last game White -> mild Black (A.6.c);
	 * E.1/E.2 do not decide.  E.3 on the compressed histories (C.04.2
	 * D.5, companion 2.5): X "bwbw", Y "wbbw", backwards W/W, B/B, W/B
	 * -> X Black, Y White.  Aligned by round number (W/W, B/B, -/B,
	 * W/W, B/-) no difference is found and E.4 would give Y (higher)
	 * Black.  Expected: 1-2. */
	static const char *const p[] = {
		"1 -H 7w= 8b= 9b= 10w=",
		"2 3b= 4w= -H 5b= 6w=",
		"3 2w= -Z -Z -Z -Z -Z",
		"4 -Z 2b= -Z -Z -Z -Z",
		"5 -Z -Z -Z 2w= -Z -Z",
		"6 -Z -Z -Z -Z 2b= -Z",
		"7 -Z 1b= -Z -Z -Z -Z",
		"8 -Z -Z 1w= -Z -Z -Z",
		"9 -Z -Z -Z 1w= -Z -Z",
		"10 -Z -Z -Z -Z 1b= -Z",
		NULL
	};

	fx_load("XXR 9\nXXC white1\n", p);
	ck_assert_int_eq(fx_tm->next_round, 6);
	fx_pair_next();
	ck_assert_int_eq(fx_pg.nboards, 1);
	fx_board(1, 2);
	ck_assert_int_eq(fx_pg.bye, -1);
}
END_TEST

START_TEST(e4_rank_is_score_first_pipeline)
{
	/* E.4 "higher ranked" is A.2: score first, then pairing number.
	 * R1: 1(w)-3(b) 0-1, 2(w)-4(b) 1-0.  Round 2: #3 and #4 absent.
	 * #1 (0 points) and #2 (1 point) both had White: mild Black each,
	 * E.3 finds no difference.  #2 ranks higher (more points) despite
	 * the larger pairing number -> #2 Black, #1 White.  Ranking by
	 * pairing number alone would give 2-1.  Expected: 1-2. */
	static const char *const p[] = {
		"1 3w0",
		"2 4w1",
		"3 1b1 -Z",
		"4 2b0 -Z",
		NULL
	};

	fx_load("XXR 5\nXXC white1\n", p);
	fx_pair_next();
	ck_assert_int_eq(fx_pg.nboards, 1);
	fx_board(1, 2);
}
END_TEST

START_TEST(e5_parity_with_absent_players)
{
	/* Companion 2.7: 10 players, initial colour White, #1 and #3
	 * absent in round 1.  The E.5 number counts only players paired in
	 * this round or earlier: #2 -> 1, #4 -> 2, #5 -> 3, #6 -> 4, #7 -> 5,
	 * #8 -> 6, #9 -> 7, #10 -> 8.
	 * Round 1 is one homogeneous bracket of 8 (A.2: pairing order):
	 * S1 = 2 4 5 6, S2 = 7 8 9 10 (B.2); 2-7, 4-8, 5-9, 6-10 are legal
	 * and, without any preference or float, perfect (B.4).
	 * E.5: 2 (rank 1, odd) White; 4 (rank 2) Black; 5 (rank 3) White;
	 * 6 (rank 4) Black.  Expected: 2-7, 8-4, 5-9, 10-6 -- the companion's
	 * "White on board 2-7 to #2" (a literal reading would give 7-2). */
	static const char *const p[] = {
		"1 -Z", "2", "3 -Z", "4", "5", "6", "7", "8", "9", "10", NULL
	};

	fx_load("XXR 5\nXXC white1\n", p);
	ck_assert_int_eq(fx_tm->next_round, 1);
	fx_pair_next();
	ck_assert_int_eq(fx_pg.nboards, 4);
	fx_board(2, 7);
	fx_board(8, 4);
	fx_board(5, 9);
	fx_board(10, 6);
	ck_assert_int_eq(fx_pg.bye, -1);
}
END_TEST

START_TEST(e5_parity_black1_with_absent)
{
	/* Same field with XXC black1: every colour of the test above
	 * swaps (E.5 with initial-colour Black): 7-2, 4-8, 9-5, 6-10. */
	static const char *const p[] = {
		"1 -Z", "2", "3 -Z", "4", "5", "6", "7", "8", "9", "10", NULL
	};

	fx_load("XXR 5\nXXC black1\n", p);
	fx_pair_next();
	ck_assert_int_eq(fx_pg.nboards, 4);
	fx_board(7, 2);
	fx_board(4, 8);
	fx_board(9, 5);
	fx_board(6, 10);
}
END_TEST

Suite *suite_dutch_colour(void)
{
	Suite *s = suite_create("dutch_colour");
	TCase *tc = tcase_create("rules");

	tcase_add_test(tc, e1_both_preferences);
	tcase_add_test(tc, e2_stronger_preference);
	tcase_add_test(tc, e2_both_absolute_wider_difference);
	tcase_add_test(tc, e2_both_absolute_equal_width_falls_through);
	tcase_add_test(tc, e3_companion_example);
	tcase_add_test(tc, e3_most_recent_difference);
	tcase_add_test(tc, e4_higher_ranked_preference);
	tcase_add_test(tc, e5_initial_colour_parity);
	tcase_add_test(tc, a6d_no_preference_gets_opponent);
	suite_add_tcase(s, tc);

	tc = tcase_create("pipeline");
	tcase_add_checked_fixture(tc, NULL, fx_teardown);
	tcase_add_test(tc, e3_compressed_histories_pipeline);
	tcase_add_test(tc, e4_rank_is_score_first_pipeline);
	tcase_add_test(tc, e5_parity_with_absent_players);
	tcase_add_test(tc, e5_parity_black1_with_absent);
	suite_add_tcase(s, tc);
	return s;
}
