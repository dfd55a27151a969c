/* rnd.c - see rnd.h. */
#include "support/rnd.h"

uint64_t rng_state = 1;

uint64_t rnd(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 0x2545F4914F6CDD1DULL;
}

int rnd_below(int k)
{
	return (int)(rnd() % (uint64_t)k);
}
