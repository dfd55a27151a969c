/*
 * test_dutch2012_backtrack.c - the 2012 Dutch text's own backtracking
 * (rules/dutch-2012.txt C.1, C.12, C.13) and its floats (B.1b), worked
 * by hand (issue 26).  Each round's pairing is derived from the text in
 * the comment and the engine (lib/dutch_2012) must make it.  Start
 * number = pairing number (ratings fall, A.2); colours are the played
 * games only (F.2: a forfeit is no game and no meeting).
 */
#include <check.h>

#include "dutch_2012/dutch_2012.h"
#include "support/dutch2012_fixture.h"
#include "support/dutch_fixture.h"

Suite *suite_dutch2012_backtrack(void);

/*
 * Issue 26, round 3 of six (XXC black1): C.1 sends a moved-down player
 * without an opponent to C.12.  Scores: 3: 2; 1, 4, 6: 1.5; 7, 8, 9: 1;
 * 5: 0.5; 2: 0.  Bracket 1.5 {3 | 1 4 6}: 3-4 leaves 1-6, who met; D.1
 * gives 3-6 and the remainder 1-4.  Bracket 1 {7 8 9}: 7 (PAB in round
 * 2) and 8 (a draw with 5, half a point below, in round 2) floated
 * down in round 2, 9 (PAB in round 1) in round 1 (B.1b).  X1 = 0
 * (A.8: B = 2 (7 strong, 8 mild black), W = 1 (9 strong white)), so
 * 7-8 (both black) is out; 7-9 moves 8 and 8-9 moves 7 down (B.5), 7-9
 * with 9 left cannot be; C.10.c does not help (B.6: nobody floated in
 * round 1 but 9, who is paired), C.10.d drops B.5: 7-9 first, 8 down.
 * Bracket 0.5 {8 | 5}: 8 met 5 and was moved down: C.12.  Bracket 1 is
 * paired again from where it was: 8-9 moves 7 down, the same size and
 * score, and {7 | 5} now makes P1 = 1 pair: 7-5.  Bracket 0 {2}: the
 * bye (no earlier bye).  Colours: 6 (BB, absolute white)-3 (BW, mild
 * black); 4 (WB, mild white)-1 (BW, mild black); 9 (B: strong white)-8
 * (BW, mild black); 5 (WB, mild white)-7 (W: strong black).  The old
 * look-ahead moved 8 on and gave 8 the bye.
 */
START_TEST(issue26_c1_to_c12)
{
	const char *h[] = { "1 5b1 6w=", "2 6w0 4w0", "3 7b1 9w1", "4 8w= 2b1", "5 1w0 8b=",
			    "6 2b1 1b=", "7 3w0 -U", "8 4b= 5w=", "9 -U 3b0", NULL };
	const int want[][2] = { { 6, 3 }, { 4, 1 }, { 9, 8 }, { 5, 7 } };

	fx_load("XXR 6\nXXC black1\n", h);
	d12_engine_gives(4, want, 2);
	fx_teardown();
}
END_TEST

/*
 * C.12 from the end of C.10 (before C.14), round 4 of five (XXC
 * white1), rounds 1-3 of t/fixtures/dutch2012/c12-from-c14.trf.
 * Scores: 2: 3 (a forfeit win over 3); 1: 2.5; 4, 5, 7: 1.5; 3, 6: 1.
 * Byes: 5 (round 3), 6 (round 2), 7 (round 1) had a PAB, 2 a forfeit
 * win: none may have the bye (B.1b); 3 lost by forfeit: he may.
 * Bracket 3 {2} moves down whole; {2 | 1}: 2-1.  Bracket 1.5 {4 5 7}:
 * 4-5 met; even round, X1 = 1 (W = 1: 4 strong white; w = 2: 5, 7 mild
 * white), Z1 = 0.  4-7 moves 5 down, who floated down in round 3 (PAB,
 * B.5); the exchange 4<->5 (D.2, difference 1) gives 5-7 with 4 down
 * (4 floated up in rounds 2-3): the first candidate.  Bracket 1 {4 | 3
 * 6}, heterogeneous, lowest: 4 met 6; 4-3 leaves 6, who may not have
 * the bye: no candidate at M1 = 1 on any level, so C.12 (there are
 * moved-down players): bracket 1.5 goes on in its order for another
 * set of one 1.5 player: 7-4 (5 down) breaks B.5 until C.10.d drops it,
 * and there 4-7 with 5 down is the first.  {5 | 3 6}: 5-6, 3 the bye:
 * P1 = 1, accepted.  Colours: 2 (BW, mild black)-1 (WBW, strong
 * black): E.2, 1 black; 4 (BWB, strong white)-7 (WB, mild white): E.2;
 * 5 (WB, mild white)-6 (BW, mild black).
 */
