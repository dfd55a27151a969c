/*
 * blossom.c - Edmonds' weighted blossom algorithm, primal-dual, O(n^3).
 *
 * The textbook scheme (Edmonds; Galil's survey; Gabow's O(n^3) bound)
 * with exact multi-word arithmetic.  Terms:
 *
 *  - Nodes 0..n-1 are vertices, n..2n-1 are (non-trivial) blossoms.  A
 *    top-level node carries a label: S (even), T (odd) or none.
 *  - Duals are signed integers of W = nwords + 1 words in units of a
 *    quarter weight: edge slack is  u[x] + u[y] - 4 w(x, y)  for edges
 *    between different top-level blossoms, and edges inside a blossom
 *    are tight by construction.  The factor 4 keeps every dual step
 *    integral (delta3 halves an S-S slack, which is even because all
 *    free vertices share one parity); the extra word is headroom.
 *  - Alternating trees grow from the "active" free vertices (dual > 0).
 *    Vertex duals start at twice the largest incident weight and a
 *    greedy pass tightens them and pre-matches tight edges, so free
 *    vertices need not share one dual value.  Hence delta1 stops at the
 *    first S vertex whose dual reaches 0: the path from it to its root
 *    is flipped, it becomes free with dual 0 (optimal for a free vertex)
 *    and takes no further part except as the end of an augmenting path.
 *    With MATCH_MAX_CARDINALITY all duals start equal and delta1 is not
 *    used, as in the classical version.
 *  - Instead of restarting all trees after each augmentation (a
 *    classical "stage"), only the trees that augmented are dissolved;
 *    what the others remembered about them is repaired (dissolve()).
 *    A least-slack edge that lost its other end keeps its slack as a
 *    lower bound ("stale") and is recomputed only if it decides a delta.
 *  - Each S vertex is scanned once while labeled; least-slack edges are
 *    kept per unlabeled vertex (delta2) and per S blossom (delta3, with
 *    a list of the best edge to every other S blossom, merged when a
 *    blossom forms), so a dual update costs O(n).
 *
 * Allocation failure deep in the algorithm unwinds with longjmp to
 * match_solve_flags(), which frees everything.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "match/duals.h"
#include "match/graph.h"
#include "match/match.h"
#include "match/wide.h"

enum { FREE_LABEL = 0, S = 1, T = 2 };
#define MAXW (MATCH_MAX_WORDS + 1)

struct solver {
	int n;			/* vertices */
	int nw, W;		/* weight words, dual words */
	int maxcard;
	const int *ends;	/* graph's edge ends, see graph.h */
	const uint64_t *wt;	/* graph's weights */
	/*
	 * Out-arcs of vertex v: i in adjx[v]..adjx[v+1]-1, with directed
	 * edge arcd[i] and head arch[i].
	 */
	int *adjx, *arcd, *arch;

	int *mate;		/* per vertex: directed edge to mate, or -1 */
	int *inb;		/* per vertex: its top-level node */

	/* per node (2n) */
	int *parent;		/* enclosing blossom, -1 at top level */
	int *base;		/* base vertex; -1 for an unused blossom slot */
	int *label;		/* S, T or 0 */
	int *labeld;		/* edge that gave the label (into the node), -1 */
	int *bestd;		/* least-slack edge, see handle_edge() */
	uint64_t *dual;		/* W words each */
	uint64_t *bslack;	/* slack of bestd, W words each */

	/* per blossom slot b - n */
	int **child;		/* sub-nodes in cycle order, child[0] has the base */
	int **cedge;		/* cedge[i] runs from child[i] into child[i+1] */
	int *nchild;
	int **blist;		/* S blossom: best edge to each other S blossom */
	int *nblist;		/* -1: no list kept */
	int *freeb, nfree;

	int *rootv;		/* per node: free vertex at the root of its tree */
	int nroots;		/* trees in the forest */
	int *queue, nqueue;	/* S vertices waiting to be scanned */
	char *inq;		/* per vertex: in queue */
	char *stale;		/* per node: bestd gone, bslack a lower bound */
	int *pend, npend, cpend;	/* tight edges (S tail) to handle */
	int *seen, stamp;	/* per node, for find_base() */
	int *bestto, *touched;	/* per node, for add_blossom() */
	uint64_t *tmps;		/* per node, W words, for add_blossom() */
	int *pa, *pb;		/* per vertex, tree paths in add_blossom() */
	int *lbuf;		/* per vertex, leaves in add_blossom() */
	int *istk;		/* 2n: set_inb()'s stack */

	/* Warm start (match_solve_warm): vertex duals and mates to start
	 * from, NULL for a cold start. */
	const uint64_t *warm_dual;
	const int *warm_mate;

	jmp_buf oom;
};

/* What match_solve_warm() keeps between solves. */
struct match_warm {
	int n, nw;		/* of the graph the duals belong to; 0: none */
	uint64_t *dual;		/* n * (nw + 1) words, see warm_save() */
	int keep;		/* keep d too (match_warm_keep_duals()) */
	struct match_duals d;	/* see duals_save() */
};

static inline int tail(const struct solver *s, int d)
{
	return s->ends[d];
}

static inline int head(const struct solver *s, int d)
{
	return s->ends[d ^ 1];
}

static inline uint64_t *dual(const struct solver *s, int x)
{
	return s->dual + (size_t)x * s->W;
}

static inline uint64_t *bslack(const struct solver *s, int x)
{
	return s->bslack + (size_t)x * s->W;
}

/* The hot paths are instantiated per word count; make sure they inline. */
#if defined(__GNUC__)
#define HOT_INLINE inline __attribute__((always_inline))
#else
#define HOT_INLINE inline
#endif

static inline const uint64_t *weight(const struct solver *s, int d)
{
	return s->wt + (size_t)(d >> 1) * s->nw;
}

/*
 * The weight of arc i, read from the graph: a copy in arc order was
 * measured no faster and doubled the memory of a dense graph.
 */
static inline const uint64_t *arc_weight(const struct solver *s, int i)
{
	return weight(s, s->arcd[i]);
}

/* r = u[v] + u[w] - 4 wt, in one pass over the words. */
static HOT_INLINE void slack_W(const struct solver *s, int v, int w,
			       const uint64_t *wt, uint64_t *r, int W)
{
	wide_sum_minus_4w(r, s->dual + (size_t)v * W, s->dual + (size_t)w * W,
			  wt, false, W);
}

static inline void slack_of(const struct solver *s, int v, int w,
			    const uint64_t *wt, uint64_t *r)
{
	slack_W(s, v, w, wt, r, s->W);
}

static inline void slack(const struct solver *s, int d, uint64_t *r)
{
	slack_of(s, tail(s, d), head(s, d), weight(s, d), r);
}

static void *xmalloc(struct solver *s, size_t size)
{
	void *p = malloc(size ? size : 1);

	if (!p)
		longjmp(s->oom, 1);
	return p;
}

