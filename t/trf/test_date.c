/*
 * test_date.c - trf_parse_date(): dates of 042/052 lines as the programs
 * that export TRF files write them (trf(5), Dates; issue 25).
 */
#include <check.h>

#include "trf/trf.h"

Suite *suite_trf_date(void);

static void date_is(const char *s, int want_rc, int want_ymd)
{
	int ymd = -1, rc = trf_parse_date(s, &ymd);

	ck_assert_msg(rc == want_rc && ymd == want_ymd, "\"%s\": %d %d, want %d %d", s, rc,
		      ymd, want_rc, want_ymd);
}

START_TEST(numeric)
{
	date_is("2019/05/01", 2, 20190501);	/* TRF-2026 */
	date_is("2026-02-01", 2, 20260201);
	date_is("2017.07.01", 2, 20170701);
	date_is("01.03.2026", 2, 20260301);	/* day first */
	date_is("31/01/2026", 2, 20260131);
	/* The day cannot be a month: month first, as in the US. */
	date_is("05/29/2020", 2, 20200529);
	/* Two-digit years, day first: 11.09.26 is 11 September 2026;
	 * 00-69 are this century, 70-99 the last. */
	date_is("11.09.26", 2, 20260911);
	date_is("02.01.98", 2, 19980102);
	/* Blanks after the separators. */
	date_is("28. 07. 2005", 2, 20050728);
	date_is("  2025/03/01  ", 2, 20250301);
}
END_TEST

START_TEST(month_names)
{
	date_is("May 29, 2020", 2, 20200529);
	date_is("Oct 13, 2024", 2, 20241013);
	date_is("13 Oct 2024", 2, 20241013);
	date_is("September 3, 2019", 2, 20190903);
	date_is("Sept 3, 2019", 2, 20190903);
	date_is("dec 31 1999", 2, 19991231);
}
END_TEST

START_TEST(partial)
{
	/* A year alone: 1, YYYY0000. */
	date_is("1979.  .  ", 1, 19790000);
	date_is("1979", 1, 19790000);
	date_is("2020/  /  ", 1, 20200000);
}
END_TEST

START_TEST(unreadable)
{
	date_is("", 0, 0);
	date_is("2025/02/30", 0, 0);	/* no such day */
	date_is("2023/02/29", 0, 0);	/* not a leap year */
	date_is("2024/02/29", 2, 20240229);	/* a leap year */
	date_is("2025/03", 0, 0);
	date_is("March 2025", 0, 0);
	date_is("2025/03-01", 0, 0);	/* mixed separators */
	date_is("2025/03/01 to 2025/03/05", 0, 0);
	date_is("Mayday 29, 2020", 0, 0);
	date_is("13/13/2020", 0, 0);
	date_is("1.2.345", 0, 0);
	date_is("123456/1/1", 0, 0);
}
END_TEST

Suite *suite_trf_date(void)
{
	Suite *s = suite_create("date");
	TCase *tc = tcase_create("date");

	tcase_add_test(tc, numeric);
	tcase_add_test(tc, month_names);
	tcase_add_test(tc, partial);
	tcase_add_test(tc, unreadable);
	suite_add_tcase(s, tc);
	return s;
}
