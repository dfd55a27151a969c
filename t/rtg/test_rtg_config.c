/*
 * test_rtg_config.c - the generator's config file (engine-cli.md §5.1):
 * every key, comments and line ends, and every kind of error with its
 * line and exit status.
 */
#include <check.h>
#include <string.h>

#include "rtg/rtg.h"

Suite *suite_rtg_config(void);

static int parse(const char *text, struct rtg_config *c, struct trf_diag *d)
{
	memset(c, 0, sizeof(*c));
	memset(d, 0, sizeof(*d));
	return rtg_config_parse(text, strlen(text), "cfg", c, d);
}

START_TEST(every_key)
{
	struct rtg_config c;
	struct trf_diag d;
	static const char text[] =
		"# a comment\n"
		"PlayersNumber=40\r\n"
		"\n"
		"  RoundsNumber = 7  \r"
		"DrawPercentage=33.5\n"
		"ForfeitRate=12\n"
		"RetiredRate=50\n"
		"HalfPointByeRate=20\n"
		"HighestRating=2600\n"
		"LowestRating=1800\n"
		"PointsForWin=3\n"
		"PointsForDraw=1.0\n"
		"PointsForLoss=0.50\n"
		"PointsForZPB=.5\n"
		"PointsForForfeitLoss=0\n"
		"! also a comment\n"
		"PointsForPAB=2.5";
	static const int want[RTG_NKEYS] = { 40, 7, 335, 12, 50, 20, 2600, 1800,
					     30, 10, 5, 5, 0, 25 };

	ck_assert_msg(parse(text, &c, &d) == 0, "%d: %s", d.line, d.msg);
	for (int k = 0; k < RTG_NKEYS; k++) {
		ck_assert_msg(c.given[k], "%s not given", rtg_key_name(k));
		ck_assert_int_eq(c.value[k], want[k]);
	}
	/* Line numbers count CRLF, CR and LF as one line end each. */
	ck_assert_int_eq(c.given[RTG_ROUNDS], 4);
	ck_assert_int_eq(c.given[RTG_DRAW], 5);
}
END_TEST

START_TEST(absent_keys_and_aliases)
{
	struct rtg_config c;
	struct trf_diag d;

	ck_assert_int_eq(parse("", &c, &d), 0);
	for (int k = 0; k < RTG_NKEYS; k++)
		ck_assert_int_eq(c.given[k], 0);
	/* bbp accepts the misspelling of the JaVaFo 1.4 manual. */
	ck_assert_int_eq(parse("HalfPointByteRate=9\n", &c, &d), 0);
	ck_assert_int_eq(c.value[RTG_HPB], 9);
	/* 0 switches forfeits, retirements and byes off. */
	ck_assert_int_eq(parse("ForfeitRate=0\nRetiredRate=0\nHalfPointByeRate=0\n", &c, &d), 0);
	ck_assert(c.given[RTG_FORFEIT] && c.value[RTG_FORFEIT] == 0);
	/* Later lines win, as in Java property files. */
	ck_assert_int_eq(parse("PlayersNumber=10\nPlayersNumber=12\n", &c, &d), 0);
	ck_assert_int_eq(c.value[RTG_PLAYERS], 12);
}
END_TEST

struct bad {
	const char *text;
	int line, col, status;
	const char *msg;
};

