/*
 * upfloaters.c - the upfloaters of a bracket (2.2.1, 2.2.2): of all sets
 * that let the residents be paired (C1, C3) and leave the rest of the
 * round pairable (C4), the recorded set must be best on C5-C10 and then
 * the first of the best in the order of 4.2.
 *
 * The best is found with one maximum-weight matching over the residents
 * and the lower players, the criteria packed into the weight most
 * significant first: residents covered, C5, C6 (a field per score level,
 * the lowest level first), C7, C8, C9, C10.  C4 is left out at first
 * (the rest is not in the graph); a best set that then fails C4 is
 * looked for again with the rest in the graph.  4.2 is judged with a
 * few more such matchings, one per recorded upfloater: is there a best
 * set that agrees with the recorded one up to some point and then takes
 * an earlier player (forced players first, an interval counted last)?
 *
 * Speed: an edge resident-pool player weighs the same for every pool
 * player of one class (colour sought, score level, the C8-C10 and 4.2
 * flags), so when at most K pool players float in a best set, the
 * first K of a class each resident may meet are all a matching needs
 * (a best set using a later one can swap it for a free earlier one).
 * The bracket is judged first on that small graph, quietly; only when
 * it breaks something is it judged again on the whole pool, so that the
 * finding names the same sets it always did.
 */
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "verify_dubov/internal.h"

/* Residents from which the graph without C4 is priced by classes
 * rather than solved dense: measured, pricing halves a bracket of 3,000
 * residents (a 9,999-player round 2) and slows one of 1,000. */
#define VD_PRICED_FROM 2000

/* The values of one candidate (criteria 3.3.1-3.3.6). */
struct vals {
	int k;			/* C5: upfloaters */
	int *cnt;		/* C6: upfloaters per pool level, 0 = highest */
	int c7, c8, c9, c10;
};

struct bctx {
	struct vdround *v;
	const struct vdbracket *b;
	int *is_res;		/* position -> resident index + 1, 0 */
	int *lvl;		/* position -> pool level, -1 */
	int *seq;		/* position -> 4.2 sequence number, 0 */
	int *cand;		/* position: a pool player with a legal resident */
	int L;			/* pool levels */
	int c89;		/* C8, C9 judged */
	int c10;		/* C10 judged */
	int cmax;		/* largest upfloat count of a maximum upfloater */
	int limit;		/* K of the speed note, 0: the whole pool */
	int quiet;		/* judge only: no finding printed */
	/* while solving */
	int constrained;
	const int *vtx;
	const char *forced;	/* position: must float up (4.2 tests) */
	const char *banned;	/* position: may not float up */
	const char *interval;	/* position: counted, the more the better */
	uint64_t *upw;		/* vertex: the fields of its edge to a
				 * resident that depend on it alone */
	char *upban;		/* vertex: may not float up */
	struct vdlayout l;
	int f_cover, f_forced, f_c5, f_c6, f_c7, f_c8, f_c9, f_c10, f_int;
};

static int is_max(const struct bctx *c, int pos)
{
	return c->v->maxt > 0 && c->v->p[pos].upfloats >= c->v->maxt;
}

static int same_colour(const struct vdround *v, int a, int b)
{
	return v->p[a].pref.colour == v->p[b].pref.colour;
}

/* rmate[i]: the partner of resident i (a position). */
static void values_of(const struct bctx *c, const int *rmate, struct vals *x)
{
	const struct vdbracket *b = c->b;

	x->k = x->c7 = x->c8 = x->c9 = x->c10 = 0;
	memset(x->cnt, 0, sizeof(int) * (size_t)(c->L + 1));
	for (int i = 0; i < b->nres; i++) {
		int a = b->res[i], m = rmate[i];
		if (m < 0)
			continue;
		if (c->is_res[m]) {
			/* C7: a pair seeking the same colour, counted once. */
			x->c7 += c->is_res[m] - 1 > i && same_colour(c->v, a, m);
			continue;
		}
		x->c7 += same_colour(c->v, a, m);
		x->k++;
		if (c->lvl[m] >= 0)
			x->cnt[c->lvl[m]]++;
		if (is_max(c, m)) {
			x->c8++;
			x->c9 += c->v->p[m].upfloats;
		}
		x->c10 += c->v->p[m].uf_prev;
	}
}

/* 0 equal; else the criterion (5..10) where they first differ, negative
 * when a is the better. */
