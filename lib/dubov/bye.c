/*
 * bye.c - the pairing-allocated bye, assigned before any bracket
 * (C.04.4.1 2.1).
 */
#include <stdlib.h>

#include "dubov/internal.h"

struct cand {
	int who;
	const struct dvplayer *p;
};

/* 2.1.3 lowest score, 2.1.4 most games played, 2.1.5 lowest ranking. */
static int bye_order(const void *a, const void *b)
{
	const struct dvplayer *x = ((const struct cand *)a)->p;
	const struct dvplayer *y = ((const struct cand *)b)->p;

	if (x->score != y->score)
		return x->score < y->score ? -1 : 1;
	if (x->games != y->games)
		return x->games > y->games ? -1 : 1;
	return y->idx - x->idx;
}

int dv_choose_bye(const struct dvround *v, const int *who, int k)
{
	struct cand *cand = malloc(sizeof(*cand) * ((size_t)k + 1));
	int *rest = malloc(sizeof(int) * ((size_t)k + 1));
	int nc = 0, bye = -1;

	if (!cand || !rest) {
		bye = -2;
		goto out;
	}
	for (int i = 0; i < k; i++)
		if (v->p[who[i]].pab_ok)	/* 2.1.1, C2 */
			cand[nc++] = (struct cand){ who[i], &v->p[who[i]] };
	qsort(cand, (size_t)nc, sizeof(*cand), bye_order);
	for (int c = 0; c < nc && bye == -1; c++) {
		int nr = 0;
		for (int i = 0; i < k; i++)
			if (who[i] != cand[c].who)
				rest[nr++] = who[i];
		int ok = dv_pairable(v, rest, nr);	/* 2.1.2, C4 */
		if (ok < 0)
			bye = -2;
		else if (ok)
			bye = cand[c].who;
	}
out:
	free(cand);
	free(rest);
	return bye;
}