/* inb[] = top for every vertex inside node x. */
static void set_inb(struct solver *s, int x, int top)
{
	int n = s->n, k = 0;

	/* a stack, not recursion: blossoms nest hundreds deep */
	s->istk[k++] = x;
	while (k > 0) {
		x = s->istk[--k];
		if (x < n) {
			s->inb[x] = top;
			continue;
		}
		for (int i = 0; i < s->nchild[x - n]; i++)
			s->istk[k++] = s->child[x - n][i];
	}
}

static void enqueue_leaves(struct solver *s, int x)
{
	if (x < s->n) {
		if (!s->inq[x]) {
			s->inq[x] = 1;
			s->queue[s->nqueue++] = x;
		}
		return;
	}
	for (int i = 0; i < s->nchild[x - s->n]; i++)
		enqueue_leaves(s, s->child[x - s->n][i]);
}

static int collect_leaves(const struct solver *s, int x, int *out, int k)
{
	if (x < s->n) {
		out[k++] = x;
		return k;
	}
	for (int i = 0; i < s->nchild[x - s->n]; i++)
		k = collect_leaves(s, s->child[x - s->n][i], out, k);
	return k;
}

/* A leaf of x reached by a tight edge while x was inside a T blossom. */
static int reached_leaf(const struct solver *s, int x)
{
	if (x < s->n)
		return s->label[x] ? x : -1;
	for (int i = 0; i < s->nchild[x - s->n]; i++) {
		int v = reached_leaf(s, s->child[x - s->n][i]);

		if (v >= 0)
			return v;
	}
	return -1;
}

/*
 * Label the top-level node holding w with t, through directed edge d
 * (into w; -1 for a root).  A T node passes S on to its mate.
 */
static void assign_label(struct solver *s, int w, int t, int d)
{
	int b = s->inb[w];

	s->label[w] = s->label[b] = t;
	s->labeld[w] = s->labeld[b] = d;
	s->bestd[w] = s->bestd[b] = -1;
	s->stale[w] = s->stale[b] = 0;
	s->rootv[b] = d < 0 ? w : s->rootv[s->inb[tail(s, d)]];
	if (t == S) {
		enqueue_leaves(s, b);
	} else {
		int md = s->mate[s->base[b]];

		assign_label(s, head(s, md), S, md);
	}
}

/* The tree parent of top-level labeled non-root node x. */
static inline int tree_parent(const struct solver *s, int x)
{
	return s->inb[tail(s, s->labeld[x])];
}

/*
 * v and w are S vertices in different top-level blossoms.  Return the
 * top-level node where their tree paths meet, or -1 if they lie in
 * different trees (an augmenting path).
 */
static int find_base(struct solver *s, int v, int w)
{
	int a = s->inb[v], b = s->inb[w];

	s->stamp++;
	while (a >= 0 || b >= 0) {
		if (a >= 0) {
			if (s->seen[a] == s->stamp)
				return a;
			s->seen[a] = s->stamp;
			if (s->labeld[a] < 0)
				a = -1;
			else
				a = tree_parent(s, tree_parent(s, a));
		}
		int t = a;
		a = b;
		b = t;
	}
	return -1;
}

static void reverse(int *a, int lo, int hi)
{
	for (hi--; lo < hi; lo++, hi--) {
		int t = a[lo];

		a[lo] = a[hi];
		a[hi] = t;
	}
}

/* Rotate a[0..k-1] left by i. */
static void rotate(int *a, int k, int i)
{
	reverse(a, 0, i);
	reverse(a, i, k);
	reverse(a, 0, k);
}

/*
 * Tight edge d joins S vertices of one tree; the cycle through bb (the
 * meeting node found by find_base()) becomes a new S blossom.
 */
static void add_blossom(struct solver *s, int bb, int d)
{
	int n = s->n, W = s->W;
	int bv = s->inb[tail(s, d)], bw = s->inb[head(s, d)];
	int na = 0, nb = 0, k, b, nt = 0;

	for (int x = bv; x != bb; x = tree_parent(s, x))
		s->pa[na++] = x;
	for (int x = bw; x != bb; x = tree_parent(s, x))
		s->pb[nb++] = x;
	k = 1 + na + nb;

	b = s->freeb[--s->nfree];
	int *ch = s->child[b - n] = xmalloc(s, (size_t)k * sizeof(*ch));
	int *ce = s->cedge[b - n] = xmalloc(s, (size_t)k * sizeof(*ce));
	s->nchild[b - n] = k;

	/* bb, down the tree to bv, across d, up from bw back to bb. */
	int pos = 0;
	ch[pos++] = bb;
	for (int i = na - 1; i >= 0; i--) {
		ch[pos] = s->pa[i];
		ce[pos - 1] = s->labeld[s->pa[i]];
		pos++;
	}
	ce[pos - 1] = d;
	for (int i = 0; i < nb; i++) {
		ch[pos] = s->pb[i];
		ce[pos] = s->labeld[s->pb[i]] ^ 1;
		pos++;
	}

	s->parent[b] = -1;
	s->base[b] = s->base[bb];
	s->label[b] = S;
	s->labeld[b] = s->labeld[bb];
	s->rootv[b] = s->rootv[bb];
	wide_zero(dual(s, b), W);
	for (int i = 0; i < k; i++) {
		s->parent[ch[i]] = b;
		/* T vertices become S: they must be scanned now. */
		if (s->label[ch[i]] == T)
			enqueue_leaves(s, ch[i]);
	}
	set_inb(s, b, b);

	/*
	 * Least-slack edge from b to every other S blossom, from the
	 * children's lists, or from all their edges where none is kept.
	 */
	for (int i = 0; i < k; i++) {
		int c = ch[i], ne, *list;
		int nl = 0;

		if (c >= n && s->nblist[c - n] >= 0) {
			list = s->blist[c - n];
			ne = s->nblist[c - n];
		} else {
			nl = collect_leaves(s, c, s->lbuf, 0);
			list = NULL;
			ne = 0;
		}
		for (int li = 0; li < (list ? 1 : nl); li++) {
			int lo = 0, hi = ne, v = -1;

			if (!list) {
				v = s->lbuf[li];
				lo = s->adjx[v];
				hi = s->adjx[v + 1];
			}
			for (int j = lo; j < hi; j++) {
				int e = list ? list[j] : s->arcd[j];
				int bj = s->inb[list ? head(s, e) : s->arch[j]];
				uint64_t sl[MAXW];

				if (bj == b || s->label[bj] != S)
					continue;
				if (list)
					slack(s, e, sl);
				else
					slack_of(s, v, s->arch[j],
						 arc_weight(s, j), sl);
				if (s->bestto[bj] < 0) {
					s->touched[nt++] = bj;
				} else if (wide_cmp(sl, s->tmps + (size_t)bj * W,
						    W) >= 0) {
					continue;
				}
				s->bestto[bj] = e;
				wide_copy(s->tmps + (size_t)bj * W, sl, W);
			}
		}
		if (c >= n && s->nblist[c - n] >= 0) {
			free(s->blist[c - n]);
			s->blist[c - n] = NULL;
			s->nblist[c - n] = -1;
		}
		s->bestd[c] = -1;
		s->stale[c] = 0;
	}
	int *bl = xmalloc(s, (size_t)nt * sizeof(*bl));
	s->bestd[b] = -1;
	s->stale[b] = 0;
	for (int i = 0; i < nt; i++) {
		int bj = s->touched[i];
		const uint64_t *sl = s->tmps + (size_t)bj * W;

		bl[i] = s->bestto[bj];
		s->bestto[bj] = -1;
		if (s->bestd[b] < 0 || wide_cmp(sl, bslack(s, b), W) < 0) {
			s->bestd[b] = bl[i];
			wide_copy(bslack(s, b), sl, W);
		}
	}
	s->blist[b - n] = bl;
	s->nblist[b - n] = nt;
}

