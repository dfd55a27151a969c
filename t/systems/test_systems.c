/*
 * test_systems.c - the systems x editions table (lib/systems): looking
 * an edition up by year, by date and by the name a TRF file gives it,
 * and the table's own consistency.  Dates are those of trfpair(1),
 * EDITIONS: Dutch 2012 until 2017-06-30, 2017 from 2017-07-01 until
 * 2026-01-31, 2026 from 2026-02-01; Dubov 1997 until 2018-12-31, 2025
 * from 2025-07-01; Lim always.
 */
#include <check.h>
#include <string.h>

#include "systems/systems.h"

static int year_of(const struct system_edition *e)
{
	return e ? e->year : 0;
}

/* The players do not matter here: a header and one player. */
static struct trf_doc *doc_with(const char *header)
{
	char buf[1024];
	struct trf_diag d;

	snprintf(buf, sizeof(buf), "%s"
		 "001    1      A                                 2000                             0.0    1\n",
		 header);
	struct trf_doc *doc = trf_read_mem(buf, strlen(buf), "t", &d);
	ck_assert_msg(doc != NULL, "%s", d.msg);
	return doc;
}

START_TEST(by_year)
{
	ck_assert_int_eq(year_of(systems_edition("dutch", 2026)), 2026);
	ck_assert_int_eq(year_of(systems_edition("dutch", 2017)), 2017);
	ck_assert_int_eq(year_of(systems_edition("dutch", 2012)), 2012);
	ck_assert_ptr_null(systems_edition("dutch", 2025));
	ck_assert_ptr_null(systems_edition("dutch", 2019));
	ck_assert_int_eq(year_of(systems_edition("dubov", 2025)), 2025);
	/* The February 2026 re-issue renumbers the 2025 text (companion 5.1). */
	ck_assert_ptr_eq(systems_edition("dubov", 2026), systems_edition("dubov", 2025));
	ck_assert_int_eq(year_of(systems_edition("dubov", 1997)), 1997);
	ck_assert_ptr_null(systems_edition("dubov", 2018));
	ck_assert_ptr_eq(systems_edition("lim", 2026), systems_edition("lim", 1999));
	ck_assert_ptr_null(systems_edition("lim", 2025));
	ck_assert_ptr_null(systems_edition("burstein", 2017));
	ck_assert_int_eq(year_of(systems_newest("dutch")), 2026);
	ck_assert_int_eq(year_of(systems_newest("dubov")), 2025);
	ck_assert_int_eq(year_of(systems_newest("lim")), 1999);
	ck_assert_ptr_null(systems_newest("burstein"));
}
END_TEST

START_TEST(implemented)
{
	ck_assert(systems_implemented(systems_edition("dutch", 2026)));
	ck_assert(systems_implemented(systems_edition("dutch", 2017)));
	ck_assert(systems_implemented(systems_edition("dutch", 2012)));
	ck_assert(systems_implemented(systems_edition("dubov", 2025)));
	ck_assert(systems_implemented(systems_edition("dubov", 1997)));
	ck_assert(systems_implemented(systems_edition("lim", 1999)));
}
END_TEST

START_TEST(in_force)
{
	ck_assert_int_eq(year_of(systems_in_force("dutch", 20150301)), 2012);
	ck_assert_int_eq(year_of(systems_in_force("dutch", 20170630)), 2012);
	ck_assert_int_eq(year_of(systems_in_force("dutch", 20170701)), 2017);
	ck_assert_int_eq(year_of(systems_in_force("dutch", 20260131)), 2017);
	ck_assert_int_eq(year_of(systems_in_force("dutch", 20260201)), 2026);
	ck_assert_int_eq(year_of(systems_in_force("dubov", 20181231)), 1997);
	/* The 2018 text is not in the table. */
	ck_assert_ptr_null(systems_in_force("dubov", 20190101));
	ck_assert_ptr_null(systems_in_force("dubov", 20250630));
	ck_assert_int_eq(year_of(systems_in_force("dubov", 20250701)), 2025);
	ck_assert_int_eq(year_of(systems_in_force("lim", 19900101)), 1999);
	ck_assert_int_eq(year_of(systems_in_force("lim", 20270101)), 1999);
}
END_TEST

