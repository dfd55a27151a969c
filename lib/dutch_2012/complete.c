/*
 * complete.c - whether a partial candidate of a bracket can still be
 * completed, one maximum-cardinality matching (lib/match) per test: S1
 * into S2, the others of S2 either moved down (a free slot: the bracket
 * alone, C.6) or paired with the given rest (the lowest bracket and the
 * penultimate one re-paired by C.13: the players below must then be
 * paired completely, a B.1b-eligible player left for the bye).  The
 * bounded variant also gives the fewest colour conflicts S1 must still
 * take (X, Z).  Only ever a necessary condition of a candidate, so it
 * cuts the walk without changing which candidate comes first.
 */
#include <stdlib.h>

#include "dutch_2012/internal.h"
#include "match/match.h"

struct graph_in {
	const int *s1, *s2, *rest;
	int ns1, ns2, nrest;
	const unsigned char *stay;	/* per s2: must meet an S1 player */
	const struct d12req *q;		/* S1 pairs by this level (may be NULL) */
	int up;				/* S2 players meeting S1 float up */
	int nslot;			/* free slots: S2 players moving down */
};

/* Vertex i is a slot (after S1, S2 and the rest). */
static int is_slot(const struct graph_in *g, int i)
{
	return i >= g->ns1 + g->ns2 + g->nrest;
}

static int player(const struct graph_in *g, int i)
{
	return i < g->ns1 ? g->s1[i] : i < g->ns1 + g->ns2 ? g->s2[i - g->ns1]
							: g->rest[i - g->ns1 - g->ns2];
}

static int allowed(const struct d12round *v, const struct graph_in *g, int i, int j)
{
	int n12 = g->ns1 + g->ns2;

	if (is_slot(g, j)) {	/* i < j: a slot takes a slot or a free S2 player */
		if (is_slot(g, i))
			return 1;
		return i >= g->ns1 && i < n12 && !(g->stay && g->stay[i - g->ns1]);
	}

	/* S1 players are paired inside S2 only. */
	if ((i < g->ns1 && j < g->ns1) || (i < g->ns1 && j >= n12))
		return 0;
	/* a player who may not move down meets S1 (B.5/B.6 downfloaters) */
	if (i >= g->ns1 && i < n12 && g->stay && g->stay[i - g->ns1])
		return 0;
	if (j >= g->ns1 && j < n12 && g->stay && g->stay[j - g->ns1] && i >= g->ns1)
		return 0;
	int a = player(g, i), b = player(g, j);
	if (i < g->ns1 && g->q) {
		/* an S1 pair as the walk makes it: B.2, A.7.d, B.5/B.6 up */
		const struct d12req *q = g->q;
		if (!d12_legal(v, a, b, q->b2) || (q->a7d && d12_same_strong(v, a, b)))
			return 0;
		if (g->up && ((q->b5u && v->p[b].fl1 == TMT_FLOAT_UP) ||
			      (q->b6u && v->p[b].fl2 == TMT_FLOAT_UP)))
			return 0;
	}
	return d12_legal(v, a, b, 0);
}

static int bye_allowed(const struct d12round *v, const struct graph_in *g, int i)
{
	if (i < g->ns1 || is_slot(g, i))
		return 0;	/* the bye: B.1b, never an S1 player */
	if (i < g->ns1 + g->ns2 && g->stay && g->stay[i - g->ns1])
		return 0;
	return v->p[player(g, i)].bye_ok;
}

/*
 * The fewest S1 pairs of the given cost (1: the same colour preference,
 * X; 2: the same strong preference, Z) among all pairings of the whole
 * rest of the round that the plain test accepts: every edge weighs 1,
 * an S1 pair of that cost 0, and the heaviest of the perfect matchings
 * (max cardinality first) has the fewest.  Exact, so a walk cut by it
 * never misses a candidate.
 */
static int least_cost(const struct d12round *v, const struct graph_in *g, int cost, int *least)
{
	int k = g->ns1 + g->ns2 + g->nrest + g->nslot, odd = k % 2, kk = k + odd, rc = -1;
	struct match_graph *mg = match_graph_new(kk, 1);
	int *mate = malloc(sizeof(int) * ((size_t)kk + 1)), bad = !mg || !mate;
	const uint64_t one = 1, zero = 0;

	for (int i = 0; i < k && !bad; i++) {
		for (int j = i + 1; j < k && !bad; j++) {
			if (!allowed(v, g, i, j))
				continue;
			int c = 0;
			if (i < g->ns1 && !is_slot(g, j)) {
				int a = player(g, i), b = player(g, j);
				c = cost == 1 ? d12_conflict(v, a, b) : d12_same_strong(v, a, b);
			}
			bad = match_set_edge(mg, i, j, c ? &zero : &one) < 0;
		}
		if (!bad && odd && bye_allowed(v, g, i))
			bad = match_set_edge(mg, i, k, &one) < 0;
	}
	if (!bad && match_solve_flags(mg, mate, MATCH_MAX_CARDINALITY) == 0) {
		int m = 0, c = 0;
		for (int i = 0; i < kk; i++)
			m += mate[i] >= 0;
		for (int i = 0; i < g->ns1; i++)
			if (mate[i] >= 0 && mate[i] < k && !is_slot(g, mate[i])) {
				int a = player(g, i), b = player(g, mate[i]);
				c += cost == 1 ? d12_conflict(v, a, b) : d12_same_strong(v, a, b);
			}
		rc = m == kk;
		*least = c;
	}
	match_graph_free(mg);
	free(mate);
	return rc;
}