/*
 * Dissolve blossom b into its children.  At the end of a stage
 * (endstage) zero-dual sub-blossoms go as well; in mid-stage b is a T
 * blossom whose dual reached 0, and its children are relabeled so the
 * tree stays alternating.
 */
static void expand_blossom(struct solver *s, int b, int endstage)
{
	int n = s->n;
	int k = s->nchild[b - n], *ch = s->child[b - n], *ce = s->cedge[b - n];

	for (int i = 0; i < k; i++) {
		int c = ch[i];

		s->parent[c] = -1;
		if (c >= n && endstage && wide_is_zero(dual(s, c), s->W)) {
			expand_blossom(s, c, endstage);
		} else {
			set_inb(s, c, c);
		}
	}
	if (!endstage && s->label[b] == T) {
		int entry = s->inb[head(s, s->labeld[b])];
		int j = 0, step, d = s->labeld[b];

		while (ch[j] != entry)
			j++;
		/* The even-length way round from the entry to the base. */
		step = (j & 1) ? 1 : -1;
		while (j != 0) {
			assign_label(s, head(s, d), T, d);
			j = (j + 2 * step + k) % k;
			d = step > 0 ? ce[(j - 1 + k) % k] : ce[j] ^ 1;
		}
		/* The base child replaces b; its mate is b's S child. */
		int v = head(s, d);

		s->label[v] = s->label[ch[0]] = T;
		s->labeld[v] = s->labeld[ch[0]] = d;
		s->bestd[v] = s->bestd[ch[0]] = -1;
		s->rootv[ch[0]] = s->rootv[b];

		/* Off-path children reached by tight edges become T too. */
		for (j = (step + k) % k; ch[j] != entry; j = (j + step + k) % k) {
			int c = ch[j];

			if (s->label[c] == S)
				continue;
			v = reached_leaf(s, c);
			if (v >= 0)
				assign_label(s, v, T, s->labeld[v]);
		}
	}
	free(s->child[b - n]);
	free(s->cedge[b - n]);
	free(s->blist[b - n]);
	s->child[b - n] = s->cedge[b - n] = s->blist[b - n] = NULL;
	s->nchild[b - n] = 0;
	s->nblist[b - n] = -1;
	s->label[b] = 0;
	s->labeld[b] = -1;
	s->bestd[b] = -1;
	s->base[b] = -1;
	s->freeb[s->nfree++] = b;
}

/*
 * Make vertex v the base of blossom b, flipping the matching along the
 * even path from v's child to the base child (recursively inside).
 */
static void augment_blossom(struct solver *s, int b, int v)
{
	int n = s->n;
	int t = v;

	while (s->parent[t] != b)
		t = s->parent[t];
	if (t >= n)
		augment_blossom(s, t, v);

	int k = s->nchild[b - n], *ch = s->child[b - n], *ce = s->cedge[b - n];
	int i = 0;

	while (ch[i] != t)
		i++;
	int step = (i & 1) ? 1 : -1;
	int j = i;

	while (j != 0) {
		/* Skip the matched edge; the next one becomes matched. */
		j = (j + step + k) % k;
		int d = step > 0 ? ce[j] : ce[(j - 1 + k) % k] ^ 1;
		int j2 = (j + step + k) % k;
		int x = tail(s, d), y = head(s, d);

		if (ch[j] >= n)
			augment_blossom(s, ch[j], x);
		if (ch[j2] >= n)
			augment_blossom(s, ch[j2], y);
		s->mate[x] = d;
		s->mate[y] = d ^ 1;
		j = j2;
	}
	rotate(ch, k, i);
	rotate(ce, k, i);
	s->base[b] = v;
}

/*
 * Match vertex x by directed edge e (-1: leave it free) and flip the
 * tree path from x's node up to its root.
 */
static void flip_to_root(struct solver *s, int x, int e)
{
	for (;;) {
		int bx = s->inb[x];

		if (bx >= s->n)
			augment_blossom(s, bx, x);
		s->mate[x] = e;
		if (s->labeld[bx] < 0)
			break;
		int bt = tree_parent(s, bx);
		int de = s->labeld[bt];
		int z = head(s, de);

		if (bt >= s->n)
			augment_blossom(s, bt, z);
		s->mate[z] = de ^ 1;
		x = tail(s, de);
		e = de;
	}
}

static void dissolve(struct solver *s, int r1, int r2);
static void rescan_target(struct solver *s, int y);

/* Augment along tight edge d; its trees leave the forest. */
static void augment(struct solver *s, int d)
{
	int bw = s->inb[head(s, d)];
	int r1 = s->rootv[s->inb[tail(s, d)]];
	int r2 = s->label[bw] == S ? s->rootv[bw] : -1;

	flip_to_root(s, tail(s, d), d);
	flip_to_root(s, head(s, d), d ^ 1);
	dissolve(s, r1, r2);
}

static inline void keep_best(struct solver *s, int x, int d,
			     const uint64_t *sl)
{
	if (s->bestd[x] < 0 || wide_cmp(sl, bslack(s, x), s->W) < 0) {
		/* Below a stale lower bound means below everything: exact. */
		s->stale[x] = 0;
		s->bestd[x] = d;
		wide_copy(bslack(s, x), sl, s->W);
	}
}

/*
 * Look at directed edge d from S vertex v to w (in different top-level
 * nodes), of slack sl.  Returns 1 when the stage ends with an
 * augmentation.
 */
static int handle_slack(struct solver *s, int v, int w, int d,
			const uint64_t *sl)
{
	int bv = s->inb[v], bw = s->inb[w];
	int tight = wide_is_zero(sl, s->W);

	switch (s->label[bw]) {
	case 0:
		if (!tight) {
			keep_best(s, w, d, sl);
		} else if (s->mate[s->base[bw]] < 0) {
			/* A free vertex with dual 0: end of an augmenting path. */
			augment(s, d);
			return 1;
		} else {
			assign_label(s, w, T, d);
		}
		break;
	case S:
		if (!tight) {
			keep_best(s, bv, d, sl);
		} else {
			int bb = find_base(s, v, w);

			if (bb < 0) {
				augment(s, d);
				return 1;
			}
			add_blossom(s, bb, d);
		}
		break;
	default:
		/* w inside a T blossom; remember it for expand_blossom(). */
		if (s->label[w])
			break;
		if (tight) {
			s->label[w] = T;
			s->labeld[w] = d;
		} else {
			keep_best(s, w, d, sl);
		}
		break;
	}
	return 0;
}

