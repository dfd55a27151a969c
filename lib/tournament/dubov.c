/*
 * dubov.c - Dubov quantities: ARO and MaxT.
 */
#include "tournament/tournament.h"

/* Dubov 1.6: over-the-board opponents only; .5 rounds up; 0 if none. */
int tmt_aro(const struct tmt *t, int p, int r)
{
	long sum = 0, n = 0;
	int k;

	for (k = 1; k <= r && k <= t->rounds; k++) {
		const struct tmt_round *rd = tmt_at(t, p, k);

		if (rd->kind != TMT_PLAYED || rd->opponent < 0)
			continue;
		sum += t->players[rd->opponent].rating;
		n++;
	}
	if (!n)
		return 0;
	return (int)((2 * sum + n) / (2 * n));
}

/* Dubov 1.7.2: MaxT = 2 + [Rnds / 5], Rnds the planned rounds. */
int tmt_maxt(const struct tmt *t)
{
	return t->total_rounds > 0 ? 2 + t->total_rounds / 5 : 0;
}
