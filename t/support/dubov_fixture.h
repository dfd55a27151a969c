/*
 * dubov_fixture.h - small Dubov tournaments written in memory for the
 * rule tests and the brute-force comparison.
 *
 * A tournament is given round by round: players 1..n with explicit
 * ratings (start number = pairing number = initial ranking), and per
 * played round a line of tokens
 *     "W-B:R"  a game, W had White; R is the result for White:
 *              1 = 0 (played), + - (forfeit win / loss for White)
 *     "P:X"    player P without opponent: X = U (PAB), H, F, Z
 * Every player must appear exactly once in each played round.  An
 * optional last line for the round to be paired holds only P:H, P:F or
 * P:Z tokens: those players are left out of the pairing (trf-format.md
 * §5.1, §5.2).
 */
#ifndef TRFPAIR_T_DUBOV_FIXTURE_H
#define TRFPAIR_T_DUBOV_FIXTURE_H

#include "dubov/dubov.h"

extern struct trf_doc *dfx_doc;
extern struct tmt *dfx_tm;
extern struct pairing dfx_pg;	/* the last pairing made */
extern int dfx_have_pg;

#define DFX_RATINGS(...) ((const int[]){ __VA_ARGS__, 0 })
#define DFX_ROUNDS(...) ((const char *const[]){ __VA_ARGS__, NULL })
#define DFX_NO_ROUNDS ((const char *const[]){ NULL })

/*
 * Write the TRF text: XXR total_rounds (none if 0), XXC white1/black1 from colour
 * ('w', 'b', 0 for none), the extra header lines (may be NULL, each
 * ended by LF), the players with ratings[] (0-ended), the rounds
 * (NULL-ended) and the byes of the round to be paired (next, may be
 * NULL).  Returns 0, or -1 with a message in *err (size errsize) when
 * the description is malformed.  The text is kept for dfx_text().
 */
int dfx_write(int total_rounds, char colour, const char *extra,
	      const int *ratings, const char *const *rounds, const char *next,
	      char *err, size_t errsize);
/* The text of the last dfx_write(). */
const char *dfx_text(void);

/* dfx_write(), then read, validate and build; the test fails if any
 * step does. */
void dfx_load(int total_rounds, char colour, const char *extra,
	      const int *ratings, const char *const *rounds, const char *next);
/* Same from the text of dfx_write(); returns 0 or -1 with *d. */
int dfx_load_text(struct trf_diag *d);

/* dubov_pair() on the round to be paired (opt may be NULL); returns
 * its status and keeps the pairing for the checks below. */
int dfx_try_pair(const struct dubov_options *opt, struct trf_diag *d);
/* Same; the test fails unless it returns TRF_OK. */
void dfx_pair(void);
void dfx_teardown(void);

/* Start number of a player index, 0 for -1. */
int dfx_id_of(int idx);
/* Player index of start number id (the test fails if none). */
int dfx_idx(int id);
/* "W-B W-B ... bye N" of a pairing, boards in the given order. */
const char *dfx_dump(const struct pairing *p);
/*
 * The test fails unless dfx_pg is exactly `want': boards "W-B" (start
 * numbers, White first) in any order, and "bye N" if a PAB is given
 * (no "bye": nobody gets one).
 */
void dfx_expect(const char *want);

#endif
