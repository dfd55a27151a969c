/*
 * dubov1997_fixture.h - small tournaments for the Dubov 1997 tests,
 * written as the players to be paired ("mains") and the games each of
 * them played against players made up for that game ("helpers", absent
 * in every other round and in the round to be paired), so that ARO,
 * colours and scores can be set one game at a time.
 *
 * Each main has a history string of tokens:
 *     "3b=2310"   round 3, Black, a draw against a helper rated 2310
 *                 (results for the main: 1 = 0 + -)
 *     "2w0^1600"  the same; ^: the helper had a full-point bye in every
 *                 round before, so he has more points than the main
 *     "4H"        round 4 without a game: H, F, U, Z (or -/+ is not
 *                 allowed here: use a game with + or -)
 * A round a main has no token for, and no game in mm[], is H (a half
 * point), so that mains keep equal scores.  mm[k-1] holds games between
 * mains in round k ("1-2:=", White first, result for White), or NULL.
 * Mains are players 1..n in the order given; helpers follow.
 */
#ifndef TRFPAIR_T_DUBOV1997_FIXTURE_H
#define TRFPAIR_T_DUBOV1997_FIXTURE_H

#include "dubov_1997/dubov_1997.h"
#include "support/dubov_fixture.h"

struct d97spec {
	int xxr;		/* XXR; 0 none */
	char colour;		/* XXC: 'w', 'b' or 0 */
	const char *extra;	/* header lines, e.g. "XXP 1 2\n" */
	int nmain;
	const int *rating;	/* nmain ratings */
	int nrounds;		/* rounds played */
	const char *const *hist;	/* nmain history strings (NULL: all H) */
	const char *const *mm;	/* nrounds strings or NULL */
	const char *next;	/* tokens for mains in the round to pair, or NULL */
};

/* Build and load (dfx_doc, dfx_tm); the test fails on a malformed spec. */
void d97_load(const struct d97spec *s);
/* dubov1997_pair() on the next round into dfx_pg; returns its status. */
int d97_try_pair(struct trf_diag *d);
/* Same; the test fails unless TRF_OK. */
void d97_pair(void);
/* The last TRF text written. */
const char *d97_text(void);

#endif
