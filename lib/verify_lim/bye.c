/*
 * bye.c - the pairing-allocated bye (Lim 1.1, 7.1; Basic Rule 4 of
 * 2025) and players left without an opponent.
 */
#include <stdlib.h>
#include <string.h>

#include "verify_lim/state.h"

struct bye_key {
	int score, pos;
};

/* The order the PAB is offered in: the lowest score first, then the
 * lowest ranked (the higher position); a total order, so qsort gives
 * the one answer. */
static int bye_order(const void *a, const void *b)
{
	const struct bye_key *x = a, *y = b;

	if (x->score != y->score)
		return x->score < y->score ? -1 : 1;
	return x->pos > y->pos ? -1 : x->pos < y->pos;
}

/* 1.1 and Basic Rule 4: the eligible player of the lowest score, the
 * lowest ranked of them; if the others cannot all be paired without
 * him, the next in that order (engine's reading).  -1 none, -2 error. */
static int expected_bye(struct lstate *s)
{
	struct lround *v = &s->v;
	int *cand = malloc(sizeof(int) * ((size_t)v->n + 1));
	int *rest = malloc(sizeof(int) * ((size_t)v->n + 1));
	int *wit = malloc(sizeof(int) * ((size_t)v->n + 1));
	int best = -2, nc = 0;

	if (!cand || !rest || !wit)
		goto out;
	for (int i = v->n - 1; i >= 0; i--)
		if (v->p[i].pab_ok)
			cand[nc++] = i;
	/* By score, ascending: the weakest first within a score. */
	struct bye_key *key = malloc(sizeof(*key) * ((size_t)nc + 1));
	if (!key)
		goto out;
	for (int i = 0; i < nc; i++)
		key[i] = (struct bye_key){ v->p[cand[i]].score, cand[i] };
	qsort(key, (size_t)nc, sizeof(*key), bye_order);
	for (int i = 0; i < nc; i++)
		cand[i] = key[i].pos;
	free(key);
	memcpy(wit, v->mate, sizeof(int) * (size_t)v->n);
	best = nc ? cand[0] : -1;
	for (int c = 0; c < nc; c++) {
		int m = 0;
		for (int i = 0; i < v->n; i++)
			if (i != cand[c])
				rest[m++] = i;
		int ok = lperfect_wit(v, rest, m, wit);
		if (ok < 0) {
			best = -2;
			break;
		}
		if (ok) {
			best = cand[c];
			break;
		}
	}
out:
	free(cand);
	free(rest);
	free(wit);
	return best;
}

int lv_check_bye(struct lstate *s)
{
	struct lround *v = &s->v;
	const char *rule = v->r == 1 ? "7 round one" : "1.1 bye";
	int b = v->bye;

	for (int i = 0; i < v->n; i++)
		if (v->mate[i] < 0 && i != b) {
			lv_about3(s, i, -1, -1);
			lv_finding(s, NULL, rule, "%d is to be paired but has neither an opponent nor the PAB",
				lv_id(s, i));
		}
	if (v->n % 2 == 0) {
		if (b >= 0)
			lv_about3(s, b, -1, -1);
		if (b >= 0)
			lv_finding(s, NULL, rule, "%d gets the PAB though %d players, an even number, "
				"are paired", lv_id(s, b), v->n);
		return 0;
	}
	if (b < 0) {
		lv_finding(s, NULL, rule, "%d players are paired and nobody gets the PAB", v->n);
		return 0;
	}
	if (!v->p[b].pab_ok) {
		lv_about3(s, b, -1, -1);
		lv_finding(s, NULL, rule, "%d gets the PAB but already had a PAB, a forfeit win or a "
			"full-point bye (Basic Rule 4)", lv_id(s, b));
		return 0;
	}
	int e = expected_bye(s);
	if (e == -2)
		return -1;
	if (e >= 0 && e != b) {
		char sc[16];
		lv_points(v->p[e].score, sc);
		lv_about3(s, e, b, -1);
		lv_finding(s, NULL, rule, "the PAB goes to %d, the lowest ranked eligible player of the "
			"lowest score group (%s), not %d", lv_id(s, e), sc, lv_id(s, b));
	}
	return 0;
}
