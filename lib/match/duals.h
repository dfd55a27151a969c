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

/* The smallest node holding both x and y (same tree). */
static inline int match_lca_query(const struct match_lca *l, int x, int y)
{
	int a = l->first[x], b = l->first[y];

	if (a > b) {
		int t = a;
		a = b;
		b = t;
	}
	int k = 0;
	while ((2 << k) <= b - a + 1)
		k++;
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

/*
 * From now on, every solve given ws also keeps its final duals with
 * their blossoms (a little time and O(n log n) memory per solve).
 */
void match_warm_keep_duals(struct match_warm *ws);

/* What the last solve kept, or NULL (not asked, or the solve failed). */
const struct match_duals *match_warm_duals(const struct match_warm *ws);

/*
 * rc = the reduced cost of pair {u, v} (u != v) of weight wt (nw = W - 1
 * words, least significant first), signed, W words.
 */
static inline void match_duals_reduced(const struct match_duals *d, int u,
				       int v, const uint64_t *wt, uint64_t *rc)
{
	const uint64_t *a = d->y + (size_t)u * d->W;
	const uint64_t *b = d->y + (size_t)v * d->W;
	uint64_t carry = 0, borrow = 0, prev = 0;
	int W = d->W;

	/* rc = a + b - 4 wt, word by word */
	for (int i = 0; i < W; i++) {
		uint64_t wi = i < W - 1 ? wt[i] : 0;
		uint64_t w4 = (wi << 2) | (prev >> 62);
		uint64_t t = a[i] + carry;
		uint64_t s = t + b[i];
		uint64_t x;

		carry = (t < carry) | (s < t);
		x = s - w4;
		rc[i] = x - borrow;
		borrow = (s < w4) | (x < borrow);
		prev = wi;
	}
	if (d->top[u] == d->top[v]) {
		int b2 = match_lca_query(&d->lca, u, v);

		wide_add(rc, rc, d->cz + (size_t)b2 * W, W);
	}
}

#endif
