/*
 * test_points.c - point systems (trf-format.md §3.1, §3.3, §5 XXS and
 * BBx, §6 162), the points of each result code, trf_format_points.
 * All values are in tenths of a point.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "trf/trf.h"

Suite *suite_trf_points(void);

static struct trf_doc *rd_ok(const char *s)
{
	struct trf_diag d = { 0 };
	struct trf_doc *doc = trf_read_mem(s, strlen(s), "mem.trf", &d);

	ck_assert_msg(doc != NULL, "%d:%d: %s", d.line, d.col, d.msg);
	return doc;
}

static void expect_error(const char *s, int line, int col)
{
	struct trf_diag d = { 0 };

	ck_assert_ptr_null(trf_read_mem(s, strlen(s), "mem.trf", &d));
	ck_assert_int_eq(d.status, TRF_EINVALID);
	ck_assert_int_eq(d.line, line);
	ck_assert_int_eq(d.col, col);
}

/* Points of code with White and with Black. */
#define PTS(p, code, w, b) do { \
		ck_assert_int_eq(trf_result_points((p), (code), 'w'), (w)); \
		ck_assert_int_eq(trf_result_points((p), (code), 'b'), (b)); \
	} while (0)

START_TEST(default_points)
{
	/* No point system line: the standard points of §3.1. */
	struct trf_doc *doc = rd_ok("012 A\n");
	const struct trf_points *p = &doc->points;

	ck_assert_int_eq(doc->points_declared, 0);
	PTS(p, '1', 10, 10);
	PTS(p, '=', 5, 5);
	PTS(p, '0', 0, 0);
	PTS(p, 'W', 10, 10);
	PTS(p, 'D', 5, 5);
	PTS(p, 'L', 0, 0);
	PTS(p, '+', 10, 10);
	PTS(p, '-', 0, 0);
	PTS(p, 'U', 10, 10);
	PTS(p, 'H', 5, 5);
	PTS(p, 'F', 10, 10);
	PTS(p, 'Z', 0, 0);
	/* Upper-case colours count as White / Black too. */
	ck_assert_int_eq(trf_result_points(p, '1', 'W'), 10);
	/* A byte has colour '-'. */
	ck_assert_int_eq(trf_result_points(p, 'U', '-'), 10);
	ck_assert_int_eq(trf_result_points(p, 'H', ' '), 5);
	trf_free(doc);
}
END_TEST

START_TEST(xxs_all_codes)
{
	/* Every XXS code with a distinct value. */
	struct trf_doc *doc = rd_ok(
		"XXS WW=1.5 BW=2 WD=0.5 BD=1 WL=0.3 BL=0.4 ZPB=0.2 HPB=0.7 "
		"FPB=0.9 PAB=1.1 FW=1.2 FL=0.1\n");
	const struct trf_points *p = &doc->points;

	ck_assert_int_eq(doc->points_declared, 1);
	PTS(p, '1', 15, 20);
	PTS(p, 'W', 15, 20);
	PTS(p, '=', 5, 10);
	PTS(p, 'D', 5, 10);
	PTS(p, '0', 3, 4);
	PTS(p, 'L', 3, 4);
	PTS(p, 'Z', 2, 2);
	PTS(p, 'H', 7, 7);
	PTS(p, 'F', 9, 9);
	PTS(p, 'U', 11, 11);
	PTS(p, '+', 12, 12);
	PTS(p, '-', 1, 1);
	trf_free(doc);
}
END_TEST

START_TEST(xxs_shortcuts)
{
	/* W sets WW BW FW FPB; D sets WD BD HPB; PAB keeps its default of
	 * 1 (the example of §5: "XXS W=3 D=1 PAB=3" has to say PAB). */
	struct trf_doc *doc = rd_ok("XXS W=3 D=1\n");
	const struct trf_points *p = &doc->points;

	PTS(p, '1', 30, 30);
	PTS(p, '+', 30, 30);
	PTS(p, 'F', 30, 30);
	PTS(p, '=', 10, 10);
	PTS(p, 'H', 10, 10);
	PTS(p, '0', 0, 0);
	PTS(p, '-', 0, 0);
	PTS(p, 'Z', 0, 0);
	PTS(p, 'U', 10, 10);
	trf_free(doc);

	doc = rd_ok("XXS W=3 D=1 PAB=3\n");
	PTS(&doc->points, 'U', 30, 30);
	trf_free(doc);
}
END_TEST

START_TEST(xxs_override)
{
	/* Left to right: WW=2 is overridden by W=3, which BW=4 and FPB=0
	 * override in turn.  Top to bottom: the second line's HPB=0.5
	 * overrides the first line's D=1 for the bye only. */
	struct trf_doc *doc = rd_ok("XXS WW=2 W=3 BW=4 FPB=0 D=1\n"
				    "XXS HPB=0.5 W=2.5 WW=3.5\n");
	const struct trf_points *p = &doc->points;

	/* after line 1: WW 3, BW 4, FW 3, FPB 0, WD BD HPB 1;
	 * after line 2: HPB .5, then W=2.5 sets WW BW FW FPB to 2.5, then
	 * WW=3.5. */
	PTS(p, '1', 35, 25);
	PTS(p, '+', 25, 25);
	PTS(p, 'F', 25, 25);
	PTS(p, '=', 10, 10);
	PTS(p, 'H', 5, 5);
	trf_free(doc);

	/* D after HPB overrides it. */
	doc = rd_ok("XXS HPB=0 D=2\n");
	PTS(&doc->points, 'H', 20, 20);
	trf_free(doc);
}
END_TEST

