/*
 * test_dutch2012_articles.c - more of the 2012 Dutch text
 * (rules/dutch-2012.txt) worked by hand, for the articles the audit in
 * t/verify_dutch_2012/test_verify_dutch2012_walk.c found thin: each
 * round's pairing is derived from the text in the comment, the engine
 * (lib/dutch_2012) must make it, the verifier (lib/verify_dutch_2012)
 * must accept it and name the article a deliberately wrong variant
 * breaks.  Start number = pairing number (ratings fall, A.2).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch_2012/dutch_2012.h"
#include "support/dutch2012_fixture.h"
#include "support/dutch_fixture.h"
#include "verify_dutch_2012/verify_dutch_2012.h"

Suite *suite_dutch2012_articles(void);

/* Load the history, check the engine, then the verifier on good[] (the
 * same history plus the text's round) and bad[]; rule is the finding
 * bad[] must give. */
static void round_case(const char *hdr, const char *const *hist, int n, const int (*want)[2],
		       int bye, const char *const *good, const char *const *bad, int r,
		       const char *finding)
{
	fx_load(hdr, hist);
	d12_engine_gives(n, want, bye);
	fx_teardown();
	fx_load(hdr, good);
	ck_assert_msg(d12_verify(r) == 0, "the text's round %d: %s", r, d12_out);
	fx_teardown();
	fx_load(hdr, bad);
	ck_assert_int_ge(d12_verify(r), 1);
	d12_has(finding);
}

/*
 * E.2: round 3 of six (XXC white1).  R1 1(w)-4 1-0, 5(w)-2 0-1, 3(w)-6
 * 1-0; R2 6(w)-1 0-1, 3(w)-2 0-1, 4(w)-5 =.  Scores 1, 2: 2; 3: 1; 4,
 * 5: 0.5; 6: 0.  Colours (A.7): 1 WB mild white, 2 BB absolute white,
 * 3 WW absolute black, 4 BW mild black, 5 WB mild white, 6 BW mild
 * black.  Bracket 2 = {1,2}: 1-2 (A.8: B = 0 < W = 2, X1 = P0 - B = 1).
 * Both want white; E.2: 2's absolute preference is the stronger, 2
 * white (E.4 would give the higher ranked 1 white: 1-2).  Bracket 1 =
 * {3}: alone (C.1), moves down.  Bracket 0.5 = {3 | 4,5}: A.8 W = 1, B
 * = 2: X1 = P0 - W = 0; 3-4 both black, 3-5 grants both (D.1.2): 5-3.
 * 4 is left (P1 - M1 = 0) and moves down: {4 | 6}, 6 has met 3 and 1,
 * 4 met 1 and 5: 4-6, both mild black with the same history BW (E.3
 * finds no round), E.4: the higher ranked 4 black: 6-4.
 */
START_TEST(e2_stronger_preference)
{
	const char *h[] = { "1 4w1 6b1", "2 5b1 3b1", "3 6w1 2w0", "4 1b0 5w=", "5 2w0 4b=",
			    "6 3b0 1w0", NULL };
	const int want[][2] = { { 2, 1 }, { 5, 3 }, { 6, 4 } };
	const char *good[] = { "1 4w1 6b1 2b=", "2 5b1 3b1 1w=", "3 6w1 2w0 5b=",
			       "4 1b0 5w= 6b=", "5 2w0 4b= 3w=", "6 3b0 1w0 4w=", NULL };
	const char *bad[] = { "1 4w1 6b1 2w=", "2 5b1 3b1 1b=", "3 6w1 2w0 5b=",
			      "4 1b0 5w= 6b=", "5 2w0 4b= 3w=", "6 3b0 1w0 4w=", NULL };

	round_case("XXR 5\nXXC white1\n", h, 3, want, 0, good, bad, 3,
		   "round 3: bracket 2: E.2: 1-2: 2 should have white");
}
END_TEST

