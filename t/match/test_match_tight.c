/*
 * test_match_tight.c - the tight pairs by classes (match_tight_classed).
 *
 * A random implicit graph G whose vertices fall into random classes,
 * weights alike within a pair of classes with a random part on some
 * pairs, the bound of two classes the heaviest edge between them,
 * sometimes loosened.  After a classed solve (duals kept), the pairs
 * match_tight_classed() flags must be exactly the edges of G whose
 * snapshot slack is 0, pair by pair, and nothing below the diagonal;
 * every matched pair among them.  And it refuses what it cannot do.
 */
#include <check.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "match/tight.h"
#include "support/rnd.h"
#include "support/wgraph.h"

Suite *suite_match_tight(void);

#define VMAX WG_VMAX
#define KMAX WG_KMAX

struct tgraph {
	struct wgraph g;
	int of[VMAX];
	int k, loose;
};

static int edge(void *ctx, int u, int v, uint64_t *weight)
{
	struct tgraph *p = ctx;

	MUST(u >= 0 && u < v && v < p->g.n);
	if (!p->g.has[u][v])
		return 0;
	memcpy(weight, p->g.w[u][v], sizeof(uint64_t) * (size_t)p->g.nw);
	return 1;
}

/* The heaviest edge between classes a and b, loosened on request. */
static int bound(void *ctx, int a, int b, uint64_t *weight)
{
	struct tgraph *p = ctx;

	MUST(a >= 0 && b >= 0 && a < p->k && b < p->k);
	return wg_class_bound(&p->g, p->of, NULL, a, b, p->loose, weight);
}

START_TEST(tight_equals_snapshot)
{
	static unsigned char tight[VMAX * VMAX];
	struct tgraph *p = calloc(1, sizeof(*p));
	int pass = 0, fail = 0, ntight = 0;

	MUST(p);
	rng_state = 34;
	for (int r = 0; r < 1200 / SCALE; r++) {
		struct wgraph *g = &p->g;
		struct match_warm *ws = match_warm_new();
		struct match_classes cl;
		int style[WG_NWMAX], mate[VMAX];

		MUST(ws);
		g->n = 2 + rnd_below(r % 4 ? 30 : VMAX - 1);
		g->nw = 1 + rnd_below(4);
		p->k = 1 + rnd_below(KMAX);
		p->loose = rnd_below(2);
		for (int k = 0; k < g->nw; k++)
			style[k] = rnd_below(5);
		for (int v = 0; v < g->n; v++)
			p->of[v] = rnd_below(p->k);
		wg_fill_classed(g, p->of, p->k, 10 + rnd_below(91), style);
		cl.n = p->k;
		cl.of = p->of;
		cl.bound = bound;
		cl.every = NULL;
		struct match_graph *mg = match_graph_new(g->n, g->nw);
		MUST(mg);
		match_warm_keep_duals(ws, 1);
		MUST(match_solve_classed(mg, mate, ws, edge, p, &cl) == 0);
		memset(tight, 7, sizeof(tight));	/* all of it is written */
		MUST(match_tight_classed(ws, edge, p, &cl, tight) == 0);
		struct match_snapshot *s = match_snapshot_take(ws);
		MUST(s);
		int ok = 1;
		for (int u = 0; u < g->n; u++)
			for (int v = 0; v < g->n; v++) {
				int want = 0;
				if (u < v && g->has[u][v])
					want = match_snapshot_slack(s, u, v, g->w[u][v]) == 0;
				if (tight[u * g->n + v] != want) {
					ok = 0;
					fprintf(stderr, "match-tight: round %d (n %d, nw %d, k %d): pair %d-%d flagged %d, slack says %d\n",
						r, g->n, g->nw, p->k, u, v, tight[u * g->n + v], want);
				}
				if (u < v && mate[u] == v && !tight[u * g->n + v])
					ok = 0;
				ntight += u < v && want;
			}
		ok ? pass++ : fail++;
		match_snapshot_free(s);
		match_graph_free(mg);
		match_warm_free(ws);
	}
	free(p);
	printf("match-tight: %d passed, %d failed (%d tight pairs)\n", pass, fail, ntight);
	ck_assert_int_eq(fail, 0);
	ck_assert_int_gt(ntight, 0);
}
END_TEST

START_TEST(tight_errors)
{
	struct tgraph *p = calloc(1, sizeof(*p));
	unsigned char tight[16], every[4] = { 0 };
	int mate[4];
	uint64_t w[WG_NWMAX] = { 5 };

	MUST(p);
	p->g.n = 4;
	p->g.nw = 1;
	p->k = 1;
	wg_set_pair(&p->g, 0, 1, w);
	struct match_classes cl = { 1, p->of, bound, NULL };
	struct match_warm *ws = match_warm_new();
	struct match_graph *mg = match_graph_new(4, 1);
	MUST(ws && mg);
	/* no duals kept yet */
	errno = 0;
	ck_assert_int_eq(match_tight_classed(ws, edge, p, &cl, tight), -1);
	ck_assert_int_eq(errno, EINVAL);
	match_warm_keep_duals(ws, 1);
	MUST(match_solve_classed(mg, mate, ws, edge, p, &cl) == 0);
	ck_assert_int_eq(match_tight_classed(ws, edge, p, &cl, tight), 0);
	ck_assert_int_eq(tight[0 * 4 + 1], 1);
	ck_assert_int_eq(tight[2 * 4 + 3], 0);
	/* every[] rows are not bounded: refused */
	cl.every = every;
	errno = 0;
	ck_assert_int_eq(match_tight_classed(ws, edge, p, &cl, tight), -1);
	ck_assert_int_eq(errno, EINVAL);
	/* a class out of range */
	cl.every = NULL;
	p->of[2] = 1;
	errno = 0;
	ck_assert_int_eq(match_tight_classed(ws, edge, p, &cl, tight), -1);
	ck_assert_int_eq(errno, EINVAL);
	match_graph_free(mg);
	match_warm_free(ws);
	free(p);
}
END_TEST

Suite *suite_match_tight(void)
{
	Suite *s = suite_create("match_tight");
	TCase *tc = tcase_create("tight");

	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, tight_equals_snapshot);
	tcase_add_test(tc, tight_errors);
	suite_add_tcase(s, tc);
	return s;
}
