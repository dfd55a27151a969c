/*
 * test_records.c - strict input (issue 16): lines that cannot be TRF
 * records are errors at their line, lines with a code no dialect
 * defines are kept and noted, every code of TRF16, TRF(x), TRF(bx) and
 * TRF-2026 (trf-format.md §2, §5, §6) is read without a note.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/trf_lines.h"
#include "trf/trf.h"

Suite *suite_trf_records(void);

#define P1 pl(1, "", "")

/* The lines read; *n notes, the first at line/col. */
static struct trf_doc *read_ok(const char *const *lines, size_t n)
{
	struct trf_diag d = { 0 };
	struct trf_doc *doc = build(&d, lines, n);

	ck_assert_msg(doc != NULL, "%d:%d: %s", d.line, d.col, d.msg);
	return doc;
}

#define READ(...) read_ok(LINES(__VA_ARGS__), NLINES(__VA_ARGS__))

/* The lines are rejected at line/col with TRF_EINVALID. */
static void read_bad(const char *const *lines, size_t n, int line, int col)
{
	struct trf_diag d = { 0 };

	ck_assert_ptr_null(build(&d, lines, n));
	ck_assert_int_eq(d.status, TRF_EINVALID);
	ck_assert_msg(d.line == line && d.col == col, "want %d:%d, got %d:%d: %s", line, col,
		      d.line, d.col, d.msg);
}

#define BAD(line, col, ...) read_bad(LINES(__VA_ARGS__), NLINES(__VA_ARGS__), (line), (col))

START_TEST(known_codes_quiet)
{
	struct trf_doc *doc = READ(
		"012 Open", "022 City", "032 ENG", "042 2025/03/01", "052 2025/03/05", "062 1",
		"072 1", "082 0", "092 Individual: Swiss-System", "102 Arbiter", "112 Deputy",
		"122 90 min", "132", P1, "XXR 5", "XXC white1 rank", "XXS W=1", "XXZ 1",
		"XXP 1 1", "BBW  1.0", "BBD  0.5", "BBL  0.0", "BBZ  0.0", "BBF  0.0",
		"BBU  1.0", "### a comment", "###", "142 5", "152 W", "172 ENG FIDE",
		"182 trfpair", "192 FIDE_DUTCH_2017", "202 BH,SB", "212 PTS,BH", "222 5400+30",
		"299 W  0.0  1.0 000    1", "801 text", "802 text", "DAT    1 EMAIL x@y.z",
		/* NRS: a federation code, the 001 layout (start number 5-8). */
		"ENG    1      Player 1                         1700",
		"", "   ", "013 Team                               1");
	ck_assert_uint_eq(doc->nnotices, 0);
	ck_assert_str_eq(doc->system, "FIDE_DUTCH_2017");
	ck_assert_int_eq(doc->system_line, 32);
	trf_free(doc);
}
END_TEST

START_TEST(unknown_codes_noted)
{
	/* Line 2 an unknown code, 3 a lower-case XXZ, 4 a shifted
	 * absence, 5 too short for a code, 6 "XX" + a federation-like
	 * layout is still no NRS line. */
	struct trf_doc *doc = READ(P1, "XXQ 3", "xxz 3", "  0000 - H", "ab",
				   "XXY    1      Player 1");
	ck_assert_uint_eq(doc->nnotices, 5);
	for (int i = 0; i < 5; i++) {
		ck_assert_int_eq(doc->notices[i].line, i + 2);
		ck_assert_int_eq(doc->notices[i].col, 1);
	}
	ck_assert_ptr_nonnull(strstr(doc->notices[0].msg, "unknown record code 'XXQ'"));
	ck_assert_ptr_nonnull(strstr(doc->notices[1].msg, "upper-case: XXZ?"));
	ck_assert_ptr_nonnull(strstr(doc->notices[2].msg, "starts with a blank"));
	/* Kept: the lower-case XXZ is no absence, the lines come back. */
	ck_assert_uint_eq(doc->nabsences, 0);
	ck_assert_uint_eq(doc->nlines, 6);
	ck_assert_str_eq(doc->lines[2].text, "xxz 3");
	trf_free(doc);
}
END_TEST

START_TEST(not_records_rejected)
{
	/* A line of text: col 4 is not a blank. */
	BAD(2, 1, P1, "Tournament results follow");
	/* A configuration file of the generator. */
	BAD(1, 1, "PlayersNumber=40", "RoundsNumber=7");
	/* Binary data: the PNG signature's first line, then a control
	 * character in a line that looks like a record. */
	BAD(1, 1, "\x89PNG");
	BAD(2, 1, P1, "XXR \x1a");
	/* Code characters are letters, digits and '#'. */
	BAD(1, 1, "[x] y");
}
END_TEST

START_TEST(no_player_invalid)
{
	struct trf_diag d = { 0 };
	struct trf_doc *doc = READ("012 Open", "XXR 5");

	ck_assert_int_eq(trf_validate(doc, &d), -1);
	ck_assert_int_eq(d.status, TRF_EINVALID);
	ck_assert_int_eq(d.line, 1);
	ck_assert_int_eq(d.col, 1);
	trf_free(doc);

	doc = trf_read_mem("", 0, "empty.trf", &d);
	ck_assert_ptr_nonnull(doc);
	ck_assert_int_eq(trf_validate(doc, &d), -1);
	ck_assert_str_eq(d.file, "empty.trf");
	ck_assert_int_eq(d.line, 1);
	trf_free(doc);
}
END_TEST

Suite *suite_trf_records(void)
{
	Suite *s = suite_create("trf_records");
	TCase *tc = tcase_create("records");

	tcase_add_test(tc, known_codes_quiet);
	tcase_add_test(tc, unknown_codes_noted);
	tcase_add_test(tc, not_records_rejected);
	tcase_add_test(tc, no_player_invalid);
	suite_add_tcase(s, tc);
	return s;
}
