/*
 * dubov_1997.c - one round by the Dubov System, 1997 text: round 1 by
 * halves (5); later rounds the bye first (4, 2.2), then the score
 * groups (round.c); colours by 3, boards in publication order.
 */
#include <stdlib.h>
#include <string.h>

#include "dubov_1997/internal.h"

int d97_pair_groups(struct d97round *v);

static int fail(struct trf_diag *d, int status, const char *msg)
{
	trf_diag_set(d, "", 0, 0, status, "%s", msg);
	return status;
}

/* 5: the list in pairing-number order, upper half against lower half;
 * the first pair by lot (the initial colour, XXC; White when unknown),
 * odd-numbered pairs as the first, even-numbered ones the other way;
 * an odd player out, the last, gets the bye. */
static int first_round(const struct tmt *t, struct pairing *out, struct trf_diag *d)
{
	int *who = malloc(sizeof(int) * ((size_t)t->n + 1)), k = 0;
	char lot = t->initial_colour ? t->initial_colour : 'w';

	if (!who)
		return fail(d, TRF_ELIMIT, "out of memory");
	for (int i = 0; i < t->n; i++)
		if (tmt_to_be_paired(t, i, 1))
			who[k++] = i;
	if (k % 2)
		out->bye = who[--k];
	for (int i = 0; i < k / 2; i++) {
		int up = who[i], down = who[i + k / 2];
		int up_white = (i % 2 == 0) == (lot == 'w');
		if (pairing_add(out, up_white ? up : down, up_white ? down : up) < 0) {
			free(who);
			return fail(d, TRF_ELIMIT, "out of memory");
		}
	}
	free(who);
	return TRF_OK;
}

/* 4: the bye order: the lowest score group, the lowest R; with equal R
 * the dominating due colour of that group first, then the higher ARO
 * (ours: then the higher pairing number). */
static const struct d97round *bye_v;
static char bye_dom;

static int cmp_bye(const void *pa, const void *pb)
{
	const struct d97p *x = &bye_v->p[*(const int *)pa], *y = &bye_v->p[*(const int *)pb];

	if (x->score != y->score)
		return x->score < y->score ? -1 : 1;
	if (x->rating != y->rating)
		return x->rating < y->rating ? -1 : 1;
	if (bye_dom && (x->due == bye_dom) != (y->due == bye_dom))
		return x->due == bye_dom ? -1 : 1;
	if (x->aro10 != y->aro10)
		return x->aro10 > y->aro10 ? -1 : 1;
	return y->idx - x->idx;
}

/* The dominating due colour of the group of score s, or 0. */
static char dominating(const struct d97round *v, int s)
{
	int nw = 0, nb = 0;

	for (int i = 0; i < v->n; i++)
		if (v->p[i].score == s) {
			nw += v->p[i].due == 'w';
			nb += v->p[i].due == 'b';
		}
	return nw > nb ? 'w' : nb > nw ? 'b' : 0;
}

static int choose_bye(struct d97round *v, struct trf_diag *d)
{
	int *ord = malloc(sizeof(int) * ((size_t)v->n + 1)), k = 0, rc = TRF_ENOPAIRING;

	if (!ord)
		return fail(d, TRF_ELIMIT, "out of memory");
	for (int i = 0; i < v->n; i++)
		if (v->p[i].bye_ok)	/* 2.2 */
			ord[k++] = i;
	bye_v = v;
	/* ties on R are settled inside one score group: the lowest one
	 * with an eligible player, whose dominating colour counts */
	bye_dom = k ? dominating(v, v->p[ord[0]].score) : 0;
	for (int i = 1; i < k; i++)
		if (v->p[ord[i]].score < v->p[ord[0]].score)
			bye_dom = 0;
	for (int i = 0; i < k; i++)
		for (int j = i + 1; j < k; j++)
			if (v->p[ord[j]].score < v->p[ord[i]].score) {
				int tmp = ord[i];
				ord[i] = ord[j];
				ord[j] = tmp;
			}
	/* by group, lowest first, each with its own dominating colour */
	for (int a = 0; a < k && rc == TRF_ENOPAIRING;) {
		int b = a;
		while (b < k && v->p[ord[b]].score == v->p[ord[a]].score)
			b++;
		bye_dom = dominating(v, v->p[ord[a]].score);
		qsort(ord + a, (size_t)(b - a), sizeof(int), cmp_bye);
		for (int i = a; i < b && rc == TRF_ENOPAIRING; i++) {
			int skip = ord[i];
			int ok = d97_rest_pairable(v, &skip, 1);
			if (ok < 0)
				rc = fail(d, TRF_ELIMIT, "out of memory");
			else if (ok) {
				v->mate[skip] = -2;
				rc = TRF_OK;
			}
		}
		a = b;
	}
	free(ord);
	if (rc == TRF_ENOPAIRING)
		fail(d, rc, k ? "no player may take the PAB (2.2) with the others paired by 2.1-2.4"
			     : "every player has had a point without playing: nobody may take the PAB (2.2)");
	return rc;
}

