/*
 * test_verify_dutch2012.c - the 2012 Dutch verifier on mutated rounds:
 * each mutant is flagged in its round with the rule it breaks, and a
 * correct round complies.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/dutch_fixture.h"
#include "verify_dutch_2012/verify_dutch_2012.h"

Suite *suite_verify_dutch2012(void);

static char out[8192];

/* Verify round r; the findings' text lands in out. */
static int verify(int r, int explain)
{
	struct verify_options o = { 0, explain, 0, 0 };
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

/* B.1a: round 1 as the text pairs it (F.4: S1 = {1,2}, S2 = {3,4}:
 * 1-3, 2-4; E.5: 1 white, 2 black), then 1-3 and 2-4 meet again. */
START_TEST(rematch_b1a)
{
	const char *p[] = { "1 3w= 3b=", "2 4b= 4w=", "3 1b= 1w=", "4 2w= 2b=", NULL };

	fx_load("XXR 5\nXXC white1\n", p);
	ck_assert_int_eq(verify(1, 0), 0);
	ck_assert_int_ge(verify(2, 0), 2);
	has("round 2: bracket 0.5: B.1a: 3-1: they have met before");
	has("round 2: bracket 0.5: B.1a: 2-4: they have met before");
}
END_TEST

/* B.1b: round 1 by the text (S1 = {1,2}, S2 = {3,4,5}: 1-3, 2-4, the
 * lowest, 5, the bye; F.4), then 5 gets the bye again. */
START_TEST(second_bye_b1b)
{
	const char *p[] = { "1 3w= 2b=", "2 4b= 1w=", "3 1b= 4w=", "4 2w= 3b=", "5 -U -U", NULL };

	fx_load("XXR 5\nXXC white1\n", p);
	ck_assert_int_eq(verify(1, 0), 0);
	ck_assert_int_ge(verify(2, 0), 1);
	has("round 2: bracket 1: B.1b: the PAB goes to 5");
}
END_TEST

/* B.2: 1 and 4 both had white twice (absolute black, A.7.a) and meet
 * in round 3: a third white for one of them. */
START_TEST(third_colour_b2)
{
	const char *p[] = { "1 2w= 3w= 4w=", "2 1b= 4b= 3w=", "3 4b= 1b= 2b=",
			    "4 3w= 2w= 1b=", NULL };

	fx_load("XXR 5\nXXC white1\n", p);
	ck_assert_int_gt(verify(3, 0), 0);
	has("round 3: bracket 1: B.2: 1-4: both have an absolute preference for black");
	has("round 3: bracket 1: B.2: 2-3: both have an absolute preference for white");
}
END_TEST

/* E.1: round 2 of the B.1a engine test is 2-1, 3-4; recorded with 1
 * and 2 swapped, 1 (strong black) has white against 2 (strong white). */
START_TEST(swapped_colours_e1)
{
	const char *p[] = { "1 3w= 2w=", "2 4b= 1b=", "3 1b= 4w=", "4 2w= 3b=", NULL };

	fx_load("XXR 5\nXXC white1\n", p);
	ck_assert_int_eq(verify(2, 0), 1);
	has("round 2: bracket 0.5: E.1: 1-2: 2 should have white");
	has("round 2: 1 finding");
}
END_TEST

/* E.4 / E.3 and --explain: a correct round complies and explains. */
START_TEST(complies_and_explains)
{
	const char *p[] = { "1 3w= 2b=", "2 4b= 1w=", "3 1b= 4w=", "4 2w= 3b=", NULL };

	fx_load("XXR 5\nXXC white1\n", p);
	ck_assert_int_eq(verify(2, 1), 0);
	has("round 2: bracket 0.5: explain: 2-1: colours by E.1");
	has("round 2: complies");
}
END_TEST

/* B.1a with XXP 1 3 (read as met, like a game played): round 1,
 * S1 = {1,2}, S2 = {3,4}.  The first transposition gives 1-3, which
 * B.1a forbids; the next (C.7, D.1) gives 1-4, 2-3, E.5: 1 (odd)
 * white, 2 (even) black: 1-4, 3-2.  A file with 1-3 breaks B.1a; the
 * file with 1-4, 3-2 complies (the walk too must skip 1-3). */
START_TEST(forbidden_pair_b1a)
{
	const char *bad[] = { "1 3w=", "2 4b=", "3 1b=", "4 2w=", NULL };
	const char *good[] = { "1 4w=", "2 3b=", "3 2w=", "4 1b=", NULL };

	fx_load("XXR 5\nXXC white1\nXXP 1 3\n", bad);
	ck_assert_int_ge(verify(1, 0), 1);
	has("round 1: bracket 0: B.1a: 1-3: a forbidden pair (XXP)");
	fx_teardown();
	fx_load("XXR 5\nXXC white1\nXXP 1 3\n", good);
	ck_assert_int_eq(verify(1, 0), 0);
	has("round 1: complies");
}
END_TEST

Suite *suite_verify_dutch2012(void)
{
	Suite *s = suite_create("verify_dutch2012");
	TCase *tc = tcase_create("mutants");

	tcase_add_checked_fixture(tc, NULL, fx_teardown);
	tcase_add_test(tc, rematch_b1a);
	tcase_add_test(tc, second_bye_b1b);
	tcase_add_test(tc, third_colour_b2);
	tcase_add_test(tc, swapped_colours_e1);
	tcase_add_test(tc, complies_and_explains);
	tcase_add_test(tc, forbidden_pair_b1a);
	suite_add_tcase(s, tc);
	return s;
}
