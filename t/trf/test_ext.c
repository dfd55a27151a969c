/*
 * test_ext.c - extension and TRF-2026 records (trf-format.md §5, §6):
 * XXR/142, XXC/152, XXA/250, XXP/260, XXZ/240, and the detection of
 * the round to be paired (§5.1).
 *
 * Column ruler used in the comments below:
 *          1         2         3
 * 1234567890123456789012345678901234
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/trf_lines.h"
#include "trf/trf.h"

Suite *suite_trf_ext(void);

/* Read the lines; fail the test unless the reader accepts them. */
#define DOC(...) doc_ok(LINES(__VA_ARGS__), NLINES(__VA_ARGS__))
/* Read the lines; the reader must reject them at line/col. */
#define BAD(line, col, ...) \
	doc_bad(LINES(__VA_ARGS__), NLINES(__VA_ARGS__), (line), (col))

static struct trf_doc *doc_ok(const char *const *lines, size_t n)
{
	struct trf_diag d = { 0 };
	struct trf_doc *doc = build(&d, lines, n);

	ck_assert_msg(doc != NULL, "%d:%d: %s", d.line, d.col, d.msg);
	return doc;
}

static void doc_bad(const char *const *lines, size_t n, int line, int col)
{
	struct trf_diag d = { 0 };

	ck_assert_ptr_null(build(&d, lines, n));
	ck_assert_int_eq(d.status, TRF_EINVALID);
	ck_assert_int_eq(d.line, line);
	ck_assert_int_eq(d.col, col);
}

/*
 * Four players after two rounds:
 *   round 1: 1 (w) - 3 (b) 1-0,  2 (w) - 4 (b) ½-½
 *   round 2: 4 (w) - 1 (b) 0-1,  3 (w) - 2 (b) 0-1
 */
#define B1 "   3 w 1     4 b 1"
#define B2 "   4 w =     3 b 1"
#define B3 "   1 b 0     2 w 0"
#define B4 "   2 b =     1 w 0"

/* ---- XXR / 142 ---- */

START_TEST(rounds_xxr_142)
{
	struct trf_doc *doc = DOC("XXR 7");
	ck_assert_int_eq(doc->total_rounds, 7);
	trf_free(doc);
	doc = DOC("142 9");
	ck_assert_int_eq(doc->total_rounds, 9);
	trf_free(doc);
	/* Both, agreeing (§6.2 "emit XXR n and 142 n"). */
	doc = DOC("XXR 7", "142 7");
	ck_assert_int_eq(doc->total_rounds, 7);
	trf_free(doc);
	doc = DOC("012 A");
	ck_assert_int_eq(doc->total_rounds, 0);
	trf_free(doc);
	/* Disagreeing: the second one is wrong, at its value (col 5). */
	BAD(3, 5, "XXR 7", "012 A", "142 9");
	BAD(2, 5, "142 9", "XXR 7");
	BAD(1, 5, "XXR 0");
}
END_TEST

/* ---- XXC / 152 ---- */

START_TEST(colour_and_rank)
{
	struct trf_doc *doc = DOC("XXC white1");
	ck_assert_int_eq(doc->initial_colour, 'w');
	ck_assert_int_eq(doc->rank_order, 0);
	trf_free(doc);

	doc = DOC("XXC rank black1");
	ck_assert_int_eq(doc->initial_colour, 'b');
	ck_assert_int_eq(doc->rank_order, 1);
	trf_free(doc);

	/* Cumulative over lines; unknown words ignored. */
	doc = DOC("XXC rank", "XXC foo white1");
	ck_assert_int_eq(doc->initial_colour, 'w');
	ck_assert_int_eq(doc->rank_order, 1);
	trf_free(doc);

	doc = DOC("152 W");
	ck_assert_int_eq(doc->initial_colour, 'w');
	ck_assert_int_eq(doc->rank_order, 0);
	trf_free(doc);
	doc = DOC("152 B");
	ck_assert_int_eq(doc->initial_colour, 'b');
	trf_free(doc);

	doc = DOC("012 A");
	ck_assert_int_eq(doc->initial_colour, 0);
	ck_assert_int_eq(doc->rank_order, 0);
	trf_free(doc);

	BAD(2, 5, "012 A", "152 X");
}
END_TEST

/* ---- XXA / 250 ---- */