/*
 * E.3: round 4 of six (XXC white1).  R1 1(w)-4 1-0, 2(w)-5 1-0, 3(w)-6
 * 1-0; R2 1(w)-3 1-0, 4(w)-2 0-1, 5(w)-6 =; R3 5(w)-1 0-1, 2(w)-6 1-0,
 * 3(w)-4 1-0.  Scores 1, 2: 3; 3: 2; 5, 6: 0.5; 4: 0.  Colours: 1 WWB
 * and 2 WBW, both cd +1, strong black (A.7.b); 3 WBW strong black; 4
 * BWB strong white; 5 BWW absolute black; 6 BBB absolute white.
 * Bracket 3 = {1,2}: 1-2 (X1 = P0 - W = 1).  Same preference, same
 * strength (E.2 undecided); E.3: in round 3 1 had black, 2 white, so
 * they alternate: 1 white, 2 black (E.4 would give the higher ranked 1
 * his black: 2-1).  Bracket 2 = {3}: 3 met 6, 1, 4 and moves down
 * (C.1).  Bracket 0.5 = {3 | 5,6}: 3-6 met, so 3-5 (B.5 for 5's upfloat
 * in round 3 falls at C.10.b, colours at C.10.e: it is the only pair);
 * E.2: 5's absolute black beats 3's strong black: 3-5.  6 moves down:
 * {6 | 4}: 6-4, E.2: 6 absolute white, 4 strong white: 6-4.
 */
START_TEST(e3_alternate_last_difference)
{
	const char *h[] = { "1 4w1 3w1 5b1", "2 5w1 4b1 6w1", "3 6w1 1b0 4w1", "4 1b0 2w0 3b0",
			    "5 2b0 6w= 1w0", "6 3b0 5b= 2b0", NULL };
	const int want[][2] = { { 1, 2 }, { 3, 5 }, { 6, 4 } };
	const char *good[] = { "1 4w1 3w1 5b1 2w=", "2 5w1 4b1 6w1 1b=", "3 6w1 1b0 4w1 5w=",
			       "4 1b0 2w0 3b0 6b=", "5 2b0 6w= 1w0 3b=", "6 3b0 5b= 2b0 4w=",
			       NULL };
	const char *bad[] = { "1 4w1 3w1 5b1 2b=", "2 5w1 4b1 6w1 1w=", "3 6w1 1b0 4w1 5w=",
			      "4 1b0 2w0 3b0 6b=", "5 2b0 6w= 1w0 3b=", "6 3b0 5b= 2b0 4w=",
			      NULL };

	round_case("XXR 5\nXXC white1\n", h, 3, want, 0, good, bad, 4,
		   "round 4: bracket 3: E.3: 2-1: 1 should have white");
}
END_TEST

/*
 * C.1, A.3 (second sentence), D.1, B.2: round 3 of eight (XXC
 * white1).  R1 1(w)-6 1-0, 2(w)-7 1-0, 3(w)-8 =, 5(w)-4 =; R2 1(w)-8
 * 1-0, 2(w)-6 1-0, 3(w)-4 =, 5(w)-7 =.  Scores 1, 2: 2; 3, 4, 5: 1; 7,
 * 8: 0.5; 6: 0.  Colours (A.7.a): 1, 2, 3, 5 played WW, absolute black;
 * 4, 6, 7, 8 played BB, absolute white.
 * Bracket 2 = {1,2}: B.2 forbids 1-2, neither has an opponent here
 * (C.1): both move down.  Bracket 1 = {1,2 | 3,4,5}: C.1 again: 3 met 4
 * and may not meet 1, 2, 5 (B.2), 5 met 4 likewise: 3 and 5 move on
 * down.  What is left, {1,2 | 4}, has two of three players from above:
 * treated as homogeneous (A.3).  P0 = 1, S1 = {1}, S2 = {2,4}: 1-2
 * breaks B.2, D.1's next transposition gives 1-4; 2 moves down.  (A
 * first reading of this round as heterogeneous with M1 = 1 forgot C.1;
 * the verifier's walk caught it.)
 * Bracket 0.5 = {2,3,5 | 7,8}: 3 of 5 from above, homogeneous (A.3);
 * S1 = {2,3}, S2 = {5,7,8}: 2 met 6, 7; 3 met 8, 4; 5 met 4, 7; and
 * 2, 3, 5 may not meet (B.2): D.1's 8-7-5 gives 2-8, 3-7, 5 moves down.
 * Bracket 0 = {5 | 6}: 5-6.  Every pair is absolute black against
 * absolute white (E.1): 4-1, 8-2, 7-3, 6-5.  A file with 4-2 (1 moved
 * down instead) departs from D.1 at 1-4.
 */
