/*
 * internal.h - what the files of lib/standings/ share.
 */
#ifndef TRFPAIR_STANDINGS_INTERNAL_H
#define TRFPAIR_STANDINGS_INTERNAL_H

#include "standings/standings.h"

/* The tournament as tie-breaks read it: final scores, edition. */
struct stnd_ctx {
	const struct tmt *t;
	int rounds;		/* rounds recorded */
	int win;		/* tenths of a win */
	int draw;		/* tenths of a draw */
	int edition;
	int *score;		/* final score of each player, tenths */
	int *tmp;		/* order.c: room for sorting */
};

/* Value of a tie-break other than DE for player p, in hundredths. */
long stnd_value(const struct stnd_ctx *c, int p, const struct stnd_tb *tb);

/* TPR, PTP, APRO, APPO of player p, in hundredths (performance.c). */
long stnd_performance(const struct stnd_ctx *c, int p, const struct stnd_tb *tb);

/* Whether a round counts as a game against an opponent for KS (over
 * the board; from 2026 also a forfeit win, as read). */
int stnd_counts_as_game(const struct stnd_ctx *c, const struct tmt_round *rd);

#endif
