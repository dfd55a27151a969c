/*
 * priced.c - maximum-weight matching of an implicit graph by lazy
 * pricing (match_solve_priced()).
 *
 * The blossom solver runs on a sparse candidate set g.  Its optimal
 * duals (vertex and blossom duals, duals.h) are feasible for every edge
 * of g; if they are also feasible for every other pair of the implicit
 * graph G, they prove the matching optimal for G as well (LP duality:
 * a feasible dual of G whose value equals the weight of a matching of
 * G).  So each pass prices every pair of G against the duals, puts the
 * violated ones into g, and solves again warm; a pass that finds none
 * ends the loop.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "match/below.h"
#include "match/duals.h"
#include "match/graph.h"
#include "match/match.h"
#include "match/wide.h"

/*
 * Violated pairs a pass adds per vertex: the K most violated at each
 * end.  All of them would make g dense at once when it starts empty
 * (every pair violates zero duals); a few per vertex keep it sparse.
 * Measured with t/bench/match_priced (3000 vertices, 5 words, complete
 * G): from an empty g, K = 4 takes 3-4 passes, K = 8..14 two, at about
 * the same CPU time; 10 leaves room for harder weights.  Doubling K
 * while the lists overflow saved nothing.
 */
#define PRICE_PER_VERTEX 10

/*
 * Re-solve warm after a pass that added at most this many pairs, or
 * fewer than half the pairs g held, else cold (see match_solve_priced()).
 */
#define WARM_MAX_ADDED(n) ((n) / 4)

/*
 * After a solve that changed the duals of fewer than this many vertices,
 * the next pass prices only the pairs at those vertices (a pair whose
 * ends kept their duals kept its reduced cost, give or take the
 * blossoms): the tail of a pricing loop often adds a few dozen pairs a
 * pass for dozens of passes, each a full pass of n^2 / 2 pairs.  A
 * partial pass that finds nothing is followed by a full one on the same
 * duals, which alone may end the loop, so the result is as exact.
 */
#define PARTIAL_MAX(n) ((n) / 8)

/*
 * A spread for ties: among pairs of equal reduced cost (pairing
 * brackets have many) each vertex keeps a pseudo-random few, not the
 * lowest numbered, so the candidates do not all crowd onto the same
 * vertices.  Deterministic.
 */
static uint32_t pair_hash(int u, int v)
{
	uint64_t x = (uint64_t)(uint32_t)u << 32 | (uint32_t)v;

	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdULL;
	x ^= x >> 33;
	x *= 0xc4ceb9fe1a85ec53ULL;
	x ^= x >> 33;
	return (uint32_t)x;
}

/* The best violated pairs seen at each vertex in this pass. */
struct cand {
	int n, W, nw, k;
	int *cnt;		/* per vertex: entries kept, <= k */
	int *other;		/* n * k: the other end */
	uint32_t *hash;		/* n * k: pair_hash() of the pair */
	uint64_t *rc;		/* n * k * W: rank key, lowest first (price_pass()) */
	uint64_t *wt;		/* n * k * nw: weight, least significant first */
	uint64_t *worst;	/* n * W: rc of the last entry of a full list,
				 * compact for the quick test in refuses() */
};

static int cand_init(struct cand *c, int n, int nw, int k)
{
	size_t slots = (size_t)n * k + 1;

	c->n = n;
	c->nw = nw;
	c->W = nw + 1;
	c->k = k;
	c->cnt = calloc((size_t)n + 1, sizeof(*c->cnt));
	c->other = malloc(slots * sizeof(*c->other));
	c->hash = malloc(slots * sizeof(*c->hash));
	c->rc = malloc(slots * c->W * sizeof(*c->rc));
	c->wt = malloc(slots * nw * sizeof(*c->wt));
	c->worst = malloc(((size_t)n * c->W + 1) * sizeof(*c->worst));
	return c->cnt && c->other && c->hash && c->rc && c->wt && c->worst ? 0 : -1;
}

static void cand_free(struct cand *c)
{
	free(c->cnt);
	free(c->other);
	free(c->hash);
	free(c->rc);
	free(c->wt);
	free(c->worst);
}

/*
 * (rc, h, y) before slot i of a list?  A total order on a list's pairs
 * (y, the other end, is different for each), so what a list keeps does
 * not depend on the order pairs are offered in.
 */
