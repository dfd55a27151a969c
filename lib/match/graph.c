/*
 * graph.c - building a match_graph: vertices, edges, weights, and the
 * adjacency lists the solver walks.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "match/graph.h"
#include "match/wide.h"

struct match_graph *match_graph_new(int nvertices, int nwords)
{
	struct match_graph *g;

	if (nvertices < 0 || nvertices > INT_MAX / 2 - 1 || nwords < 1 ||
	    nwords > MATCH_MAX_WORDS) {
		errno = EINVAL;
		return NULL;
	}
	g = calloc(1, sizeof(*g));
	if (!g)
		return NULL;
	g->n = nvertices;
	g->nw = nwords;
	return g;
}

void match_graph_free(struct match_graph *g)
{
	if (!g)
		return;
	free(g->ends);
	free(g->w);
	free(g);
}

static int grow(struct match_graph *g)
{
	int cap = g->cap ? g->cap : 64;
	int *ends;
	uint64_t *w;

	/* Directed edge numbers 0..2m-1 must fit an int. */
	if (cap > INT_MAX / 4 - 1) {
		errno = ENOMEM;
		return -1;
	}
	if (g->cap)
		cap *= 2;
	ends = realloc(g->ends, (size_t)cap * 2 * sizeof(*ends));
	if (!ends)
		return -1;
	g->ends = ends;
	w = realloc(g->w, (size_t)cap * g->nw * sizeof(*w));
	if (!w)
		return -1;
	g->w = w;
	g->cap = cap;
	return 0;
}

int match_graph_reserve(struct match_graph *g, int medges)
{
	if (!g || medges < 0 || medges > INT_MAX / 4 - 1) {
		errno = EINVAL;
		return -1;
	}
	if (medges <= g->cap)
		return 0;
	int *ends = realloc(g->ends, (size_t)medges * 2 * sizeof(*ends));
	if (!ends)
		return -1;
	g->ends = ends;
	uint64_t *w = realloc(g->w, (size_t)medges * g->nw * sizeof(*w));
	if (!w)
		return -1;
	g->w = w;
	g->cap = medges;
	return 0;
}

int match_set_edge(struct match_graph *g, int u, int v,
		   const uint64_t *weight)
{
	if (!g || !weight || u < 0 || v < 0 || u >= g->n || v >= g->n ||
	    u == v) {
		errno = EINVAL;
		return -1;
	}
	if (g->m == g->cap && grow(g) < 0)
		return -1;
	g->ends[2 * g->m] = u;
	g->ends[2 * g->m + 1] = v;
	wide_from_msw(g->w + (size_t)g->m * g->nw, g->nw, weight, g->nw);
	g->m++;
	return 0;
}

int match_graph_adjacency(const struct match_graph *g, int **adjx,
			  int **adj)
{
	int n = g->n, m = g->m;
	int *x = calloc((size_t)n + 1, sizeof(*x));
	int *a = malloc(((size_t)2 * m + 1) * sizeof(*a));
	int *last = malloc(((size_t)n + 1) * sizeof(*last));

	if (!x || !a || !last) {
		free(x);
		free(a);
		free(last);
		return -1;
	}
	/* Counting sort of directed edges by tail keeps each list in edge order. */
	for (int d = 0; d < 2 * m; d++)
		x[g->ends[d] + 1]++;
	for (int v = 0; v < n; v++)
		x[v + 1] += x[v];
	for (int d = 0; d < 2 * m; d++)
		a[x[g->ends[d]]++] = d;
	for (int v = n; v > 0; v--)
		x[v] = x[v - 1];
	x[0] = 0;

	/*
	 * Drop replaced edges: in v's list the last edge to each neighbour
	 * wins.  Both ends see the same last edge, so both drop the same.
	 */
	for (int v = 0; v < n; v++)
		last[v] = -1;
	int k = 0;
	for (int v = 0; v < n; v++) {
		int lo = x[v], hi = x[v + 1];

		for (int i = lo; i < hi; i++)
			last[g->ends[a[i] ^ 1]] = a[i];
		x[v] = k;
		for (int i = lo; i < hi; i++)
			if (last[g->ends[a[i] ^ 1]] == a[i])
				a[k++] = a[i];
	}
	x[n] = k;
	free(last);
	*adjx = x;
	*adj = a;
	return 0;
}

struct match_graph *match_graph_carry(const struct match_graph *g, int nwords,
				      match_edge_fn *edge, void *ctx)
{
	struct match_graph *h = NULL;
	int *adjx = NULL, *adj = NULL, ok = 0;
	uint64_t w[MATCH_MAX_WORDS];

	if (!g || !edge) {
		errno = EINVAL;
		return NULL;
	}
	if (!(h = match_graph_new(g->n, nwords)) || match_graph_adjacency(g, &adjx, &adj) < 0)
		goto out;
	ok = 1;
	for (int u = 0; ok && u < g->n; u++)
		for (int i = adjx[u]; ok && i < adjx[u + 1]; i++) {
			int v = g->ends[adj[i] ^ 1], r;
			if (v < u)
				continue;	/* each pair from its lower end */
			r = edge(ctx, u, v, w);
			ok = r == 0 || (r == 1 && match_set_edge(h, u, v, w) == 0);
		}
out:
	free(adjx);
	free(adj);
	if (!ok) {
		match_graph_free(h);
		h = NULL;
	}
	return h;
}
