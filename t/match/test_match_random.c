/*
 * test_match_random.c - property tests of the blossom matcher: random
 * small graphs against an exhaustive enumeration of all matchings, and
 * consistency checks on larger graphs (relabeling, word padding).
 */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "support/rnd.h"

Suite *suite_match_random(void);

#define NMAX 12
#define WMAX 4			/* weight words + 1 for the sum */

/* A weight word: zero, small, arbitrary or close to 2^64. */
static uint64_t rnd_word(int style)
{
	switch (style) {
	case 0:
		return (uint64_t)rnd_below(4);
	case 1:
		return (uint64_t)rnd_below(1000);
	case 2:
		return UINT64_MAX - (uint64_t)rnd_below(3);
	case 3:
		return rnd();
	default:
		return rnd_below(2) ? rnd() : (uint64_t)rnd_below(3);
	}
}

struct tgraph {
	int n, nw;
	int has[NMAX][NMAX];
	uint64_t w[NMAX][NMAX][WMAX - 1];	/* most significant first */
};

/* Sums are kept least significant word first, nw + 1 words. */
static void sum_add(uint64_t *acc, const uint64_t *msw, int nw)
{
	uint64_t c = 0;

	for (int i = 0; i <= nw; i++) {
		uint64_t x = i < nw ? msw[nw - 1 - i] : 0;
		uint64_t t = acc[i] + c;

		c = t < c;
		acc[i] = t + x;
		c |= acc[i] < t;
	}
}

