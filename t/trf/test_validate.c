/*
 * test_validate.c - consistency checks of trf_validate() (trf-format.md
 * §3.2): each error with its line and column and TRF_EINVALID.
 *
 * The documents are built from a header and `001' lines in the standard
 * layout; round r's block starts at col b = 92 + 10(r-1), its colour is
 * at b+5 and its result at b+7:
 *   round 1: 92, 97, 99   round 2: 102, 107, 109   round 3: 112, 117, 119
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/trf_lines.h"
#include "trf/trf.h"

Suite *suite_trf_validate(void);

/* The lines are read and validated without complaint. */
#define VALID(...) check_valid(LINES(__VA_ARGS__), NLINES(__VA_ARGS__))
/* The lines are read, and validation fails at line/col. */
#define INVALID(line, col, ...) \
	check_invalid(LINES(__VA_ARGS__), NLINES(__VA_ARGS__), (line), (col))

static void check_valid(const char *const *lines, size_t n)
{
	struct trf_diag d = { 0 };
	struct trf_doc *doc = build(&d, lines, n);

	ck_assert_msg(doc != NULL, "read %d:%d: %s", d.line, d.col, d.msg);
	ck_assert_msg(trf_validate(doc, &d) == 0, "%d:%d: %s", d.line, d.col,
		      d.msg);
	trf_free(doc);
}

static void check_invalid(const char *const *lines, size_t n, int line,
			  int col)
{
	struct trf_diag d = { 0 };
	struct trf_doc *doc = build(&d, lines, n);

	ck_assert_msg(doc != NULL, "read %d:%d: %s", d.line, d.col, d.msg);
	ck_assert_int_eq(trf_validate(doc, &d), -1);
	ck_assert_int_eq(d.status, TRF_EINVALID);
	ck_assert_str_eq(d.file, "mem.trf");
	ck_assert_msg(d.line == line && d.col == col,
		      "want %d:%d, got %d:%d: %s", line, col, d.line, d.col,
		      d.msg);
	trf_free(doc);
}

/*
 * Line 1 "012 Test", line 2 "XXR 3", players 1-4 on lines 3-6, after:
 *   round 1: 1 (w) - 3 (b) 1-0,  2 (w) - 4 (b) ½-½
 *   round 2: 4 (w) - 1 (b) 0-1,  3 (w) - 2 (b) 0-1
 * Points 2.0, 1.5, 0.0, 0.5.
 */
#define H1 "012 Test"
#define H2 "XXR 3"
#define B1 "   3 w 1     4 b 1"
#define B2 "   4 w =     3 b 1"
#define B3 "   1 b 0     2 w 0"
#define B4 "   2 b =     1 w 0"

START_TEST(valid_base)
{
	VALID(H1, H2, pl(1, "2.0", B1), pl(2, "1.5", B2), pl(3, "0.0", B3),
	      pl(4, "0.5", B4));
	/* Players in any order; blank points with no results. */
	VALID(pl(2, "", ""), pl(1, "", ""));
	/* Upper-case colours and lower-case results. */
	VALID(pl(1, "1.0", "   2 W w"), pl(2, "0.0", "   1 B l"));
	/* Forfeit with colours, forfeit without colour (FIDE example),
	 * double forfeit. */
	VALID(pl(1, "1.0", "   2 w +"), pl(2, "0.0", "   1 b -"));
	VALID(pl(1, "1.0", "   2 - +"), pl(2, "0.0", "   1 - -"));
	VALID(pl(1, "0.0", "   2 w -"), pl(2, "0.0", "   1 b -"));
	/* Every bye and absence form (§3.1): U 1 + H ½ + F 1 + Z 0 +
	 * legacy U 1 = 3.5; legacy Z 0 + legacy H ½ + 0000 with blank
	 * result 0 + z 0 + h ½ = 1.0. */
	VALID(pl(1, "3.5", "0000 - U  0000 - H  0000 - F  0000 - Z  0000 - +"),
	      pl(2, "1.0", "0000 - -  0000 - =  0000      0000 - z  0000 - h"));
}
END_TEST

