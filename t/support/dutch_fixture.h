/*
 * dutch_fixture.h - small Dutch tournaments written in memory for the
 * rule tests: one 001 line per spec "ID BLOCK BLOCK ...", where a block
 * is OPP COLOUR RESULT ("3w1", "12b=") or -RESULT ("-U", "-H", "-Z").
 */
#ifndef TRFPAIR_T_DUTCH_FIXTURE_H
#define TRFPAIR_T_DUTCH_FIXTURE_H

#include "dutch/dutch.h"

extern struct trf_doc *fx_doc;
extern struct tmt *fx_tm;
extern struct pairing fx_pg;	/* the last pairing made */
extern int fx_have_pg;

/* Build the tournament from header lines and a NULL-ended spec list. */
void fx_load(const char *header, const char *const *players);
/* Pair the round to be paired; the test fails if it cannot. */
void fx_pair_next(void);
void fx_teardown(void);
/* Start number of a player index, 0 for -1. */
int fx_id_of(int idx);
/* "W-B W-B ... bye N" of fx_pg, for messages. */
const char *fx_dump(void);
/* The test fails unless board white-black (start numbers) is in fx_pg. */
void fx_board(int w, int b);

#endif