static int sum_cmp(const uint64_t *a, const uint64_t *b, int n)
{
	for (int i = n - 1; i >= 0; i--)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

/* Exhaustive search: every matching of g, best (card,) weight kept. */
struct enumr {
	const struct tgraph *g;
	int maxcard;
	int used[NMAX];
	uint64_t cur[WMAX], best[WMAX];
	int card, bestcard;
};

static void enumerate(struct enumr *e, int i)
{
	const struct tgraph *g = e->g;
	int W = g->nw + 1;

	while (i < g->n && e->used[i])
		i++;
	if (i >= g->n) {
		int better;

		if (e->maxcard && e->card != e->bestcard)
			better = e->card > e->bestcard;
		else
			better = sum_cmp(e->cur, e->best, W) > 0;
		if (better) {
			memcpy(e->best, e->cur, sizeof(e->cur));
			e->bestcard = e->card;
		}
		return;
	}
	e->used[i] = 1;
	enumerate(e, i + 1);
	for (int j = i + 1; j < g->n; j++) {
		uint64_t save[WMAX];

		if (e->used[j] || !g->has[i][j])
			continue;
		memcpy(save, e->cur, sizeof(save));
		sum_add(e->cur, g->w[i][j], g->nw);
		e->used[j] = 1;
		e->card++;
		enumerate(e, i + 1);
		e->card--;
		e->used[j] = 0;
		memcpy(e->cur, save, sizeof(save));
	}
	e->used[i] = 0;
}

static void brute(const struct tgraph *g, int maxcard, uint64_t *best,
		  int *bestcard)
{
	struct enumr e;

	memset(&e, 0, sizeof(e));
	e.g = g;
	e.maxcard = maxcard;
	e.bestcard = -1;
	enumerate(&e, 0);
	memcpy(best, e.best, sizeof(e.best));
	*bestcard = e.bestcard;
}

static void random_graph(struct tgraph *g, int n, int nw)
{
	int density = 10 + rnd_below(91);	/* percent */
	int style[WMAX];

	memset(g, 0, sizeof(*g));
	g->n = n;
	g->nw = nw;
	for (int k = 0; k < nw; k++)
		style[k] = rnd_below(5);
	for (int i = 0; i < n; i++)
		for (int j = i + 1; j < n; j++) {
			if (rnd_below(100) >= density)
				continue;
			g->has[i][j] = g->has[j][i] = 1;
			for (int k = 0; k < nw; k++)
				g->w[i][j][k] = g->w[j][i][k] =
					rnd_word(style[k]);
		}
}

/* Solve g (edges set in a random order, some set twice); check mate[]. */
static void solve_and_check(const struct tgraph *g, unsigned flags,
			    uint64_t *sum, int *card)
{
	struct match_graph *mg = match_graph_new(g->n, g->nw);
	int mate[NMAX];

	ck_assert_ptr_nonnull(mg);
	for (int i = 0; i < g->n; i++)
		for (int j = 0; j < g->n; j++) {
			uint64_t junk[WMAX - 1];

			if (i == j || !g->has[i][j] || rnd_below(2))
				continue;
			/* A first weight that a later call replaces. */
			if (rnd_below(4) == 0) {
				for (int k = 0; k < g->nw; k++)
					junk[k] = rnd();
				ck_assert_int_eq(match_set_edge(mg, i, j, junk), 0);
			}
			ck_assert_int_eq(match_set_edge(mg, i, j, g->w[i][j]), 0);
		}
	/* Every edge once more in the other direction (same weight). */
	for (int i = g->n - 1; i >= 0; i--)
		for (int j = 0; j < i; j++)
			if (g->has[i][j])
				ck_assert_int_eq(match_set_edge(mg, i, j,
								g->w[i][j]), 0);
	ck_assert_int_eq(match_solve_flags(mg, mate, flags), 0);
	match_graph_free(mg);

	memset(sum, 0, WMAX * sizeof(*sum));
	*card = 0;
	for (int v = 0; v < g->n; v++) {
		int u = mate[v];

		if (u < 0) {
			ck_assert_int_eq(u, -1);
			continue;
		}
		ck_assert_int_lt(u, g->n);
		ck_assert_int_ne(u, v);
		ck_assert_int_eq(mate[u], v);
		ck_assert(g->has[v][u]);
		if (v < u) {
			sum_add(sum, g->w[v][u], g->nw);
			++*card;
		}
	}
}

static void check_random(int count, int nmax, unsigned flags)
{
	for (int t = 0; t < count; t++) {
		struct tgraph g;
		uint64_t want[WMAX], got[WMAX];
		int wantcard, gotcard;
		int n = rnd_below(nmax + 1);
		int nw = 1 + rnd_below(3);

		random_graph(&g, n, nw);
		brute(&g, !!(flags & MATCH_MAX_CARDINALITY), want, &wantcard);
		solve_and_check(&g, flags, got, &gotcard);
		if (flags & MATCH_MAX_CARDINALITY)
			ck_assert_int_eq(gotcard, wantcard);
		ck_assert_msg(sum_cmp(got, want, nw + 1) == 0,
			      "graph %d (n=%d nw=%d): weight differs", t, n, nw);
	}
}

START_TEST(random_vs_brute)
{
	rng_state = 0x9E3779B97F4A7C15ULL + (uint64_t)_i;
	check_random(1000, NMAX, 0);
}
END_TEST

START_TEST(random_vs_brute_maxcard)
{
	rng_state = 0xD1B54A32D192ED03ULL + (uint64_t)_i;
	check_random(500, NMAX, MATCH_MAX_CARDINALITY);
}
END_TEST

/* Many tiny graphs with few distinct weights: ties and blossoms galore. */
START_TEST(random_small_ties)
{
	rng_state = 0x1234567ULL;
	for (int t = 0; t < 3000; t++) {
		struct tgraph g;
		uint64_t want[WMAX], got[WMAX];
		int wc, gc;
		int n = 3 + rnd_below(8);
		unsigned flags = rnd_below(2) ? MATCH_MAX_CARDINALITY : 0;

		memset(&g, 0, sizeof(g));
		g.n = n;
		g.nw = 1;
		for (int i = 0; i < n; i++)
			for (int j = i + 1; j < n; j++)
				if (rnd_below(3)) {
					g.has[i][j] = g.has[j][i] = 1;
					g.w[i][j][0] = g.w[j][i][0] =
						(uint64_t)(1 + rnd_below(4));
				}
		brute(&g, !!flags, want, &wc);
		solve_and_check(&g, flags, got, &gc);
		ck_assert_msg(sum_cmp(got, want, 2) == 0 && (!flags || gc == wc),
			      "tiny graph %d differs", t);
	}
}
END_TEST

/*
 * Larger graphs have no oracle; the optimum must not depend on vertex
 * numbering, edge order, or extra zero high words.
 */
START_TEST(random_invariance)
{
	enum { N = 60 };
	static uint64_t w[N][N];
	static int has[N][N];
	rng_state = 0xABCDEF12345ULL;

	for (int t = 0; t < 40; t++) {
		int n = 20 + rnd_below(N - 19), perm[N], mate[N];
		int density = 10 + rnd_below(91);
		uint64_t base[3], other[3];
		struct match_graph *a = match_graph_new(n, 1);
		struct match_graph *b = match_graph_new(n, 3);

		ck_assert_ptr_nonnull(a);
		ck_assert_ptr_nonnull(b);
		for (int i = 0; i < n; i++)
			perm[i] = i;
		for (int i = n - 1; i > 0; i--) {
			int j = rnd_below(i + 1), x = perm[i];

			perm[i] = perm[j];
			perm[j] = x;
		}
		for (int i = 0; i < n; i++)
			for (int j = i + 1; j < n; j++) {
				has[i][j] = rnd_below(100) < density;
				w[i][j] = (uint64_t)rnd_below(t & 1 ? 20 : 1000000);
				if (has[i][j])
					ck_assert_int_eq(match_set_edge(a, i, j,
									&w[i][j]), 0);
			}
		for (int i = n - 1; i >= 0; i--)
			for (int j = n - 1; j > i; j--) {
				uint64_t x[3] = { 0, 0, w[i][j] };

				if (has[i][j])
					ck_assert_int_eq(match_set_edge(b,
						perm[j], perm[i], x), 0);
			}
		memset(base, 0, sizeof(base));
		memset(other, 0, sizeof(other));
		ck_assert_int_eq(match_solve(a, mate), 0);
		for (int i = 0; i < n; i++)
			if (mate[i] > i) {
				ck_assert(has[i][mate[i]]);
				base[0] += w[i][mate[i]];
			}
		ck_assert_int_eq(match_solve(b, mate), 0);
		for (int i = 0; i < n; i++)
			for (int j = i + 1; j < n; j++)
				if (mate[perm[i]] == perm[j]) {
					ck_assert(has[i][j]);
					other[0] += w[i][j];
				}
		ck_assert_msg(base[0] == other[0], "graph %d: %llu vs %llu", t,
			      (unsigned long long)base[0],
			      (unsigned long long)other[0]);
		match_graph_free(a);
		match_graph_free(b);
	}
}
END_TEST

Suite *suite_match_random(void)
{
	Suite *s = suite_create("match_random");
	TCase *tc = tcase_create("random");

	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, random_vs_brute, 0, 3);
	tcase_add_loop_test(tc, random_vs_brute_maxcard, 0, 2);
	tcase_add_test(tc, random_small_ties);
	tcase_add_test(tc, random_invariance);
	suite_add_tcase(s, tc);
	return s;
}
