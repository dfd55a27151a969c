/*
 * below.c - the pairs below their class bound, through the blossom
 * forest (match_below_pairs(), below.h).
 *
 * The leaves of the forest (the vertices), in the order of its Euler
 * tour, put every blossom on an interval.  A pair's smallest common
 * blossom L is where the paths of its two ends part: u is in one child
 * of L, v in another.  So each vertex u searches, at each ancestor L
 * where its child C is not L's largest child (its light ancestors,
 * at most log2 n of them: C holds at most half of L), the children of
 * L after C and the largest one if it comes before C; every pair of
 * two children of L is then searched exactly once, from its end in
 * the child that is light and, of two light ones, the earlier one.
 * The forest's top-level nodes are the children of a root with no
 * dual (cz = 0).  Inside a searched interval the vertices of class b
 * are a range of b's vertices in tour order; those with
 * y_v < 4 B(a, b) - y_u - cz[L] are reported by a range minimum (a
 * sparse table): the minimum of the range, if low enough, then the
 * two ranges beside it, so each report costs O(1) and a range with
 * none O(1).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "match/below.h"
#include "match/wide.h"

struct match_below {
	int n, K, W;		/* room; W: words of cy, miny */
	int levels;		/* of sp */
	int *par, *lo, *hi, *heavy, *head;	/* 2n nodes of the forest */
	int *pre;		/* nodes in preorder */
	int *leafv;		/* leaf position -> vertex */
	int *cstart;		/* K + 1: class b's entries start */
	int *fill;		/* K */
	int *cv, *cpos;		/* n entries by class, then tour order */
	uint64_t *cy;		/* n * W: their duals */
	uint64_t *miny;		/* K * W: the least dual of each class */
	uint64_t *reach;	/* K * W: max over b of 4 B(a, b) - miny[b] */
	unsigned char *any;	/* K: reach[a] holds a value */
	int *sp;		/* levels * n: position of the least dual */
	int *stack;		/* 2 (n + 1): ranges still to search */
};

void match_below_free(struct match_below *bw)
{
	if (!bw)
		return;
	free(bw->par);
	free(bw->lo);
	free(bw->hi);
	free(bw->heavy);
	free(bw->head);
	free(bw->pre);
	free(bw->leafv);
	free(bw->cstart);
	free(bw->fill);
	free(bw->cv);
	free(bw->cpos);
	free(bw->cy);
	free(bw->miny);
	free(bw->reach);
	free(bw->any);
	free(bw->sp);
	free(bw->stack);
	free(bw);
}

struct match_below *match_below_new(int n, int K)
{
	struct match_below *bw = calloc(1, sizeof(*bw));
	size_t nn = (size_t)2 * (n > 0 ? n : 0) + 1, kk = (size_t)(K > 0 ? K : 0) + 2;

	if (!bw)
		return NULL;
	bw->n = n;
	bw->K = K;
	bw->levels = 1;
	while ((1L << bw->levels) <= n)
		bw->levels++;
	bw->par = malloc(nn * sizeof(int));
	bw->lo = malloc(nn * sizeof(int));
	bw->hi = malloc(nn * sizeof(int));
	bw->heavy = malloc(nn * sizeof(int));
	bw->head = malloc(nn * sizeof(int));
	bw->pre = malloc(nn * sizeof(int));
	bw->leafv = malloc(nn * sizeof(int));
	bw->cstart = malloc(kk * sizeof(int));
	bw->fill = malloc(kk * sizeof(int));
	bw->cv = malloc(nn * sizeof(int));
	bw->cpos = malloc(nn * sizeof(int));
	bw->sp = malloc((size_t)bw->levels * (nn / 2 + 1) * sizeof(int));
	bw->any = malloc(kk);
	bw->stack = malloc(2 * nn * sizeof(int));
	if (!bw->par || !bw->lo || !bw->hi || !bw->heavy || !bw->head || !bw->pre ||
	    !bw->leafv || !bw->cstart || !bw->fill || !bw->cv || !bw->cpos || !bw->sp ||
	    !bw->stack || !bw->any) {
		match_below_free(bw);
		return NULL;
	}
	return bw;
}

/* The forest of d: parents, leaf intervals, heavy children, heads of
 * heavy paths; *topheavy the largest top-level node.  0, or -1. */
