/*
 * test_match_priced.c - lazy pricing (match_solve_priced): a random
 * implicit graph G (given only through the edge callback) is solved
 * from a random candidate set g (empty, a random part of G, the edges
 * of a poor matching, or all of G), then changed and solved again warm.
 * Each solve must give
 *  (a) the optimum weight of a dense cold match_solve() of G (and of an
 *      exhaustive search when G is small),
 *  (b) a valid matching of G,
 *  (c) every matched pair flagged tight,
 *  (d) the same optimum from a dense solve of the flagged pairs alone
 *      (complementary slackness: the flags hold an optimum), and, when G
 *      is small, every pair of every optimum of G flagged;
 * flags only on edges of G, and the lower triangle of tight untouched.
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

Suite *suite_match_priced(void);

/* Sanitizer builds run several times slower: a fifth of the work. */
#if defined(__SANITIZE_ADDRESS__)
#define SCALE 5
#else
#define SCALE 1
#endif

#define VMAX 40
#define NWMAX 4
#define BRUTE_MAX 10		/* exhaustive checks up to this many vertices */

/* The implicit graph G, weights most significant word first. */
struct wgraph {
	int n, nw;
	unsigned char has[VMAX][VMAX];
	uint64_t w[VMAX][VMAX][NWMAX];
	long calls;		/* edge() calls */
	long fail_at;		/* edge() fails (EIO) on this call; -1 never */
	int bad_call;		/* edge() was asked for a pair not u < v < n */
};

static int edge(void *ctx, int u, int v, uint64_t *weight)
{
	struct wgraph *g = ctx;

	if (g->calls++ == g->fail_at) {
		errno = EIO;
		return -1;
	}
	if (u < 0 || v <= u || v >= g->n) {
		g->bad_call = 1;
		return 0;
	}
	if (!g->has[u][v])
		return 0;
	memcpy(weight, g->w[u][v], sizeof(uint64_t) * g->nw);
	return 1;
}

/*
 * Word styles: few values (ties, as in pairing brackets), small,
 * near the top (the sum carries), anything, and one constant.
 */
static uint64_t word(int style)
{
	switch (style) {
	case 0:
		return (uint64_t)rnd_below(3);
	case 1:
		return (uint64_t)rnd_below(50);
	case 2:
		return UINT64_MAX - (uint64_t)rnd_below(3);
	case 3:
		return rnd();
	default:
		return 7;
	}
}

static void rnd_weight(const struct wgraph *g, const int *style, uint64_t *w)
{
	for (int k = 0; k < g->nw; k++)
		w[k] = word(style[k]);
}

static void set_pair(struct wgraph *g, int i, int j, const uint64_t *w)
{
	g->has[i][j] = g->has[j][i] = 1;
	memcpy(g->w[i][j], w, sizeof(uint64_t) * NWMAX);
	memcpy(g->w[j][i], w, sizeof(uint64_t) * NWMAX);
}

/* sum += w(i, j), least significant word first, nw + 1 words. */
static void add_weight(const struct wgraph *g, int i, int j, uint64_t *sum)
{
	uint64_t c = 0;

	for (int k = 0; k <= g->nw; k++) {
		uint64_t x = k < g->nw ? g->w[i][j][g->nw - 1 - k] : 0;
		uint64_t t = sum[k] + c;

		c = t < c;
		sum[k] = t + x;
		c |= sum[k] < t;
	}
}

