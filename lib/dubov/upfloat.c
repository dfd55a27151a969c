/*
 * upfloat.c - choosing a bracket's upfloaters (C.04.4.1 2.2.1, 2.2.2,
 * C4-C10, 4.2) with one maximum-weight matching over the residents and
 * the possible upfloaters.  The weight of a matching packs, most
 * significant first:
 *
 *   cover   every resident paired (in the full model: everybody, C4)
 *   C5      resident-resident pairs, so the fewest upfloaters
 *   C6      per pool score, lowest first: upfloaters NOT of that score
 *   C7      pairs of players seeking different colours
 *   C8      upfloaters who are not maximum upfloaters  } not in the
 *   C9      CAP minus the upfloats of maximum upfloaters } last round
 *   C10     upfloaters who did not upfloat last round   }
 *   4.2     one bit per possible upfloater, the first one highest
 *
 * Only the best few possible upfloaters of each colour for each
 * resident can matter (see candidates()), so the matching is small; the
 * rest of the pool must still be pairable (C4), and when it is not, the
 * whole pool goes into one matching that pairs everybody.
 */
#include <stdlib.h>
#include <string.h>

#include "dubov/internal.h"
#include "match/match.h"
#include "match/weight.h"

struct upctx {
	const struct dvround *v;
	const int *res, *pool;
	int nres, npool;
	int *keyed;		/* pool by preference key */
	unsigned char *pick;	/* per pool position: a candidate */
};

/* Preference among possible upfloaters for one resident and colour:
 * C6 higher score, C8 not a maximum upfloater, C9 fewer upfloats, C10
 * no upfloat last round, 4.2 sequence number (pool position). */
struct keyed {
	int pos;
	const struct dvplayer *p;
	int last_round;
};

static int key_order(const void *a, const void *b)
{
	const struct keyed *ka = a, *kb = b;
	const struct dvplayer *x = ka->p, *y = kb->p;

	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	if (!ka->last_round) {
		if (x->maxup != y->maxup)
			return x->maxup - y->maxup;
		if (x->maxup && x->upfloats != y->upfloats)
			return x->upfloats - y->upfloats;
		if (x->prevup != y->prevup)
			return x->prevup - y->prevup;
	}
	return ka->pos - kb->pos;
}

/*
 * Mark, for every resident and each colour, the first `per` compatible
 * pool players in key order.  An optimal choice never needs others when
 * per >= the number of upfloaters: a resident paired to an unmarked y
 * has a marked, unused z of y's colour no worse in key order, and
 * swapping y for z keeps the pairing legal and C5-C10 no worse (C4 is
 * checked afterwards).  Returns 1 if some list was cut short.
 */
static int candidates(struct upctx *c, int per)
{
	const struct dvround *v = c->v;
	int cut = 0;

	memset(c->pick, 0, (size_t)c->npool);
	for (int i = 0; i < c->nres; i++) {
		int got[2] = { 0, 0 };
		for (int k = 0; k < c->npool; k++) {
			int pos = c->keyed[k], y = c->pool[pos];
			int col = v->p[y].pref.colour == 'w';
			if (got[col] >= per || !dv_compat(v, c->res[i], y))
				continue;
			c->pick[pos] = 1;
			if (++got[col] == per)
				cut = 1;
			if (got[0] >= per && got[1] >= per)
				break;
		}
	}
	return cut;
}

struct layout {
	struct weight_layout w;
	int cover, c5, c6, c7, c8, c9, c10, seq;
	int nlevels, slot, cap;
	int *level;		/* per candidate: score level, 0 = lowest */
};

