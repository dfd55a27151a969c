/*
 * test_verify_dubov1997.c - the Dubov 1997 verifier on recorded rounds
 * written in memory (support/dubov1997_fixture.h): the last round of
 * each tournament breaks one article, worked by hand, and the verifier
 * must name it, with the players, in that round; the round the text
 * gives must comply.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "support/dubov1997_fixture.h"
#include "verify_dubov_1997/verify_dubov_1997.h"

Suite *suite_verify_dubov1997(void);

#define N(...) ((const int[]){ __VA_ARGS__ })
#define H(...) ((const char *const[]){ __VA_ARGS__ })

static char *out;

/* Verify the last round of the spec; the findings text in out. */
static int check_last(const struct d97spec *s, int explain)
{
	struct verify_options vo = { 0, explain, 1997, 0 };
	size_t len = 0;

	d97_load(s);
	free(out);
	out = NULL;
	FILE *f = open_memstream(&out, &len);
	ck_assert(f != NULL);
	int n = verify_dubov1997_round(dfx_tm, dfx_tm->rounds, &vo, f);
	fclose(f);
	return n;
}

static void has(const char *line)
{
	ck_assert_msg(strstr(out, line) != NULL, "missing \"%s\" in:\n%s", line, out);
}

/* The recorded round of s breaks a rule; the report has line. */
static void finds(const struct d97spec *s, const char *line)
{
	ck_assert_int_gt(check_last(s, 0), 0);
	has(line);
}

/* Round r, the recorded round of s, complies. */
static void complies(const struct d97spec *s, int r)
{
	char want[32];

	ck_assert_int_eq(check_last(s, 0), 0);
	snprintf(want, sizeof(want), "round %d: complies\n", r);
	has(want);
}

static void teardown(void)
{
	free(out);
	out = NULL;
	dfx_teardown();
}

/* 2.1: round 2 repeats 1-3 of round 1. */
START_TEST(finds_rematch)
{
	struct d97spec s = { 5, 'w', NULL, 4, N(2400, 2300, 2200, 2100), 2, H("", "", "", ""),
			     H("1-3:= 4-2:=", "3-1:= 2-4:="), NULL };
	finds(&s, "round 2: group 0.5: 2.1: 3-1: they have played each other\n");
}
END_TEST

/* The round by the text (2-1, 3-4: see t0025) complies. */
START_TEST(text_round_complies)
{
	struct d97spec s = { 5, 'w', NULL, 4, N(2400, 2300, 2200, 2100), 2, H("", "", "", ""),
			     H("1-3:= 4-2:=", "2-1:= 3-4:="), NULL };
	complies(&s, 2);
}
END_TEST

/* 2.3: 1 is at -2 (Black, Black, White, Black) and gets Black. */
START_TEST(finds_colour_difference)
{
	struct d97spec s = { 9, 'w', NULL, 2, N(2000, 2100), 5,
			     H("1b=1500 2b=1500 3w=1500 4b=1500", "1w=1500"),
			     H(NULL, NULL, NULL, NULL, "2-1:="), NULL };
	finds(&s, "round 5: group 2: 2.3: 2-1: 1's colour difference becomes -3\n");
}
END_TEST

/* 2.4: 1 had Black twice running (after White) and gets Black again. */
START_TEST(finds_third_colour)
{
	struct d97spec s = { 9, 'w', NULL, 2, N(2000, 2100), 4,
			     H("1w=1500 2b=1500 3b=1500", "1w=1500"),
			     H(NULL, NULL, NULL, "2-1:="), NULL };
	finds(&s, "round 4: group 1.5: 2.4: 2-1: 1 gets Black a third time in a row\n");
}
END_TEST

/*
 * 2.2 and 4: the players of test_dubov1997_rules.c, bye_not_after_
 * forfeit_win, with round 3 recorded as 3-2, 1-4 and the bye to 5 (who
 * won by forfeit): 2.2 for the bye, and 4: the text gives it to 4.
 */
