/*
 * test_repair.c - repairs of what real exports contain (lib/trf/repair.c,
 * trf(5) REPAIRS OF REAL EXPORTS, issue 25): the reading of each, and
 * its notice (kind, line, column; once per file with a count).
 *
 * Round r's block starts at col 92 + 10(r-1), its result at +7:
 *   round 1: 99   round 2: 109
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "support/trf_lines.h"
#include "trf/trf.h"

Suite *suite_trf_repair(void);

#define READ(...) read_ok(LINES(__VA_ARGS__), NLINES(__VA_ARGS__))

static struct trf_doc *read_ok(const char *const *lines, size_t n)
{
	struct trf_diag d = { 0 };
	struct trf_doc *doc = build(&d, lines, n);

	ck_assert_msg(doc != NULL, "read %d:%d: %s", d.line, d.col, d.msg);
	return doc;
}

static void valid(const struct trf_doc *doc)
{
	struct trf_diag d = { 0 };

	ck_assert_msg(trf_validate(doc, &d) == 0, "%d:%d: %s", d.line, d.col, d.msg);
}

static void noted(const struct trf_doc *doc, size_t i, enum trf_notice_kind kind, int line,
		  int col)
{
	ck_assert_uint_gt(doc->nnotices, i);
	ck_assert_int_eq(doc->notices[i].kind, kind);
	ck_assert_int_eq(doc->notices[i].line, line);
	ck_assert_int_eq(doc->notices[i].col, col);
}

static char result(const struct trf_doc *doc, int player, int round)
{
	return doc->players[player].blocks[round - 1].result;
}

START_TEST(gap_half)
{
	/* 1 won round 1 and declares 1.5 with round 2 uncoded: the gap, 0.5,
	 * is a half-point bye. */
	struct trf_doc *doc = READ(pl(1, "1.5", "   2 w 1  0000 -   "),
				   pl(2, "1.0", "   1 b 0     3 w 1"),
				   pl(3, "0.0", "0000 - Z     2 b 0"));
	ck_assert_int_eq(result(doc, 0, 2), 'H');
	ck_assert_int_eq(doc->players[0].points, 15);
	ck_assert_int_eq(doc->nnotices, 1);
	noted(doc, 0, TRF_NOTE_POINTS_GAP, 1, 81);
	ck_assert_ptr_nonnull(strstr(doc->notices[0].msg, "round 2 as a half-point bye, H"));
	valid(doc);
	trf_free(doc);
}
END_TEST

START_TEST(gap_full_and_several)
{
	/* 2.0 for 1.0 of games: a full-point bye (`       -  `, no opponent
	 * number at all). */
	struct trf_doc *doc = READ(pl(1, "2.0", "   2 w 1       -   "),
				   pl(2, "0.0", "   1 b 0  0000 - Z"));
	ck_assert_int_eq(result(doc, 0, 2), 'F');
	valid(doc);
	trf_free(doc);
	/* Two uncoded rounds and a gap of 1.0: split evenly, two H. */
	doc = READ(pl(1, "2.0", "   2 w 1  0000 -    0000 -   "),
		   pl(2, "0.0", "   1 b 0  0000 - Z  0000 - Z"));
	ck_assert_int_eq(result(doc, 0, 2), 'H');
	ck_assert_int_eq(result(doc, 0, 3), 'H');
	valid(doc);
	trf_free(doc);
	/* A gap of 1.5 over two: full points first, F then H. */
	doc = READ(pl(1, "2.5", "   2 w 1  0000 -    0000 -   "),
		   pl(2, "0.0", "   1 b 0  0000 - Z  0000 - Z"));
	ck_assert_int_eq(result(doc, 0, 2), 'F');
	ck_assert_int_eq(result(doc, 0, 3), 'H');
	valid(doc);
	/* Once per file: the second player alike is counted. */
	trf_free(doc);
	doc = READ(pl(1, "2.0", "   2 w 1  0000 -   "), pl(2, "0.5", "   1 b 0  0000 -   "));
	ck_assert_int_eq(doc->nnotices, 1);
	ck_assert_int_eq(doc->notices[0].repeats, 1);
	ck_assert_ptr_nonnull(strstr(doc->notices[0].msg, "(and 1 more alike)"));
	ck_assert_int_eq(result(doc, 1, 2), 'H');
	valid(doc);
	trf_free(doc);
}
END_TEST