START_TEST(xxs_errors)
{
	/* "W3" at col 5 has no '='. */
	expect_error("XXS W3\n", 1, 5);
	/* A code JaVaFo does not define (Q at col 9, line 2) is noted and
	 * ignored (issue 25): W=1 still applies. */
	struct trf_doc *doc = rd_ok("012 A\nXXS W=1 Q=1\n");
	ck_assert_int_eq(doc->nnotices, 1);
	ck_assert_int_eq(doc->notices[0].kind, TRF_NOTE_XXS_CODE);
	ck_assert_int_eq(doc->notices[0].line, 2);
	ck_assert_int_eq(doc->notices[0].col, 9);
	ck_assert_int_eq(doc->points.win_white, 10);
	trf_free(doc);
	/* Not a number. */
	expect_error("XXS D=half\n", 1, 5);
}
END_TEST

START_TEST(bb_points)
{
	/* bbp v5: BBW 3.0 BBD 1.0; PAB = BBW, forfeit win and FPB = win,
	 * HPB = draw; L, Z, F default 0. */
	struct trf_doc *doc = rd_ok("BBW  3.0\nBBD  1.0\n");
	const struct trf_points *p = &doc->points;

	ck_assert_int_eq(doc->points_declared, 1);
	PTS(p, '1', 30, 30);
	PTS(p, 'W', 30, 30);
	PTS(p, '+', 30, 30);
	PTS(p, 'F', 30, 30);
	PTS(p, 'U', 30, 30);
	PTS(p, '=', 10, 10);
	PTS(p, 'H', 10, 10);
	PTS(p, '0', 0, 0);
	PTS(p, '-', 0, 0);
	PTS(p, 'Z', 0, 0);
	trf_free(doc);
}
END_TEST

START_TEST(bb_all)
{
	/* BBU given: the PAB no longer follows BBW, whatever the order. */
	struct trf_doc *doc = rd_ok("BBU  2.0\nBBW  3.0\nBBD  1.5\nBBL  0.5\n"
				    "BBZ  0.2\nBBF  0.1\n");
	const struct trf_points *p = &doc->points;

	PTS(p, '1', 30, 30);
	PTS(p, '=', 15, 15);
	PTS(p, 'L', 5, 5);
	PTS(p, 'Z', 2, 2);
	PTS(p, '-', 1, 1);
	PTS(p, 'U', 20, 20);
	PTS(p, '+', 30, 30);
	PTS(p, 'H', 15, 15);
	trf_free(doc);

	/* BBW after nothing else: the PAB is worth BBW even if BBW is the
	 * last line. */
	doc = rd_ok("012 A\nBBW  2.0\n");
	PTS(&doc->points, 'U', 20, 20);
	PTS(&doc->points, '=', 5, 5);
	trf_free(doc);

	/* A malformed value in cols 5-8. */
	expect_error("BBW  x.0\n", 1, 5);
}
END_TEST

START_TEST(p162_points)
{
	/* Codes at cols 6, 15, 24, 33, 42 and values at 7-10, 16-19, ...
	 *          1         2         3         4
	 * 1234567890123456789012345678901234567890123456 */
	struct trf_doc *doc =
		rd_ok("162  W 3.0    D 1.0    L 0.5    A 0.2    P 2.0\n");
	const struct trf_points *p = &doc->points;

	ck_assert_int_eq(doc->points_declared, 1);
	PTS(p, '1', 30, 30);
	PTS(p, '+', 30, 30);
	PTS(p, 'F', 30, 30);
	PTS(p, '=', 10, 10);
	PTS(p, 'H', 10, 10);
	PTS(p, '0', 5, 5);
	PTS(p, 'Z', 2, 2);	/* A: zero-point bye and forfeit loss */
	PTS(p, '-', 2, 2);
	PTS(p, 'U', 20, 20);
	trf_free(doc);

	/* Z is the same as A; without P the PAB is worth W; X is read and
	 * changes nothing. */
	doc = rd_ok("162  W 2.0    D 1.0    Z 0.5    X 1.0\n");
	p = &doc->points;
	PTS(p, 'U', 20, 20);
	PTS(p, 'Z', 5, 5);
	PTS(p, '-', 5, 5);
	PTS(p, '=', 10, 10);
	PTS(p, '0', 0, 0);
	trf_free(doc);

	/* Unknown code Q at col 15; bad value at cols 7-10. */
	expect_error("162  W 3.0    Q 1.0\n", 1, 15);
	expect_error("162  W 3,0\n", 1, 7);
}
END_TEST

START_TEST(format_points)
{
	static const struct { int tenths; const char *text; } cases[] = {
		{ 0, " 0.0" }, { 5, " 0.5" }, { 10, " 1.0" }, { 15, " 1.5" },
		{ 95, " 9.5" }, { 100, "10.0" }, { 999, "99.9" },
		{ 1000, "100.0" }, { -5, "-0.5" }, { -15, "-1.5" },
		{ -105, "-10.5" },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char buf[16];
		memset(buf, 'x', sizeof(buf));
		trf_format_points(cases[i].tenths, buf);
		ck_assert_str_eq(buf, cases[i].text);
	}
}
END_TEST

Suite *suite_trf_points(void)
{
	Suite *s = suite_create("trf_points");
	TCase *tc = tcase_create("points");

	tcase_add_test(tc, default_points);
	tcase_add_test(tc, xxs_all_codes);
	tcase_add_test(tc, xxs_shortcuts);
	tcase_add_test(tc, xxs_override);
	tcase_add_test(tc, xxs_errors);
	tcase_add_test(tc, bb_points);
	tcase_add_test(tc, bb_all);
	tcase_add_test(tc, p162_points);
	tcase_add_test(tc, format_points);
	suite_add_tcase(s, tc);
	return s;
}
