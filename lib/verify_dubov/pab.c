/*
 * pab.c - the pairing-allocated bye (2.1): the recorded receiver must
 * pass C2 (2.1.1), leave the others pairable (2.1.2 = C4), and be the
 * first of those by lowest score (2.1.3), most games played (2.1.4) and
 * lowest initial ranking (2.1.5).
 */
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "verify_dubov/internal.h"

/* -1 when a should take the PAB before b (2.1.3-2.1.5). */
static int pab_cmp(const struct vdplayer *a, const struct vdplayer *b)
{
	if (a->score != b->score)
		return a->score < b->score ? -1 : 1;
	if (a->games != b->games)
		return a->games > b->games ? -1 : 1;
	return a->idx > b->idx ? -1 : a->idx < b->idx;
}

struct pabkey {
	struct vdplayer p;
	int pos;
};

static int by_pab(const void *x, const void *y)
{
	return pab_cmp(&((const struct pabkey *)x)->p, &((const struct pabkey *)y)->p);
}

struct pabctx {
	const struct vdround *v;
	const struct vdlayout *l;
	const char *may;	/* position: may take the bye vertex */
};

/* Vertex n is the bye: legal pairs, and the bye for the allowed ones. */
static int pab_edge(void *ctx, int a, int b, uint64_t *w)
{
	struct pabctx *c = ctx;

	if (b == c->v->n ? !c->may[a] : vd_bar(c->v, a, b) != VD_OK)
		return 0;
	vdlayout_put(c->l, w, 0, 1);
	return 1;
}

/* Whether one of cand[0..k-1] can take the PAB with everyone else
 * paired: 1, 0, -1. */
static int some_receiver(const struct vdround *v, const int *cand, int k)
{
	int n = v->n, rc = -1;
	char *may = calloc((size_t)n + 1, 1);
	int *mate = malloc(sizeof(int) * ((size_t)n + 2));
	struct vdlayout l;

	if (!may || !mate)
		goto out;
	for (int i = 0; i < k; i++)
		may[cand[i]] = 1;
	vdlayout_init(&l);
	vdlayout_field(&l, 2);
	vdlayout_done(&l);
	struct pabctx c = { v, &l, may };
	if (vd_solve(n + 1, &l, pab_edge, &c, MATCH_MAX_CARDINALITY, mate) < 0)
		goto out;
	rc = 1;
	for (int i = 0; i <= n; i++)
		rc &= mate[i] >= 0;
out:
	free(may);
	free(mate);
	return rc;
}

/* The right receiver among cand[] (2.1.3-2.1.5 order): the first whose
 * removal leaves a pairable rest, by halving the list (a prefix holds
 * one iff the one-bye matching is perfect).  -1 none, -2 out of memory. */
static int right_receiver(const struct vdround *v, const int *cand, int ncand)
{
	int ok = some_receiver(v, cand, ncand);

	if (ok <= 0)
		return ok < 0 ? -2 : -1;
	int lo = 1, hi = ncand;	/* the shortest good prefix is in lo..hi */
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		ok = some_receiver(v, cand, mid);
		if (ok < 0)
			return -2;
		if (ok)
			hi = mid;
		else
			lo = mid + 1;
	}
	return cand[lo - 1];
}

/* Candidates tried one by one before halving the rest of the list. */
#ifndef PAB_TRIES
#define PAB_TRIES 8
#endif

/* Whether everyone but the player at position x can be paired. */
static int rest_pairable(const struct vdround *v, int x)
{
	if (v->rec_legal && x == v->bye)
		return 1;
	int *who = malloc(sizeof(int) * ((size_t)v->n + 1)), k = 0;
	if (!who)
		return -1;
	for (int i = 0; i < v->n; i++)
		if (i != x)
			who[k++] = i;
	int ok = vd_pairable(v, who, k);
	free(who);
	return ok;
}

int vd_check_pab(struct vdround *v)
{
	int bye = v->bye, n = v->n, rc = 0;

	if (bye < 0)
		return 0;	/* an odd round without a PAB: 2.2, unpaired */
	if (n % 2 == 0) {
		verify_finding_ids(v->f, 1, v->p[v->bye].id);
		vd_finding(v, NULL, "2.2", "%d gets the PAB though %d players (an even number) are to be paired",
			   v->p[bye].id, n);
		return 0;
	}
	int *cand = malloc(sizeof(int) * ((size_t)n + 1)), ncand = 0;
	struct pabkey *key = malloc(sizeof(*key) * ((size_t)n + 1));
	if (!cand || !key) {
		free(cand);
		free(key);
		return -1;
	}
	for (int i = 0; i < n; i++)
		if (v->p[i].pab_ok) {
			key[ncand].p = v->p[i];
			key[ncand++].pos = i;
		}
	qsort(key, (size_t)ncand, sizeof(*key), by_pab);
	for (int i = 0; i < ncand; i++)
		cand[i] = key[i].pos;
	free(key);
	/* The candidates in 2.1.3-2.1.5 order, each tried for 2.1.2: the
	 * first usually passes.  After a few, one matching decides. */
	int best = -1, tried = 0;
	for (; tried < ncand && tried < PAB_TRIES && best < 0; tried++) {
		int ok = rest_pairable(v, cand[tried]);
		if (ok < 0) {
			rc = -1;
			goto out;
		}
		if (ok)
			best = cand[tried];
	}
	if (best < 0 && tried < ncand)
		best = right_receiver(v, cand + tried, ncand - tried);
	if (best == -2) {
		rc = -1;
		goto out;
	}
	const struct vdplayer *b = &v->p[bye];
	char ps[16], pw[16];
	if (!b->pab_ok) {
		/* about the player who got it, and the one the rules give it to */
		if (best >= 0)
			verify_finding_ids(v->f, 2, b->id, v->p[best].id);
		else
			verify_finding_ids(v->f, 1, b->id);
		if (best >= 0)
			vd_finding(v, NULL, "C2", "%d gets the PAB against 2.1.1: they already had a PAB, a forfeit win or a full-point bye; the PAB goes to %d",
				   b->id, v->p[best].id);
		else
			vd_finding(v, NULL, "C2", "%d gets the PAB against 2.1.1: they already had a PAB, a forfeit win or a full-point bye",
				   b->id);
		goto out;
	}
	if (best < 0 || best == bye)
		goto out;
	int ok = rest_pairable(v, bye);
	if (ok < 0) {
		rc = -1;
		goto out;
	}
	const struct vdplayer *w = &v->p[best];
	vd_points(b->score, ps, sizeof(ps));
	vd_points(w->score, pw, sizeof(pw));
	verify_finding_ids(v->f, 2, b->id, w->id);
	if (!ok)
		vd_finding(v, NULL, "2.1.2", "%d gets the PAB but the others cannot then all be paired; the PAB goes to %d",
			   b->id, w->id);
	else if (b->score != w->score)
		vd_finding(v, NULL, "2.1.3", "%d gets the PAB with %s points, %d has %s and can take it",
			   b->id, ps, w->id, pw);
	else if (b->games != w->games)
		vd_finding(v, NULL, "2.1.4", "%d gets the PAB with %d games played, %d has played %d and can take it",
			   b->id, b->games, w->id, w->games);
	else
		vd_finding(v, NULL, "2.1.5", "%d gets the PAB, %d is lower in the initial ranking and can take it",
			   b->id, w->id);
out:
	free(cand);
	return rc;
}
