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
#include "support/dutch_fixture.h"
#include "verify_dutch_2012/verify_dutch_2012.h"

Suite *suite_dutch2012_articles(void);

static char out[8192];

/* The verifier's findings on round r, into out[]; their number. */
static int verify(int r)
{
	struct verify_options o = { 0, 1, 0, 0 };
	FILE *f = fmemopen(out, sizeof(out) - 1, "w");

	ck_assert_ptr_nonnull(f);
	int n = verify_dutch2012_round(fx_tm, r, &o, f);
	fclose(f);
	return n;
}

static void has(const char *line)
{
	ck_assert_msg(strstr(out, line) != NULL, "want '%s' in:\n%s", line, out);
}

/* The engine pairs the next round as want[] (white first), bye. */
static void engine_gives(int n, const int (*want)[2], int bye)
{
	struct trf_diag d = { 0 };
	struct dutch2012_options o = { 0 };

	ck_assert_int_eq(dutch2012_pair(fx_tm, fx_tm->next_round, &o, &fx_pg, &d), TRF_OK);
	fx_have_pg = 1;
	ck_assert_msg(fx_pg.nboards == n, "want %d boards: %s", n, fx_dump());
	for (int i = 0; i < n; i++)
		fx_board(want[i][0], want[i][1]);
	ck_assert_msg(fx_id_of(fx_pg.bye) == bye, "want bye %d: %s", bye, fx_dump());
}

/* Load the history, check the engine, then the verifier on good[] (the
 * same history plus the text's round) and bad[]; rule is the finding
 * bad[] must give. */
static void round_case(const char *hdr, const char *const *hist, int n, const int (*want)[2],
		       int bye, const char *const *good, const char *const *bad, int r,
		       const char *finding)
{
	fx_load(hdr, hist);
	engine_gives(n, want, bye);
	fx_teardown();
	fx_load(hdr, good);
	ck_assert_msg(verify(r) == 0, "the text's round %d: %s", r, out);
	fx_teardown();
	fx_load(hdr, bad);
	ck_assert_int_ge(verify(r), 1);
	has(finding);
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

Suite *suite_dutch2012_articles(void)
{
	Suite *s = suite_create("dutch2012_articles");
	TCase *tc = tcase_create("articles");

	tcase_add_checked_fixture(tc, NULL, fx_teardown);
	tcase_add_test(tc, e2_stronger_preference);
	tcase_add_test(tc, e3_alternate_last_difference);
	suite_add_tcase(s, tc);
	return s;
}
