/*
 * graph.h - the match_graph object (internal to lib/match).
 *
 * Edges are kept in the order they were set.  Edge e joins ends[2e] and
 * ends[2e+1]; a directed edge d (0..2m-1) runs from ends[d] to
 * ends[d ^ 1], so d ^ 1 is its reverse and d >> 1 its edge.  Weights
 * are stored least significant word first, nwords words per edge.
 */
#ifndef TRFPAIR_MATCH_GRAPH_H
#define TRFPAIR_MATCH_GRAPH_H

#include <stdint.h>

#include "match/match.h"

struct match_graph {
	int n;			/* vertices */
	int nw;			/* words per weight */
	int m;			/* edges set, including replaced ones */
	int cap;		/* edges allocated */
	int *ends;		/* 2 per edge */
	uint64_t *w;		/* nw per edge, least significant first */
};

/*
 * Directed-edge adjacency of the live edges (a pair set twice keeps
 * only its last edge): the edges out of v are adj[adjx[v]..adjx[v+1]-1].
 * Both arrays are malloc'ed; -1 (ENOMEM) on failure.
 */
int match_graph_adjacency(const struct match_graph *g, int **adjx,
			  int **adj);

#endif
