/*
 * transpose.c - S1 and the first legal transposition T2 (C.04.4.1
 * 2.2.5, 2.2.6, 4.4).
 *
 * Transpositions of G2 in the order of 4.4 are permutations in
 * lexicographic order of initial ranking, so the first legal one takes,
 * for S1[0], S1[1], ... in turn, the best-ranked G2 player that still
 * leaves a legal pairing of the others.  That question is answered on a
 * perfect pairing kept at hand: S1[i] can take j when j is its partner,
 * or when an alternating path frees j's partner onto S1[i]'s.
 */
#include <stdlib.h>
#include <string.h>

#include "dubov/internal.h"

struct tr {
	const struct dvround *v;
	const int *mem;
	int k;
	int *mate;		/* positions */
	unsigned char *fixed;	/* positions already in place */
	int *prev, *queue;
	unsigned char *seen;
	const int *g2;		/* G2' positions, by ranking */
	int n2;
};

static int legal(const struct tr *t, int a, int b)
{
	return dv_compat(t->v, t->mem[a], t->mem[b]);
}

/* Re-pair so that u meets j, keeping fixed pairs; 1 if possible. */
static int reroute(struct tr *t, int u, int j)
{
	int from = t->mate[j], target = t->mate[u], head = 0, tail = 0;

	memset(t->seen, 0, (size_t)t->k);
	t->queue[tail++] = from;
	while (head < tail) {
		int a = t->queue[head++];
		for (int q = 0; q < t->n2; q++) {
			int b = t->g2[q];
			if (b == j || t->fixed[b] || t->seen[b] || b == t->mate[a] ||
			    !legal(t, a, b))
				continue;
			t->seen[b] = 1;
			t->prev[b] = a;
			if (b == target) {
				/* Shift partners along the path back to `from'. */
				for (int cur = b;;) {
					int pa = t->prev[cur], next = t->mate[pa];
					t->mate[pa] = cur;
					t->mate[cur] = pa;
					if (pa == from)
						break;
					cur = next;
				}
				t->mate[u] = j;
				t->mate[j] = u;
				return 1;
			}
			t->queue[tail++] = t->mate[b];
		}
	}
	return 0;
}

struct s1key {
	int pos;
	const struct dvplayer *p;
};

/* 2.2.5: ARO ascending, then initial ranking. */
static int s1_order(const void *a, const void *b)
{
	const struct dvplayer *x = ((const struct s1key *)a)->p, *y = ((const struct s1key *)b)->p;

	if (x->aro != y->aro)
		return x->aro < y->aro ? -1 : 1;
	return x->idx - y->idx;
}

/* 4.4.2: initial ranking. */
static int rank_order(const void *a, const void *b)
{
	return ((const struct s1key *)a)->p->idx - ((const struct s1key *)b)->p->idx;
}

int dv_transpose(const struct dvround *v, const int *mem, int k,
		 const int *g1side, int *mate, int (*pairs)[2])
{
	struct tr t = { v, mem, k, mate, NULL, NULL, NULL, NULL, NULL, 0 };
	struct s1key *s1 = malloc(sizeof(*s1) * ((size_t)k + 1));
	struct s1key *g2 = malloc(sizeof(*g2) * ((size_t)k + 1));
	int *g2pos = malloc(sizeof(int) * ((size_t)k + 1));
	int n1 = 0, n2 = 0, rc = -1;

	t.fixed = calloc((size_t)k + 1, 1);
	t.seen = calloc((size_t)k + 1, 1);
	t.prev = malloc(sizeof(int) * ((size_t)k + 1));
	t.queue = malloc(sizeof(int) * ((size_t)k + 1));
	if (!s1 || !g2 || !g2pos || !t.fixed || !t.seen || !t.prev || !t.queue)
		goto out;
	for (int i = 0; i < k; i++) {
		struct s1key key = { i, &v->p[mem[i]] };
		if (g1side[i])
			s1[n1++] = key;
		else
			g2[n2++] = key;
	}
	if (n1 != n2) {
		rc = 1;		/* not a split into halves: cannot be */
		goto out;
	}
	qsort(s1, (size_t)n1, sizeof(*s1), s1_order);
	qsort(g2, (size_t)n2, sizeof(*g2), rank_order);
	for (int i = 0; i < n2; i++)
		g2pos[i] = g2[i].pos;
	t.g2 = g2pos;
	t.n2 = n2;
	for (int i = 0; i < n1; i++) {
		int u = s1[i].pos, done = 0;
		for (int q = 0; q < n2 && !done; q++) {
			int j = g2pos[q];
			if (t.fixed[j] || !legal(&t, u, j))
				continue;
			done = mate[u] == j || reroute(&t, u, j);
		}
		if (!done) {
			rc = 1;	/* the split promised a pairing: cannot be */
			goto out;
		}
		t.fixed[u] = t.fixed[mate[u]] = 1;
		pairs[i][0] = mem[u];
		pairs[i][1] = mem[mate[u]];
	}
	rc = 0;
out:
	free(s1);
	free(g2);
	free(g2pos);
	free(t.fixed);
	free(t.seen);
	free(t.prev);
	free(t.queue);
	return rc;
}
