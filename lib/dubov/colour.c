/*
 * colour.c - who gets white on a board (C.04.4.1 5.2.1-5.2.5).
 */
#include "dubov/internal.h"

static char other(char c)
{
	return c == 'w' ? 'b' : 'w';
}

/* 5.2.1: more points, then the better initial ranking. */
static int ranks_higher(const struct dvplayer *a, const struct dvplayer *b)
{
	if (a->score != b->score)
		return a->score > b->score;
	return a->idx < b->idx;
}

int dv_white(const struct dvround *v, int ia, int ib)
{
	const struct dvplayer *a = &v->p[ia], *b = &v->p[ib];
	const struct dvplayer *hi = ranks_higher(a, b) ? a : b;

	/* 5.2.1: neither has played: the initial colour by parity. */
	if (!a->games && !b->games) {
		char c = hi->colour_rank % 2 ? v->initial_colour : other(v->initial_colour);
		return (hi == a) == (c == 'w');
	}
	/* 5.2.2: both preferences can be granted. */
	if (a->pref.colour != b->pref.colour)
		return a->pref.colour == 'w';
	/* 5.2.3: the stronger preference. */
	if (a->pref.strength != b->pref.strength)
		return (a->pref.strength > b->pref.strength) == (a->pref.colour == 'w');
	/* 5.2.4: alternate from the latest round in which they had
	 * different colours, histories compared from their ends (GHR 4.5:
	 * played games only). */
	for (int i = a->nhist - 1, j = b->nhist - 1; i >= 0 && j >= 0; i--, j--)
		if (a->hist[i] != b->hist[j])
			return a->hist[i] == 'b';
	/* 5.2.5: the higher ranked player's preference. */
	return (hi == a) == (hi->pref.colour == 'w');
}
