/*
 * test_driver.c - the -c driver (lib/check/driver.c) with a fake
 * verifier and a fake engine through the library API: a round is a
 * finding only when both object, and an internal disagreement of
 * trfpair when one does (issue 12 item 2).  No real verifier or engine
 * bug is needed: the fakes object on purpose.
 *
 * trf-samples/example.trf records round 2 as 6-1, 2-3 and the PAB to
 * 4, the pairing the Dutch 2017 engine makes (t0005).
 */
#include <check.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "check/check.h"
#include "systems/systems.h"

static struct trf_doc *doc;
static struct tmt *t;

static void setup(void)
{
	struct trf_diag d;

	doc = trf_read_file("../trf-samples/example.trf", &d);
	ck_assert_msg(doc != NULL, "%s", d.msg);
	t = tmt_build(doc, &d);
	ck_assert_msg(t != NULL, "%s", d.msg);
}

static void teardown(void)
{
	tmt_free(t);
	trf_free(doc);
}

/* A verifier that finds nothing. */
static int silent(const struct tmt *tm, int r, const struct verify_options *o, FILE *f)
{
	(void)tm;
	(void)o;
	verify_summary(f, r, 0);
	return 0;
}

static void fake_finding(FILE *f, int r, const char *fmt, ...)
{
	va_list ap;
	int ids[] = { 6, 1 };

	verify_finding_detail(f, ids, 2, "3", "1");
	va_start(ap, fmt);
	verify_vfinding(f, r, "bracket", "1.0", "X.1", fmt, ap);
	va_end(ap);
}

/* A verifier with one finding in every round. */
static int objecting(const struct tmt *tm, int r, const struct verify_options *o, FILE *f)
{
	(void)tm;
	(void)o;
	fake_finding(f, r, "a fake finding about %d and %d", 6, 1);
	verify_summary(f, r, 1);
	return 1;
}

/* A verifier that explains bracket 1.0 in two lines around its
 * finding, and the round in one. */
static int explaining(const struct tmt *tm, int r, const struct verify_options *o, FILE *f)
{
	int p1[] = { 1, 6 }, p2[] = { 6, 2 }, pair[] = { 6, 1 }, again[] = { 1, 6 };
	struct verify_value v1 = { "C6", "PSD 0.0" }, v2 = { "colours", "6-1 by E.1" };
	struct verify_explain e1 = { "bracket", "1.0", p1, 2, NULL, 0, pair, 1, NULL, 0, &v1, 1 };
	struct verify_explain e2 = { "bracket", "1.0", p2, 2, NULL, 0, again, 1, NULL, 0, &v2, 1 };

	(void)tm;
	(void)o;
	verify_explain(f, r, &e1, "first %d", 1);
	fake_finding(f, r, "a fake finding about %d and %d", 6, 1);
	verify_explain(f, r, &e2, "second");
	verify_explain(f, r, NULL, "about the round");
	verify_summary(f, r, 1);
	return 1;
}

/* A verifier that cannot decide a bracket (its search bound). */
static int undecided(const struct tmt *tm, int r, const struct verify_options *o, FILE *f)
{
	(void)tm;
	(void)o;
	verify_not_judged(f, r, "the verifier's search bound was reached in the bracket of score %s",
			  "1");
	fprintf(f, "round %d: not judged\n", r);
	return 0;
}

/* The same with a finding elsewhere in the round. */
static int undecided_and_objecting(const struct tmt *tm, int r, const struct verify_options *o,
				   FILE *f)
{
	(void)tm;
	(void)o;
	fake_finding(f, r, "a fake finding about %d and %d", 6, 1);
	verify_not_judged(f, r, "the verifier's search bound was reached in the bracket of score %s",
			  "0");
	verify_summary(f, r, 1);
	return 1;
}

/* The recorded pairing: the engine agrees with the file. */
static int recorded(const struct tmt *tm, int r, void *ctx, struct pairing *out,
		    struct trf_diag *d)
{
	(void)ctx;
	(void)d;
	return pairing_from_round(out, tm, r) < 0 ? TRF_ELIMIT : TRF_OK;
}

/* The recorded pairing with the colours of player 6's board swapped. */
static int swapped(const struct tmt *tm, int r, void *ctx, struct pairing *out,
		   struct trf_diag *d)
{
	int rc = recorded(tm, r, ctx, out, d);

	for (int i = 0; rc == TRF_OK && i < out->nboards; i++) {
		struct pairing_board *b = &out->boards[i];
		if (tm->players[b->white].id == 6 || tm->players[b->black].id == 6) {
			int w = b->white;
			b->white = b->black;
			b->black = w;
		}
	}
	return rc;
}

static int none(const struct tmt *tm, int r, void *ctx, struct pairing *out,
		struct trf_diag *d)
{
	(void)tm;
	(void)ctx;
	(void)out;
	trf_diag_set(d, NULL, 0, 0, TRF_ENOPAIRING, "round %d: fake: no pairing", r);
	return TRF_ENOPAIRING;
}