/* handle_slack() for edge d of weight wt, its slack computed here. */
static int handle_edge(struct solver *s, int v, int w, int d,
		       const uint64_t *wt)
{
	uint64_t sl[MAXW];

	if (s->inb[v] == s->inb[w])
		return 0;
	slack_of(s, v, w, wt, sl);
	return handle_slack(s, v, w, d, sl);
}

/*
 * Scan S vertex v: handle_edge() for every out-arc, with the common
 * case (slack > 0: only remember the least slack) inlined for W words.
 */
static HOT_INLINE int scan_vertex(struct solver *s, int v, int W)
{
	const int *arch = s->arch, *inb = s->inb, *label = s->label;
	int *bestd = s->bestd;

	for (int i = s->adjx[v], end = s->adjx[v + 1]; i < end; i++) {
		int w = arch[i], bv = inb[v], bw = inb[w], x;
		const uint64_t *wt = arc_weight(s, i);
		uint64_t sl[MAXW], z = 0;

		if (bv == bw)
			continue;
		slack_W(s, v, w, wt, sl, W);
		for (int k = 0; k < W; k++)
			z |= sl[k];
		if (z == 0) {
			if (handle_slack(s, v, w, s->arcd[i], sl))
				return 1;
			continue;
		}
		if (label[bw] == S)
			x = bv;
		else if (label[w] == 0)
			x = w;
		else
			continue;
		uint64_t *bs = s->bslack + (size_t)x * W;

		if (bestd[x] < 0 || wide_cmp(sl, bs, W) < 0) {
			s->stale[x] = 0;
			bestd[x] = s->arcd[i];
			wide_copy(bs, sl, W);
		}
	}
	return 0;
}

static int scan_w2(struct solver *s, int v)
{
	return scan_vertex(s, v, 2);
}

static int scan_w3(struct solver *s, int v)
{
	return scan_vertex(s, v, 3);
}

static int scan_w4(struct solver *s, int v)
{
	return scan_vertex(s, v, 4);
}

static int scan_w5(struct solver *s, int v)
{
	return scan_vertex(s, v, 5);
}

static int scan_w6(struct solver *s, int v)
{
	return scan_vertex(s, v, 6);
}

static int scan_w7(struct solver *s, int v)
{
	return scan_vertex(s, v, 7);
}

static int scan_w8(struct solver *s, int v)
{
	return scan_vertex(s, v, 8);
}

static int scan_wn(struct solver *s, int v)
{
	return scan_vertex(s, v, s->W);
}

static int scan(struct solver *s)
{
	int (*fn)(struct solver *, int) =
		s->W == 2 ? scan_w2 : s->W == 3 ? scan_w3 :
		s->W == 4 ? scan_w4 : s->W == 5 ? scan_w5 : s->W == 6 ? scan_w6 :
		s->W == 7 ? scan_w7 : s->W == 8 ? scan_w8 : scan_wn;

	for (;;) {
		if (s->npend > 0) {
			int d = s->pend[--s->npend], v = tail(s, d);

			if (s->label[s->inb[v]] == S &&
			    handle_edge(s, v, head(s, d), d, weight(s, d)))
				return 1;
		} else if (s->nqueue > 0) {
			int v = s->queue[--s->nqueue];

			s->inq[v] = 0;
			if (s->label[s->inb[v]] == S && fn(s, v))
				return 1;
		} else {
			return 0;
		}
	}
}

static inline int is_top(const struct solver *s, int x)
{
	return x < s->n ? s->inb[x] == x : s->base[x] >= 0 && s->parent[x] < 0;
}

/*
 * The dual step: find the smallest delta and apply it.  Returns 1 when
 * the stage is over (delta1: a path flipped; or nothing left to do in
 * max-cardinality mode, then *done is set).
 */
static int dual_step(struct solver *s, int *done)
{
	int n = s->n, W = s->W;
	uint64_t delta[MAXW], tmp[MAXW], d2[MAXW];
	int type = 0, arg = -1, stalex = -1;

	if (!s->maxcard) {
		for (int v = 0; v < n; v++)
			if (s->label[s->inb[v]] == S &&
			    (!type || wide_cmp(dual(s, v), delta, W) < 0)) {
				type = 1;
				arg = v;
				wide_copy(delta, dual(s, v), W);
			}
	}
	for (int v = 0; v < n; v++)
		if (s->bestd[v] >= 0 && s->label[s->inb[v]] == 0 &&
		    (!type || wide_cmp(bslack(s, v), delta, W) < 0)) {
			type = 2;
			arg = s->bestd[v];
			stalex = v;
			wide_copy(delta, bslack(s, v), W);
		}
	for (int x = 0; x < 2 * n; x++) {
		if (s->bestd[x] < 0 || s->label[x] != S || !is_top(s, x))
			continue;
		wide_sar1(tmp, bslack(s, x), W);
		if (!type || wide_cmp(tmp, delta, W) < 0) {
			type = 3;
			arg = s->bestd[x];
			stalex = x;
			wide_copy(delta, tmp, W);
		}
	}
	for (int b = n; b < 2 * n; b++)
		if (s->label[b] == T && is_top(s, b) &&
		    (!type || wide_cmp(dual(s, b), delta, W) < 0)) {
			type = 4;
			arg = b;
			wide_copy(delta, dual(s, b), W);
		}
	if ((type == 2 || type == 3) && s->stale[stalex]) {
		/* The minimum is only a bound: recompute it, then retry. */
		s->stale[stalex] = 0;
		if (type == 2) {
			rescan_target(s, stalex);
		} else {
			s->bestd[stalex] = -1;
			enqueue_leaves(s, stalex);
		}
		return 0;
	}
	if (!type) {
		/* Max-cardinality mode: no tree can grow; optimum reached. */
		*done = 1;
		return 1;
	}

	wide_add(d2, delta, delta, W);
	for (int v = 0; v < n; v++) {
		int top = s->inb[v];
		int l = s->label[top];

		if (l == S)
			wide_sub(dual(s, v), dual(s, v), delta, W);
		else if (l == T)
			wide_add(dual(s, v), dual(s, v), delta, W);
		if (s->bestd[v] < 0)
			continue;
		if (l == 0)
			wide_sub(bslack(s, v), bslack(s, v), delta, W);
		else if (l == S && top == v)
			wide_sub(bslack(s, v), bslack(s, v), d2, W);
	}
	for (int b = n; b < 2 * n; b++) {
		if (!is_top(s, b))
			continue;
		if (s->label[b] == S) {
			wide_add(dual(s, b), dual(s, b), delta, W);
			if (s->bestd[b] >= 0)
				wide_sub(bslack(s, b), bslack(s, b), d2, W);
		} else if (s->label[b] == T) {
			wide_sub(dual(s, b), dual(s, b), delta, W);
		}
	}

	switch (type) {
	case 1: {
		int r = s->rootv[s->inb[arg]];

		flip_to_root(s, arg, -1);
		dissolve(s, r, -1);
		return 1;
	}
	case 2:
	case 3:
		return handle_edge(s, tail(s, arg), head(s, arg), arg,
				   weight(s, arg));
	default:
		expand_blossom(s, arg, 0);
		return 0;
	}
}

static void greedy(struct solver *s);

