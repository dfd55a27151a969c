/*
 * dutch_2012.c - one round by the Dutch System, 2012 text: the score
 * brackets from the top down (A.3, C), the moved-down players joining
 * the next bracket, the backtracking of C.12 and C.13 (the previous
 * bracket paired again, the two lowest joined), the one left over in
 * the lowest bracket taking the bye (A.5, B.1b), colours by E, boards in
 * the order of F.1.
 */
#include <stdlib.h>
#include <string.h>

#include "dutch_2012/internal.h"

/* Candidates a bracket paired again by C.12 offers at most (reading). */
#define C12_LEAVES 2000L

/* One score bracket: its residents and what its pairing gave. */
struct grp {
	int first, end;		/* residents: A.2 positions first..end-1 */
	int nhigh;		/* of them, the latest added bracket's (C.13) */
	int *in, nin;		/* moved down into it (A.2 order) */
	int (*pairs)[2], np;
	int *down, nd;
};

struct drv {
	struct d12round *v;
	struct grp *g;
	int ng;
	int cur;		/* the bracket that asked for C.12 */
};

/* A bracket's pairing, kept apart until the driver takes it. */
struct res {
	int (*pairs)[2], np;
	int *down, nd;
};

static void res_free(struct res *r)
{
	free(r->pairs);
	free(r->down);
	memset(r, 0, sizeof(*r));
}

/* Pair bracket gi with in[0..nin-1] moved down into it. */
static int run(struct drv *D, int gi, const int *in, int nin, const struct d12how *how,
	       struct res *out)
{
	const struct grp *g = &D->g[gi];
	int k = nin + g->end - g->first;
	int *mem = malloc(sizeof(int) * ((size_t)k + 1));

	memset(out, 0, sizeof(*out));
	out->pairs = malloc(sizeof(*out->pairs) * ((size_t)k / 2 + 1));
	out->down = malloc(sizeof(int) * ((size_t)k + 1));
	if (!mem || !out->pairs || !out->down) {
		free(mem);
		res_free(out);
		return -1;
	}
	if (nin)
		memcpy(mem, in, sizeof(int) * (size_t)nin);
	for (int i = g->first; i < g->end; i++)
		mem[nin + i - g->first] = i;
	struct d12how h = *how;
	h.joined = g->nhigh > 0;	/* C.13: a merged bracket */
	int rc = d12_bracket(D->v, mem, k, nin + g->nhigh, &h, out->pairs, &out->np, out->down,
			     &out->nd);
	free(mem);
	if (rc != 0)
		res_free(out);
	return rc;
}

/* Bracket gi takes the pairing r (and the next one its moved-down). */
static int keep(struct drv *D, int gi, struct res *r)
{
	struct grp *g = &D->g[gi];

	free(g->pairs);
	free(g->down);
	g->pairs = r->pairs;
	g->np = r->np;
	g->down = r->down;
	g->nd = r->nd;
	memset(r, 0, sizeof(*r));
	if (gi + 1 < D->ng) {
		struct grp *n = &D->g[gi + 1];
		free(n->in);
		n->in = malloc(sizeof(int) * ((size_t)g->nd + 1));
		if (!n->in)
			return -1;
		memcpy(n->in, g->down, sizeof(int) * (size_t)g->nd);
		n->nin = g->nd;
	}
	return 0;
}

/* ---- C.12 ---- */

struct c12 {
	struct drv *D;
	int gi;			/* the bracket that backtracks */
	int p1, m1;		/* the pairs it must now make, moved-down players paired */
	const int *orig;	/* the players moved down so far */
	int norig;
};

/* "another set of players of the same size and with the same scores",
 * which "now allows P1 pairings" in the bracket below. */
static int c12_accept(void *arg, const int *down, int nd)
{
	struct c12 *c = arg;
	const struct d12round *v = c->D->v;
	int same = 1;

	if (nd != c->norig)
		return 0;
	for (int i = 0; i < nd; i++) {
		if (v->p[down[i]].score != v->p[c->orig[i]].score)
			return 0;	/* both in A.2 order: scores descending */
		same &= down[i] == c->orig[i];
	}
	if (same)
		return 0;
	struct d12how how = { 0 };
	struct res r;
	how.lowest = c->gi == c->D->ng - 1;
	how.minpairs = c->p1;
	how.minm1 = c->m1;
	int rc = run(c->D, c->gi, down, nd, &how, &r);
	res_free(&r);
	return rc < 0 ? -1 : rc == 0;
}

