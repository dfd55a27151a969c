/*
 * dutch_2012.c - one round by the Dutch System, 2012 text: the score
 * brackets from the top down (A.3, C), the moved-down players joining
 * the next bracket, the last one left over taking the bye (A.5, B.1b),
 * colours by E, boards in the order of F.1.
 */
#include <stdlib.h>
#include <string.h>

#include "dutch_2012/internal.h"

static int fail(struct trf_diag *d, int status, const char *msg)
{
	trf_diag_set(d, "", 0, 0, status, "%s", msg);
	return status;
}

static int pair_round(struct d12round *v, int (*pairs)[2], int *np, int *bye,
		      struct trf_diag *d)
{
	int n = v->n;
	int *all = malloc(sizeof(int) * ((size_t)n + 1));
	int *mem = malloc(sizeof(int) * ((size_t)n + 1));
	int *down = malloc(sizeof(int) * ((size_t)n + 1));
	int *carry = malloc(sizeof(int) * ((size_t)n + 1));
	int ncarry = 0, rc = TRF_OK;

	*np = 0;
	*bye = -1;
	if (!all || !mem || !down || !carry) {
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
			  n % 2 ? "no pairing of the round meets B.1a and B.2 with a bye to a player who had none (B.1b)"
				: "no pairing of the round meets B.1a and B.2");
		goto out;
	}
	for (int first = 0; first < n;) {
		int end = first;
		while (end < n && v->p[end].score == v->p[first].score)
			end++;
		/* The bracket: the moved-down players first, then the
		 * residents (A.2 order, positions ascending). */
		int k = 0;
		for (int i = 0; i < ncarry; i++)
			mem[k++] = carry[i];
		for (int i = first; i < end; i++)
			mem[k++] = i;
		int nd = 0, got = 0;
		int brc = d12_bracket(v, mem, k, ncarry, all + end, n - end, pairs + *np, &got,
				      down, &nd);
		if (brc == -1) {
			rc = fail(d, TRF_ELIMIT, "out of memory");
			goto out;
		}
		if (brc == -2 || (brc == 1 && v->exhausted)) {
			rc = fail(d, TRF_ELIMIT, "the search bound of a score bracket was reached (see DUTCH 2012 readings)");
			goto out;
		}
		if (brc == 1) {
			rc = fail(d, TRF_ENOPAIRING, "the lowest score bracket cannot be paired (C.13)");
			goto out;
		}
		*np += got;
		memcpy(carry, down, sizeof(int) * (size_t)nd);
		ncarry = nd;
		first = end;
	}
	if (ncarry > 1 || (ncarry == 1 && !v->p[carry[0]].bye_ok)) {
		rc = fail(d, TRF_EINTERNAL, "players left unpaired after the lowest bracket");
		goto out;
	}
	if (ncarry == 1)
		*bye = carry[0];
out:
	free(all);
	free(mem);
	free(down);
	free(carry);
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
