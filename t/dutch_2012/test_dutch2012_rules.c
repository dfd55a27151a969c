/*
 * test_dutch2012_rules.c - the Dutch System, 2012 text
 * (rules/dutch-2012.txt), article by article.  Each test derives the
 * expected pairing from the text in its comment; players are written
 * as in t/dutch/test_rules.c ("ID BLOCK ..."), ratings fall with the
 * start number so start number = pairing number (A.2).
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "dutch_2012/dutch_2012.h"
#include "dutch_2012/exchange.h"
#include "support/dutch_fixture.h"

Suite *suite_dutch2012_rules(void);

static int pair12(void)
{
	struct trf_diag d = { 0 };
	struct dutch2012_options o = { 0 };
	int rc = dutch2012_pair(fx_tm, fx_tm->next_round, &o, &fx_pg, &d);

	fx_have_pg = rc == TRF_OK;
	return rc;
}

static void boards(int n, const int (*want)[2], int bye)
{
	ck_assert_int_eq(pair12(), TRF_OK);
	ck_assert_msg(fx_pg.nboards == n, "want %d boards: %s", n, fx_dump());
	for (int i = 0; i < n; i++)
		fx_board(want[i][0], want[i][1]);
	ck_assert_msg(fx_id_of(fx_pg.bye) == bye, "want bye %d: %s", bye, fx_dump());
}

/* ---- D.1, D.2, D.3: the text's own orders ---- */

/* D.2, exchange of one player: S1 = 1..5, S2 = 6..11.  The text lists
 * 1. 5<->6 (difference 1), 2. 5<->7 (2), 3. 4<->6 (2), and its table
 * numbers the rest, e.g. 3<->9 18th, 2<->9 23rd, 1<->11 30th. */
START_TEST(d2_one_player_order)
{
	struct d12_exchanges ex;

	ck_assert_int_eq(d12_exchanges(5, 6, 1, 1000, &ex), 0);
	ck_assert_int_eq(ex.count, 30);
	/* position 0-based: S1 number = pos+1, S2 number = pos+6 */
	const int want[][2] = { { 5, 6 }, { 5, 7 }, { 4, 6 }, { 5, 8 }, { 4, 7 }, { 3, 6 } };
	for (int e = 0; e < 6; e++) {
		ck_assert_int_eq(ex.s1[ex.list[e].i] + 1, want[e][0]);
		ck_assert_int_eq(ex.s2[ex.list[e].j] + 6, want[e][1]);
	}
	/* the table: 3<->9 is number 18, 2<->9 number 23, 1<->11 30 */
	ck_assert_int_eq(ex.s1[ex.list[17].i] + 1, 3);
	ck_assert_int_eq(ex.s2[ex.list[17].j] + 6, 9);
	ck_assert_int_eq(ex.s1[ex.list[22].i] + 1, 2);
	ck_assert_int_eq(ex.s2[ex.list[22].j] + 6, 9);
	ck_assert_int_eq(ex.s1[ex.list[29].i] + 1, 1);
	ck_assert_int_eq(ex.s2[ex.list[29].j] + 6, 11);
	d12_exchanges_free(&ex);
}
END_TEST

/* D.2, two players: 1. 5,4<->6,7 (4), 2. 5,4<->6,8 (5), 3. 5,3<->6,7
 * (5), 4. 5,4<->6,9 (6), 5. 5,4<->7,8 (6), 6. 5,3<->6,8 (6); the table
 * ends with 150. 2,1<->10,11 and has 62. 3,2<->6,9. */
START_TEST(d2_two_player_order)
{
	struct d12_exchanges ex;

	ck_assert_int_eq(d12_exchanges(5, 6, 2, 1000, &ex), 0);
	ck_assert_int_eq(ex.count, 150);
	const int want[][4] = { { 4, 5, 6, 7 }, { 4, 5, 6, 8 }, { 3, 5, 6, 7 },
				{ 4, 5, 6, 9 }, { 4, 5, 7, 8 }, { 3, 5, 6, 8 } };
	for (int e = 0; e < 6; e++) {
		const int *a = ex.s1 + ex.list[e].i * 2, *b = ex.s2 + ex.list[e].j * 2;
		ck_assert_int_eq(a[0] + 1, want[e][0]);
		ck_assert_int_eq(a[1] + 1, want[e][1]);
		ck_assert_int_eq(b[0] + 6, want[e][2]);
		ck_assert_int_eq(b[1] + 6, want[e][3]);
	}
	const int *a = ex.s1 + ex.list[61].i * 2, *b = ex.s2 + ex.list[61].j * 2;
	ck_assert(a[0] == 1 && a[1] == 2 && b[0] == 0 && b[1] == 3);	/* 3,2 <-> 6,9 */
	a = ex.s1 + ex.list[149].i * 2;
	b = ex.s2 + ex.list[149].j * 2;
	ck_assert(a[0] == 0 && a[1] == 1 && b[0] == 4 && b[1] == 5);	/* 2,1 <-> 10,11 */
	d12_exchanges_free(&ex);
}
END_TEST