/* Starting duals, and a greedy matching on the edges they make tight. */
static void init_duals(struct solver *s)
{
	int n = s->n, W = s->W, nw = s->nw;
	uint64_t sl[MAXW], best[MAXW];

	for (int v = 0; v < n; v++)
		s->mate[v] = -1;
	if (s->maxcard) {
		/* All equal: twice the largest weight. */
		wide_zero(best, W);
		for (int v = 0; v < n; v++)
			for (int i = s->adjx[v]; i < s->adjx[v + 1]; i++) {
				wide_zero(sl, W);
				wide_copy(sl, arc_weight(s, i),
					  nw);
				if (wide_cmp(sl, best, W) > 0)
					wide_copy(best, sl, W);
			}
		wide_shl(best, best, W, 1);
		for (int v = 0; v < n; v++)
			wide_copy(dual(s, v), best, W);
	} else {
		for (int v = 0; v < n; v++) {
			wide_zero(best, W);
			for (int i = s->adjx[v]; i < s->adjx[v + 1]; i++) {
				const uint64_t *w = arc_weight(s, i);

				sl[nw] = 0;
				wide_copy(sl, w, nw);
				if (wide_cmp(sl, best, W) > 0)
					wide_copy(best, sl, W);
			}
			wide_shl(dual(s, v), best, W, 1);
		}
	}

	greedy(s);
}

/*
 * Lower the dual of every free vertex as far as feasibility (and
 * u >= 0) allow, and match it along an edge that makes tight.
 */
static void greedy(struct solver *s)
{
	int n = s->n, W = s->W;
	uint64_t sl[MAXW], best[MAXW];

	for (int v = 0; v < n; v++) {
		int lo = s->adjx[v], hi = s->adjx[v + 1];

		if (s->mate[v] >= 0 || lo == hi)
			continue;
		if (!s->maxcard) {
			/* Lower u[v] as far as feasibility (and u >= 0) allow. */
			int first = 1;

			for (int i = lo; i < hi; i++) {
				slack_of(s, v, s->arch[i],
					 arc_weight(s, i), sl);
				if (first || wide_cmp(sl, best, W) < 0)
					wide_copy(best, sl, W);
				first = 0;
			}
			if (wide_cmp(best, dual(s, v), W) > 0)
				wide_zero(dual(s, v), W);
			else
				wide_sub(dual(s, v), dual(s, v), best, W);
		}
		for (int i = lo; i < hi; i++) {
			int d = s->arcd[i], w = s->arch[i];

			if (s->mate[w] >= 0)
				continue;
			slack_of(s, v, w, arc_weight(s, i), sl);
			if (wide_is_zero(sl, W)) {
				s->mate[v] = d;
				s->mate[w] = d ^ 1;
				break;
			}
		}
	}
}

static void push_pending(struct solver *s, int d)
{
	if (s->npend == s->cpend) {
		int c = s->cpend ? 2 * s->cpend : 64;
		int *p = realloc(s->pend, (size_t)c * sizeof(*p));

		if (!p)
			longjmp(s->oom, 1);
		s->pend = p;
		s->cpend = c;
	}
	s->pend[s->npend++] = d;
}

/* Forget the labels and best edges of node x and everything inside. */
static void clear_labels(struct solver *s, int x)
{
	int n = s->n;

	s->label[x] = 0;
	s->labeld[x] = -1;
	s->bestd[x] = -1;
	s->stale[x] = 0;
	if (x < n)
		return;
	free(s->blist[x - n]);
	s->blist[x - n] = NULL;
	s->nblist[x - n] = -1;
	for (int i = 0; i < s->nchild[x - n]; i++)
		clear_labels(s, s->child[x - n][i]);
}

/*
 * Recompute the least-slack edge from an S vertex into y (y not in an
 * S blossom); tight ones are queued for handle_edge().
 */
static void rescan_target(struct solver *s, int y)
{
	int by = s->inb[y];
	uint64_t sl[MAXW];

	s->bestd[y] = -1;
	s->stale[y] = 0;
	for (int i = s->adjx[y]; i < s->adjx[y + 1]; i++) {
		int x = s->arch[i], bx = s->inb[x];

		if (bx == by || s->label[bx] != S)
			continue;
		slack_of(s, x, y, arc_weight(s, i), sl);
		if (wide_is_zero(sl, s->W))
			push_pending(s, s->arcd[i] ^ 1);
		else
			keep_best(s, y, s->arcd[i] ^ 1, sl);
	}
}

static inline int is_s(const struct solver *s, int v)
{
	return s->label[s->inb[v]] == S;
}

/*
 * The trees rooted at r1 and r2 (-1: none) were just augmented or
 * flipped: unlabel them, and repair what the rest of the forest kept
 * about them (best edges, reach marks), so that the other trees go on
 * growing instead of starting again.
 */
static void dissolve(struct solver *s, int r1, int r2)
{
	int n = s->n, W = s->W, nl = 0;

	s->nroots -= 1 + (r2 >= 0);
	for (int x = 0; x < 2 * n; x++) {
		int was;

		if (!is_top(s, x) || !s->label[x] ||
		    (s->rootv[x] != r1 && s->rootv[x] != r2))
			continue;
		was = s->label[x];
		nl = collect_leaves(s, x, s->lbuf, nl);
		clear_labels(s, x);
		/* As at the end of a classical stage. */
		if (x >= n && was == S && wide_is_zero(dual(s, x), W))
			expand_blossom(s, x, 1);
	}

	for (int y = 0; y < n; y++) {
		int top = s->inb[y], l = s->label[top], bad = 0;

		/*
		 * A best edge that went keeps its slack as a lower bound
		 * (stale); dual_step() rescans only if that bound decides.
		 */
		if (l == S) {
			if (top == y && s->bestd[y] >= 0 &&
			    !is_s(s, head(s, s->bestd[y])))
				s->stale[y] = 1;
			continue;
		}
		if (s->bestd[y] >= 0 && !is_s(s, tail(s, s->bestd[y])))
			s->stale[y] = 1;
		if (l == T && top != y && s->label[y] &&
		    !is_s(s, tail(s, s->labeld[y]))) {
			s->label[y] = 0;
			s->labeld[y] = -1;
			bad = 1;
		}
		if (bad)
			rescan_target(s, y);
	}
	for (int i = 0; i < nl; i++)
		rescan_target(s, s->lbuf[i]);

	/* S blossoms whose best edge went: best of the rest of the list. */
	for (int b = n; b < 2 * n; b++) {
		int e = s->bestd[b];
		uint64_t sl[MAXW];

		if (e < 0 || !is_top(s, b) || is_s(s, head(s, e)))
			continue;
		s->bestd[b] = -1;
		for (int i = 0; i < s->nblist[b - n]; i++) {
			e = s->blist[b - n][i];
			if (!is_s(s, head(s, e)) || s->inb[head(s, e)] == b)
				continue;
			slack(s, e, sl);
			keep_best(s, b, e, sl);
		}
	}
}


/* The directed edge from v to w, or -1. */
static int arc_to(const struct solver *s, int v, int w)
{
	for (int i = s->adjx[v]; i < s->adjx[v + 1]; i++)
		if (s->arch[i] == w)
			return s->arcd[i];
	return -1;
}

