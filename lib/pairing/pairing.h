/*
 * pairing.h - the pairing of one round, independent of the system.
 *
 * lib/pairing/ owns the result every engine produces: the boards with
 * colours and the pairing-allocated bye, their publication order, the
 * JaVaFo/bbpPairings output format, and reading a round back from a
 * tournament so that two pairings can be compared.
 */
#ifndef TRFPAIR_PAIRING_H
#define TRFPAIR_PAIRING_H

#include <stdio.h>

#include "tournament/tournament.h"

struct pairing_board {
	int white, black;	/* player indices (struct tmt) */
};

struct pairing {
	int nboards;
	struct pairing_board *boards;
	int bye;		/* player index of the PAB, -1 if none */
};

void pairing_init(struct pairing *p);
void pairing_free(struct pairing *p);
int pairing_add(struct pairing *p, int white, int black);

/*
 * Publication order (C.04.2 D.9, companion 2.6): by the score of the
 * higher-ranked player, then the sum of scores, both descending, then
 * the pairing number of the higher-ranked player; scores are those
 * before round r, without acceleration.
 */
void pairing_sort_boards(struct pairing *p, const struct tmt *t, int r);

/* "N\nW B\n...\nID 0\n" with start numbers (engine-cli.md §2). */
int pairing_write(const struct pairing *p, const struct tmt *t, FILE *f);

/* Whether p has board b with the same colours. */
int pairing_has_board(const struct pairing *p, const struct pairing_board *b);

/* Same boards with the same colours and the same PAB, in any order. */
int pairing_equal(const struct pairing *a, const struct pairing *b);

/* The pairing recorded in the file for round r (games and the PAB). */
int pairing_from_round(struct pairing *p, const struct tmt *t, int r);

#endif