/* D.2, three players: 1. 5,4,3<->6,7,8 (9), 2. 5,4,3<->6,7,9 (10),
 * 3. 5,4,2<->6,7,8 (10), 4. 5,4,3<->6,7,10, 5. 5,4,3<->6,8,9,
 * 6. 5,4,2<->6,7,9 (all 11). */
START_TEST(d2_three_player_order)
{
	struct d12_exchanges ex;

	ck_assert_int_eq(d12_exchanges(5, 6, 3, 10000, &ex), 0);
	ck_assert_int_eq(ex.count, 200);
	const int want[][6] = { { 3, 4, 5, 6, 7, 8 }, { 3, 4, 5, 6, 7, 9 }, { 2, 4, 5, 6, 7, 8 },
				{ 3, 4, 5, 6, 7, 10 }, { 3, 4, 5, 6, 8, 9 }, { 2, 4, 5, 6, 7, 9 } };
	for (int e = 0; e < 6; e++) {
		const int *a = ex.s1 + ex.list[e].i * 3, *b = ex.s2 + ex.list[e].j * 3;
		for (int k = 0; k < 3; k++) {
			ck_assert_int_eq(a[k] + 1, want[e][k]);
			ck_assert_int_eq(b[k] + 6, want[e][3 + k]);
		}
		ck_assert_int_eq(ex.list[e].delta, e == 0 ? 9 : e < 3 ? 10 : 11);
	}
	d12_exchanges_free(&ex);
}
END_TEST

/* D.3, the text's example M0 = 5: the M1 = 4 column is 1-2-3-4,
 * 1-2-3-5, 1-2-4-5, 1-3-4-5, 2-3-4-5; M1 = 3 ends 2-4-5, 3-4-5;
 * M1 = 2 runs 1-2, 1-3, 1-4, 1-5, 2-3, ... 4-5; M1 = 1 is 1..5. */
/* D.3 with every moved-down player in S1 (M1 = M0) has one set, however
 * many sets half of them would give; past the bound, *count says so. */
START_TEST(d3_m1_sets_bound)
{
	long c;
	int *s = d12_m1_sets(35, 35, 50000, &c);

	ck_assert_ptr_nonnull(s);
	ck_assert_int_eq(c, 1);
	for (int k = 0; k < 35; k++)
		ck_assert_int_eq(s[k], k);
	free(s);
	s = d12_m1_sets(35, 34, 50000, &c);
	ck_assert_ptr_nonnull(s);
	ck_assert_int_eq(c, 35);
	ck_assert(s[0] == 0 && s[33] == 33 && s[34 * 34] == 1);
	free(s);
	s = d12_m1_sets(35, 17, 50000, &c);	/* C(35, 17), some 4.5e9 */
	ck_assert_ptr_null(s);
	ck_assert_int_eq(c, -2);
}
END_TEST