/* C.12: pair the previous bracket again, without backtracking there. */
static int c12(void *arg, int p1, int m1)
{
	struct drv *D = arg;
	int gi = D->cur, pi = gi - 1;
	struct c12 c = { D, gi, p1, m1, D->g[gi].in, D->g[gi].nin };
	struct d12how how = { 0 };
	struct res r;

	if (pi < 0)
		return 0;
	how.accept = c12_accept;
	how.arg = &c;
	how.leaves = C12_LEAVES;
	int rc = run(D, pi, D->g[pi].in, D->g[pi].nin, &how, &r);
	if (rc != 0)
		return rc < 0 ? -1 : 0;
	return keep(D, pi, &r) < 0 ? -1 : 1;
}

/* Bracket gi by C.1-C.14, with C.12 allowed once (a restart after it)
 * unless already backtracking. */
static int pair_bracket(struct drv *D, int gi, int may_backtrack)
{
	struct d12how how = { 0 };
	struct res r;

	how.lowest = gi == D->ng - 1;
	how.backtrack = gi > 0 && may_backtrack ? c12 : NULL;
	how.arg = D;
	D->cur = gi;
	int rc = run(D, gi, D->g[gi].in, D->g[gi].nin, &how, &r);
	if (rc == 3) {		/* C.12 paired the previous bracket again */
		how.backtrack = NULL;
		rc = run(D, gi, D->g[gi].in, D->g[gi].nin, &how, &r);
	}
	if (rc == 0)
		rc = keep(D, gi, &r) < 0 ? -1 : 0;
	return rc;
}

/* ---- C.13 ---- */

struct c13 {
	struct drv *D;
	int lo;
};

/* "another pairing in the penultimate score bracket which will allow a
 * pairing in the lowest score bracket" */
static int c13_accept(void *arg, const int *down, int nd)
{
	struct c13 *c = arg;
	const struct grp *P = &c->D->g[c->lo - 1];
	struct d12how how = { 0 };
	struct res r;

	/* "If in the penultimate score bracket P becomes zero ... the two
	 * lowest score brackets are joined": a candidate of no pairs is
	 * not taken, the join (the penultimate's players as S1) follows */
	if (nd == P->nin + P->end - P->first)
		return 0;
	how.lowest = 1;
	int rc = run(c->D, c->lo, down, nd, &how, &r);
	res_free(&r);
	return rc < 0 ? -1 : rc == 0;
}

/*
 * C.13: the lowest bracket cannot be paired.  Pair the penultimate again
 * for it (its candidates in the text's order, P falling by C.14); when
 * none allows a pairing, join the two into a new lowest bracket, the
 * penultimate's players its moved-down part (S1), and repeat.  All of it
 * is backtracking, so no bracket backtracks again by C.12 meanwhile.
 */
static int c13(struct drv *D)
{
	for (;;) {
		int lo = D->ng - 1, pi = lo - 1;
		if (pi < 0)
			return 1;
		struct grp *L = &D->g[lo], *P = &D->g[pi];
		struct c13 c = { D, lo };
		struct d12how how = { 0 };
		struct res r;
		int *rest = malloc(sizeof(int) * ((size_t)(L->end - L->first) + 1));
		if (!rest)
			return -1;
		for (int i = L->first; i < L->end; i++)
			rest[i - L->first] = i;
		how.accept = c13_accept;
		how.arg = &c;
		how.rest = rest;
		how.nrest = L->end - L->first;
		int rc = run(D, pi, P->in, P->nin, &how, &r);
		free(rest);
		if (rc < 0)
			return -1;
		if (rc == 0) {
			if (keep(D, pi, &r) < 0)
				return -1;
			return pair_bracket(D, lo, 0);
		}
		/* P became zero: the two lowest brackets joined */
		P->nhigh = P->end - P->first;
		P->end = L->end;
		free(L->in);
		free(L->pairs);
		free(L->down);
		memset(L, 0, sizeof(*L));
		D->ng--;
		rc = pair_bracket(D, pi, 0);
		if (rc <= 0)
			return rc;
	}
}

/* ---- the round ---- */

static int fail(struct trf_diag *d, int status, const char *msg)
{
	trf_diag_set(d, "", 0, 0, status, "%s", msg);
	return status;
}

