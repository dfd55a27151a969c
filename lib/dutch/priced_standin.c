/*
 * priced_standin.c - a dense stand-in for lib/match's lazy pricing
 * (match_solve_priced(), being written on another branch), with the
 * same contract: to be deleted once lib/match has the real one.
 *
 * It sets every edge of the implicit graph in g and solves that warm,
 * so the result is exact but neither time nor memory is saved.  It
 * reads the graph object's size, which the public header does not give.
 */
#include <errno.h>
#include <stdlib.h>

#include "dutch/internal.h"
#include "match/graph.h"

int dutch_priced_standin(struct match_graph *g, int *mate,
			 unsigned char *tight, struct match_warm *ws,
			 dutch_edge_fn *edge, void *ctx)
{
	int n = g->n, m0 = g->m, rc = -1;
	uint64_t *w = malloc(sizeof(uint64_t) * (size_t)g->nw);
	unsigned char *flags = NULL;

	if (!w)
		return -1;
	for (int u = 0; u < n; u++)
		for (int v = u + 1; v < n; v++) {
			int e = edge(ctx, u, v, w);
			if (e < 0 || (e > 0 && match_set_edge(g, u, v, w) < 0))
				goto out;
		}
	flags = malloc((size_t)g->m + 1);
	if (!flags)
		goto out;
	if (match_solve_warm(g, mate, flags, ws) < 0)
		goto out;
	if (tight) {
		size_t k = (size_t)m0;
		for (int u = 0; u < n; u++)
			for (int v = u + 1; v < n; v++) {
				tight[(size_t)u * (size_t)n + (size_t)v] = 0;
				if (k < (size_t)g->m && g->ends[2 * k] == u && g->ends[2 * k + 1] == v)
					tight[(size_t)u * (size_t)n + (size_t)v] = flags[k++];
			}
	}
	rc = 0;
out:
	free(w);
	free(flags);
	return rc;
}
