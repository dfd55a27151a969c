/*
 * wide.c - the verifier's own wide integers for best.c: a weight is a
 * little-endian array of 64-bit words cut into fields, the first field
 * declared the most significant.  Kept apart from lib/dutch/weight.c so
 * that the verifier shares no code with the engine it checks.
 */
#include "verify/internal.h"

int vwide_field(struct vwide *l, int bits)
{
	l->width[l->nfields] = bits < 1 ? 1 : bits;
	return l->nfields++;
}

void vwide_done(struct vwide *l)
{
	int bit = 0;

	for (int f = l->nfields - 1; f >= 0; f--) {
		l->pos[f] = bit;
		bit += l->width[f];
	}
	/* a spare bit on top: the matcher adds weights up */
	l->nwords = bit / 64 + 1;
}

int vwide_bits(uint64_t v)
{
	int n = 1;

	while (v >>= 1)
		n++;
	return n;
}

/* w += v << bit, carrying upwards. */
static void add_at(const struct vwide *l, uint64_t *w, int bit, uint64_t v)
{
	int i = bit / 64, off = bit % 64;
	uint64_t lo = v << off, hi = off ? v >> (64 - off) : 0;

	for (; i < l->nwords && (lo || hi); i++) {
		uint64_t s = w[i] + lo;
		uint64_t carry = s < lo;
		w[i] = s;
		lo = hi + carry;
		hi = 0;
	}
}

/* w -= v << bit, borrowing upwards (w stays non-negative). */
static void sub_at(const struct vwide *l, uint64_t *w, int bit, uint64_t v)
{
	int i = bit / 64, off = bit % 64;
	uint64_t lo = v << off, hi = off ? v >> (64 - off) : 0;

	for (; i < l->nwords && (lo || hi); i++) {
		uint64_t borrow = w[i] < lo;
		w[i] -= lo;
		lo = hi + borrow;
		hi = 0;
	}
}

void vwide_add(const struct vwide *l, uint64_t *w, int field, int shift, uint64_t v)
{
	add_at(l, w, l->pos[field] + shift, v);
}

void vwide_sub(const struct vwide *l, uint64_t *w, int field, int shift, uint64_t v)
{
	sub_at(l, w, l->pos[field] + shift, v);
}

void vwide_msw(const struct vwide *l, const uint64_t *w, uint64_t *out)
{
	for (int i = 0; i < l->nwords; i++)
		out[i] = w[l->nwords - 1 - i];
}