START_TEST(c1_then_half_moved_down)
{
	const char *h[] = { "1 6w1 8w1", "2 7w1 6w1", "3 8w= 4w=", "4 5b= 3b=", "5 4w= 7w=",
			    "6 1b0 2b0", "7 2b0 5b=", "8 3b= 1b0", NULL };
	const int want[][2] = { { 4, 1 }, { 8, 2 }, { 7, 3 }, { 6, 5 } };
	const char *good[] = { "1 6w1 8w1 4b=", "2 7w1 6w1 8b=", "3 8w= 4w= 7b=",
			       "4 5b= 3b= 1w=", "5 4w= 7w= 6b=", "6 1b0 2b0 5w=",
			       "7 2b0 5b= 3w=", "8 3b= 1b0 2w=", NULL };
	const char *bad[] = { "1 6w1 8w1 7b=", "2 7w1 6w1 4b=", "3 8w= 4w= 6b=",
			      "4 5b= 3b= 2w=", "5 4w= 7w= 8b=", "6 1b0 2b0 3w=",
			      "7 2b0 5b= 1w=", "8 3b= 1b0 5w=", NULL };

	round_case("XXR 5\nXXC white1\n", h, 4, want, 0, good, bad, 3,
		   "round 3: bracket 1: D.1: C.7: the transposition giving 1-4 comes first");
	fx_teardown();
	fx_load("XXR 5\nXXC white1\n", good);
	d12_verify(3);
	d12_has("round 3: bracket 1: explain: homogeneous, M0 = 2, M1 = 0, P0 = 1, P = 1");
}
END_TEST

/*
 * D.3, C.14.b.2, A.3, C.1, A.5, A.7.f: round 3 of seven (XXC white1).
 * R1 1(w)-4 1-0, 5(w)-2 0-1, 6(w)-7 =, 3 half-point bye; R2 1(w)-2 =,
 * 6(w)-4 0-1, 5(w)-7 1-0, 3 half-point bye.  Scores 1, 2: 1.5; 3, 4,
 * 5: 1; 6, 7: 0.5.  Colours: 1 WW absolute black, 2 BB absolute white,
 * 4 BB absolute white, 5 WW absolute black, 6 WW absolute black, 7 BB
 * absolute white, 3 no game: no preference (A.7.f).
 * Bracket 1.5 = {1,2}: they met (C.1): both move down.  Bracket 1 =
 * {1,2 | 3,4,5}: 2 of 5 moved down, heterogeneous (A.3); everyone has
 * an opponent here (4-5), so C.1 moves nobody.  1 met 4 and may not
 * meet 5 (B.2); 2 met 5 and may not meet 4: both can only play 3, M1 =
 * 2 fails at every level of C.10, and the remainder was never reached:
 * C.14.b.2, M1 = 1.  D.3: the set {1} comes first: 1-3, remainder
 * {4,5} (with or without 2, who can play neither): 4-5, 2 moves down.
 * Breaking D.3 gives 2-3 with 1 moved down; breaking C.14.b pairs no
 * moved-down player (3-4, 1 and 2 down).  Floats do not decide: 1 and
 * 2 had none, 3 upfloats either way.  Colours: 3-1 (E.1: 3 has none),
 * 4-5.  Bracket 0.5 = {2 | 6,7}: 2-7 breaks B.2, 2-6 (E.1); 7 is left
 * in the lowest bracket and has the bye (A.5, B.1b: he had none).
 */
