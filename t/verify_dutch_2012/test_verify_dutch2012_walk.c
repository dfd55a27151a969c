/*
 * test_verify_dutch2012_walk.c - the 2012 Dutch text worked by hand:
 * the verifier's own orders (D.2, D.3: the text's tables), and small
 * rounds whose pairing is derived from the text in the comment, checked
 * on the engine (lib/dutch_2012) and on the verifier's walk
 * (lib/verify_dutch_2012), which must accept the text's pairing and
 * name the first rule a different one breaks.
 *
 * The audit table, article -> deciding tests of every 2012 suite, is
 * at the top of t/dutch_2012/test_dutch2012_more.c.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch_2012/dutch_2012.h"
#include "support/dutch2012_fixture.h"
#include "support/dutch_fixture.h"
#include "verify_dutch_2012/verify_dutch_2012.h"
#include "verify_dutch_2012/walk.h"

Suite *suite_verify_dutch2012_walk(void);

/* ---- the verifier's D.2 and D.3 orders against the text's tables ---- */

/* D.2, one player, S1 = 1..5, S2 = 6..11: 1. 5<->6 (difference 1),
 * 2. 5<->7, 3. 4<->6 (2); the table numbers 3<->9 18th, 2<->9 23rd and
 * 1<->11 last (30th). */
START_TEST(vw_d2_one)
{
	struct vw_exchange *x;
	long n = vw_exchanges(5, 6, 1, 1000, &x);
	const int want[][2] = { { 5, 6 }, { 5, 7 }, { 4, 6 } };

	ck_assert_int_eq(n, 30);
	for (int e = 0; e < 3; e++) {
		ck_assert_int_eq(x[e].s1[0] + 1, want[e][0]);
		ck_assert_int_eq(x[e].s2[0] + 6, want[e][1]);
	}
	ck_assert(x[17].s1[0] + 1 == 3 && x[17].s2[0] + 6 == 9);
	ck_assert(x[22].s1[0] + 1 == 2 && x[22].s2[0] + 6 == 9);
	ck_assert(x[29].s1[0] + 1 == 1 && x[29].s2[0] + 6 == 11);
	free(x);
}
END_TEST

/* D.2, two players: 1. 5,4<->6,7 (4), 2. 5,4<->6,8 (5), 3. 5,3<->6,7
 * (5), 4. 5,4<->6,9, 5. 5,4<->7,8, 6. 5,3<->6,8 (6); in the table
 * 3,2<->6,9 is 62nd, 4,1<->7,11 113th, and 2,1<->10,11 the 150th. */
START_TEST(vw_d2_two)
{
	struct vw_exchange *x;
	long n = vw_exchanges(5, 6, 2, 1000, &x);
	const int want[][4] = { { 5, 4, 6, 7 }, { 5, 4, 6, 8 }, { 5, 3, 6, 7 },
				{ 5, 4, 6, 9 }, { 5, 4, 7, 8 }, { 5, 3, 6, 8 } };

	ck_assert_int_eq(n, 150);
	for (int e = 0; e < 6; e++) {
		/* positions are stored ascending: S1 high number second */
		ck_assert_int_eq(x[e].s1[1] + 1, want[e][0]);
		ck_assert_int_eq(x[e].s1[0] + 1, want[e][1]);
		ck_assert_int_eq(x[e].s2[0] + 6, want[e][2]);
		ck_assert_int_eq(x[e].s2[1] + 6, want[e][3]);
	}
	ck_assert(x[61].s1[1] + 1 == 3 && x[61].s1[0] + 1 == 2 && x[61].s2[0] + 6 == 6 &&
		  x[61].s2[1] + 6 == 9);
	ck_assert(x[112].s1[1] + 1 == 4 && x[112].s1[0] + 1 == 1 && x[112].s2[0] + 6 == 7 &&
		  x[112].s2[1] + 6 == 11);
	ck_assert(x[149].s1[1] + 1 == 2 && x[149].s1[0] + 1 == 1 && x[149].s2[0] + 6 == 10 &&
		  x[149].s2[1] + 6 == 11);
	free(x);
}
END_TEST

/* D.2, three players: 1. 5,4,3<->6,7,8 (9), 2. 5,4,3<->6,7,9 (10),
 * 3. 5,4,2<->6,7,8 (10), 4. 5,4,3<->6,7,10, 5. 5,4,3<->6,8,9,
 * 6. 5,4,2<->6,7,9 (11). */