/* Round 2 through the driver in format fmt; the output in a string. */
static char *run(verify_round_fn v, pairing_engine e, enum check_format fmt,
		 struct check_totals *tot)
{
	struct verify_system sys = { v };
	struct verify_options o = { 0, 0, 2017, 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	ck_assert_ptr_nonnull(f);
	struct check_output out = { .f = f, .format = fmt, .file = "x.trf", .system = "dutch" };
	memset(tot, 0, sizeof(*tot));
	ck_assert_int_eq(check_rounds_report(t, 2, 2, &sys, e, NULL, &o, &out, tot), 0);
	fclose(f);
	return buf;
}

/* Round 2 through the driver as text: the lines expected and the
 * totals (rounds with findings, internal disagreements, rounds not
 * judged). */
static void expect_text(verify_round_fn v, pairing_engine e, const char *text,
			int bad, int disagreements, int unjudged)
{
	struct check_totals tot;
	char *s = run(v, e, CHECK_TEXT, &tot);

	ck_assert_str_eq(s, text);
	ck_assert_int_eq(tot.bad, bad);
	ck_assert_int_eq(tot.disagreements, disagreements);
	ck_assert_int_eq(tot.unjudged, unjudged);
	free(s);
}

START_TEST(both_agree)
{
	expect_text(silent, recorded, "round 2: complies\n", 0, 0, 0);
}
END_TEST

START_TEST(engine_alone_objects)
{
	/* The file has 6-1; the engine, swapped, 1-6. */
	expect_text(silent, swapped, "round 2: internal disagreement of trfpair: the verifier "
		    "finds no rule broken, the engine pairs 1-6 where the file has 6-1; "
		    "please report it\n", 0, 1, 0);
}
END_TEST

START_TEST(engine_finds_none)
{
	expect_text(silent, none, "round 2: internal disagreement of trfpair: the verifier "
		    "finds no rule broken, the engine finds no legal pairing (round 2: fake: "
		    "no pairing); please report it\n", 0, 1, 0);
}
END_TEST

START_TEST(verifier_alone_objects)
{
	expect_text(objecting, recorded, "round 2: internal disagreement of trfpair: the "
		    "engine makes the file's pairing, the verifier reports bracket 1.0: X.1: "
		    "a fake finding about 6 and 1; please report it\n", 0, 1, 0);
}
END_TEST

START_TEST(both_object)
{
	/* What differs first, in words; the summary counts the two
	 * finding lines printed, not that line. */
	expect_text(objecting, swapped, "round 2: the file pairs 6-1; the rules pair 1-6 "
		    "(colours reversed)\n"
		    "round 2: bracket 1.0: X.1: a fake finding about 6 and 1\n"
		    "round 2: pairing: the rules give 1-6 where the file has 6-1\n"
		    "round 2: 2 findings\n", 1, 0, 0);
}
END_TEST

START_TEST(json_carries_the_detail)
{
	struct check_totals tot;
	char *s = run(objecting, swapped, CHECK_JSON, &tot);

	ck_assert_msg(strstr(s, "\"file\":\"x.trf\",\"system\":\"dutch\",\"edition\":2017,"
			     "\"round\":2,\"status\":\"findings\"") != NULL, "%s", s);
	ck_assert_msg(strstr(s, "{\"rule\":\"X.1\",\"kind\":\"bracket\",\"bracket\":\"1.0\","
			     "\"players\":[6,1],\"submitted\":\"3\",\"best\":\"1\","
			     "\"text\":\"a fake finding about 6 and 1\"}") != NULL, "%s", s);
	ck_assert_msg(strstr(s, "\"pab\":4") != NULL, "%s", s);
	ck_assert_int_eq((int)strlen(s), (int)(strchr(s, '\n') - s) + 1);	/* one line */
	free(s);
	s = run(silent, swapped, CHECK_JSON, &tot);
	ck_assert_msg(strstr(s, "\"status\":\"disagreement\",\"findings\":[],\"message\":"
			     "\"internal disagreement of trfpair: ") != NULL, "%s", s);
	free(s);
}
END_TEST

/* --explain: the lines in the text as written, one JSON record per
 * bracket gathering them (players and pairs once each), its finding
 * by index; null without --explain. */
START_TEST(explain_records)
{
	struct verify_system sys = { explaining };
	struct verify_options o = { 0, 1, 2017, 0 };
	struct check_totals tot = { 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	struct check_output out = { .f = f, .format = CHECK_JSON, .file = "x.trf" };

	ck_assert_int_eq(check_rounds_report(t, 2, 2, &sys, swapped, NULL, &o, &out, &tot), 0);
	fclose(f);
	ck_assert_msg(strstr(buf, "\"explain\":[{\"kind\":\"bracket\",\"bracket\":\"1.0\","
			     "\"players\":[1,6,2],\"incoming\":[],\"pairs\":[[6,1]],\"floaters\":[],"
			     "\"values\":[{\"name\":\"C6\",\"value\":\"PSD 0.0\"},"
			     "{\"name\":\"colours\",\"value\":\"6-1 by E.1\"}],"
			     "\"lines\":[\"first 1\",\"second\"],\"findings\":[0]},"
			     "{\"kind\":null,\"bracket\":null,\"players\":[],\"incoming\":[],"
			     "\"pairs\":[],\"floaters\":[],\"values\":[],"
			     "\"lines\":[\"about the round\"],\"findings\":[1]}]}\n") != NULL,
		      "%s", buf);
	free(buf);
	o.explain = 0;
	f = open_memstream(&buf, &len);
	out.f = f;
	ck_assert_int_eq(check_rounds_report(t, 2, 2, &sys, swapped, NULL, &o, &out, &tot), 0);
	fclose(f);
	ck_assert_msg(strstr(buf, "\"explain\":null}\n") != NULL, "%s", buf);
	free(buf);
	o.explain = 1;
	f = open_memstream(&buf, &len);
	out = (struct check_output){ .f = f, .format = CHECK_TEXT };
	ck_assert_int_eq(check_rounds_report(t, 2, 2, &sys, swapped, NULL, &o, &out, &tot), 0);
	fclose(f);
	ck_assert_str_eq(buf, "round 2: the file pairs 6-1; the rules pair 1-6 (colours reversed)\n"
			 "round 2: bracket 1.0: first 1\n"
			 "round 2: bracket 1.0: X.1: a fake finding about 6 and 1\n"
			 "round 2: bracket 1.0: second\n"
			 "round 2: about the round\n"
			 "round 2: pairing: the rules give 1-6 where the file has 6-1\n"
			 "round 2: 2 findings\n");
	free(buf);
}
END_TEST

START_TEST(bbp_table)
{
	struct check_totals tot;
	char *s = run(silent, swapped, CHECK_BBP, &tot);

	/* engine-cli.md §3: widths 3, " - ", 16 blanks between the columns. */
	ck_assert_str_eq(s, "x: Round #2\n"
			 "  Checker pairings        Tournament pairings \n"
			 "      1 -   6                  6 -   1\n\n");
	free(s);
	s = run(silent, none, CHECK_BBP, &tot);
	ck_assert_str_eq(s, "x: Round #2\nNo valid pairing exists for round 2.\n\n");
	free(s);
}
END_TEST

/* A bracket the verifier could not decide is neither a compliance nor
 * an internal disagreement, whatever the engine makes (issue 14): the
 * round is not judged (-c exits 4); a finding elsewhere in the round
 * still makes it a round with findings (exit 6), the line kept. */
START_TEST(not_judged_is_no_disagreement)
{
	struct check_totals tot;
	const char *line = "round 2: not judged: the verifier's search bound was reached in the "
			   "bracket of score 1\n";
	char *s;

	expect_text(undecided, recorded, line, 0, 0, 1);
	expect_text(undecided, swapped, line, 0, 0, 1);
	s = run(undecided, swapped, CHECK_JSON, &tot);
	ck_assert_msg(strstr(s, "\"status\":\"not judged\",\"findings\":[],\"message\":"
			     "\"the verifier's search bound was reached in the bracket of score 1\"")
		      != NULL, "%s", s);
	free(s);
	s = run(undecided, recorded, CHECK_CSV, &tot);
	ck_assert_str_eq(s, "x.trf,dutch,2017,2,not judged,,,,,,,the verifier's search bound "
			 "was reached in the bracket of score 1\n");
	free(s);
}
END_TEST

START_TEST(not_judged_beside_a_finding)
{
	expect_text(undecided_and_objecting, swapped,
		    "round 2: the file pairs 6-1; the rules pair 1-6 (colours reversed)\n"
		    "round 2: bracket 1.0: X.1: a fake finding about 6 and 1\n"
		    "round 2: not judged: the verifier's search bound was reached in the "
		    "bracket of score 0\n"
		    "round 2: pairing: the rules give 1-6 where the file has 6-1\n"
		    "round 2: 2 findings\n", 1, 0, 1);
}
END_TEST

Suite *suite_check_driver(void);

Suite *suite_check_driver(void)
{
	Suite *s = suite_create("check_driver");
	TCase *tc = tcase_create("driver");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, both_agree);
	tcase_add_test(tc, engine_alone_objects);
	tcase_add_test(tc, engine_finds_none);
	tcase_add_test(tc, verifier_alone_objects);
	tcase_add_test(tc, both_object);
	tcase_add_test(tc, json_carries_the_detail);
	tcase_add_test(tc, explain_records);
	tcase_add_test(tc, bbp_table);
	tcase_add_test(tc, not_judged_is_no_disagreement);
	tcase_add_test(tc, not_judged_beside_a_finding);
	suite_add_tcase(s, tc);
	return s;
}
