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
#include "rtg/rtg.h"
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

/* -c on round r of tt through lib/check; the text output. */
static char *check_round(const struct tmt *tt, int r, struct check_totals *tot)
{
	struct verify_options o = { 0, 0, 2012, 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	ck_assert_ptr_nonnull(f);
	struct check_output out = { .f = f, .format = CHECK_TEXT };
	memset(tot, 0, sizeof(*tot));
	ck_assert_int_eq(check_edition_report(tt, r, r, systems_edition("dutch", 2012), &o, &out,
					      tot), 0);
	fclose(f);
	return buf;
}

START_TEST(normal_bound_complies)
{
	struct check_totals tot;
	char *s = check_round(t, 5, &tot);

	ck_assert_str_eq(s, "round 5: complies\n");
	ck_assert_int_eq(tot.bad + tot.disagreements + tot.unjudged, 0);
	free(s);
}
END_TEST

START_TEST(bound_reached_is_not_judged)
{
	struct check_totals tot;

	vw_step_bound = 1;
	char *s = check_round(t, 5, &tot);
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

/*
 * Issue 26: a bound reached inside C.12 or C.13 leaves the brackets
 * they could pair again not judged.  Round 12 of mutant 513: at the
 * normal bound the walk pairs bracket 4 again by C.13 (none below 4
 * points may have the bye, B.1b) and names C.12 on bracket 2 (t0014);
 * once a walk stopped inside that C.13 named C.14 on bracket 4 from its
 * first candidate.  At every bound the report is the full one or "not
 * judged", never another finding.
 */
START_TEST(bound_inside_c13_names_nothing_else)
{
	struct trf_diag d;
	struct trf_doc *doc513 = trf_read_file("fixtures/dutch2012/bound-mutant513.trf", &d);

	ck_assert_msg(doc513 != NULL, "%s", d.msg);
	struct tmt *t513 = tmt_build(doc513, &d);
	ck_assert_msg(t513 != NULL, "%s", d.msg);
	struct check_totals tot;
	char *full = check_round(t513, 12, &tot);
	ck_assert_msg(strstr(full, "round 12: bracket 2: C.12: ") != NULL, "%s", full);
	ck_assert_int_eq(tot.bad, 1);
	int unjudged = 0;
	for (long b = 1; b < 50000000; b *= 2) {
		vw_step_bound = b;
		char *s = check_round(t513, 12, &tot);
		if (strcmp(s, full) != 0) {
			ck_assert_msg(strncmp(s, "round 12: not judged: ", 22) == 0, "bound %ld: %s", b, s);
			ck_assert_msg(strstr(s, "C.1") == NULL && strstr(s, "disagreement") == NULL,
				      "bound %ld: %s", b, s);
			ck_assert_int_eq(tot.unjudged, 1);
			unjudged++;
		}
		free(s);
	}
	ck_assert_int_gt(unjudged, 0);
	free(full);
	tmt_free(t513);
	trf_free(doc513);
}
END_TEST

/*
 * Issue 34: the two generated tournaments of `make soak' that once
 * ended "not judged" (t/soak.sh sizes: seed 80194, 127 players, 11
 * rounds, round 9; seed 80330, 95 players, 10 rounds, round 8).  In
 * both the lowest bracket (score 2, 1.5) is one player moved down and
 * two residents who have met and may not have the bye (B.1b): no
 * stage pairs it, so C.12 asks the bracket above for another set of
 * one player with his score, and every such set leaves the two
 * residents as they are.  The walk of the bracket above used to go
 * through all its candidates (millions) refusing each; now each set is
 * put to the test first, and the walk is not made when none is taken
 * (backtrack.c, good_sets), so the round is decided within a
 * thousandth of the bound, by the same walk of the text.
 */
static struct tmt *generated(int players, int rounds, uint64_t seed, struct trf_doc **docp)
{
	const struct system_edition *e = systems_edition("dutch", 2012);
	struct systems_engine_options opt = { 0, 0, 2012 };
	struct rtg_request req = { .seed = seed, .engine = e->engine, .engine_ctx = &opt,
				   .system = "dutch", .edition = 2012 };
	struct rtg_result res;
	struct trf_diag d = { 0 };
	char cfg[64];

	snprintf(cfg, sizeof(cfg), "PlayersNumber=%d\nRoundsNumber=%d\n", players, rounds);
	ck_assert_int_eq(rtg_config_parse(cfg, strlen(cfg), "cfg", &req.config, &d), 0);
	ck_assert_msg(rtg_generate(&req, &res, &d) == TRF_OK, "%s", d.msg);
	struct tmt *tt = tmt_build(res.doc, &d);
	ck_assert_msg(tt != NULL, "%s", d.msg);
	*docp = res.doc;
	return tt;
}

START_TEST(c12_with_no_set_is_decided)
{
	static const struct { int players, rounds, r; uint64_t seed; } c[] = {
		{ 127, 11, 9, 80194 }, { 95, 10, 8, 80330 },
	};

	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct trf_doc *gdoc;
		struct tmt *tt = generated(c[i].players, c[i].rounds, c[i].seed, &gdoc);
		struct check_totals tot;
		char want[32];

		vw_step_bound = 50000;
		char *s = check_round(tt, c[i].r, &tot);
		snprintf(want, sizeof(want), "round %d: complies\n", c[i].r);
		ck_assert_str_eq(s, want);
		ck_assert_int_eq(tot.bad + tot.disagreements + tot.unjudged, 0);
		free(s);
		tmt_free(tt);
		trf_free(gdoc);
	}
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
	tcase_add_test(tc, bound_inside_c13_names_nothing_else);
	tcase_add_test(tc, c12_with_no_set_is_decided);
	suite_add_tcase(s, tc);
	return s;
}