START_TEST(d3_moved_down_choice)
{
	const char *h[] = { "1 4w1 2w=", "2 5b1 1b=", "3 -H -H", "4 1b0 6b1", "5 2w0 7w1",
			    "6 7w= 4w0", "7 6b= 5b0", NULL };
	const int want[][2] = { { 3, 1 }, { 4, 5 }, { 2, 6 } };
	const char *good[] = { "1 4w1 2w= 3b=", "2 5b1 1b= 6w=", "3 -H -H 1w=",
			       "4 1b0 6b1 5w=", "5 2w0 7w1 4b=", "6 7w= 4w0 2b=",
			       "7 6b= 5b0 -U", NULL };
	/* D.3 broken: 2-3, and 1 moves down to 7 */
	const char *bad_d3[] = { "1 4w1 2w= 7b=", "2 5b1 1b= 3w=", "3 -H -H 2b=",
				 "4 1b0 6b1 5w=", "5 2w0 7w1 4b=", "6 7w= 4w0 -U",
				 "7 6b= 5b0 1w=", NULL };
	/* C.14.b broken: 4-3, both moved-down players go on down */
	const char *bad_m1[] = { "1 4w1 2w= 7b=", "2 5b1 1b= 6w=", "3 -H -H 4b=",
				 "4 1b0 6b1 3w=", "5 2w0 7w1 -U", "6 7w= 4w0 2b=",
				 "7 6b= 5b0 1w=", NULL };

	round_case("XXR 5\nXXC white1\n", h, 3, want, 7, good, bad_d3, 3,
		   "round 3: bracket 1: D.3: C.8.b: the moved-down players are chosen in D.3 order: 1 plays 3");
	fx_teardown();
	fx_load("XXR 5\nXXC white1\n", bad_m1);
	ck_assert_int_ge(d12_verify(3), 1);
	d12_has("round 3: bracket 1: B.3: C.14.b: 1 moved-down player(s) can be paired here, the file pairs 0");
}
END_TEST

/*
 * B.6 (C.3.f, C.10.c), B.1b's "is a downfloater", E.1: round 3 of
 * eight (XXC white1).  R1 5(w)-1 =, 2(w)-6 =, 4(w)-7 =, 3 half-point
 * bye, 8 absent (0); R2 1(w)-4 1-0, 7(w)-2 0-1, 6(w)-3 0-1, 8(w)-5
 * 1-0.  Scores 1, 2, 3: 1.5; 8: 1; 4, 5, 6, 7: 0.5.  Floats: 3's
 * half-point bye in round 1 is a downfloat (B.1b); in round 2 only 8-5
 * was between unequal scores.  Colours: 1 BW mild black, 2 WB mild
 * white, 3 one game with black: strong white.
 * Bracket 1.5 = {1,2,3}, P0 = 1, S1 = {1}, S2 = {2,3}; 1-2 and 1-3
 * both grant every preference (X1 = P0 - B = 0 is met either way).
 * The bracket produces a downfloater, B.6 for downfloaters is in force
 * (C.3.f): transposition 0, 1-2, moves 3 down as two rounds before;
 * transposition 1, 1-3, moves 2 down (no float before): 3-1 (E.1).
 * Breaking B.6 gives 2-1 and 3 down.
 * Bracket 1 = {2 | 8}: 1 of 2 from above, homogeneous (A.3): 2-8 (2
 * mild white, 8 strong black).  Bracket 0.5 = {4,5,6,7}: S1 = {4,5},
 * S2 = {6,7}: 4 (WB) met 7, 1; 5 (WB) met 1, 8: 4-6, 5-7, every
 * preference granted (6, 7 BW: black).
 */
START_TEST(b6_downfloat_two_rounds_before)
{
	const char *h[] = { "1 5b= 4w1", "2 6w= 7b1", "3 -H 6b1", "4 7w= 1b0", "5 1w= 8b0",
			    "6 2b= 3w0", "7 4b= 2w0", "8 -Z 5w1", NULL };
	const int want[][2] = { { 3, 1 }, { 2, 8 }, { 4, 6 }, { 5, 7 } };
	const char *good[] = { "1 5b= 4w1 3b=", "2 6w= 7b1 8w=", "3 -H 6b1 1w=",
			       "4 7w= 1b0 6w=", "5 1w= 8b0 7w=", "6 2b= 3w0 4b=",
			       "7 4b= 2w0 5b=", "8 -Z 5w1 2b=", NULL };
	const char *bad[] = { "1 5b= 4w1 2b=", "2 6w= 7b1 1w=", "3 -H 6b1 8w=",
			      "4 7w= 1b0 6w=", "5 1w= 8b0 7w=", "6 2b= 3w0 4b=",
			      "7 4b= 2w0 5b=", "8 -Z 5w1 3b=", NULL };

	round_case("XXR 5\nXXC white1\n", h, 4, want, 0, good, bad, 3,
		   "round 3: bracket 1.5: B.6: C.10.c: 3 floats down as in round 1");
}
END_TEST

