/*
 * matching.c - maximum-cardinality matching (Edmonds' blossom search)
 * on a subset of the round's players, kept alive between calls so that
 * the group pairing can fix one pair or float one player at a time and
 * learn at the cost of a single search whether the others can still be
 * paired.  Positions 0..k-1 stand for the local indices who[].
 */
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "lim/internal.h"

int lim_match_edge(const struct lmatch *m, int u, int v)
{
	return u != v && ladj(m->R, m->who[u], m->who[v]);
}

int lim_match_init(struct lmatch *m, const struct lround *R, const int *who, int k)
{
	size_t n = (size_t)k + 1;

	memset(m, 0, sizeof(*m));
	m->R = R;
	m->who = who;
	m->k = k;
	m->alive = malloc(n);
	m->mate = malloc(sizeof(int) * n);
	m->parent = malloc(sizeof(int) * n);
	m->base = malloc(sizeof(int) * n);
	m->queue = malloc(sizeof(int) * n);
	m->used = malloc(n);
	m->flower = malloc(n);
	m->seen = malloc(n);
	if (!m->alive || !m->mate || !m->parent || !m->base || !m->queue ||
	    !m->used || !m->flower || !m->seen) {
		lim_match_free(m);
		return -1;
	}
	for (int i = 0; i < k; i++) {
		m->alive[i] = 1;
		m->mate[i] = -1;
	}
	return 0;
}

void lim_match_free(struct lmatch *m)
{
	free(m->alive);
	free(m->mate);
	free(m->parent);
	free(m->base);
	free(m->queue);
	free(m->used);
	free(m->flower);
	free(m->seen);
	memset(m, 0, sizeof(*m));
}

void lim_match_seed(struct lmatch *m, int u, int v)
{
	if (m->alive[u] && m->alive[v] && m->mate[u] < 0 && m->mate[v] < 0 &&
	    lim_match_edge(m, u, v)) {
		m->mate[u] = v;
		m->mate[v] = u;
	}
}

/* Base of the blossom where the tree paths from a and b meet. */
static int meet(struct lmatch *m, int a, int b)
{
	memset(m->seen, 0, (size_t)m->k);
	for (;;) {
		a = m->base[a];
		m->seen[a] = 1;
		if (m->mate[a] < 0)
			break;
		a = m->parent[m->mate[a]];
	}
	for (;;) {
		b = m->base[b];
		if (m->seen[b])
			return b;
		b = m->parent[m->mate[b]];
	}
}

/* Mark the blossom vertices on the path from v down to base b. */
static void mark_flower(struct lmatch *m, int v, int b, int from)
{
	while (m->base[v] != b) {
		m->flower[m->base[v]] = 1;
		m->flower[m->base[m->mate[v]]] = 1;
		m->parent[v] = from;
		from = m->mate[v];
		v = m->parent[m->mate[v]];
	}
}

static void shrink(struct lmatch *m, int v, int to, int *tail)
{
	int b = meet(m, v, to);

	memset(m->flower, 0, (size_t)m->k);
	mark_flower(m, v, b, to);
	mark_flower(m, to, b, v);
	for (int i = 0; i < m->k; i++) {
		if (!m->alive[i] || !m->flower[m->base[i]])
			continue;
		m->base[i] = b;
		if (!m->used[i]) {
			m->used[i] = 1;
			m->queue[(*tail)++] = i;
		}
	}
}

/* Breadth-first alternating search from the free vertex root; the free
 * vertex reached (parent[] holds the path), or -1. */
static int search(struct lmatch *m, int root)
{
	int head = 0, tail = 0;

	for (int i = 0; i < m->k; i++) {
		m->parent[i] = -1;
		m->base[i] = i;
		m->used[i] = 0;
	}
	m->used[root] = 1;
	m->queue[tail++] = root;
	while (head < tail) {
		int v = m->queue[head++];
		for (int to = 0; to < m->k; to++) {
			if (!m->alive[to] || !lim_match_edge(m, v, to))
				continue;
			if (m->base[v] == m->base[to] || m->mate[v] == to)
				continue;
			if (to == root || (m->mate[to] >= 0 && m->parent[m->mate[to]] >= 0)) {
				shrink(m, v, to, &tail);
			} else if (m->parent[to] < 0) {
				m->parent[to] = v;
				if (m->mate[to] < 0)
					return to;
				m->used[m->mate[to]] = 1;
				m->queue[tail++] = m->mate[to];
			}
		}
	}
	return -1;
}

static void flip(struct lmatch *m, int v)
{
	while (v >= 0) {
		int pv = m->parent[v], next = m->mate[pv];
		m->mate[v] = pv;
		m->mate[pv] = v;
		v = next;
	}
}

/* One augmentation from the free vertex root; 1 if it succeeded. */
static int augment_from(struct lmatch *m, int root)
{
	int v = search(m, root);

	if (v < 0)
		return 0;
	flip(m, v);
	return 1;
}

int lim_match_maximise(struct lmatch *m)
{
	int size = 0;

	/* Greedy completion first: few searches remain on dense graphs. */
	for (int i = 0; i < m->k; i++)
		for (int j = i + 1; j < m->k && m->alive[i] && m->mate[i] < 0; j++)
			lim_match_seed(m, i, j);
	for (int i = 0; i < m->k; i++)
		if (m->alive[i] && m->mate[i] < 0)
			augment_from(m, i);
	for (int i = 0; i < m->k; i++)
		if (m->alive[i] && m->mate[i] > i)
			size++;
	return size;
}

/*
 * Without v the matching loses v's edge; any augmenting path of what is
 * left must start at v's old mate (the matching was maximum), so one
 * search decides whether the size can be kept.
 */
int lim_match_remove(struct lmatch *m, int v)
{
	int w = m->mate[v];

	m->alive[v] = 0;
	if (w < 0)
		return 1;
	m->mate[v] = -1;
	m->mate[w] = -1;
	if (augment_from(m, w))
		return 1;
	m->alive[v] = 1;
	m->mate[v] = w;
	m->mate[w] = v;
	return 0;
}

int lim_match_fix(struct lmatch *m, int u, int v)
{
	int mu = m->mate[u], mv = m->mate[v];

	if (!lim_match_edge(m, u, v) || !m->alive[u] || !m->alive[v])
		return 0;
	m->alive[u] = m->alive[v] = 0;
	if (mu == v || mu < 0 || mv < 0) {
		/* At most one matched edge is lost: one less, as wanted. */
		if (mu >= 0)
			m->mate[mu] = -1;
		if (mv >= 0)
			m->mate[mv] = -1;
		m->mate[u] = m->mate[v] = -1;
		return 1;
	}
	m->mate[u] = m->mate[v] = -1;
	m->mate[mu] = m->mate[mv] = -1;
	if (augment_from(m, mu))
		return 1;
	m->alive[u] = m->alive[v] = 1;
	m->mate[u] = mu;
	m->mate[mu] = u;
	m->mate[v] = mv;
	m->mate[mv] = v;
	return 0;
}

int lim_perfect(const struct lround *R, const int *who, int k)
{
	int *mate;
	unsigned char *a;
	int rc;

	if (k % 2)
		return 0;
	if (k == 0)
		return 1;
	/* A one-off question: lib/match's matcher on our adjacency. */
	mate = malloc(sizeof(int) * (size_t)k);
	a = R->adj;
	if (!mate)
		return -1;
	rc = match_cardinality(a, (size_t)R->n, who, k, mate, 1);
	free(mate);
	if (rc < 0)
		return -1;
	return rc * 2 == k;
}
