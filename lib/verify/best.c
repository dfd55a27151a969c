/*
 * best.c - the best a bracket can do, criterion by criterion.
 *
 * Every criterion of a candidate is a multiset of values contributed by
 * its pairs and its unpaired players, compared sorted from the largest
 * (A.8 for C6; a count is a multiset of ones).  Such a multiset is
 * smaller exactly when the sum of M^rank(value) is, for M above the
 * number of values, so the lexicographically best candidate is a
 * maximum-weight matching in which an edge earns what its two ends
 * would cost unpaired, less what the pair costs.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "match/tight.h"
#include "match/weight.h"
#include "verify/internal.h"

/* A matching problem over vertices 0..nv-1 described by its costs. */
struct vprob {
	const struct vbracket *b;
	int nv;
	int *pos;		/* position in v->p, -1 for the bye vertex */
	int nmem;		/* vertices 0..nmem-1 are bracket members */
	int nfloat;		/* C7 problem: vertices 0..nfloat-1 are MDPs */
	int kind;		/* PROB_BRACKET or PROB_NEXT */
	int completion;		/* everybody must be paired (C4, PAB) */
	const struct vorder *ord;	/* order.c's restrictions, or NULL */
};

/* PROB_REST (2026): a candidate's floaters (vertices 0..nfloat-1) and
 * everyone below, completed, for C8 and C9 at their best. */
enum { PROB_BRACKET, PROB_NEXT, PROB_REST };

/* 2026: the classes of a vertex. */
enum { V_MEMBER, V_FLOATER, V_NEXT, V_REST };

static int vclass(const struct vprob *p, int u)
{
	int first = p->kind == PROB_BRACKET ? p->nmem : p->nfloat;

	if (u < first)
		return p->kind == PROB_BRACKET ? V_MEMBER : V_FLOATER;
	return u - first < p->b->nnext ? V_NEXT : V_REST;
}

/* 2026: u is left unpaired in the next bracket (it goes further down,
 * to the PAB, or nowhere: C8 counts it at its score). */
static void next_single_2026(const struct vprob *p, int u, struct vvalues *acc)
{
	if (p->b->nnext && vclass(p, u) != V_REST)
		ventries_next_single(p->b, p->pos[u], acc);
}

/* 2026 C6-C21 of u unmatched: a member floats, and he and a next-group
 * player stay unpaired in the next bracket. */
static void vertex_cost_2026(const struct vprob *p, int u, struct vvalues *acc)
{
	if (p->pos[u] < 0)
		return;
	if (vclass(p, u) == V_MEMBER)
		ventries_floater(p->b, p->pos[u], acc);
	next_single_2026(p, u, acc);
}

static void edge_cost_2026(const struct vprob *p, int u, int v, struct vvalues *acc)
{
	if (p->pos[u] < 0 || p->pos[v] < 0) {
		int x = p->pos[u] < 0 ? v : u;
		vertex_cost_2026(p, x, acc);
		ventries_bye(p->b, p->pos[x], acc);	/* C9 */
		return;
	}
	int cu = vclass(p, u), cv = vclass(p, v);
	if (cu == V_MEMBER && cv == V_MEMBER) {
		ventries_pair(p->b, p->pos[u], p->pos[v], acc);
		return;
	}
	if (cu == V_MEMBER)
		ventries_floater(p->b, p->pos[u], acc);
	if (cv == V_MEMBER)
		ventries_floater(p->b, p->pos[v], acc);
	/* A pair of the next bracket: a floater (or member) or a next-group
	 * player against a next-group player. */
	if (cu == V_NEXT || cv == V_NEXT) {
		if (cu != V_REST && cv != V_REST)
			return;
	}
	next_single_2026(p, u, acc);
	next_single_2026(p, v, acc);
}

static int is_member(const struct vprob *p, int u)
{
	return p->kind == PROB_BRACKET && u < p->nmem;
}

static int edge_ok(const struct vprob *p, int u, int v)
{
	const struct vbracket *b = p->b;

	if (p->pos[u] < 0 || p->pos[v] < 0) {
		int x = p->pos[u] < 0 ? v : u;
		return p->pos[x] >= 0 && b->v->p[p->pos[x]].pab_ok;	/* C2 */
	}
	if (!vround_may_meet(b->v, p->pos[u], p->pos[v]))
		return 0;
	if (p->kind == PROB_REST)	/* floaters are the next bracket's MDPs */
		return !(u < p->nfloat && v < p->nfloat);
	/* MDPs do not meet inside a bracket (B.3). */
	if (p->kind == PROB_NEXT)
		return !(u < p->nfloat && v < p->nfloat);
	if (is_member(p, u) && is_member(p, v))
		return !(u < b->nmdp && v < b->nmdp) &&
		       !(p->ord && p->ord->deny[u * p->ord->nm + v]);
	return 1;
}

/* 2017 C7: the bye vertex is the PAB of the following bracket, the
 * last one, not of this bracket. */
static int next_pab(const struct vprob *p)
{
	const struct vbracket *b = p->b;

	return b->next_bye && b->c7 && !b->last && !b->need_completion &&
	       (p->kind == PROB_NEXT || p->kind == PROB_BRACKET);
}

/* What vertex u costs when unmatched. */
static void vertex_cost(const struct vprob *p, int u, struct vvalues *acc)
{
	if (p->b->v->ed->completion_everywhere) {
		vertex_cost_2026(p, u, acc);
		return;
	}
	if (p->pos[u] < 0)
		return;
	if (p->kind == PROB_NEXT) {
		ventries_next_single(p->b, p->pos[u], acc);
		return;
	}
	if (is_member(p, u)) {
		ventries_floater(p->b, p->pos[u], acc);
		if (p->b->c7 && p->b->nnext)
			ventries_next_single(p->b, p->pos[u], acc);
	} else if (p->b->c7) {
		ventries_next_single(p->b, p->pos[u], acc);	/* next group */
	}
}

/*
 * Pairs of two players outside the bracket that cost nothing matched,
 * read off edge_cost() below and edge_cost_2026() above: most pairs
 * of a big problem (everyone below a 2026 bracket, below a PPB), so
 * their weight is only what the two cost unmatched (edge_weight()).
 */
static int plain_pair(const struct vprob *p, int u, int v)
{
	if (p->pos[u] < 0 || p->pos[v] < 0 || is_member(p, u) || is_member(p, v))
		return 0;
	if (!p->b->v->ed->completion_everywhere)
		return p->kind == PROB_BRACKET && !p->b->c7;	/* no C7 pair */
	int cu = vclass(p, u), cv = vclass(p, v);
	/* a pair of the next bracket, or two left unpaired there that
	 * next_single_2026() does not count */
	if ((cu == V_NEXT || cv == V_NEXT) && cu != V_REST && cv != V_REST)
		return 1;
	return !p->b->nnext || (cu == V_REST && cv == V_REST);
}

/* What the pair u-v costs when matched. */
static void edge_cost(const struct vprob *p, int u, int v, struct vvalues *acc)
{
	if (plain_pair(p, u, v))
		return;
	if (p->b->v->ed->completion_everywhere) {
		edge_cost_2026(p, u, v, acc);
		return;
	}
	if (p->pos[u] < 0 || p->pos[v] < 0) {
		int x = p->pos[u] < 0 ? v : u;
		if (!next_pab(p)) {
			vertex_cost(p, x, acc);	/* the PAB: a downfloater */
			return;
		}
		/* C7 with the PAB of the following last bracket (A.9
		 * note, C2 in edge_ok): x leaves it complete. */
		if (is_member(p, x))
			ventries_floater(p->b, p->pos[x], acc);
		ventries_next_pab(p->b, p->pos[x], acc);
		return;
	}
	if (p->kind == PROB_NEXT) {
		ventries_next_pair(p->b, p->pos[u], p->pos[v], acc);
		return;
	}
	int mu = is_member(p, u), mv = is_member(p, v);
	if (mu && mv) {
		ventries_pair(p->b, p->pos[u], p->pos[v], acc);
		return;
	}
	if (mu || mv)
		ventries_floater(p->b, p->pos[mu ? u : v], acc);
	if (p->b->c7)
		ventries_next_pair(p->b, p->pos[u], p->pos[v], acc);
}

/* Distinct values of each criterion, ascending: the digits. */
struct digits {
	struct vlist val[VCRIT];
	int m;			/* bits per digit */
	int *rank[VCRIT];	/* rank_of() by value - val[k].v[0], -1
				 * where no value; NULL: search */
};

