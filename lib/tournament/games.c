/*
 * games.c - games played, rematches and the PAB bar.
 */
#include "tournament/tournament.h"

int tmt_games_played(const struct tmt *t, int p, int r)
{
	int k, n = 0;

	for (k = 1; k <= r && k <= t->rounds; k++)
		if (tmt_at(t, p, k)->kind == TMT_PLAYED)
			n++;
	return n;
}

/* C.04.1.b / C1: only games played count; forfeited pairs may meet
 * again (C.04.2.D.6, companion §2.5). */
int tmt_played_each_other(const struct tmt *t, int a, int b, int r)
{
	int k;

	for (k = 1; k <= r && k <= t->rounds; k++) {
		const struct tmt_round *rd = tmt_at(t, a, k);

		if (rd->kind == TMT_PLAYED && rd->opponent == b)
			return 1;
	}
	return 0;
}

/* C.04.3 C.2 (C.04.1.d): no earlier PAB, no earlier forfeit win;
 * requested byes do not bar it under the 2017 text (companion §3.6.3). */
int tmt_pab_eligible(const struct tmt *t, int p, int r)
{
	int k;

	for (k = 1; k < r && k <= t->rounds; k++) {
		enum tmt_kind kind = tmt_at(t, p, k)->kind;

		if (kind == TMT_PAB || kind == TMT_FORFEIT_WIN)
			return 0;
	}
	return 1;
}