START_TEST(d3_m0_5)
{
	long c;
	int *s = d12_m1_sets(5, 4, 100, &c);
	const int w4[5][4] = { { 1, 2, 3, 4 }, { 1, 2, 3, 5 }, { 1, 2, 4, 5 }, { 1, 3, 4, 5 },
			       { 2, 3, 4, 5 } };

	ck_assert_int_eq(c, 5);
	for (int i = 0; i < 5; i++)
		for (int k = 0; k < 4; k++)
			ck_assert_int_eq(s[i * 4 + k] + 1, w4[i][k]);
	free(s);
	s = d12_m1_sets(5, 3, 100, &c);
	const int w3[10][3] = { { 1, 2, 3 }, { 1, 2, 4 }, { 1, 2, 5 }, { 1, 3, 4 }, { 1, 3, 5 },
				{ 1, 4, 5 }, { 2, 3, 4 }, { 2, 3, 5 }, { 2, 4, 5 }, { 3, 4, 5 } };
	ck_assert_int_eq(c, 10);
	for (int i = 0; i < 10; i++)
		for (int k = 0; k < 3; k++)
			ck_assert_int_eq(s[i * 3 + k] + 1, w3[i][k]);
	free(s);
	s = d12_m1_sets(5, 2, 100, &c);
	ck_assert_int_eq(c, 10);
	ck_assert(s[0] == 0 && s[1] == 1 && s[6] == 0 && s[7] == 4 && s[8] == 1 && s[9] == 2);
	free(s);
	s = d12_m1_sets(5, 1, 100, &c);
	ck_assert_int_eq(c, 5);
	for (int i = 0; i < 5; i++)
		ck_assert_int_eq(s[i], i);
	free(s);
}
END_TEST

/* ---- pairings ---- */

/* F.4, E.5, A.5: round 1, seven players, XXC white1.  One bracket;
 * S1 = {1,2,3}, S2 = {4,5,6,7}: 1-4, 2-5, 3-6, and the lowest, 7, gets
 * the bye.  E.5: 1 (odd) white, 2 black, 3 white. */
START_TEST(round1_f4_e5)
{
	const char *p[] = { "1", "2", "3", "4", "5", "6", "7", NULL };

	fx_load("XXR 5\nXXC white1\n", p);
	const int want[][2] = { { 1, 4 }, { 5, 2 }, { 3, 6 } };
	boards(3, want, 7);
}
END_TEST

/* E.5 with black drawn: 1 black, 2 white. */
START_TEST(round1_e5_black)
{
	const char *p[] = { "1", "2", "3", "4", NULL };

	fx_load("XXR 5\nXXC black1\n", p);
	const int want[][2] = { { 3, 1 }, { 2, 4 } };
	boards(2, want, 0);
}
END_TEST

/*
 * B.1a, D.1, D.2, A.8: round 2, R1 1(w)-3 and 4(w)-2 drawn.  One bracket
 * of 4 on ½.  A.7.b: 1 and 4 strong black, 2 and 3 strong white.  A.8
 * (even round): W = B = 2, X1 = P0 - B = 0, Z1 = 0.  S1 = {1,2},
 * S2 = {3,4}.  Transposition 0 gives 1-3: a rematch (B.1a).
 * Transposition 1: 1-4 and 2-3 both share a preference: X = 2 > 0.
 * Exchanges (D.2): 2<->3 first (difference 1): S1 = {1,3}, S2 = {2,4}:
 * 1-2 and 3-4 grant every preference.  E.1: 2-1, 3-4.
 */
START_TEST(b1a_transposition_then_exchange)
{
	const char *p[] = { "1 3w=", "2 4b=", "3 1b=", "4 2w=", NULL };

	fx_load("XXR 5\nXXC white1\n", p);
	const int want[][2] = { { 2, 1 }, { 3, 4 } };
	boards(2, want, 0);
}
END_TEST

/*
 * B.2, C.1: round 3 of four players, all on 1 point.  1: w w (absolute
 * black), 2: b b (absolute white), 3: w w (absolute black), 4: b b
 * (absolute white) - histories from R1 1-2 (2 wins? no: draws) ...
 * R1: 1(w)-2 =, 3(w)-4 =; R2: 1(w)-4 =, 3(w)-2 =.  1 and 3 have
 * played white twice: absolute black; 2 and 4 absolute white.
 * S1 = {1,2}, S2 = {3,4}: 1-3 breaks B.2 (both absolute black), so
 * every candidate with 1-3 or 2-4 is out, and 1-2, 1-4, 3-2, 3-4 are
 * rematches: no pairing in the bracket.  Round 3 of 5: no top scorers,
 * so no pairing exists at all: TRF_ENOPAIRING.
 */
START_TEST(b2_no_pairing)
{
	const char *p[] = { "1 2w= 4w=", "2 1b= 3b=", "3 4w= 2w=", "4 3b= 1b=", NULL };

	fx_load("XXR 5\nXXC white1\n", p);
	ck_assert_int_eq(pair12(), TRF_ENOPAIRING);
}
END_TEST