START_TEST(gap_not_byes)
{
	struct trf_diag d = { 0 };
	/* 1.7 is no sum of byes: no repair, the points error stays. */
	struct trf_doc *doc = READ(pl(1, "1.7", "   2 w 1  0000 -   "),
				   pl(2, "0.0", "   1 b 0  0000 - Z"));
	ck_assert_int_eq(doc->nnotices, 0);
	ck_assert_int_eq(result(doc, 0, 2), ' ');
	ck_assert_int_eq(trf_validate(doc, &d), -1);
	ck_assert_int_eq(d.line, 1);
	ck_assert_int_eq(d.col, 81);
	trf_free(doc);
	/* Points above the results without an uncoded round: no repair. */
	doc = READ(pl(1, "2.0", "   2 w 1  0000 - Z"), pl(2, "0.0", "   1 b 0  0000 - Z"));
	ck_assert_int_eq(doc->nnotices, 0);
	ck_assert_int_eq(trf_validate(doc, &d), -1);
	trf_free(doc);
}
END_TEST

/*
 * `0000 - -` (Swiss-Manager: a board not paired) under a larger Points
 * total: the gap read as byes in those rounds, as for uncoded rounds,
 * with a notice of its own kind; agreeing points leave it an absence.
 */
START_TEST(gap_dash)
{
	struct trf_diag d = { 0 };
	/* 1 won round 1 and declares 2.0 over a `0000 - -`: F. */
	struct trf_doc *doc = READ(pl(1, "2.0", "   2 w 1  0000 - -"),
				   pl(2, "0.0", "   1 b 0  0000 - Z"));
	ck_assert_int_eq(result(doc, 0, 2), 'F');
	ck_assert_int_eq(doc->nnotices, 1);
	noted(doc, 0, TRF_NOTE_POINTS_DASH, 1, 81);
	ck_assert_ptr_nonnull(strstr(doc->notices[0].msg, "points 2.0, but the results sum "
				     "to 1.0: the declared total is kept, and `0000 - -`"));
	ck_assert_ptr_nonnull(strstr(doc->notices[0].msg, "(round 2 as a full-point bye, F)"));
	valid(doc);
	trf_free(doc);
	/* 0.5 over one: H. */
	doc = READ(pl(1, "1.5", "   2 w 1  0000 - -"), pl(2, "0.0", "   1 b 0  0000 - Z"));
	ck_assert_int_eq(result(doc, 0, 2), 'H');
	valid(doc);
	trf_free(doc);
	/* 1.0 over two: split evenly, H and H, both named. */
	doc = READ(pl(1, "2.0", "   2 w 1  0000 - -  0000 - -"),
		   pl(2, "0.0", "   1 b 0  0000 - Z  0000 - Z"));
	ck_assert_int_eq(result(doc, 0, 2), 'H');
	ck_assert_int_eq(result(doc, 0, 3), 'H');
	ck_assert_ptr_nonnull(strstr(doc->notices[0].msg, "(rounds 2 and 3 as half-point byes, H)"));
	valid(doc);
	trf_free(doc);
	/* 1.5 over three: evenly again, three H. */
	doc = READ(pl(1, "2.5", "   2 w 1  0000 - -  0000 - -  0000 - -"),
		   pl(2, "0.0", "   1 b 0  0000 - Z  0000 - Z  0000 - Z"));
	for (int r = 2; r <= 4; r++)
		ck_assert_int_eq(result(doc, 0, r), 'H');
	valid(doc);
	trf_free(doc);
	/* 1.5 over two: full points first, F then H. */
	doc = READ(pl(1, "2.5", "   2 w 1  0000 - -  0000 - -"),
		   pl(2, "0.0", "   1 b 0  0000 - Z  0000 - Z"));
	ck_assert_int_eq(result(doc, 0, 2), 'F');
	ck_assert_int_eq(result(doc, 0, 3), 'H');
	ck_assert_ptr_nonnull(strstr(doc->notices[0].msg, "(rounds 2 and 3 as byes F and H)"));
	valid(doc);
	trf_free(doc);
	/* 1.0 over three: F first, the others stay absences. */
	doc = READ(pl(1, "2.0", "   2 w 1  0000 - -  0000 - -  0000 - -"),
		   pl(2, "0.0", "   1 b 0  0000 - Z  0000 - Z  0000 - Z"));
	ck_assert_int_eq(result(doc, 0, 2), 'F');
	ck_assert_int_eq(result(doc, 0, 3), '-');
	ck_assert_int_eq(result(doc, 0, 4), '-');
	valid(doc);
	trf_free(doc);
	/* 2.5 over two cannot be byes (2.0 at most), nor 0.7 over one:
	 * no repair, the points error stays. */
	doc = READ(pl(1, "3.5", "   2 w 1  0000 - -  0000 - -"),
		   pl(2, "0.0", "   1 b 0  0000 - Z  0000 - Z"));
	ck_assert_int_eq(doc->nnotices, 0);
	ck_assert_int_eq(result(doc, 0, 2), '-');
	ck_assert_int_eq(result(doc, 0, 3), '-');
	ck_assert_int_eq(trf_validate(doc, &d), -1);
	ck_assert_ptr_nonnull(strstr(d.msg, "points 3.5 do not match the results, which sum to 1.0"));
	trf_free(doc);
	doc = READ(pl(1, "1.7", "   2 w 1  0000 - -"), pl(2, "0.0", "   1 b 0  0000 - Z"));
	ck_assert_int_eq(doc->nnotices, 0);
	ck_assert_int_eq(trf_validate(doc, &d), -1);
	trf_free(doc);
	/* Points that agree: an absence, as written, no notice. */
	doc = READ(pl(1, "1.0", "   2 w 1  0000 - -"), pl(2, "0.0", "   1 b 0  0000 - -"));
	ck_assert_int_eq(doc->nnotices, 0);
	ck_assert_int_eq(result(doc, 0, 2), '-');
	ck_assert_int_eq(trf_result_code(&doc->players[0].blocks[1]), 'Z');
	valid(doc);
	trf_free(doc);
	/* An uncoded round beside it is read first (the repair as before):
	 * the gap, 1.0, is the uncoded round's, the `0000 - -` stays. */
	doc = READ(pl(1, "2.0", "   2 w 1  0000 -    0000 - -"),
		   pl(2, "0.0", "   1 b 0  0000 - Z  0000 - Z"));
	ck_assert_int_eq(result(doc, 0, 2), 'F');
	ck_assert_int_eq(result(doc, 0, 3), '-');
	noted(doc, 0, TRF_NOTE_POINTS_GAP, 1, 81);
	valid(doc);
	trf_free(doc);
	/* Under 3-1-0 (a half-point bye 1.0, a full one 3.0): 1.0 over one
	 * is H, 4.0 over two F and H, 2.0 over one nothing. */
	doc = READ("XXS W=3.0 D=1.0 HPB=1.0 FPB=3.0 PAB=3.0",
		   pl(1, "4.0", "   2 w 1  0000 - -"), pl(2, "0.0", "   1 b 0  0000 - Z"));
	ck_assert_int_eq(result(doc, 0, 2), 'H');
	valid(doc);
	trf_free(doc);
	doc = READ("XXS W=3.0 D=1.0 HPB=1.0 FPB=3.0 PAB=3.0",
		   pl(1, "7.0", "   2 w 1  0000 - -  0000 - -"),
		   pl(2, "0.0", "   1 b 0  0000 - Z  0000 - Z"));
	ck_assert_int_eq(result(doc, 0, 2), 'F');
	ck_assert_int_eq(result(doc, 0, 3), 'H');
	valid(doc);
	trf_free(doc);
	doc = READ("XXS W=3.0 D=1.0 HPB=1.0 FPB=3.0 PAB=3.0",
		   pl(1, "5.0", "   2 w 1  0000 - -"), pl(2, "0.0", "   1 b 0  0000 - Z"));
	ck_assert_int_eq(doc->nnotices, 0);
	ck_assert_int_eq(trf_validate(doc, &d), -1);
	trf_free(doc);
}
END_TEST

