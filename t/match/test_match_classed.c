/*
 * test_match_classed.c - pricing by vertex classes
 * (match_solve_classed), the dual snapshot (match_snapshot_*) and the
 * cardinality matcher with a joker vertex (match_cardinality_joker).
 *
 * A random implicit graph G, its vertices in random classes, some rows
 * marked "every" (priced pair by pair, their weights not bounded by the
 * classes); the bound of a pair of classes is the heaviest edge between
 * their other vertices, sometimes loosened.  Each solve, cold from a
 * random candidate set and warm after a change, must give
 *  (a) the optimum weight of a dense solve of G (and of an exhaustive
 *      search when G is small), and
 *  (b) a valid matching of G;
 * the snapshot of its duals must say
 *  (c) slack 0 for every matched pair, never -1 for an edge of G, and
 *      for a tight pair -1 one unit heavier, 1 one unit lighter,
 *  (d) the optimum again from a dense solve of the slack-0 pairs alone,
 *      and, when G is small, slack 0 for every pair of every optimum.
 */
#include <check.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match/graph.h"
#include "match/match.h"
#include "support/rnd.h"
#include "support/wgraph.h"

Suite *suite_match_classed(void);

#define VMAX WG_VMAX
#define KMAX WG_KMAX		/* classes */
#define BRUTE_MAX 10

struct cgraph {
	struct wgraph g;
	int of[VMAX];
	unsigned char every[VMAX];
	int k;
	int loose;		/* bounds above the heaviest edge */
	int empty_bound;	/* a bound for class pairs with no edge */
	int bad_call;
};

static int edge(void *ctx, int u, int v, uint64_t *weight)
{
	struct cgraph *p = ctx;

	if (u < 0 || v <= u || v >= p->g.n) {
		p->bad_call = 1;
		return 0;
	}
	if (!p->g.has[u][v])
		return 0;
	memcpy(weight, p->g.w[u][v], sizeof(uint64_t) * p->g.nw);
	return 1;
}

/* The bound of classes a, b: the heaviest edge between vertices of them
 * outside every[], loosened on request. */
static int bound(void *ctx, int a, int b, uint64_t *weight)
{
	struct cgraph *p = ctx;

	if (a < 0 || b < 0 || a >= p->k || b >= p->k) {
		p->bad_call = 1;
		return 0;
	}
	if (!wg_class_bound(&p->g, p->of, p->every, a, b, p->loose, weight))
		return p->empty_bound;	/* weight 0 bounds no edge at all */
	return 1;
}

/* (a)-(d) for the solve just made with ws; 1 if all hold. */
static int check_solve(struct cgraph *p, const int *mate, struct match_warm *ws,
		       const char **why)
{
	static unsigned char tight[VMAX * VMAX];
	const struct wgraph *g = &p->g;
	int n = g->n;
	uint64_t got[WG_NWMAX + 1], opt[WG_NWMAX + 1];

	if (p->bad_call)
		return *why = "a callback was asked for a pair out of range", 0;
	if (!wg_valid(g, mate))
		return *why = "(b) not a matching of G", 0;
	wg_msum(g, mate, got);
	wg_dense_opt(g, NULL, opt);
	if (memcmp(got, opt, sizeof(got)))
		return *why = "(a) weight differs from the dense solve", 0;
	if (n < 2)
		return 1;
	struct match_snapshot *s = match_snapshot_take(ws);
	if (!s)
		return *why = "no snapshot", 0;
	if (match_snapshot_words(s) != g->nw) {
		match_snapshot_free(s);
		return *why = "snapshot of another word count", 0;
	}
	memset(tight, 0, sizeof(tight));
	for (int u = 0; u < n; u++)
		for (int v = u + 1; v < n; v++) {
			if (!g->has[u][v])
				continue;
			int sl = match_snapshot_slack(s, u, v, g->w[u][v]);
			if (sl < 0) {
				match_snapshot_free(s);
				return *why = "(c) an edge of G below its duals", 0;
			}
			if (mate[u] == v && sl != 0) {
				match_snapshot_free(s);
				return *why = "(c) a matched pair not tight", 0;
			}
			tight[u * n + v] = sl == 0;
			/* a pair one unit heavier is below its duals, one
			 * lighter above them: the slack is a reduced cost */
			uint64_t w2[WG_NWMAX];
			int low = g->nw - 1;
			memcpy(w2, g->w[u][v], sizeof(w2));
			if (sl == 0 && w2[low] < UINT64_MAX) {
				w2[low]++;
				if (match_snapshot_slack(s, u, v, w2) != -1) {
					match_snapshot_free(s);
					return *why = "(c) a heavier tight pair not below its duals", 0;
				}
				w2[low]--;
			}
			if (sl == 0 && w2[low] > 0) {
				w2[low]--;
				if (match_snapshot_slack(s, u, v, w2) != 1) {
					match_snapshot_free(s);
					return *why = "(c) a lighter tight pair not above its duals", 0;
				}
			}
		}
	match_snapshot_free(s);
	*why = wg_tight_holds_optimum(g, opt, tight, BRUTE_MAX);
	return *why == NULL;
}