static inline int better(const struct cand *c, size_t i, const uint64_t *rc,
			 uint32_t h, int y)
{
	int d = wide_cmp(rc, c->rc + i * c->W, c->W);

	return d < 0 || (d == 0 && (h < c->hash[i] || (h == c->hash[i] && y < c->other[i])));
}

static void put(struct cand *c, size_t i, int y, uint32_t h,
		const uint64_t *rc, const uint64_t *wt)
{
	c->other[i] = y;
	c->hash[i] = h;
	wide_copy(c->rc + i * c->W, rc, c->W);
	wide_copy(c->wt + i * c->nw, wt, c->nw);
}

static void move(struct cand *c, size_t to, size_t from)
{
	c->other[to] = c->other[from];
	c->hash[to] = c->hash[from];
	wide_copy(c->rc + to * c->W, c->rc + from * c->W, c->W);
	wide_copy(c->wt + to * c->nw, c->wt + from * c->nw, c->nw);
}

/* Offer pair {x, y} to x's list, kept sorted, most violated first. */
static void offer(struct cand *c, int x, int y, uint32_t h,
		  const uint64_t *rc, const uint64_t *wt)
{
	size_t base = (size_t)x * c->k;
	int j = c->cnt[x];

	if (j == c->k) {
		if (!better(c, base + j - 1, rc, h, y))
			return;
		j--;
	} else {
		c->cnt[x]++;
	}
	while (j > 0 && better(c, base + j - 1, rc, h, y)) {
		move(c, base + j, base + j - 1);
		j--;
	}
	put(c, base + j, y, h, rc, wt);
	if (c->cnt[x] == c->k)
		wide_copy(c->worst + (size_t)x * c->W,
			  c->rc + (base + c->k - 1) * c->W, c->W);
}

/*
 * x's list is full and rc is worse than all of it: the common case
 * once a pass is under way, decided without touching the list.
 */
static inline int refuses(const struct cand *c, int x, const uint64_t *rc)
{
	return c->cnt[x] == c->k &&
	       wide_cmp(rc, c->worst + (size_t)x * c->W, c->W) > 0;
}

static int listed(const struct cand *c, int x, int y)
{
	for (int j = 0; j < c->cnt[x]; j++)
		if (c->other[(size_t)x * c->k + j] == y)
			return 1;
	return 0;
}

/*
 * Set every listed pair in g, once (a pair on both ends' lists is set
 * from its lower end).  Returns the pairs set, or -1.
 */
static int cand_add(struct cand *c, struct match_graph *g)
{
	uint64_t msw[MATCH_MAX_WORDS];
	int added = 0;

	for (int x = 0; x < c->n; x++)
		for (int j = 0; j < c->cnt[x]; j++) {
			size_t i = (size_t)x * c->k + j;
			int y = c->other[i];

			if (y < x && listed(c, y, x))
				continue;
			wide_to_msw(msw, c->nw, c->wt + i * c->nw);
			if (match_set_edge(g, x, y, msw) < 0)
				return -1;
			added++;
		}
	return added;
}

/*
 * One pricing pass over every pair u < v of G (with rows, only those
 * with an end u where rows[u] is set): fill tight (if given), check g's
 * edges against edge(), and list the violated pairs in c, ranked by
 * reduced cost (most violated first), or with by_weight by weight
 * (heaviest first).  Returns the number of violated pairs, or -1 with
 * errno set.
 */
static long price_pass(struct match_graph *g, const struct match_duals *d,
		       unsigned char *tight, match_edge_fn *edge, void *ctx,
		       struct cand *c, int by_weight, const unsigned char *rows)
{
	int n = g->n, nw = g->nw, W = nw + 1;
	int *adjx = NULL, *adj = NULL, *mark = NULL, *eid = NULL;
	uint64_t msw[MATCH_MAX_WORDS], wt[MATCH_MAX_WORDS], rc[MATCH_MAX_WORDS + 1];
	uint64_t neg_w[MATCH_MAX_WORDS + 1], zero[MATCH_MAX_WORDS + 1] = { 0 };
	const uint64_t *key = by_weight ? neg_w : rc;
	long viol = 0;

