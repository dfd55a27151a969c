/*
 * performance.c - the rating-performance tie-breaks of C.07 10:
 * TPR, PTP, APRO, APPO.
 *
 * All four read the games played over the board (a forfeit is no game
 * for a rating tie-break, C.07 15) against rated opponents, or against
 * every opponent when /Unnnn gives the unrated a rating.  Ratings are
 * whole numbers; values are returned in hundredths like the others.
 */
#include <stdlib.h>

#include "standings/internal.h"

/* No value: no game that counts. */
#define NONE (-1000000)

/*
 * FIDE Rating Regulations (B.02) table 8.1.1 (formerly 8.1a): the
 * rating difference dp of a fractional score p, for p = 0.50 .. 0.99
 * in hundredths; dp(1 - p) = -dp(p).  C.07 10.2 gives dp = 800 for a
 * score of 1.00 and -800 for 0.
 */
static const short dp_table[50] = {
	0, 7, 14, 21, 29, 36, 43, 50, 57, 65,		/* .50 - .59 */
	72, 80, 87, 95, 102, 110, 117, 125, 133, 141,	/* .60 - .69 */
	149, 158, 166, 175, 184, 193, 202, 211, 220, 230, /* .70 - .79 */
	240, 251, 262, 273, 284, 296, 309, 322, 336, 351, /* .80 - .89 */
	366, 383, 401, 422, 444, 470, 501, 538, 589, 677, /* .90 - .99 */
};

/* dp for a score in percent (0..100). */
static int dp_of(int pct)
{
	if (pct >= 100)
		return 800;
	if (pct <= 0)
		return -800;
	return pct >= 50 ? dp_table[pct - 50] : -dp_table[50 - pct];
}

/*
 * B.02 table 8.1.2 (formerly 8.1b): the scoring probability PD of the
 * higher-rated player, in hundredths, for a rating difference D: the
 * largest D of each step from .50 (0-3) to .99 (620-735); above 735
 * PD is 1.00.  The lower-rated player's PD is 1 - PD.
 */
static const short pd_upper[50] = {
	3, 10, 17, 25, 32, 39, 46, 53, 61, 68,
	76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
	153, 162, 170, 179, 188, 197, 206, 215, 225, 235,
	245, 256, 267, 278, 290, 302, 315, 328, 344, 357,
	374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
};

/* PD in hundredths for a player rated d above his opponent. */
static int pd_of(int d)
{
	int a = d < 0 ? -d : d, pd = 50;

	while (pd - 50 < 50 && a > pd_upper[pd - 50])
		pd++;
	return d < 0 ? 100 - pd : pd;
}

/* The rating a tie-break reads for player q: his own, or /Unnnn's
 * for an unrated one; 0 when he does not count. */
static int rating_of(const struct stnd_ctx *c, int q, int unrated)
{
	int r = c->t->players[q].rating;
	return r > 0 ? r : unrated;
}

/* Game points (tenths) of a game played over the board: the rating
 * regulations score a game 1, 1/2 or 0, whatever the tournament's point
 * system (W = 1, D = 1/2; the W/D/L codes are the same results). */
static int game_points(const struct tmt_round *rd)
{
	switch (rd->result) {
	case '1': case 'W': return 10;
	case '=': case 'D': return 5;
	default: return 0;
	}
}

/*
 * The games of p that C.07 10 reads: over the board, against an
 * opponent with a rating (or /U's).  Fills opp[] with the ratings and
 * *pts with the game points scored in them (tenths); returns their
 * number.
 */
static int rated_games(const struct stnd_ctx *c, int p, int unrated, int *opp, int *pts)
{
	int n = 0;

	*pts = 0;
	for (int r = 1; r <= c->rounds; r++) {
		const struct tmt_round *rd = tmt_at(c->t, p, r);
		if (rd->kind != TMT_PLAYED || rd->opponent < 0)
			continue;
		int o = rating_of(c, rd->opponent, unrated);
		if (o <= 0)
			continue;
		opp[n++] = o;
		*pts += game_points(rd);
	}
	return n;
}

/* C.07 10.2: TPR = ARO + dp(p), ARO rounded to a whole number (half
 * up), p the fraction of the points scored rounded to hundredths (half
 * up).  NONE without a counted game. */
static int tpr(const struct stnd_ctx *c, int p, int unrated, int *opp)
{
	int pts, n = rated_games(c, p, unrated, opp, &pts);
	long sum = 0;

	if (!n)
		return NONE;
	for (int i = 0; i < n; i++)
		sum += opp[i];
	long aro = (2 * sum + n) / (2 * n);
	long max = n * 10L;	/* tenths */
	int pct = (int)((200L * pts + max) / (2 * max));
	return (int)aro + dp_of(pct);
}

/* C.07 10.3: PTP, the lowest whole rating R whose expected score
 * against the opponents, the sum of the PDs of table 8.1.2, reaches
 * the game points scored.  A score of zero: the lowest opponent less
 * 800 (as read); all the points: the R where every PD is 1.00, the
 * highest opponent plus 736 (the table's last step ends at 735). */
static int ptp(const struct stnd_ctx *c, int p, int unrated, int *opp)
{
	int pts, n = rated_games(c, p, unrated, opp, &pts);
	int lo = 1 << 30, hi = 0;	/* lowest and highest opponent */

	if (!n)
		return NONE;
	for (int i = 0; i < n; i++) {
		lo = opp[i] < lo ? opp[i] : lo;
		hi = opp[i] > hi ? opp[i] : hi;
	}
	if (pts == 0)
		return lo - 800;
	/* The expected score grows with R: search [lo - 800, hi + 800]. */
	int a = lo - 800, b = hi + 800;
	while (a < b) {
		int m = a + (b - a) / 2;
		long e = 0;
		for (int i = 0; i < n; i++)
			e += pd_of(m - opp[i]);
		if (e >= 10L * pts)	/* PD in hundredths of a game */
			b = m;
		else
			a = m + 1;
	}
	return a;
}

/* C.07 10.4, 10.5: the average TPR (PTP) of the opponents met over the
 * board that have one, rounded half up. */
static long average_of_opponents(const struct stnd_ctx *c, int p, int unrated, int perfect,
				 int *opp)
{
	long sum = 0;
	int n = 0;

	for (int r = 1; r <= c->rounds; r++) {
		const struct tmt_round *rd = tmt_at(c->t, p, r);
		if (rd->kind != TMT_PLAYED || rd->opponent < 0)
			continue;
		int v = perfect ? ptp(c, rd->opponent, unrated, opp)
				: tpr(c, rd->opponent, unrated, opp);
		if (v == NONE)
			continue;
		sum += v;
		n++;
	}
	return n ? (2 * sum + n) / (2 * n) : NONE;
}

long stnd_performance(const struct stnd_ctx *c, int p, const struct stnd_tb *tb)
{
	int *opp = calloc((size_t)c->rounds + 1, sizeof(*opp));
	long v = 0;

	if (!opp)
		return 0;
	switch (tb->code) {
	case STND_TPR: v = tpr(c, p, tb->unrated, opp); break;
	case STND_PTP: v = ptp(c, p, tb->unrated, opp); break;
	case STND_APRO: v = average_of_opponents(c, p, tb->unrated, 0, opp); break;
	case STND_APPO: v = average_of_opponents(c, p, tb->unrated, 1, opp); break;
	default: break;
	}
	free(opp);
	return v == NONE ? 0 : v * 100;
}
