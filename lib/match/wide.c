/*
 * wide.c - conversions between the public most-significant-first word
 * order and the internal least-significant-first one.
 */
#include "match/wide.h"

void wide_from_msw(uint64_t *r, int rn, const uint64_t *msw, int n)
{
	for (int i = 0; i < n; i++)
		r[i] = msw[n - 1 - i];
	for (int i = n; i < rn; i++)
		r[i] = 0;
}

void wide_to_msw(uint64_t *msw, int n, const uint64_t *r)
{
	for (int i = 0; i < n; i++)
		msw[i] = r[n - 1 - i];
}
