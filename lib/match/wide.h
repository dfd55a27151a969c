/*
 * wide.h - fixed-width multi-word integers (internal to lib/match).
 *
 * A wide number is an array of n 64-bit words, LEAST significant word
 * first (the public API uses the opposite order; wide_from_msw()
 * converts).  Signed values are two's complement over the n words.
 * The operations are small and inlined: the blossom code calls them in
 * its innermost loops.
 */
#ifndef TRFPAIR_MATCH_WIDE_H
#define TRFPAIR_MATCH_WIDE_H

#include <stdbool.h>
#include <stdint.h>

static inline void wide_zero(uint64_t *r, int n)
{
	for (int i = 0; i < n; i++)
		r[i] = 0;
}

static inline void wide_copy(uint64_t *r, const uint64_t *a, int n)
{
	for (int i = 0; i < n; i++)
		r[i] = a[i];
}

static inline bool wide_is_zero(const uint64_t *a, int n)
{
	uint64_t x = 0;

	for (int i = 0; i < n; i++)
		x |= a[i];
	return x == 0;
}

/* r = a + b, modulo 2^(64n); r may alias a or b. */
static inline void wide_add(uint64_t *r, const uint64_t *a,
			    const uint64_t *b, int n)
{
	uint64_t c = 0;

	for (int i = 0; i < n; i++) {
		uint64_t t = a[i] + c;
		uint64_t u = t + b[i];

		c = (t < c) | (u < t);
		r[i] = u;
	}
}

/* r = a - b, modulo 2^(64n); r may alias a or b. */
static inline void wide_sub(uint64_t *r, const uint64_t *a,
			    const uint64_t *b, int n)
{
	uint64_t c = 0;

	for (int i = 0; i < n; i++) {
		uint64_t t = a[i] - b[i];
		uint64_t u = t - c;

		c = (a[i] < b[i]) | (t < c);
		r[i] = u;
	}
}

/* Signed comparison: <0, 0, >0. */
static inline int wide_cmp(const uint64_t *a, const uint64_t *b, int n)
{
	if (a[n - 1] != b[n - 1])
		return (int64_t)a[n - 1] < (int64_t)b[n - 1] ? -1 : 1;
	for (int i = n - 2; i >= 0; i--)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

static inline bool wide_is_neg(const uint64_t *a, int n)
{
	return (int64_t)a[n - 1] < 0;
}

/* r = a >> 1, arithmetic (a signed); r may alias a. */
static inline void wide_sar1(uint64_t *r, const uint64_t *a, int n)
{
	for (int i = 0; i < n - 1; i++)
		r[i] = (a[i] >> 1) | (a[i + 1] << 63);
	r[n - 1] = (uint64_t)((int64_t)a[n - 1] >> 1);
}

/* r = a << s for 0 <= s < 64, modulo 2^(64n); r may alias a. */
static inline void wide_shl(uint64_t *r, const uint64_t *a, int n, int s)
{
	if (s == 0) {
		wide_copy(r, a, n);
		return;
	}
	for (int i = n - 1; i > 0; i--)
		r[i] = (a[i] << s) | (a[i - 1] >> (64 - s));
	r[0] = a[0] << s;
}

/*
 * r[0..rn-1] = the unsigned number msw[0..n-1] given most significant
 * word first, zero-extended (rn >= n).
 */
void wide_from_msw(uint64_t *r, int rn, const uint64_t *msw, int n);

/* The reverse: msw[0..n-1] = the low n words of r, most significant first. */
void wide_to_msw(uint64_t *msw, int n, const uint64_t *r);

/*
 * r = a + b - 4 w over n words (a dual slack in quarter units): w has
 * n - 1 words, least significant first, or most significant first
 * when msw is set (the public order).  One pass; the caller passes msw
 * as a constant, so the branch folds away where this is inlined.
 */
static inline void wide_sum_minus_4w(uint64_t *r, const uint64_t *a,
				     const uint64_t *b, const uint64_t *w,
				     bool msw, int n)
{
	uint64_t carry = 0, borrow = 0, prev = 0;

	for (int i = 0; i < n; i++) {
		uint64_t wi = i < n - 1 ? w[msw ? n - 2 - i : i] : 0;
		uint64_t w4 = (wi << 2) | (prev >> 62);
		uint64_t t = a[i] + carry;
		uint64_t s = t + b[i];
		uint64_t x;

		carry = (t < carry) | (s < t);
		x = s - w4;
		r[i] = x - borrow;
		borrow = (s < w4) | (x < borrow);
		prev = wi;
	}
}

#endif