START_TEST(points_blank_and_zero)
{
	/* Blank: computed from the results, once per file. */
	struct trf_doc *doc = READ(pl(1, "", "   2 w 1     3 b ="),
				   pl(2, "", "   1 b 0  0000 - H"),
				   pl(3, "", "0000 - U     1 w ="));
	ck_assert_int_eq(doc->players[0].points, 15);
	ck_assert_int_eq(doc->players[1].points, 5);
	ck_assert_int_eq(doc->players[2].points, 15);
	ck_assert_int_eq(doc->nnotices, 1);
	noted(doc, 0, TRF_NOTE_POINTS_BLANK, 1, 81);
	ck_assert_int_eq(doc->notices[0].repeats, 2);
	valid(doc);
	trf_free(doc);
	/* Every field 0.0 while games were won: computed. */
	doc = READ("012 Zeros", pl(1, "0.0", "   2 w 1"), pl(2, "0.0", "   1 b 0"));
	ck_assert_int_eq(doc->players[0].points, 10);
	ck_assert_int_eq(doc->players[1].points, 0);
	ck_assert_int_eq(doc->nnotices, 1);
	noted(doc, 0, TRF_NOTE_POINTS_ZERO, 2, 81);
	valid(doc);
	trf_free(doc);
	/* 0.0 for a field that scored nothing needs no repair. */
	doc = READ(pl(1, "0.0", "0000 - Z"), pl(2, "0.0", "0000 - Z"));
	ck_assert_int_eq(doc->nnotices, 0);
	trf_free(doc);
}
END_TEST

