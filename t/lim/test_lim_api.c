/*
 * test_lim_api.c - lim_pair() as a library call: the status codes, the
 * options, and a large round paired in polynomial time.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "support/lim_fixture.h"

Suite *suite_lim_api(void);

/* Without XXR the last round (rule 6) is unknown: TRF_EINVALID; with
 * total_rounds in the options the same file pairs. */
START_TEST(rounds_unknown)
{
	const char *p[] = { "1", "2", NULL };
	struct lim_options o = { 3, -1 };

	lfx_load("XXC white1\n", p);
	ck_assert_int_eq(lfx_try(NULL), TRF_EINVALID);
	lfx_pair(&o);
	lfx_expect("1-2", 0);
	lfx_teardown();
}
END_TEST

/* Two players who met and nobody else: no pairing (C.04.1.b). */
START_TEST(impossible)
{
	const char *p[] = { "1 2w1", "2 1b0", NULL };

	lfx_load("XXR 3\n", p);
	ck_assert_int_eq(lfx_try(NULL), TRF_ENOPAIRING);
	lfx_teardown();
}
END_TEST

/* Specs for n players after round 1 (i beat i + n/2, White) and, with
 * two rounds, round 2 as i + n/4 beat ... simple: winners play winners. */
static const char **big_field(int n, int rounds)
{
	const char **p = calloc((size_t)n + 1, sizeof(*p));
	ck_assert(p != NULL);
	for (int i = 1; i <= n; i++) {
		char *s = malloc(64);
		ck_assert(s != NULL);
		int h = n / 2, o1 = i <= h ? i + h : i - h;
		int len = snprintf(s, 64, "%d %d%c%c", i, o1, i <= h ? 'w' : 'b',
				   i <= h ? '1' : '0');
		if (rounds >= 2) {
			/* Round 2 within each half: j v j + n/4 in the half,
			 * the stronger wins, colours reversed. */
			int base = i <= h ? 0 : h, j = i - base, q = h / 2;
			int o2 = base + (j <= q ? j + q : j - q);
			snprintf(s + len, (size_t)(64 - len), " %d%c%c", o2,
				 j <= q ? 'b' : 'w', j <= q ? '1' : '0');
		}
		p[i - 1] = s;
	}
	return p;
}

static void free_field(const char **p)
{
	for (int i = 0; p[i]; i++)
		free((char *)p[i]);
	free(p);
}

/* 1000 players, rounds 2 and 3: every player is paired, no rematch,
 * well under a second (normal build; allow more under sanitizers). */
START_TEST(thousand_players)
{
	for (int rounds = 1; rounds <= 2; rounds++) {
		const char **p = big_field(1000, rounds);
		lfx_load("XXR 9\nXXC white1\n", p);
		clock_t c0 = clock();
		lfx_pair(NULL);
		double secs = (double)(clock() - c0) / CLOCKS_PER_SEC;
		ck_assert_int_eq(lfx_pg.nboards, 500);
		for (int b = 0; b < lfx_pg.nboards; b++)
			ck_assert(!tmt_played_each_other(lfx_tm, lfx_pg.boards[b].white,
							  lfx_pg.boards[b].black, rounds));
		ck_assert_msg(secs < 5.0, "%d rounds: %.2f s", rounds, secs);
		fprintf(stderr, "lim 1000 players after %d rounds: %.3f s\n", rounds, secs);
		lfx_teardown();
		free_field(p);
	}
}
END_TEST

Suite *suite_lim_api(void)
{
	Suite *s = suite_create("lim_api");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, rounds_unknown);
	tcase_add_test(tc, impossible);
	tcase_add_test(tc, thousand_players);
	suite_add_tcase(s, tc);
	return s;
}
