/*
 * test_dutch2012_more.c - the 2012 Dutch text (rules/dutch-2012.txt)
 * worked by hand, second tests for the articles that had one.
 *
 * AUDIT
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/dutch2012_fixture.h"
#include "support/dutch_fixture.h"

Suite *suite_dutch2012_more(void);

/* The history specs plus one round: each player's block for the pairs
 * (drawn) or the bye; a player in neither is absent (-Z). */
static const char *const *with_round(const char *const *hist, int n, const int (*pairs)[2],
				     int bye)
{
	static char line[16][256];
	static const char *out[17];
	int i = 0;

	for (; hist[i]; i++) {
		int id = atoi(hist[i]);
		char blk[16];

		ck_assert(i < 16);
		snprintf(blk, sizeof(blk), " -Z");
		for (int k = 0; k < n; k++) {
			if (pairs[k][0] == id)
				snprintf(blk, sizeof(blk), " %dw=", pairs[k][1]);
			if (pairs[k][1] == id)
				snprintf(blk, sizeof(blk), " %db=", pairs[k][0]);
		}
		if (bye == id)
			snprintf(blk, sizeof(blk), " -U");
		snprintf(line[i], sizeof(line[i]), "%s%s", hist[i], blk);
		out[i] = line[i];
	}
	out[i] = NULL;
	return out;
}

/* The engine pairs round r after hist as the text does (want, bye), and
 * the verifier accepts that round. */
static void text_round(const char *hdr, const char *const *hist, int n, const int (*want)[2],
		       int bye, int r)
{
	fx_load(hdr, hist);
	d12_engine_gives(n, want, bye);
	fx_teardown();
	fx_load(hdr, with_round(hist, n, want, bye));
	ck_assert_msg(d12_verify(r) == 0, "the text's round %d: %s", r, d12_out);
	fx_teardown();
}

/* The verifier finds round r with pairs (a departure from the text)
 * wrong and names finding. */
static void wrong_round(const char *hdr, const char *const *hist, int n, const int (*pairs)[2],
			int bye, int r, const char *finding)
{
	fx_load(hdr, with_round(hist, n, pairs, bye));
	ck_assert_int_ge(d12_verify(r), 1);
	d12_has(finding);
	fx_teardown();
}

/*
 * E.3 over an earlier round, E.2, E.1: round 5 of six, all games drawn
 * (XXR 7, so nobody is a top scorer).  Rounds 1-4 are four rounds of a
 * round robin: R1 6(w)-1, 2(w)-5, 4(w)-3; R2 1(w)-5, 3(w)-2, 6(w)-4;
 * R3 1(w)-4, 5(w)-3, 2(w)-6; R4 3(w)-1, 4(w)-2, 6(w)-5.  The only
 * opponents left (B.1a) are 1-2, 3-6, 4-5, so that is the pairing
 * whatever the bracket's walk; B.2 allows it (below).
 * Colours (A.7): 1 BWWB and 2 WBWB: colour difference 0, last two
 * different: mild white (A.7.c) both.  3 BWBW and 4 WBBW: mild black.
 * 5 BBWB: difference -2, absolute white; 6 WWBW: +2, absolute black.
 * 1-2: same preference, same strength (E.1, E.2 undecided); E.3: round
 * 4 both black, round 3 both white, round 2 1 white and 2 black: they
 * alternate from round 2, 1 black and 2 white: 2-1 (E.4 would give the
 * higher ranked 1 white).  3-6: both want black, 6's absolute
 * preference is the stronger (E.2): 3-6.  4-5: E.1: 5-4.
 */
START_TEST(e3_earlier_round)
{
	const char *h[] = { "1 6b= 5w= 4w= 3b=", "2 5w= 3b= 6w= 4b=", "3 4b= 2w= 5b= 1w=",
			    "4 3w= 6b= 1b= 2w=", "5 2b= 1b= 3w= 6b=", "6 1w= 4w= 2b= 5w=", NULL };
	const int want[][2] = { { 2, 1 }, { 3, 6 }, { 5, 4 } };
	const int bad[][2] = { { 1, 2 }, { 3, 6 }, { 5, 4 } };

	text_round("XXR 7\nXXC white1\n", h, 3, want, 0, 5);
	wrong_round("XXR 7\nXXC white1\n", h, 3, bad, 0, 5, ": E.3: 1-2: 2 should have white");
}
END_TEST

/*
 * A.2 (score first), E.4, C.1: round 3 of four (XXC white1).  R1 1(w)-3
 * 0-1, 4(w)-2 =; R2 2(w)-1 =, 3(w)-4 =.  Scores 3: 1.5; 2, 4: 1;
 * 1: 0.5.  Colours: 1 WB and 4 WB mild white; 2 BW and 3 BW mild black.
 * Bracket 1.5 = {3}: no opponent (C.1), 3 moves down.  Bracket 1 =
 * {3 | 2,4}: 4 met 2 and 3, no opponent here, and is not the lowest: he
 * moves down (C.1).  {3 | 2}: 3-2 (B.1a allows it).  Bracket 0.5 =
 * {4 | 1}: 4-1.  Each pair wants the same colours with the same
 * history (E.1-E.3 undecided): E.4 grants the higher ranked player's
 * preference, and A.2 ranks by score before rating: 3 (1.5) above 2
 * (1), black: 2-3; 4 (1) above 1 (0.5), white: 4-1.  Ranking by
 * pairing number would give 3-2 and 1-4.
 */
START_TEST(a2_score_ranks_for_e4)
{
	const char *h[] = { "1 3w0 2b=", "2 4b= 1w=", "3 1b1 4w=", "4 2w= 3b=", NULL };
	const int want[][2] = { { 2, 3 }, { 4, 1 } };
	const int bad[][2] = { { 3, 2 }, { 4, 1 } };
	const int bad2[][2] = { { 2, 3 }, { 1, 4 } };

	text_round("XXR 5\nXXC white1\n", h, 2, want, 0, 3);
	wrong_round("XXR 5\nXXC white1\n", h, 2, bad, 0, 3, ": E.4: 3-2: 2 should have white");
	wrong_round("XXR 5\nXXC white1\n", h, 2, bad2, 0, 3, ": E.4: 1-4: 4 should have white");
}
END_TEST

Suite *suite_dutch2012_more(void)
{
	Suite *s = suite_create("dutch2012_more");
	TCase *tc = tcase_create("more");

	tcase_add_checked_fixture(tc, NULL, fx_teardown);
	tcase_add_test(tc, e3_earlier_round);
	tcase_add_test(tc, a2_score_ranks_for_e4);
	suite_add_tcase(s, tc);
	return s;
}