static void run(int rounds, int nmax, int steps, int *pass, int *fail)
{
	struct cgraph *p = calloc(1, sizeof(*p));
	struct wgraph *g = &p->g;

	MUST(p);
	for (int r = 0; r < rounds; r++) {
		struct match_warm *ws = match_warm_new();
		int style[WG_NWMAX], mate[VMAX];
		int every_pct = rnd_below(3) ? 0 : rnd_below(40);
		struct match_classes cl;

		MUST(ws);
		match_warm_keep_duals(ws, 1);
		p->bad_call = 0;
		g->n = rnd_below(nmax + 1);
		g->nw = 1 + rnd_below(4);
		p->k = 1 + rnd_below(KMAX);
		p->loose = rnd_below(2);
		p->empty_bound = rnd_below(2);
		for (int k = 0; k < g->nw; k++)
			style[k] = rnd_below(5);
		for (int v = 0; v < g->n; v++) {
			p->of[v] = rnd_below(p->k);
			p->every[v] = rnd_below(100) < every_pct;
		}
		wg_fill_classed(&p->g, p->of, p->k, 10 + rnd_below(91), style);
		cl.n = p->k;
		cl.of = p->of;
		cl.bound = bound;
		cl.every = every_pct ? p->every : NULL;

		struct match_graph *mg = match_graph_new(g->n, g->nw);
		MUST(mg);
		if (rnd_below(2))	/* a random part of G to start from */
			for (int i = 0; i < g->n; i++)
				for (int j = i + 1; j < g->n; j++)
					if (g->has[i][j] && rnd_below(4) == 0)
						MUST(match_set_edge(mg, i, j, g->w[i][j]) == 0);
		for (int s = 0; s <= steps; s++) {
			const char *why = "";

			if (s > 0 && g->n > 0) {
				struct match_graph *next;

				wg_change(g, style, 3);
				next = match_graph_carry(mg, g->nw, edge, p);
				MUST(next);
				match_graph_free(mg);
				mg = next;
			}
			int ok = match_solve_classed(mg, mate, ws, edge, p, &cl) == 0;
			if (!ok)
				why = "match_solve_classed failed";
			if (ok)
				ok = check_solve(p, mate, ws, &why);
			if (ok) {
				++*pass;
			} else {
				++*fail;
				fprintf(stderr, "match-classed: round %d step %d (n %d, nw %d, k %d): %s\n",
					r, s, g->n, g->nw, p->k, why);
			}
		}
		match_graph_free(mg);
		match_warm_free(ws);
	}
	free(p);
}

START_TEST(classed_equals_dense)
{
	int pass = 0, fail = 0;

	rng_state = 20261129;
	run(1500 / SCALE, BRUTE_MAX, 3, &pass, &fail);
	run(800 / SCALE, 40, 3, &pass, &fail);
	run(60 / SCALE, VMAX, 2, &pass, &fail);
	printf("match-classed: %d passed, %d failed\n", pass, fail);
	ck_assert_int_eq(fail, 0);
}
END_TEST