/*
 * Warm start: the caller's vertex duals, raised where the new weights
 * make an edge infeasible, and the caller's matching on the edges that
 * are still there and tight.  Any input gives a valid start, so the
 * result is exact whatever the caller passed; a good input only makes
 * it quick.  No blossoms: the saved duals are flattened (warm_save()).
 */
static void warm_duals(struct solver *s)
{
	int n = s->n, W = s->W;
	uint64_t sl[MAXW], worst[MAXW];
	int *order = xmalloc(s, (size_t)(n + 1) * sizeof(int));
	int *cnt = xmalloc(s, (size_t)(n + 1) * sizeof(int));

	for (int v = 0; v < n; v++) {
		s->mate[v] = -1;
		if (s->adjx[v] == s->adjx[v + 1] || wide_is_neg(s->warm_dual + (size_t)v * W, W))
			wide_zero(dual(s, v), W);
		else
			wide_copy(dual(s, v), s->warm_dual + (size_t)v * W, W);
	}
	/*
	 * Feasibility: raise one end of every edge with negative slack,
	 * the vertex with most such edges first (a vertex whose edges all
	 * gained weight takes the raise, not each of its neighbours).
	 */
	int k = 0;
	for (int v = 0; v < n; v++)
		cnt[v] = 0;
	for (int v = 0; v < n; v++)
		for (int i = s->adjx[v]; i < s->adjx[v + 1]; i++) {
			if (s->arcd[i] & 1)
				continue;	/* each edge once */
			slack_of(s, v, s->arch[i], arc_weight(s, i), sl);
			if (wide_is_neg(sl, W)) {
				cnt[v]++;
				cnt[s->arch[i]]++;
			}
		}
	for (int v = 0; v < n; v++)
		if (cnt[v])
			order[k++] = v;
	for (int a = 1; a < k; a++) {	/* insertion sort: k is small */
		int v = order[a], b = a;
		while (b > 0 && (cnt[order[b - 1]] < cnt[v] ||
				 (cnt[order[b - 1]] == cnt[v] && order[b - 1] > v))) {
			order[b] = order[b - 1];
			b--;
		}
		order[b] = v;
	}
	for (int a = 0; a < k; a++) {
		int v = order[a], neg = 0;
		for (int i = s->adjx[v]; i < s->adjx[v + 1]; i++) {
			slack_of(s, v, s->arch[i], arc_weight(s, i), sl);
			if (wide_is_neg(sl, W) && (!neg || wide_cmp(sl, worst, W) < 0)) {
				wide_copy(worst, sl, W);
				neg = 1;
			}
		}
		if (neg)
			wide_sub(dual(s, v), dual(s, v), worst, W);
	}
	free(order);
	free(cnt);
	for (int v = 0; v < n; v++) {
		int w = s->warm_mate[v], d;

		if (w <= v || w >= n || s->warm_mate[w] != v || (d = arc_to(s, v, w)) < 0)
			continue;
		slack(s, d, sl);
		if (wide_is_zero(sl, W)) {
			s->mate[v] = d;
			s->mate[w] = d ^ 1;
		}
	}
	greedy(s);
	/*
	 * The trees grow from the free vertices with a positive dual, and
	 * an S-S slack is halved (delta3): they must share one parity.
	 * Raising a free vertex keeps every edge feasible.
	 */
	uint64_t one[MAXW];
	wide_zero(one, W);
	one[0] = 1;
	for (int v = 0; v < n; v++)
		if (s->mate[v] < 0 && (dual(s, v)[0] & 1))
			wide_add(dual(s, v), dual(s, v), one, W);
}

/*
 * sum[b - n] (W words) for every live blossom b: the sum of its dual and
 * the duals of every blossom around it.  Each sum is the one of the
 * blossom around plus its own, so the forest is walked once, top down:
 * a walk up from every blossom cost the depth of the nesting each, and
 * the blossoms of a degenerate graph (a big Dutch bracket's) nest
 * thousands deep.  Unused slots are left as they are.
 */
static void blossom_sums(struct solver *s, uint64_t *sum)
{
	int n = s->n, W = s->W;
	int *up = xmalloc(s, ((size_t)n + 1) * sizeof(*up));

	s->stamp++;	/* seen[b] == stamp: sum[b - n] is done */
	for (int b = n; b < 2 * n; b++) {
		int k = 0;

		if (s->base[b] < 0)
			continue;
		for (int x = b; x >= 0 && s->seen[x] != s->stamp; x = s->parent[x])
			up[k++] = x;
		while (k > 0) {
			int x = up[--k], p = s->parent[x];
			uint64_t *o = sum + (size_t)(x - n) * W;

			if (p >= 0)
				wide_add(o, dual(s, x), sum + (size_t)(p - n) * W, W);
			else
				wide_copy(o, dual(s, x), W);
			s->seen[x] = s->stamp;
		}
	}
	free(up);
}

/*
 * Keep the final duals for the next warm start, flattened: each vertex
 * takes the duals of the blossoms around it.  An edge inside a blossom
 * keeps its reduced cost, an edge leaving one gains the blossom's dual,
 * so the result is feasible with vertex duals alone.
 */
static void warm_save(struct solver *s, struct match_warm *ws)
{
	int n = s->n, W = s->W;
	uint64_t *sum = xmalloc(s, ((size_t)n * W + 1) * sizeof(*sum));

	blossom_sums(s, sum);
	for (int v = 0; v < n; v++) {
		uint64_t *y = ws->dual + (size_t)v * W;
		int b = s->parent[v];

		if (b >= 0)
			wide_add(y, dual(s, v), sum + (size_t)(b - n) * W, W);
		else
			wide_copy(y, dual(s, v), W);
	}
	free(sum);
	ws->n = n;
	ws->nw = s->nw;
}

static void solve(struct solver *s)
{
	int n = s->n, done = 0;

	if (s->warm_dual)
		warm_duals(s);
	else
		init_duals(s);
	for (int v = 0; v < n; v++) {
		if (s->mate[v] >= 0)
			continue;
		if (!s->maxcard && wide_is_zero(dual(s, v), s->W))
			continue;
		assign_label(s, v, S, -1);
		s->nroots++;
	}
	/*
	 * One long stage: trees leave the forest when they augment, the
	 * others keep their labels.
	 */
	while (s->nroots > 0 && !done)
		if (!scan(s))
			dual_step(s, &done);
}

static void solver_free(struct solver *s)
{
	for (int b = 0; b < s->n; b++) {
		if (s->child)
			free(s->child[b]);
		if (s->cedge)
			free(s->cedge[b]);
		if (s->blist)
			free(s->blist[b]);
	}
	free(s->adjx);
	free(s->arcd);
	free(s->arch);
	free(s->mate);
	free(s->inb);
	free(s->parent);
	free(s->base);
	free(s->label);
	free(s->labeld);
	free(s->bestd);
	free(s->dual);
	free(s->bslack);
	free(s->child);
	free(s->cedge);
	free(s->nchild);
	free(s->blist);
	free(s->nblist);
	free(s->freeb);
	free(s->queue);
	free(s->inq);
	free(s->stale);
	free(s->pend);
	free(s->rootv);
	free(s->seen);
	free(s->bestto);
	free(s->touched);
	free(s->tmps);
	free(s->pa);
	free(s->pb);
	free(s->lbuf);
	free(s->istk);
}