START_TEST(vw_d2_three)
{
	struct vw_exchange *x;
	long n = vw_exchanges(5, 6, 3, 1000, &x);
	const int want[][6] = { { 5, 4, 3, 6, 7, 8 }, { 5, 4, 3, 6, 7, 9 }, { 5, 4, 2, 6, 7, 8 },
				{ 5, 4, 3, 6, 7, 10 }, { 5, 4, 3, 6, 8, 9 }, { 5, 4, 2, 6, 7, 9 } };

	ck_assert_int_eq(n, 10 * 20);	/* the text's 10 S1 and 20 S2 sets */
	for (int e = 0; e < 6; e++)
		for (int q = 0; q < 3; q++) {
			ck_assert_int_eq(x[e].s1[2 - q] + 1, want[e][q]);
			ck_assert_int_eq(x[e].s2[q] + 6, want[e][3 + q]);
		}
	free(x);
}
END_TEST

/* D.3, M0 = 5: M1 = 4 is 1-2-3-4, 1-2-3-5, 1-2-4-5, 1-3-4-5, 2-3-4-5;
 * M1 = 3 has 1-4-5 sixth and 3-4-5 last; M1 = 2 runs 1-2 ... 1-5, 2-3,
 * ..., 4-5; M1 = 1 is 1, 2, 3, 4, 5. */
START_TEST(vw_d3_m0_5)
{
	int *s;
	const int w4[5][4] = { { 1, 2, 3, 4 }, { 1, 2, 3, 5 }, { 1, 2, 4, 5 }, { 1, 3, 4, 5 },
			       { 2, 3, 4, 5 } };

	ck_assert_int_eq(vw_subsets(5, 4, 100, &s), 5);
	for (int i = 0; i < 5; i++)
		for (int k = 0; k < 4; k++)
			ck_assert_int_eq(s[i * 4 + k] + 1, w4[i][k]);
	free(s);
	ck_assert_int_eq(vw_subsets(5, 3, 100, &s), 10);
	ck_assert(s[5 * 3] == 0 && s[5 * 3 + 1] == 3 && s[5 * 3 + 2] == 4);
	ck_assert(s[9 * 3] == 2 && s[9 * 3 + 1] == 3 && s[9 * 3 + 2] == 4);
	free(s);
	ck_assert_int_eq(vw_subsets(5, 2, 100, &s), 10);
	const int w2[10][2] = { { 1, 2 }, { 1, 3 }, { 1, 4 }, { 1, 5 }, { 2, 3 },
				{ 2, 4 }, { 2, 5 }, { 3, 4 }, { 3, 5 }, { 4, 5 } };
	for (int i = 0; i < 10; i++)
		ck_assert(s[2 * i] + 1 == w2[i][0] && s[2 * i + 1] + 1 == w2[i][1]);
	free(s);
	ck_assert_int_eq(vw_subsets(5, 1, 100, &s), 5);
	for (int i = 0; i < 5; i++)
		ck_assert_int_eq(s[i], i);
	free(s);
}
END_TEST

/* ---- rounds worked by hand ---- */

/*
 * A.2, A.6, C.4-C.6, D.1, E.5: round 1 of six players (XXC white1).
 * One homogeneous bracket, P0 = 3 (A.6.b), S1 = {1,2,3}, S2 = {4,5,6};
 * transposition 0 (D.1) gives 1-4, 2-5, 3-6, all legal: complete
 * (C.6).  E.5: 1 and 3 (odd) white, 2 black.
 */
START_TEST(d1_first_transposition)
{
	const char *p[] = { "1", "2", "3", "4", "5", "6", NULL };
	const int want[][2] = { { 1, 4 }, { 5, 2 }, { 3, 6 } };

	fx_load("XXR 5\nXXC white1\n", p);
	d12_engine_gives(3, want, 0);
}
END_TEST

/* The verifier on the same round: the text's pairing complies; 1-5,
 * 4-2, 3-6 is transposition 6 of D.1 (6-7-... order), and the first
 * pair it loses is 1-4: C.7/D.1. */