static int solve(struct upctx *c, const int *cand, int nc, int full, int *up,
		 int *nup, int *kout)
{
	const struct dvround *v = c->v;
	int nres = c->nres, nv = nres + nc, rc = -1;
	struct layout L;
	struct match_graph *g = NULL;
	int *mate = malloc(sizeof(int) * ((size_t)nv + 1));
	uint64_t w[MATCH_MAX_WORDS], msw[MATCH_MAX_WORDS];

	memset(&L, 0, sizeof(L));
	L.level = malloc(sizeof(int) * ((size_t)nc + 1));
	if (!mate || !L.level)
		goto out;
	/* C6: score levels of the candidates (in pool order, so scores
	 * descend), 0 = the lowest. */
	for (int i = nc - 1; i >= 0; i--) {
		if (i < nc - 1 && v->p[cand[i]].score != v->p[cand[i + 1]].score)
			L.nlevels++;
		L.level[i] = L.nlevels;
	}
	L.nlevels++;
	int cnt = weight_bits((uint64_t)nv + 1);
	L.slot = cnt;
	L.cap = 1;
	for (int i = 0; i < nc; i++)
		if (v->p[cand[i]].upfloats + 1 > L.cap)
			L.cap = v->p[cand[i]].upfloats + 1;
	L.cover = weight_field(&L.w, cnt + 1);
	L.c5 = weight_field(&L.w, cnt);
	L.c6 = weight_field(&L.w, cnt * (L.nlevels ? L.nlevels : 1));
	L.c7 = weight_field(&L.w, cnt);
	L.c8 = weight_field(&L.w, cnt);
	L.c9 = weight_field(&L.w, weight_bits((uint64_t)(nv + 1) * (uint64_t)L.cap));
	L.c10 = weight_field(&L.w, cnt);
	L.seq = weight_field(&L.w, nc + 1);
	weight_layout_done(&L.w);
	if (L.w.nwords > MATCH_MAX_WORDS)
		goto out;
	g = match_graph_new(nv, L.w.nwords);
	if (!g)
		goto out;
	for (int a = 0; a < nv; a++) {
		int pa = a < nres ? c->res[a] : cand[a - nres];
		for (int b = a + 1; b < nv; b++) {
			int pb = b < nres ? c->res[b] : cand[b - nres];
			if (a >= nres && !full)
				break;
			if (!dv_compat(v, pa, pb))
				continue;
			memset(w, 0, sizeof(uint64_t) * (size_t)L.w.nwords);
			if (a >= nres) {
				/* Two lower players: only C4 (full model). */
				weight_add(&L.w, w, L.cover, 0, 2);
			} else {
				const struct dvplayer *y = &v->p[pb];
				int rr = b < nres;
				weight_add(&L.w, w, L.cover, 0, rr || full ? 2 : 1);
				if (v->p[pa].pref.colour != y->pref.colour)
					weight_add(&L.w, w, L.c7, 0, 1);	/* C7 */
				if (rr) {
					weight_add(&L.w, w, L.c5, 0, 1);	/* C5 */
				} else {
					int i = b - nres;
					for (int lv = 0; lv < L.nlevels; lv++)	/* C6 */
						if (lv != L.level[i])
							weight_add(&L.w, w, L.c6,
								   (L.nlevels - 1 - lv) * L.slot, 1);
					if (!v->last_round) {
						weight_add(&L.w, w, L.c8, 0, !y->maxup);
						weight_add(&L.w, w, L.c9, 0, (uint64_t)(y->maxup ?
							   L.cap - y->upfloats : L.cap));
						weight_add(&L.w, w, L.c10, 0, !y->prevup);
					}
					weight_add(&L.w, w, L.seq, nc - 1 - i, 1);	/* 4.2 */
				}
			}
			weight_to_msw(&L.w, w, msw);
			if (match_set_edge(g, a, b, msw) < 0)
				goto out;
		}
	}
	if (match_solve(g, mate) < 0)
		goto out;
	rc = 0;
	*nup = 0;
	*kout = 0;
	for (int a = 0; a < nv; a++) {
		if (mate[a] < 0 && (a < nres || full)) {
			rc = 1;	/* somebody who must be paired is not */
			break;
		}
		if (a >= nres && mate[a] >= 0 && mate[a] < nres)
			up[(*nup)++] = cand[a - nres];
	}
	*kout = *nup;
out:
	match_graph_free(g);
	free(mate);
	free(L.level);
	return rc;
}

/* C4: the pool minus the upfloaters can be paired. */
static int rest_pairable(struct upctx *c, const int *up, int nup)
{
	int *rest = malloc(sizeof(int) * ((size_t)c->npool + 1));
	int nr = 0, k = 0, ok;

	if (!rest)
		return -1;
	for (int i = 0; i < c->npool; i++) {
		while (k < nup && up[k] < c->pool[i])
			k++;
		if (k < nup && up[k] == c->pool[i])
			continue;
		rest[nr++] = c->pool[i];
	}
	ok = dv_pairable(c->v, rest, nr);
	free(rest);
	return ok;
}

static int int_cmp(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

int dv_choose_upfloaters(const struct dvround *v, const int *res, int nres,
			 const int *pool, int npool, int *up, int *nup)
{
	struct upctx c = { v, res, pool, nres, npool, NULL, NULL };
	int *cand = malloc(sizeof(int) * ((size_t)npool + 1));
	int *mate = malloc(sizeof(int) * ((size_t)nres + 1));
	struct keyed *kb;
	int rc = -1, k, per;

	c.keyed = malloc(sizeof(int) * ((size_t)npool + 1));
	c.pick = malloc((size_t)npool + 1);
	kb = malloc(sizeof(*kb) * ((size_t)npool + 1));
	*nup = 0;
	if (!cand || !mate || !c.keyed || !c.pick || !kb)
		goto out;
	/* 2.2.1: the residents alone, if they pair and leave C4 intact. */
	int m = match_cardinality(v->compat, (size_t)v->n, res, nres, mate, 0);
	if (m < 0)
		goto out;
	if (2 * m == nres) {
		rc = rest_pairable(&c, up, 0);
		if (rc != 0) {
			rc = rc < 0 ? -1 : 0;
			goto out;
		}
	}
	for (int i = 0; i < npool; i++)
		kb[i] = (struct keyed){ i, &v->p[pool[i]], v->last_round };
	qsort(kb, (size_t)npool, sizeof(*kb), key_order);
	for (int i = 0; i < npool; i++)
		c.keyed[i] = kb[i].pos;
	per = nres - 2 * m + 1;
	for (;;) {
		int cut = candidates(&c, per), nc = 0;
		for (int i = 0; i < npool; i++)
			if (c.pick[i])
				cand[nc++] = pool[i];
		rc = solve(&c, cand, nc, 0, up, nup, &k);
		if (rc < 0)
			goto out;
		if (rc == 1 || k > per) {
			if (!cut)
				break;	/* nothing more to offer: full model */
			per = rc == 1 ? 2 * per : k;
			continue;
		}
		qsort(up, (size_t)*nup, sizeof(int), int_cmp);
		int ok = rest_pairable(&c, up, *nup);
		if (ok < 0) {
			rc = -1;
			goto out;
		}
		if (ok)
			goto out;	/* rc == 0 */
		break;
	}
	/* C4 decides: everybody below in one matching that pairs all. */
	rc = solve(&c, pool, npool, 1, up, nup, &k);
	if (rc == 0)
		qsort(up, (size_t)*nup, sizeof(int), int_cmp);
out:
	free(cand);
	free(mate);
	free(c.keyed);
	free(c.pick);
	free(kb);
	return rc;
}