	if (match_graph_adjacency(g, &adjx, &adj) < 0)
		return -1;
	mark = malloc(((size_t)n + 1) * sizeof(*mark));
	eid = malloc(((size_t)n + 1) * sizeof(*eid));
	if (!mark || !eid) {
		viol = -1;
		goto out;
	}
	for (int v = 0; v < n; v++) {
		mark[v] = -1;
		c->cnt[v] = 0;
	}
	for (int u = 0; u < n; u++) {
		/* u's edges in g, to check them against G. */
		for (int i = adjx[u]; i < adjx[u + 1]; i++) {
			int dd = adj[i];

			mark[g->ends[dd ^ 1]] = u;
			eid[g->ends[dd ^ 1]] = dd >> 1;
		}
		for (int v = u + 1; v < n; v++) {
			if (rows && !rows[u] && !rows[v])
				continue;
			int r = edge(ctx, u, v, msw);
			int ing = mark[v] == u;

			if (r < 0) {
				viol = -1;
				goto out;
			}
			if (r == 0) {
				if (ing)
					goto inval;
				if (tight)
					tight[(size_t)u * n + v] = 0;
				continue;
			}
			match_duals_reduced(d, u, v, msw, rc);
			if (ing) {
				wide_from_msw(wt, nw, msw, nw);
				if (memcmp(wt, g->w + (size_t)eid[v] * nw,
					   (size_t)nw * sizeof(*wt)))
					goto inval;
			}
			if (tight)
				tight[(size_t)u * n + v] = wide_is_zero(rc, W);
			if (!wide_is_neg(rc, W))
				continue;
			/*
			 * The solve left every edge of g feasible; a violated
			 * pair of g would be a solver fault, and adding it
			 * again would break the loop's bound.
			 */
			if (ing)
				goto inval;
			viol++;
			if (by_weight) {
				wide_from_msw(neg_w, W, msw, nw);
				wide_sub(neg_w, zero, neg_w, W);
			}
			if (refuses(c, u, key) && refuses(c, v, key))
				continue;
			wide_from_msw(wt, nw, msw, nw);
			uint32_t h = pair_hash(u, v);

			offer(c, u, v, h, key, wt);
			offer(c, v, u, h, key, wt);
		}
	}
out:
	free(adjx);
	free(adj);
	free(mark);
	free(eid);
	return viol;
inval:
	viol = -1;
	errno = EINVAL;
	goto out;
}

/*
 * Mark in rows the vertices whose dual differs from last[] (d->W words
 * each), and keep the new ones there.  Returns how many, or n with
 * nothing to compare (first).
 */
static int changed_rows(const struct match_duals *d, uint64_t *last, int first,
			unsigned char *rows)
{
	int k = 0;

	for (int v = 0; v < d->n; v++) {
		uint64_t *y = last + (size_t)v * d->W;
		const uint64_t *now = d->y + (size_t)v * d->W;
		rows[v] = first || memcmp(y, now, sizeof(uint64_t) * (size_t)d->W) != 0;
		k += rows[v];
		wide_copy(y, now, d->W);
	}
	return k;
}

/*
 * Classes (match_solve_classed()).  A pair of classes a, b has a bound
 * B on the weight of its edges, so a pair u, v of them is violated only
 * if y_u + y_v + cz[L] < 4 B, cz[L] the blossom term of its reduced
 * cost (duals.h): match_below_pairs() finds those pairs through the
 * blossom forest, the violated ones and the few that the bound lets
 * through, without looking at the others.
 */
struct classed {
	const struct match_classes *cl;
	int K, W, n;
	uint64_t *b4;		/* K * K * W: 4 B, least significant first */
	unsigned char *has;	/* K * K: the classes may have an edge */
	struct match_below *bw;
};

static void classed_free(struct classed *cs)
{
	free(cs->b4);
	free(cs->has);
	match_below_free(cs->bw);
}

/* The bounds of every pair of classes, once a solve (they do not move). */
static int classed_init(struct classed *cs, const struct match_classes *cl, int n,
			int nw, void *ctx)
{
	int K = cl->n, W = nw + 1;
	uint64_t msw[MATCH_MAX_WORDS];

	memset(cs, 0, sizeof(*cs));
	cs->cl = cl;
	cs->K = K;
	cs->W = W;
	cs->n = n;
	cs->b4 = malloc(((size_t)K * K * W + 1) * sizeof(uint64_t));
	cs->has = malloc((size_t)K * K + 1);
	cs->bw = match_below_new(n, K);
	if (!cs->b4 || !cs->has || !cs->bw)
		return -1;
	for (int a = 0; a < K; a++)
		for (int b = a; b < K; b++) {
			int r = cl->bound(ctx, a, b, msw);
			if (r < 0)
				return -1;
			uint64_t *x = cs->b4 + ((size_t)a * K + b) * W;
			cs->has[a * K + b] = cs->has[b * K + a] = (unsigned char)r;
			if (!r)
				continue;
			wide_from_msw(x, W, msw, nw);
			wide_shl(x, x, W, 2);
			wide_copy(cs->b4 + ((size_t)b * K + a) * W, x, W);
		}
	return 0;
}

