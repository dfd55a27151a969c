/*
 * test_team.c - trf_team_evidence(): a file is a team tournament when it
 * has team records (013, 310) or names a team system (092, 192), and
 * the record that says so is named (issue 31).
 */
#include <check.h>

#include "support/trf_lines.h"
#include "trf/trf.h"

Suite *suite_trf_team(void);

static enum trf_team_source evidence(const char *const *lines, size_t n, int *line)
{
	struct trf_diag d = { 0 };
	struct trf_doc *doc = build(&d, lines, n);

	ck_assert_msg(doc != NULL, "%d:%d: %s", d.line, d.col, d.msg);
	enum trf_team_source s = trf_team_evidence(doc, line);
	trf_free(doc);
	return s;
}

#define EVIDENCE(line, ...) evidence(LINES(__VA_ARGS__), NLINES(__VA_ARGS__), (line))

START_TEST(individual_files)
{
	int line = -1;

	ck_assert_int_eq(EVIDENCE(&line, "012 Open", "092 Individual: Swiss-System",
				  pl(1, "", "")), TRF_TEAM_NONE);
	ck_assert_int_eq(line, 0);
	/* "team" inside a word is no team system. */
	ck_assert_int_eq(EVIDENCE(&line, "092 Steamboat Swiss", pl(1, "", "")), TRF_TEAM_NONE);
	ck_assert_int_eq(EVIDENCE(NULL, "192 FIDE_DUTCH_2025", pl(1, "", "")), TRF_TEAM_NONE);
}
END_TEST

START_TEST(named_by_092_or_192)
{
	int line = 0;

	ck_assert_int_eq(EVIDENCE(&line, "012 Club league", "092 Team Swiss System",
				  pl(1, "", "")), TRF_TEAM_092);
	ck_assert_int_eq(line, 2);
	ck_assert_int_eq(EVIDENCE(&line, pl(1, "", ""), "192 FIDE_TEAM_BAKU"), TRF_TEAM_192);
	ck_assert_int_eq(line, 2);
	ck_assert_str_eq(trf_team_source_name(TRF_TEAM_192), "192");
}
END_TEST

START_TEST(team_records_outrank_names)
{
	int line = 0;

	ck_assert_int_eq(EVIDENCE(&line, "092 Team Swiss System", pl(1, "", ""),
				  "013 Lions                               1"), TRF_TEAM_013);
	ck_assert_int_eq(line, 3);
	ck_assert_int_eq(EVIDENCE(&line, pl(1, "", ""),
				  "310   1 Lions                                     "
				  "                                       1"), TRF_TEAM_310);
	ck_assert_int_eq(line, 2);
	/* TRF-2026 replaces 013 by 310: a file with both reads 310. */
	ck_assert_int_eq(EVIDENCE(&line, pl(1, "", ""), "013 Lions                               1",
				  "310   1 Lions                                     "
				  "                                       1"), TRF_TEAM_310);
	ck_assert_int_eq(line, 3);
	ck_assert_str_eq(trf_team_source_name(TRF_TEAM_310), "310");
	ck_assert_str_eq(trf_team_source_name(TRF_TEAM_NONE), "");
}
END_TEST

Suite *suite_trf_team(void)
{
	Suite *s = suite_create("trf_team");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, individual_files);
	tcase_add_test(tc, named_by_092_or_192);
	tcase_add_test(tc, team_records_outrank_names);
	suite_add_tcase(s, tc);
	return s;
}
