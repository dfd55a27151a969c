/*
 * augment.c - maximum-cardinality matching grown one augmenting path at
 * a time (augment.h).  Edmonds' blossom search, breadth first from one
 * root; a blossom is shrunk by pointing the union-find roots of the
 * bases on its cycle at the new base, so a shrink costs the cycle's
 * length and the search costs its edge scans.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "match/augment.h"

struct aug {
	const unsigned char *adj;
	size_t stride;
	const int *who;
	int k;
	int *mate;
	int *parent;		/* the tree edge into an inner vertex, or across a blossom */
	int *up;		/* union-find: the root of a set is its blossom's base */
	int *queue;		/* outer vertices still to scan */
	int *seen;		/* lca(): stamp of the bases on a's path */
	int stamp;
	int *marked;		/* bases of the blossom being shrunk */
	int nmarked;
	unsigned char *outer;
};

static int edge(const struct aug *a, int u, int v)
{
	return a->adj[(size_t)a->who[u] * a->stride + (size_t)a->who[v]] != 0;
}

/* The base of x's blossom (path halving). */
static int base_of(struct aug *a, int x)
{
	while (a->up[x] != x) {
		a->up[x] = a->up[a->up[x]];
		x = a->up[x];
	}
	return x;
}

/* The base where the tree paths of x and y (outer) meet. */
static int lca(struct aug *a, int x, int y)
{
	int st = ++a->stamp;

	for (;;) {
		x = base_of(a, x);
		a->seen[x] = st;
		if (a->mate[x] < 0)
			break;		/* the root */
		x = a->parent[a->mate[x]];
	}
	for (;;) {
		y = base_of(a, y);
		if (a->seen[y] == st)
			return y;
		y = a->parent[a->mate[y]];
	}
}

/* Walk from x up to base b, noting the bases passed and pointing the
 * outer vertices across the new blossom (child: the other side). */
static void mark_path(struct aug *a, int x, int b, int child)
{
	while (base_of(a, x) != b) {
		a->marked[a->nmarked++] = base_of(a, x);
		a->marked[a->nmarked++] = base_of(a, a->mate[x]);
		a->parent[x] = child;
		child = a->mate[x];
		x = a->parent[a->mate[x]];
	}
}

/* Shrink the blossom closed by the edge x-y into base b: its bases join
 * b's set; the inner vertices on its cycle (singletons: only outer
 * vertices are ever shrunk together) become outer and are scanned. */
static int shrink(struct aug *a, int x, int y, int tail)
{
	int b = lca(a, x, y);

	a->nmarked = 0;
	mark_path(a, x, b, y);
	mark_path(a, y, b, x);
	for (int i = 0; i < a->nmarked; i++) {
		int m = a->marked[i];
		if (m == b)
			continue;
		a->up[m] = b;
		if (!a->outer[m]) {
			a->outer[m] = 1;
			a->queue[tail++] = m;
		}
	}
	return tail;
}

/* An unmatched vertex at the end of an augmenting path from root (the
 * path in parent[]), or -1. */
static int find_path(struct aug *a, int root)
{
	int k = a->k, head = 0, tail = 0;

	memset(a->outer, 0, (size_t)k);
	for (int i = 0; i < k; i++) {
		a->parent[i] = -1;
		a->up[i] = i;
	}
	a->outer[root] = 1;
	a->queue[tail++] = root;
	while (head < tail) {
		int v = a->queue[head++];
		const unsigned char *row = a->adj + (size_t)a->who[v] * a->stride;
		for (int to = 0; to < k; to++) {
			if (to == v || !row[a->who[to]] || a->mate[v] == to)
				continue;
			if (base_of(a, v) == base_of(a, to))
				continue;
			if (to == root || (a->mate[to] >= 0 && a->parent[a->mate[to]] >= 0)) {
				tail = shrink(a, v, to, tail);	/* to is outer */
			} else if (a->parent[to] < 0) {
				a->parent[to] = v;
				if (a->mate[to] < 0)
					return to;
				a->outer[a->mate[to]] = 1;
				a->queue[tail++] = a->mate[to];
			}
		}
	}
	return -1;
}

static void augment(struct aug *a, int v)
{
	while (v >= 0) {
		int pv = a->parent[v], next = a->mate[pv];
		a->mate[v] = pv;
		a->mate[pv] = v;
		v = next;
	}
}

/* The free vertices by their count of free neighbours, fewest first
 * (then by index): an order of (count, index) keys. */
static int by_degree(const void *x, const void *y)
{
	const long long *a = x, *b = y;

	return *a < *b ? -1 : *a > *b;
}

/*
 * A greedy start among the vertices mate[] leaves free: the one with the
 * fewest free neighbours first takes its free neighbour with the fewest
 * (in a question where most players must take a slot, the slots go
 * first and take the players, instead of the players taking each other
 * and leaving every slot to a search that walks the whole tree).  Only
 * a start; the searches make it maximum.  The pairs made.
 */
