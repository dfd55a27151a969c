/*
 * test_rtg_stats.c - generated results against the config: the share
 * of drawn games, the share of forfeits, and FIDE's expected score
 * (the higher-rated player scores more, as much more as E says).
 *
 * Tolerances: with n games a share p has standard deviation
 * sqrt(p(1-p)/n); each bound below is more than 4 of those, so the
 * fixed seeds pass with a wide margin and a broken generator fails.
 */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "dutch/dutch.h"
#include "rtg/rtg.h"
#include "tournament/tournament.h"

Suite *suite_rtg_stats(void);

static int dutch(const struct tmt *t, int r, void *ctx, struct pairing *out,
		 struct trf_diag *d)
{
	return dutch_pair(t, r, ctx, out, d);
}

struct tally {
	long games, draws, scheduled, forfeits;
	double higher_score, higher_expected;	/* sums over unequal games */
	long higher_wins, lower_wins, unequal;
};

static double expected(int d)
{
	return 1.0 / (1.0 + pow(10.0, -d / 400.0));
}

static void count(const struct tmt *t, struct tally *s)
{
	for (int p = 0; p < t->n; p++)
		for (int r = 1; r <= t->rounds; r++) {
			const struct tmt_round *rd = tmt_at(t, p, r);
			if (rd->opponent < p)	/* each game once */
				continue;
			s->scheduled++;
			if (rd->kind != TMT_PLAYED) {
				s->forfeits++;
				continue;
			}
			s->games++;
			s->draws += rd->result == '=';
			int mine = t->players[p].rating, theirs = t->players[rd->opponent].rating;
			if (mine == theirs)
				continue;
			int hi_won = mine > theirs ? rd->result == '1' : rd->result == '0';
			int lo_won = mine > theirs ? rd->result == '0' : rd->result == '1';
			s->unequal++;
			s->higher_wins += hi_won;
			s->lower_wins += lo_won;
			s->higher_score += hi_won + (rd->result == '=') * 0.5;
			s->higher_expected += expected(mine > theirs ? mine - theirs : theirs - mine);
		}
}

static void simulate(const char *cfg, int tournaments, struct tally *s)
{
	struct dutch_options opt = { 0, DUTCH_2017 };

	memset(s, 0, sizeof(*s));
	for (int i = 0; i < tournaments; i++) {
		struct rtg_request req = { .seed = 500 + (uint64_t)i, .engine = dutch,
					   .engine_ctx = &opt };
		struct rtg_result res;
		struct trf_diag d = { 0 };
		ck_assert_int_eq(rtg_config_parse(cfg, strlen(cfg), "cfg", &req.config, &d), 0);
		ck_assert_int_eq(rtg_generate(&req, &res, &d), TRF_OK);
		struct tmt *t = tmt_build(res.doc, &d);
		ck_assert_ptr_nonnull(t);
		count(t, s);
		tmt_free(t);
		trf_free(res.doc);
	}
}

/* Ratings within 100 points: E stays in 0.36-0.64, so the draw share
 * is never capped and must be DrawPercentage (30%) within 3 points. */
START_TEST(draw_share)
{
	struct tally s;

	simulate("PlayersNumber=60\nRoundsNumber=9\nDrawPercentage=30\nForfeitRate=0\n"
		 "RetiredRate=0\nHalfPointByeRate=0\nHighestRating=2100\nLowestRating=2000\n",
		 12, &s);
	double share = (double)s.draws / (double)s.games;
	printf("rtg stats: %ld games, draw share %.3f (want 0.300 +- 0.030)\n", s.games, share);
	ck_assert_int_gt(s.games, 3000);
	ck_assert_msg(fabs(share - 0.30) < 0.03, "draw share %.3f", share);
	ck_assert_int_eq(s.forfeits, 0);
}
END_TEST

START_TEST(no_draws)
{
	struct tally s;

	simulate("PlayersNumber=20\nRoundsNumber=5\nDrawPercentage=0\n", 5, &s);
	ck_assert_int_gt(s.games, 200);
	ck_assert_int_eq(s.draws, 0);
}
END_TEST

/* 1 game in 10 forfeited, within 2.5 points. */
START_TEST(forfeit_share)
{
	struct tally s;

	simulate("PlayersNumber=60\nRoundsNumber=9\nForfeitRate=10\n", 12, &s);
	double share = (double)s.forfeits / (double)s.scheduled;
	printf("rtg stats: %ld scheduled games, forfeit share %.3f (want 0.100 +- 0.025)\n",
	       s.scheduled, share);
	ck_assert_msg(fabs(share - 0.10) < 0.025, "forfeit share %.3f", share);
}
END_TEST

/* A wide field: the higher-rated player wins more, and his mean score
 * is FIDE's expected score within 0.02. */
START_TEST(expected_score)
{
	struct tally s;

	simulate("PlayersNumber=60\nRoundsNumber=9\nDrawPercentage=20\nForfeitRate=0\n"
		 "HighestRating=2800\nLowestRating=1400\n", 12, &s);
	double got = s.higher_score / (double)s.unequal;
	double want = s.higher_expected / (double)s.unequal;
	printf("rtg stats: %ld games, higher-rated scores %.3f, expected %.3f; "
	       "wins %ld against %ld\n", s.unequal, got, want, s.higher_wins, s.lower_wins);
	ck_assert_int_gt(s.higher_wins, 2 * s.lower_wins);
	ck_assert_msg(fabs(got - want) < 0.02, "score %.3f, expected %.3f", got, want);
}
END_TEST

Suite *suite_rtg_stats(void)
{
	Suite *s = suite_create("rtg_stats");
	TCase *tc = tcase_create("stats");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, draw_share);
	tcase_add_test(tc, no_draws);
	tcase_add_test(tc, forfeit_share);
	tcase_add_test(tc, expected_score);
	suite_add_tcase(s, tc);
	return s;
}