/* Every system's newest row comes first and is implemented; no two
 * rows of a system are in force on the same day; labels name the year. */
START_TEST(table_consistent)
{
	for (int i = 0; systems_table[i]; i++) {
		const struct system_edition *e = systems_table[i];
		char year[8];
		snprintf(year, sizeof(year), "%d", e->year);
		ck_assert_msg(strstr(e->label, year) || !strcmp(e->system, "lim"), "%s", e->label);
		ck_assert_ptr_nonnull(systems_name(e->system));
		ck_assert_ptr_nonnull(e->checklist);
		ck_assert_int_eq(e->checklist[0], CL_PNO);
		if (systems_newest(e->system) == e)
			ck_assert(systems_implemented(e));
		else
			ck_assert_int_lt(e->year, systems_newest(e->system)->year);
		for (int j = i + 1; systems_table[j]; j++) {
			const struct system_edition *o = systems_table[j];
			if (strcmp(o->system, e->system))
				continue;
			/* o is older: it ends before e starts. */
			ck_assert_int_gt(o->until, 0);
			ck_assert_int_gt(e->from, o->until);
		}
	}
}
END_TEST

START_TEST(start_date)
{
	static const struct { const char *line; int ymd; } cases[] = {
		{ "042 2025/03/01\n", 20250301 },
		{ "042 2026-02-01\n", 20260201 },
		{ "042 2017.07.01\n", 20170701 },
		{ "042 01.03.2026\n", 20260301 },
		{ "042 31/01/2026\n", 20260131 },
		{ "042 2025/02/30\n", 0 },	/* no such day */
		{ "042 2025/03\n", 0 },
		{ "042 March 2025\n", 0 },
		{ "042 2025/03-01\n", 0 },	/* mixed separators */
		{ "042 2025/03/01 to 2025/03/05\n", 0 },
		{ "042\n", 0 },
		{ "012 No date\n", 0 },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct trf_doc *doc = doc_with(cases[i].line);
		ck_assert_msg(systems_start_date(doc) == cases[i].ymd, "%s: %d", cases[i].line,
			      systems_start_date(doc));
		trf_free(doc);
	}
}
END_TEST

START_TEST(named)
{
	static const struct { const char *line; const char *system; int year; } cases[] = {
		/* The reference 2026 engine writes FIDE_DUTCH_2025 for the 2026 text. */
		{ "092 FIDE_DUTCH_2025\n", "dutch", 2026 },
		{ "092 FIDE_DUTCH_2026\n", "dutch", 2026 },
		{ "092 FIDE_DUTCH_2017\n", "dutch", 2017 },
		{ "092 Individual: Swiss-System FIDE_DUTCH_2017_BAKU\n", "dutch", 2017 },
		{ "092 fide_dutch_2017\n", "dutch", 2017 },
		{ "092 FIDE_DUTCH\n", "dutch", 0 },	/* no year: no edition */
		{ "092 FIDE_DUTCH_20175\n", "dutch", 0 },
		{ "092 XFIDE_DUTCH_2017\n", "dutch", 0 },
		{ "092 Individual: Swiss-System\n", "dutch", 0 },
		{ "092 FIDE_DUBOV_2026\n", "dubov", 2025 },
		{ "092 FIDE_DUBOV_2026\n", "dutch", 0 },	/* another system */
		{ "092 FIDE_DUTCH_2017\n", "dubov", 0 },
		{ "192 FIDE_DUTCH_2017\n", "dutch", 2017 },
		{ "092 FIDE_DUTCH_2025\n192 FIDE_DUTCH_2017\n", "dutch", 2026 },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct trf_doc *doc = doc_with(cases[i].line);
		ck_assert_msg(year_of(systems_named(cases[i].system, doc)) == cases[i].year,
			      "%s %s", cases[i].system, cases[i].line);
		trf_free(doc);
	}
}
END_TEST