START_TEST(accel_xxa)
{
	/* XXA NNNN at cols 5-8, round r at 10+5(r-1)..13+5(r-1):
	 *   player 1: 1.0 0.5 0.0 1.0 at 10-13, 15-18, 20-23, 25-28
	 *   player 3: round 1 blank, round 2 2.0 at 15-18.
	 * The XXA lines may come before the players. */
	struct trf_doc *doc = DOC("XXA    1  1.0  0.5  0.0  1.0",
				  "XXA    3       2.0",
				  pl(1, "", ""), pl(2, "", ""), pl(3, "", ""));

	ck_assert_ptr_nonnull(doc->acceleration);
	ck_assert_int_ge(doc->accel_rounds, 4);
	ck_assert_int_eq(doc->acceleration[0][0], 10);
	ck_assert_int_eq(doc->acceleration[0][1], 5);
	ck_assert_int_eq(doc->acceleration[0][2], 0);
	ck_assert_int_eq(doc->acceleration[0][3], 10);
	if (doc->accel_rounds > 4)
		ck_assert_int_eq(doc->acceleration[0][4], 0);
	/* Player 2 has none: no row, or a row of zeros. */
	if (doc->acceleration[1])
		for (int r = 0; r < doc->accel_rounds; r++)
			ck_assert_int_eq(doc->acceleration[1][r], 0);
	ck_assert_int_eq(doc->acceleration[2][0], 0);
	ck_assert_int_eq(doc->acceleration[2][1], 20);
	trf_free(doc);

	/* No acceleration line: NULL. */
	doc = DOC(pl(1, "", ""));
	ck_assert_ptr_null(doc->acceleration);
	trf_free(doc);

	/* A start number nobody has: reported at the XXA line, col 5. */
	BAD(2, 5, pl(1, "", ""), "XXA    9  1.0");
	/* A bad value in round 2 (cols 15-18). */
	BAD(2, 15, pl(1, "", ""), "XXA    1  1.0  x.5");
}
END_TEST

START_TEST(accel_250)
{
	/* 250: game points 10-13, rounds 15-17..19-21, players
	 * 23-26..28-31:
	 *   1.0 for rounds 1-2 to players 1-2,
	 *   0.5 for round 3 to players 3-4. */
	struct trf_doc *doc = DOC(pl(1, "", ""), pl(2, "", ""), pl(3, "", ""),
				  pl(4, "", ""),
				  "250      1.0   1   2    1    2",
				  "250      0.5   3   3    3    4");
	int *const *a = doc->acceleration;

	ck_assert_ptr_nonnull(a);
	ck_assert_int_ge(doc->accel_rounds, 3);
	for (int p = 0; p < 2; p++) {
		ck_assert_int_eq(a[p][0], 10);
		ck_assert_int_eq(a[p][1], 10);
		ck_assert_int_eq(a[p][2], 0);
	}
	for (int p = 2; p < 4; p++) {
		ck_assert_int_eq(a[p][0], 0);
		ck_assert_int_eq(a[p][1], 0);
		ck_assert_int_eq(a[p][2], 5);
	}
	trf_free(doc);

	/* Game points 0.0 (col 10) and a reversed round range (col 15). */
	BAD(1, 10, "250      0.0   1   2    1    2");
	BAD(1, 15, "250      1.0   3   2    1    2");
}
END_TEST

/* ---- XXP / 260 ---- */

START_TEST(forbidden_xxp)
{
	/* Every pair of a line: 1-2 1-3 2-3, then 4-1. */
	struct trf_doc *doc = DOC("XXP 1 2 3", "XXP 4 1");
	static const int want[][2] = { { 1, 2 }, { 1, 3 }, { 2, 3 }, { 4, 1 } };

	ck_assert_uint_eq(doc->nforbidden, 4);
	for (size_t i = 0; i < 4; i++) {
		ck_assert_int_eq(doc->forbidden[i].a, want[i][0]);
		ck_assert_int_eq(doc->forbidden[i].b, want[i][1]);
		ck_assert_int_eq(doc->forbidden[i].first_round, 0);
		ck_assert_int_eq(doc->forbidden[i].last_round, 0);
	}
	trf_free(doc);

	doc = DOC("012 A");
	ck_assert_uint_eq(doc->nforbidden, 0);
	trf_free(doc);

	/* "x" at col 7. */
	BAD(1, 7, "XXP 1 x");
}
END_TEST

