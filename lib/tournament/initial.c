/*
 * initial.c - the initial colour when the file does not state it.
 */
#include "tournament/tournament.h"

/*
 * In round 1 nobody has a colour preference, so every board follows
 * C.04.3 E.5: the higher-ranked player gets the initial colour if his
 * number is odd.  The first player in pairing order with a game is the
 * higher-ranked one of his board; his number counts only players
 * present in round 1 (companion §2.7).
 */
char tmt_infer_initial_colour(const struct tmt *t)
{
	int p;

	if (t->rounds < 1)
		return 0;
	for (p = 0; p < t->n; p++) {
		const struct tmt_round *rd = tmt_at(t, p, 1);

		if (rd->kind != TMT_PLAYED)
			continue;
		if (tmt_colour_rank(t, p, 1) % 2)
			return rd->colour;
		return rd->colour == 'w' ? 'b' : 'w';
	}
	return 0;
}