/* Bad arguments: a class out of range, no bound, no classes. */
START_TEST(classed_errors)
{
	struct cgraph *p = calloc(1, sizeof(*p));
	struct match_warm *ws = match_warm_new();
	struct match_graph *mg = match_graph_new(4, 1);
	int mate[4];
	struct match_classes cl = { 2, p->of, bound, NULL };

	MUST(p && ws && mg);
	p->g.n = 4;
	p->g.nw = 1;
	p->k = 2;
	p->of[2] = 2;		/* out of range */
	errno = 0;
	ck_assert_int_eq(match_solve_classed(mg, mate, ws, edge, p, &cl), -1);
	ck_assert_int_eq(errno, EINVAL);
	p->of[2] = 1;
	cl.bound = NULL;
	errno = 0;
	ck_assert_int_eq(match_solve_classed(mg, mate, ws, edge, p, &cl), -1);
	ck_assert_int_eq(errno, EINVAL);
	errno = 0;
	ck_assert_int_eq(match_solve_classed(mg, mate, ws, edge, p, NULL), -1);
	ck_assert_int_eq(errno, EINVAL);
	/* no duals kept: no snapshot */
	struct match_warm *w2 = match_warm_new();
	MUST(w2);
	errno = 0;
	ck_assert_ptr_null(match_snapshot_take(w2));
	ck_assert_int_ne(errno, 0);
	match_warm_free(w2);
	match_graph_free(mg);
	match_warm_free(ws);
	free(p);
}
END_TEST

/*
 * match_cardinality_joker() against match_cardinality() on the same
 * graph with the joker's row written into the matrix: the same size,
 * a valid matching of it, and the same "perfect?" answer early.
 */
START_TEST(joker_equals_matrix)
{
	enum { N = 41 };
	unsigned char adj[N * N], big[N * N], joker[N];
	int who[N], mate[N + 1], mref[N + 1];

	rng_state = 34;
	for (int iter = 0; iter < 600; iter++) {
		int n = 1 + rnd_below(N - 1), per_mille = 20 + rnd_below(600);
		memset(adj, 0, sizeof(adj));
		for (int a = 0; a < n; a++)
			for (int b = a + 1; b < n; b++)
				if (rnd_below(1000) < per_mille)
					adj[a * n + b] = adj[b * n + a] = 1;
		int k = 0;
		for (int v = 0; v < n; v++)
			if (rnd_below(4))
				who[k++] = v;
		int jpct = rnd_below(60);
		for (int i = 0; i < k; i++)
			joker[i] = (unsigned char)(rnd_below(100) < jpct);
		/* the same graph as a matrix of k + 1 vertices */
		int m = k + 1, wi[N];
		memset(big, 0, sizeof(big));
		for (int a = 0; a < k; a++) {
			wi[a] = a;
			for (int b = 0; b < k; b++)
				big[a * m + b] = adj[who[a] * n + who[b]];
			big[a * m + k] = big[k * m + a] = joker[a];
		}
		wi[k] = k;
		int ref = match_cardinality(big, (size_t)m, wi, m, mref, 0);
		for (int i = 0; i <= k; i++)
			mate[i] = -1;
		int got = match_cardinality_joker(adj, (size_t)n, who, k, joker, mate, 0);
		ck_assert_int_eq(got, ref);
		int pairs = 0;
		for (int a = 0; a <= k; a++) {
			if (mate[a] < 0)
				continue;
			ck_assert_int_le(mate[a], k);
			ck_assert_int_eq(mate[mate[a]], a);
			ck_assert(big[a * m + mate[a]]);
			pairs += mate[a] > a;
		}
		ck_assert_int_eq(pairs, got);
		for (int i = 0; i <= k; i++)
			mate[i] = -1;
		int quick = match_cardinality_joker(adj, (size_t)n, who, k, joker, mate, 1);
		ck_assert_int_eq(2 * quick == m, 2 * ref == m);
	}
}
END_TEST

Suite *suite_match_classed(void)
{
	Suite *s = suite_create("match_classed");
	TCase *tc = tcase_create("classed");

	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, classed_equals_dense);
	tcase_add_test(tc, classed_errors);
	tcase_add_test(tc, joker_equals_matrix);
	suite_add_tcase(s, tc);
	return s;
}
