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

/* compat[]: C3 pair by pair, then the games of each player's history
 * (C1: no second game; forfeited games do not count) and the XXP lines
 * marked off, so that the history is read once, not once a pair. */
static void mark_compat(struct dvround *v, const int *pos)
{
	const struct tmt *t = v->t;
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
	/* C1: the history of the player earlier in the order, as one pair
	 * test would read it */
	for (size_t a = 0; a < n; a++)
		for (int k = 1; k <= v->r - 1 && k <= t->rounds; k++) {
			const struct tmt_round *rd = tmt_at(t, v->p[a].idx, k);
			int o = rd->kind == TMT_PLAYED && rd->opponent >= 0 && rd->opponent < t->n
					? pos[rd->opponent] : -1;
			if (o > (int)a)
				v->compat[a * n + (size_t)o] = v->compat[(size_t)o * n + a] = 0;
		}
	for (size_t f = 0; f < t->doc->nforbidden; f++) {	/* XXP */
		const struct trf_forbidden *x = &t->doc->forbidden[f];
		if ((x->first_round && v->r < x->first_round) || (x->last_round && v->r > x->last_round))
			continue;
		int ia = tmt_index(t, x->a), ib = tmt_index(t, x->b);
		int a = ia >= 0 ? pos[ia] : -1, b = ib >= 0 ? pos[ib] : -1;
		if (a >= 0 && b >= 0 && a != b)
			v->compat[(size_t)a * n + (size_t)b] = v->compat[(size_t)b * n + (size_t)a] = 0;
	}
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
