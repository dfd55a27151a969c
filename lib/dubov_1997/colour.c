/*
 * colour.c - colour allocation (3) within the limitations 2.3 and 2.4.
 */
#include "dubov_1997/internal.h"

static int absval(int x)
{
	return x < 0 ? -x : x;
}

/* Colour of the i-th game from the last (0 = last) of a, or 0. */
static char back(const struct tmt *t, int idx, int r, int i)
{
	for (int k = r - 1; k >= 1; k--) {
		const struct tmt_round *rd = tmt_at(t, idx, k);
		if (rd->kind != TMT_PLAYED || rd->opponent < 0)
			continue;
		if (i-- == 0)
			return rd->colour;
	}
	return 0;
}

/* The decision of 3 for a against b, both colourings allowed. */
static int by_rule3(const struct d97round *v, const struct d97p *a, const struct d97p *b)
{
	/* give both players their due colour (one without a due colour
	 * takes what the other leaves) */
	if (a->due && a->due != b->due)
		return a->due == 'w';
	if (b->due && b->due != a->due)
		return b->due == 'b';
	/* equalise the numbers of black and white games */
	int da = a->nw - a->nb, db = b->nw - b->nb;
	if (absval(da) != absval(db))
		return absval(da) > absval(db) ? da < 0 : db > 0;
	/* alternate from the first difference going back (games played,
	 * latest first; ours) */
	for (int i = 0;; i++) {
		char ca = back(v->t, a->idx, v->r, i), cb = back(v->t, b->idx, v->r, i);
		if (!ca || !cb)
			break;
		if (ca != cb)
			return ca == 'b';
	}
	if (a->aro10 != b->aro10)	/* White to the higher ARO */
		return a->aro10 > b->aro10;
	if (a->rating != b->rating)	/* White to the lower R */
		return a->rating < b->rating;
	return a->idx < b->idx;		/* ours: the smaller pairing number */
}

int d97_white(const struct d97round *v, int ia, int ib)
{
	const struct d97p *a = &v->p[ia], *b = &v->p[ib];
	int aw = d97_can_take(a, 'w') && d97_can_take(b, 'b');
	int bw = d97_can_take(a, 'b') && d97_can_take(b, 'w');

	if (aw != bw)	/* 2.3, 2.4 before 3 */
		return aw;
	return by_rule3(v, a, b);
}
