/*
 * cardinality.c - maximum-cardinality matching by Edmonds' blossom
 * search (breadth first, blossoms shrunk through a base array).  Used for
 * the yes/no questions of the pairing systems ("can these players still
 * all be paired?"), where the weighted matcher would be overkill.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "match/match.h"

struct card {
	const unsigned char *adj;
	size_t stride;
	const int *who;
	const unsigned char *joker;	/* NULL, or the last vertex's edges */
	int n;
	int *mate, *parent, *base, *queue;
	unsigned char *used, *blossom, *seen;
};

static int edge(const struct card *c, int u, int v)
{
	if (c->joker && (u == c->n - 1 || v == c->n - 1))
		return c->joker[u == c->n - 1 ? v : u] != 0;
	return c->adj[(size_t)c->who[u] * c->stride + (size_t)c->who[v]] != 0;
}

/* Lowest common ancestor of a and b in the alternating forest. */
static int lca(struct card *c, int a, int b)
{
	memset(c->seen, 0, (size_t)c->n);
	for (;;) {
		a = c->base[a];
		c->seen[a] = 1;
		if (c->mate[a] < 0)
			break;
		a = c->parent[c->mate[a]];
	}
	for (;;) {
		b = c->base[b];
		if (c->seen[b])
			return b;
		b = c->parent[c->mate[b]];
	}
}

static void mark_path(struct card *c, int v, int b, int child)
{
	while (c->base[v] != b) {
		c->blossom[c->base[v]] = c->blossom[c->base[c->mate[v]]] = 1;
		c->parent[v] = child;
		child = c->mate[v];
		v = c->parent[c->mate[v]];
	}
}

/* An unmatched vertex reachable from root by an augmenting path, or -1. */
static int find_path(struct card *c, int root)
{
	int n = c->n, head = 0, tail = 0;

	memset(c->used, 0, (size_t)n);
	for (int i = 0; i < n; i++) {
		c->parent[i] = -1;
		c->base[i] = i;
	}
	c->used[root] = 1;
	c->queue[tail++] = root;
	while (head < tail) {
		int v = c->queue[head++];
		for (int to = 0; to < n; to++) {
			if (to == v || !edge(c, v, to))
				continue;
			if (c->base[v] == c->base[to] || c->mate[v] == to)
				continue;
			if (to == root || (c->mate[to] >= 0 && c->parent[c->mate[to]] >= 0)) {
				int b = lca(c, v, to);
				memset(c->blossom, 0, (size_t)n);
				mark_path(c, v, b, to);
				mark_path(c, to, b, v);
				for (int i = 0; i < n; i++) {
					if (!c->blossom[c->base[i]])
						continue;
					c->base[i] = b;
					if (!c->used[i]) {
						c->used[i] = 1;
						c->queue[tail++] = i;
					}
				}
			} else if (c->parent[to] < 0) {
				c->parent[to] = v;
				if (c->mate[to] < 0)
					return to;
				c->used[c->mate[to]] = 1;
				c->queue[tail++] = c->mate[to];
			}
		}
	}
	return -1;
}

static void augment(struct card *c, int v)
{
	while (v >= 0) {
		int pv = c->parent[v], next = c->mate[pv];
		c->mate[v] = pv;
		c->mate[pv] = v;
		v = next;
	}
}

/* A start in mate[] is a matching of edges. */
static int valid_start(const struct card *c)
{
	for (int i = 0; i < c->n; i++) {
		int j = c->mate[i];
		if (j >= 0 && (j >= c->n || j == i || c->mate[j] != i || !edge(c, i, j)))
			return 0;
	}
	return 1;
}

int match_cardinality(const unsigned char *adj, size_t stride, const int *who,
		      int k, int *mate, int stop_early)
{
	for (int i = 0; mate && i < k; i++)
		mate[i] = -1;
	return match_cardinality_from(adj, stride, who, k, mate, stop_early);
}

int match_cardinality_from(const unsigned char *adj, size_t stride, const int *who,
			   int k, int *mate, int stop_early)
{
	return match_cardinality_joker(adj, stride, who, k, NULL, mate, stop_early);
}

int match_cardinality_joker(const unsigned char *adj, size_t stride, const int *who,
			    int k, const unsigned char *joker, int *mate, int stop_early)
{
	struct card c = { adj, stride, who, joker, k, mate, NULL, NULL, NULL, NULL, NULL, NULL };
	int size = 0, rc = -1;

	if (k >= 0 && joker)
		k = c.n = k + 1;
	if (k < 0 || (k && (!adj || !who || !mate)) || !valid_start(&c)) {
		errno = EINVAL;
		return -1;
	}
	size_t nn = (size_t)k + 1;
	c.parent = malloc(sizeof(int) * nn);
	c.base = malloc(sizeof(int) * nn);
	c.queue = malloc(sizeof(int) * nn);
	c.used = malloc(nn);
	c.blossom = malloc(nn);
	c.seen = malloc(nn);
	if (!c.parent || !c.base || !c.queue || !c.used || !c.blossom || !c.seen)
		goto out;
	/* A greedy start leaves few vertices for the searches. */
	for (int i = 0; i < k; i++)
		size += mate[i] > i;
	for (int i = 0; i < k; i++) {
		if (mate[i] >= 0)
			continue;
		for (int j = i + 1; j < k; j++)
			if (mate[j] < 0 && edge(&c, i, j)) {
				mate[i] = j;
				mate[j] = i;
				size++;
				break;
			}
	}
	for (int i = 0; i < k; i++) {
		if (mate[i] >= 0)
			continue;
		int v = find_path(&c, i);
		if (v >= 0) {
			augment(&c, v);
			size++;
		} else if (stop_early) {
			/* No augmenting path from i now means none later:
			 * i stays unmatched, so no perfect matching. */
			break;
		}
	}
	rc = size;
out:
	free(c.parent);
	free(c.base);
	free(c.queue);
	free(c.used);
	free(c.blossom);
	free(c.seen);
	if (rc < 0)
		errno = ENOMEM;
	return rc;
}
