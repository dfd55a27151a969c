/*
 * tight.c - which vertices have a tight pair of an implicit graph, by
 * classes (match_tight_any_classed()).
 *
 * A pair u, v of classes a, b weighs at most B(a, b), and its reduced
 * cost is y_u + y_v + z - 4 w with z, the duals of the blossoms holding
 * both, never negative: so it is at least y_u + y_v - 4 B, and a pair
 * with y_u + y_v > 4 B cannot be tight.  With the vertices of each
 * class in ascending dual, the pairs of u with class b that may be
 * tight are a prefix of b's vertices, read until the first that is too
 * high.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "match/duals.h"
#include "match/match.h"
#include "match/tight.h"
#include "match/wide.h"

struct tkey {
	int cls, v, W;
	const uint64_t *y;
};

static int cmp_tkey(const void *x, const void *y)
{
	const struct tkey *a = x, *b = y;

	if (a->cls != b->cls)
		return a->cls < b->cls ? -1 : 1;
	int d = wide_cmp(a->y, b->y, a->W);
	return d ? d : (a->v > b->v) - (a->v < b->v);
}

/*
 * The vertices v of to[] (every vertex when to is NULL) in key[], by
 * class, then dual ascending; start[k] (k = 0..K) the first of class k
 * or above.  Their count.
 */
static int sort_by_class(const struct match_duals *d, const struct match_classes *cl,
			 const unsigned char *to, struct tkey *key, int *start)
{
	int nt = 0, K = cl->n;

	for (int v = 0; v < d->n; v++)
		if (!to || to[v]) {
			key[nt].cls = cl->of[v];
			key[nt].v = v;
			key[nt].W = d->W;
			key[nt].y = d->y + (size_t)v * d->W;
			nt++;
		}
	qsort(key, (size_t)nt, sizeof(*key), cmp_tkey);
	for (int k = 0; k <= K; k++)
		start[k] = nt;
	for (int i = nt - 1; i >= 0; i--)
		start[key[i].cls] = i;
	for (int k = K - 1; k >= 0; k--)
		if (start[k] > start[k + 1])
			start[k] = start[k + 1];
	return nt;
}

int match_tight_any_classed(const struct match_warm *ws, match_edge_fn *edge, void *ctx,
			    const struct match_classes *cl, int nfrom,
			    const unsigned char *to, unsigned char *out)
{
	const struct match_duals *d = match_warm_duals(ws);

	if (!d || !edge || !cl || !cl->bound || cl->every || cl->n < 0 || !to || !out ||
	    nfrom < 0 || nfrom > d->n || (d->n > 0 && !cl->of)) {
		errno = EINVAL;
		return -1;
	}
	int n = d->n, W = d->W, nw = W - 1, K = cl->n, rc = -1;
	for (int v = 0; v < n; v++)
		if (cl->of[v] < 0 || cl->of[v] >= K) {
			errno = EINVAL;
			return -1;
		}
	uint64_t *b4 = malloc(((size_t)K * W + 1) * sizeof(uint64_t));
	unsigned char *has = malloc((size_t)K + 1), *asked = malloc((size_t)K + 1);
	struct tkey *key = malloc(((size_t)n + 1) * sizeof(*key));
	int *start = malloc(((size_t)K + 2) * sizeof(int));
	uint64_t msw[MATCH_MAX_WORDS], t[MATCH_MAX_WORDS + 1], r[MATCH_MAX_WORDS + 1];

	if (!b4 || !has || !asked || !key || !start)
		goto out;
	/* the vertices of to[] by class, then dual ascending */
	sort_by_class(d, cl, to, key, start);
	/* the bounds of one row's class, asked once per class */
	int row_cls = -1;
	for (int u = 0; u < nfrom; u++) {
		const uint64_t *yu = d->y + (size_t)u * W;
		out[u] = wide_is_neg(yu, W) || wide_is_zero(yu, W);
		int a = cl->of[u];
		if (a != row_cls) {
			memset(asked, 0, (size_t)K);
			row_cls = a;
		}
		for (int b = 0; b < K && !out[u]; b++) {
			if (start[b] == start[b + 1])
				continue;
			if (!asked[b]) {
				int got = cl->bound(ctx, a, b, msw);
				if (got < 0)
					goto out;
				has[b] = (unsigned char)got;
				asked[b] = 1;
				if (got) {
					uint64_t *x = b4 + (size_t)b * W;
					wide_from_msw(x, W, msw, nw);
					wide_shl(x, x, W, 2);
				}
			}
			if (!has[b])
				continue;
			/* tight needs y_u + y_v <= 4 B (blossom duals >= 0) */
			wide_sub(t, b4 + (size_t)b * W, yu, W);
			for (int i = start[b]; i < start[b + 1] && !out[u]; i++) {
				int v = key[i].v;
				if (wide_cmp(key[i].y, t, W) > 0)
					break;
				if (v == u)
					continue;
				int lo = u < v ? u : v, hi = u ^ v ^ lo;
				int e = edge(ctx, lo, hi, msw);
				if (e < 0)
					goto out;
				if (!e)
					continue;
				match_duals_reduced(d, lo, hi, msw, r);
				out[u] = wide_is_zero(r, W);
			}
		}
	}
	rc = 0;
out:
	free(b4);
	free(has);
	free(asked);
	free(key);
	free(start);
	return rc;
}