static int pair_round(struct d12round *v, int (*pairs)[2], int *np, int *bye,
		      struct trf_diag *d)
{
	int n = v->n, rc = TRF_OK;
	int *all = malloc(sizeof(int) * ((size_t)n + 1));
	struct drv D = { v, calloc((size_t)n + 1, sizeof(struct grp)), 0, 0 };

	*np = 0;
	*bye = -1;
	if (!all || !D.g) {
		rc = fail(d, TRF_ELIMIT, "out of memory");
		goto out;
	}
	for (int i = 0; i < n; i++)
		all[i] = i;
	int ok = d12_completable(v, NULL, 0, all, n, NULL, 0);
	if (ok < 0) {
		rc = fail(d, TRF_ELIMIT, "out of memory");
		goto out;
	}
	if (!ok) {
		rc = fail(d, TRF_ENOPAIRING,
			  n % 2 ? "no pairing of the round meets B.1a and B.2 with the PAB to a player who had none (B.1b)"
				: "no pairing of the round meets B.1a and B.2");
		goto out;
	}
	for (int first = 0; first < n;) {	/* A.3: the score brackets */
		int end = first;
		while (end < n && v->p[end].score == v->p[first].score)
			end++;
		D.g[D.ng++] = (struct grp){ first, end, 0, NULL, 0, NULL, 0, NULL, 0 };
		first = end;
	}
	for (int gi = 0; gi < D.ng; gi++) {
		int brc = pair_bracket(&D, gi, 1);
		if (brc == 1 && gi == D.ng - 1)
			brc = c13(&D);	/* C.13 */
		if (brc < 0) {
			rc = fail(d, TRF_ELIMIT, "out of memory");
			goto out;
		}
		if (brc == 1) {
			rc = fail(d, TRF_ENOPAIRING,
				  gi == D.ng - 1 ? "the lowest score bracket cannot be paired, all brackets joined (C.13)"
						 : "a score bracket could not be paired");
			goto out;
		}
	}
	for (int gi = 0; gi < D.ng; gi++) {
		memcpy(pairs + *np, D.g[gi].pairs, sizeof(*pairs) * (size_t)D.g[gi].np);
		*np += D.g[gi].np;
	}
	if (D.ng > 0) {
		const struct grp *lo = &D.g[D.ng - 1];
		if (lo->nd > 1 || (lo->nd == 1 && !v->p[lo->down[0]].bye_ok)) {
			rc = fail(d, TRF_EINTERNAL, "players left unpaired after the lowest bracket");
			goto out;
		}
		if (lo->nd == 1)
			*bye = lo->down[0];
	}
out:
	for (int gi = 0; D.g && gi < n + 1; gi++) {
		free(D.g[gi].in);
		free(D.g[gi].pairs);
		free(D.g[gi].down);
	}
	free(D.g);
	free(all);
	return rc;
}

int dutch2012_pair(const struct tmt *t, int r, const struct dutch2012_options *opt,
		   struct pairing *out, struct trf_diag *d)
{
	struct d12round v;
	int total = opt && opt->total_rounds ? opt->total_rounds : t->total_rounds;
	int rc, np = 0, bye = -1;

	pairing_init(out);
	if (d12_init(&v, t, r, total) < 0) {
		d12_free(&v);
		return fail(d, TRF_ELIMIT, "out of memory");
	}
	int (*pairs)[2] = malloc(sizeof(*pairs) * ((size_t)v.n + 1));
	if (!pairs)
		rc = fail(d, TRF_ELIMIT, "out of memory");
	else
		rc = pair_round(&v, pairs, &np, &bye, d);
	for (int i = 0; rc == TRF_OK && i < np; i++) {
		int a = pairs[i][0], b = pairs[i][1];
		int wa = d12_white(&v, a, b);
		if (pairing_add(out, v.p[wa ? a : b].idx, v.p[wa ? b : a].idx) < 0)
			rc = fail(d, TRF_ELIMIT, "out of memory");
	}
	if (rc == TRF_OK) {
		out->bye = bye >= 0 ? v.p[bye].idx : -1;
		pairing_sort_boards(out, t, r);	/* F.1 */
	} else {
		pairing_free(out);
	}
	free(pairs);
	d12_free(&v);
	return rc;
}