static int vals_cmp(const struct bctx *c, const struct vals *a, const struct vals *b)
{
	if (a->k != b->k)
		return a->k < b->k ? -5 : 5;
	for (int l = c->L - 1; l >= 0; l--)
		if (a->cnt[l] != b->cnt[l])
			return a->cnt[l] < b->cnt[l] ? -6 : 6;
	if (a->c7 != b->c7)
		return a->c7 < b->c7 ? -7 : 7;
	if (c->c89 && a->c8 != b->c8)
		return a->c8 < b->c8 ? -8 : 8;
	if (c->c89 && a->c9 != b->c9)
		return a->c9 < b->c9 ? -9 : 9;
	if (c->c10 && a->c10 != b->c10)
		return a->c10 < b->c10 ? -10 : 10;
	return 0;
}

/* The fields of an edge resident-p that depend on the upfloater p
 * alone, into w (zeroed); 0 when p may not float up. */
static int up_fields(const struct bctx *c, int p, uint64_t *w)
{
	const struct vdlayout *l = &c->l;

	if (c->banned && c->banned[p])
		return 0;
	if (c->forced && c->forced[p])
		vdlayout_put(l, w, c->f_forced, 1);
	if (c->interval && c->interval[p])
		vdlayout_put(l, w, c->f_int, 1);
	for (int lv = c->L - 1, f = c->f_c6; lv >= 1; lv--, f++)
		vdlayout_put(l, w, f, c->lvl[p] != lv);
	if (c->c89) {
		vdlayout_put(l, w, c->f_c8, !is_max(c, p));
		vdlayout_put(l, w, c->f_c9, (uint64_t)(c->cmax - (is_max(c, p) ? c->v->p[p].upfloats : 0)));
	}
	if (c->c10)
		vdlayout_put(l, w, c->f_c10, !c->v->p[p].uf_prev);
	return 1;
}

static int up_edge(void *ctx, int u, int w_, uint64_t *w)
{
	struct bctx *c = ctx;
	const struct vdlayout *l = &c->l;
	int a = c->vtx[u], b = c->vtx[w_];
	int ra = c->is_res[a] != 0, rb = c->is_res[b] != 0;

	/* pool pairs only count in a constrained graph: skip them before
	 * the costlier compatibility test */
	if (!ra && !rb && !c->constrained)
		return 0;
	if (vd_bar(c->v, a, b) != VD_OK)
		return 0;
	if (!ra && !rb) {
		vdlayout_put(l, w, c->f_cover, 2);
		return 1;
	}
	vdlayout_put(l, w, c->f_cover, c->constrained ? 2 : (uint64_t)(ra + rb));
	vdlayout_put(l, w, c->f_c7, !same_colour(c->v, a, b));
	if (ra && rb) {
		vdlayout_put(l, w, c->f_c5, 1);
		return 1;
	}
	int p = ra ? w_ : u;	/* the upfloater's vertex */
	if (c->upban[p])
		return 0;
	const uint64_t *x = c->upw + (size_t)p * (size_t)l->nwords;
	for (int i = 0; i < l->nwords; i++)
		w[i] |= x[i];
	return 1;
}

/*
 * Pricing by classes (match_solve_classed()) for the graph without C4:
 * residents fall into three classes by the colour they seek, and an
 * edge between two of them weighs the same whatever the pair, save C1,
 * C3 and XXP; each pool player is a class of his own.  The bound of two
 * classes is then the weight of any of their edges.
 */
struct priced {
	struct bctx *c;
	int nres, nv;
	int rep[3];		/* a resident of each colour class, -1 */
};

static int colour_class(const struct vdround *v, int pos)
{
	char x = v->p[pos].pref.colour;

	return x == 'w' ? 0 : x == 'b' ? 1 : 2;
}

static int priced_edge(void *ctx, int u, int v, uint64_t *w)
{
	struct priced *p = ctx;

	memset(w, 0, sizeof(uint64_t) * (size_t)p->c->l.nwords);
	return up_edge(p->c, u, v, w);
}

