/*
 * test_match_tight.c - the rows with a tight pair, by classes
 * (match_tight_any_classed).
 *
 * A random implicit graph G whose vertices fall into random classes,
 * weights alike within a pair of classes with a random part on some
 * pairs, the bound of two classes the heaviest edge between them,
 * sometimes loosened.  After a classed solve (duals kept), the rows
 * match_tight_any_classed() flags are checked against the snapshot's
 * slack pair by pair and against every optimum; and it refuses what it
 * cannot do.
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

/*
 * Every optimum of g, by exhaustive search (g->n <= 14; best from
 * wg_brute()): reach[u] = 1 where one leaves u unmatched or matches it
 * with a vertex flagged in to[].
 */
static void optima(const struct wgraph *g, int i, unsigned used, uint64_t *cur,
		   const uint64_t *best, int *mate, const unsigned char *to,
		   unsigned char *reach)
{
	while (i < g->n && (used >> i & 1))
		i++;
	if (i >= g->n) {
		if (memcmp(cur, best, sizeof(uint64_t) * (WG_NWMAX + 1)))
			return;
		for (int u = 0; u < g->n; u++)
			if (mate[u] < 0 || to[mate[u]])
				reach[u] = 1;
		return;
	}
	mate[i] = -1;
	optima(g, i + 1, used | 1u << i, cur, best, mate, to, reach);
	for (int j = i + 1; j < g->n; j++) {
		uint64_t save[WG_NWMAX + 1];

		if ((used >> j & 1) || !g->has[i][j])
			continue;
		memcpy(save, cur, sizeof(save));
		wg_add_weight(g, i, j, cur);
		mate[i] = j;
		mate[j] = i;
		optima(g, i + 1, used | 1u << i | 1u << j, cur, best, mate, to, reach);
		mate[j] = -1;
		memcpy(cur, save, sizeof(save));
	}
	mate[i] = -1;
}

/*
 * match_tight_any_classed(): a row is flagged whenever one of its pairs
 * with the flagged vertices is tight (snapshot slack 0), and never
 * where an optimum matches the vertex with a flagged one or leaves it
 * unmatched but the row is clear (up to 14 vertices, every optimum by
 * exhaustive search); and the rows it clears are matched by the solve
 * with unflagged vertices.
 */
START_TEST(tight_any_holds_optima)
{
	struct tgraph *p = calloc(1, sizeof(*p));
	int pass = 0, fail = 0, cleared = 0, brute = 0;

	MUST(p);
	rng_state = 341;
	for (int r = 0; r < 1500 / SCALE; r++) {
		struct wgraph *g = &p->g;
		struct match_warm *ws = match_warm_new();
		struct match_classes cl;
		int style[WG_NWMAX], mate[VMAX], bmate[VMAX];
		unsigned char to[VMAX], out[VMAX], reach[VMAX];

		MUST(ws);
		g->n = 2 + rnd_below(r % 3 ? 13 : 40);
		g->nw = 1 + rnd_below(3);
		p->k = 1 + rnd_below(KMAX);
		p->loose = rnd_below(2);
		for (int k = 0; k < g->nw; k++)
			style[k] = rnd_below(5);
		for (int v = 0; v < g->n; v++) {
			p->of[v] = rnd_below(p->k);
			to[v] = rnd_below(3) == 0;
		}
		wg_fill_classed(g, p->of, p->k, 10 + rnd_below(91), style);
		cl.n = p->k;
		cl.of = p->of;
		cl.bound = bound;
		cl.every = NULL;
		int nfrom = rnd_below(g->n + 1);
		struct match_graph *mg = match_graph_new(g->n, g->nw);
		MUST(mg);
		match_warm_keep_duals(ws, 1);
		MUST(match_solve_classed(mg, mate, ws, edge, p, &cl) == 0);
		memset(out, 7, sizeof(out));
		MUST(match_tight_any_classed(ws, edge, p, &cl, nfrom, to, out) == 0);
		struct match_snapshot *s = match_snapshot_take(ws);
		MUST(s);
		memset(reach, 0, sizeof(reach));
		if (g->n <= 14) {
			uint64_t cur[WG_NWMAX + 1] = { 0 }, best[WG_NWMAX + 1] = { 0 };
			int stack[VMAX / 2][2];
			wg_brute(g, 0, 0, cur, best, stack, 0, NULL);
			for (int v = 0; v < g->n; v++)
				bmate[v] = -1;
			optima(g, 0, 0, cur, best, bmate, to, reach);
			brute++;
		}
		int ok = 1;
		for (int u = 0; u < nfrom; u++) {
			int want = 0;
			for (int v = 0; v < g->n; v++) {
				int lo = u < v ? u : v, hi = u < v ? v : u;
				if (v != u && to[v] && g->has[lo][hi])
					want |= match_snapshot_slack(s, lo, hi, g->w[lo][hi]) == 0;
			}
			if (out[u] > 1 || out[u] < want || (reach[u] && !out[u]) ||
			    (!out[u] && (mate[u] < 0 || to[mate[u]]))) {
				ok = 0;
				fprintf(stderr, "match-tight-any: round %d (n %d, nw %d, k %d): row %d says %d, tight %d, optima %d, mate %d\n",
					r, g->n, g->nw, p->k, u, out[u], want, reach[u], mate[u]);
			}
			cleared += !out[u];
		}
		ok ? pass++ : fail++;
		match_snapshot_free(s);
		match_graph_free(mg);
		match_warm_free(ws);
	}
	free(p);
	printf("match-tight-any: %d passed, %d failed (%d rows cleared, %d graphs searched exhaustively)\n",
	       pass, fail, cleared, brute);
	ck_assert_int_eq(fail, 0);
	ck_assert_int_gt(cleared, 0);
}
END_TEST

START_TEST(tight_errors)
{
	struct tgraph *p = calloc(1, sizeof(*p));
	unsigned char every[4] = { 0 }, to[4] = { 0, 1, 0, 0 }, out[4];
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
	ck_assert_int_eq(match_tight_any_classed(ws, edge, p, &cl, 4, to, out), -1);
	ck_assert_int_eq(errno, EINVAL);
	match_warm_keep_duals(ws, 1);
	MUST(match_solve_classed(mg, mate, ws, edge, p, &cl) == 0);
	ck_assert_int_eq(match_tight_any_classed(ws, edge, p, &cl, 4, to, out), 0);
	ck_assert_int_eq(out[0], 1);	/* 0-1 is tight */
	ck_assert_int_eq(out[2], 1);	/* no edge: its dual is 0 */
	/* every[] rows are not bounded: refused */
	cl.every = every;
	errno = 0;
	ck_assert_int_eq(match_tight_any_classed(ws, edge, p, &cl, 4, to, out), -1);
	ck_assert_int_eq(errno, EINVAL);
	/* a class out of range */
	cl.every = NULL;
	p->of[2] = 1;
	errno = 0;
	ck_assert_int_eq(match_tight_any_classed(ws, edge, p, &cl, 4, to, out), -1);
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
	tcase_add_test(tc, tight_any_holds_optima);
	tcase_add_test(tc, tight_errors);
	suite_add_tcase(s, tc);
	return s;
}
