/*
 * colour.c - colour allocation of a pair, C.04.3 E.1-E.5, and what it
 * means for the colour criteria C8-C11.
 */
#include <stdlib.h>

#include "dutch/internal.h"

/* A.2 ranking: a ranks higher than b (indices into dr->p are A.2 order). */
static int higher(int a, int b)
{
	return a < b;
}

/* E.3: the most recent step where the two played different colours,
 * comparing the played-game histories backwards in step (companion
 * 2.5).  Returns the colour a had then, or 0. */
static char last_difference(const struct dplayer *a, const struct dplayer *b)
{
	for (int i = a->nhist - 1, j = b->nhist - 1; i >= 0 && j >= 0; i--, j--)
		if (a->hist[i] != b->hist[j])
			return a->hist[i];
	return 0;
}

static int abs_int(int x)
{
	return x < 0 ? -x : x;
}

int dcolour_white(const struct dround *dr, int a, int b)
{
	const struct dplayer *pa = &dr->p[a], *pb = &dr->p[b];
	char ca = pa->pref.colour, cb = pb->pref.colour;

	/* E.1, with A.6.d: no preference grants the opponent's. */
	if (ca && cb && ca != cb)
		return ca == 'w';
	if (ca && !cb)
		return ca == 'w';
	if (!ca && cb)
		return cb == 'b';
	if (ca && cb) {
		/* E.2: the stronger preference; both absolute: wider cd. */
		if (pa->pref.strength != pb->pref.strength)
			return (pa->pref.strength > pb->pref.strength) == (ca == 'w');
		if (pa->pref.strength == TMT_PREF_ABSOLUTE &&
		    abs_int(pa->cd) != abs_int(pb->cd))
			return (abs_int(pa->cd) > abs_int(pb->cd)) == (ca == 'w');
		/* E.3: alternate from the latest difference. */
		char d = last_difference(pa, pb);
		if (d)
			return d == 'b';
		/* E.4: the higher ranked player's preference. */
		return higher(a, b) ? ca == 'w' : cb == 'b';
	}
	/* E.5: no preferences; odd rank gets the initial colour. */
	int hi = higher(a, b) ? a : b;
	int hi_white = (dr->p[hi].colour_rank % 2 == 1) == (dr->initial_colour == 'w');
	return hi == a ? hi_white : !hi_white;
}

static void eval_player(const struct dplayer *p, char got, int topscore_pair,
			struct dcolour_eval *e)
{
	if (p->pref.colour && p->pref.colour != got) {
		e->no_pref++;
		if (p->pref.strength == TMT_PREF_STRONG)
			e->no_strong++;
	}
	if (!topscore_pair)
		return;
	int cd = p->cd + (got == 'w' ? 1 : -1);
	if (cd > 2 || cd < -2)
		e->cd_over2++;
	if (p->last1 == got && p->last2 == got)
		e->three_row++;
}

void dcolour_eval(const struct dround *dr, int a, int b, struct dcolour_eval *e)
{
	int aw = dcolour_white(dr, a, b);
	int top = dr->p[a].topscorer || dr->p[b].topscorer;

	e->no_pref = e->no_strong = e->cd_over2 = e->three_row = 0;
	eval_player(&dr->p[a], aw ? 'w' : 'b', top, e);
	eval_player(&dr->p[b], aw ? 'b' : 'w', top, e);
}
