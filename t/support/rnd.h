/*
 * rnd.h - the random numbers of the property tests: xorshift64*, the
 * same sequence on every platform, seeded by each test so that a
 * failure can be replayed.
 */
#ifndef TRFPAIR_T_RND_H
#define TRFPAIR_T_RND_H

#include <stdint.h>

extern uint64_t rng_state;	/* the seed; must not be 0 */

uint64_t rnd(void);
int rnd_below(int k);		/* 0..k-1 */

#endif
