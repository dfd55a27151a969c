/*
 * priced_standin.h - until lib/match has match_solve_priced() (branch
 * `price`), the same contract on the dense graph: every edge of G is
 * set and solved at once.  Same result, none of the speed.  Included
 * by best.c only; goes away when the real one comes.
 */
#ifndef TRFPAIR_VERIFY_PRICED_STANDIN_H
#define TRFPAIR_VERIFY_PRICED_STANDIN_H

#include <stdlib.h>

#include "match/match.h"

typedef int match_edge_fn(void *ctx, int u, int v, uint64_t *weight);

static int match_solve_priced(struct match_graph *g, int *mate,
			      unsigned char *tight, struct match_warm *ws,
			      match_edge_fn *edge, void *ctx)
{
	(void)g;
	int n = 0;

	/* n is not readable from g outside lib/match: the caller's graph
	 * comes with mate[], whose entries the stand-in cannot count
	 * either, so best.c passes it through ctx's first int. */
	n = *(const int *)ctx;
	int nw = ((const int *)ctx)[1];
	uint64_t *w = malloc(sizeof(uint64_t) * (size_t)nw);
	struct match_graph *h = match_graph_new(n, nw);
	unsigned char *t = malloc((size_t)n * (size_t)n / 2 + 1);
	int rc = -1, ne = 0;

	if (!w || !h || !t)
		goto out;
	for (int u = 0; u < n; u++)
		for (int v = u + 1; v < n; v++) {
			int e = edge(ctx, u, v, w);
			if (e < 0 || (e && match_set_edge(h, u, v, w) < 0))
				goto out;
			ne += e;
		}
	if (match_solve_warm(h, mate, tight ? t : NULL, ws) < 0)
		goto out;
	ne = 0;
	for (int u = 0; tight && u < n; u++)
		for (int v = u + 1; v < n; v++) {
			int e = edge(ctx, u, v, w);
			tight[u * n + v] = e == 1 && t[ne];
			ne += e == 1;
		}
	rc = 0;
out:
	free(w);
	free(t);
	match_graph_free(h);
	return rc;
}

#endif