/*
 * A.7.d (C.3.c, C.10.f), A.8, E.2, E.4: round 3 of eight (XXC white1).
 * R1 2(w)-5 =, 4(w)-6 =, 7(w)-8 =, 1 and 3 half-point byes; R2 5(w)-1
 * 0-1, 6(w)-3 0-1, 7(w)-2 0-1, 8(w)-4 0-1.  Scores 1-4: 1.5, 5-8: 0.5.
 * Colours: 1 and 3 one game, black: strong white; 2 and 4 WB, mild
 * white; 5, 6, 8 BW mild black; 7 WW absolute black.
 * Bracket 1.5: W = 4, B = 0, X1 = P0 - B = 2: no pairing can grant
 * every preference.  Round 3 is odd: A.7.d treats 1 and 3 as absolute
 * (C.3.c), so transposition 0, 1-3 and 2-4, breaks it (B.2 between
 * "absolute" whites); transposition 1: 1-4, 2-3, within X = 2: found
 * with no float added, so A.7.d stands.  E.2: the strong preference
 * beats the mild one: 1-4, 3-2.  Breaking A.7.d gives 1-3, 2-4.
 * Bracket 0.5 = {5,6,7,8}: S1 = {5,6}, S2 = {7,8}: 5-7 and 6-8 (5 met
 * 2, 1; 6 met 4, 3); all want black, X1 = 2.  E.2: 7 absolute black:
 * 5-7; 6 and 8 both BW (E.3 finds no round): E.4, 6 black: 8-6.
 */
START_TEST(a7d_strong_as_absolute)
{
	const char *h[] = { "1 -H 5b1", "2 5w= 7b1", "3 -H 6b1", "4 6w= 8b1", "5 2b= 1w0",
			    "6 4b= 3w0", "7 8w= 2w0", "8 7b= 4w0", NULL };
	const int want[][2] = { { 1, 4 }, { 3, 2 }, { 5, 7 }, { 8, 6 } };
	const char *good[] = { "1 -H 5b1 4w=", "2 5w= 7b1 3b=", "3 -H 6b1 2w=",
			       "4 6w= 8b1 1b=", "5 2b= 1w0 7w=", "6 4b= 3w0 8b=",
			       "7 8w= 2w0 5b=", "8 7b= 4w0 6w=", NULL };
	const char *bad[] = { "1 -H 5b1 3w=", "2 5w= 7b1 4w=", "3 -H 6b1 1b=",
			      "4 6w= 8b1 2b=", "5 2b= 1w0 7w=", "6 4b= 3w0 8b=",
			      "7 8w= 2w0 5b=", "8 7b= 4w0 6w=", NULL };

	round_case("XXR 5\nXXC white1\n", h, 4, want, 0, good, bad, 3,
		   "round 3: bracket 1.5: B.4: A.7.d (C.10.f): 1-3");
}
END_TEST

/*
 * C.13 (C.12), C.14.a, B.5 (C.10.d): round 3 of six (XXC white1).  R1
 * 1(w)-3 =, 2(w)-6 1-0, 4(w)-5 1-0; R2 1(w)-4 1-0, 3(w)-2 =, 6(w)-5
 * 0-1.  Scores 1, 2: 1.5; 3, 4, 5: 1; 6: 0.  Colours: 1 WW absolute
 * black, 5 BB absolute white, 2 and 4 WB mild white, 3 and 6 BW mild
 * black.  4 floated down in round 2 (1 point against 0.5).
 * Bracket 1.5 = {1,2}: 2-1 (E.1).  Bracket 1 = {3,4,5}: S1 = {3},
 * S2 = {4,5}, X1 = 0 and both 3-4 and 3-5 grant the preferences.
 * Transposition 0, 3-4, moves 5 down (B.5 is kept: 5 never floated),
 * but the lowest bracket {5 | 6} cannot be paired: 5-6 met (B.1a).
 * C.13: the lowest is heterogeneous, M1 = 1 -> 0 leaves P = 0, so back
 * to the penultimate bracket for another pairing: 3-5 moves 4 down,
 * which B.5 forbids (4 floated down in round 2) until C.10.d drops it;
 * then 4-6 pairs the lowest.  E.1: 5-3, 4-6.  A file that keeps the
 * lower brackets legal by splitting 1 and 2 (6-1, 2-4, 5-3) breaks
 * C.14.a in bracket 1.5, where the text makes its P = 1 pair.
 */