/*
 * B.2 note, A.10, C.10.g: the same four players in the last round
 * (XXR 3).  All have 1 of 2 points: not over 50%, no top scorers, still
 * no pairing.  With 1 winning R1 (1: 1.5, over 50% of 2) 1 is a top
 * scorer; B.2 may be dropped for his pairs: 1-3 (both absolute black)
 * becomes possible, and then 2-4 must still meet B.2 - they are both
 * absolute white and no top scorer: no pairing either.
 */
START_TEST(b2_top_scorer_last_round)
{
	const char *p[] = { "1 2w= 4w=", "2 1b= 3b=", "3 4w= 2w=", "4 3b= 1b=", NULL };

	fx_load("XXR 3\nXXC white1\n", p);
	ck_assert_int_eq(pair12(), TRF_ENOPAIRING);
}
END_TEST

/*
 * B.1b, A.5: round 2 of three players: R1 1(w)-2 1-0, 3 got the bye.
 * Scores 1: 1, 3: 1, 2: 0.  Bracket {1,3}: 1-3 (E.2/E.1: 1 had white,
 * mild... 1 has strong black (cd +1), 3 no colour yet: 3-1).  2 alone
 * in the lowest bracket takes the bye: 2 has had none (B.1b).
 */
START_TEST(b1b_bye_to_lowest_eligible)
{
	const char *p[] = { "1 2w1", "2 1b0", "3 -U", NULL };

	fx_load("XXR 5\nXXC white1\n", p);
	const int want[][2] = { { 3, 1 } };
	boards(1, want, 2);
}
END_TEST

/*
 * B.1b decides: R1 1(w)-3 1-0, 2 bye.  Scores 1: 1, 2: 1, 3: 0.
 * Bracket {1,2}: 1-2 leaves 3 for the bye: fine (3 had none).  Round
 * 3: R2 1(w)-2 1-0, 3 bye.  Scores 1: 2, 2: 1, 3: 1.  1 has met 2 and
 * 3; 2 and 3 both had a bye: nobody may take it but 1 (B.1b), so 2-3
 * and 1 gets the bye.
 */
START_TEST(b1b_forces_bye)
{
	const char *p[] = { "1 3w1 2w1", "2 -U 1b0", "3 1b0 -U", NULL };

	fx_load("XXR 5\nXXC white1\n", p);
	/* 2: b -> mild white; 3: b -> mild white; E.3: last different... both
	 * played black in their only game; E.4: the higher ranked 2 gets
	 * his preference, white. */
	const int want[][2] = { { 2, 3 } };
	boards(1, want, 1);
}
END_TEST

/*
 * B.1a with XXP 1 3 (a forbidden pair is read as met): round 1, four
 * players.  S1 = {1,2}, S2 = {3,4}; transposition 0 gives 1-3, which
 * B.1a forbids; transposition 1 (C.7, D.1) gives 1-4, 2-3.  E.5: 1
 * (odd) white, 2 (even) black: 1-4, 3-2.
 */
START_TEST(b1a_forbidden_pair)
{
	const char *p[] = { "1", "2", "3", "4", NULL };

	fx_load("XXR 5\nXXC white1\nXXP 1 3\n", p);
	const int want[][2] = { { 1, 4 }, { 3, 2 } };
	boards(2, want, 0);
}
END_TEST

Suite *suite_dutch2012_rules(void)
{
	Suite *s = suite_create("dutch2012_rules");
	TCase *tc = tcase_create("rules");

	tcase_add_checked_fixture(tc, NULL, fx_teardown);
	tcase_add_test(tc, d2_one_player_order);
	tcase_add_test(tc, d2_two_player_order);
	tcase_add_test(tc, d2_three_player_order);
	tcase_add_test(tc, d3_m0_5);
	tcase_add_test(tc, d3_m1_sets_bound);
	tcase_add_test(tc, round1_f4_e5);
	tcase_add_test(tc, round1_e5_black);
	tcase_add_test(tc, b1a_transposition_then_exchange);
	tcase_add_test(tc, b2_no_pairing);
	tcase_add_test(tc, b2_top_scorer_last_round);
	tcase_add_test(tc, b1b_bye_to_lowest_eligible);
	tcase_add_test(tc, b1b_forces_bye);
	tcase_add_test(tc, b1a_forbidden_pair);
	suite_add_tcase(s, tc);
	return s;
}
