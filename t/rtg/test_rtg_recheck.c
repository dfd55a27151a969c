/*
 * test_rtg_recheck.c - the proof of the generator and the Dutch engine
 * together: 500 generated tournaments of 7-300 players, each written,
 * read back, validated and re-paired round by round as `-c' does, must
 * show no differing round.
 *
 * Sizes spread evenly over 7-300 cost about 220 s of CPU (a 300-player
 * tournament takes ~3 s to generate and check), so the sizes are
 * weighted: 450 of 7-150 players, 40 of 151-299 and 10 of exactly 300,
 * about 85 s of CPU.  Prints "rtg: N passed, N failed".
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch/dutch.h"
#include "rtg/rtg.h"
#include "tournament/tournament.h"

Suite *suite_rtg_recheck(void);

/* Sanitizer builds run several times slower: a fifth of the field. */
#if defined(__SANITIZE_ADDRESS__)
#define TOURNAMENTS 100
#else
#define TOURNAMENTS 500
#endif

static int dutch(const struct tmt *t, int r, void *ctx, struct pairing *out,
		 struct trf_diag *d)
{
	return dutch_pair(t, r, ctx, out, d);
}

/* Tournament i's size, spread by the weights above. */
static int players(int i, uint64_t draw)
{
	if (i % 50 == 0)
		return 300;
	if (i % 50 < 5)
		return 151 + (int)(draw % 149);
	return 7 + (int)(draw % 144);
}

static void set(struct rtg_config *c, enum rtg_key k, int v)
{
	c->given[k] = 1;
	c->value[k] = v;
}

/* Generate, write, read back, validate, re-pair: 0 when every round
 * is the engine's, else a message in why. */
static int one(int i, char *why, size_t size)
{
	struct dutch_options opt = { 0, DUTCH_2017 };
	struct rtg_request req = { .seed = 1000 + (uint64_t)i, .engine = dutch,
				   .engine_ctx = &opt };
	struct rtg_result res;
	struct trf_diag d = { 0 };
	int n = players(i, (uint64_t)i * 2654435761u);
	/* 5-11 rounds; small fields fewer, so that the rounds can be paired
	 * (with half the field, C1 and C2 ran out in 1 case of 500). */
	int rounds = 5 + i % 7, most = n / 3 > 3 ? n / 3 : 3;

	set(&req.config, RTG_PLAYERS, n);
	set(&req.config, RTG_ROUNDS, rounds > most ? most : rounds);
	if (i % 2) {	/* more absences and byes than the defaults give */
		set(&req.config, RTG_RETIRED, 12);
		set(&req.config, RTG_HPB, 8);
	}
	int rc = rtg_generate(&req, &res, &d);
	if (rc != TRF_OK) {
		snprintf(why, size, "generation failed in round %d: %s", res.failed_round, d.msg);
		trf_free(res.doc);
		return -1;
	}
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(trf_write(res.doc, f), 0);
	fclose(f);
	trf_free(res.doc);
	struct trf_doc *doc = trf_read_mem(buf, len, "gen.trf", &d);
	free(buf);
	struct tmt *t = doc && trf_validate(doc, &d) == 0 ? tmt_build(doc, &d) : NULL;
	if (!t) {
		snprintf(why, size, "does not read back: %d:%d: %s", d.line, d.col, d.msg);
		trf_free(doc);
		return -1;
	}
	struct check_result cr;
	rc = check_rounds(t, 1, t->rounds, dutch, &opt, &cr);
	if (rc == TRF_OK && cr.rounds_differing)
		snprintf(why, size, "%d of %d rounds differ", cr.rounds_differing, cr.rounds_checked);
	else if (rc != TRF_OK)
		snprintf(why, size, "check failed with status %d", rc);
	tmt_free(t);
	trf_free(doc);
	return rc == TRF_OK && !cr.rounds_differing ? 0 : -1;
}

START_TEST(recheck_500)
{
	int passed = 0, failed = 0;

	for (int i = 0; i < TOURNAMENTS; i++) {
		char why[600] = "";
		if (one(i, why, sizeof(why)) == 0) {
			passed++;
		} else {
			failed++;
			printf("rtg: FAIL seed %d: %s\n", 1000 + i, why);
		}
	}
	printf("rtg: %d passed, %d failed\n", passed, failed);
	fflush(stdout);
	ck_assert_int_eq(failed, 0);
}
END_TEST

Suite *suite_rtg_recheck(void)
{
	Suite *s = suite_create("rtg_recheck");
	TCase *tc = tcase_create("recheck");

	/* Generous for sanitizer builds, which run several times slower. */
	tcase_set_timeout(tc, 3600);
	tcase_add_test(tc, recheck_500);
	suite_add_tcase(s, tc);
	return s;
}