START_TEST(byes_without_opponent)
{
	/* Three `0000 - +` in round 1: full-point byes; the notice at the
	 * first (line 1, col 99). */
	struct trf_doc *doc = READ(pl(1, "1.0", "0000 - +"), pl(2, "1.0", "0000 - +"),
				   pl(3, "1.0", "0000 - +"), pl(4, "0.0", "0000 - -"));
	for (int i = 0; i < 3; i++)
		ck_assert_int_eq(trf_result_code(&doc->players[i].blocks[0]), 'F');
	ck_assert_int_eq(doc->nnotices, 1);
	noted(doc, 0, TRF_NOTE_SEVERAL_PLUS, 1, 99);
	ck_assert_int_eq(doc->notices[0].repeats, 2);
	valid(doc);
	trf_free(doc);
	/* One is the legacy U, as before, with no notice. */
	doc = READ(pl(1, "1.0", "0000 - +"), pl(2, "0.0", "0000 - Z"));
	ck_assert_int_eq(trf_result_code(&doc->players[0].blocks[0]), 'U');
	ck_assert_int_eq(doc->nnotices, 0);
	trf_free(doc);
	/* `0000 - 0`: a zero-point bye (line 2, col 109). */
	doc = READ(pl(1, "1.0", "   2 w 1  0000 - Z"), pl(2, "0.0", "   1 b 0  0000 - 0"));
	ck_assert_int_eq(trf_result_code(&doc->players[1].blocks[1]), 'Z');
	noted(doc, 0, TRF_NOTE_ZERO_BYE, 2, 109);
	valid(doc);
	trf_free(doc);
}
END_TEST

START_TEST(rulers_and_legend)
{
	struct trf_doc *doc = READ("012 Rulers",
				   "         1         2         3",
				   "1234567890123456789012345678901234567890",
				   "DDD SSSS sTTT NNNNNNNNNNNNNNNNNN RRRR",
				   "0123456789012345678901234567890123456789",
				   "012 2024", pl(1, "0.0", ""));
	ck_assert_int_eq(doc->nnotices, 2);
	noted(doc, 0, TRF_NOTE_RULER, 2, 1);
	ck_assert_int_eq(doc->notices[0].repeats, 2);
	noted(doc, 1, TRF_NOTE_LEGEND, 4, 1);
	trf_free(doc);
	/* Digits that do not count columns are not a ruler. */
	struct trf_diag d = { 0 };
	const char *text = "012 A\n1111111111111\n";
	ck_assert_ptr_null(trf_read_mem(text, strlen(text), "mem.trf", &d));
	ck_assert_int_eq(d.line, 2);
}
END_TEST