int d12_completable(struct d12round *v, const int *s1, int ns1, const int *s2, int ns2,
		    const int *rest, int nrest)
{
	return d12_completable_q(v, s1, ns1, s2, ns2, rest, nrest, NULL, NULL, 0, 0, NULL, 0);
}

int d12_completable_q(struct d12round *v, const int *s1, int ns1, const int *s2, int ns2,
		      const int *rest, int nrest, const unsigned char *stay,
		      const struct d12req *q, int up, int cost, int *least, int local)
{
	/* local: no rest; the S2 players S1 leaves move down, as many
	 * slots as that, any of them possibly paired among themselves
	 * (the remainder of a heterogeneous bracket) */
	int nslot = local && ns2 > ns1 ? ns2 - ns1 : 0;
	struct graph_in g = { s1, s2, local ? NULL : rest, ns1, ns2, local ? 0 : nrest, stay, q, up,
			      nslot };
	if (local)
		nrest = 0;
	int k = ns1 + ns2 + nrest + nslot, odd = k % 2, kk = k + odd, rc = -1;

	v->budget--;
	if (cost)
		return least_cost(v, &g, cost, least);
	unsigned char *adj = calloc((size_t)kk * (size_t)kk + 1, 1);
	int *who = malloc(sizeof(int) * ((size_t)kk + 1));
	int *mate = malloc(sizeof(int) * ((size_t)kk + 1));

	if (!adj || !who || !mate)
		goto out;
	for (int i = 0; i < kk; i++)
		who[i] = i;
	for (int i = 0; i < k; i++) {
		for (int j = i + 1; j < k; j++)
			if (allowed(v, &g, i, j))
				adj[i * kk + j] = adj[j * kk + i] = 1;
		if (odd && bye_allowed(v, &g, i))
			adj[i * kk + k] = adj[k * kk + i] = 1;
	}
	int m = match_cardinality(adj, (size_t)kk, who, kk, mate, 1);
	if (m >= 0)
		rc = 2 * m == kk;
out:
	free(adj);
	free(who);
	free(mate);
	return rc;
}

/*
 * The most pairs the bracket mem[0..k-1] can make among all pairings of
 * it and the rest of the round by B.1 and B.2 (with the bye as above),
 * pairs inside the bracket by B.1a and B.2 as well, none between two of
 * its first nomeet players.  Each bracket player i is three vertices: b
 * (in a pair of the bracket), d (in a pair below) and m, joined to b
 * and to d, so that exactly one of b and d is taken by someone else; a
 * pair of two b vertices weighs 1, every other edge 0, and the heaviest
 * perfect matching has the most pairs in the bracket.  Returns 1 and
 * *most, 0 when the round cannot be completed at all, -1 out of memory.
 */
int d12_most_inside(struct d12round *v, const int *mem, int k, int nomeet, const int *rest,
		    int nrest, int *most)
{
	int n = k + nrest, odd = n % 2, nv = 3 * k + nrest + odd, bye = 3 * k + nrest, rc = -1;
	struct match_graph *mg = match_graph_new(nv, 1);
	int *mate = malloc(sizeof(int) * ((size_t)nv + 1)), bad = !mg || !mate;
	const uint64_t one = 1, zero = 0;

	v->budget--;
#define WHO(i) ((i) < k ? mem[i] : rest[(i) - k])
#define LOW(i) ((i) < k ? 2 * k + (i) : 3 * k + (i) - k)	/* the d vertex or the rest one */
	for (int i = 0; i < k && !bad; i++) {
		bad = match_set_edge(mg, k + i, i, &zero) < 0 ||
		      match_set_edge(mg, k + i, 2 * k + i, &zero) < 0;
		for (int j = i + 1; j < k && !bad; j++)
			if (j >= nomeet && d12_legal(v, mem[i], mem[j], 0))
				bad = match_set_edge(mg, i, j, &one) < 0;
	}
	for (int i = 0; i < n && !bad; i++) {
		for (int j = i + 1; j < n && !bad; j++)
			if (d12_legal(v, WHO(i), WHO(j), 0))
				bad = match_set_edge(mg, LOW(i), LOW(j), &zero) < 0;
		if (!bad && odd && v->p[WHO(i)].bye_ok)
			bad = match_set_edge(mg, LOW(i), bye, &zero) < 0;
	}
#undef WHO
#undef LOW
	if (!bad && match_solve_flags(mg, mate, MATCH_MAX_CARDINALITY) == 0) {
		int m = 0, c = 0;
		for (int i = 0; i < nv; i++)
			m += mate[i] >= 0;
		for (int i = 0; i < k; i++)
			c += mate[i] > i && mate[i] < k;
		rc = m == nv;
		*most = c;
	}
	match_graph_free(mg);
	free(mate);
	return rc;
}

int d12_most_local(struct d12round *v, const int *mem, int k, int nomeet, int *most)
{
	unsigned char *adj = calloc((size_t)k * (size_t)k + 1, 1);
	int *who = malloc(sizeof(int) * ((size_t)k + 1));
	int *mate = malloc(sizeof(int) * ((size_t)k + 1));
	int rc = -1;

	v->budget--;
	if (!adj || !who || !mate)
		goto out;
	for (int i = 0; i < k; i++) {
		who[i] = i;
		for (int j = i + 1; j < k; j++)
			if (j >= nomeet && d12_legal(v, mem[i], mem[j], 0))
				adj[i * k + j] = adj[j * k + i] = 1;
	}
	int m = match_cardinality(adj, (size_t)k, who, k, mate, 0);
	if (m >= 0) {
		*most = m;
		rc = 1;
	}
out:
	free(adj);
	free(who);
	free(mate);
	return rc;
}