START_TEST(c13_lowest_bracket_backtrack)
{
	const char *h[] = { "1 3w= 4w1", "2 6w1 3b=", "3 1b= 2w=", "4 5w1 1b0", "5 4b0 6b1",
			    "6 2b0 5w0", NULL };
	const int want[][2] = { { 2, 1 }, { 5, 3 }, { 4, 6 } };
	const char *good[] = { "1 3w= 4w1 2b=", "2 6w1 3b= 1w=", "3 1b= 2w= 5b=",
			       "4 5w1 1b0 6w=", "5 4b0 6b1 3w=", "6 2b0 5w0 4b=", NULL };
	const char *bad[] = { "1 3w= 4w1 6b=", "2 6w1 3b= 4w=", "3 1b= 2w= 5b=",
			      "4 5w1 1b0 2b=", "5 4b0 6b1 3w=", "6 2b0 5w0 1w=", NULL };

	round_case("XXR 5\nXXC white1\n", h, 3, want, 0, good, bad, 3,
		   "round 3: bracket 1.5: C.14: C.14.a: P = 1 pairs can be made here, the file makes 0");
	fx_teardown();
	fx_load("XXR 5\nXXC white1\n", good);
	d12_verify(3);
	d12_has("B.5 down dropped, exchange 0: 3-5; moved down 4\n");
}
END_TEST

/*
 * C.9, C.6 (heterogeneous), D.1.2, A.8 (even round): round 2 of six
 * (XXC white1).  R1 1(w)-6 1-0, 3(w)-4 =, 2 half-point bye, 5 absent.
 * Scores 1: 1; 2, 3, 4: 0.5; 5, 6: 0.  Colours: 1, 3 strong black, 4,
 * 6 strong white, 2, 5 none (A.7.f).
 * Bracket 1 = {1}: alone (C.1), moves down.  Bracket 0.5 = {1 | 2,3,4}:
 * 1 of 4 from above, heterogeneous (A.3), P0 = 2.  A.8: W = 1, B = 2,
 * a = 1: X1 = P0 - W - a = 0, Z1 = 0.  S1 = {1}, S2 = {2,3,4}: 1-2,
 * but the remainder {3,4} met (B.1a): C.9, back to the heterogeneous
 * part and its next transposition: 1-3 shares black (X = 0), 1-4
 * grants both, and the remainder {2,3} pairs (C.6).  E.1: 4-1, 2-3.
 * Bracket 0 = {5,6}: 6-5 (E.1).  A file with 2-1 moving 3 and 4 down
 * makes one pair in the bracket where the text makes two.
 */
START_TEST(c9_back_to_heterogeneous)
{
	const char *h[] = { "1 6w1", "2 -H", "3 4w=", "4 3b=", "5 -Z", "6 1b0", NULL };
	const int want[][2] = { { 4, 1 }, { 2, 3 }, { 6, 5 } };
	const char *good[] = { "1 6w1 4b=", "2 -H 3w=", "3 4w= 2b=", "4 3b= 1w=", "5 -Z 6b=",
			       "6 1b0 5w=", NULL };
	const char *bad[] = { "1 6w1 2b=", "2 -H 1w=", "3 4w= 5b=", "4 3b= 6w=", "5 -Z 3w=",
			      "6 1b0 4b=", NULL };

	round_case("XXR 5\nXXC white1\n", h, 3, want, 0, good, bad, 2,
		   "round 2: bracket 0.5: C.14: C.14.a: P = 2 pairs can be made here, the file makes 1");
	fx_teardown();
	fx_load("XXR 5\nXXC white1\n", good);
	d12_verify(2);
	d12_has("round 2: bracket 0.5: explain: heterogeneous, M0 = 1, M1 = 1, P0 = 2, P = 2, X1 = 0, Z1 = 0");
}
END_TEST