/* Wider than 99 columns, the tens run to two digits (Swiss-Manager:
 * 10 ending at column 100); a ruler counting from 0 may place them by
 * their first digit.  Numbers off their tenth column are no ruler. */
START_TEST(rulers_wide)
{
	char tens[128], tens0[128], units[128];
	size_t n = 0;

	for (int k = 1; k <= 11; k++)
		n += (size_t)snprintf(tens + n, sizeof(tens) - n, "%10d", k);
	n = 0;
	for (int k = 0; k <= 11; k++)
		n += (size_t)snprintf(tens0 + n, sizeof(tens0) - n, "%-10d", k);
	for (int c = 1; c <= 115; c++)
		units[c - 1] = (char)('0' + c % 10);
	units[115] = 0;
	struct trf_doc *doc = READ("012 Wide", tens, units, tens0, pl(1, "0.0", ""));
	ck_assert_int_eq(doc->nnotices, 1);
	noted(doc, 0, TRF_NOTE_RULER, 2, 1);
	ck_assert_int_eq(doc->notices[0].repeats, 2);
	trf_free(doc);
	/* 10 ending at column 101 in a ruler counting from 1, or a letter
	 * among the tens: no ruler, a blank-led line kept but not read. */
	char off[128];
	snprintf(off, sizeof(off), "%90s%11s", "9", "10");
	doc = READ("012 A", off, "         1         2          x", pl(1, "0.0", ""));
	ck_assert_int_eq(doc->nnotices, 2);
	noted(doc, 0, TRF_NOTE_LINE, 2, 1);
	noted(doc, 1, TRF_NOTE_LINE, 3, 1);
	ck_assert_ptr_nonnull(strstr(doc->notices[0].msg, "the line starts with a blank"));
	trf_free(doc);
}
END_TEST

START_TEST(not_utf8)
{
	/* Line 1 has a UTF-8 u-umlaut in the name, line 2 a lone 0xC3 at
	 * col 18: both are read in columns, the rating of each in 49-52. */
	char a[256], b[256];
	snprintf(a, sizeof(a), "001    1 m    M\xc3\xbcller %-26s 1900 ENG %11d 2000/01/01  1.0       "
		 "   2 w 1", "", 1000001);
	snprintf(b, sizeof(b), "001    2 m    Jos\xc3 %-28s 1800 ENG %11d 2000/01/01  0.0       "
		 "   1 b 0", "", 1000002);
	struct trf_doc *doc = READ(a, b);
	ck_assert_int_eq(doc->players[0].rating, 1900);
	ck_assert_int_eq(doc->players[1].rating, 1800);
	ck_assert_int_eq(doc->nnotices, 1);
	noted(doc, 0, TRF_NOTE_NOT_UTF8, 2, 18);
	ck_assert_ptr_nonnull(strstr(doc->notices[0].msg, "byte \\xC3 is not UTF-8"));
	valid(doc);
	trf_free(doc);
}
END_TEST

START_TEST(nothing_to_repair)
{
	/* A file as the text writes it: no notice, blocks as read. */
	struct trf_doc *doc = READ("012 Clean", pl(1, "1.5", "   2 w 1  0000 - H"),
				   pl(2, "0.0", "   1 b 0  0000 - Z"), "XXR 3");
	ck_assert_int_eq(doc->nnotices, 0);
	ck_assert_int_eq(result(doc, 0, 2), 'H');
	ck_assert_int_eq(result(doc, 1, 2), 'Z');
	valid(doc);
	trf_free(doc);
}
END_TEST

Suite *suite_trf_repair(void)
{
	Suite *s = suite_create("repair");
	TCase *tc = tcase_create("repair");

	tcase_add_test(tc, gap_half);
	tcase_add_test(tc, gap_full_and_several);
	tcase_add_test(tc, gap_not_byes);
	tcase_add_test(tc, gap_dash);
	tcase_add_test(tc, points_blank_and_zero);
	tcase_add_test(tc, byes_without_opponent);
	tcase_add_test(tc, rulers_and_legend);
	tcase_add_test(tc, rulers_wide);
	tcase_add_test(tc, not_utf8);
	tcase_add_test(tc, nothing_to_repair);
	suite_add_tcase(s, tc);
	return s;
}
