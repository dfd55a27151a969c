/*
 * players.c - the players of a Dubov round, what the rules read of their
 * history, and who may meet whom (C1, C3, XXP).
 */
#include <stdlib.h>
#include <string.h>

#include "dubov/internal.h"
#include "match/match.h"

static void fill(struct dvplayer *p, const struct tmt *t, int idx, int r, int maxt)
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
	p->colour_rank = tmt_colour_rank(t, idx, r);
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

static int may_meet(const struct dvround *v, const struct dvplayer *a,
		    const struct dvplayer *b)
{
	/* C1: no second game; forfeited games do not count. */
	if (tmt_played_each_other(v->t, a->idx, b->idx, v->r - 1))
		return 0;
	/* C3: the same absolute preference; Dubov has no topscorers. */
	if (a->pref.strength == TMT_PREF_ABSOLUTE &&
	    b->pref.strength == TMT_PREF_ABSOLUTE && a->pref.colour == b->pref.colour)
		return 0;
	return !tmt_forbidden(v->t, a->idx, b->idx, v->r);
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
	if (!v->p)
		return -1;
	for (int i = 0; i < t->n; i++)
		if (tmt_to_be_paired(t, i, r))
			fill(&v->p[n++], t, i, r, maxt);
	v->n = n;
	qsort(v->p, (size_t)n, sizeof(*v->p), by_score);
	v->compat = calloc((size_t)n * (size_t)n + 1, 1);
	if (!v->compat)
		return -1;
	for (int a = 0; a < n; a++)
		for (int b = a + 1; b < n; b++) {
			unsigned char ok = (unsigned char)may_meet(v, &v->p[a], &v->p[b]);
			v->compat[(size_t)a * (size_t)n + (size_t)b] = ok;
			v->compat[(size_t)b * (size_t)n + (size_t)a] = ok;
		}
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