int d97_pair_round(struct d97round *v, struct trf_diag *d)
{
	int rc = TRF_OK;

	if (v->n % 2) {
		rc = choose_bye(v, d);
	} else {
		int ok = d97_rest_pairable(v, NULL, 0);
		if (ok < 0)
			rc = fail(d, TRF_ELIMIT, "out of memory");
		else if (!ok)
			rc = fail(d, TRF_ENOPAIRING, "no pairing of the round meets 2.1-2.4");
	}
	if (rc == TRF_OK) {
		int g = d97_pair_groups(v);
		if (g == -1)
			rc = fail(d, TRF_ELIMIT, "out of memory");
		else if (g == -2)
			rc = fail(d, TRF_ELIMIT, "the bound on floater sets (6.4) was reached");
		else if (g < 0)
			rc = fail(d, TRF_EINTERNAL, "players left unpaired after the lowest score group");
	}
	return rc;
}

int dubov1997_pair(const struct tmt *t, int r, const struct dubov1997_options *opt,
		   struct pairing *out, struct trf_diag *d)
{
	struct d97round v;
	struct d97hist h;
	int total = opt && opt->total_rounds ? opt->total_rounds : t->total_rounds;
	int rc = TRF_OK;

	pairing_init(out);
	if (total <= 0)
		return fail(d, TRF_EINVALID, "the Dubov System (1997) needs the total number of rounds "
			    "(XXR) for 2.5");
	if (r == 1) {
		rc = first_round(t, out, d);
		if (rc == TRF_OK)
			pairing_sort_boards(out, t, r);
		else
			pairing_free(out);
		return rc;
	}
	/* 2.5, 6.4: which earlier games were transfers, which floats */
	if (d97_history(t, r, total, &h) < 0) {
		d97_hist_free(&h);
		return fail(d, TRF_ELIMIT, "out of memory");
	}
	int bad = d97_init(&v, t, r, total, &h);
	d97_hist_free(&h);
	if (bad < 0) {
		d97_free(&v);
		return fail(d, TRF_ELIMIT, "out of memory");
	}
	rc = d97_pair_round(&v, d);
	out->bye = -1;
	for (int i = 0; rc == TRF_OK && i < v.n; i++) {
		if (v.mate[i] == -2)
			out->bye = v.p[i].idx;
		else if (v.mate[i] > i) {
			int w = d97_white(&v, i, v.mate[i]);
			int a = v.p[w ? i : v.mate[i]].idx, b = v.p[w ? v.mate[i] : i].idx;
			if (pairing_add(out, a, b) < 0)
				rc = fail(d, TRF_ELIMIT, "out of memory");
		} else if (v.mate[i] == -1) {
			rc = fail(d, TRF_EINTERNAL, "a player was left unpaired");
		}
	}
	if (rc == TRF_OK)
		pairing_sort_boards(out, t, r);
	else
		pairing_free(out);
	d97_free(&v);
	return rc;
}

int dubov1997_moves(const struct tmt *t, int r, const struct dubov1997_options *opt,
		    unsigned char *moves, int *guessed)
{
	struct d97hist h;
	int total = opt && opt->total_rounds ? opt->total_rounds : t->total_rounds;

	if (total <= 0)
		return TRF_EINVALID;
	if (d97_history(t, r, total, &h) < 0) {
		d97_hist_free(&h);
		return TRF_ELIMIT;
	}
	for (int p = 0; p < t->n; p++)
		for (int k = 0; k < r; k++)
			moves[(size_t)p * (size_t)r + (size_t)k] =
				k >= 1 && k <= h.rounds ?
				h.moves[(size_t)p * (size_t)(h.rounds + 1) + (size_t)k] : 0;
	if (guessed)
		*guessed = h.nguessed;
	d97_hist_free(&h);
	return 0;
}
