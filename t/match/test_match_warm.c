/*
 * test_match_warm.c - re-optimisation (match_solve_warm): a random graph
 * is changed again and again (weights up and down, low words only as a
 * tie-break stage does, edges and whole vertices dropped, edges added)
 * and after each change the warm solve from the previous duals and
 * matching must reach the weight of a cold solve of the same graph (and
 * of an exhaustive search when the graph is small), with a valid
 * matching and duals feasible for the new weights.  The same after
 * match_warm_restrict() carries the duals to a graph of other vertices.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "support/rnd.h"
#include "support/wgraph.h"

Suite *suite_match_warm(void);

#define VMAX 40			/* <= WG_VMAX */
#define NWMAX WG_NWMAX		/* 8: up to 9-word duals, every scan width */

/* y[u] + y[v] >= 4 w(u, v) on every edge, y >= 0 (nw + 1 words). */
/* Each pair of g an edge with probability density%, of a random
 * weight in each word's style. */
static void fill_random(struct wgraph *g, const int *style, int density)
{
	uint64_t w[NWMAX];

	for (int i = 0; i < g->n; i++)
		for (int j = i + 1; j < g->n; j++)
			if (rnd_below(100) < density) {
				wg_rnd_weight(g, style, w);
				wg_set_pair(g, i, j, w);
			}
}

static int feasible(const struct wgraph *g, const struct match_warm *ws)
{
	uint64_t y[VMAX][NWMAX + 1];
	int W = g->nw + 1;

	for (int v = 0; v < g->n; v++) {
		ck_assert_int_eq(match_warm_dual(ws, v, y[v]), 0);
		if (y[v][0] >> 63)
			return 0;
	}
	for (int i = 0; i < g->n; i++)
		for (int j = i + 1; j < g->n; j++) {
			if (!g->has[i][j])
				continue;
			/* compare from the least significant word, exactly:
			 * lhs = y_i + y_j, rhs = 4 w (W + 1 words each) */
			uint64_t lhs[NWMAX + 2] = { 0 }, rhs[NWMAX + 2] = { 0 }, c = 0;
			for (int k = 0; k < W; k++) {
				uint64_t a = y[i][W - 1 - k], b = y[j][W - 1 - k];
				uint64_t t = a + c, u = t + b;
				c = (t < c) | (u < t);
				lhs[k] = u;
			}
			lhs[W] = c;
			uint64_t prev = 0;
			for (int k = 0; k <= W; k++) {
				uint64_t wk = k < g->nw ? g->w[i][j][g->nw - 1 - k] : 0;
				rhs[k] = (wk << 2) | (prev >> 62);
				prev = wk;
			}
			for (int k = W; k >= 0; k--)
				if (lhs[k] != rhs[k]) {
					if (lhs[k] < rhs[k])
						return 0;
					break;
				}
		}
	return 1;
}

/* rounds graphs of up to nmax vertices, steps changes each. */
/* mate is a valid matching of g as heavy as the cold solve's cmate,
 * ws's duals are feasible, and on small graphs brute force agrees. */
static int optimal(const struct wgraph *g, const int *mate, const int *cmate,
		   const struct match_warm *ws)
{
	uint64_t a[NWMAX + 1], b[NWMAX + 1];

	wg_msum(g, mate, a);
	wg_msum(g, cmate, b);
	int ok = wg_valid(g, mate) && !memcmp(a, b, sizeof(a)) && feasible(g, ws);
	if (ok && g->n <= 12) {
		uint64_t cur[NWMAX + 1] = { 0 }, best[NWMAX + 1] = { 0 };
		int stack[VMAX][2];

		wg_brute(g, 0, 0, cur, best, stack, 0, NULL);
		ok = !memcmp(a, best, sizeof(a));
	}
	return ok;
}

