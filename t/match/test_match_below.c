/*
 * test_match_below.c - the pairs below their class bound, through the
 * blossom forest (match_below_pairs(), lib/match/below.h), against a
 * brute force over every pair.
 *
 * The duals are those of real solves (so the blossoms nest as the
 * solver nests them): random classed graphs, graphs of alike vertices
 * (one weight, ties everywhere: one giant blossom), and graphs whose
 * weights fall with the distance of the two vertices (blossoms nested
 * one in the next, as below a big pairing bracket).  Each class pair's
 * bound is the sum y_u + y_v + cz[L] of one of its pairs, one more or
 * one less, so that pairs sit exactly at the bound, just below and
 * just above it.  match_below_pairs() must report each pair with
 * y_u + y_v + cz[L] < 4 B exactly once, and no other; the skipped
 * vertices never; and a non-zero return of the callback must stop it.
 */
#include <check.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match/below.h"
#include "match/duals.h"
#include "match/match.h"
#include "match/wide.h"
#include "support/rnd.h"
#include "support/wgraph.h"

Suite *suite_match_below(void);

#define VMAX WG_VMAX
#define KMAX 12

struct seen {
	int n, bad, calls, stop_at;
	unsigned char got[VMAX][VMAX];
};

static int record(void *ctx, int u, int v)
{
	struct seen *s = ctx;

	if (u < 0 || v < 0 || u >= s->n || v >= s->n || u == v) {
		s->bad = 1;
		return 0;
	}
	s->got[u < v ? u : v][u < v ? v : u]++;
	return ++s->calls == s->stop_at ? 7 : 0;
}

/* y_u + y_v + cz[L] (W words, least significant first). */
static void pair_sum(const struct match_duals *d, int u, int v, uint64_t *x)
{
	int W = d->W;

	wide_add(x, d->y + (size_t)u * W, d->y + (size_t)v * W, W);
	if (d->top[u] == d->top[v])
		wide_add(x, x, d->cz + (size_t)match_lca_query(&d->lca, u, v) * W, W);
}

/* The depth of the deepest vertex in the blossom forest. */
static int max_depth(const struct match_duals *d)
{
	int m = 0;

	for (int i = 0; i < d->lca.len; i++)
		if (d->lca.depth[i] > m)
			m = d->lca.depth[i];
	return m;
}

/* The graphs: 0 random by classes, 1 alike, 2 falling with distance. */
static void fill(struct wgraph *g, int kind, const int *of, int k)
{
	int style[WG_NWMAX];

	for (int i = 0; i < g->nw; i++)
		style[i] = rnd_below(5);
	if (kind == 0) {
		wg_fill_classed(g, of, k, 30 + rnd_below(71), style);
		return;
	}
	memset(g->has, 0, sizeof(g->has));
	for (int u = 0; u < g->n; u++)
		for (int v = u + 1; v < g->n; v++) {
			uint64_t w[WG_NWMAX] = { 0 };
			w[0] = kind == 1 ? 5 : (uint64_t)(4 * g->n - (v - u)) + (uint64_t)rnd_below(2);
			if (kind == 2 && g->nw > 1)
				w[1] = (uint64_t)rnd_below(3);
			if (kind == 1 || rnd_below(100) < 90)
				wg_set_pair(g, u, v, w);
		}
}