static int greedy(struct aug *a)
{
	int k = a->k, nf = 0, made = 0;
	int *f = a->queue, *deg = a->parent;	/* free to use until the searches */
	long long *key;

	for (int i = 0; i < k; i++)
		if (a->mate[i] < 0)
			f[nf++] = i;
	if (nf < 2)
		return 0;
	key = malloc(sizeof(*key) * (size_t)nf);
	if (!key) {
		/* the plain order: still a start */
		for (int i = 0; i < nf; i++)
			for (int j = i + 1; a->mate[f[i]] < 0 && j < nf; j++)
				if (a->mate[f[j]] < 0 && edge(a, f[i], f[j])) {
					a->mate[f[i]] = f[j];
					a->mate[f[j]] = f[i];
					made++;
				}
		return made;
	}
	for (int i = 0; i < nf; i++) {
		const unsigned char *row = a->adj + (size_t)a->who[f[i]] * a->stride;
		int d = 0;
		for (int j = 0; j < nf; j++)
			d += j != i && row[a->who[f[j]]] != 0;
		deg[f[i]] = d;
		key[i] = (long long)d * ((long long)k + 1) + f[i];
	}
	qsort(key, (size_t)nf, sizeof(*key), by_degree);
	for (int i = 0; i < nf; i++)
		f[i] = (int)(key[i] % ((long long)k + 1));
	free(key);
	for (int i = 0; i < nf; i++) {
		int x = f[i], best = -1;
		if (a->mate[x] >= 0)
			continue;
		const unsigned char *row = a->adj + (size_t)a->who[x] * a->stride;
		for (int j = i + 1; j < nf; j++) {
			int y = f[j];
			if (a->mate[y] < 0 && row[a->who[y]] && (best < 0 || deg[y] < deg[best]))
				best = y;
		}
		if (best >= 0) {
			a->mate[x] = best;
			a->mate[best] = x;
			made++;
		}
	}
	return made;
}

static int valid(const struct aug *a)
{
	if (a->k < 0 || (a->k && (!a->adj || !a->who || !a->mate)))
		return 0;
	for (int i = 0; i < a->k; i++) {
		int j = a->mate[i];
		if (j >= 0 && (j >= a->k || j == i || a->mate[j] != i || !edge(a, i, j)))
			return 0;
		if (j < -1)
			return 0;
	}
	return 1;
}

static int aug_init(struct aug *a, const unsigned char *adj, size_t stride, const int *who,
		    int k, int *mate)
{
	memset(a, 0, sizeof(*a));
	a->adj = adj;
	a->stride = stride;
	a->who = who;
	a->k = k;
	a->mate = mate;
	if (!valid(a)) {
		errno = EINVAL;
		return -1;
	}
	size_t nn = (size_t)k + 1;
	a->parent = malloc(sizeof(int) * nn);
	a->up = malloc(sizeof(int) * nn);
	a->queue = malloc(sizeof(int) * nn);
	a->seen = calloc(nn, sizeof(int));
	a->marked = malloc(sizeof(int) * 2 * nn);
	a->outer = malloc(nn);
	if (!a->parent || !a->up || !a->queue || !a->seen || !a->marked || !a->outer) {
		errno = ENOMEM;
		return -1;
	}
	return 0;
}

static void aug_free(struct aug *a)
{
	free(a->parent);
	free(a->up);
	free(a->queue);
	free(a->seen);
	free(a->marked);
	free(a->outer);
}

int match_grow(const unsigned char *adj, size_t stride, const int *who, int k, int *mate,
	       int stop_early)
{
	struct aug a;
	int size = 0;

	if (aug_init(&a, adj, stride, who, k, mate) < 0) {
		aug_free(&a);
		return -1;
	}
	for (int i = 0; i < k; i++)
		size += mate[i] > i;
	size += greedy(&a);
	for (int i = 0; i < k && 2 * size < k - 1; i++) {	/* else maximum */
		if (mate[i] >= 0)
			continue;
		int v = find_path(&a, i);
		if (v >= 0) {
			augment(&a, v);
			size++;
		} else if (stop_early) {
			/* none from i now means none later: i stays alone */
			break;
		}
	}
	aug_free(&a);
	return size;
}

int match_augment(const unsigned char *adj, size_t stride, const int *who, int k, int *mate,
		  int root)
{
	struct aug a;
	int rc = -1;

	if (aug_init(&a, adj, stride, who, k, mate) < 0)
		goto out;
	if (root < 0 || root >= k || mate[root] >= 0) {
		errno = EINVAL;
		goto out;
	}
	int v = find_path(&a, root);
	if (v >= 0)
		augment(&a, v);
	rc = v >= 0;
out:
	aug_free(&a);
	return rc;
}