static void run(int rounds, int nmax, int steps, int *pass, int *fail)
{
	for (int r = 0; r < rounds; r++) {
		struct wgraph *g = calloc(1, sizeof(*g));
		struct match_warm *ws = match_warm_new();
		int style[NWMAX], mate[VMAX], cmate[VMAX], density = 20 + rnd_below(81);

		ck_assert_ptr_nonnull(g);
		ck_assert_ptr_nonnull(ws);
		g->n = 2 + rnd_below(nmax - 1);
		g->nw = 1 + rnd_below(NWMAX);
		for (int k = 0; k < g->nw; k++)
			style[k] = rnd_below(4);
		fill_random(g, style, density);
		for (int v = 0; v < g->n; v++)
			mate[v] = -1;
		for (int s = 0; s <= steps; s++) {
			if (s > 0)
				wg_change(g, style, 1);
			struct match_graph *mg = wg_dense(g, NULL);
			ck_assert_int_eq(match_solve_warm(mg, mate, NULL, ws), 0);
			ck_assert_int_eq(match_solve(mg, cmate), 0);
			match_graph_free(mg);
			int ok = optimal(g, mate, cmate, ws);
			if (ok) {
				++*pass;
			} else {
				++*fail;
				fprintf(stderr, "match-warm: round %d step %d (n %d, nw %d): "
					"warm solve differs from cold\n", r, s, g->n, g->nw);
			}
		}
		match_warm_free(ws);
		free(g);
	}
}

START_TEST(warm_equals_cold)
{
	int pass = 0, fail = 0;

	rng_state = 20261124;
	run(200, 12, 20, &pass, &fail);	/* against brute force too */
	run(150, VMAX, 30, &pass, &fail);
	printf("match-warm: %d passed, %d failed\n", pass, fail);
	ck_assert_int_eq(fail, 0);
}
END_TEST

/*
 * Every edge of every maximum-weight matching is tight under the duals
 * found (complementary slackness), cold and warm: the Dutch engine
 * drops the other edges.  found[i][j]: (i, j) is in some optimum.
 */
START_TEST(tight_holds_every_optimum)
{
	int pass = 0, fail = 0;

	rng_state = 77;
	for (int r = 0; r < 300; r++) {
		struct wgraph *g = calloc(1, sizeof(*g));
		struct match_warm *ws = match_warm_new();
		int style[NWMAX], mate[VMAX];

		ck_assert_ptr_nonnull(g);
		g->n = 2 + rnd_below(9);
		g->nw = 1 + rnd_below(NWMAX);
		for (int k = 0; k < g->nw; k++)
			style[k] = rnd_below(2);	/* small words: many ties */
		fill_random(g, style, 60);
		for (int v = 0; v < g->n; v++)
			mate[v] = -1;
		for (int step = 0; step < 8; step++) {
			if (step > 0)
				wg_change(g, style, 1);
			struct match_graph *mg = match_graph_new(g->n, g->nw);
			int eu[VMAX * VMAX], ev[VMAX * VMAX], m = 0;
			for (int i = 0; i < g->n; i++)
				for (int j = i + 1; j < g->n; j++)
					if (g->has[i][j]) {
						ck_assert_int_eq(match_set_edge(mg, i, j, g->w[i][j]), 0);
						eu[m] = i;
						ev[m++] = j;
					}
			unsigned char tc[VMAX * VMAX + 1], tw[VMAX * VMAX + 1];
			int cm[VMAX];
			ck_assert_int_eq(match_solve_tight(mg, cm, tc), 0);
			ck_assert_int_eq(match_solve_warm(mg, mate, tw, ws), 0);
			match_graph_free(mg);
			uint64_t cur[NWMAX + 1] = { 0 }, best[NWMAX + 1] = { 0 };
			int stack[VMAX][2];
			static unsigned char found[WG_VMAX][WG_VMAX];
			memset(found, 0, sizeof(found));
			wg_brute(g, 0, 0, cur, best, stack, 0, NULL);
			memset(cur, 0, sizeof(cur));
			wg_brute(g, 0, 0, cur, best, stack, 0, found);
			int ok = 1;
			for (int e = 0; e < m; e++)
				if (found[eu[e]][ev[e]] && (!tc[e] || !tw[e]))
					ok = 0;
			ok ? pass++ : fail++;
		}
		match_warm_free(ws);
		free(g);
	}
	printf("match-tight: %d passed, %d failed\n", pass, fail);
	ck_assert_int_eq(fail, 0);
}
END_TEST