static int solver_init(struct solver *s, const struct match_graph *g,
		       unsigned flags)
{
	size_t n = (size_t)g->n, W = (size_t)g->nw + 1;

	memset(s, 0, sizeof(*s));
	s->n = g->n;
	s->nw = g->nw;
	s->W = g->nw + 1;
	s->maxcard = !!(flags & MATCH_MAX_CARDINALITY);
	s->ends = g->ends;
	s->wt = g->w;
	if (match_graph_adjacency(g, &s->adjx, &s->arcd) < 0)
		return -1;
	size_t na = (size_t)s->adjx[n];

	s->arch = malloc((na + 1) * sizeof(*s->arch));
	if (!s->arch)
		return -1;
	for (size_t i = 0; i < na; i++)
		s->arch[i] = head(s, s->arcd[i]);
#define ALLOC(p, cnt) \
	do { \
		if (!((p) = calloc((cnt) + 1, sizeof(*(p))))) \
			return -1; \
	} while (0)
	ALLOC(s->child, n);
	ALLOC(s->cedge, n);
	ALLOC(s->blist, n);
	ALLOC(s->mate, n);
	ALLOC(s->inb, n);
	ALLOC(s->parent, 2 * n);
	ALLOC(s->base, 2 * n);
	ALLOC(s->label, 2 * n);
	ALLOC(s->labeld, 2 * n);
	ALLOC(s->bestd, 2 * n);
	ALLOC(s->dual, 2 * n * W);
	ALLOC(s->bslack, 2 * n * W);
	ALLOC(s->nchild, n);
	ALLOC(s->nblist, n);
	ALLOC(s->freeb, n);
	ALLOC(s->queue, n);
	ALLOC(s->inq, n);
	ALLOC(s->stale, 2 * n);
	ALLOC(s->rootv, 2 * n);
	ALLOC(s->seen, 2 * n);
	ALLOC(s->bestto, 2 * n);
	ALLOC(s->touched, 2 * n);
	ALLOC(s->tmps, 2 * n * W);
	ALLOC(s->pa, n);
	ALLOC(s->pb, n);
	ALLOC(s->lbuf, n);
	ALLOC(s->istk, 2 * n);
#undef ALLOC
	for (size_t x = 0; x < 2 * n; x++) {
		s->parent[x] = -1;
		s->base[x] = x < n ? (int)x : -1;
		s->bestto[x] = -1;
		s->bestd[x] = -1;
		s->labeld[x] = -1;
	}
	for (size_t v = 0; v < n; v++) {
		s->inb[v] = (int)v;
		s->nblist[v] = -1;
		/* Hand out low slots first: the order is deterministic. */
		s->freeb[v] = (int)(2 * n - 1 - v);
	}
	s->nfree = (int)n;
	return 0;
}

/*
 * The LCA structure of the blossom forest (duals.h).  Each array goes
 * into l as soon as it is allocated, so that a longjmp leaks nothing
 * that l's owner does not free.
 */
static void lca_build(struct solver *s, struct match_lca *l)
{
	int n = s->n, cap = 4 * n + 2, top = 0;

	l->tour = xmalloc(s, (size_t)cap * sizeof(int));
	l->depth = xmalloc(s, (size_t)cap * sizeof(int));
	l->first = xmalloc(s, (size_t)2 * n * sizeof(int));

	int *stack = xmalloc(s, (size_t)cap * 2 * sizeof(int));

	l->len = 0;
	for (int r = 0; r < 2 * n; r++) {
		if (r < n ? s->parent[r] >= 0 : (s->base[r] < 0 || s->parent[r] >= 0))
			continue;
		/* iterative DFS: (node, next child) pairs */
		stack[0] = r;
		stack[1] = 0;
		top = 1;
		l->first[r] = l->len;
		l->tour[l->len] = r;
		l->depth[l->len++] = 0;
		while (top > 0) {
			int x = stack[2 * top - 2], k = stack[2 * top - 1];
			int nc = x < n ? 0 : s->nchild[x - n];
			if (k < nc) {
				int c = s->child[x - n][k];
				stack[2 * top - 1] = k + 1;
				stack[2 * top] = c;
				stack[2 * top + 1] = 0;
				top++;
				l->first[c] = l->len;
				l->tour[l->len] = c;
				l->depth[l->len++] = top - 1;
			} else {
				top--;
				if (top > 0) {
					l->tour[l->len] = stack[2 * top - 2];
					l->depth[l->len++] = top - 1;
				}
			}
		}
	}
	free(stack);
	l->levels = 1;
	while ((1 << l->levels) <= l->len)
		l->levels++;
	l->table = xmalloc(s, (size_t)l->levels * (size_t)(l->len + 1) * sizeof(int));
	for (int i = 0; i < l->len; i++)
		l->table[i] = i;
	for (int k = 1; k < l->levels; k++) {
		int *prev = l->table + (size_t)(k - 1) * l->len, *cur = l->table + (size_t)k * l->len;
		for (int i = 0; i + (1 << k) <= l->len; i++)
			cur[i] = match_lca_min(l, prev[i], prev[i + (1 << (k - 1))]);
	}
}

static void lca_free(struct match_lca *l)
{
	free(l->tour);
	free(l->depth);
	free(l->first);
	free(l->table);
}

/*
 * The reduced cost of every live edge under the final duals:
 * u[x] + u[y] - 4 w, plus twice the dual of each blossom holding both
 * ends (blossom duals are kept at half scale, see dual_step()).  cz[b]
 * sums the duals of b and the blossoms around it.
 */
static void mark_tight(struct solver *s, unsigned char *tight, int m)
{
	int n = s->n, W = s->W;
	uint64_t *cz = xmalloc(s, (size_t)2 * n * W * sizeof(*cz));
	uint64_t sl[MAXW];
	struct match_lca l;

	blossom_sums(s, cz + (size_t)n * W);
	lca_build(s, &l);
	memset(tight, 0, (size_t)m);
	for (int x = 0; x < n; x++) {
		for (int i = s->adjx[x]; i < s->adjx[x + 1]; i++) {
			int d = s->arcd[i], y = s->arch[i];

			if (d & 1)
				continue;	/* each edge once, from its first end */
			slack_of(s, x, y, arc_weight(s, i), sl);
			/* The smallest blossom holding both ends; none
			 * unless they share a top-level one. */
			if (s->inb[x] != s->inb[y]) {
				tight[d >> 1] = wide_is_zero(sl, W);
				continue;
			}
			int lca = match_lca_query(&l, x, y);
			wide_add(sl, sl, cz + (size_t)lca * W, W);
			wide_add(sl, sl, cz + (size_t)lca * W, W);
			tight[d >> 1] = wide_is_zero(sl, W);
		}
	}
	lca_free(&l);
	free(cz);
}