/* auto: the 092 name first, then the 042 date, then the day of the run. */
START_TEST(automatic)
{
	static const struct { const char *lines; const char *system; int year; } cases[] = {
		{ "042 2025/03/01\n", "dutch", 2017 },
		{ "042 2026/03/01\n", "dutch", 2026 },
		{ "042 2015/03/01\n", "dutch", 2012 },
		{ "042 2025/03/01\n092 FIDE_DUTCH_2025\n", "dutch", 2026 },
		{ "042 2026/03/01\n092 FIDE_DUTCH_2017\n", "dutch", 2017 },
		{ "042 2010/01/01\n", "dubov", 1997 },
		{ "042 1998/05/01\n", "dubov", 1997 },
		{ "042 2018/12/31\n", "dubov", 1997 },
		{ "042 2019/01/01\n", "dubov", 2025 },	/* the gap: the newest */
		{ "042 2025/06/30\n", "dubov", 2025 },
		{ "042 2022/01/01\n", "dubov", 2025 },	/* 2018 text: not in the table */
		{ "042 2022/01/01\n", "lim", 1999 },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct trf_doc *doc = doc_with(cases[i].lines);
		ck_assert_msg(year_of(systems_auto(cases[i].system, doc)) == cases[i].year,
			      "%s %s", cases[i].system, cases[i].lines);
		trf_free(doc);
	}
	/* No date: the text in force on the day of the run (choice below
	 * with days given). */
	struct trf_doc *doc = doc_with("012 No date\n");
	const struct system_edition *today = systems_in_force("dutch", systems_today());
	ck_assert_ptr_eq(systems_auto("dutch", doc), today ? today : systems_newest("dutch"));
	trf_free(doc);
}
END_TEST

/*
 * What chose the edition (trfpair(1), EDITIONS), on a given day: the
 * 092/192 name with its line, the 042 date, else the text in force on
 * the day of the run, else the newest; and the words said for each.
 */
START_TEST(choice)
{
	static const struct {
		const char *lines, *system;
		int today, year;
		enum systems_by by;
		const char *why;
	} cases[] = {
		{ "042 2025/03/01\n", "dutch", 20261129, 2017, SYSTEMS_BY_START,
		  "in force on the start date (042), 2025-03-01" },
		{ "042 2025/03/01\n092 FIDE_DUTCH_2025\n", "dutch", 20261129, 2026,
		  SYSTEMS_BY_092, "named by the file (092, line 2)" },
		{ "012 X\n042 2026/03/01\n192 FIDE_DUTCH_2017\n", "dutch", 20261129, 2017,
		  SYSTEMS_BY_192, "named by the file (192, line 3)" },
		/* No start date: the day of the run decides. */
		{ "012 No date\n", "dutch", 20261129, 2026, SYSTEMS_BY_TODAY,
		  "no start date: the text in force today, 2026-11-29" },
		{ "012 No date\n", "dutch", 20250301, 2017, SYSTEMS_BY_TODAY,
		  "no start date: the text in force today, 2025-03-01" },
		{ "012 No date\n", "dutch", 20160101, 2012, SYSTEMS_BY_TODAY,
		  "no start date: the text in force today, 2016-01-01" },
		{ "042 \n", "dutch", 20250301, 2017, SYSTEMS_BY_TODAY,
		  "no start date: the text in force today, 2025-03-01" },
		{ "042 1979.  .  \n", "dutch", 20261129, 2026, SYSTEMS_BY_TODAY,
		  "the start date (042) cannot be read: the text in force today, 2026-11-29" },
		{ "012 No date\n", "dubov", 20261129, 2025, SYSTEMS_BY_TODAY,
		  "no start date: the text in force today, 2026-11-29" },
		/* A day no row covers (Dubov 2019-2025), or none known: the newest. */
		{ "012 No date\n", "dubov", 20220101, 2025, SYSTEMS_BY_TODAY,
		  "no start date: the newest text" },
		{ "012 No date\n", "dutch", 0, 2026, SYSTEMS_BY_TODAY,
		  "no start date: the newest text" },
		{ "042 2022/01/01\n", "dubov", 20261129, 2025, SYSTEMS_BY_START_NONE,
		  "the newest text: none that trfpair has was in force on the start date "
		  "(042), 2022-01-01" },
		{ "012 No date\n", "lim", 20261129, 1999, SYSTEMS_BY_TODAY,
		  "no start date: the text in force today, 2026-11-29" },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct trf_doc *doc = doc_with(cases[i].lines);
		struct systems_choice c;
		char why[160];
		const struct system_edition *e = systems_auto_on(cases[i].system, doc,
								 cases[i].today, &c);
		ck_assert_msg(year_of(e) == cases[i].year && c.edition == e,
			      "%s %s: %d", cases[i].system, cases[i].lines, year_of(e));
		ck_assert_int_eq(c.by, cases[i].by);
		systems_why_text(&c, why, sizeof(why));
		ck_assert_str_eq(why, cases[i].why);
		/* systems_why() with auto says the same. */
		struct systems_choice w;
		systems_why(&w, e, "auto", doc, cases[i].today);
		ck_assert_int_eq(w.by, c.by);
		ck_assert_ptr_eq(w.edition, e);
		trf_free(doc);
	}
}
END_TEST