/*
 * A tie-break stage: the weights move up by `bits' and low digits come
 * in below them; the scaled duals of the stage before must give the
 * optimum of a cold solve.
 */
START_TEST(scale_to_tiebreak)
{
	int pass = 0, fail = 0;
	static uint64_t le[VMAX][VMAX][4];	/* stage-2 weights, lsw first */

	rng_state = 4242;
	for (int r = 0; r < 400; r++) {
		int n = 2 + rnd_below(30), bits = r % 2 ? 64 + rnd_below(60) : 1 + rnd_below(30);
		int nw2 = 1 + (20 + bits + 1) / 64;
		struct match_graph *a = match_graph_new(n, 1), *b = match_graph_new(n, nw2);
		struct match_warm *ws = match_warm_new();
		int mate[VMAX], cm[VMAX];
		unsigned char has[VMAX][VMAX];

		memset(has, 0, sizeof(has));
		memset(le, 0, sizeof(le));
		for (int i = 0; i < n; i++)
			for (int j = i + 1; j < n; j++) {
				if (rnd_below(100) >= 50)
					continue;
				uint64_t w = (uint64_t)rnd_below(1 << 20), msw[4];
				int q = bits / 64, o = bits % 64;
				has[i][j] = 1;
				ck_assert_int_eq(match_set_edge(a, i, j, &w), 0);
				/* (w << bits) + a digit below */
				le[i][j][q] = w << o;
				if (o)
					le[i][j][q + 1] = w >> (64 - o);
				le[i][j][0] |= (uint64_t)rnd_below(bits < 10 ? 1 << bits : 1000);
				for (int k = 0; k < nw2; k++)
					msw[k] = le[i][j][nw2 - 1 - k];
				ck_assert_int_eq(match_set_edge(b, i, j, msw), 0);
			}
		for (int v = 0; v < n; v++)
			mate[v] = -1;
		ck_assert_int_eq(match_solve_warm(a, mate, NULL, ws), 0);
		ck_assert_int_eq(match_warm_scale(ws, nw2, bits), 0);
		ck_assert_int_eq(match_solve_warm(b, mate, NULL, ws), 0);
		ck_assert_int_eq(match_solve(b, cm), 0);
		uint64_t sw[2][5] = { { 0 } };
		int ok = 1;
		for (int t = 0; t < 2; t++) {
			const int *mm = t ? cm : mate;
			for (int v = 0; v < n; v++) {
				int u = mm[v];
				if (u < 0)
					continue;
				if (u >= n || mm[u] != v || !has[v < u ? v : u][v < u ? u : v]) {
					ok = 0;
					continue;
				}
				if (u < v)
					continue;
				uint64_t c = 0;
				for (int k = 0; k < 5; k++) {
					uint64_t x = k < 4 ? le[v][u][k] : 0, y = sw[t][k] + c;
					c = y < c;
					sw[t][k] = y + x;
					c |= sw[t][k] < y;
				}
			}
		}
		if (ok && !memcmp(sw[0], sw[1], sizeof(sw[0])))
			pass++;
		else
			fail++;
		match_graph_free(a);
		match_graph_free(b);
		match_warm_free(ws);
	}
	printf("match-scale: %d passed, %d failed\n", pass, fail);
	ck_assert_int_eq(fail, 0);
}
END_TEST

/* Reserving room changes nothing but the copying: edges set after it,
 * beyond it, and set twice all count as without it. */
START_TEST(reserve_keeps_edges)
{
	struct match_graph *g = match_graph_new(4, 1);
	uint64_t w1 = 1, w9 = 9, w5 = 5;
	int mate[4];

	ck_assert_int_eq(match_graph_reserve(g, 2), 0);
	ck_assert_int_eq(match_graph_reserve(g, -1), -1);
	ck_assert_int_eq(match_set_edge(g, 0, 1, &w9), 0);
	ck_assert_int_eq(match_set_edge(g, 1, 2, &w5), 0);
	ck_assert_int_eq(match_set_edge(g, 2, 3, &w1), 0);	/* beyond the room */
	ck_assert_int_eq(match_set_edge(g, 0, 1, &w1), 0);	/* replaces 9 */
	ck_assert_int_eq(match_graph_reserve(g, 1), 0);		/* smaller: kept */
	ck_assert_int_eq(match_solve(g, mate), 0);
	/* 0-1 (1) + 2-3 (1) = 2 < 1-2 (5) */
	ck_assert_int_eq(mate[1], 2);
	ck_assert_int_eq(mate[0], -1);
	match_graph_free(g);
}
END_TEST

