/*
 * check.h - re-pairing every round of a tournament and comparing with
 * the pairings recorded in it (the self-consistency check of
 * engine-cli.md §3; the report -c prints is lib/verify's).  The engine
 * is passed in, so every system shares this.
 */
#ifndef TRFPAIR_PAIRING_CHECK_H
#define TRFPAIR_PAIRING_CHECK_H

#include <stdio.h>

#include "pairing/pairing.h"

/* Pair round r of t into *out; returns an enum trf_status. */
typedef int (*pairing_engine)(const struct tmt *t, int r, void *ctx,
			      struct pairing *out, struct trf_diag *d);

struct check_result {
	int rounds_checked;
	int rounds_differing;	/* including rounds that could not be paired */
};

/*
 * Pair rounds first..last (1-based, inclusive) again and count those
 * whose pairs, colours or PAB differ from the file's.  Returns TRF_OK
 * or an error status (out of memory, or the engine's own failure).
 */
int check_rounds(const struct tmt *t, int first, int last, pairing_engine eng,
		 void *ctx, struct check_result *res);

/* Write a pairing to path atomically (temporary file, then rename). */
int pairing_write_file(const struct pairing *p, const struct tmt *t,
		       const char *path, struct trf_diag *d);

#endif