START_TEST(d1_verifier)
{
	const char *good[] = { "1 4w=", "2 5b=", "3 6w=", "4 1b=", "5 2w=", "6 3b=", NULL };
	const char *bad[] = { "1 5w=", "2 4b=", "3 6w=", "4 2w=", "5 1b=", "6 3b=", NULL };

	fx_load("XXR 5\nXXC white1\n", good);
	ck_assert_int_eq(d12_verify(1), 0);
	d12_has("round 1: bracket 0: explain: homogeneous, M0 = 0, M1 = 0, P0 = 3, P = 3");
	fx_teardown();
	fx_load("XXR 5\nXXC white1\n", bad);
	ck_assert_int_eq(d12_verify(1), 1);
	d12_has("round 1: bracket 0: D.1: C.7: the transposition giving 1-4 comes first (the file has 1-5)");
}
END_TEST

/*
 * A.7.b, A.8, A.9.b, C.8.a, D.2, B.4: round 2 after 1(w)-3 and 4(w)-2,
 * both drawn.  One bracket of four on 0.5.  1 and 4 played white: cd
 * +1, strong black (A.7.b); 2 and 3 strong white.  A.8 (even round):
 * W = 2, B = 2, w = b = a = 0; B + b > W + w fails, so X1 = P0 - B - b
 * - a = 0, and Z1 = P0 - B - b - w - a = 0.  S1 = {1,2}, S2 = {3,4}:
 * transposition 0 has 1-3 (B.1a), transposition 1 has 1-4 and 2-3, two
 * pairs with the same preference: X = 2 > 0.  D.2's first exchange is
 * 2<->3 (difference 1): S1 = {1,3}, S2 = {2,4} (A.9.b), transposition 0:
 * 1-2 and 3-4 grant every preference.  E.1: 2-1, 3-4.  A file with
 * 1-4, 2-3 breaks B.4 at X = 0 (C.10.e).
 */
START_TEST(x_exchange_first)
{
	const char *p[] = { "1 3w=", "2 4b=", "3 1b=", "4 2w=", NULL };
	const int want[][2] = { { 2, 1 }, { 3, 4 } };
	const char *bad[] = { "1 3w= 4b=", "2 4b= 3w=", "3 1b= 2b=", "4 2w= 1w=", NULL };

	fx_load("XXR 5\nXXC white1\n", p);
	d12_engine_gives(2, want, 0);
	fx_teardown();
	fx_load("XXR 5\nXXC white1\n", bad);
	ck_assert_int_ge(d12_verify(2), 1);
	d12_has("round 2: bracket 0.5: B.4: C.10.e: X = 0 pair(s) without both colour preferences suffice, the file has 2 (1-4, 2-3)");
}
END_TEST

/*
 * A.4, A.5, B.5, C.3.e, C.6, C.7, then A.3, A.8, C.10.e, C.14 in the
 * heterogeneous bracket below: round 2 after 1(w)-3 1-0, 4(w)-2 0-1
 * and a bye for 5 (XXC white1).
 * Scores 1, 2, 5: 1 point; 3, 4: 0.  Bracket 1 = {1,2,5}, homogeneous,
 * P0 = 1: S1 = {1}, S2 = {2,5}.  Transposition 0: 1-2 moves 5 down, but
 * 5's bye was a downfloat (A.4, B.1b; reading: any round without a game
 * is a downfloat) and B.5 for downfloaters is in force (C.3.e):
 * transposition 1, 1-5, moves 2 down: complete (C.6).
 * Bracket 0 = {2 | 3,4}: M0 = 1, 2 * M0 < 3, heterogeneous (A.3).  2
 * met 4; 2-3: both strong white (2 had black, 3 had black).  A.8: W = 2
 * (2, 3), B = 1 (4): X1 = P0 - B - b - a = 0, Z1 = 0.  X = 0 fails at
 * every float level; C.10.e (even round): Z = X, so X = 1, Z = Z1 = 0:
 * 2-3 shares a strong preference, Z = 0 fails; Z = 1: 2-3 (B.3: the
 * moved-down player is paired).  Remainder {4}: P1 - M1 = 0 pairs, 4
 * is left and takes the bye (A.5; 4 had none).
 * Colours: 1 (strong black) - 5 (no game yet): E.1, 5 white.  2-3 both
 * strong white, both played black in round 1 (E.3 finds no round with
 * different colours): E.4, the higher ranked 2 (1 point) gets white.
 */
START_TEST(b5_downfloater_again)
{
	const char *p[] = { "1 3w1", "2 4b1", "3 1b0", "4 2w0", "5 -U", NULL };
	const int want[][2] = { { 5, 1 }, { 2, 3 } };

	fx_load("XXR 5\nXXC white1\n", p);
	d12_engine_gives(2, want, 4);
}
END_TEST

