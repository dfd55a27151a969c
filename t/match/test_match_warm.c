/*
 * test_match_warm.c - re-optimisation (match_solve_warm): a random graph
 * is changed again and again (weights up and down, low words only as a
 * tie-break stage does, edges and whole vertices dropped, edges added)
 * and after each change the warm solve from the previous duals and
 * matching must reach the weight of a cold solve of the same graph (and
 * of an exhaustive search when the graph is small), with a valid
 * matching and duals feasible for the new weights.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "support/rnd.h"

Suite *suite_match_warm(void);

#define VMAX 40
#define NWMAX 8			/* up to 9-word duals: every scan width */

struct wgraph {
	int n, nw;
	unsigned char has[VMAX][VMAX];
	uint64_t w[VMAX][VMAX][NWMAX];	/* most significant first */
};

static uint64_t word(int style)
{
	switch (style) {
	case 0:
		return (uint64_t)rnd_below(3);
	case 1:
		return (uint64_t)rnd_below(50);
	case 2:
		return UINT64_MAX - (uint64_t)rnd_below(3);
	default:
		return rnd();
	}
}

static void set_pair(struct wgraph *g, int i, int j, const uint64_t *w)
{
	g->has[i][j] = g->has[j][i] = 1;
	memcpy(g->w[i][j], w, sizeof(g->w[i][j]));
	memcpy(g->w[j][i], w, sizeof(g->w[j][i]));
}

static void rnd_weight(const struct wgraph *g, uint64_t *w, const int *style)
{
	memset(w, 0, sizeof(uint64_t) * NWMAX);
	for (int k = 0; k < g->nw; k++)
		w[k] = word(style[k]);
}

/* Sum of a matching's weights, least significant word first. */
static void msum(const struct wgraph *g, const int *mate, uint64_t *sum)
{
	memset(sum, 0, sizeof(uint64_t) * (NWMAX + 1));
	for (int v = 0; v < g->n; v++) {
		if (mate[v] <= v)
			continue;
		uint64_t c = 0;
		for (int k = 0; k <= g->nw; k++) {
			uint64_t x = k < g->nw ? g->w[v][mate[v]][g->nw - 1 - k] : 0;
			uint64_t t = sum[k] + c;
			c = t < c;
			sum[k] = t + x;
			c |= sum[k] < t;
		}
	}
}

static struct match_graph *build(const struct wgraph *g)
{
	struct match_graph *mg = match_graph_new(g->n, g->nw);

	ck_assert_ptr_nonnull(mg);
	for (int i = 0; i < g->n; i++)
		for (int j = i + 1; j < g->n; j++)
			if (g->has[i][j])
				ck_assert_int_eq(match_set_edge(mg, i, j, g->w[i][j]), 0);
	return mg;
}

static int valid(const struct wgraph *g, const int *mate)
{
	for (int v = 0; v < g->n; v++) {
		int u = mate[v];
		if (u == -1)
			continue;
		if (u < 0 || u >= g->n || u == v || mate[u] != v || !g->has[v][u])
			return 0;
	}
	return 1;
}

/* y[u] + y[v] >= 4 w(u, v) on every edge, y >= 0 (nw + 1 words). */
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

/* Exhaustive best weight for n <= 12. */
static void brute(const struct wgraph *g, int i, unsigned used, uint64_t *cur,
		  uint64_t *best)
{
	while (i < g->n && (used >> i & 1))
		i++;
	if (i >= g->n) {
		for (int k = g->nw; k >= 0; k--)
			if (cur[k] != best[k]) {
				if (cur[k] > best[k])
					memcpy(best, cur, sizeof(uint64_t) * (NWMAX + 1));
				break;
			}
		return;
	}
	brute(g, i + 1, used | 1u << i, cur, best);
	for (int j = i + 1; j < g->n; j++) {
		if ((used >> j & 1) || !g->has[i][j])
			continue;
		uint64_t save[NWMAX + 1], c = 0;
		memcpy(save, cur, sizeof(save));
		for (int k = 0; k <= g->nw; k++) {
			uint64_t x = k < g->nw ? g->w[i][j][g->nw - 1 - k] : 0;
			uint64_t t = cur[k] + c;
			c = t < c;
			cur[k] = t + x;
			c |= cur[k] < t;
		}
		brute(g, i + 1, used | 1u << i | 1u << j, cur, best);
		memcpy(cur, save, sizeof(save));
	}
}

/* One random change of the kinds a pairing engine makes between solves. */
static void change(struct wgraph *g, const int *style)
{
	int n = g->n, kind = rnd_below(6);
	uint64_t w[NWMAX];

	if (kind == 0) {		/* some weights anew */
		int k = 1 + rnd_below(4);
		while (k--) {
			int i = rnd_below(n), j = rnd_below(n);
			if (i != j && g->has[i][j]) {
				rnd_weight(g, w, style);
				set_pair(g, i, j, w);
			}
		}
	} else if (kind == 1) {		/* a tie-break digit on one vertex's edges */
		int v = rnd_below(n);
		for (int j = 0; j < n; j++)
			if (g->has[v][j]) {
				memcpy(w, g->w[v][j], sizeof(w));
				w[g->nw - 1] = (uint64_t)rnd_below(20);
				set_pair(g, v, j, w);
			}
	} else if (kind == 2) {		/* a vertex leaves (a pair settled) */
		int v = rnd_below(n);
		for (int j = 0; j < n; j++)
			g->has[v][j] = g->has[j][v] = 0;
	} else if (kind == 3) {		/* some edges dropped */
		for (int k = 0; k < 3; k++) {
			int i = rnd_below(n), j = rnd_below(n);
			g->has[i][j] = g->has[j][i] = 0;
		}
	} else if (kind == 4) {		/* an edge added */
		int i = rnd_below(n), j = rnd_below(n);
		if (i != j) {
			rnd_weight(g, w, style);
			set_pair(g, i, j, w);
		}
	} else {			/* one weight up in its top word */
		int i = rnd_below(n), j = rnd_below(n);
		if (i != j && g->has[i][j]) {
			memcpy(w, g->w[i][j], sizeof(w));
			if (w[0] < UINT64_MAX)
				w[0]++;
			set_pair(g, i, j, w);
		}
	}
}

