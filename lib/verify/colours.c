/*
 * colours.c - which colour rule decides a pair (C.04.3 E.1-E.5 of
 * 2017, the same rules as 5.2.1-5.2.5 of 2026), said rule by rule so
 * that a finding can name it.
 */
#include <string.h>

#include "verify/internal.h"

static int wider(int a, int b)
{
	return (a < 0 ? -a : a) - (b < 0 ? -b : b);
}

int vcolour(const struct vround *v, int a, int b, const char **rule)
{
	const struct vplayer *x = &v->p[a], *y = &v->p[b];
	char px = x->pref.colour, py = y->pref.colour;

	/* E.1: both preferences granted (A.6.d: none yields). */
	if (px != py && (px || py)) {
		*rule = v->ed->colour_rule[0];
		return px ? px == 'w' : py == 'b';
	}
	if (px) {
		/* E.2: the stronger preference; both absolute: wider cd. */
		if (x->pref.strength != y->pref.strength) {
			*rule = v->ed->colour_rule[1];
			return (x->pref.strength > y->pref.strength) == (px == 'w');
		}
		if (x->pref.strength == TMT_PREF_ABSOLUTE && wider(x->cd, y->cd)) {
			*rule = v->ed->colour_rule[1];
			return (wider(x->cd, y->cd) > 0) == (px == 'w');
		}
		/* E.3: alternate from the latest round, counted back over the
		 * played games of each (C.04.2 D.5), where they differed. */
		char hx[256], hy[256];
		int nx = tmt_colour_history(v->t, x->idx, v->r - 1, hx, sizeof(hx));
		int ny = tmt_colour_history(v->t, y->idx, v->r - 1, hy, sizeof(hy));
		nx = nx < (int)sizeof(hx) ? nx : (int)sizeof(hx) - 1;
		ny = ny < (int)sizeof(hy) ? ny : (int)sizeof(hy) - 1;
		for (int i = nx - 1, j = ny - 1; i >= 0 && j >= 0; i--, j--) {
			if (hx[i] != hy[j]) {
				*rule = v->ed->colour_rule[2];
				return hx[i] == 'b';
			}
		}
		/* E.4: the higher ranked player's preference. */
		*rule = v->ed->colour_rule[3];
		return a < b ? px == 'w' : py == 'b';
	}
	/* E.5: the higher ranked player's pairing number decides. */
	*rule = v->ed->colour_rule[4];
	int hi = a < b ? a : b;
	int odd = v->p[hi].colour_rank % 2 == 1;
	char init = v->t->initial_colour ? v->t->initial_colour : 'w';
	int hi_white = odd == (init == 'w');
	return hi == a ? hi_white : !hi_white;
}
