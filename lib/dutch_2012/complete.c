/*
 * complete.c - the look-ahead that stands for backtracking (C.12, C.13,
 * readings 3 and 4): can the rest of the round still be paired by B.1
 * and B.2, with a B.1b-eligible player left for the bye?  One
 * maximum-cardinality matching (lib/match).
 */
#include <stdlib.h>

#include "dutch_2012/internal.h"
#include "match/match.h"

int d12_completable(struct d12round *v, const int *s1, int ns1, const int *s2, int ns2,
		    const int *rest, int nrest)
{
	int k = ns1 + ns2 + nrest, odd = k % 2, kk = k + odd;
	unsigned char *adj = calloc((size_t)kk * (size_t)kk + 1, 1);
	int *who = malloc(sizeof(int) * ((size_t)kk + 1));
	int *mate = malloc(sizeof(int) * ((size_t)kk + 1));
	int *pl = malloc(sizeof(int) * ((size_t)kk + 1));
	int rc = -1;

	v->budget--;
	if (!adj || !who || !mate || !pl)
		goto out;
	for (int i = 0; i < ns1; i++)
		pl[i] = s1[i];
	for (int i = 0; i < ns2; i++)
		pl[ns1 + i] = s2[i];
	for (int i = 0; i < nrest; i++)
		pl[ns1 + ns2 + i] = rest[i];
	for (int i = 0; i < kk; i++)
		who[i] = i;
	for (int i = 0; i < k; i++)
		for (int j = i + 1; j < k; j++) {
			/* S1 players are paired inside S2 only. */
			if ((i < ns1 && j < ns1) || (i < ns1 && j >= ns1 + ns2))
				continue;
			if (d12_legal(v, pl[i], pl[j], 0))
				adj[i * kk + j] = adj[j * kk + i] = 1;
		}
	if (odd)		/* the bye: B.1b, never an S1 player */
		for (int i = ns1; i < k; i++)
			if (v->p[pl[i]].bye_ok)
				adj[i * kk + k] = adj[k * kk + i] = 1;
	int m = match_cardinality(adj, (size_t)kk, who, kk, mate, 1);
	if (m >= 0)
		rc = 2 * m == kk;
out:
	free(adj);
	free(who);
	free(mate);
	free(pl);
	return rc;
}