START_TEST(forbidden_260)
{
	/* 260: first round 5-7, last round 9-11, ids 13-16, 18-21, 23-26. */
	struct trf_doc *doc = DOC("260   2   3    1    2    3");
	static const int want[][2] = { { 1, 2 }, { 1, 3 }, { 2, 3 } };

	ck_assert_uint_eq(doc->nforbidden, 3);
	for (size_t i = 0; i < 3; i++) {
		ck_assert_int_eq(doc->forbidden[i].a, want[i][0]);
		ck_assert_int_eq(doc->forbidden[i].b, want[i][1]);
		ck_assert_int_eq(doc->forbidden[i].first_round, 2);
		ck_assert_int_eq(doc->forbidden[i].last_round, 3);
	}
	trf_free(doc);

	/* Mixed with XXP: in file order. */
	doc = DOC("XXP 5 6", "260   1   4    7    8");
	ck_assert_uint_eq(doc->nforbidden, 2);
	ck_assert_int_eq(doc->forbidden[0].a, 5);
	ck_assert_int_eq(doc->forbidden[0].last_round, 0);
	ck_assert_int_eq(doc->forbidden[1].a, 7);
	ck_assert_int_eq(doc->forbidden[1].b, 8);
	ck_assert_int_eq(doc->forbidden[1].first_round, 1);
	ck_assert_int_eq(doc->forbidden[1].last_round, 4);
	trf_free(doc);

	/* Start number "   x" at cols 18-21. */
	BAD(1, 18, "260   2   3    1    x");
}
END_TEST

/* ---- XXZ / 240 ---- */

START_TEST(absences)
{
	/* XXZ: the round to be paired (0), type Z.  240: type col 5,
	 * round 7-9, ids 11-14, 16-19. */
	struct trf_doc *doc = DOC("XXZ 3 4", "240 H 003    1    4",
				  "240 f 002    2");
	static const struct trf_absence want[] = {
		{ 3, 0, 'Z', 1, 5 }, { 4, 0, 'Z', 1, 7 }, { 1, 3, 'H', 2, 11 },
		{ 4, 3, 'H', 2, 16 }, { 2, 2, 'F', 3, 11 },
	};

	ck_assert_uint_eq(doc->nabsences, 5);
	for (size_t i = 0; i < 5; i++) {
		ck_assert_int_eq(doc->absences[i].id, want[i].id);
		ck_assert_int_eq(doc->absences[i].round, want[i].round);
		ck_assert_int_eq(doc->absences[i].type, want[i].type);
		ck_assert_int_eq(doc->absences[i].line, want[i].line);
		ck_assert_int_eq(doc->absences[i].col, want[i].col);
	}
	trf_free(doc);

	BAD(1, 5, "240 X 002    2");		/* type */
	BAD(1, 7, "240 Z 0x2    2");		/* round */
	BAD(1, 7, "XXZ 3 x");
}
END_TEST

START_TEST(unknown_ids_invalid)
{
	/* Forbidden pairs and absences naming a missing player pass the
	 * reader but not validation. */
	struct trf_diag d = { 0 };
	struct trf_doc *doc = DOC(pl(1, "", ""), pl(2, "", ""), "XXP 1  3");

	/* The position of the missing one: line 3, column 8. */
	ck_assert_int_eq(trf_validate(doc, &d), -1);
	ck_assert_int_eq(d.status, TRF_EINVALID);
	ck_assert_int_eq(d.line, 3);
	ck_assert_int_eq(d.col, 8);
	trf_free(doc);

	doc = DOC(pl(1, "", ""), pl(2, "", ""), "XXP   7 2");
	ck_assert_int_eq(trf_validate(doc, &d), -1);
	ck_assert_int_eq(d.line, 3);
	ck_assert_int_eq(d.col, 7);
	trf_free(doc);

	doc = DOC(pl(1, "", ""), pl(2, "", ""), "XXZ 2 5");
	ck_assert_int_eq(trf_validate(doc, &d), -1);
	ck_assert_int_eq(d.status, TRF_EINVALID);
	ck_assert_int_eq(d.line, 3);
	ck_assert_int_eq(d.col, 7);
	trf_free(doc);

	/* 240 T RRR NNNN NNNN: the second start number, cols 16-19. */
	doc = DOC(pl(1, "", ""), pl(2, "", ""), "240 Z 001    1    9");
	ck_assert_int_eq(trf_validate(doc, &d), -1);
	ck_assert_int_eq(d.line, 3);
	ck_assert_int_eq(d.col, 16);
	trf_free(doc);

	/* 260 FFF LLL NNNN NNNN: cols 13-16, 18-21. */
	doc = DOC(pl(1, "", ""), pl(2, "", ""), "260   1   2    8    1");
	ck_assert_int_eq(trf_validate(doc, &d), -1);
	ck_assert_int_eq(d.line, 3);
	ck_assert_int_eq(d.col, 13);
	trf_free(doc);

	doc = DOC(pl(1, "", ""), pl(2, "", ""), "XXP 1 2", "XXZ 2",
		  "240 Z 001    1");
	ck_assert_int_eq(trf_validate(doc, &d), 0);
	trf_free(doc);
}
END_TEST

