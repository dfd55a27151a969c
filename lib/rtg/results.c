/*
 * results.c - the result of a game from the players' ratings: FIDE's
 * expected score E = 1 / (1 + 10^(-D/400)) for a rating difference D,
 * with the draw share asked for where E allows it.
 */
#include <math.h>

#include "rtg/internal.h"

double rtg_expected(int d)
{
	return 1.0 / (1.0 + pow(10.0, -d / 400.0));
}

/*
 * P(draw) = min(share, 2 min(E, 1-E)), P(white wins) = E - P(draw)/2:
 * White's expected score stays E, so the draw share gives way only
 * between players so far apart that the weaker one scores less than
 * share/2 (engine-cli.md §5.1: "capped when ratings are far apart").
 */
char rtg_game_result(struct rtg_rng *g, int rw, int rb, double share)
{
	double e = rtg_expected(rw - rb);
	double cap = 2.0 * (e < 1.0 - e ? e : 1.0 - e);
	double pd = share < cap ? share : cap;
	double u = rtg_rng_unit(g);

	if (u < e - pd / 2.0)
		return '1';
	if (u < e + pd / 2.0)
		return '=';
	return '0';
}