static int priced_bound(void *ctx, int a, int b, uint64_t *w)
{
	struct priced *p = ctx;
	struct bctx *c = p->c;
	const struct vdlayout *l = &c->l;

	if (a > b) {
		int t = a;
		a = b;
		b = t;
	}
	if (a >= 3)
		return 0;	/* two pool players: no edge without C4 */
	int u = p->rep[a], v = b < 3 ? p->rep[b] : p->nres + b - 3;
	if (u < 0 || v < 0)
		return 0;
	memset(w, 0, sizeof(uint64_t) * (size_t)l->nwords);
	vdlayout_put(l, w, c->f_cover, b < 3 ? 2 : 1);
	vdlayout_put(l, w, c->f_c7, a != (b < 3 ? b : colour_class(c->v, c->vtx[v])));
	if (b < 3) {
		vdlayout_put(l, w, c->f_c5, 1);
		return 1;
	}
	if (c->upban[v])
		return 0;
	const uint64_t *x = c->upw + (size_t)v * (size_t)l->nwords;
	for (int i = 0; i < l->nwords; i++)
		w[i] |= x[i];
	return 1;
}

static int solve_classed(struct bctx *c, int nv, int *mate)
{
	struct priced p = { c, c->b->nres, nv, { -1, -1, -1 } };
	struct match_graph *g = match_graph_new(nv, c->l.nwords);
	struct match_warm *ws = match_warm_new();
	int *of = malloc(sizeof(int) * ((size_t)nv + 1)), rc = -1;

	if (!g || !ws || !of)
		goto out;
	for (int u = 0; u < nv; u++) {
		mate[u] = -1;
		of[u] = u < p.nres ? colour_class(c->v, c->vtx[u]) : 3 + u - p.nres;
		if (u < p.nres && p.rep[of[u]] < 0)
			p.rep[of[u]] = u;
	}
	struct match_classes cl = { 3 + nv - p.nres, of, priced_bound, NULL };
	rc = match_solve_classed(g, mate, ws, priced_edge, &p, &cl) < 0 ? -1 : 0;
out:
	match_graph_free(g);
	match_warm_free(ws);
	free(of);
	return rc;
}

/* The class of pool player p: what its edge to a resident weighs
 * besides C1/C3 and the resident's own colour (see up_edge). */
struct klass {
	int lvl, colour, maxuf, ufp, forced, interval, seq, pos;
};

