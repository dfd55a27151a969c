/*
 * duals.h - the optimal duals of a solve WITH their blossom structure
 * (internal to lib/match), for pricing pairs that are not in the graph.
 *
 * match_warm keeps the duals flattened onto the vertices, which is
 * enough to restart a solve but not to price: for an edge inside a
 * blossom B the flattened sum counts z_B twice, for an edge leaving B
 * once, so it only bounds the true reduced cost from above.  When asked
 * (match_warm_keep_duals()), a solve also keeps the vertex duals, the
 * blossom forest and its duals, and the reduced cost of any pair is
 *	y_u + y_v - 4 w  +  cz[lca(u, v)]	(u, v in one top-level blossom)
 *	y_u + y_v - 4 w				(otherwise)
 * where cz[b] is the sum, at full scale, of the duals of b and of every
 * blossom around b (the solver keeps blossom duals at half scale).
 */
#ifndef TRFPAIR_MATCH_DUALS_H
#define TRFPAIR_MATCH_DUALS_H

#include <stdint.h>

#include "match/match.h"
#include "match/wide.h"

/*
 * Lowest common ancestors in the blossom forest (vertices are leaves,
 * blossoms inner nodes 0..2n-1): an Euler tour and a sparse table of
 * the shallowest node over each power-of-two span, O(1) a query.
 */
struct match_lca {
	int len, levels;
	int *tour, *depth, *first, *table;	/* table: levels * len */
};

static inline int match_lca_min(const struct match_lca *l, int a, int b)
{
	return l->depth[a] <= l->depth[b] ? a : b;
}

/* floor(log2 x), x >= 1: the sparse tables' level for a span of x. */
static inline int match_log2(unsigned x)
{
	return 31 - __builtin_clz(x);
}

/* The smallest node holding both x and y (same tree). */
static inline int match_lca_query(const struct match_lca *l, int x, int y)
{
	int a = l->first[x], b = l->first[y];

	if (a > b) {
		int t = a;
		a = b;
		b = t;
	}
	int k = match_log2((unsigned)(b - a + 1));
	const int *row = l->table + (size_t)k * l->len;
	return l->tour[match_lca_min(l, row[a], row[b - (1 << k) + 1])];
}

struct match_duals {
	int n, W;		/* vertices, dual words; n == 0: nothing kept */
	uint64_t *y;		/* n * W: vertex duals (quarter weights) */
	int *top;		/* per vertex: its top-level node */
	uint64_t *cz;		/* 2n * W: see above (vertices: unused) */
	struct match_lca lca;
};

/* match_warm_keep_duals() (match.h) asks for them; whether it is on. */
int match_warm_keeps(const struct match_warm *ws);

/* The next solve given ws starts cold (the memory stays allocated). */
void match_warm_forget(struct match_warm *ws);

/* What the last solve kept, or NULL (not asked, or the solve failed). */
const struct match_duals *match_warm_duals(const struct match_warm *ws);

/*
 * rc = the reduced cost of pair {u, v} (u != v) of weight msw (W - 1
 * words, MOST significant first, as match_set_edge() takes it), signed,
 * W words least significant first.
 */
static inline void match_duals_reduced(const struct match_duals *d, int u,
				       int v, const uint64_t *msw, uint64_t *rc)
{
	int W = d->W;

	wide_sum_minus_4w(rc, d->y + (size_t)u * W, d->y + (size_t)v * W,
			  msw, true, W);
	if (d->top[u] == d->top[v]) {
		int b2 = match_lca_query(&d->lca, u, v);

		wide_add(rc, rc, d->cz + (size_t)b2 * W, W);
	}
}

#endif