static void duals_free(struct match_duals *d)
{
	free(d->y);
	free(d->top);
	free(d->cz);
	lca_free(&d->lca);
	memset(d, 0, sizeof(*d));
}

/*
 * Keep the final duals with their blossoms (duals.h).  d->n stays 0
 * until all is in place: a failed solve leaves nothing to price with.
 */
static void duals_save(struct solver *s, struct match_duals *d)
{
	int n = s->n, W = s->W;

	duals_free(d);
	d->y = xmalloc(s, ((size_t)n * W + 1) * sizeof(*d->y));
	d->top = xmalloc(s, ((size_t)n + 1) * sizeof(*d->top));
	d->cz = xmalloc(s, ((size_t)2 * n * W + 1) * sizeof(*d->cz));
	for (int v = 0; v < n; v++) {
		wide_copy(d->y + (size_t)v * W, dual(s, v), W);
		d->top[v] = s->inb[v];
		wide_zero(d->cz + (size_t)v * W, W);
	}
	blossom_sums(s, d->cz + (size_t)n * W);
	for (int b = n; b < 2 * n; b++) {
		uint64_t *c = d->cz + (size_t)b * W;

		/* Blossom duals are kept at half scale (dual_step()). */
		if (s->base[b] < 0)
			wide_zero(c, W);
		else
			wide_add(c, c, c, W);
	}
	lca_build(s, &d->lca);
	d->W = W;
	d->n = n;
}

static int solve_main(struct match_graph *g, int *mate, unsigned flags,
		      unsigned char *tight, struct match_warm *ws)
{
	/* On the heap: its contents must survive the longjmp. */
	struct solver *s;

	if (!g || (!mate && g->n > 0)) {
		errno = EINVAL;
		return -1;
	}
	if (ws)
		ws->d.n = 0;	/* nothing to price with until this solve ends */
	s = malloc(sizeof(*s));
	if (!s)
		return -1;
	if (solver_init(s, g, flags) < 0)
		goto oom;
	if (setjmp(s->oom))
		goto oom;
	if (ws && ws->n == g->n && ws->nw == g->nw && g->n > 0) {
		s->warm_dual = ws->dual;
		s->warm_mate = mate;
	}
	solve(s);
	if (tight)
		mark_tight(s, tight, g->m);
	if (ws) {
		if (ws->n != g->n || ws->nw != g->nw) {
			ws->n = ws->nw = 0;
			free(ws->dual);
			ws->dual = xmalloc(s, ((size_t)g->n * (size_t)s->W + 1) * sizeof(uint64_t));
		}
		warm_save(s, ws);
		if (ws->keep)
			duals_save(s, &ws->d);
	}
	for (int v = 0; v < g->n; v++)
		mate[v] = s->mate[v] < 0 ? -1 : head(s, s->mate[v]);
	solver_free(s);
	free(s);
	return 0;
oom:
	solver_free(s);
	free(s);
	errno = ENOMEM;
	return -1;
}

int match_solve_flags(struct match_graph *g, int *mate, unsigned flags)
{
	return solve_main(g, mate, flags, NULL, NULL);
}

int match_solve(struct match_graph *g, int *mate)
{
	return solve_main(g, mate, 0, NULL, NULL);
}

int match_solve_tight(struct match_graph *g, int *mate, unsigned char *tight)
{
	if (!tight) {
		errno = EINVAL;
		return -1;
	}
	return solve_main(g, mate, 0, tight, NULL);
}

struct match_warm *match_warm_new(void)
{
	return calloc(1, sizeof(struct match_warm));
}

void match_warm_free(struct match_warm *ws)
{
	if (!ws)
		return;
	free(ws->dual);
	duals_free(&ws->d);
	free(ws);
}

int match_solve_warm(struct match_graph *g, int *mate, unsigned char *tight,
		     struct match_warm *ws)
{
	if (!ws) {
		errno = EINVAL;
		return -1;
	}
	return solve_main(g, mate, 0, tight, ws);
}

int match_warm_scale(struct match_warm *ws, int nwords, int bits)
{
	if (!ws || nwords < 1 || nwords > MATCH_MAX_WORDS || bits < 0) {
		errno = EINVAL;
		return -1;
	}
	if (ws->n == 0)
		return 0;
	size_t W0 = (size_t)ws->nw + 1, W = (size_t)nwords + 1;
	uint64_t *d = calloc((size_t)ws->n * W + 1, sizeof(uint64_t));
	if (!d)
		return -1;
	int wsh = bits / 64, bsh = bits % 64;
	for (int v = 0; v < ws->n; v++) {
		const uint64_t *a = ws->dual + (size_t)v * W0;
		uint64_t *r = d + (size_t)v * W;
		for (size_t i = 0; i < W; i++) {
			/* r[i] = bits wsh*64 + bsh below: a[i - wsh] << bsh | a[i - wsh - 1] >> (64 - bsh) */
			long j = (long)i - wsh;
			uint64_t lo = j >= 0 && (size_t)j < W0 ? a[j] : 0;
			uint64_t below = j - 1 >= 0 && (size_t)(j - 1) < W0 ? a[j - 1] : 0;
			r[i] = bsh ? lo << bsh | below >> (64 - bsh) : lo;
		}
	}
	free(ws->dual);
	ws->dual = d;
	ws->nw = nwords;
	return 0;
}

int match_warm_restrict(struct match_warm *ws, int n, const int *old)
{
	if (!ws || n < 0 || (n > 0 && !old)) {
		errno = EINVAL;
		return -1;
	}
	for (int v = 0; v < n; v++)
		if (old[v] < -1 || (ws->n > 0 && old[v] >= ws->n)) {
			errno = EINVAL;
			return -1;
		}
	duals_free(&ws->d);	/* their blossoms span the old vertices */
	if (ws->n == 0)
		return 0;	/* nothing kept: the next solve is cold */
	size_t W = (size_t)ws->nw + 1;
	uint64_t *d = calloc((size_t)n * W + 1, sizeof(uint64_t));
	if (!d)
		return -1;
	/* a new vertex starts at 0; the solve raises what it must */
	for (int v = 0; v < n; v++)
		if (old[v] >= 0)
			wide_copy(d + (size_t)v * W, ws->dual + (size_t)old[v] * W, (int)W);
	free(ws->dual);
	ws->dual = d;
	ws->n = n;
	return 0;
}

int match_warm_dual(const struct match_warm *ws, int v, uint64_t *out)
{
	if (!ws || !out || v < 0 || v >= ws->n) {
		errno = EINVAL;
		return -1;
	}
	wide_to_msw(out, ws->nw + 1, ws->dual + (size_t)v * (size_t)(ws->nw + 1));
	return 0;
}

void match_warm_forget(struct match_warm *ws)
{
	ws->n = ws->nw = 0;
}

void match_warm_keep_duals(struct match_warm *ws, int on)
{
	ws->keep = on;
}

/* Whether ws keeps duals now (match_solve_priced() restores it). */
int match_warm_keeps(const struct match_warm *ws)
{
	return ws->keep;
}

const struct match_duals *match_warm_duals(const struct match_warm *ws)
{
	return ws && ws->d.n > 0 ? &ws->d : NULL;
}