START_TEST(below_equals_brute)
{
	struct wgraph *g = calloc(1, sizeof(*g));
	struct seen *s = calloc(1, sizeof(*s));
	int pass = 0, fail = 0, deep = 0, reported = 0, nested = 0;
	static uint64_t b4[KMAX * KMAX * (WG_NWMAX + 1)];
	unsigned char has[KMAX * KMAX];

	MUST(g && s);
	rng_state = 3434;
	for (int r = 0; r < 3000 / SCALE; r++) {
		int of[VMAX], mate[VMAX], k = 1 + rnd_below(KMAX), kind = r % 3;
		unsigned char skip[VMAX];
		struct match_warm *ws = match_warm_new();

		MUST(ws);
		g->n = 2 + rnd_below(r % 5 ? 40 : VMAX - 1);
		g->nw = 1 + rnd_below(3);
		for (int v = 0; v < g->n; v++) {
			of[v] = kind == 0 ? rnd_below(k < WG_KMAX ? k : WG_KMAX) : rnd_below(k);
			skip[v] = rnd_below(8) == 0;
		}
		fill(g, kind, of, k < WG_KMAX ? k : WG_KMAX);
		struct match_graph *mg = wg_dense(g, NULL);
		match_warm_keep_duals(ws, 1);
		MUST(match_solve_warm(mg, mate, NULL, ws) == 0);
		const struct match_duals *d = match_warm_duals(ws);
		MUST(d && d->n == g->n);
		int W = d->W, depth = max_depth(d);
		deep = depth > deep ? depth : deep;
		nested += depth >= 3;
		/* each class pair's bound: one of its pairs' sums, +-1 */
		for (int a = 0; a < k; a++)
			for (int b = a; b < k; b++) {
				int u = -1, v = -1;
				for (int t = 0; t < 50 && u < 0; t++) {
					int x = rnd_below(g->n), y = rnd_below(g->n);
					if (x != y && of[x] == a && of[y] == b) {
						u = x;
						v = y;
					}
				}
				uint64_t *x = b4 + ((size_t)a * k + b) * W, one[WG_NWMAX + 1] = { 1 };
				has[a * k + b] = has[b * k + a] = u >= 0 && rnd_below(8) != 0;
				if (u < 0)
					continue;
				pair_sum(d, u, v, x);
				int e = rnd_below(3);
				if (e == 0)
					wide_sub(x, x, one, W);
				else if (e == 2)
					wide_add(x, x, one, W);
				wide_copy(b4 + ((size_t)b * k + a) * W, x, W);
			}
		struct match_below *bw = match_below_new(g->n, k);
		MUST(bw);
		memset(s, 0, sizeof(*s));
		s->n = g->n;
		const unsigned char *sk = r % 2 ? skip : NULL;
		MUST(match_below_pairs(bw, d, of, k, b4, has, sk, record, s) == 0);
		int ok = !s->bad;
		for (int u = 0; u < g->n; u++)
			for (int v = u + 1; v < g->n; v++) {
				uint64_t x[WG_NWMAX + 1];
				int want = 0;
				if (!(sk && (sk[u] || sk[v])) && has[of[u] * k + of[v]]) {
					pair_sum(d, u, v, x);
					want = wide_cmp(x, b4 + ((size_t)of[u] * k + of[v]) * W, W) < 0;
				}
				if (s->got[u][v] != want) {
					ok = 0;
					fprintf(stderr, "match-below: round %d (n %d, kind %d, depth %d): pair %d-%d reported %d times, want %d\n",
						r, g->n, kind, depth, u, v, s->got[u][v], want);
				}
				reported += want;
			}
		/* a non-zero return stops the search and comes back */
		if (s->calls > 1) {
			int calls = s->calls;
			memset(s, 0, sizeof(*s));
			s->n = g->n;
			s->stop_at = 1 + rnd_below(calls);
			int stop = s->stop_at;
			if (match_below_pairs(bw, d, of, k, b4, has, sk, record, s) != 7 ||
			    s->calls != stop)
				ok = 0;
		}
		ok ? pass++ : fail++;
		match_below_free(bw);
		match_graph_free(mg);
		match_warm_free(ws);
	}
	free(g);
	free(s);
	printf("match-below: %d passed, %d failed (%d pairs below, %d forests 3 deep or more, deepest %d)\n",
	       pass, fail, reported, nested, deep);
	ck_assert_int_eq(fail, 0);
	ck_assert_int_gt(reported, 0);
	ck_assert_int_ge(deep, 10);	/* the nesting was exercised */
}
END_TEST

START_TEST(below_errors)
{
	struct wgraph *g = calloc(1, sizeof(*g));
	struct seen *s = calloc(1, sizeof(*s));
	int of[4] = { 0 }, mate[4];
	uint64_t b4[2] = { 0 }, w[WG_NWMAX] = { 3 };
	unsigned char has[1] = { 1 };

	MUST(g && s);
	g->n = 4;
	g->nw = 1;
	wg_set_pair(g, 0, 1, w);
	struct match_graph *mg = wg_dense(g, NULL);
	struct match_warm *ws = match_warm_new();
	MUST(ws);
	match_warm_keep_duals(ws, 1);
	MUST(match_solve_warm(mg, mate, NULL, ws) == 0);
	const struct match_duals *d = match_warm_duals(ws);
	/* built for another size: refused */
	struct match_below *bw = match_below_new(5, 1);
	MUST(bw);
	errno = 0;
	ck_assert_int_eq(match_below_pairs(bw, d, of, 1, b4, has, NULL, record, s), -1);
	ck_assert_int_eq(errno, EINVAL);
	match_below_free(bw);
	/* a bound of 0 lets nothing through (duals are not negative) */
	bw = match_below_new(4, 1);
	MUST(bw);
	s->n = 4;
	ck_assert_int_eq(match_below_pairs(bw, d, of, 1, b4, has, NULL, record, s), 0);
	ck_assert_int_eq(s->calls, 0);
	match_below_free(bw);
	match_below_free(NULL);
	match_graph_free(mg);
	match_warm_free(ws);
	free(g);
	free(s);
}
END_TEST

Suite *suite_match_below(void)
{
	Suite *s = suite_create("match_below");
	TCase *tc = tcase_create("below");

	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, below_equals_brute);
	tcase_add_test(tc, below_errors);
	suite_add_tcase(s, tc);
	return s;
}
