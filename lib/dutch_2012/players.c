/*
 * players.c - the players of one round by the 2012 text: A.2 order,
 * colour preferences (A.7, F.2, F.3), floats (A.4, B.1b), bye eligibility
 * (B.1b), top scorers (A.10) and who has met whom (B.1a).
 */
#include <stdlib.h>
#include <string.h>

#include "dutch_2012/internal.h"

/* A.2: score, then the pairing number (rating, title, name). */
static int by_a2(const void *x, const void *y)
{
	const struct d12p *a = x, *b = y;

	if (a->score != b->score)
		return a->score > b->score ? -1 : 1;
	return (a->idx > b->idx) - (a->idx < b->idx);
}

/* A.7 on the played colours (F.2: unplayed rounds do not count; F.3:
 * the history closes up over them). */
static void preference(struct d12p *p)
{
	int n = (int)strlen(p->hist);

	p->pref = 0;
	p->strength = TMT_PREF_NONE;
	if (n == 0)
		return;		/* A.7.f: no preference yet */
	if (p->cd > 1 || p->cd < -1 ||
	    (n >= 2 && p->hist[n - 1] == p->hist[n - 2])) {	/* A.7.a */
		p->strength = TMT_PREF_ABSOLUTE;
		if (p->cd < -1)
			p->pref = 'w';
		else if (p->cd > 1)
			p->pref = 'b';
		else
			p->pref = p->hist[n - 1] == 'w' ? 'b' : 'w';
	} else if (p->cd != 0) {	/* A.7.b */
		p->strength = TMT_PREF_STRONG;
		p->pref = p->cd < 0 ? 'w' : 'b';
	} else {			/* A.7.c: alternate */
		p->strength = TMT_PREF_MILD;
		p->pref = p->hist[n - 1] == 'w' ? 'b' : 'w';
	}
}

/* B.1b: a round without a game over the board that brought a point or
 * half point (bye, opponent not appearing); a forfeit loss, a zero-point
 * bye or an absence brought nothing and is no float. */
static int unplayed_points(const struct tmt *t, int p, int r)
{
	const struct tmt_round *rd = tmt_at(t, p, r);

	return (rd->kind != TMT_PLAYED || rd->opponent < 0) &&
	       tmt_float_2026(t, p, r) == TMT_FLOAT_DOWN;
}

/* A.4 for played games (the higher score floats down), B.1b for the
 * rest: tmt_float_2026() reads both exactly so. */
static int float_b1b(const struct tmt *t, int p, int r)
{
	return tmt_float_2026(t, p, r);
}

int d12_init(struct d12round *v, const struct tmt *t, int r, int total)
{
	int n = 0;

	memset(v, 0, sizeof(*v));
	v->t = t;
	v->r = r;
	v->odd_round = r % 2;
	v->last = total > 0 && r == total;
	v->initial = t->initial_colour ? t->initial_colour : 'w';
	for (int i = 0; i < t->n; i++)
		n += tmt_to_be_paired(t, i, r) != 0;
	v->n = n;
	v->p = calloc((size_t)n + 1, sizeof(*v->p));
	v->met = calloc((size_t)n * (size_t)n + 1, 1);
	if (!v->p || !v->met)
		return -1;
	int k = 0;
	for (int i = 0; i < t->n; i++) {
		if (!tmt_to_be_paired(t, i, r))
			continue;
		struct d12p *p = &v->p[k++];
		p->idx = i;
		p->score = tmt_pairing_score(t, i, r);
		p->cd = tmt_colour_diff(t, i, r - 1);
		int len = tmt_colour_history(t, i, r - 1, NULL, 0);
		p->hist = malloc((size_t)len + 1);
		if (!p->hist)
			return -1;
		tmt_colour_history(t, i, r - 1, p->hist, (size_t)len + 1);
		p->games = len;
		preference(p);
		p->fl1 = float_b1b(t, i, r - 1);
		p->fl2 = float_b1b(t, i, r - 2);
		p->bye_ok = tmt_pab_eligible(t, i, r);	/* B.1b */
		for (int rr = 1; rr < r; rr++)
			if (unplayed_points(t, i, rr))
				p->bye_ok = 0;		/* B.1b: a half-point bye too */
		/* A.10: over 50% of the maximum, in the last round only. */
		p->top = v->last && 2 * p->score > (r - 1) * t->win_points;
		p->colour_rank = tmt_colour_rank(t, i, r);
	}
	qsort(v->p, (size_t)n, sizeof(*v->p), by_a2);
	for (int a = 0; a < n; a++)
		for (int b = 0; b < n; b++)
			if (a != b && (tmt_played_each_other(t, v->p[a].idx, v->p[b].idx, r - 1) ||
				       tmt_forbidden(t, v->p[a].idx, v->p[b].idx, r)))
				v->met[a * n + b] = 1;
	return 0;
}

void d12_free(struct d12round *v)
{
	for (int i = 0; v->p && i < v->n; i++)
		free(v->p[i].hist);
	free(v->p);
	free(v->met);
	memset(v, 0, sizeof(*v));
}

int d12_legal(const struct d12round *v, int a, int b, int b2)
{
	const struct d12p *x = &v->p[a], *y = &v->p[b];

	if (a == b || v->met[a * v->n + b])
		return 0;	/* B.1a */
	/* B.2; its note waives it for top scorers (C.10.g). */
	if (x->strength == TMT_PREF_ABSOLUTE && y->strength == TMT_PREF_ABSOLUTE &&
	    x->pref == y->pref)
		return !b2 && (x->top || y->top);
	return 1;
}

int d12_same_strong(const struct d12round *v, int a, int b)
{
	const struct d12p *x = &v->p[a], *y = &v->p[b];

	return x->strength >= TMT_PREF_STRONG && y->strength >= TMT_PREF_STRONG &&
	       x->pref == y->pref;
}

int d12_conflict(const struct d12round *v, int a, int b)
{
	const struct d12p *x = &v->p[a], *y = &v->p[b];

	return x->pref && y->pref && x->pref == y->pref;
}