static void msum(const struct wgraph *g, const int *mate, uint64_t *sum)
{
	memset(sum, 0, sizeof(uint64_t) * (NWMAX + 1));
	for (int v = 0; v < g->n; v++)
		if (mate[v] > v)
			add_weight(g, v, mate[v], sum);
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

/* A graph of the pairs of G (only those flagged in tight, if given). */
static struct match_graph *dense(const struct wgraph *g,
				 const unsigned char *tight)
{
	struct match_graph *mg = match_graph_new(g->n, g->nw);

	ck_assert_ptr_nonnull(mg);
	for (int i = 0; i < g->n; i++)
		for (int j = i + 1; j < g->n; j++)
			if (g->has[i][j] && (!tight || tight[i * g->n + j]))
				ck_assert_int_eq(match_set_edge(mg, i, j, g->w[i][j]), 0);
	return mg;
}

/* The optimum weight of the pairs dense() takes, by a cold solve. */
static void dense_opt(const struct wgraph *g, const unsigned char *tight,
		      uint64_t *sum)
{
	struct match_graph *mg = dense(g, tight);
	int mate[VMAX];

	ck_assert_int_eq(match_solve(mg, mate), 0);
	match_graph_free(mg);
	ck_assert(valid(g, mate));
	msum(g, mate, sum);
}

/*
 * Exhaustive search (n <= BRUTE_MAX): best weight in best, and with
 * found != NULL (second run, best known) found[i][j] = 1 for every pair
 * of every optimum.
 */
static void brute(const struct wgraph *g, int i, unsigned used, uint64_t *cur,
		  uint64_t *best, int (*stack)[2], int depth,
		  unsigned char (*found)[VMAX])
{
	while (i < g->n && (used >> i & 1))
		i++;
	if (i >= g->n) {
		if (found) {
			if (!memcmp(cur, best, sizeof(uint64_t) * (NWMAX + 1)))
				for (int k = 0; k < depth; k++)
					found[stack[k][0]][stack[k][1]] = 1;
			return;
		}
		for (int k = g->nw; k >= 0; k--)
			if (cur[k] != best[k]) {
				if (cur[k] > best[k])
					memcpy(best, cur, sizeof(uint64_t) * (NWMAX + 1));
				break;
			}
		return;
	}
	brute(g, i + 1, used | 1u << i, cur, best, stack, depth, found);
	for (int j = i + 1; j < g->n; j++) {
		uint64_t save[NWMAX + 1];

		if ((used >> j & 1) || !g->has[i][j])
			continue;
		memcpy(save, cur, sizeof(save));
		add_weight(g, i, j, cur);
		stack[depth][0] = i;
		stack[depth][1] = j;
		brute(g, i + 1, used | 1u << i | 1u << j, cur, best, stack,
		      depth + 1, found);
		memcpy(cur, save, sizeof(save));
	}
}

/* Checks (a) to (d) of one priced solve; 1 if all hold. */
static int check_solve(const struct wgraph *g, const int *mate,
		       const unsigned char *tight, const char **why)
{
	int n = g->n;
	uint64_t got[NWMAX + 1], opt[NWMAX + 1], sub[NWMAX + 1];

	if (g->bad_call)
		return *why = "edge() asked for a pair not u < v", 0;
	if (!valid(g, mate))
		return *why = "(b) not a matching of G", 0;
	msum(g, mate, got);
	dense_opt(g, NULL, opt);
	if (memcmp(got, opt, sizeof(got)))
		return *why = "(a) weight differs from the dense solve", 0;
	for (int u = 0; u < n; u++)
		for (int v = 0; v < n; v++) {
			unsigned char t = tight[u * n + v];

			if (u >= v) {
				if (t != 0xAA)
					return *why = "tight written below the diagonal", 0;
				continue;
			}
			if (t > 1 || (t && !g->has[u][v]))
				return *why = "tight flag on a non-edge", 0;
			if (mate[u] == v && !t)
				return *why = "(c) matched pair not tight", 0;
		}
	dense_opt(g, tight, sub);
	if (memcmp(sub, opt, sizeof(sub)))
		return *why = "(d) the tight pairs miss the optimum", 0;
	if (n <= BRUTE_MAX) {
		uint64_t cur[NWMAX + 1] = { 0 }, best[NWMAX + 1] = { 0 };
		unsigned char found[VMAX][VMAX] = { { 0 } };
		int stack[VMAX][2];

		brute(g, 0, 0, cur, best, stack, 0, NULL);
		if (memcmp(best, opt, sizeof(best)))
			return *why = "(a) weight differs from brute force", 0;
		brute(g, 0, 0, cur, best, stack, 0, found);
		for (int u = 0; u < n; u++)
			for (int v = u + 1; v < n; v++)
				if (found[u][v] && !tight[u * n + v])
					return *why = "(d) a pair of an optimum not tight", 0;
	}
	return 1;
}

/* A change to G of the kinds a pairing engine makes between solves. */
static void change(struct wgraph *g, const int *style)
{
	int n = g->n, kind = rnd_below(6);
	uint64_t w[NWMAX] = { 0 };

	if (kind == 0) {		/* some weights anew */
		for (int k = 1 + rnd_below(4); k > 0; k--) {
			int i = rnd_below(n), j = rnd_below(n);

			if (i != j && g->has[i][j]) {
				rnd_weight(g, style, w);
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
	} else if (kind == 2) {		/* a vertex leaves */
		int v = rnd_below(n);

		for (int j = 0; j < n; j++)
			g->has[v][j] = g->has[j][v] = 0;
	} else if (kind == 3) {		/* some edges dropped */
		for (int k = 0; k < 3; k++) {
			int i = rnd_below(n), j = rnd_below(n);

			g->has[i][j] = g->has[j][i] = 0;
		}
	} else if (kind == 4) {		/* edges added */
		for (int k = 0; k < 3; k++) {
			int i = rnd_below(n), j = rnd_below(n);

			if (i != j) {
				rnd_weight(g, style, w);
				set_pair(g, i, j, w);
			}
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

/* The candidate set a solve starts from. */
static struct match_graph *candidates(const struct wgraph *g, int mode)
{
	struct match_graph *mg = match_graph_new(g->n, g->nw);
	int n = g->n, pct = 10 + rnd_below(60);

	ck_assert_ptr_nonnull(mg);
	if (mode == 1) {		/* a random part of G */
		for (int i = 0; i < n; i++)
			for (int j = i + 1; j < n; j++)
				if (g->has[i][j] && rnd_below(100) < pct)
					ck_assert_int_eq(match_set_edge(mg, i, j, g->w[i][j]), 0);
	} else if (mode == 2) {
		/*
		 * A poor matching: greedy from the lightest edges up (top
		 * word only), from a random start.
		 */
		int used[VMAX] = { 0 }, start = rnd_below(n ? n : 1);

		for (uint64_t cap = 0; cap < 4; cap++)
			for (int a = 0; a < n; a++) {
				int i = (a + start) % n;

				for (int j = 0; j < n; j++)
					if (i != j && g->has[i][j] && !used[i] && !used[j] &&
					    (g->w[i][j][0] <= cap || cap == 3)) {
						used[i] = used[j] = 1;
						ck_assert_int_eq(match_set_edge(mg, i < j ? i : j,
							i < j ? j : i, g->w[i][j]), 0);
					}
			}
	} else if (mode == 3) {		/* all of G */
		match_graph_free(mg);
		return dense(g, NULL);
	}
	return mg;
}

/* The pairs of old that are still edges of G, with G's weights now. */
static struct match_graph *carry_over(const struct wgraph *g,
				      const struct match_graph *old)
{
	struct match_graph *mg = match_graph_new(g->n, g->nw);
	unsigned char done[VMAX][VMAX] = { { 0 } };

	ck_assert_ptr_nonnull(mg);
	for (int e = 0; e < old->m; e++) {
		int i = old->ends[2 * e], j = old->ends[2 * e + 1];

		if (g->has[i][j] && !done[i][j]) {
			done[i][j] = done[j][i] = 1;
			ck_assert_int_eq(match_set_edge(mg, i, j, g->w[i][j]), 0);
		}
	}
	return mg;
}

static void run(int rounds, int nmax, int steps, int *pass, int *fail)
{
	static unsigned char tight[VMAX * VMAX];

	for (int r = 0; r < rounds; r++) {
		struct wgraph *g = calloc(1, sizeof(*g));
		struct match_warm *ws = match_warm_new();
		int style[NWMAX], mate[VMAX], mode = rnd_below(4);
		int density = 10 + rnd_below(91);
		uint64_t w[NWMAX] = { 0 };

		ck_assert_ptr_nonnull(g);
		ck_assert_ptr_nonnull(ws);
		g->n = rnd_below(nmax + 1);
		g->nw = 1 + rnd_below(NWMAX);
		g->fail_at = -1;
		for (int k = 0; k < g->nw; k++)
			style[k] = rnd_below(5);
		for (int i = 0; i < g->n; i++)
			for (int j = i + 1; j < g->n; j++)
				if (rnd_below(100) < density) {
					rnd_weight(g, style, w);
					set_pair(g, i, j, w);
				}
		struct match_graph *mg = candidates(g, mode);

		for (int s = 0; s <= steps; s++) {
			const char *why = "";

			if (s > 0 && g->n > 0) {
				struct match_graph *next;

				change(g, style);
				next = carry_over(g, mg);
				match_graph_free(mg);
				mg = next;
			}
			memset(tight, 0xAA, sizeof(tight));
			int ok = match_solve_priced(mg, mate, tight, ws, edge, g) == 0;

			if (!ok)
				why = "match_solve_priced failed";
			if (ok)
				ok = check_solve(g, mate, tight, &why);
			if (ok) {
				++*pass;
			} else {
				++*fail;
				fprintf(stderr, "match-priced: round %d step %d (n %d, nw %d, "
					"mode %d): %s\n", r, s, g->n, g->nw, mode, why);
			}
		}
		match_graph_free(mg);
		match_warm_free(ws);
		free(g);
	}
}

START_TEST(priced_equals_dense)
{
	int pass = 0, fail = 0;

	rng_state = 20261125;
	run(2000 / SCALE, BRUTE_MAX, 4, &pass, &fail);	/* brute force too */
	run(1500 / SCALE, VMAX, 4, &pass, &fail);
	printf("match-priced: %d passed, %d failed\n", pass, fail);
	ck_assert_int_eq(fail, 0);
}
END_TEST

/*
 * Pricing must use the blossom duals, not the flattened vertex duals
 * match_warm keeps.  g: triangle a b c, weight 2 on each side; G adds
 * {a, d} of weight 1.  On g one side is matched (weight 2) and the
 * only optimal dual is y = 0 on a, b, c, d and z = 2 on the blossom
 * {a, b, c} (the three side constraints sum to 2(ya + yb + yc) + 3z >= 6
 * with ya + yb + yc + z = 2, so z = 2).  The true reduced cost of
 * {a, d} is ya + yd - 1 = -1: priced in, and the optimum of G is
 * {a, d} + {b, c} = 3.  Flattened, a carries z: y'a + y'd - 1 = 1 >= 0,
 * so pricing on y' would skip {a, d} and stop at weight 2 -- the
 * weight check below would fail.
 */
START_TEST(priced_needs_blossom_duals)
{
	struct wgraph *g = calloc(1, sizeof(*g));
	struct match_warm *ws = match_warm_new();
	struct match_graph *mg = match_graph_new(4, 1);
	uint64_t two[NWMAX] = { 2 }, one[NWMAX] = { 1 }, ya[2], yd[2];
	int mate[4];
	unsigned char tight[16];

	ck_assert_ptr_nonnull(g);
	ck_assert_ptr_nonnull(ws);
	ck_assert_ptr_nonnull(mg);
	g->n = 4;
	g->nw = 1;
	g->fail_at = -1;
	set_pair(g, 0, 1, two);
	set_pair(g, 0, 2, two);
	set_pair(g, 1, 2, two);
	set_pair(g, 0, 3, one);
	ck_assert_int_eq(match_set_edge(mg, 0, 1, two), 0);
	ck_assert_int_eq(match_set_edge(mg, 0, 2, two), 0);
	ck_assert_int_eq(match_set_edge(mg, 1, 2, two), 0);

	/* The premise: on g alone, the flattened duals accept {a, d}. */
	ck_assert_int_eq(match_solve_warm(mg, mate, NULL, ws), 0);
	ck_assert_int_eq(match_warm_dual(ws, 0, ya), 0);
	ck_assert_int_eq(match_warm_dual(ws, 3, yd), 0);
	ck_assert_uint_eq(ya[0], 0);
	ck_assert_uint_eq(yd[0], 0);
	ck_assert_uint_ge(ya[1] + yd[1], 4 * 1);	/* quarter units */

	/* The priced solve (warm from that) must still find {a, d}. */
	ck_assert_int_eq(match_solve_priced(mg, mate, tight, ws, edge, g), 0);
	ck_assert_int_eq(mate[0], 3);
	ck_assert_int_eq(mate[3], 0);
	ck_assert_int_eq(mate[1], 2);
	ck_assert_int_eq(mate[2], 1);
	ck_assert_int_eq(tight[0 * 4 + 3], 1);
	ck_assert_int_eq(tight[1 * 4 + 2], 1);
	ck_assert_int_eq(tight[1 * 4 + 3], 0);	/* not an edge */
	match_graph_free(mg);
	match_warm_free(ws);
	free(g);
}
END_TEST

/* Bad arguments, a failing edge(), and a g that disagrees with G. */
START_TEST(priced_errors)
{
	struct wgraph *g = calloc(1, sizeof(*g));
	struct match_warm *ws = match_warm_new();
	uint64_t one[NWMAX] = { 1 }, two[NWMAX] = { 2 };
	int mate[6];

	ck_assert_ptr_nonnull(g);
	ck_assert_ptr_nonnull(ws);
	g->n = 6;
	g->nw = 1;
	g->fail_at = -1;
	for (int i = 0; i < 6; i++)
		for (int j = i + 1; j < 6; j++)
			if ((i + j) % 3)
				set_pair(g, i, j, one);

	struct match_graph *mg = match_graph_new(6, 1);

	ck_assert_ptr_nonnull(mg);
	errno = 0;
	ck_assert_int_eq(match_solve_priced(mg, mate, NULL, NULL, edge, g), -1);
	ck_assert_int_eq(errno, EINVAL);
	errno = 0;
	ck_assert_int_eq(match_solve_priced(mg, mate, NULL, ws, NULL, g), -1);
	ck_assert_int_eq(errno, EINVAL);
	errno = 0;
	ck_assert_int_eq(match_solve_priced(NULL, mate, NULL, ws, edge, g), -1);
	ck_assert_int_eq(errno, EINVAL);

	/* edge() fails on its fifth call: the error passes through. */
	g->fail_at = 4;
	errno = 0;
	ck_assert_int_eq(match_solve_priced(mg, mate, NULL, ws, edge, g), -1);
	ck_assert_int_eq(errno, EIO);
	g->fail_at = -1;
	g->calls = 0;

	/* g holds {0, 1} with another weight than G's. */
	ck_assert_int_eq(match_set_edge(mg, 0, 1, two), 0);
	errno = 0;
	ck_assert_int_eq(match_solve_priced(mg, mate, NULL, ws, edge, g), -1);
	ck_assert_int_eq(errno, EINVAL);
	match_graph_free(mg);

	/* g holds {0, 3}, which is no edge of G ((0 + 3) % 3 == 0). */
	mg = match_graph_new(6, 1);
	ck_assert_ptr_nonnull(mg);
	ck_assert_int_eq(match_set_edge(mg, 0, 3, one), 0);
	errno = 0;
	ck_assert_int_eq(match_solve_priced(mg, mate, NULL, ws, edge, g), -1);
	ck_assert_int_eq(errno, EINVAL);
	match_graph_free(mg);

	/* Fine again from an empty g: a perfect matching of weight 3. */
	g->calls = 0;
	mg = match_graph_new(6, 1);
	ck_assert_ptr_nonnull(mg);
	ck_assert_int_eq(match_solve_priced(mg, mate, NULL, ws, edge, g), 0);
	ck_assert(valid(g, mate));
	for (int v = 0; v < 6; v++)
		ck_assert_int_ne(mate[v], -1);
	/*
	 * Two passes over the 15 pairs: the first prices every edge of G
	 * against zero duals and adds them all (no vertex has more than 5
	 * neighbours, within the per-vertex batch), the second finds none.
	 */
	ck_assert_int_eq(g->calls, 2 * 15);
	match_graph_free(mg);

	/* No vertices, one vertex: nothing to price, no call. */
	g->calls = 0;
	for (int n = 0; n < 2; n++) {
		struct match_warm *w2 = match_warm_new();

		g->n = n;
		mg = match_graph_new(n, 1);
		ck_assert_ptr_nonnull(mg);
		ck_assert_ptr_nonnull(w2);
		ck_assert_int_eq(match_solve_priced(mg, mate, NULL, w2, edge, g), 0);
		if (n == 1)
			ck_assert_int_eq(mate[0], -1);
		match_graph_free(mg);
		match_warm_free(w2);
	}
	ck_assert_int_eq(g->calls, 0);
	match_warm_free(ws);
	free(g);
}
END_TEST

Suite *suite_match_priced(void)
{
	Suite *s = suite_create("match_priced");
	TCase *tc = tcase_create("priced");

	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, priced_equals_dense);
	tcase_add_test(tc, priced_needs_blossom_duals);
	tcase_add_test(tc, priced_errors);
	suite_add_tcase(s, tc);
	return s;
}
