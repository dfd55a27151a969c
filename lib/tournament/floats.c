/*
 * floats.c - float history (C.04.3 A.4), Dubov upfloat counts, Lim transfers.
 */
#include <stdlib.h>

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

/*
 * C.04.3 (2026) 1.4.2-1.4.4: a game played against a different score
 * floats both players as in 2017; an unplayed round is a downfloat only
 * when it scored more than a loss (PAB, forfeit win, half- or full-point
 * bye), and nothing otherwise (forfeit loss, zero-point bye, absence).
 */
enum tmt_float tmt_float_2026(const struct tmt *t, int p, int r)
{
	const struct tmt_round *rd;

	if (r < 1 || r > t->rounds)
		return TMT_FLOAT_NONE;
	rd = tmt_at(t, p, r);
	if (rd->kind != TMT_PLAYED || rd->opponent < 0) {
		int loss = t->points.loss_white < t->points.loss_black ?
			   t->points.loss_white : t->points.loss_black;
		return rd->points > loss ? TMT_FLOAT_DOWN : TMT_FLOAT_NONE;
	}
	return tmt_float(t, p, r);
}

/*
 * Lim 3.1: a floater is a player transferred to another score-group.
 * Lim pairs the groups above the median score downward and those below
 * it upward, the median group last (2.2), so in a pair of different
 * scores the player farther from the median was moved into the other's
 * group, and a pair from both sides of the median met in the median
 * group, both moved.  A round without an opponent (bye, absence) moves
 * nobody; a forfeited game was still paired.
 */
int tmt_lim_transferred(const struct tmt *t, int p, int r)
{
	const struct tmt_round *rd;

	if (r < 1 || r > t->rounds)
		return 0;
	rd = tmt_at(t, p, r);
	if (rd->opponent < 0 || (rd->kind != TMT_PLAYED && rd->kind != TMT_FORFEIT_WIN &&
				 rd->kind != TMT_FORFEIT_LOSS))
		return 0;
	long m2 = (long)t->win_points * (r - 1);	/* twice the median */
	long a = 2L * tmt_pairing_score(t, p, r) - m2;
	long b = 2L * tmt_pairing_score(t, rd->opponent, r) - m2;
	if (a == b)
		return 0;
	if ((a > 0 && b < 0) || (a < 0 && b > 0))
		return 1;
	return labs(a) > labs(b);
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