START_TEST(fixtures)
{
	static const struct { const char *file; int line, col; } cases[] = {
		/* §9 example, LF and CR, and with BBW 3.0 BBD 1.0. */
		{ "fixtures/trf/good.trf", 0, 0 },
		{ "fixtures/trf/good-cr.trf", 0, 0 },
		{ "fixtures/trf/good-310.trf", 0, 0 },
		/* Players on lines 14-19. */
		/* 1 lists 5 in round 2 (col 102); 5 has 0000 - H there. */
		{ "fixtures/trf/bad-asymmetric.trf", 14, 102 },
		/* 1 (w) and 4 (w) in round 1: reported on 1, col 97. */
		{ "fixtures/trf/bad-colours.trf", 14, 97 },
		/* Second start number 2 on line 19. */
		{ "fixtures/trf/bad-duplicate.trf", 19, 5 },
		/* 7 of 6 players, line 19. */
		{ "fixtures/trf/bad-gap.trf", 19, 5 },
		/* 3 (line 16) plays 9 in round 1. */
		{ "fixtures/trf/bad-noopponent.trf", 16, 92 },
		/* 2 (line 15) has 2.5 for ½ + 1. */
		{ "fixtures/trf/bad-points.trf", 15, 81 },
		/* 1 won, 4 won, round 1: on line 14, col 99. */
		{ "fixtures/trf/bad-results.trf", 14, 99 },
		/* XXR 1 with round 2 on every line: first at line 14, col 102. */
		{ "fixtures/trf/bad-xxr.trf", 14, 102 },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct trf_diag d = { 0 };
		struct trf_doc *doc = trf_read_file(cases[i].file, &d);
		ck_assert_msg(doc != NULL, "%s: %s", cases[i].file, d.msg);
		int rc = trf_validate(doc, &d);
		if (cases[i].line == 0) {
			ck_assert_msg(rc == 0, "%s:%d:%d: %s", cases[i].file,
				      d.line, d.col, d.msg);
		} else {
			ck_assert_int_eq(rc, -1);
			ck_assert_int_eq(d.status, TRF_EINVALID);
			ck_assert_str_eq(d.file, cases[i].file);
			ck_assert_msg(d.line == cases[i].line && d.col == cases[i].col,
				      "%s: want %d:%d, got %d:%d: %s", cases[i].file,
				      cases[i].line, cases[i].col, d.line, d.col, d.msg);
		}
		trf_free(doc);
	}
}
END_TEST

START_TEST(start_numbers)
{
	/* Duplicate: the second 2 (line 3). */
	INVALID(3, 5, pl(1, "", ""), pl(2, "", ""), pl(2, "", ""));
	/* Gap: 1, 2, 4 of 3 players; reported at 4 (line 4). */
	INVALID(4, 5, H1, pl(1, "", ""), pl(2, "", ""), pl(4, "", ""));
	/* Starting at 2: 3 is the first number above 2 players (line 2). */
	INVALID(2, 5, pl(2, "", ""), pl(3, "", ""));
	/* With XXC rank any distinct numbers are fine ... */
	VALID("XXC rank", pl(10, "", ""), pl(4, "", ""), pl(7, "1.0", "0000 - U"));
	/* ... but not duplicates. */
	INVALID(4, 5, "XXC rank", pl(10, "", ""), pl(4, "", ""), pl(10, "", ""));
}
END_TEST

START_TEST(opponents)
{
	/* Unknown opponent 9 in round 1 of player 1 (line 3). */
	INVALID(3, 92, H1, H2, pl(1, "2.0", "   9 w 1     4 b 1"),
		pl(2, "1.5", B2), pl(3, "0.0", B3), pl(4, "0.5", B4));
	/* Self-pairing: 2 plays 2 in round 2 (line 4, col 102). */
	INVALID(4, 102, H1, H2, pl(1, "2.0", B1), pl(2, "1.5", "   4 w =     2 b 1"),
		pl(3, "0.0", B3), pl(4, "0.5", B4));
	/* Asymmetric: 1 lists 4 in round 2, but 4 has 0000 - Z. */
	INVALID(3, 102, H1, H2, pl(1, "2.0", B1), pl(2, "1.5", B2),
		pl(3, "0.0", B3), pl(4, "0.5", "   2 b =  0000 - Z"));
	/* Asymmetric: 4 lists 3 in round 2 instead of 1, found on 1. */
	INVALID(3, 102, H1, H2, pl(1, "2.0", B1), pl(2, "1.5", B2),
		pl(3, "0.0", B3), pl(4, "0.5", "   2 b =     3 w 0"));
	/* Asymmetric: 3 lists 1 in round 3, 1 has only two rounds. */
	INVALID(5, 112, H1, H2, pl(1, "2.0", B1), pl(2, "1.5", B2),
		pl(3, "0.0", B3 "     1 w 0"), pl(4, "0.5", B4));
}
END_TEST