/* A warm start from duals of another graph size is a cold solve. */
START_TEST(warm_size_change)
{
	struct match_warm *ws = match_warm_new();
	struct match_graph *a = match_graph_new(4, 1), *b = match_graph_new(3, 1);
	uint64_t w5 = 5, w3 = 3;
	int mate[4] = { -1, -1, -1, -1 };

	ck_assert_int_eq(match_set_edge(a, 0, 1, &w5), 0);
	ck_assert_int_eq(match_set_edge(a, 2, 3, &w3), 0);
	ck_assert_int_eq(match_solve_warm(a, mate, NULL, ws), 0);
	ck_assert_int_eq(mate[0], 1);
	ck_assert_int_eq(mate[2], 3);
	/* b: a path 0-1-2; the old mate[] names vertex 3, which is gone */
	ck_assert_int_eq(match_set_edge(b, 0, 1, &w3), 0);
	ck_assert_int_eq(match_set_edge(b, 1, 2, &w5), 0);
	ck_assert_int_eq(match_solve_warm(b, mate, NULL, ws), 0);
	ck_assert_int_eq(mate[0], -1);
	ck_assert_int_eq(mate[1], 2);
	ck_assert_int_eq(mate[2], 1);
	uint64_t y[2];
	ck_assert_int_eq(match_warm_dual(ws, 3, y), -1);
	match_graph_free(a);
	match_graph_free(b);
	match_warm_free(ws);
}
END_TEST

/*
 * match_warm_restrict(): a graph's vertices are kept in a random order,
 * some dropped, some new ones added, weights between kept vertices
 * mostly kept; the restricted duals must be the old ones of the same
 * vertices (0 for a new one), nothing beyond n; and the warm solve from
 * them and the old matching mapped the same way must reach the weight
 * of a cold solve (and of an exhaustive search when small), with a
 * valid matching and feasible duals.
 */
