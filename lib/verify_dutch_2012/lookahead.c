/*
 * lookahead.c - can the rest of the round still be paired?  The
 * verifier's stand-in for the backtracking of C.12/C.13 (trfpair(1),
 * DUTCH SYSTEM, 2012 TEXT): S1 players only against S2 players, the
 * other S2 players and the lower brackets among themselves by B.1/B.2,
 * one player left for the bye (B.1b) when the count is odd.  With a
 * level it also answers the fewest colour clashes S1 can still take
 * (a bound for X and Z that prunes the walk without changing it).
 */
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "verify_dutch_2012/lookahead.h"

/* Vertex i of the question: its player. */
static int who_of(const struct vw_ask *q, int i)
{
	if (i < q->n1)
		return q->s1[i];
	if (i < q->n1 + q->n2)
		return q->s2[i - q->n1];
	return q->low[i - q->n1 - q->n2];
}

/* Whether vertices i < j may be paired in the completion; S1-S2 edges
 * must meet the level's pair requirements too. */
static int edge(const struct vw_round *v, const struct vw_ask *q, int i, int j)
{
	int a = who_of(q, i), b = who_of(q, j), n12 = q->n1 + q->n2;

	if (i < q->n1) {
		if (j < q->n1 || j >= n12)
			return 0;	/* S1 meets S2 only */
		if (!q->lv)
			return vw_may_meet(v, a, b, 0);
		if (!vw_may_meet(v, a, b, q->lv->b2))
			return 0;
		if (q->lv->a7d && vw_strong_clash(v, a, b))
			return 0;	/* A.7.d */
		if (q->up && ((q->lv->b5u && v->p[b].up1) || (q->lv->b6u && v->p[b].up2)))
			return 0;	/* B.5, B.6 for upfloaters */
		return 1;
	}
	if (q->only_s1 && i < n12 && q->only_s1[i - q->n1])
		return 0;
	if (q->only_s1 && j < n12 && j >= q->n1 && q->only_s1[j - q->n1])
		return 0;
	return vw_may_meet(v, a, b, 0);
}

static int bye_edge(const struct vw_round *v, const struct vw_ask *q, int i)
{
	if (i < q->n1)
		return 0;
	if (q->only_s1 && i < q->n1 + q->n2 && q->only_s1[i - q->n1])
		return 0;
	return v->p[who_of(q, i)].bye_ok;
}

int vw_complete(struct vw_round *v, const struct vw_ask *q, int *clashes)
{
	int k = q->n1 + q->n2 + q->nlow, odd = k % 2, kk = k + odd, rc = -1;

	v->steps--;
	if (!clashes) {
		unsigned char *adj = calloc((size_t)kk * (size_t)kk + 1, 1);
		int *who = malloc(sizeof(int) * ((size_t)kk + 1));
		int *mate = malloc(sizeof(int) * ((size_t)kk + 1));
		if (adj && who && mate) {
			for (int i = 0; i < kk; i++)
				who[i] = i;
			for (int i = 0; i < k; i++) {
				for (int j = i + 1; j < k; j++)
					if (edge(v, q, i, j))
						adj[i * kk + j] = adj[j * kk + i] = 1;
				if (odd && bye_edge(v, q, i))
					adj[i * kk + k] = adj[k * kk + i] = 1;
			}
			int m = match_cardinality(adj, (size_t)kk, who, kk, mate, 1);
			rc = m < 0 ? -1 : 2 * m == kk;
		}
		free(adj);
		free(who);
		free(mate);
		return rc;
	}
	/* Weighted, S1 against S2 alone (a relaxation: a lower bound):
	 * 2 an edge, 1 an edge with a clash; the most weight among the
	 * largest matchings has the fewest clashes. */
	int n12 = q->n1 + q->n2;
	struct match_graph *g = match_graph_new(n12, 1);
	int *mate = malloc(sizeof(int) * ((size_t)n12 + 1));
	if (g && mate) {
		rc = 0;
		for (int i = 0; i < q->n1 && rc == 0; i++)
			for (int j = q->n1; j < n12 && rc == 0; j++) {
				if (!edge(v, q, i, j))
					continue;
				int a = who_of(q, i), b = who_of(q, j);
				uint64_t w = 2 - (uint64_t)(q->cost == 2 ? vw_strong_clash(v, a, b)
									  : vw_colour_clash(v, a, b));
				rc = match_set_edge(g, i, j, &w);
			}
		if (rc == 0 && match_solve_flags(g, mate, MATCH_MAX_CARDINALITY) == 0) {
			int m = 0, c = 0;
			for (int i = 0; i < q->n1; i++) {
				if (mate[i] < 0)
					continue;
				m++;
				c += q->cost == 2 ? vw_strong_clash(v, who_of(q, i), who_of(q, mate[i]))
						  : vw_colour_clash(v, who_of(q, i), who_of(q, mate[i]));
			}
			rc = m == q->n1;
			*clashes = c;
		} else {
			rc = -1;
		}
	}
	match_graph_free(g);
	free(mate);
	return rc;
}
