/*
 * dubov.c - pairing one round by the Dubov System: the PAB first (2.1),
 * then the scoregroups from the top down (1.8.2, 2.2), each bracket its
 * remaining residents and their upfloaters, then colours (5.2) and the
 * order of the boards.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dubov/internal.h"

static int fail(struct trf_diag *d, int status, const char *msg)
{
	trf_diag_set(d, "", 0, 0, status, "%s", msg);
	return status;
}

/* 2.2.3-2.2.6 on the bracket mem[0..k-1]. */
static int pair_bracket(const struct dvround *v, const int *mem, int k, int (*pairs)[2])
{
	int *side = malloc(sizeof(int) * ((size_t)k + 1));
	int *mate = malloc(sizeof(int) * ((size_t)k + 1));
	int rc = -1;

	if (side && mate) {
		rc = dv_split(v, mem, k, side, mate);
		if (rc == 0)
			rc = dv_transpose(v, mem, k, side, mate, pairs);
	}
	free(side);
	free(mate);
	return rc;
}

struct state {
	struct dvround v;
	unsigned char *done;	/* per round index: paired or PAB */
	int *res, *pool, *up, *mem;
	int (*pairs)[2];
	int npairs;
	int bye;
};

/* One scoregroup: its remaining residents and their upfloaters. */
static int scoregroup(struct state *s, int first, int end, struct trf_diag *d)
{
	const struct dvround *v = &s->v;
	int nres = 0, npool = 0, nup = 0;

	for (int i = first; i < end; i++)
		if (!s->done[i])
			s->res[nres++] = i;
	if (!nres)
		return TRF_OK;
	for (int i = end; i < v->n; i++)
		if (!s->done[i])
			s->pool[npool++] = i;
	int rc = dv_choose_upfloaters(v, s->res, nres, s->pool, npool, s->up, &nup);
	if (rc < 0)
		return fail(d, TRF_ELIMIT, "out of memory");
	if (rc > 0)
		return fail(d, TRF_ENOPAIRING, "a scoregroup cannot be paired (C1, C3)");
	int k = 0;
	for (int i = 0; i < nres; i++)
		s->mem[k++] = s->res[i];
	for (int i = 0; i < nup; i++)
		s->mem[k++] = s->up[i];
	rc = pair_bracket(v, s->mem, k, s->pairs + s->npairs);
	if (rc < 0)
		return fail(d, TRF_ELIMIT, "out of memory");
	if (rc > 0)
		return fail(d, TRF_EINTERNAL, "a bracket chosen as pairable has no pairing");
	s->npairs += k / 2;
	for (int i = 0; i < k; i++)
		s->done[s->mem[i]] = 1;
	return TRF_OK;
}

static int pair_round(struct state *s, struct trf_diag *d)
{
	struct dvround *v = &s->v;
	int n = v->n;

	for (int i = 0; i < n; i++)
		s->res[i] = i;
	if (n % 2) {
		int b = dv_choose_bye(v, s->res, n);	/* 2.1 */
		if (b == -2)
			return fail(d, TRF_ELIMIT, "out of memory");
		if (b < 0)
			return fail(d, TRF_ENOPAIRING,
				    "no player can take the PAB and leave the others pairable (C1-C4)");
		s->bye = b;
		s->done[b] = 1;
	} else {
		int ok = dv_pairable(v, s->res, n);	/* 1.8.1 */
		if (ok < 0)
			return fail(d, TRF_ELIMIT, "out of memory");
		if (!ok)
			return fail(d, TRF_ENOPAIRING, "no complete pairing satisfies C1 and C3");
	}
	/* 1.8.2: the scoregroups in descending order of score. */
	for (int first = 0; first < n;) {
		int end = first;
		while (end < n && v->p[end].score == v->p[first].score)
			end++;
		int rc = scoregroup(s, first, end, d);
		if (rc != TRF_OK)
			return rc;
		first = end;
	}
	return TRF_OK;
}

int dubov_pair(const struct tmt *t, int r, const struct dubov_options *opt,
	       struct pairing *out, struct trf_diag *d)
{
	struct state s;
	int total = opt && opt->total_rounds ? opt->total_rounds : t->total_rounds;
	int rc;

	pairing_init(out);
	if (total <= 0)
		return fail(d, TRF_EINVALID,
			    "the Dubov System needs the number of rounds (XXR or 142) for MaxT (1.7.2)");
	memset(&s, 0, sizeof(s));
	s.bye = -1;
	if (dvround_init(&s.v, t, r, total) < 0) {
		dvround_free(&s.v);
		return fail(d, TRF_ELIMIT, "out of memory");
	}
	size_t n = (size_t)s.v.n + 1;
	s.done = calloc(n, 1);
	s.res = malloc(sizeof(int) * n);
	s.pool = malloc(sizeof(int) * n);
	s.up = malloc(sizeof(int) * n);
	s.mem = malloc(sizeof(int) * n);
	s.pairs = malloc(sizeof(*s.pairs) * n);
	if (!s.done || !s.res || !s.pool || !s.up || !s.mem || !s.pairs)
		rc = fail(d, TRF_ELIMIT, "out of memory");
	else
		rc = pair_round(&s, d);
	for (int i = 0; rc == TRF_OK && i < s.npairs; i++) {
		int a = s.pairs[i][0], b = s.pairs[i][1];
		int wa = dv_white(&s.v, a, b);	/* 5.2 */
		int w = s.v.p[wa ? a : b].idx, bl = s.v.p[wa ? b : a].idx;
		if (pairing_add(out, w, bl) < 0)
			rc = fail(d, TRF_ELIMIT, "out of memory");
	}
	if (rc == TRF_OK) {
		out->bye = s.bye >= 0 ? s.v.p[s.bye].idx : -1;
		pairing_sort_boards(out, t, r);
	} else {
		pairing_free(out);
	}
	free(s.done);
	free(s.res);
	free(s.pool);
	free(s.up);
	free(s.mem);
	free(s.pairs);
	dvround_free(&s.v);
	return rc;
}