static int klass_cmp(const void *x, const void *y)
{
	const struct klass *a = x, *b = y;

	if (a->lvl != b->lvl)
		return a->lvl < b->lvl ? -1 : 1;
	if (a->colour != b->colour)
		return a->colour < b->colour ? -1 : 1;
	if (a->maxuf != b->maxuf)
		return a->maxuf < b->maxuf ? -1 : 1;
	if (a->ufp != b->ufp)
		return a->ufp < b->ufp ? -1 : 1;
	if (a->forced != b->forced)
		return a->forced < b->forced ? -1 : 1;
	if (a->interval != b->interval)
		return a->interval < b->interval ? -1 : 1;
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

static int same_klass(const struct klass *a, const struct klass *b)
{
	return a->lvl == b->lvl && a->colour == b->colour && a->maxuf == b->maxuf &&
	       a->ufp == b->ufp && a->forced == b->forced && a->interval == b->interval;
}

/* The speed note: kept[position] for the first c->limit pool players of
 * each class that each resident may meet (banned ones never).  NULL
 * when out of memory. */
static char *keep_first(const struct bctx *c, const char *forced, const char *banned,
			const char *interval)
{
	const struct vdbracket *b = c->b;
	const struct vdround *v = c->v;
	char *kept = calloc((size_t)v->n + 1, 1);
	struct klass *k = malloc(sizeof(*k) * ((size_t)b->npool + 1));
	int nk = 0;

	if (!kept || !k) {
		free(kept);
		free(k);
		return NULL;
	}
	for (int j = 0; j < b->npool; j++) {
		int p = b->pool[j];
		if (!c->cand[p] || (banned && banned[p]))
			continue;
		struct klass x = { c->lvl[p], v->p[p].pref.colour,
				   is_max(c, p) ? v->p[p].upfloats : -1, v->p[p].uf_prev,
				   forced && forced[p], interval && interval[p], c->seq[p], p };
		k[nk++] = x;
	}
	qsort(k, (size_t)nk, sizeof(*k), klass_cmp);
	for (int s = 0, e; s < nk; s = e) {
		for (e = s + 1; e < nk && same_klass(&k[s], &k[e]); e++)
			;
		for (int i = 0; i < b->nres; i++)
			for (int j = s, got = 0; j < e && got < c->limit; j++)
				if (vd_bar(v, b->res[i], k[j].pos) == VD_OK) {
					kept[k[j].pos] = 1;
					got++;
				}
	}
	free(k);
	return kept;
}

/*
 * The best candidate: rmate[] for the residents.  constrained: the rest
 * of the pool is in the graph and must be paired too (C4).  With t (4.2
 * tests): t[0] forced players (as many as can), t[1] banned ones, t[2]
 * the interval counted after C10.
 * Returns 1 found, 0 none (the residents cannot all be paired), -1.
 */
static int solve(struct bctx *c, int constrained, const char *const *t, int *rmate)
{
	const struct vdbracket *b = c->b;
	int nv = 0, found = 0, rc = -1;
	int *vtx = malloc(sizeof(int) * ((size_t)b->nres + (size_t)b->npool + 1));
	int *mate = malloc(sizeof(int) * ((size_t)b->nres + (size_t)b->npool + 1));
	char *kept = NULL;

	if (!vtx || !mate)
		goto out;
	if (!constrained && c->limit > 0) {
		kept = keep_first(c, t ? t[0] : NULL, t ? t[1] : NULL, t ? t[2] : NULL);
		if (!kept)
			goto out;
	}
	for (int i = 0; i < b->nres; i++)
		vtx[nv++] = b->res[i];
	for (int j = 0; j < b->npool; j++)
		if (constrained || (kept ? kept[b->pool[j]] : c->cand[b->pool[j]]))
			vtx[nv++] = b->pool[j];
	uint64_t np = (uint64_t)nv / 2 + 1;
	struct vdlayout *l = &c->l;
	vdlayout_init(l);
	c->f_cover = vdlayout_field(l, vd_bits(2 * np));
	c->f_forced = t ? vdlayout_field(l, vd_bits(np)) : -1;
	c->f_c5 = vdlayout_field(l, vd_bits(np));
	c->f_c6 = -1;
	for (int lv = c->L - 1; lv >= 1; lv--) {
		int f = vdlayout_field(l, vd_bits(np));
		if (c->f_c6 < 0)
			c->f_c6 = f;
		if (f < 0) {
			rc = 0;	/* more score levels than a weight holds: not judged */
			goto out;
		}
	}
	c->f_c7 = vdlayout_field(l, vd_bits(np));
	c->f_c8 = c->f_c9 = c->f_c10 = c->f_int = -1;
	if (c->c89) {
		c->f_c8 = vdlayout_field(l, vd_bits(np));
		c->f_c9 = vdlayout_field(l, vd_bits(((uint64_t)c->cmax + 1) * np));
	}
	if (c->c10)
		c->f_c10 = vdlayout_field(l, vd_bits(np));
	if (t)
		c->f_int = vdlayout_field(l, vd_bits(np));
	if (c->f_cover < 0 || c->f_c5 < 0 || c->f_c7 < 0 || (c->c89 && (c->f_c8 < 0 || c->f_c9 < 0)) ||
	    (c->c10 && c->f_c10 < 0) || (t && (c->f_forced < 0 || c->f_int < 0))) {
		rc = 0;
		goto out;
	}
	vdlayout_done(l);
	c->constrained = constrained;
	c->vtx = vtx;
	c->forced = t ? t[0] : NULL;
	c->banned = t ? t[1] : NULL;
	c->interval = t ? t[2] : NULL;
	/* what an edge to a resident adds for each pool player, once */
	c->upw = calloc((size_t)nv * (size_t)l->nwords + 1, sizeof(uint64_t));
	c->upban = calloc((size_t)nv + 1, 1);
	if (!c->upw || !c->upban)
		goto out;
	for (int i = b->nres; i < nv; i++)
		c->upban[i] = !up_fields(c, vtx[i], c->upw + (size_t)i * (size_t)l->nwords);
	/* residents come first: without C4 the pool players have no
	 * edge between them.  A big bracket is priced by classes. */
	if (!constrained && b->nres >= VD_PRICED_FROM) {
		if (solve_classed(c, nv, mate) < 0)
			goto out;
	} else if (vd_solve_top(nv, constrained ? nv : b->nres, l, up_edge, c, 0, mate) < 0) {
		goto out;
	}
	found = 1;
	for (int i = 0; i < nv; i++) {
		if (i < b->nres)
			rmate[i] = mate[i] >= 0 ? vtx[mate[i]] : -1;
		if (mate[i] < 0 && (i < b->nres || constrained))
			found = 0;
	}
	rc = found;
out:
	free(vtx);
	free(mate);
	free(kept);
	free(c->upw);
	free(c->upban);
	c->upw = NULL;
	c->upban = NULL;
	c->vtx = NULL;
	c->forced = c->banned = c->interval = NULL;
	return rc;
}

/* The upfloaters of a candidate, in 4.2 order. */
static int up_set(const struct bctx *c, const int *rmate, int *up)
{
	int k = 0;

	for (int i = 0; i < c->b->nres; i++)
		if (rmate[i] >= 0 && !c->is_res[rmate[i]])
			up[k++] = rmate[i];
	for (int i = 1; i < k; i++)
		for (int j = i; j > 0 && c->seq[up[j]] < c->seq[up[j - 1]]; j--) {
			int tmp = up[j];
			up[j] = up[j - 1];
			up[j - 1] = tmp;
		}
	return k;
}

/* C4: the pool without the upfloaters can be paired. 1, 0, -1. */
static int rest_ok(const struct bctx *c, const int *rmate, int recorded)
{
	const struct vdbracket *b = c->b;

	if (recorded && c->v->rec_legal)
		return 1;
	int *who = malloc(sizeof(int) * ((size_t)b->npool + 1)), k = 0;
	char *taken = calloc((size_t)c->v->n + 1, 1);
	int ok = -1;
	if (who && taken) {
		for (int i = 0; i < b->nres; i++)
			if (rmate[i] >= 0)
				taken[rmate[i]] = 1;
		for (int j = 0; j < b->npool; j++)
			if (!taken[b->pool[j]])
				who[k++] = b->pool[j];
		ok = vd_pairable(c->v, who, k);
	}
	free(who);
	free(taken);
	return ok;
}

/* "[1.0 0.5]": the upfloaters' scores, lowest first (C6). */
static void scores_text(const struct bctx *c, const struct vals *x, char *buf, size_t size)
{
	size_t k = 0;
	int first = 1;

	k += (size_t)snprintf(buf, size, "[");
	for (int l = c->L - 1; l >= 0; l--)
		for (int i = 0; i < x->cnt[l] && k + 12 < size; i++) {
			int s = -1;
			for (int j = 0; j < c->b->npool && s < 0; j++)
				if (c->lvl[c->b->pool[j]] == l)
					s = c->v->p[c->b->pool[j]].score;
			char p[16];
			vd_points(s, p, sizeof(p));
			k += (size_t)snprintf(buf + k, size - k, "%s%s", first ? "" : " ", p);
			first = 0;
		}
	if (k < size)
		snprintf(buf + k, size - k, "]");
}

/*
 * Before a finding about a bracket's upfloaters: the players it is
 * about, the recorded set a then the players of set b it lacks (start
 * numbers), with the recorded and the best value (NULL: none).
 */
static void about_sets(const struct vdround *v, const int *a, int na, const int *b, int nb,
		       const char *got, const char *best)
{
	int *ids = malloc(sizeof(int) * ((size_t)na + (size_t)nb + 1)), k = 0;

	for (int i = 0; ids && i < na; i++)
		ids[k++] = v->p[a[i]].id;
	for (int i = 0; ids && i < nb; i++) {
		int seen = 0;
		for (int j = 0; j < na && !seen; j++)
			seen = a[j] == b[i];
		if (!seen)
			ids[k++] = v->p[b[i]].id;
	}
	verify_finding_detail(v->f, ids, k, got, best);
	free(ids);
}

static void report(struct bctx *c, int crit, const struct vals *rec, const int *rup,
		   const struct vals *best, const int *bup)
{
	struct vdround *v = c->v;
	const char *label = c->b->label;
	char rs[2048], bs[2048], rt[256], bt[256];

	vd_set_text(v, rup, rec->k, rs, sizeof(rs));
	vd_set_text(v, bup, best->k, bs, sizeof(bs));
	/* The recorded and the best value, for -c --format=json. */
	char sub[256] = "", bst[256] = "";
	int rv = crit == 5 ? rec->k : crit == 7 ? rec->c7 : crit == 8 ? rec->c8 :
		 crit == 9 ? rec->c9 : rec->c10;
	int bv = crit == 5 ? best->k : crit == 7 ? best->c7 : crit == 8 ? best->c8 :
		 crit == 9 ? best->c9 : best->c10;
	if (crit == 6) {
		scores_text(c, rec, sub, sizeof(sub));
		scores_text(c, best, bst, sizeof(bst));
	} else {
		snprintf(sub, sizeof(sub), "%d", rv);
		snprintf(bst, sizeof(bst), "%d", bv);
	}
	if (crit >= 5 && crit <= 10)
		about_sets(v, rup, rec->k, bup, best->k, sub, bst);
	switch (crit) {
	case 5:
		vd_finding(v, label, "C5", "%d upfloaters %s, %d possible with upfloaters %s",
			   rec->k, rs, best->k, bs);
		break;
	case 6:
		scores_text(c, rec, rt, sizeof(rt));
		scores_text(c, best, bt, sizeof(bt));
		vd_finding(v, label, "C6", "upfloaters %s have scores %s, %s possible with upfloaters %s",
			   rs, rt, bt, bs);
		break;
	case 7:
		vd_finding(v, label, "C7", "%d players do not get their colour preference, %d was possible with upfloaters %s",
			   rec->c7, best->c7, bs);
		break;
	case 8:
		vd_finding(v, label, "C8", "%d maximum upfloaters among the upfloaters %s, %d possible with upfloaters %s",
			   rec->c8, rs, best->c8, bs);
		break;
	case 9:
		vd_finding(v, label, "C9", "the maximum upfloaters among %s have upfloated %d times, %d possible with upfloaters %s",
			   rs, rec->c9, best->c9, bs);
		break;
	case 10:
		vd_finding(v, label, "C10", "%d of the upfloaters %s upfloated in the previous round, %d possible with upfloaters %s",
			   rec->c10, rs, best->c10, bs);
		break;
	}
}

/*
 * 4.2: is some best set before the recorded one?  A set U' comes first
 * iff, for some i, it holds the recorded u_0..u_i-1, none of the other
 * candidates before u_i-1, and a candidate between u_i-1 and u_i (4.2.3:
 * same container, sequence numbers compared lexicographically).  One
 * matching per i; returns 42 after a finding, 0, or -1.
 */
static int check_first(struct bctx *c, int constrained, const struct vals *rec,
		       const int *rup, int *rmate, int *bup, int from)
{
	const struct vdbracket *b = c->b;
	int n = c->v->n, rc = -1;
	char *f = calloc((size_t)n + 1, 1), *ban = calloc((size_t)n + 1, 1);
	char *in = calloc((size_t)n + 1, 1), *inrec = calloc((size_t)n + 1, 1);
	struct vals got = { 0 };

	got.cnt = calloc((size_t)c->L + 1, sizeof(int));
	if (!f || !ban || !in || !inrec || !got.cnt)
		goto out;
	for (int i = 0; i < rec->k; i++)
		inrec[rup[i]] = 1;
	rc = 0;
	for (int i = from; i < rec->k && rc == 0; i++) {
		int lo = i ? c->seq[rup[i - 1]] : 0, hi = c->seq[rup[i]], any = 0;
		for (int j = 0; j < b->npool; j++) {
			int p = b->pool[j];
			f[p] = i && inrec[p] && c->seq[p] <= lo;
			ban[p] = !inrec[p] && c->seq[p] < lo;
			in[p] = c->cand[p] && rec->cnt[c->lvl[p]] && c->seq[p] > lo && c->seq[p] < hi;
			any |= in[p];
		}
		if (!any)
			continue;
		const char *t[3] = { f, ban, in };
		for (int mode = constrained; mode <= 1; mode++) {
			int found = solve(c, mode, t, rmate);
			if (found <= 0) {
				rc = found;
				break;
			}
			values_of(c, rmate, &got);
			int k = up_set(c, rmate, bup), ok = 0, hit = 0;
			for (int j = 0; j < k; j++) {
				ok += f[bup[j]];
				hit |= in[bup[j]];
			}
			if (ok != i || !hit || vals_cmp(c, &got, rec) != 0)
				break;	/* no such best set */
			int c4 = mode ? 1 : rest_ok(c, rmate, 0);
			if (c4 < 0) {
				rc = -1;
				break;
			}
			if (!c4)
				continue;	/* again with the rest in the graph */
			rc = 42;
			if (c->quiet)
				break;
			char rs[2048], bs[2048];
			about_sets(c->v, rup, rec->k, bup, k, NULL, NULL);
			vd_finding(c->v, b->label, "4.2", "upfloaters %s are not the first of the best: %s comes before them",
				   vd_set_text(c->v, rup, rec->k, rs, sizeof(rs)),
				   vd_set_text(c->v, bup, k, bs, sizeof(bs)));
			rc = 42;
			break;
		}
	}
out:
	free(f);
	free(ban);
	free(in);
	free(inrec);
	free(got.cnt);
	return rc;
}

/* C8, C9, C10 of upfloater p as one number, the lower the better
 * (compared only as the bracket judges them). */
static void up_rank(const struct bctx *c, int p, int r[3])
{
	int mx = is_max(c, p);

	r[0] = c->c89 ? mx : 0;
	r[1] = c->c89 && mx ? c->v->p[p].upfloats : 0;
	r[2] = c->c10 ? c->v->p[p].uf_prev : 0;
}

static int rank_cmp(const int a[3], const int b[3])
{
	for (int i = 0; i < 3; i++)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

/*
 * Whether the recorded set of one upfloater u, for an odd number of
 * residents, is provably the first of the best without a matching, by
 * bounds that hold for every set: C5, one upfloater, is the fewest;
 * C6, no candidate of a higher score; C7, the recorded count is the
 * floor of same-colour pairs (vd_c7_floor()) with u and with every
 * candidate at u's score; C8-C10, no candidate that ties on C7 is
 * better than u; 4.2, none as good before u.  1 certified (no finding), 0 not known.
 */
static int certified(const struct bctx *c, const struct vals *rec, const int *rup)
{
	const struct vdbracket *b = c->b;
	const struct vdround *v = c->v;
	int count[256] = { 0 }, u = rec->k == 1 ? rup[0] : -1, ru[3];

	if (u < 0 || b->nres % 2 == 0 || c->lvl[u] < 0 || !c->cand[u])
		return 0;
	for (int i = 0; i < b->nres; i++)
		count[(unsigned char)v->p[b->res[i]].pref.colour]++;
	up_rank(c, u, ru);
	for (int j = 0; j < b->npool; j++) {
		int p = b->pool[j], rp[3];
		if (!c->cand[p] || c->lvl[p] > c->lvl[u])
			continue;
		if (c->lvl[p] < c->lvl[u])
			return 0;	/* C6 may be better */
		int col = (unsigned char)v->p[p].pref.colour;
		count[col]++;
		int floor = vd_c7_floor(count, 256);
		count[col]--;
		if (floor > rec->c7)
			continue;	/* C7 worse with p */
		if (floor < rec->c7)
			return 0;	/* C7 may be better (with u too) */
		if (p == u)
			continue;
		up_rank(c, p, rp);
		int cmp = rank_cmp(rp, ru);
		if (cmp < 0 || (cmp == 0 && c->seq[p] < c->seq[u]))
			return 0;	/* C8-C10 or 4.2 may be better */
	}
	return 1;
}

static int judge(struct bctx *c)
{
	struct vdround *v = c->v;
	const struct vdbracket *b = c->b;
	int L = c->L, rc = -1;
	struct vals rec = { 0 }, best = { 0 };
	int *rmate = malloc(sizeof(int) * ((size_t)b->nres + 1));
	int *bmate = malloc(sizeof(int) * ((size_t)b->nres + 1));
	int *rup = malloc(sizeof(int) * ((size_t)b->nres + 1));
	int *bup = malloc(sizeof(int) * ((size_t)b->nres + 1));
	char *in0 = NULL;

	rec.cnt = calloc((size_t)L + 1, sizeof(int));
	best.cnt = calloc((size_t)L + 1, sizeof(int));
	if (!rmate || !bmate || !rup || !bup || !rec.cnt || !best.cnt)
		goto out;
	for (int i = 0; i < b->nres; i++)
		rmate[i] = v->mate[b->res[i]];
	values_of(c, rmate, &rec);
	up_set(c, rmate, rup);
	/* C4: the recorded set must leave the rest pairable. */
	int ok = rest_ok(c, rmate, 1);
	if (ok < 0)
		goto out;
	if (!ok) {
		rc = 4;
		if (c->quiet)
			goto out;
		char rs[2048];
		about_sets(v, rup, rec.k, NULL, 0, NULL, NULL);
		vd_finding(v, b->label, "C4", "with upfloaters %s the rest of the round cannot be paired",
			   vd_set_text(v, rup, rec.k, rs, sizeof(rs)));
		rc = 4;
		goto out;
	}
	rc = 0;
	if (rec.k == 0)
		goto out;	/* no set can beat the empty one (C5) */
	if (certified(c, &rec, rup))
		goto out;
	/* Quietly, the best set is looked for with the interval of the
	 * first 4.2 test counted last (it changes no criterion): a best set
	 * without a player of it answers that test too. */
	int constrained = 0, from = 0;
	if (c->quiet && !(in0 = calloc((size_t)v->n + 1, 1)))
		goto out;
	if (in0)
		for (int j = 0; j < b->npool; j++) {
			int p = b->pool[j];
			in0[p] = c->cand[p] && rec.cnt[c->lvl[p]] && c->seq[p] < c->seq[rup[0]];
		}
	const char *t0[3] = { NULL, NULL, in0 };
	int found = solve(c, 0, in0 ? t0 : NULL, bmate);
	if (found <= 0) {
		rc = found;
		goto out;
	}
	values_of(c, bmate, &best);
	int cmp = vals_cmp(c, &rec, &best);
	if (in0) {
		int k = up_set(c, bmate, bup), hit = 0;
		for (int j = 0; j < k; j++)
			hit |= in0[bup[j]];
		from = cmp == 0 && !hit;
	}
	if (cmp > 0) {
		ok = rest_ok(c, bmate, 0);
		if (ok < 0 || (!ok && (found = solve(c, 1, NULL, bmate)) < 0)) {
			rc = -1;
			goto out;
		}
		if (!ok) {
			constrained = 1;
			if (found == 0)
				goto out;
			values_of(c, bmate, &best);
			cmp = vals_cmp(c, &rec, &best);
		}
	}
	if (cmp < 0) {
		if (c->quiet)
			rc = 1;	/* said when judged again on the whole pool */
		else
			vd_finding(v, b->label, "internal", "the recorded upfloaters beat the computed best on C%d", -cmp);
		goto out;
	}
	if (cmp > 0) {
		up_set(c, bmate, bup);
		if (!c->quiet)
			report(c, cmp, &rec, rup, &best, bup);
		rc = cmp;
		goto out;
	}
	rc = check_first(c, constrained, &rec, rup, bmate, bup, from);
out:
	free(in0);
	free(rmate);
	free(bmate);
	free(rup);
	free(bup);
	free(rec.cnt);
	free(best.cnt);
	return rc;
}

int vd_check_upfloaters(struct vdround *v, const struct vdbracket *b)
{
	struct bctx c;
	int n = v->n, rc = -1;

	memset(&c, 0, sizeof(c));
	c.v = v;
	c.b = b;
	c.is_res = calloc((size_t)n + 1, sizeof(int));
	c.lvl = malloc(sizeof(int) * ((size_t)n + 1));
	c.seq = calloc((size_t)n + 1, sizeof(int));
	c.cand = calloc((size_t)n + 1, sizeof(int));
	if (!c.is_res || !c.lvl || !c.seq || !c.cand)
		goto out;
	for (int i = 0; i < n; i++)
		c.lvl[i] = -1;
	for (int i = 0; i < b->nres; i++)
		c.is_res[b->res[i]] = i + 1;
	/* 4.2.2: the pool in score order, then initial ranking. */
	for (int j = 0; j < b->npool; j++) {
		int p = b->pool[j];
		if (j && v->p[p].score != v->p[b->pool[j - 1]].score)
			c.L++;
		c.lvl[p] = c.L;
		c.seq[p] = j + 1;
		for (int i = 0; i < b->nres && !c.cand[p]; i++)
			c.cand[p] = vd_bar(v, p, b->res[i]) == VD_OK;
		if (is_max(&c, p) && v->p[p].upfloats > c.cmax)
			c.cmax = v->p[p].upfloats;
	}
	if (b->npool)
		c.L++;
	c.c89 = !v->last && v->maxt > 0;
	c.c10 = !v->last;
	/* The speed note: at most K pool players float in a best set, K the
	 * recorded number when the record is itself a candidate (every
	 * resident paired legally within the bracket and pool), else the
	 * number of residents. */
	int rec_k = 0, rec_ok = 1;
	for (int i = 0; i < b->nres; i++) {
		int m = v->mate[b->res[i]];
		if (m < 0 || vd_bar(v, b->res[i], m) != VD_OK || (!c.is_res[m] && c.lvl[m] < 0))
			rec_ok = 0;
		else
			rec_k += !c.is_res[m];
	}
	c.limit = rec_ok ? rec_k : b->nres;
	c.quiet = 1;
	rc = c.limit > 0 ? judge(&c) : 1;
	if (rc != 0) {
		/* a finding: judged again on the whole pool, aloud */
		c.limit = 0;
		c.quiet = 0;
		rc = judge(&c);
	}
out:
	free(c.is_res);
	free(c.lvl);
	free(c.seq);
	free(c.cand);
	return rc;
}