static int index_forest(struct match_below *bw, const struct match_duals *d, int *topheavy)
{
	const struct match_lca *l = &d->lca;
	int n = d->n, cnt = 0, npre = 0;

	*topheavy = -1;
	for (int i = 0; i < l->len; i++) {
		int x = l->tour[i];

		if (x < 0 || x >= 2 * n)
			return -1;
		if (l->first[x] == i) {
			/* in an Euler tour a node first comes right after
			 * its parent */
			bw->par[x] = l->depth[i] == 0 ? -1 : l->tour[i - 1];
			bw->lo[x] = cnt;
			bw->heavy[x] = -1;
			bw->pre[npre++] = x;
			if (x < n) {
				if (cnt >= n)
					return -1;
				bw->leafv[cnt++] = x;
			}
		}
		bw->hi[x] = cnt;
	}
	if (cnt != n)
		return -1;
	for (int i = 0; i < npre; i++) {
		int x = bw->pre[i], p = bw->par[x];
		int *h = p >= 0 ? &bw->heavy[p] : topheavy;

		if (*h < 0 || bw->hi[x] - bw->lo[x] > bw->hi[*h] - bw->lo[*h])
			*h = x;
	}
	for (int i = 0; i < npre; i++) {
		int x = bw->pre[i], p = bw->par[x];

		bw->head[x] = p >= 0 && bw->heavy[p] == x ? bw->head[p] : x;
	}
	return 0;
}

/* Entries l < r: the one of least dual (the lower on ties). */
static inline int least(const struct match_below *bw, int i, int j)
{
	return wide_cmp(bw->cy + (size_t)j * bw->W, bw->cy + (size_t)i * bw->W, bw->W) < 0 ? j : i;
}

static inline int range_min(const struct match_below *bw, int l, int r)
{
	int k = match_log2((unsigned)(r - l));
	const int *row = bw->sp + (size_t)k * bw->n;
	return least(bw, row[l], row[r - (1 << k)]);
}

/*
 * The vertices of class b in tour order, with their duals, and the
 * sparse table over them; then reach[a], above which y_u + cz[L] (u of
 * class a) finds nothing in any class.  0, or -1.
 */
static int index_classes(struct match_below *bw, const struct match_duals *d,
			 const int *of, int K, const uint64_t *b4,
			 const unsigned char *has, const unsigned char *skip)
{
	uint64_t x[MATCH_MAX_WORDS + 1];

	int n = d->n, W = d->W, m = 0;

	if (W != bw->W) {
		free(bw->cy);
		free(bw->miny);
		free(bw->reach);
		bw->cy = malloc(((size_t)n * W + 1) * sizeof(uint64_t));
		bw->miny = malloc(((size_t)K * W + 1) * sizeof(uint64_t));
		bw->reach = malloc(((size_t)K * W + 1) * sizeof(uint64_t));
		bw->W = bw->cy && bw->miny && bw->reach ? W : 0;
		if (!bw->W)
			return -1;
	}
	for (int b = 0; b <= K; b++)
		bw->cstart[b] = 0;
	for (int v = 0; v < n; v++)
		if (!(skip && skip[v]))
			bw->cstart[of[v] + 1]++;
	for (int b = 0; b < K; b++) {
		bw->cstart[b + 1] += bw->cstart[b];
		bw->fill[b] = bw->cstart[b];
	}
	for (int pos = 0; pos < n; pos++) {
		int v = bw->leafv[pos];

		if (skip && skip[v])
			continue;
		int i = bw->fill[of[v]]++;
		bw->cv[i] = v;
		bw->cpos[i] = pos;
		wide_copy(bw->cy + (size_t)i * W, d->y + (size_t)v * W, W);
		m++;
	}
	for (int i = 0; i < m; i++)
		bw->sp[i] = i;
	for (int k = 1; k < bw->levels; k++) {
		const int *prev = bw->sp + (size_t)(k - 1) * n;
		int *cur = bw->sp + (size_t)k * n;
		for (int i = 0; i + (1 << k) <= m; i++)
			cur[i] = least(bw, prev[i], prev[i + (1 << (k - 1))]);
	}
	for (int b = 0; b < K; b++)
		if (bw->cstart[b] < bw->cstart[b + 1])
			wide_copy(bw->miny + (size_t)b * W,
				  bw->cy + (size_t)range_min(bw, bw->cstart[b], bw->cstart[b + 1]) * W, W);
	for (int a = 0; a < K; a++) {
		uint64_t *r = bw->reach + (size_t)a * W;

		bw->any[a] = 0;
		for (int b = 0; b < K; b++) {
			if (bw->cstart[b] == bw->cstart[b + 1] || !has[a * K + b])
				continue;
			wide_sub(x, b4 + ((size_t)a * K + b) * W, bw->miny + (size_t)b * W, W);
			if (!bw->any[a] || wide_cmp(x, r, W) > 0)
				wide_copy(r, x, W);
			bw->any[a] = 1;
		}
	}
	return 0;
}