/*
 * A.10, B.2's note, C.1 and C.10.g, D.2, E.4: the last round (XXR 3)
 * of six.  R1 1(w)-4 1-0, 2(w)-5 1-0, 3(w)-6 =; R2 1(w)-3 1-0, 2(w)-6
 * 1-0, 5(w)-4 =.  Scores 1, 2: 2 of 2, over 50%: top scorers (A.10);
 * 3, 4, 5, 6: 0.5.  Colours: 1, 2 WW absolute black; 4, 6 BB absolute
 * white; 3 WB mild white; 5 BW mild black.
 * Bracket 2 = {1,2}: B.2 forbids 1-2, but C.1 excepts top scorers, so
 * they stay; when no pairing keeps B.2, C.10.g drops it: pairing them
 * saves two floaters (B.2's note).  Same absolute preference, same
 * history (E.2, E.3 undecided): E.4, the higher ranked 1 has black: 2-1.
 * Bracket 0.5 = {3,4,5,6}: S1 = {3,4}, S2 = {5,6}: 3-5 with 4-6 (both
 * absolute white, no top scorers: B.2) fails, 3-6 met; D.2's first
 * exchange 4<->5: S1 = {3,5}, S2 = {4,6}: 3-4 (X1 = P0 - B = 1 allows
 * one pair without both preferences), 5-6.  E.2: 4-3; E.1: 6-5.
 * A file floating 1 and 2 down (6-1, 4-2, 3-5) pairs none of them.
 */
START_TEST(a10_top_scorers_drop_b2)
{
	const char *h[] = { "1 4w1 3w1", "2 5w1 6w1", "3 6w= 1b0", "4 1b0 5b=", "5 2b0 4w=",
			    "6 3b= 2b0", NULL };
	const int want[][2] = { { 2, 1 }, { 4, 3 }, { 6, 5 } };
	const char *good[] = { "1 4w1 3w1 2b=", "2 5w1 6w1 1w=", "3 6w= 1b0 4b=",
			       "4 1b0 5b= 3w=", "5 2b0 4w= 6b=", "6 3b= 2b0 5w=", NULL };
	const char *bad[] = { "1 4w1 3w1 6b=", "2 5w1 6w1 4b=", "3 6w= 1b0 5w=",
			      "4 1b0 5b= 2w=", "5 2b0 4w= 3b=", "6 3b= 2b0 1w=", NULL };

	round_case("XXR 3\nXXC white1\n", h, 3, want, 0, good, bad, 3,
		   "round 3: bracket 2: C.14: C.14.a: P = 1 pairs can be made here, the file makes 0");
	fx_teardown();
	fx_load("XXR 3\nXXC white1\n", good);
	d12_verify(3);
	d12_has("round 3: bracket 2: explain: homogeneous, M0 = 0, M1 = 0, P0 = 1, P = 1, X1 = 1, Z1 = 0; found with X = 1, Z = 0, B.2 dropped");
}
END_TEST

Suite *suite_dutch2012_articles(void)
{
	Suite *s = suite_create("dutch2012_articles");
	TCase *tc = tcase_create("articles");

	tcase_add_checked_fixture(tc, NULL, fx_teardown);
	tcase_add_test(tc, e2_stronger_preference);
	tcase_add_test(tc, e3_alternate_last_difference);
	tcase_add_test(tc, c1_then_half_moved_down);
	tcase_add_test(tc, d3_moved_down_choice);
	tcase_add_test(tc, b6_downfloat_two_rounds_before);
	tcase_add_test(tc, a7d_strong_as_absolute);
	tcase_add_test(tc, c13_lowest_bracket_backtrack);
	tcase_add_test(tc, c9_back_to_heterogeneous);
	tcase_add_test(tc, a10_top_scorers_drop_b2);
	suite_add_tcase(s, tc);
	return s;
}
