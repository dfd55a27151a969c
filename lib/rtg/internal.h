/*
 * internal.h - shared by the files of lib/rtg/ only (not installed).
 */
#ifndef TRFPAIR_RTG_INTERNAL_H
#define TRFPAIR_RTG_INTERNAL_H

#include <stdint.h>

#include "rtg/rtg.h"

/* splitmix64: tiny, and the same sequence on every platform. */
struct rtg_rng {
	uint64_t state;
};

void rtg_rng_seed(struct rtg_rng *g, uint64_t seed);
uint64_t rtg_rng_next(struct rtg_rng *g);
/* Uniform in [0, 1), 53 bits. */
double rtg_rng_unit(struct rtg_rng *g);
/* Uniform integer in [lo, hi] (lo <= hi). */
int rtg_rng_range(struct rtg_rng *g, int lo, int hi);

/* Draw every default (always, so the stream does not depend on which
 * keys were given) and keep the given values.  Returns 0 or -1 (*d). */
int rtg_resolve(struct rtg_config *c, struct rtg_rng *g, const char *name,
		struct trf_diag *d);

/* The starting document: header lines and the players (req->model's,
 * or invented), no rounds. */
struct trf_doc *rtg_field(const struct rtg_config *c, const struct rtg_request *req,
			  struct rtg_rng *g, struct trf_diag *d);

/* Points of a config as a TRF point system. */
void rtg_points(const struct rtg_config *c, struct trf_points *p);

/* Result of a game between ratings rw (White) and rb: '1', '=' or '0'
 * for White; draw_share in [0, 1]. */
char rtg_game_result(struct rtg_rng *g, int rw, int rb, double draw_share);

/* FIDE expected score of a player rated d points above the opponent. */
double rtg_expected(int d);

#endif