/* Above this many values between a criterion's least and greatest,
 * rank_of() searches instead of looking up. */
#define RANK_TABLE_MAX 4096

/* Add x's values to the digits, keeping each list sorted and distinct
 * (a criterion has few distinct values, its entries are O(nv^2)). */
static int collect(struct digits *dg, const struct vvalues *x)
{
	for (int k = 0; k < VCRIT; k++) {
		struct vlist *l = &dg->val[k];
		for (int i = 0; i < x->c[k].n; i++) {
			int val = x->c[k].v[i], lo = 0, hi = l->n;
			while (lo < hi) {
				int mid = (lo + hi) / 2;
				if (l->v[mid] < val)
					lo = mid + 1;
				else
					hi = mid;
			}
			if (lo < l->n && l->v[lo] == val)
				continue;
			if (vlist_add(l, val) < 0)
				return -1;
			memmove(l->v + lo + 1, l->v + lo, sizeof(int) * (size_t)(l->n - 1 - lo));
			l->v[lo] = val;
		}
	}
	return 0;
}

static int rank_of(const struct vlist *l, int x)
{
	int lo = 0, hi = l->n - 1;

	while (lo < hi) {
		int mid = (lo + hi) / 2;
		if (l->v[mid] < x)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The rank of x among criterion k's digits: looked up when it can. */
static int rank_in(const struct digits *dg, int k, int x)
{
	const struct vlist *l = &dg->val[k];

	if (dg->rank[k]) {
		long i = (long)x - l->v[0];
		if (i >= 0 && i <= (long)l->v[l->n - 1] - l->v[0] && dg->rank[k][i] >= 0)
			return dg->rank[k][i];
	}
	return rank_of(l, x);
}

/* The lookup tables of rank_in(); where one cannot be had, rank_in()
 * searches. */
static void rank_tables(struct digits *dg)
{
	for (int k = 0; k < VCRIT; k++) {
		const struct vlist *l = &dg->val[k];
		if (!l->n || (long)l->v[l->n - 1] - l->v[0] >= RANK_TABLE_MAX)
			continue;
		size_t span = (size_t)((long)l->v[l->n - 1] - l->v[0]) + 1;
		int *t = malloc(sizeof(int) * span);
		if (!t)
			continue;
		for (size_t i = 0; i < span; i++)
			t[i] = -1;
		for (int i = 0; i < l->n; i++)
			t[l->v[i] - l->v[0]] = i;
		dg->rank[k] = t;
	}
}

/* Add (sign +1) or take away (-1) the digits of a cost. */
static void put(const struct weight_layout *lay, const int *fid,
		const struct digits *dg, uint64_t *w, const struct vvalues *x,
		int sign)
{
	for (int k = 0; k < VCRIT; k++) {
		if (fid[k] < 0)
			continue;
		for (int i = 0; i < x->c[k].n; i++) {
			int shift = rank_in(dg, k, x->c[k].v[i]) * dg->m;
			if (sign > 0)
				weight_add(lay, w, fid[k], shift, 1);
			else
				weight_sub(lay, w, fid[k], shift, 1);
		}
	}
}

static void clear(struct vvalues *x)
{
	for (int k = 0; k < VCRIT; k++)
		x->c[k].n = 0;
}

/* Where the parts of a weight go: fields of the layout, -1 if absent. */
struct wfields {
	struct weight_layout lay;
	int card;		/* one per pair: the most pairs first */
	int crit[VCRIT];	/* the criteria */
	int must;		/* order.c: members that must be paired */
	int ord[VORDER_FIELDS];	/* order.c: its order fields */
	int low_bits;		/* bits below the criteria */
};

/*
 * The layout: the pair count (when it stands for the cardinality flag
 * of the matcher), the criteria, then with order.c's restrictions the
 * members that must be paired and the order fields.  The must field
 * may sit below the criteria: a result that leaves one unpaired among
 * the candidates of the best values still shows that none of them
 * pairs them all, and probe() wants nothing else.
 */
static void layout(const struct vprob *p, const struct digits *dg, int card,
		   int order, struct wfields *f)
{
	memset(f, 0, sizeof(*f));
	f->card = card ? weight_field(&f->lay, weight_bits((uint64_t)p->nv + 1) + 1) : -1;
	for (int k = 0; k < VCRIT; k++)
		f->crit[k] = dg->val[k].n ? weight_field(&f->lay, dg->val[k].n * dg->m + 3) : -1;
	f->must = -1;
	for (int i = 0; i < VORDER_FIELDS; i++)
		f->ord[i] = -1;
	if (order) {
		f->must = weight_field(&f->lay, weight_bits(2 * (uint64_t)p->nv + 2) + 1);
		f->low_bits += f->lay.width[f->must];
		for (int i = 0; i < p->ord->nfields; i++) {
			f->ord[i] = weight_field(&f->lay, p->ord->bits[i] +
						 weight_bits((uint64_t)p->nv + 1) + 1);
			f->low_bits += f->lay.width[f->ord[i]];
		}
	}
	weight_layout_done(&f->lay);
}

/*
 * The weights of p's pairs under one layout.  What a vertex costs
 * unmatched is put into a weight once (vw), not once per pair.
 */
struct vweights {
	int nv, nw;
	const struct vprob *p;
	const struct digits *dg;
	const struct wfields *f;
	struct vtight *allow;	/* the pairs of the graph (with
					 * edge_ok()); NULL: all */
	/* With snap: only the pairs of snap_e's graph tight under the
	 * duals snap kept of its solve (solve_order_priced()). */
	const struct match_snapshot *snap;
	struct vweights *snap_e;
	uint64_t *vw;		/* nv * nw: vertex_cost() of each vertex */
	uint64_t *lift;		/* nw: edge_weight()'s constant for a pair
				 * of members */
	uint64_t *w;		/* scratch, little-endian */
	struct vvalues x;
	/* vweights_edge()'s answers, pair by pair (u < v, row-major upper
	 * triangle): a pricing pass weighs every pair and the next one
	 * weighs them again, unchanged while e lives.  NULL when too big. */
	unsigned char *known;	/* 0 not yet, 1 an edge, 2 none */
	uint64_t *memo;		/* nw words (msw first) a pair */
};

/* Most bytes the memo of vweights_edge() may take. */
#define VMEMO_MAX_BYTES ((size_t)64 << 20)

static void vweights_free(struct vweights *e)
{
	free(e->known);
	free(e->memo);
	free(e->vw);
	free(e->lift);
	free(e->w);
	vvalues_free(&e->x);
}

/* 0, or -1. */
static int vweights_init(struct vweights *e, const struct vprob *p,
			 const struct digits *dg, const struct wfields *f)
{
	memset(e, 0, sizeof(*e));
	e->p = p;
	e->dg = dg;
	e->f = f;
	e->nv = p->nv;
	e->nw = f->lay.nwords;
	e->vw = calloc((size_t)p->nv * (size_t)e->nw + 1, sizeof(uint64_t));
	e->w = malloc(sizeof(uint64_t) * (size_t)e->nw);
	e->lift = calloc((size_t)e->nw + 1, sizeof(uint64_t));
	if (!e->vw || !e->w || !e->lift) {
		vweights_free(e);
		return -1;
	}
	size_t np = (size_t)p->nv * (size_t)(p->nv > 0 ? p->nv - 1 : 0) / 2;
	if (np && np * (size_t)e->nw * sizeof(uint64_t) <= VMEMO_MAX_BYTES) {
		e->known = calloc(np, 1);
		e->memo = malloc(np * (size_t)e->nw * sizeof(uint64_t));
		if (!e->known || !e->memo) {	/* only slower without */
			free(e->known);
			free(e->memo);
			e->known = NULL;
			e->memo = NULL;
		}
	}
	/* Pairs inside the bracket are as many in every candidate (C5
	 * decides first), so a constant lifts the fields where a pair only
	 * costs. */
	for (int k = VC7P; k < VCRIT; k++)
		if (f->crit[k] >= 0)
			weight_add(&f->lay, e->lift, f->crit[k], (dg->val[k].n - 1) * dg->m, 2);
	for (int u = 0; u < p->nv; u++) {
		clear(&e->x);
		vertex_cost(p, u, &e->x);
		put(&f->lay, f->crit, dg, e->vw + (size_t)u * (size_t)e->nw, &e->x, 1);
	}
	return 0;
}

/* w += a, little-endian words with carry. */
static void add_words(uint64_t *w, const uint64_t *a, int nw)
{
	uint64_t carry = 0;

	for (int k = 0; k < nw; k++) {
		uint64_t s = w[k] + a[k];
		uint64_t c = s < w[k];
		w[k] = s + carry;
		carry = c + (w[k] < s);
	}
}

/* The weight of the pair u-v, in e->w: what u and v cost unmatched,
 * less what the pair costs. */
static void edge_weight(struct vweights *e, int u, int v)
{
	const struct vprob *p = e->p;
	const struct digits *dg = e->dg;
	const struct wfields *f = e->f;
	const struct weight_layout *lay = &f->lay;
	uint64_t *w = e->w;

	memcpy(w, e->vw + (size_t)u * (size_t)e->nw, sizeof(uint64_t) * (size_t)e->nw);
	add_words(w, e->vw + (size_t)v * (size_t)e->nw, e->nw);
	if (f->card >= 0)
		weight_add(lay, w, f->card, 0, 1);
	if (plain_pair(p, u, v))
		return;		/* no pair cost, not two members */
	if (is_member(p, u) && is_member(p, v))
		add_words(w, e->lift, e->nw);	/* see vweights_init() */
	clear(&e->x);
	edge_cost(p, u, v, &e->x);
	put(lay, f->crit, dg, w, &e->x, -1);
	if (f->must >= 0 && is_member(p, u) && is_member(p, v)) {
		const struct vorder *o = p->ord;
		weight_add(lay, w, f->must, 0, (uint64_t)(o->must[u] + o->must[v]));
		for (int i = 0; i < o->nfields; i++)
			o->value(o, i, u, v, lay, w, f->ord[i]);
	}
}

/* match_edge_fn over e: the implicit graph of p. */
static int vweights_edge(void *ctx, int u, int v, uint64_t *weight)
{
	struct vweights *e = ctx;
	size_t i = 0;

	if (u > v) {
		int t = u;
		u = v;
		v = t;
	}
	if (e->known) {
		i = (size_t)u * (size_t)(2 * e->nv - u - 1) / 2 + (size_t)(v - u - 1);
		if (e->known[i] == 2)
			return 0;
		if (e->known[i] == 1) {
			memcpy(weight, e->memo + i * (size_t)e->nw,
			       sizeof(uint64_t) * (size_t)e->nw);
			return 1;
		}
	}
	int in = !(e->allow && !vtight_pair(e->allow, u, v)) && edge_ok(e->p, u, v);
	if (in && e->snap) {
		uint64_t w0[MATCH_MAX_WORDS];
		int r = vweights_edge(e->snap_e, u, v, w0);
		if (r < 0)
			return -1;
		in = r == 1 && match_snapshot_slack(e->snap, u, v, w0) == 0;
	}
	if (!in) {
		if (e->known)
			e->known[i] = 2;
		return 0;
	}
	edge_weight(e, u, v);
	weight_to_msw(&e->f->lay, e->w, weight);
	if (e->known) {
		memcpy(e->memo + i * (size_t)e->nw, weight, sizeof(uint64_t) * (size_t)e->nw);
		e->known[i] = 1;
	}
	return 1;
}

/* The graph of p under f, or NULL; with keep, only the edges e (in
 * the order they come here) with keep[e] set; with pairs, only the
 * pairs vtight_pair() takes.  *nedges: how many come. */
static struct match_graph *build(const struct vprob *p, const struct digits *dg,
				 const struct wfields *f, const unsigned char *keep,
				 struct vtight *pairs, int *nedges)
{
	struct vweights e;
	int nw = f->lay.nwords, ok = 1;
	uint64_t *msw = malloc(sizeof(uint64_t) * (size_t)nw);
	struct match_graph *g = NULL;

	*nedges = 0;
	if (vweights_init(&e, p, dg, f) < 0) {
		free(msw);
		return NULL;
	}
	if (msw)
		g = match_graph_new(p->nv, nw);
	for (int u = 0; g && ok && u < p->nv; u++)
		for (int v = u + 1; ok && v < p->nv; v++) {
			if ((pairs && !vtight_pair(pairs, u, v)) || !edge_ok(p, u, v) ||
			    (keep && !keep[(*nedges)++]))
				continue;
			if (!keep)
				(*nedges)++;
			edge_weight(&e, u, v);
			weight_to_msw(&f->lay, e.w, msw);
			ok = match_set_edge(g, u, v, msw) == 0;
		}
	if (!ok) {
		match_graph_free(g);
		g = NULL;
	}
	vweights_free(&e);
	free(msw);
	return g;
}

/* The bracket's store (vbracket_cache, below): the candidates of its
 * criteria solve over nv vertices, or NULL; keep them (taken over). */
static const struct match_graph *cache_cand(const struct vbracket *b, int nv);
static void cache_keep_cand(struct vbracket_cache *c, struct match_graph *g, int nv);
static struct match_warm *cache_take_warm(const struct vbracket *b, int nv, int *bits);
static void cache_keep_warm(struct vbracket_cache *c, struct match_warm *ws, int bits, int nv);

/*
 * Problems this large (vertices) or larger are solved by pricing
 * (vsolve_priced()), smaller ones on their whole graph.
 */
int vbest_priced_min = VBEST_PRICED_MIN;

/* Candidates of pricing besides the recorded pairs: each vertex with
 * this many after it in p's order; in a 2017 problem of VNEAR_MIN
 * vertices or more, VNEAR_WIDE: from few, the first solve's duals
 * were so low that the first pricing pass weighed half of all pairs
 * (9999 players, round 4: 4.7 million of a 4417-vertex problem), from
 * these none; at 3000 players they took a fifth off round 2.
 * Smaller problems (1000 players), and 2026 ones (everyone below the
 * bracket, most of them alike), took longer with them. */
#ifndef VNEAR
#define VNEAR 4
#endif
#ifndef VNEAR_WIDE
#define VNEAR_WIDE 24
#endif
#ifndef VNEAR_MIN
#define VNEAR_MIN 1000
#endif

/* 2017: pairs around a recorded partner, either side (recorded_pairs()). */
#ifndef VBAND
#define VBAND 8
#endif

static int near_pairs(const struct vprob *p)
{
	return p->b->v->ed->completion_everywhere || p->nv < VNEAR_MIN ? VNEAR : VNEAR_WIDE;
}

/*
 * The recorded pairing's pairs among p's vertices, as candidate edges
 * of g under e and as the matching mate[] to start from (for a
 * correct round they are mostly the optimum), and near_pairs() near
 * pairs of each vertex.  0, or -1.
 */
static int recorded_pairs(const struct vprob *p, struct vweights *e,
			  struct match_graph *g, int *mate)
{
	const struct vbracket *b = p->b;
	int n = b->v->n, bye = -1, rc = -1;
	int *vx = malloc(sizeof(int) * ((size_t)n + 1));
	uint64_t *msw = malloc(sizeof(uint64_t) * (size_t)e->nw);

	for (int u = 0; u < p->nv; u++)
		mate[u] = -1;
	if (!vx || !msw)
		goto out;
	for (int i = 0; i < n; i++)
		vx[i] = -1;
	for (int u = 0; u < p->nv; u++) {
		if (p->pos[u] < 0)
			bye = u;
		else
			vx[p->pos[u]] = u;
	}
	rc = 0;
	for (int u = 0; u < p->nv && b->rec && rc == 0; u++) {
		if (p->pos[u] < 0)
			continue;
		int r = b->rec[p->pos[u]];
		int v = r >= 0 ? vx[r] : r == VREC_PAB ? bye : -1;
		if (v < 0 || mate[u] >= 0 || mate[v] >= 0)
			continue;
		int lo = u < v ? u : v, hi = u < v ? v : u;
		if (vweights_edge(e, lo, hi, msw) != 1)
			continue;
		rc = match_set_edge(g, lo, hi, msw);
		mate[u] = v;
		mate[v] = u;
	}
	/* 2017: and each vertex with the few around its recorded partner
	 * in p's order (S1 meets S2 half a bracket away, which near pairs
	 * miss): from these the first pricing pass of a 3000-player round
	 * 2 found no violated pair, not half a million */
	for (int u = 0; u < p->nv && rc == 0 && !b->v->ed->completion_everywhere; u++)
		for (int d = -VBAND; d <= VBAND && mate[u] >= 0 && rc == 0; d++) {
			int v = mate[u] + d;
			if (d == 0 || v < 0 || v >= p->nv || v == u)
				continue;
			int lo = u < v ? u : v, hi = u < v ? v : u;
			if (vweights_edge(e, lo, hi, msw) == 1)
				rc = match_set_edge(g, lo, hi, msw);
		}
	/* and each vertex with the next few in p's order (A.2 within each
	 * part): where a recorded pair is not the best, a near one is */
	for (int u = 0; u < p->nv && rc == 0; u++)
		for (int v = u + 1, k = near_pairs(p); v <= u + k && v < p->nv && rc == 0; v++)
			if (mate[u] != v && vweights_edge(e, u, v, msw) == 1)
				rc = match_set_edge(g, u, v, msw);
out:
	free(vx);
	free(msw);
	return rc;
}

/*
 * Vertex classes for match_solve_classed(): a pass of pricing then
 * reads, for each vertex, only the vertices of each class whose duals
 * are low enough for the class pair's bound, not all nv.  Two vertices
 * are of one class when they are the same kind (the bye, a member, and
 * outside the bracket the part of the problem: what plain_pair() and
 * edge_cost() tell apart), cost the same unmatched (their vw) and agree
 * on everything values.c reads of a player (vkey()).  Then a pair's
 * criteria weight is its class pair's, but for the colours a pair of
 * alike players gets (E.2-E.5 may look at their histories or ranks):
 * the bound takes the better of both colourings.  Below the criteria,
 * order.c's must field is the pair's (must[] is in the key) and its
 * order fields are all ones where value() may weigh the pair (members
 * of vorder.weighs(), in the key too), else zero.  The
 * bounds decide which pairs are looked at, never a weight, so the
 * optimum is the same as pricing every pair.
 */
enum { VKEY = 15 };

struct vcls {
	struct vweights *e;
	struct match_classes cl;
	int *of;
	int *rep, *rep2;	/* per class: a vertex, a second one or -1 */
	int *type;		/* per class */
};

/* The kind of u (see above); 1: a member. */
static int vtype(const struct vprob *p, int u)
{
	if (p->pos[u] < 0)
		return 0;
	if (is_member(p, u))
		return 1;
	if (p->b->v->ed->completion_everywhere)
		return 2 + vclass(p, u);
	return 6 + (u < p->nfloat) + 2 * (p->kind == PROB_NEXT);
}

/* What values.c reads of u's player (ventries_*()), and u's kind. */
static void vkey(const struct vprob *p, int u, int *k)
{
	memset(k, 0, sizeof(int) * VKEY);
	k[0] = vtype(p, u);
	if (p->pos[u] < 0)
		return;
	const struct vplayer *x = &p->b->v->p[p->pos[u]];
	if (!is_member(p, u)) {
		/* Outside the members what a pair costs reads nothing of
		 * a player but his score (C7, 2026 C8: ventries_next_*())
		 * and his unplayed rounds (2026 C9: ventries_bye()); below
		 * the next bracket in 2026 (V_REST) not even the score.
		 * So all alike there are one class, not one per colour
		 * and float history. */
		if (!(p->b->v->ed->completion_everywhere && vclass(p, u) == V_REST))
			k[1] = x->score;
		k[12] = x->unplayed;
		return;
	}
	char c1, c2;
	vlast_two(p->b->v, p->pos[u], &c1, &c2);
	k[1] = x->score;
	k[2] = x->pref.colour;
	k[3] = (int)x->pref.strength;
	k[4] = x->cd;
	k[5] = c1;
	k[6] = c2;
	k[7] = x->topscorer;
	k[8] = x->df1;
	k[9] = x->uf1;
	k[10] = x->df2;
	k[11] = x->uf2;
	k[12] = x->unplayed;
	if (p->ord && k[0] == 1) {	/* order.c's must and fields */
		k[13] = p->ord->must[u];
		k[14] = !p->ord->weighs || p->ord->weighs(p->ord, u);
	}
}

struct vsort {
	const int *key;
	const uint64_t *vw;
	int v, nw;
};

static int cmp_vsort(const void *x, const void *y)
{
	const struct vsort *a = x, *b = y;
	int d = memcmp(a->key, b->key, sizeof(int) * VKEY);

	if (!d)
		d = memcmp(a->vw, b->vw, sizeof(uint64_t) * (size_t)a->nw);
	return d ? d : (a->v > b->v) - (a->v < b->v);
}

static int same_class(const struct vsort *a, const struct vsort *b)
{
	return !memcmp(a->key, b->key, sizeof(int) * VKEY) &&
	       !memcmp(a->vw, b->vw, sizeof(uint64_t) * (size_t)a->nw);
}

/* x < y, little-endian words? */
static int less_words(const uint64_t *x, const uint64_t *y, int nw)
{
	for (int k = nw - 1; k >= 0; k--)
		if (x[k] != y[k])
			return x[k] < y[k];
	return 0;
}

static int vcls_bound(void *ctx, int a, int b, uint64_t *weight)
{
	struct vcls *k = ctx;
	struct vweights *e = k->e;
	const struct vprob *p = e->p;
	const struct wfields *f = e->f;
	int nw = e->nw;
	int u = k->rep[a], v = a == b ? k->rep2[a] : k->rep[b];

	if (u < 0 || v < 0)
		return 0;
	if (u > v) {
		int t = u;
		u = v;
		v = t;
	}
	if (k->type[a] != 1 || k->type[b] != 1) {
		edge_weight(e, u, v);	/* not two members: as any pair of them */
		weight_to_msw(&f->lay, e->w, weight);
		return 1;
	}
	uint64_t best[MATCH_MAX_WORDS];
	for (int xw = 0; xw < 2; xw++) {
		memcpy(e->w, e->vw + (size_t)u * (size_t)nw, sizeof(uint64_t) * (size_t)nw);
		add_words(e->w, e->vw + (size_t)v * (size_t)nw, nw);
		if (f->card >= 0)
			weight_add(&f->lay, e->w, f->card, 0, 1);
		add_words(e->w, e->lift, nw);
		clear(&e->x);
		ventries_pair_as(p->b, p->pos[u], p->pos[v], xw, &e->x);
		put(&f->lay, f->crit, e->dg, e->w, &e->x, -1);
		if (xw == 0 || less_words(best, e->w, nw))
			memcpy(best, e->w, sizeof(uint64_t) * (size_t)nw);
	}
	/* order.c's must field as edge_weight() has it, and below it its
	 * order fields, all ones where value() may weigh the pair */
	if (f->must >= 0) {
		const struct vorder *o = p->ord;
		int low = f->low_bits - f->lay.width[f->must];
		weight_add(&f->lay, best, f->must, 0, (uint64_t)(o->must[u] + o->must[v]));
		if (!o->weighs || o->weighs(o, u) || o->weighs(o, v))
			for (int i = 0; i < low; i++)
				best[i / 64] |= (uint64_t)1 << (i % 64);
	}
	weight_to_msw(&f->lay, best, weight);
	return 1;
}

static void vcls_free(struct vcls *k)
{
	free(k->of);
	free(k->rep);
	free(k->rep2);
	free(k->type);
}

/*
 * Vertices of p by vkey() and, with vw (nw words a vertex), by vw too:
 * of[v] their class, and per class type[], rep[] and rep2[] (a second
 * vertex or -1).  The number of classes, or -1.
 */
static int classes_of(const struct vprob *p, const uint64_t *vw, int nw,
		      int *of, int *type, int *rep, int *rep2)
{
	int nv = p->nv, n = 0;
	struct vsort *srt = malloc(sizeof(*srt) * ((size_t)nv + 1));
	int *keys = malloc(sizeof(int) * VKEY * ((size_t)nv + 1));
	static const uint64_t none[1];

	if (!srt || !keys) {
		free(srt);
		free(keys);
		return -1;
	}
	for (int u = 0; u < nv; u++) {
		vkey(p, u, keys + (size_t)u * VKEY);
		srt[u].key = keys + (size_t)u * VKEY;
		srt[u].v = u;
		srt[u].nw = vw ? nw : 0;
		srt[u].vw = vw ? vw + (size_t)u * (size_t)nw : none;
	}
	qsort(srt, (size_t)nv, sizeof(*srt), cmp_vsort);
	for (int i = 0; i < nv; i++) {
		if (i == 0 || !same_class(&srt[i], &srt[i - 1])) {
			type[n] = srt[i].key[0];
			rep[n] = srt[i].v;
			rep2[n] = -1;
			n++;
		} else if (rep2[n - 1] < 0) {
			rep2[n - 1] = srt[i].v;
		}
		of[srt[i].v] = n - 1;
	}
	free(srt);
	free(keys);
	return n;
}

/* The classes of e's vertices.  0, or -1. */
static int vcls_init(struct vcls *k, struct vweights *e)
{
	int nv = e->p->nv;

	memset(k, 0, sizeof(*k));
	k->e = e;
	k->of = malloc(sizeof(int) * ((size_t)nv + 1));
	k->rep = malloc(sizeof(int) * ((size_t)nv + 1));
	k->rep2 = malloc(sizeof(int) * ((size_t)nv + 1));
	k->type = malloc(sizeof(int) * ((size_t)nv + 1));
	int n = k->of && k->rep && k->rep2 && k->type ?
		classes_of(e->p, e->vw, e->nw, k->of, k->type, k->rep, k->rep2) : -1;
	if (n < 0) {
		vcls_free(k);
		return -1;
	}
	k->cl.n = n;
	k->cl.of = k->of;
	k->cl.bound = vcls_bound;
	k->cl.every = NULL;
	return 0;
}

int vbest_check_classes;

/* vbest_check_classes: every edge of e's graph within its classes'
 * bound.  0, or -1 (errno EDOM where one is not). */
static int check_classes(struct vcls *k)
{
	struct vweights *e = k->e;
	uint64_t w[MATCH_MAX_WORDS], bw[MATCH_MAX_WORDS];

	for (int u = 0; u < e->nv; u++)
		for (int v = u + 1; v < e->nv; v++) {
			int r = vweights_edge(e, u, v, w);
			if (r < 0)
				return -1;
			if (r == 0)
				continue;
			/* an edge the bound says none of its classes has, or
			 * heavier than it (most significant word first) */
			int over = vcls_bound(k, k->of[u], k->of[v], bw) != 1;
			for (int i = 0; !over && i < e->nw; i++)
				if (w[i] != bw[i]) {
					over = w[i] > bw[i];
					break;
				}
			if (over) {
				errno = EDOM;
				return -1;
			}
		}
	return 0;
}

/* match_bound_fn and match_edge_fn share one ctx: the edges' is e. */
static int vcls_edge(void *ctx, int u, int v, uint64_t *weight)
{
	return vweights_edge(((struct vcls *)ctx)->e, u, v, weight);
}

/*
 * The pairs a candidate of the best values may contain (vbracket_tight()).
 * A small problem has them all in pair[] (nv * nv, from its dense
 * solve).  A priced one keeps what decides them, and a pair of two
 * members is decided when order.c or a solve first asks about it
 * (vtight_pair()): order.c reads a few of the nm^2 / 2, and weighing
 * every one took half the time of a big 2017 bracket.
 */
struct vtight {
	int nv, nm;
	unsigned char *pair;	/* nv * nv, or NULL: decided on demand */
	unsigned char *out;	/* nm: may be paired outside or left unpaired */
	unsigned char *memo;	/* nm * nm: 0 not asked yet, 1 tight, 2 not */
	struct match_snapshot *snap;	/* the criteria solve's duals */
	struct vprob p;		/* its problem, weights and digits */
	int *pos;
	struct digits dg;
	struct wfields f;
	struct vweights e;
	int have_e;
};

static void digits_free(struct digits *dg);

void vtight_free(struct vtight *t)
{
	if (!t)
		return;
	free(t->pair);
	free(t->out);
	free(t->memo);
	match_snapshot_free(t->snap);
	free(t->pos);
	digits_free(&t->dg);
	if (t->have_e)
		vweights_free(&t->e);
	free(t);
}

int vtight_nv(const struct vtight *t)
{
	return t->nv;
}

/*
 * Whether u-v (vertices of the problem, u == v: u unpaired or paired
 * outside the members) may be in a candidate of the best values.  On
 * demand: a pair of two members when it is an edge of the criteria's
 * graph tight under the duals the snapshot kept (every best candidate
 * uses pairs tight under them only); a member's pairs with the vertices
 * outside the members, and u == v, by out[] (match_tight_any_classed():
 * a tight pair there or a zero dual); pairs of two vertices outside
 * all set.  A superset of the tight pairs keeps order.c exact: it reads
 * the member pairs and the diagonal (could_pair(), settle(),
 * may_leave()), and its solves keep to these pairs.  Below a big
 * bracket nearly every pair is tight (the players there are alike), so
 * finding which are cost more than the solve.
 */
int vtight_pair(struct vtight *t, int u, int v)
{
	if (t->pair)
		return t->pair[u * t->nv + v];
	int mu = u < t->nm, mv = v < t->nm;
	if (u == v)
		return mu ? t->out[u] : 0;
	if (!mu || !mv)
		return mu || mv ? t->out[mu ? u : v] : 1;
	unsigned char *k = t->memo + (size_t)u * (size_t)t->nm + (size_t)v;
	if (!*k) {
		uint64_t msw[MATCH_MAX_WORDS];
		int lo = u < v ? u : v, hi = u < v ? v : u;
		int r = vweights_edge(&t->e, lo, hi, msw);	/* no snap: never -1 */
		*k = r == 1 && match_snapshot_slack(t->snap, lo, hi, msw) == 0 ? 1 : 2;
		t->memo[(size_t)v * (size_t)t->nm + (size_t)u] = *k;
	}
	return *k == 1;
}

/*
 * What vtight_pair() decides the member pairs of a priced problem by,
 * from the duals ws kept: out[] (match_tight_any_classed()) and a
 * snapshot.  0, or -1.
 */
static int member_tight(struct vweights *e, struct vcls *k, struct match_warm *ws,
			struct vtight *t)
{
	int nv = e->nv, nm = e->p->kind == PROB_BRACKET ? e->p->nmem : 0, rc = -1;
	unsigned char *to = malloc((size_t)nv + 1);

	t->nm = nm;
	t->snap = match_snapshot_take(ws);
	t->out = malloc((size_t)nv + 1);
	t->memo = calloc((size_t)nm * (size_t)nm + 1, 1);
	if (!t->snap || !t->out || !t->memo || !to)
		goto out;
	for (int v = 0; v < nv; v++)
		to[v] = v >= nm;
	if (match_tight_any_classed(ws, vcls_edge, k, &k->cl, nm, to, t->out) < 0)
		goto out;
	rc = 0;
out:
	free(to);
	return rc;
}

/*
 * match_solve_classed() on g over e's graph; with tight, member_tight()
 * after it.  0, or -1.
 */
static int solve_classed(struct vweights *e, struct match_graph *g, int *mate,
			 struct vtight *tight, struct match_warm *ws)
{
	struct vcls k;
	int rc = -1;

	if (vcls_init(&k, e) < 0)
		return -1;
	if (vbest_check_classes && check_classes(&k) < 0)
		goto out;
	if (tight)
		match_warm_keep_duals(ws, 1);
	if (match_solve_classed(g, mate, ws, vcls_edge, &k, &k.cl) < 0)
		goto out;
	if (!tight) {
		rc = 0;
		goto out;
	}
	if (member_tight(e, &k, ws, tight) < 0)
		goto out;
	rc = 0;
out:
	if (tight)
		match_warm_keep_duals(ws, 0);
	vcls_free(&k);
	return rc;
}

/*
 * A maximum-weight matching of e's graph, by pricing from ws (a new
 * one, or the duals of the stage before) and from candidates: the
 * pairs of from that e takes (a solve before on the same vertices;
 * NULL: none), and with from_mate the matching in mate[] on entry (it
 * must be among them), else the recorded pairs and near ones.  g keeps
 * the candidates for a solve after (NULL: freed).
 * With tight, member_tight() under the final duals.
 * The candidates decide the time only: the result is an
 * optimum of the whole graph.  0, or -1.
 */
static int priced(const struct vprob *p, struct vweights *e, struct match_warm *ws,
		  int *mate, struct vtight *tight, const struct match_graph *from,
		  int from_mate, struct match_graph **g)
{
	int nv = p->nv, rc = -1;
	struct match_graph *h = from ? match_graph_carry(from, e->nw, vweights_edge, e) :
			       match_graph_new(nv, e->nw);

	if (h && (from_mate || recorded_pairs(p, e, h, mate) == 0) &&
	    solve_classed(e, h, mate, tight, ws) == 0)
		rc = 0;
	if (g && rc == 0)
		*g = h;
	else
		match_graph_free(h);
	return rc;
}

/* priced() on p's whole graph under f (the pair count on top when f
 * has it), its candidates kept in *keep if not NULL.  0, or -1. */
static int vsolve_priced(const struct vprob *p, const struct digits *dg,
			 const struct wfields *f, int *mate, struct vtight *tight,
			 struct match_graph **keep, struct match_warm **keep_ws)
{
	struct vweights e;
	struct match_warm *ws = NULL;
	int rc = -1;

	if (vweights_init(&e, p, dg, f) < 0)
		return -1;
	if ((ws = match_warm_new()))
		rc = priced(p, &e, ws, mate, tight, NULL, 0, keep);
	if (rc == 0 && keep_ws) {
		*keep_ws = ws;
		ws = NULL;
	}
	match_warm_free(ws);
	vweights_free(&e);
	return rc;
}

static int use_priced(const struct vprob *p)
{
	return p->nv >= vbest_priced_min;
}

/* vbracket_tight()'s pairs, when order.c has them for p: a candidate
 * of the best values uses no other. */
static struct vtight *order_pairs(const struct vprob *p)
{
	return p->ord && p->ord->tight && vtight_nv(p->ord->tight) == p->nv ? p->ord->tight : NULL;
}

/*
 * solve_order() by pricing: the criteria (f0) on pairs (or all), from
 * the candidates of the bracket's own criteria solve (vbracket_tight())
 * where the cache has them, then the whole weight (f1) on the pairs
 * tight after that, warm from its duals and its matching, and from its
 * candidates that are tight (the matching alone took several more
 * passes).  The tight pairs of a big bracket are most pairs (players
 * below it are alike), so the solves run on candidates only here too,
 * and which pairs are tight is asked of a snapshot of the first
 * solve's duals pair by pair, only for the pairs the second solve's
 * pricing looks at, not kept in a bitmap of all pairs.  0, or -1.
 */
static int solve_order_priced(const struct vprob *p, const struct digits *dg,
			      const struct wfields *f0, const struct wfields *f1,
			      struct vtight *pairs, struct match_warm *ws, int *mate)
{
	struct vweights e0, e1;
	struct match_graph *g0 = NULL;
	struct match_snapshot *s0 = NULL;
	int rc = -1, i0 = 0, i1 = 0;

	if ((i0 = (vweights_init(&e0, p, dg, f0) == 0))) {
		e0.allow = pairs;
		match_warm_keep_duals(ws, 1);
		rc = priced(p, &e0, ws, mate, NULL, cache_cand(p->b, p->nv), 0, &g0);
		if (rc == 0 && !(s0 = match_snapshot_take(ws)))
			rc = -1;
		match_warm_keep_duals(ws, 0);
		/* its memo, before e1 takes one: e1 asks e0 few pairs */
		free(e0.known);
		free(e0.memo);
		e0.known = NULL;
		e0.memo = NULL;
	}
	if (rc == 0) {
		rc = -1;
		if (match_warm_scale(ws, f1->lay.nwords, f1->low_bits) == 0 &&
		    (i1 = (vweights_init(&e1, p, dg, f1) == 0))) {
			e1.allow = pairs;
			e1.snap = s0;
			e1.snap_e = &e0;
			rc = priced(p, &e1, ws, mate, NULL, g0, 1, NULL);
		}
	}
	if (i0)
		vweights_free(&e0);
	if (i1)
		vweights_free(&e1);
	match_graph_free(g0);
	match_snapshot_free(s0);
	return rc;
}

/*
 * solve_order() by pricing where the bracket keeps duals: the whole
 * weight (f1) in one solve, warm from the duals of the bracket's solve
 * before (its criteria solve, shifted above the new low fields, or
 * order.c's solve before), which a restricted problem mostly keeps
 * optimal; the duals of this one are kept for the next.  A warm start
 * is exact from any duals, so which they are decides the time only.
 * 0, or -1.
 */
static int solve_order_warm(const struct vprob *p, const struct digits *dg,
			    const struct wfields *f1, struct vtight *pairs, int *mate)
{
	struct vweights e;
	int bits = 0, rc = -1;
	struct match_warm *ws = cache_take_warm(p->b, p->nv, &bits);

	if (ws && bits == 0 && match_warm_scale(ws, f1->lay.nwords, f1->low_bits) < 0) {
		match_warm_free(ws);
		ws = NULL;
	}
	if (!ws && !(ws = match_warm_new()))
		return -1;
	if (vweights_init(&e, p, dg, f1) == 0) {
		e.allow = pairs;
		rc = priced(p, &e, ws, mate, NULL, cache_cand(p->b, p->nv), 0, NULL);
		vweights_free(&e);
	}
	if (rc == 0)
		cache_keep_warm(p->b->cache, ws, f1->low_bits, p->nv);
	else
		match_warm_free(ws);
	return rc;
}

/*
 * order.c's problem: first the criteria alone, then the whole weight
 * on the edges tight under the criteria's optimal duals (every matching
 * best on the criteria uses those only, match_solve_tight(), and the
 * whole weight's optimum is one of them), from those duals shifted
 * above the new low fields and that matching (match_solve_warm: exact
 * whatever the start; a good start only makes it quick).  The pair
 * count on top stands for the cardinality flag, which a warm solve
 * does not take.
 */
static int solve_order(const struct vprob *p, const struct digits *dg, int *mate)
{
	struct wfields f0, f1;
	struct match_graph *g = NULL;
	struct match_warm *ws = match_warm_new();
	unsigned char *tight = NULL;
	int rc = -1, ne = 0;

	layout(p, dg, p->completion, 0, &f0);
	layout(p, dg, p->completion, 1, &f1);
	if (f1.lay.nwords > MATCH_MAX_WORDS) {
		rc = -2;	/* order.c then takes smaller steps */
		goto out;
	}
	struct vtight *pairs = order_pairs(p);
	if (ws && use_priced(p) && p->b->cache) {
		rc = solve_order_warm(p, dg, &f1, pairs, mate);
		goto out;
	}
	if (ws && use_priced(p)) {
		rc = solve_order_priced(p, dg, &f0, &f1, pairs, ws, mate);
		goto out;
	}
	if (!ws || !(g = build(p, dg, &f0, NULL, pairs, &ne)) ||
	    !(tight = malloc((size_t)ne + 1)) || match_solve_warm(g, mate, tight, ws) < 0)
		goto out;
	match_graph_free(g);
	if (match_warm_scale(ws, f1.lay.nwords, f1.low_bits) < 0 ||
	    !(g = build(p, dg, &f1, tight, pairs, &ne)) || match_solve_warm(g, mate, NULL, ws) < 0)
		goto out;
	rc = 0;
out:
	match_graph_free(g);
	match_warm_free(ws);
	free(tight);
	return rc;
}

static void digits_free(struct digits *dg)
{
	for (int k = 0; k < VCRIT; k++) {
		free(dg->val[k].v);
		free(dg->val[k].who);
		free(dg->rank[k]);
	}
}

/*
 * digits_of() for a big problem: every value a vertex can add, read
 * off one vertex of each class (classes_of()), and every value a pair
 * can add, off one pair of each pair of classes, which costs what all
 * of them cost (vkey()) but for the colours of two members: both ways
 * round.  A few values more than the pairs have is harmless (a digit
 * no weight uses); none fewer.  0, or -1.
 */
static int class_digits(const struct vprob *p, struct digits *dg, struct vvalues *x)
{
	int nv = p->nv, rc = -1;
	int *of = malloc(sizeof(int) * ((size_t)nv + 1));
	int *type = malloc(sizeof(int) * ((size_t)nv + 1));
	int *rep = malloc(sizeof(int) * ((size_t)nv + 1));
	int *rep2 = malloc(sizeof(int) * ((size_t)nv + 1));
	int n = of && type && rep && rep2 ? classes_of(p, NULL, 0, of, type, rep, rep2) : -1;

	for (int a = 0; a < n; a++) {
		clear(x);
		vertex_cost(p, rep[a], x);
		for (int b = a; b < n; b++) {
			int u = rep[a], v = a == b ? rep2[a] : rep[b];
			if (v < 0)
				continue;
			if (u > v) {
				int t = u;
				u = v;
				v = t;
			}
			if (plain_pair(p, u, v))
				continue;
			if (type[a] == 1 && type[b] == 1) {
				ventries_pair_as(p->b, p->pos[u], p->pos[v], 1, x);
				ventries_pair_as(p->b, p->pos[u], p->pos[v], 0, x);
			} else {
				edge_cost(p, u, v, x);
			}
		}
		if (collect(dg, x) < 0)
			goto out;
	}
	rc = n < 0 ? -1 : 0;
out:
	free(of);
	free(type);
	free(rep);
	free(rep2);
	return rc;
}

/* The digits of p: every value a vertex or edge can add (with pairs,
 * the edges vtight_pair() takes only).  0, or -1. */
static int digits_of(const struct vprob *p, struct vtight *pairs,
		     struct digits *dg)
{
	struct vvalues x;
	int rc = -1, nv = p->nv;

	memset(dg, 0, sizeof(*dg));
	memset(&x, 0, sizeof(x));
	if (use_priced(p)) {
		rc = class_digits(p, dg, &x);
		goto out;
	}
	for (int u = 0; u < nv; u++) {
		clear(&x);
		vertex_cost(p, u, &x);
		for (int v = u + 1; v < nv; v++) {
			if (plain_pair(p, u, v) || (pairs && !vtight_pair(pairs, u, v)) ||
			    !edge_ok(p, u, v))
				continue;	/* (a plain pair adds no value) */
			edge_cost(p, u, v, &x);
		}
		if (collect(dg, &x) < 0)
			goto out;
	}
	rc = 0;
out:
	/* each vertex and edge adds at most two values to a criterion */
	dg->m = weight_bits(4 * (uint64_t)nv + 4) + 1;
	if (rc == 0)
		rank_tables(dg);
	vvalues_free(&x);
	return rc;
}

/* Solve p; mate[] over p's vertices.  Returns 0, -1, or -2 when order.c's
 * fields make the weights too wide. */
static int solve(const struct vprob *p, int *mate)
{
	struct digits dg;
	struct wfields f;
	int rc = -1, ne;
	struct match_graph *g = NULL;

	if (digits_of(p, order_pairs(p), &dg) < 0)
		goto out;
	if (p->ord) {
		rc = solve_order(p, &dg, mate);
		goto out;
	}
	/* Pricing solves warm, which takes no cardinality flag: the pair
	 * count on top stands for it. */
	int priced = use_priced(p);
	layout(p, &dg, priced && p->completion, 0, &f);
	if (f.lay.nwords > MATCH_MAX_WORDS)
		goto out;
	if (priced)
		rc = vsolve_priced(p, &dg, &f, mate, NULL, NULL, NULL);
	else if ((g = build(p, &dg, &f, NULL, NULL, &ne)))
		rc = match_solve_flags(g, mate, p->completion ? MATCH_MAX_CARDINALITY : 0);
out:
	match_graph_free(g);
	digits_free(&dg);
	return rc;
}

/*
 * 2026 C8 and C9 of a candidate: its floaters and everyone below,
 * completed with the next bracket and the PAB at their best.
 */
static int rest_values_2026(const struct vbracket *b, const int *fl, int nf,
			    struct vvalues *out)
{
	int total = nf + b->nbelow, bye = total % 2, rc = -1;
	struct vprob p = { b, total + bye, NULL, 0, nf, PROB_REST, 1, NULL };
	int *m = malloc(sizeof(int) * ((size_t)p.nv + 1));

	p.pos = malloc(sizeof(int) * ((size_t)p.nv + 1));
	if (!m || !p.pos)
		goto out;
	for (int i = 0; i < nf; i++)
		p.pos[i] = fl[i];
	for (int i = 0; i < b->nbelow; i++)
		p.pos[nf + i] = b->below[i];
	if (bye)
		p.pos[total] = -1;
	if (p.nv && solve(&p, m) < 0)
		goto out;
	for (int u = 0; u < p.nv; u++) {
		if (m[u] < 0)
			vertex_cost(&p, u, out);
		else if (u < m[u])
			edge_cost(&p, u, m[u], out);
	}
	rc = 0;
out:
	free(m);
	free(p.pos);
	return rc;
}

/* 2017 C7 of a candidate: the following bracket at its best with the
 * floaters fl[0..nf) (fl has room for the next group and the PAB). */
static int next_values(const struct vbracket *b, int *fl, int nf, struct vvalues *out)
{
	struct vprob p = { b, nf + b->nnext, fl, 0, nf, PROB_NEXT, 0, NULL };
	int *m = malloc(sizeof(int) * ((size_t)p.nv + 2));

	for (int i = 0; i < b->nnext; i++)
		fl[nf + i] = b->next[i];
	if (next_pab(&p) && p.nv % 2)
		fl[p.nv++] = -1;	/* its PAB (A.9 note, C2) */
	if (!m || solve(&p, m) < 0) {
		free(m);
		return -1;
	}
	for (int u = 0; u < p.nv; u++) {
		if (fl[u] < 0)
			continue;
		if (m[u] < 0)
			ventries_next_single(b, fl[u], out);
		else if (fl[m[u]] < 0)
			ventries_next_pab(b, fl[u], out);
		else if (u < m[u])
			ventries_next_pair(b, fl[u], fl[m[u]], out);
	}
	free(m);
	return 0;
}

/*
 * What the solves of one bracket keep.  The values past the bracket
 * (C7, or 2026 C8/C9 with the rest) depend on the candidate's floaters
 * only, and the candidates one bracket asks about mostly float the
 * same players: they are kept by floaters.  And the candidates of the
 * bracket's criteria solve, where the order's solves start.
 */
#define VTAIL_SLOTS 8
struct vbracket_cache {
	int next;		/* the slot to fill next */
	struct {
		int nf;		/* -1: empty */
		int *fl;
		struct vvalues tail;
	} slot[VTAIL_SLOTS];
	struct match_graph *cand;	/* NULL: none */
	int cand_nv;
	/* The duals of the bracket's last solve over warm_nv vertices (its
	 * criteria solve, then the order's), shifted up by warm_bits. */
	struct match_warm *warm;	/* NULL: none */
	int warm_nv, warm_bits;
};

static const struct match_graph *cache_cand(const struct vbracket *b, int nv)
{
	return b->cache && b->cache->cand && b->cache->cand_nv == nv ? b->cache->cand : NULL;
}

static void cache_keep_cand(struct vbracket_cache *c, struct match_graph *g, int nv)
{
	match_graph_free(c->cand);
	c->cand = g;
	c->cand_nv = nv;
}

/* The duals cache_keep_warm() kept for nv vertices (the caller's from
 * now on, shifted up by *bits), or NULL. */
static struct match_warm *cache_take_warm(const struct vbracket *b, int nv, int *bits)
{
	struct vbracket_cache *c = b->cache;
	struct match_warm *ws = NULL;

	if (c && c->warm && c->warm_nv == nv) {
		ws = c->warm;
		*bits = c->warm_bits;
		c->warm = NULL;
	}
	return ws;
}

static void cache_keep_warm(struct vbracket_cache *c, struct match_warm *ws, int bits, int nv)
{
	match_warm_free(c->warm);
	c->warm = ws;
	c->warm_bits = bits;
	c->warm_nv = nv;
}

struct vbracket_cache *vbracket_cache_new(void)
{
	struct vbracket_cache *c = calloc(1, sizeof(*c));

	for (int i = 0; c && i < VTAIL_SLOTS; i++)
		c->slot[i].nf = -1;
	return c;
}

void vbracket_cache_clear(struct vbracket_cache *c)
{
	for (int i = 0; c && i < VTAIL_SLOTS; i++) {
		free(c->slot[i].fl);
		vvalues_free(&c->slot[i].tail);
		c->slot[i].fl = NULL;
		c->slot[i].nf = -1;
	}
	if (c) {
		match_graph_free(c->cand);
		match_warm_free(c->warm);
		c->cand = NULL;
		c->warm = NULL;
	}
}

void vbracket_cache_free(struct vbracket_cache *c)
{
	vbracket_cache_clear(c);
	free(c);
}

static const struct vvalues *cache_find(const struct vbracket_cache *c, const int *fl, int nf)
{
	for (int i = 0; c && i < VTAIL_SLOTS; i++)
		if (c->slot[i].nf == nf && !memcmp(c->slot[i].fl, fl, sizeof(int) * (size_t)nf))
			return &c->slot[i].tail;
	return NULL;
}

/* Keep tail (taken over) for the floaters fl[0..nf). */
static void cache_put(struct vbracket_cache *c, const int *fl, int nf, struct vvalues *tail)
{
	int *copy = malloc(sizeof(int) * ((size_t)nf + 1));

	if (!copy) {
		vvalues_free(tail);
		return;
	}
	memcpy(copy, fl, sizeof(int) * (size_t)nf);
	int i = c->next;
	c->next = (i + 1) % VTAIL_SLOTS;
	free(c->slot[i].fl);
	vvalues_free(&c->slot[i].tail);
	c->slot[i].fl = copy;
	c->slot[i].nf = nf;
	c->slot[i].tail = *tail;
	memset(tail, 0, sizeof(*tail));
}

static int append(struct vvalues *out, const struct vvalues *x)
{
	for (int k = 0; k < VCRIT; k++)
		for (int i = 0; i < x->c[k].n; i++)
			if (vlist_add_who(&out->c[k], x->c[k].v[i], x->c[k].who[i]) < 0)
				return -1;
	return 0;
}

int vbracket_values(const struct vbracket *b, const int *mate,
		    struct vvalues *out)
{
	int *fl = malloc(sizeof(int) * ((size_t)b->nm + (size_t)b->nnext + 2));
	int nf = 0, rc = -1;
	struct vvalues tail;

	memset(out, 0, sizeof(*out));
	memset(&tail, 0, sizeof(tail));
	if (!fl)
		return -1;
	for (int i = 0; i < b->nm; i++) {
		if (mate[i] < 0)
			ventries_floater(b, b->members[i], out), fl[nf++] = b->members[i];
		else if (i < mate[i])
			ventries_pair(b, b->members[i], b->members[mate[i]], out);
	}
	int y26 = b->v->ed->completion_everywhere;
	if (!y26 && !(b->c7 && b->nnext)) {
		rc = 0;
		goto out;
	}
	const struct vvalues *known = cache_find(b->cache, fl, nf);
	if (known) {
		rc = append(out, known);
		goto out;
	}
	if (y26)
		rc = rest_values_2026(b, fl, nf, &tail);
	else
		rc = next_values(b, fl, nf, &tail);	/* C7 */
	if (rc == 0)
		rc = append(out, &tail);
	if (rc == 0 && b->cache)
		cache_put(b->cache, fl, nf, &tail);
out:
	vvalues_free(&tail);
	free(fl);
	return rc;
}

/* The problem of bracket b: its members, then the next scoregroup (C7)
 * or everyone below (C4), and the PAB.  0, or -1. */
static int bracket_problem(const struct vbracket *b, const struct vorder *ord,
			   struct vprob *p)
{
	int extra = b->need_completion ? b->nbelow : b->c7 ? b->nnext : 0;
	int total = b->nm + extra;
	int bye = (b->need_completion || b->last ||
		   (b->c7 && b->next_bye && b->nnext)) && total % 2;
	struct vprob q = { b, total + bye, NULL, b->nm, 0, PROB_BRACKET,
			   b->need_completion || b->last, ord };

	*p = q;
	p->pos = malloc(sizeof(int) * ((size_t)p->nv + 1));
	if (!p->pos)
		return -1;
	for (int i = 0; i < b->nm; i++)
		p->pos[i] = b->members[i];
	for (int i = 0; i < extra; i++)
		p->pos[b->nm + i] = b->need_completion ? b->below[i] : b->next[i];
	if (bye)
		p->pos[total] = -1;
	return 0;
}

/* One way to solve a bracket's problem p: m over p's vertices, and
 * *tight when the way gives it.  0, -1, or -2 (solve()). */
typedef int vsolve_step(const struct vprob *p, int *m, struct vtight **tight);

/* Solve for the whole weight, order.c's restrictions included. */
static int step_best(const struct vprob *p, int *m, struct vtight **tight)
{
	(void)tight;
	return solve(p, m);
}

/* Solve for the criteria alone, with the tight pairs (vbracket_tight()). */
static int step_tight(const struct vprob *p, int *m, struct vtight **tp)
{
	struct digits dg;
	struct wfields f;
	struct match_graph *g = NULL;
	unsigned char *t = NULL;
	struct vtight *vt = calloc(1, sizeof(*vt));
	int rc = -1, ne = 0;

	if (!vt)
		return -1;
	vt->nv = p->nv;
	if (digits_of(p, NULL, &dg) < 0)
		goto out;
	layout(p, &dg, p->completion, 0, &f);
	if (f.lay.nwords > MATCH_MAX_WORDS)
		goto out;
	if (use_priced(p)) {
		struct match_graph *cand = NULL;
		struct match_warm *ws = NULL;
		rc = vsolve_priced(p, &dg, &f, m, vt, p->b->cache ? &cand : NULL,
				   p->b->cache ? &ws : NULL);
		if (rc == 0 && cand)
			cache_keep_cand(p->b->cache, cand, p->nv);
		if (rc == 0 && ws)
			cache_keep_warm(p->b->cache, ws, 0, p->nv);
		else
			match_warm_free(ws);
		if (rc < 0)
			goto out;
		/* what vtight_pair() weighs the member pairs with: the
		 * problem, its digits (taken over) and the layout */
		rc = -1;
		vt->p = *p;
		vt->p.pos = vt->pos = malloc(sizeof(int) * ((size_t)p->nv + 1));
		if (!vt->pos)
			goto out;
		memcpy(vt->pos, p->pos, sizeof(int) * (size_t)p->nv);
		vt->dg = dg;
		memset(&dg, 0, sizeof(dg));
		vt->f = f;
		if (vweights_init(&vt->e, &vt->p, &vt->dg, &vt->f) < 0)
			goto out;
		vt->have_e = 1;
		/* its memo: vt->memo keeps the few pairs asked */
		free(vt->e.known);
		free(vt->e.memo);
		vt->e.known = NULL;
		vt->e.memo = NULL;
		rc = 0;
		goto out;
	}
	vt->pair = calloc((size_t)p->nv * (size_t)p->nv + 1, 1);
	if (!vt->pair || !(g = build(p, &dg, &f, NULL, NULL, &ne)) ||
	    !(t = malloc((size_t)ne + 1)) || match_solve_tight(g, m, t) < 0)
		goto out;
	/* the edges in the order build() set them */
	int e = 0;
	for (int u = 0; u < p->nv; u++)
		for (int v = u + 1; v < p->nv; v++) {
			if (!edge_ok(p, u, v))
				continue;
			if (t[e])
				vt->pair[u * p->nv + v] = vt->pair[v * p->nv + u] = 1;
			e++;
		}
	/* whether a member may be left unpaired: not known here */
	for (int u = 0; u < p->nmem; u++)
		vt->pair[u * p->nv + u] = 1;
	rc = 0;
out:
	match_graph_free(g);
	digits_free(&dg);
	free(t);
	if (rc == 0 && tp)
		*tp = vt;
	else
		vtight_free(vt);
	return rc;
}

/*
 * b's problem (restricted by ord, or NULL) solved by step; then, with
 * mate, the members' partners in the solution (-1 for those it floats
 * or pairs outside the bracket), and with out too, their values.
 * 0, or what step or vbracket_values() fails with.
 */
static int bracket_solve(const struct vbracket *b, const struct vorder *ord,
			 vsolve_step *step, struct vtight **tight, struct vvalues *out,
			 int *mate, int *perfect)
{
	struct vprob p;
	int *m = NULL, rc = -1;

	if (out)
		memset(out, 0, sizeof(*out));
	if (bracket_problem(b, ord, &p) < 0)
		return -1;
	if (!(m = malloc(sizeof(int) * ((size_t)p.nv + 1))) || (rc = step(&p, m, tight)) < 0)
		goto out;
	for (int i = 0; mate && i < b->nm; i++)
		mate[i] = m[i] >= 0 && m[i] < b->nm ? m[i] : -1;
	if (perfect) {
		*perfect = 1;
		for (int u = 0; u < p.nv; u++)
			*perfect &= m[u] >= 0;
	}
	if (mate && out)
		rc = vbracket_values(b, mate, out);
out:
	if (!m)
		rc = -1;
	free(m);
	free(p.pos);
	return rc;
}

int vbracket_best(const struct vbracket *b, struct vvalues *out, int *mate)
{
	return bracket_solve(b, NULL, step_best, NULL, out, mate, NULL);
}

int vbracket_best_under(const struct vbracket *b, const struct vorder *ord,
			struct vvalues *out, int *mate, int *perfect)
{
	return bracket_solve(b, ord, step_best, NULL, out, mate, perfect);
}

int vbracket_nv(const struct vbracket *b)
{
	struct vprob p;

	if (bracket_problem(b, NULL, &p) < 0)
		return -1;
	free(p.pos);
	return p.nv;
}

int vbracket_best_tight(const struct vbracket *b, struct vvalues *out, int *mate,
			struct vtight **tight)
{
	return bracket_solve(b, NULL, step_tight, tight, out, mate, NULL);
}

int vbracket_tight(const struct vbracket *b, struct vtight **tight)
{
	return bracket_solve(b, NULL, step_tight, tight, NULL, NULL, NULL);
}