/* The verifier on that round: the text's pairing complies; a file with
 * 1-2 and 5 moved down breaks B.5 at C.10.d. */
START_TEST(b5_verifier)
{
	const char *good[] = { "1 3w1 5b=", "2 4b1 3w=", "3 1b0 2b=", "4 2w0 -U", "5 -U 1w=",
			       NULL };
	const char *bad[] = { "1 3w1 2b=", "2 4b1 1w=", "3 1b0 5b=", "4 2w0 -U", "5 -U 3w=",
			      NULL };

	fx_load("XXR 5\nXXC white1\n", good);
	ck_assert_int_eq(d12_verify(2), 0);
	d12_has("round 2: bracket 0: explain: heterogeneous, M0 = 1, M1 = 1, P0 = 1, P = 1, X1 = 0, Z1 = 0; found with X = 1, Z = 1");
	fx_teardown();
	fx_load("XXR 5\nXXC white1\n", bad);
	ck_assert_int_ge(d12_verify(2), 1);
	d12_has("round 2: bracket 1: B.5: C.10.d: 5 floats down again after a downfloat in round 1");
}
END_TEST

/*
 * C.14.a, C.1: round 2 of four after 1(w)-2 1-0, 3(w)-4 1-0 (XXC
 * white1).  Bracket 1 = {1,3}: 1-3 is legal (1 strong black, 3 strong
 * black: X allows it at X = 1 = P1), so P = 1; bracket 0 = {2,4}: 2-4.
 * Both pairs share a preference; E.3: both played the same colours, E.4:
 * the higher ranked gets his preference: 1 black (3-1), 2 white (2-4).  A file pairing
 * 1-2 again breaks B.1a, and one moving 1 and 3 down to pair 1-4, 3-2
 * makes no pair where P = 1 can be made: C.14 in bracket 1.
 */
START_TEST(c14_pairs_made)
{
	const char *p[] = { "1 2w1", "2 1b0", "3 4w1", "4 3b0", NULL };
	const int want[][2] = { { 3, 1 }, { 2, 4 } };
	const char *bad[] = { "1 2w1 4b=", "2 1b0 3b=", "3 4w1 2w=", "4 3b0 1w=", NULL };

	fx_load("XXR 5\nXXC white1\n", p);
	d12_engine_gives(2, want, 0);
	fx_teardown();
	fx_load("XXR 5\nXXC white1\n", bad);
	ck_assert_int_ge(d12_verify(2), 1);
	d12_has("round 2: bracket 1: C.14: C.14.a: P = 1 pairs can be made here, the file makes 0 (moving down 1, 3); the text pairs 1-3");
}
END_TEST

/*
 * C.1, A.3 (second sentence), A.6.c: round 2 after R1 1-4 1-0, 2-5 1-0,
 * 3-6 draw (E.5, XXC white1: 1, 5, 3 white).  A.7.b: 1, 3, 5 strong
 * black; 2, 4, 6 strong white.  Bracket 1 = {1,2}: 1-2 (E.1: 2-1).
 * Bracket 0.5 = {3,6}: they met, so neither has an opponent here (C.1):
 * both move down.  Bracket 0 = {3,6 | 4,5}: M0 = 2 of 4 players, at
 * least half moved down: treated as homogeneous (A.3).  P0 = 2, S1 =
 * {3,6}, S2 = {4,5}; A.8: W = 2 (4, 6), B = 2 (3, 5), X1 = 0; 3-4 and
 * 6-5 grant every preference: E.1 4-3, 6-5.  A file with 3-5, 6-4 has
 * two pairs sharing a preference: B.4 at X = 0.
 */
