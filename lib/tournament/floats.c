/*
 * floats.c - float history (C.04.3 A.4) and Dubov upfloat counts.
 */
#include "tournament/tournament.h"

enum tmt_float tmt_float(const struct tmt *t, int p, int r)
{
	const struct tmt_round *rd;
	int mine, theirs;

	if (r < 1 || r > t->rounds)
		return TMT_FLOAT_NONE;
	rd = tmt_at(t, p, r);
	/* A.4.b: no game over the board, for any reason, is a downfloat
	 * (companion §3.6.2; forfeits on both sides). */
	if (rd->kind != TMT_PLAYED || rd->opponent < 0)
		return TMT_FLOAT_DOWN;
	/* Scores before round r, with that round's virtual points. */
	mine = tmt_pairing_score(t, p, r);
	theirs = tmt_pairing_score(t, rd->opponent, r);
	if (mine > theirs)
		return TMT_FLOAT_DOWN;
	return mine < theirs ? TMT_FLOAT_UP : TMT_FLOAT_NONE;
}

/* Dubov 1.7: an unplayed round is never an upfloat (companion §5.2). */
int tmt_upfloats(const struct tmt *t, int p, int r)
{
	int k, n = 0;

	for (k = 1; k <= r; k++)
		if (tmt_float(t, p, k) == TMT_FLOAT_UP)
			n++;
	return n;
}
