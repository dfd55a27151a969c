/*
 * colour.c - colour allocation of one pair by the 2012 text, E.1-E.5
 * (with the played histories of F.2/F.3).
 */
#include <string.h>

#include "dutch_2012/internal.h"

int d12_white(const struct d12round *v, int a, int b)
{
	const struct d12p *x = &v->p[a], *y = &v->p[b];
	int hi = a < b;		/* a is the higher ranked (A.2) */

	/* E.1: both preferences can be granted. */
	if (x->pref && y->pref && x->pref != y->pref)
		return x->pref == 'w';
	if (x->pref && !y->pref)
		return x->pref == 'w';
	if (!x->pref && y->pref)
		return y->pref == 'b';
	if (x->pref && y->pref) {
		/* E.2: the stronger preference. */
		if (x->strength != y->strength)
			return (x->strength > y->strength) == (x->pref == 'w');
		/* E.3: alternate from the latest game (counted back from
		 * each player's last played game, F.3) with different colours. */
		int i = (int)strlen(x->hist), j = (int)strlen(y->hist);
		while (i > 0 && j > 0) {
			i--, j--;
			if (x->hist[i] != y->hist[j])
				return x->hist[i] == 'b';
		}
		/* E.4: the higher ranked player's preference. */
		return hi ? x->pref == 'w' : y->pref == 'b';
	}
	/* E.5 (and no preference on either side later, A.7.c's lot): the
	 * higher ranked takes the initial colour on an odd pairing number. */
	const struct d12p *h = hi ? x : y;
	int h_white = (h->colour_rank % 2 == 1) == (v->initial == 'w');
	return hi ? h_white : !h_white;
}