/* ---- §5.1: rounds paired and the round to pair ---- */

static void rounds(struct trf_doc *doc, int paired, int next)
{
	ck_assert_int_eq(trf_rounds_paired(doc), paired);
	ck_assert_int_eq(trf_round_to_pair(doc), next);
	trf_free(doc);
}

START_TEST(round_after_two)
{
	/* Pairing blocks up to round 2, nothing after: R = 2, pair 3. */
	rounds(DOC(pl(1, "2.0", B1), pl(2, "1.5", B2), pl(3, "0.0", B3),
		   pl(4, "0.5", B4)), 2, 3);
}
END_TEST

START_TEST(round_with_one_absent)
{
	/* Player 3 marked absent for round 3 (0000 - Z): last non-blank
	 * round 3, so R = max(2, 3 - 1) = 2; the others are still to be
	 * paired in round 3. */
	rounds(DOC(pl(1, "2.0", B1), pl(2, "1.5", B2),
		   pl(3, "0.0", B3 "  0000 - Z"), pl(4, "0.5", B4)), 2, 3);
}
END_TEST

START_TEST(round_everyone_out)
{
	/* Every player has a non-pairing block in round 3 (H, F, Z and
	 * legacy 0000 - -): round 3 is complete, round 4 is paired. */
	rounds(DOC(pl(1, "2.5", B1 "  0000 - H"), pl(2, "2.5", B2 "  0000 - F"),
		   pl(3, "0.0", B3 "  0000 - Z"), pl(4, "0.5", B4 "  0000 - -")),
	       2, 4);
	/* The same before round 1. */
	rounds(DOC(pl(1, "0.0", "0000 - Z"), pl(2, "0.5", "0000 - H")), 0, 2);
}
END_TEST

START_TEST(round_none)
{
	rounds(DOC(pl(1, "", ""), pl(2, "", "")), 0, 1);
	/* Only one player asked for a bye in round 1: R = max(0, 0), and
	 * round 1 is still to be paired for the other. */
	rounds(DOC(pl(1, "0.5", "0000 - H"), pl(2, "", "")), 0, 1);
	/* No players at all. */
	rounds(DOC("012 A"), 0, 1);
}
END_TEST

START_TEST(round_pab_pairs)
{
	/* A PAB (U, or legacy 0000 - +) in round 3 is a pairing block, so
	 * round 3 is paired even though nobody else has a round 3 block. */
	rounds(DOC(pl(1, "3.0", B1 "  0000 - U"), pl(2, "1.5", B2),
		   pl(3, "0.0", B3), pl(4, "0.5", B4)), 3, 4);
	rounds(DOC(pl(1, "3.0", B1 "  0000 - +"), pl(2, "1.5", B2),
		   pl(3, "0.0", B3), pl(4, "0.5", B4)), 3, 4);
}
END_TEST

START_TEST(round_gap)
{
	/* Player 1: blank round 3 followed by a bye in round 4; last
	 * pairing round 2, last non-blank round 4: R = max(2, 3) = 3. */
	rounds(DOC(pl(1, "2.5", B1 "            0000 - H"), pl(2, "1.5", B2),
		   pl(3, "0.0", B3), pl(4, "0.5", B4)), 3, 4);
}
END_TEST

Suite *suite_trf_ext(void)
{
	Suite *s = suite_create("trf_ext");
	TCase *tc = tcase_create("records");

	tcase_add_test(tc, rounds_xxr_142);
	tcase_add_test(tc, colour_and_rank);
	tcase_add_test(tc, accel_xxa);
	tcase_add_test(tc, accel_250);
	tcase_add_test(tc, forbidden_xxp);
	tcase_add_test(tc, forbidden_260);
	tcase_add_test(tc, absences);
	tcase_add_test(tc, unknown_ids_invalid);
	suite_add_tcase(s, tc);

	tc = tcase_create("round_to_pair");
	tcase_add_test(tc, round_after_two);
	tcase_add_test(tc, round_with_one_absent);
	tcase_add_test(tc, round_everyone_out);
	tcase_add_test(tc, round_none);
	tcase_add_test(tc, round_pab_pairs);
	tcase_add_test(tc, round_gap);
	suite_add_tcase(s, tc);
	return s;
}