START_TEST(finds_bye_after_free_point)
{
	struct d97spec s = { 9, 'w', NULL, 5, N(2400, 2300, 2200, 2100, 2000), 3,
			     H("1w11500 2b01500", "1b01500 2w11500", "1w01500 2b11500",
			       "1b11500 2w01500", "1w+2900 2w01500"),
			     H(NULL, NULL, "3-2:= 1-4:= 5:U"), NULL };
	finds(&s, "round 3: group 1: 2.2: the PAB goes to 5, who has had a point without playing\n");
	has("round 3: group 1: 4: the PAB goes to 4,");
}
END_TEST

/* 4: 5 players, the bye to 3 instead of 5 (lowest group, lowest R; see
 * bye_lowest_group_lowest_rating): 4 names 5. */
START_TEST(finds_moved_bye)
{
	struct d97spec s = { 9, 'w', NULL, 5, N(2400, 2300, 2200, 2100, 2000), 2,
			     H("1w11500", "1b11500", "1w01500", "1b01500", "1w01500"),
			     H(NULL, "2-1:= 4-5:= 3:U"), NULL };
	finds(&s, "round 2: group 0: 4: the PAB goes to 5, the first by 4 whose absence leaves the "
	    "round pairable; the file gives it to 3\n");
}
END_TEST

/* 3: 1 (due White) and 2 (due Black) recorded 2-1. */
START_TEST(finds_colours)
{
	struct d97spec s = { 9, 'w', NULL, 2, N(2000, 2100), 3,
			     H("1w=1500 2b=1500", "1b=1500 2w=1500"), H(NULL, NULL, "2-1:="), NULL };
	finds(&s, "round 3: group 1: 3: 2-1: 1 should have White (3 (due colours))\n");
}
END_TEST

/* 5: round 1 of four players recorded 1-2 3-4 instead of 1-3 4-2. */
START_TEST(finds_round_one)
{
	struct d97spec s = { 9, 'w', NULL, 4, N(2400, 2300, 2200, 2100), 1, H("", "", "", ""),
			     H("1-2:= 3-4:="), NULL };
	finds(&s, "round 1: 5: pair 1 of the halves is 1-3\n");
	has("round 1: 5: pair 2 of the halves is 4-2\n");
}
END_TEST

/*
 * 6.3: the 6.2 table with 1 and 7 forbidden (improvement_first_black_
 * below: 1-8 2-7 3-9 ...), recorded 1-9 2-7 3-8 4-10 5-11 6-12: legal,
 * but the text pairs 1 with the first Black below he may meet, 8.
 */
START_TEST(finds_improvement)
{
	static const char *const hist[] = {
		"1b=2310",
		"1b=2318 2w=2318 3b=2318 4w=2319 5b=2319",
		"1b=2322 2w=2322 3b=2323",
		"1b=2333 2w=2334 3b=2334",
		"1w=2340 2b=2341",
		"1b=2344 2w=2345 3b=2345 4w=2344 5b=2345",
		"1w=1510", "1w=1520", "1w=1530", "1w=1540", "1w=1550", "1w=1560",
	};
	struct d97spec s = { 9, 'w', "XXP 1 7\n", 12,
			     N(2200, 2190, 2180, 2170, 2160, 2150, 2380, 2365, 2300, 2280, 2260, 2250),
			     6, hist,
			     H(NULL, NULL, NULL, NULL, NULL, "1-9:= 2-7:= 3-8:= 4-10:= 5-11:= 6-12:="),
			     NULL };
	finds(&s, "round 6: group 2.5: 6.3: the text pairs 1-8 where the file has 1 with 9 and 8 with 3\n");
}
END_TEST

