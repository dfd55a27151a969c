/*
 * scores.c - scores, acceleration and topscorers.
 */
#include "tournament/tournament.h"

int tmt_score(const struct tmt *t, int p, int r)
{
	int k, sum = 0;

	for (k = 1; k <= r && k <= t->rounds; k++)
		sum += tmt_at(t, p, k)->points;
	return sum;
}

/* XXA / 250: virtual points per player and round (companion §7). */
int tmt_acceleration(const struct tmt *t, int p, int r)
{
	const struct trf_doc *doc = t->doc;
	int i;

	if (p < 0 || p >= t->n || r < 1 || !doc || !doc->acceleration ||
	    r > doc->accel_rounds)
		return 0;
	i = t->players[p].trf_index;
	if (!doc->acceleration[i])
		return 0;
	return doc->acceleration[i][r - 1];
}

int tmt_pairing_score(const struct tmt *t, int p, int r)
{
	return tmt_score(t, p, r - 1) + tmt_acceleration(t, p, r);
}

/*
 * C.04.3 A.7: only when pairing the final round; "over 50% of the
 * maximum possible score" after r - 1 rounds, strictly (companion
 * §3.6.1).  Compared in doubled tenths to stay exact.
 */
int tmt_topscorer(const struct tmt *t, int p, int r)
{
	if (t->total_rounds <= 0 || r != t->total_rounds)
		return 0;
	return 2 * tmt_pairing_score(t, p, r) > (r - 1) * t->win_points;
}
