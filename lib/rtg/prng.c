/* prng.c - the generator's random stream (splitmix64) and seeds. */
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "rtg/internal.h"

void rtg_rng_seed(struct rtg_rng *g, uint64_t seed)
{
	g->state = seed;
}

uint64_t rtg_rng_next(struct rtg_rng *g)
{
	uint64_t z = (g->state += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

double rtg_rng_unit(struct rtg_rng *g)
{
	return (double)(rtg_rng_next(g) >> 11) * 0x1.0p-53;
}

int rtg_rng_range(struct rtg_rng *g, int lo, int hi)
{
	uint64_t span = (uint64_t)((int64_t)hi - lo) + 1;

	/* Rejection keeps the draw exactly uniform. */
	uint64_t limit = UINT64_MAX - UINT64_MAX % span, v;
	do
		v = rtg_rng_next(g);
	while (v >= limit);
	return (int)((int64_t)lo + (int64_t)(v % span));
}

uint64_t rtg_seed_from_clock(void)
{
	struct timespec ts;
	struct rtg_rng g;

	clock_gettime(CLOCK_REALTIME, &ts);
	rtg_rng_seed(&g, (uint64_t)ts.tv_sec * 1000000007u ^ (uint64_t)ts.tv_nsec ^
		     ((uint64_t)getpid() << 32));
	return rtg_rng_next(&g);
}

int rtg_parse_seed(const char *s, uint64_t *out)
{
	uint64_t v = 0;

	if (!*s)
		return -1;
	for (; *s; s++) {
		if (*s < '0' || *s > '9')
			return -1;
		unsigned dgt = (unsigned)(*s - '0');
		if (v > (UINT64_MAX - dgt) / 10)
			return -2;
		v = v * 10 + dgt;
	}
	*out = v;
	return 0;
}
