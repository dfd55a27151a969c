/*
 * weight.h - packing the pairing criteria into one wide edge weight.
 *
 * A weight is a little-endian array of 64-bit words split into fields,
 * the first field declared being the most significant.  Each field is
 * wide enough that the sum over a whole matching cannot carry into the
 * field above it, so maximising the sum maximises the fields
 * lexicographically.
 */
#ifndef TRFPAIR_MATCH_WEIGHT_H
#define TRFPAIR_MATCH_WEIGHT_H

#include <stdint.h>

#define WEIGHT_MAX_FIELDS 32

struct weight_layout {
	int nfields;
	int width[WEIGHT_MAX_FIELDS];	/* bits, in declaration order */
	int pos[WEIGHT_MAX_FIELDS];	/* lowest bit of each field */
	int nwords;
};

/* Declare fields most significant first; then weight_layout_done(). */
int weight_field(struct weight_layout *l, int bits);
void weight_layout_done(struct weight_layout *l);

/* Bits needed to hold values up to v (at least 1). */
int weight_bits(uint64_t v);

/* w += v << (pos[field] + shift); w has l->nwords words. */
void weight_add(const struct weight_layout *l, uint64_t *w, int field,
		int shift, uint64_t v);
/* w -= v << (pos[field] + shift); the caller keeps w non-negative. */
void weight_sub(const struct weight_layout *l, uint64_t *w, int field,
		int shift, uint64_t v);

/* Value of a field of at most 64 bits (sum of a solution). */
uint64_t weight_get(const struct weight_layout *l, const uint64_t *w,
		    int field);

/* Copy little-endian words into the most-significant-first order the
 * matcher wants. */
void weight_to_msw(const struct weight_layout *l, const uint64_t *w,
		   uint64_t *out);

#endif