START_TEST(c1_incompatible_move_down)
{
	const char *p[] = { "1 4w1", "2 5b1", "3 6w=", "4 1b0", "5 2w0", "6 3b=", NULL };
	const int want[][2] = { { 2, 1 }, { 4, 3 }, { 6, 5 } };
	const char *good[] = { "1 4w1 2b=", "2 5b1 1w=", "3 6w= 4b=", "4 1b0 3w=", "5 2w0 6b=",
			       "6 3b= 5w=", NULL };
	const char *bad[] = { "1 4w1 2b=", "2 5b1 1w=", "3 6w= 5w=", "4 1b0 6b=", "5 2w0 3b=",
			      "6 3b= 4w=", NULL };

	fx_load("XXR 5\nXXC white1\n", p);
	d12_engine_gives(3, want, 0);
	fx_teardown();
	fx_load("XXR 5\nXXC white1\n", good);
	ck_assert_int_eq(d12_verify(2), 0);
	d12_has("round 2: bracket 0.5: explain: homogeneous, M0 = 0, M1 = 0, P0 = 0, P = 0");
	d12_has("moved down 3, 6\n");
	d12_has("round 2: bracket 0: explain: homogeneous, M0 = 2, M1 = 0, P0 = 2, P = 2, X1 = 0");
	fx_teardown();
	fx_load("XXR 5\nXXC white1\n", bad);
	ck_assert_int_ge(d12_verify(2), 1);
	d12_has("round 2: bracket 0: B.4: C.10.e: X = 0 pair(s)");
}
END_TEST

/*
 * C.1, A.3, C.6 (heterogeneous), C.8.a in the remainder, A.5: round 2
 * after R1 1(w)-3 and 4(w)-2 drawn, 5 the bye (F.4: the lowest of five).
 * 1, 4 strong black; 2, 3 strong white; 5 no colour yet (A.7.f).
 * Bracket 1 = {5}: no opponent in it (C.1), 5 moves down.  Bracket 0.5
 * = {5 | 1,2,3,4} is the lowest: M0 = 1, heterogeneous, P0 = 2; A.8:
 * W = 2, B = 2, a = 1: X1 = P0 - B - b - a < 0, so 0.  S1 = {5}, S2 =
 * {1,2,3,4}: 5-1.  Remainder {2,3,4}, P1 - M1 = 1 pair: S1 = {2}, S2 =
 * {3,4}: 2-3 shares white (X = 0), 2-4 met; D.2's first exchange 2<->3:
 * S1 = {3}, S2 = {2,4}: 3-2 shares white, 3-4 grants both.  2 is left
 * over and takes the bye (B.1b: he had none).  E.1: 5-1, 3-4.
 */
START_TEST(remainder_exchange)
{
	const char *p[] = { "1 3w=", "2 4b=", "3 1b=", "4 2w=", "5 -U", NULL };
	const int want[][2] = { { 5, 1 }, { 3, 4 } };
	const char *good[] = { "1 3w= 5b=", "2 4b= -U", "3 1b= 4w=", "4 2w= 3b=", "5 -U 1w=",
			       NULL };
	const char *bad[] = { "1 3w= 5b=", "2 4b= 3w=", "3 1b= 2b=", "4 2w= -U", "5 -U 1w=",
			      NULL };

	fx_load("XXR 5\nXXC white1\n", p);
	d12_engine_gives(2, want, 2);
	fx_teardown();
	fx_load("XXR 5\nXXC white1\n", good);
	ck_assert_int_eq(d12_verify(2), 0);
	d12_has("round 2: bracket 0.5: explain: heterogeneous, M0 = 1, M1 = 1, P0 = 2, P = 2, X1 = 0, Z1 = 0; found with X = 0, Z = 0, exchange 1: 5-1, 3-4; moved down 2");
	fx_teardown();
	fx_load("XXR 5\nXXC white1\n", bad);
	ck_assert_int_ge(d12_verify(2), 1);
	d12_has("round 2: bracket 0.5: B.4: C.10.e: X = 0 pair(s) without both colour preferences suffice, the file has 1 (2-3)");
}
END_TEST

Suite *suite_verify_dutch2012_walk(void)
{
	Suite *s = suite_create("verify_dutch2012_walk");
	TCase *tc = tcase_create("walk");

	tcase_add_checked_fixture(tc, NULL, fx_teardown);
	tcase_add_test(tc, vw_d2_one);
	tcase_add_test(tc, vw_d2_two);
	tcase_add_test(tc, vw_d2_three);
	tcase_add_test(tc, vw_d3_m0_5);
	tcase_add_test(tc, d1_first_transposition);
	tcase_add_test(tc, d1_verifier);
	tcase_add_test(tc, x_exchange_first);
	tcase_add_test(tc, b5_downfloater_again);
	tcase_add_test(tc, b5_verifier);
	tcase_add_test(tc, c14_pairs_made);
	tcase_add_test(tc, c1_incompatible_move_down);
	tcase_add_test(tc, remainder_exchange);
	suite_add_tcase(s, tc);
	return s;
}