START_TEST(colours)
{
	/* Same colours: 2 (w) and 4 (w) in round 1, found on 2 (line 4). */
	INVALID(4, 97, H1, H2, pl(1, "2.0", B1), pl(2, "1.5", B2),
		pl(3, "0.0", B3), pl(4, "0.5", "   2 w =     1 w 0"));
	/* w against W is the same colour. */
	INVALID(1, 97, pl(1, "1.0", "   2 w 1"), pl(2, "0.0", "   1 W 0"));
	/* Played game without colour (round 1 of player 1). */
	INVALID(3, 97, H1, H2, pl(1, "2.0", "   3 - 1     4 b 1"),
		pl(2, "1.5", B2), pl(3, "0.0", "   1 - 0     2 w 0"),
		pl(4, "0.5", B4));
	/* ... also for W/D/L. */
	INVALID(1, 97, pl(1, "0.5", "   2 - D"), pl(2, "0.5", "   1 b D"));
	/* Colour without opponent: 4 has "0000 w Z" in round 3. */
	INVALID(6, 117, H1, H2, pl(1, "2.0", B1), pl(2, "1.5", B2),
		pl(3, "0.0", B3), pl(4, "0.5", B4 "  0000 w Z"));
	INVALID(1, 97, pl(1, "1.0", "0000 b U"));
}
END_TEST

START_TEST(results)
{
	/* Both won round 1 (1-1): on player 1, col 99. */
	INVALID(3, 99, H1, H2, pl(1, "2.0", B1), pl(2, "1.5", B2),
		pl(3, "1.0", "   1 b 1     2 w 0"), pl(4, "0.5", B4));
	/* Draw against a loss, round 2 of player 2 (line 4, col 109). */
	INVALID(4, 109, H1, H2, pl(1, "2.0", B1), pl(2, "1.0", "   4 w =     3 b ="),
		pl(3, "0.0", B3), pl(4, "0.5", B4));
	/* W against 0: not complementary (W goes with L). */
	INVALID(1, 99, pl(1, "1.0", "   2 w W"), pl(2, "0.0", "   1 b 0"));
	/* + against +. */
	INVALID(1, 99, pl(1, "1.0", "   2 w +"), pl(2, "1.0", "   1 b +"));
	/* A game result without opponent: "0000 - 1" for player 3 in
	 * round 3 (line 5, col 119). */
	INVALID(5, 119, H1, H2, pl(1, "2.0", B1), pl(2, "1.5", B2),
		pl(3, "0.0", B3 "  0000 - 1"), pl(4, "0.5", B4));
	INVALID(1, 99, pl(1, "0.5", "0000 - D"));
	/* A bye code with an opponent: "   2 w U". */
	INVALID(1, 99, pl(1, "1.0", "   2 w U"), pl(2, "0.0", "   1 b 0"));
}
END_TEST

START_TEST(points)
{
	/* 2 has 2.5 for ½ + 1 = 1.5: line 4, col 81. */
	INVALID(4, 81, H1, H2, pl(1, "2.0", B1), pl(2, "2.5", B2),
		pl(3, "0.0", B3), pl(4, "0.5", B4));
	/* Blank points with results that sum to 1.0: not given, the
	 * reader computes them (issue 25; t/trf/test_repair.c). */
	VALID(pl(1, "", "   2 w 1"), pl(2, "", "   1 b 0"));
	/* Blank points with results that sum to 0 are fine. */
	VALID(pl(1, "1.0", "   2 w 1"), pl(2, "", "   1 b 0"));
}
END_TEST

START_TEST(points_310)
{
	/* 3-1-0 (XXS W=3 D=1): 1: 3+3 = 6.0, 2: 1+3 = 4.0, 3: 0,
	 * 4: 1+0 = 1.0. */
	VALID(H1, H2, "XXS W=3 D=1", pl(1, "6.0", B1), pl(2, "4.0", B2),
	      pl(3, "0.0", B3), pl(4, "1.0", B4));
	/* The same with BBx (line 3 and 4). */
	VALID(H1, H2, "BBW  3.0", "BBD  1.0", pl(1, "6.0", B1), pl(2, "4.0", B2),
	      pl(3, "0.0", B3), pl(4, "1.0", B4));
	/* ... and 162. */
	VALID(H1, H2, "162  W 3.0    D 1.0", pl(1, "6.0", B1), pl(2, "4.0", B2),
	      pl(3, "0.0", B3), pl(4, "1.0", B4));
	/* Points under 1-½-0 in a 3-1-0 file: player 1 (line 4) has 2.0. */
	INVALID(4, 81, H1, H2, "XXS W=3 D=1", pl(1, "2.0", B1), pl(2, "4.0", B2),
		pl(3, "0.0", B3), pl(4, "1.0", B4));
	/* 3-1-0 points in a file without a point system: 6.0 on line 3. */
	INVALID(3, 81, H1, H2, pl(1, "6.0", B1), pl(2, "4.0", B2),
		pl(3, "0.0", B3), pl(4, "1.0", B4));
	/* PAB: 1 under XXS W=3 D=1 (PAB keeps its default), 3 with BBW 3.0
	 * (PAB = BBW). */
	VALID("XXS W=3 D=1", pl(1, "1.0", "0000 - U"));
	INVALID(2, 81, "XXS W=3 D=1", pl(1, "3.0", "0000 - U"));
	VALID("BBW  3.0", pl(1, "3.0", "0000 - U"));
}
END_TEST