/* The first entry in [l, r) at tour position pos or after. */
static inline int first_at(const struct match_below *bw, int l, int r, int pos)
{
	while (l < r) {
		int mid = l + (r - l) / 2;
		if (bw->cpos[mid] < pos)
			l = mid + 1;
		else
			r = mid;
	}
	return l;
}

/* Report the entries of [l, r) with dual below t as pairs with u. */
static int report(struct match_below *bw, int u, int l, int r, const uint64_t *t,
		  match_below_fn *fn, void *ctx)
{
	int top = 0, W = bw->W;

	bw->stack[top++] = l;
	bw->stack[top++] = r;
	while (top > 0) {
		r = bw->stack[--top];
		l = bw->stack[--top];
		if (l >= r)
			continue;
		int m = range_min(bw, l, r);
		if (wide_cmp(bw->cy + (size_t)m * W, t, W) >= 0)
			continue;
		int rc = fn(ctx, u, bw->cv[m]);
		if (rc)
			return rc;
		bw->stack[top++] = m + 1;
		bw->stack[top++] = r;
		bw->stack[top++] = l;
		bw->stack[top++] = m;
	}
	return 0;
}

int match_below_pairs(struct match_below *bw, const struct match_duals *d,
		      const int *of, int K, const uint64_t *b4,
		      const unsigned char *has, const unsigned char *skip,
		      match_below_fn *fn, void *ctx)
{
	int n = d->n, W = d->W, topheavy;
	uint64_t tu[MATCH_MAX_WORDS + 1], t[MATCH_MAX_WORDS + 1];
	static const uint64_t zero[MATCH_MAX_WORDS + 1];

	if (n != bw->n || K != bw->K || W > MATCH_MAX_WORDS + 1) {
		errno = EINVAL;
		return -1;
	}
	if (n < 2)
		return 0;
	if (index_forest(bw, d, &topheavy) < 0) {
		errno = EINVAL;	/* not a forest over the n vertices */
		return -1;
	}
	if (index_classes(bw, d, of, K, b4, has, skip) < 0)
		return -1;
	for (int u = 0; u < n; u++) {
		if (skip && skip[u])
			continue;
		const uint64_t *yu = d->y + (size_t)u * W;
		int a = of[u];

		if (!bw->any[a])
			continue;
		/* up u's light ancestors: x's heavy path ends at h, a
		 * light child of p (or a top-level node) */
		for (int x = u;;) {
			int h = bw->head[x], p = bw->par[h];
			int hv = p >= 0 ? bw->heavy[p] : topheavy;
			int end = p >= 0 ? bw->hi[p] : n;

			if (h != hv) {
				const uint64_t *cz = p >= 0 ? d->cz + (size_t)p * W : zero;
				/* the children after h, and the largest one
				 * where it comes before h */
				int from[2] = { bw->hi[h], bw->lo[hv] };
				int to[2] = { end, bw->lo[hv] < bw->lo[h] ? bw->hi[hv] : bw->lo[hv] };

				wide_add(tu, yu, cz, W);
				if (wide_cmp(tu, bw->reach + (size_t)a * W, W) >= 0)
					goto up;	/* no class low enough */
				for (int b = 0; b < K; b++) {
					int cl = bw->cstart[b], cr = bw->cstart[b + 1];
					if (cl == cr || !has[a * K + b])
						continue;
					wide_sub(t, b4 + ((size_t)a * K + b) * W, tu, W);
					if (wide_cmp(bw->miny + (size_t)b * W, t, W) >= 0)
						continue;
					for (int s = 0; s < 2; s++) {
						if (from[s] >= to[s])
							continue;
						int l = first_at(bw, cl, cr, from[s]);
						int r = first_at(bw, l, cr, to[s]);
						int rc = report(bw, u, l, r, t, fn, ctx);
						if (rc)
							return rc;
					}
				}
			}
		up:
			if (p < 0)
				break;
			x = p;
		}
	}
	return 0;
}
