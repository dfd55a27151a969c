/*
 * lim_fixture.h - small Lim tournaments written in memory for the Lim
 * rule tests: header lines plus one 001 line per spec
 * "ID[@RATING] BLOCK BLOCK ...", where a block is OPP COLOUR RESULT
 * ("3w1", "12b=", "4w+") or -RESULT ("-U", "-H", "-F", "-Z").  Without
 * @RATING a player is rated 2600 - 10 * ID (1100 - ID / 2 above 150).
 */
#ifndef TRFPAIR_T_LIM_FIXTURE_H
#define TRFPAIR_T_LIM_FIXTURE_H

#include "lim/lim.h"

extern struct tmt *lfx_tm;
extern struct pairing lfx_pg;	/* the last pairing made */

/* Build the tournament from header lines and a NULL-ended spec list. */
void lfx_load(const char *header, const char *const *players);
/* Pair the round to be paired; returns the lim_pair() status. */
int lfx_try(const struct lim_options *opt);
/* Same; the test fails unless TRF_OK. */
void lfx_pair(const struct lim_options *opt);
void lfx_teardown(void);
/* "W-B W-B ... bye N" of lfx_pg, for messages. */
const char *lfx_dump(void);
/* The test fails unless board white-black (start numbers) is paired. */
void lfx_board(int w, int b);
/* The test fails unless exactly these boards "W-B W-B ..." and this
 * PAB (0: none) were made, boards in this (publication) order. */
void lfx_expect(const char *boards, int bye);
/* The whole of a test that pairs one round: lfx_load(), lfx_pair(),
 * lfx_expect(), lfx_teardown(). */
void lfx_pairs_as(const char *header, const char *const *players,
		  const struct lim_options *opt, const char *boards, int bye);

#endif