START_TEST(points_pending_bye)
{
	/* Player 3 asked for a half-point bye in round 3, the round to be
	 * paired: points with it (0.5) or without it (0.0) are both right. */
	VALID(H1, H2, pl(1, "2.0", B1), pl(2, "1.5", B2),
	      pl(3, "0.5", B3 "  0000 - H"), pl(4, "0.5", B4));
	VALID(H1, H2, pl(1, "2.0", B1), pl(2, "1.5", B2),
	      pl(3, "0.0", B3 "  0000 - H"), pl(4, "0.5", B4));
	/* A full-point bye: 1.0 or 0.0; 0.5 is wrong (line 5). */
	VALID(H1, H2, pl(1, "2.0", B1), pl(2, "1.5", B2),
	      pl(3, "1.0", B3 "  0000 - F"), pl(4, "0.5", B4));
	INVALID(5, 81, H1, H2, pl(1, "2.0", B1), pl(2, "1.5", B2),
		pl(3, "0.5", B3 "  0000 - F"), pl(4, "0.5", B4));
	/* A bye in a round already paired must be counted: player 3 had
	 * an H in round 2 (as 0000 - H) and round 3 is to be paired. */
	INVALID(5, 81, H1, H2, pl(1, "1.0", "   3 w 1     2 b 0"),
		pl(2, "1.0", "   4 w 0     1 w 1"),
		pl(3, "0.0", "   1 b 0  0000 - H"),
		pl(4, "1.5", "   2 b 1  0000 - H"));
}
END_TEST

START_TEST(more_rounds_than_xxr)
{
	/* XXR 1 (line 2) and two rounds: first at player 1 (line 3),
	 * round 2 at col 102. */
	INVALID(3, 102, H1, "XXR 1", pl(1, "2.0", B1), pl(2, "1.5", B2),
		pl(3, "0.0", B3), pl(4, "0.5", B4));
	/* 142 2 and a bye entered for round 3 on player 4 (line 6). */
	INVALID(6, 112, H1, "142 2", pl(1, "2.0", B1), pl(2, "1.5", B2),
		pl(3, "0.0", B3), pl(4, "0.5", B4 "  0000 - Z"));
	/* Exactly XXR rounds is fine. */
	VALID(H1, "XXR 2", pl(1, "2.0", B1), pl(2, "1.5", B2),
	      pl(3, "0.0", B3), pl(4, "0.5", B4));
}
END_TEST

START_TEST(one_pab_per_round)
{
	/* trf(5): at most one pairing-allocated bye (U) per round.  Five
	 * players, round 1: 1-2, 3-4 and U for 5; round 2 gives U to 3 and
	 * also to 5 (line 6, the second U of the round, result col 109). */
	INVALID(6, 109, H1, pl(1, "1.0", "   2 w 1     4 b 0"),
		pl(2, "0.0", "   1 b 0     0 - -"), pl(3, "1.0", "   4 w 0  0000 - U"),
		pl(4, "2.0", "   3 b 1     1 w 1"), pl(5, "2.0", "0000 - U  0000 - U"));
	/* The legacy "0000 - +" is a PAB too (trf-format.md §5.1). */
	INVALID(6, 99, H1, pl(1, "1.0", "0000 - +"), pl(2, "0.0", "   4 b 0"),
		pl(3, "0.0", "0000 - Z"), pl(4, "1.0", "   2 w 1"),
		pl(5, "1.0", "0000 - U"));
	/* One U a round, in round 1 and in round 2, is fine; other byes
	 * (H, F, Z) are not limited. */
	VALID(H1, pl(1, "2.0", "   2 w 1  0000 - U"), pl(2, "1.0", "   1 b 0     3 w 1"),
	      pl(3, "1.0", "0000 - U     2 b 0"), pl(4, "1.0", "0000 - F  0000 - Z"),
	      pl(5, "1.0", "0000 - H  0000 - H"));
}
END_TEST

Suite *suite_trf_validate(void)
{
	Suite *s = suite_create("trf_validate");
	TCase *tc = tcase_create("validate");

	tcase_add_test(tc, valid_base);
	tcase_add_test(tc, fixtures);
	tcase_add_test(tc, start_numbers);
	tcase_add_test(tc, opponents);
	tcase_add_test(tc, colours);
	tcase_add_test(tc, results);
	tcase_add_test(tc, points);
	tcase_add_test(tc, points_310);
	tcase_add_test(tc, points_pending_bye);
	tcase_add_test(tc, more_rounds_than_xxr);
	tcase_add_test(tc, one_pab_per_round);
	suite_add_tcase(s, tc);
	return s;
}