/* Not auto: as asked, or the default; the names scripts read. */
START_TEST(choice_asked)
{
	struct trf_doc *doc = doc_with("042 2025/03/01\n");
	const struct system_edition *e = systems_edition("dutch", 2026);
	struct systems_choice c;
	char why[160];

	systems_why(&c, e, "2026", doc, 20261129);
	ck_assert_int_eq(c.by, SYSTEMS_BY_ASKED);
	systems_why_text(&c, why, sizeof(why));
	ck_assert_str_eq(why, "as asked");
	systems_why(&c, e, NULL, doc, 20261129);
	ck_assert_int_eq(c.by, SYSTEMS_BY_DEFAULT);
	systems_why_text(&c, why, sizeof(why));
	ck_assert_str_eq(why, "the newest text, by default");
	ck_assert_str_eq(systems_by_name(SYSTEMS_BY_DEFAULT), "default");
	ck_assert_str_eq(systems_by_name(SYSTEMS_BY_ASKED), "asked");
	ck_assert_str_eq(systems_by_name(SYSTEMS_BY_092), "092");
	ck_assert_str_eq(systems_by_name(SYSTEMS_BY_192), "192");
	ck_assert_str_eq(systems_by_name(SYSTEMS_BY_START), "042");
	ck_assert_str_eq(systems_by_name(SYSTEMS_BY_START_NONE), "042");
	ck_assert_str_eq(systems_by_name(SYSTEMS_BY_TODAY), "today");
	trf_free(doc);
	/* The clock: a date. */
	int d = systems_today();
	ck_assert_int_gt(d / 10000, 1970);
	ck_assert(d / 100 % 100 >= 1 && d / 100 % 100 <= 12 && d % 100 >= 1 && d % 100 <= 31);
}
END_TEST

Suite *suite_systems(void);

Suite *suite_systems(void)
{
	Suite *s = suite_create("systems");
	TCase *tc = tcase_create("editions");

	tcase_add_test(tc, by_year);
	tcase_add_test(tc, implemented);
	tcase_add_test(tc, in_force);
	tcase_add_test(tc, table_consistent);
	tcase_add_test(tc, start_date);
	tcase_add_test(tc, named);
	tcase_add_test(tc, automatic);
	tcase_add_test(tc, choice);
	tcase_add_test(tc, choice_asked);
	suite_add_tcase(s, tc);
	return s;
}
