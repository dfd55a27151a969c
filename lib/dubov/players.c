/*
 * players.c - the players of a Dubov round, what the rules read of their
 * history, and who may meet whom (C1, C3, XXP).
 */
#include <stdlib.h>
#include <string.h>

#include "dubov/internal.h"
#include "match/match.h"

static void fill(struct dvplayer *p, const struct tmt *t, int idx, int r, int maxt, int rank)
{
	memset(p, 0, sizeof(*p));
	p->idx = idx;
	p->score = tmt_pairing_score(t, idx, r);
	p->aro = tmt_aro(t, idx, r - 1);
	p->pref = tmt_colour_pref(t, idx, r - 1, TMT_DUBOV);
	p->games = tmt_games_played(t, idx, r - 1);
	p->upfloats = tmt_upfloats(t, idx, r - 1);
	p->maxup = p->upfloats >= maxt;
	p->prevup = r > 1 && tmt_float(t, idx, r - 1) == TMT_FLOAT_UP;
	p->pab_ok = tmt_pab_allowed_2025(t, idx, r);	/* C2 */
	p->colour_rank = rank;
	p->nhist = tmt_colour_history(t, idx, r - 1, p->hist, sizeof(p->hist));
	if (p->nhist >= (int)sizeof(p->hist))
		p->nhist = (int)sizeof(p->hist) - 1;
}

static int by_score(const void *a, const void *b)
{
	const struct dvplayer *x = a, *y = b;

	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return x->idx - y->idx;
}

/* C3: the same absolute preference; Dubov has no topscorers. */
static int same_absolute(const struct dvplayer *a, const struct dvplayer *b)
{
	return a->pref.strength == TMT_PREF_ABSOLUTE && b->pref.strength == TMT_PREF_ABSOLUTE &&
	       a->pref.colour == b->pref.colour;
}

/* C1 and XXP: the pair may not meet (tmt_each_barred()). */
static void unpair(void *ctx, int a, int b, enum tmt_barred why)
{
	struct dvround *v = ctx;
	size_t n = (size_t)v->n;

	(void)why;
	v->compat[(size_t)a * n + (size_t)b] = v->compat[(size_t)b * n + (size_t)a] = 0;
}

/* compat[]: C3 pair by pair, then the games of each player's history
 * (C1: no second game; forfeited games do not count) and the XXP lines
 * marked off, so that the history is read once, not once a pair. */
static void mark_compat(struct dvround *v, const int *pos)
{
	size_t n = (size_t)v->n;

	/* row by row (the matrix is symmetric): a player without an
	 * absolute preference may meet everybody else */
	for (size_t a = 0; a < n; a++) {
		unsigned char *row = v->compat + a * n;
		if (v->p[a].pref.strength != TMT_PREF_ABSOLUTE) {
			memset(row, 1, n);
		} else {
			for (size_t b = 0; b < n; b++)
				row[b] = (unsigned char)!same_absolute(&v->p[a], &v->p[b]);
		}
		row[a] = 0;
	}
	tmt_each_barred(v->t, v->r, pos, unpair, v);	/* C1, XXP */
}

int dvround_init(struct dvround *v, const struct tmt *t, int r, int total_rounds)
{
	int n = 0, maxt = 2 + total_rounds / 5;	/* 1.7.2 */

	memset(v, 0, sizeof(*v));
	v->t = t;
	v->r = r;
	v->last_round = r >= total_rounds;
	v->initial_colour = t->initial_colour ? t->initial_colour : 'w';
	v->p = malloc(sizeof(*v->p) * ((size_t)t->n + 1));
	int *pos = malloc(sizeof(int) * ((size_t)t->n + 1));
	if (!v->p || !pos) {
		free(pos);
		return -1;
	}
	tmt_colour_ranks(t, r, pos);
	for (int i = 0; i < t->n; i++)
		if (tmt_to_be_paired(t, i, r))
			fill(&v->p[n++], t, i, r, maxt, pos[i]);
	v->n = n;
	qsort(v->p, (size_t)n, sizeof(*v->p), by_score);
	v->compat = calloc((size_t)n * (size_t)n + 1, 1);
	if (!v->compat) {
		free(pos);
		return -1;
	}
	for (int i = 0; i < t->n; i++)
		pos[i] = -1;
	for (int a = 0; a < n; a++)
		pos[v->p[a].idx] = a;
	mark_compat(v, pos);
	free(pos);
	return 0;
}

void dvround_free(struct dvround *v)
{
	free(v->p);
	free(v->compat);
	memset(v, 0, sizeof(*v));
}

int dv_pairable(const struct dvround *v, const int *who, int k)
{
	if (k % 2)
		return 0;
	if (!k)
		return 1;
	int *mate = malloc(sizeof(int) * (size_t)k);
	if (!mate)
		return -1;
	int m = match_cardinality(v->compat, (size_t)v->n, who, k, mate, 1);
	free(mate);
	return m < 0 ? -1 : 2 * m == k;
}