static const struct bad bads[] = {
	{ "PlayersNumber=10\nColour=white\n", 2, 1, TRF_EINVALID, "unknown key 'Colour'" },
	{ "playersnumber=10\n", 1, 1, TRF_EINVALID, "unknown key" },
	{ "\n  PlayersNumber 10\n", 2, 3, TRF_EINVALID, "expected Key=Value" },
	{ "PlayersNumber=ten\n", 1, 15, TRF_EINVALID, "PlayersNumber: 'ten' is not" },
	{ "PlayersNumber=1\n", 1, 15, TRF_EINVALID, "PlayersNumber: '1'" },
	{ "PlayersNumber=\n", 1, 15, TRF_EINVALID, "PlayersNumber: ''" },
	{ "PlayersNumber=10000\n", 1, 15, TRF_ELIMIT, "too large" },
	{ "RoundsNumber=0\n", 1, 14, TRF_EINVALID, "RoundsNumber" },
	{ "RoundsNumber=100\n", 1, 14, TRF_ELIMIT, "RoundsNumber" },
	{ "RoundsNumber=5x\n", 1, 14, TRF_EINVALID, "RoundsNumber" },
	{ "DrawPercentage=101\n", 1, 16, TRF_EINVALID, "DrawPercentage" },
	{ "DrawPercentage=33.33\n", 1, 16, TRF_EINVALID, "DrawPercentage" },
	{ "DrawPercentage=-5\n", 1, 16, TRF_EINVALID, "DrawPercentage" },
	{ "ForfeitRate=-1\n", 1, 13, TRF_EINVALID, "ForfeitRate" },
	{ "ForfeitRate=1.5\n", 1, 13, TRF_EINVALID, "ForfeitRate" },
	{ "RetiredRate=1\n", 1, 13, TRF_EINVALID, "RetiredRate: '1'" },
	{ "HalfPointByeRate=x\n", 1, 18, TRF_EINVALID, "HalfPointByeRate" },
	{ "HighestRating=0\n", 1, 15, TRF_EINVALID, "HighestRating" },
	{ "LowestRating=10000\n", 1, 14, TRF_ELIMIT, "LowestRating" },
	{ "HighestRating=1800\nLowestRating=2000\n", 2, 0, TRF_EINVALID,
	  "HighestRating 1800 is below LowestRating 2000" },
	{ "PointsForWin=1.25\n", 1, 14, TRF_EINVALID, "PointsForWin" },
	{ "PointsForDraw=-0.5\n", 1, 15, TRF_EINVALID, "PointsForDraw" },
	{ "PointsForLoss=a\n", 1, 15, TRF_EINVALID, "PointsForLoss" },
	{ "PointsForZPB=.\n", 1, 14, TRF_EINVALID, "PointsForZPB" },
	{ "PointsForForfeitLoss=1e3\n", 1, 22, TRF_EINVALID, "PointsForForfeitLoss" },
	{ "PointsForPAB=100\n", 1, 14, TRF_ELIMIT, "PointsForPAB" },
};

START_TEST(errors)
{
	const struct bad *b = &bads[_i];
	struct rtg_config c;
	struct trf_diag d;

	ck_assert_msg(parse(b->text, &c, &d) < 0, "accepted: %s", b->text);
	ck_assert_int_eq(d.line, b->line);
	ck_assert_int_eq(d.col, b->col);
	ck_assert_int_eq(d.status, b->status);
	ck_assert_msg(strstr(d.msg, b->msg), "message '%s' lacks '%s'", d.msg, b->msg);
	ck_assert_str_eq(d.file, "cfg");
}
END_TEST

START_TEST(file_errors)
{
	struct rtg_config c = { 0 };
	struct trf_diag d = { 0 };

	ck_assert_int_eq(rtg_config_read_file("fixtures/rtg/nope.cfg", &c, &d), -1);
	ck_assert_int_eq(d.status, TRF_EIO);
	ck_assert_int_eq(rtg_config_read_file("fixtures/rtg", &c, &d), -1);
	ck_assert_int_eq(d.status, TRF_EIO);
	ck_assert_int_eq(rtg_config_read_file("fixtures/rtg/small.cfg", &c, &d), 0);
	ck_assert_int_eq(c.value[RTG_PLAYERS], 12);
}
END_TEST

START_TEST(seeds)
{
	uint64_t s;

	ck_assert_int_eq(rtg_parse_seed("0", &s), 0);
	ck_assert(s == 0);
	ck_assert_int_eq(rtg_parse_seed("18446744073709551615", &s), 0);
	ck_assert(s == UINT64_MAX);
	ck_assert_int_eq(rtg_parse_seed("18446744073709551616", &s), -2);
	ck_assert_int_eq(rtg_parse_seed("", &s), -1);
	ck_assert_int_eq(rtg_parse_seed("-1", &s), -1);
	ck_assert_int_eq(rtg_parse_seed("12a", &s), -1);
}
END_TEST

Suite *suite_rtg_config(void)
{
	Suite *s = suite_create("rtg_config");
	TCase *tc = tcase_create("config");

	tcase_add_test(tc, every_key);
	tcase_add_test(tc, absent_keys_and_aliases);
	tcase_add_loop_test(tc, errors, 0, (int)(sizeof(bads) / sizeof(bads[0])));
	tcase_add_test(tc, file_errors);
	tcase_add_test(tc, seeds);
	suite_add_tcase(s, tc);
	return s;
}