/* What price_classed() needs for each pair it prices. */
struct pricer {
	const struct match_duals *d;
	const struct match_graph *g;
	match_edge_fn *edge;
	void *ctx;
	struct cand *c;
	int by_weight, nw, W;
	const int *adjx, *adj;
	long viol;
};

/* Is {u, v} an edge of g? */
static int in_g(const struct pricer *p, int u, int v)
{
	for (int i = p->adjx[u]; i < p->adjx[u + 1]; i++)
		if (p->g->ends[p->adj[i] ^ 1] == v)
			return 1;
	return 0;
}

/* Price pair u, v; 0, or -1 (errno set). */
static int price_one(void *ctx, int u, int v)
{
	struct pricer *p = ctx;
	uint64_t msw[MATCH_MAX_WORDS], wt[MATCH_MAX_WORDS], rc[MATCH_MAX_WORDS + 1];
	uint64_t neg_w[MATCH_MAX_WORDS + 1], zero[MATCH_MAX_WORDS + 1] = { 0 };
	int lo = u < v ? u : v, hi = u < v ? v : u;
	int r = p->edge(p->ctx, lo, hi, msw);

	if (r <= 0)
		return r;
	match_duals_reduced(p->d, lo, hi, msw, rc);
	if (!wide_is_neg(rc, p->W))
		return 0;
	if (in_g(p, u, v)) {
		errno = EINVAL;	/* a violated pair of g: see price_pass() */
		return -1;
	}
	p->viol++;
	const uint64_t *key = rc;
	if (p->by_weight) {
		wide_from_msw(neg_w, p->W, msw, p->nw);
		wide_sub(neg_w, zero, neg_w, p->W);
		key = neg_w;
	}
	if (refuses(p->c, u, key) && refuses(p->c, v, key))
		return 0;
	wide_from_msw(wt, p->nw, msw, p->nw);
	uint32_t h = pair_hash(lo, hi);
	offer(p->c, u, v, h, key, wt);
	offer(p->c, v, u, h, key, wt);
	return 0;
}

/*
 * price_pass() for classes: the violated pairs of G into c.  Each pair
 * once: from an end priced pair by pair, else as match_below_pairs()
 * finds it -- the lists keep the same pairs whatever the order they
 * are offered in (better()).
 */
static long price_classed(struct match_graph *g, const struct match_duals *d,
			  match_edge_fn *edge, void *ctx, struct cand *c, int by_weight,
			  struct classed *cs)
{
	int n = g->n;
	const unsigned char *every = cs->cl->every;
	int *adjx = NULL, *adj = NULL;
	struct pricer p = { d, g, edge, ctx, c, by_weight, g->nw, d->W, NULL, NULL, 0 };
	long rc = -1;

	if (match_graph_adjacency(g, &adjx, &adj) < 0)
		goto out;
	p.adjx = adjx;
	p.adj = adj;
	for (int v = 0; v < n; v++)
		c->cnt[v] = 0;
	for (int u = 0; every && u < n; u++) {
		if (!every[u])
			continue;
		for (int v = 0; v < n; v++)
			if (v != u && !(every[v] && v < u) && price_one(&p, u, v) < 0)
				goto out;
	}
	if (match_below_pairs(cs->bw, d, cs->cl->of, cs->K, cs->b4, cs->has, every,
			      price_one, &p) < 0)
		goto out;
	rc = p.viol;
out:
	free(adjx);
	free(adj);
	return rc;
}

/*
 * The loop of match_solve_priced() and match_solve_classed(): solve g,
 * price G against the duals, add the violated pairs, until none is.
 */