/*
 * 6.2/6.3 with the look-ahead: six players on 0.5 after round 1.  Due
 * White 1, 2, 3 (Black in round 1 against 1500, 1600, 1700: ARO up),
 * due Black 4, 5, 6 (R down): rows 1-4, 2-5, 3-6.  XXP: neither 2 nor 3
 * may meet 6, so 6 must go to row 1: 1-4 and 1-5 leave rows 2 and 3 no
 * pairing, 1-6 does (6.3, the first Black below).  Then row 2 takes the
 * first Black that leaves row 3 a partner: 4 (3-5).  The text: 1-6,
 * 2-4, 3-5, all colours due.
 */
static const char *const rows_hist[] = {
	"1b=1500", "1b=1600", "1b=1700", "1w=1500", "1w=1500", "1w=1500",
};
#define ROWS_SPEC(recorded) { 9, 'w', "XXP 2 6\nXXP 3 6\n", 6, \
			      N(2050, 2040, 2030, 2100, 2000, 1900), 2, rows_hist, \
			      H(NULL, recorded), NULL }

START_TEST(rows_look_ahead_complies)
{
	struct d97spec s = ROWS_SPEC("1-6:= 2-4:= 3-5:=");
	complies(&s, 2);
}
END_TEST

/* The same recorded 1-6, 2-5, 3-4 (legal too): row 2 takes 4 first. */
START_TEST(rows_look_ahead)
{
	struct d97spec s = ROWS_SPEC("1-6:= 2-5:= 3-4:=");
	finds(&s, "round 2: group 0.5: 6.3: the text pairs 2-4 where the file has 2 with 5 and 4 with 3\n");
}
END_TEST

/* Round 1 of transfer_72_odd_group (test_dubov1997_groups.c), round 2
 * as recorded. */
#define TRANSFER_SPEC(recorded) { 5, 'w', NULL, 6, N(2400, 2300, 2200, 2100, 2000, 1900), 2, \
				  H("1w11500", "1w11500", "1b11800", "1w01500", "1b01700", \
				    "1b01600"), \
				  H(NULL, recorded), NULL }

/*
 * 7.2: transfer_72_odd_group (5-1 3-2 6-4) recorded with 6 transferred
 * instead of 5: 6-1 3-2 5-4.
 */
START_TEST(finds_transfer)
{
	struct d97spec s = TRANSFER_SPEC("6-1:= 3-2:= 5-4:=");
	finds(&s, "round 2: group 1: 7.2: the text pairs 5-1 where the file has 1 with 6 and 5 with 4\n");
}
END_TEST

/* --explain: the columns and the pairs of each group, and why. */
START_TEST(explains_groups)
{
	struct d97spec s = TRANSFER_SPEC("5-1:= 3-2:= 6-4:=");
	ck_assert_int_eq(check_last(&s, 1), 0);
	has("round 2: group 1: explain: 6.2: White 5 3 / Black 1 2\n");
	has("round 2: group 1: explain: 7.2: 5-1 (colours by 3 (due colours))\n");
	has("round 2: group 0: explain: 6.2: 6-4 (colours by 3 (due colours))\n");
	has("round 2: complies\n");
}
END_TEST

Suite *suite_verify_dubov1997(void)
{
	Suite *s = suite_create("verify_dubov1997");
	TCase *tc = tcase_create("findings");

	tcase_add_checked_fixture(tc, NULL, teardown);
	tcase_add_test(tc, finds_rematch);
	tcase_add_test(tc, text_round_complies);
	tcase_add_test(tc, finds_colour_difference);
	tcase_add_test(tc, finds_third_colour);
	tcase_add_test(tc, finds_bye_after_free_point);
	tcase_add_test(tc, finds_moved_bye);
	tcase_add_test(tc, finds_colours);
	tcase_add_test(tc, finds_round_one);
	tcase_add_test(tc, finds_improvement);
	tcase_add_test(tc, rows_look_ahead_complies);
	tcase_add_test(tc, rows_look_ahead);
	tcase_add_test(tc, finds_transfer);
	tcase_add_test(tc, explains_groups);
	suite_add_tcase(s, tc);
	return s;
}