START_TEST(warm_restrict)
{
	int pass = 0, fail = 0;

	rng_state = 20261129;
	for (int r = 0; r < 600; r++) {
		struct wgraph *g = calloc(1, sizeof(*g)), *h = calloc(1, sizeof(*h));
		struct match_warm *ws = match_warm_new();
		int style[NWMAX], mate[VMAX], cmate[VMAX], old[VMAX], pos[VMAX];
		uint64_t w[NWMAX], y0[VMAX][NWMAX + 1], y[NWMAX + 1];

		ck_assert_ptr_nonnull(g);
		ck_assert_ptr_nonnull(h);
		ck_assert_ptr_nonnull(ws);
		g->n = 2 + rnd_below(r % 2 ? 11 : VMAX - 1);
		g->nw = h->nw = 1 + rnd_below(4);
		for (int k = 0; k < g->nw; k++)
			style[k] = rnd_below(5);
		fill_random(g, style, 60);
		for (int v = 0; v < g->n; v++)
			mate[v] = -1;
		struct match_graph *mg = wg_dense(g, NULL);
		ck_assert_int_eq(match_solve_warm(mg, mate, NULL, ws), 0);
		match_graph_free(mg);
		for (int v = 0; v < g->n; v++)
			ck_assert_int_eq(match_warm_dual(ws, v, y0[v]), 0);
		/* the kept vertices in random order, and a few new ones */
		for (int v = 0; v < g->n; v++)
			pos[v] = v;
		for (int v = g->n - 1; v > 0; v--) {
			int j = rnd_below(v + 1), t = pos[v];
			pos[v] = pos[j];
			pos[j] = t;
		}
		h->n = 0;
		for (int v = 0; v < g->n && h->n < VMAX; v++)
			if (rnd_below(4))
				old[h->n++] = pos[v];
		for (int k = rnd_below(3); k > 0 && h->n < VMAX; k--)
			old[h->n++] = -1;
		for (int i = 0; i < h->n; i++)
			for (int j = i + 1; j < h->n; j++) {
				int a = old[i], b = old[j];
				if (a >= 0 && b >= 0 && rnd_below(10)) {
					if (g->has[a][b])
						wg_set_pair(h, i, j, g->w[a][b]);
				} else if (rnd_below(2)) {
					wg_rnd_weight(h, style, w);
					wg_set_pair(h, i, j, w);
				}
			}
		ck_assert_int_eq(match_warm_restrict(ws, h->n, old), 0);
		int ok = 1;
		for (int v = 0; v < h->n; v++) {
			ck_assert_int_eq(match_warm_dual(ws, v, y), 0);
			if (old[v] >= 0 ? memcmp(y, y0[old[v]], sizeof(uint64_t) * (size_t)(h->nw + 1)) :
			    !(y[0] == 0 && y[h->nw] == 0))
				ok = 0;
		}
		if (match_warm_dual(ws, h->n, y) != -1)
			ok = 0;
		/* the old matching, on the vertices kept */
		int inv[VMAX];
		for (int v = 0; v < g->n; v++)
			inv[v] = -1;
		for (int v = 0; v < h->n; v++)
			if (old[v] >= 0)
				inv[old[v]] = v;
		int hm[VMAX];
		for (int v = 0; v < h->n; v++)
			hm[v] = old[v] >= 0 && mate[old[v]] >= 0 ? inv[mate[old[v]]] : -1;
		mg = wg_dense(h, NULL);
		ck_assert_int_eq(match_solve_warm(mg, hm, NULL, ws), 0);
		ck_assert_int_eq(match_solve(mg, cmate), 0);
		match_graph_free(mg);
		ok = ok && optimal(h, hm, cmate, ws);
		if (ok) {
			pass++;
		} else {
			fail++;
			fprintf(stderr, "match-restrict: round %d (n %d -> %d, nw %d) fails\n",
				r, g->n, h->n, h->nw);
		}
		match_warm_free(ws);
		free(g);
		free(h);
	}
	printf("match-restrict: %d passed, %d failed\n", pass, fail);
	ck_assert_int_eq(fail, 0);
}
END_TEST

/* match_warm_restrict() refuses a vertex out of range, and does
 * nothing where no duals are kept. */
START_TEST(warm_restrict_errors)
{
	struct match_warm *ws = match_warm_new();
	struct match_graph *a = match_graph_new(3, 1);
	uint64_t w5 = 5, y[2];
	int mate[3] = { -1, -1, -1 }, bad[2] = { 0, 3 }, ok[2] = { 2, -1 };

	ck_assert_ptr_nonnull(ws);
	ck_assert_int_eq(match_warm_restrict(ws, 2, ok), 0);	/* nothing kept */
	ck_assert_int_eq(match_warm_dual(ws, 0, y), -1);
	ck_assert_int_eq(match_set_edge(a, 1, 2, &w5), 0);
	ck_assert_int_eq(match_solve_warm(a, mate, NULL, ws), 0);
	ck_assert_int_eq(match_warm_restrict(ws, 2, bad), -1);
	ck_assert_int_eq(match_warm_restrict(ws, -1, ok), -1);
	ck_assert_int_eq(match_warm_restrict(NULL, 2, ok), -1);
	ck_assert_int_eq(match_warm_dual(ws, 2, y), 0);	/* still the old three */
	ck_assert_int_eq(match_warm_restrict(ws, 2, ok), 0);
	ck_assert_int_eq(match_warm_dual(ws, 2, y), -1);
	match_graph_free(a);
	match_warm_free(ws);
}
END_TEST

Suite *suite_match_warm(void)
{
	Suite *s = suite_create("match_warm");
	TCase *tc = tcase_create("warm");

	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, warm_equals_cold);
	tcase_add_test(tc, warm_size_change);
	tcase_add_test(tc, warm_restrict);
	tcase_add_test(tc, warm_restrict_errors);
	tcase_add_test(tc, reserve_keeps_edges);
	tcase_add_test(tc, scale_to_tiebreak);
	tcase_add_test(tc, tight_holds_every_optimum);
	suite_add_tcase(s, tc);
	return s;
}
