/*
 * test_verify_dutch2012_bound.c - a bracket the 2012 verifier's walk
 * cannot decide within its search bound (issue 14): never a silent
 * pass, never an internal disagreement of trfpair, but a "not judged"
 * line, and -c counts the round as not judged.  The bound is lowered
 * through the test-only knob vw_step_bound.
 *
 * The fixture is mutant 524 of `make mutate-run' (t0014 checks its
 * round 4 finding at the normal bound).  Round 5 is paired there as the
 * text pairs it: the engine makes the file's pairing, and at the normal
 * bound the verifier finds nothing.  Before round 5 players 1 and 4
 * have won all four games (their lines in the file), so the top
 * bracket is that of score 4; with a bound of one step its walk stops
 * at its first look-ahead question.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/check.h"
#include "systems/systems.h"
#include "verify_dutch_2012/walk.h"

Suite *suite_verify_dutch2012_bound(void);

static struct trf_doc *doc;
static struct tmt *t;

static void setup(void)
{
	struct trf_diag d;

	doc = trf_read_file("fixtures/dutch2012/bound-mutant524.trf", &d);
	ck_assert_msg(doc != NULL, "%s", d.msg);
	t = tmt_build(doc, &d);
	ck_assert_msg(t != NULL, "%s", d.msg);
}

static void teardown(void)
{
	vw_step_bound = 50000000;	/* the default (walk.c) */
	tmt_free(t);
	trf_free(doc);
}

/* -c on round r through lib/check; the text output. */
static char *check_round(int r, struct check_totals *tot)
{
	struct verify_options o = { 0, 0, 2012, 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	ck_assert_ptr_nonnull(f);
	struct check_output out = { .f = f, .format = CHECK_TEXT };
	memset(tot, 0, sizeof(*tot));
	ck_assert_int_eq(check_edition_report(t, r, r, systems_edition("dutch", 2012), &o, &out,
					      tot), 0);
	fclose(f);
	return buf;
}

START_TEST(normal_bound_complies)
{
	struct check_totals tot;
	char *s = check_round(5, &tot);

	ck_assert_str_eq(s, "round 5: complies\n");
	ck_assert_int_eq(tot.bad + tot.disagreements + tot.unjudged, 0);
	free(s);
}
END_TEST

START_TEST(bound_reached_is_not_judged)
{
	struct check_totals tot;

	vw_step_bound = 1;
	char *s = check_round(5, &tot);
	const char *first = "round 5: not judged: the verifier's search bound was reached in the "
			    "bracket of score 4\n";

	ck_assert_msg(strncmp(s, first, strlen(first)) == 0, "%s", s);
	ck_assert_msg(strstr(s, "complies") == NULL && strstr(s, "disagreement") == NULL, "%s", s);
	ck_assert_int_eq(tot.unjudged, 1);
	ck_assert_int_eq(tot.bad, 0);
	ck_assert_int_eq(tot.disagreements, 0);
	free(s);
}
END_TEST

/* The verifier alone: not a finding, and its summary does not say the
 * round complies. */
START_TEST(verifier_counts_no_finding)
{
	struct verify_options o = { 0, 0, 2012, 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	ck_assert_ptr_nonnull(f);
	vw_step_bound = 1;
	const struct system_edition *e = systems_edition("dutch", 2012);
	ck_assert_int_eq(e->check.round(t, 5, &o, f), 0);
	fclose(f);
	ck_assert_msg(strstr(buf, "round 5: not judged\n") != NULL, "%s", buf);
	ck_assert_msg(strstr(buf, "complies") == NULL, "%s", buf);
	free(buf);
}
END_TEST

Suite *suite_verify_dutch2012_bound(void)
{
	Suite *s = suite_create("verify_dutch2012_bound");
	TCase *tc = tcase_create("bound");

	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, normal_bound_complies);
	tcase_add_test(tc, bound_reached_is_not_judged);
	tcase_add_test(tc, verifier_counts_no_finding);
	suite_add_tcase(s, tc);
	return s;
}