/* rounds graphs of up to nmax vertices, steps changes each. */
static void run(int rounds, int nmax, int steps, int *pass, int *fail)
{
	for (int r = 0; r < rounds; r++) {
		struct wgraph *g = calloc(1, sizeof(*g));
		struct match_warm *ws = match_warm_new();
		int style[NWMAX], mate[VMAX], cmate[VMAX], density = 20 + rnd_below(81);
		uint64_t w[NWMAX];

		ck_assert_ptr_nonnull(g);
		ck_assert_ptr_nonnull(ws);
		g->n = 2 + rnd_below(nmax - 1);
		g->nw = 1 + rnd_below(NWMAX);
		for (int k = 0; k < g->nw; k++)
			style[k] = rnd_below(4);
		for (int i = 0; i < g->n; i++)
			for (int j = i + 1; j < g->n; j++)
				if (rnd_below(100) < density) {
					rnd_weight(g, w, style);
					set_pair(g, i, j, w);
				}
		for (int v = 0; v < g->n; v++)
			mate[v] = -1;
		for (int s = 0; s <= steps; s++) {
			if (s > 0)
				change(g, style);
			struct match_graph *mg = build(g);
			ck_assert_int_eq(match_solve_warm(mg, mate, NULL, ws), 0);
			ck_assert_int_eq(match_solve(mg, cmate), 0);
			match_graph_free(mg);
			uint64_t a[NWMAX + 1], b[NWMAX + 1];
			msum(g, mate, a);
			msum(g, cmate, b);
			int ok = valid(g, mate) && !memcmp(a, b, sizeof(a)) && feasible(g, ws);
			if (ok && g->n <= 12) {
				uint64_t cur[NWMAX + 1] = { 0 }, best[NWMAX + 1] = { 0 };
				brute(g, 0, 0, cur, best);
				ok = !memcmp(a, best, sizeof(a));
			}
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
static void optimal_edges(const struct wgraph *g, int i, unsigned used, uint64_t *cur,
			  const uint64_t *best, int (*stack)[2], int depth,
			  unsigned char (*found)[VMAX])
{
	while (i < g->n && (used >> i & 1))
		i++;
	if (i >= g->n) {
		if (!memcmp(cur, best, sizeof(uint64_t) * (NWMAX + 1)))
			for (int k = 0; k < depth; k++)
				found[stack[k][0]][stack[k][1]] = 1;
		return;
	}
	optimal_edges(g, i + 1, used | 1u << i, cur, best, stack, depth, found);
	for (int j = i + 1; j < g->n; j++) {
		if ((used >> j & 1) || !g->has[i][j])
			continue;
		uint64_t save[NWMAX + 1], c = 0;
		memcpy(save, cur, sizeof(save));
		for (int k = 0; k <= g->nw; k++) {
			uint64_t x = k < g->nw ? g->w[i][j][g->nw - 1 - k] : 0;
			uint64_t t = cur[k] + c;
			c = t < c;
			cur[k] = t + x;
			c |= cur[k] < t;
		}
		stack[depth][0] = i;
		stack[depth][1] = j;
		optimal_edges(g, i + 1, used | 1u << i | 1u << j, cur, best, stack, depth + 1, found);
		memcpy(cur, save, sizeof(save));
	}
}

START_TEST(tight_holds_every_optimum)
{
	int pass = 0, fail = 0;

	rng_state = 77;
	for (int r = 0; r < 300; r++) {
		struct wgraph *g = calloc(1, sizeof(*g));
		struct match_warm *ws = match_warm_new();
		int style[NWMAX], mate[VMAX];
		uint64_t w[NWMAX];

		ck_assert_ptr_nonnull(g);
		g->n = 2 + rnd_below(9);
		g->nw = 1 + rnd_below(NWMAX);
		for (int k = 0; k < g->nw; k++)
			style[k] = rnd_below(2);	/* small words: many ties */
		for (int i = 0; i < g->n; i++)
			for (int j = i + 1; j < g->n; j++)
				if (rnd_below(100) < 60) {
					rnd_weight(g, w, style);
					set_pair(g, i, j, w);
				}
		for (int v = 0; v < g->n; v++)
			mate[v] = -1;
		for (int step = 0; step < 8; step++) {
			if (step > 0)
				change(g, style);
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
			static unsigned char found[VMAX][VMAX];
			memset(found, 0, sizeof(found));
			brute(g, 0, 0, cur, best);
			memset(cur, 0, sizeof(cur));
			optimal_edges(g, 0, 0, cur, best, stack, 0, found);
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

Suite *suite_match_warm(void)
{
	Suite *s = suite_create("match_warm");
	TCase *tc = tcase_create("warm");

	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, warm_equals_cold);
	tcase_add_test(tc, warm_size_change);
	tcase_add_test(tc, reserve_keeps_edges);
	tcase_add_test(tc, scale_to_tiebreak);
	tcase_add_test(tc, tight_holds_every_optimum);
	suite_add_tcase(s, tc);
	return s;
}