START_TEST(c12_before_c14)
{
	const char *h[] = { "1 4w1 7b= 3w1", "2 5b1 3w+ 7w1", "3 6w1 2b- 1b0",
			    "4 1b0 5w= 6b1", "5 2w0 4b= -U", "6 3b0 -U 4w0",
			    "7 -U 1w= 2b0", NULL };
	const int want[][2] = { { 2, 1 }, { 4, 7 }, { 5, 6 } };

	fx_load("XXR 5\nXXC white1\n", h);
	d12_engine_gives(3, want, 3);
	fx_teardown();
}
END_TEST

/*
 * C.13 with a join, round 5 of six (XXC black1), rounds 1-4 of
 * t/fixtures/dutch2012/c13-join.trf.  Scores: 1, 2, 4, 5, 7: 2.5; 3:
 * 2; 6: 1.5.  Only 1 and 2 may have the bye (3, 5, 6, 7 had a PAB, 4 a
 * forfeit win: B.1b).  Bracket 2.5: 1 has met 2, 4, 5 and 7: C.1, a
 * resident, moves down at once; {2 4 5 7} has one perfect pairing,
 * 2-4 5-7 (the exchange 4<->5).  Bracket 2 {1 | 3}: 1-3.  Bracket 1.5
 * {6}, the lowest: 6 may not have the bye: C.13, homogeneous, so the
 * penultimate is paired again: 1-3 leaves {6}; P = 0 moves 1 and 3
 * down, and {1 3 6} cannot be paired (3-6 met; the bye to 3 or 6 is
 * barred): the two are joined, {1 3 | 6}, which still cannot be paired,
 * and C.13 repeats with bracket 2.5 as the penultimate.  P = 2 gives
 * back {1 3 6}; P = 1 (X1 = 0): every pair moves two players who
 * floated down in round 3 (2 over 1, 4 a forfeit win, 5 a PAB, 7 over
 * 6), so B.6 holds no candidate until C.10.c drops it; then 2-4 is the
 * first, and {1 5 7 3 6} is paired: 3-7, 5-6, the bye to 1 (the only
 * such pairing).  Colours: 2 (WBWB, mild white)-4 (WBW, strong black);
 * 3 (BW, mild black)-7 (BWW, absolute black): E.2, 3 white; 6 (WBB,
 * absolute white)-5 (BWB, strong white): E.2.
 */
START_TEST(c13_join)
{
	const char *h[] = { "1 4b1 7w= 2b1 5w0", "2 5w1 3b1 1w0 7b=", "3 6b1 2w0 4b- -U",
			    "4 1w0 5b= 3w+ 6w1", "5 2b0 4w= -U 1b1", "6 3w0 -U 7b= 4b0",
			    "7 -U 1b= 6w= 2w=", NULL };
	const int want[][2] = { { 2, 4 }, { 3, 7 }, { 6, 5 } };

	fx_load("XXR 6\nXXC black1\n", h);
	d12_engine_gives(3, want, 1);
	fx_teardown();
}
END_TEST

Suite *suite_dutch2012_backtrack(void)
{
	Suite *s = suite_create("dutch2012_backtrack");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, issue26_c1_to_c12);
	tcase_add_test(tc, c12_before_c14);
	tcase_add_test(tc, c13_join);
	suite_add_tcase(s, tc);
	return s;
}