static int priced_loop(struct match_graph *g, int *mate, unsigned char *tight,
		       struct match_warm *ws, match_edge_fn *edge, void *ctx,
		       const struct match_classes *cl)
{
	struct cand c;
	struct classed cs;
	int ret = -1, kept = match_warm_keeps(ws);
	uint64_t *last = NULL;
	unsigned char *rows = NULL;

	memset(&c, 0, sizeof(c));
	memset(&cs, 0, sizeof(cs));
	if (cand_init(&c, g->n, g->nw, PRICE_PER_VERTEX) < 0)
		goto out;
	if (cl && classed_init(&cs, cl, g->n, g->nw, ctx) < 0)
		goto out;
	last = malloc(((size_t)g->n * (size_t)(g->nw + 1) + 1) * sizeof(*last));
	rows = malloc((size_t)g->n + 1);
	if (!last || !rows)
		goto out;
	match_warm_keep_duals(ws, 1);
	/*
	 * Bounded: a pass that finds no violated pair ends the loop; one
	 * that finds some adds at least one (a list takes its first
	 * offer), and every pair it adds is new to g (price_pass() fails
	 * on a violated pair already in g), so g grows by at least one
	 * pair of G each time round: at most n (n - 1) / 2 + 1 solves.
	 */
	for (int added = 0, before = 0, npass = 0;; ) {
		const struct match_duals *d;
		long viol;

		/*
		 * The warm start knows only the flattened duals: the blossoms
		 * are gone, and with them the tightness of the matched pairs
		 * inside them.  After a big batch that costs more than it
		 * saves (measured: 2-4 times a cold solve with n / 2 or more
		 * pairs added, a third of one with a few dozen), so start cold.
		 * Unless g was already large: a caller whose candidates hold
		 * a good matching (the Dutch engine's stages) keeps most of
		 * the solve warm, and a cold start there cost 15% more on the
		 * 3000-player bench round.
		 */
		if (added > WARM_MAX_ADDED(g->n) && added > before / 2)
			match_warm_forget(ws);
		if (match_solve_warm(g, mate, NULL, ws) < 0)
			goto out;
		if (g->n < 2)
			break;	/* no pair to price */
		d = match_warm_duals(ws);
		if (!d) {
			errno = ENOMEM;	/* cannot happen after a good solve */
			goto out;
		}
		/*
		 * The first pass ranks the violated pairs by weight: the
		 * duals of the caller's g (say ten arbitrary pairs a vertex)
		 * say little yet, and the heaviest pairs are what an empty g
		 * would rank first anyway (its duals are 0).  Measured: six
		 * or seven passes by reduced cost, four or five by weight.
		 */
		if (cl) {
			viol = price_classed(g, d, edge, ctx, &c, npass++ == 0, &cs);
		} else {
			int nrows = changed_rows(d, last, npass == 0, rows);
			int partial = nrows < PARTIAL_MAX(g->n);
			viol = price_pass(g, d, partial ? NULL : tight, edge, ctx, &c,
					  npass++ == 0, partial ? rows : NULL);
			if (viol == 0 && partial)
				viol = price_pass(g, d, tight, edge, ctx, &c, 0, NULL);
		}
		if (viol < 0)
			goto out;
		if (viol == 0)
			break;
		before = g->m;
		added = cand_add(&c, g);
		if (added < 0)
			goto out;
	}
	ret = 0;
out:
	/* Plain warm solves with ws (the engines') need not pay for it. */
	match_warm_keep_duals(ws, kept);
	cand_free(&c);
	classed_free(&cs);
	free(last);
	free(rows);
	return ret;
}

int match_solve_priced(struct match_graph *g, int *mate,
		       unsigned char *tight, struct match_warm *ws,
		       match_edge_fn *edge, void *ctx)
{
	if (!g || !ws || !edge || (!mate && g->n > 0)) {
		errno = EINVAL;
		return -1;
	}
	return priced_loop(g, mate, tight, ws, edge, ctx, NULL);
}

int match_solve_classed(struct match_graph *g, int *mate, struct match_warm *ws,
			match_edge_fn *edge, void *ctx, const struct match_classes *cl)
{
	if (!g || !ws || !edge || !cl || !cl->bound || (!cl->of && g->n > 0) ||
	    cl->n < 0 || (!mate && g->n > 0)) {
		errno = EINVAL;
		return -1;
	}
	for (int v = 0; v < g->n; v++)
		if (cl->of[v] < 0 || cl->of[v] >= cl->n) {
			errno = EINVAL;
			return -1;
		}
	return priced_loop(g, mate, NULL, ws, edge, ctx, cl);
}
