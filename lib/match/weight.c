/* weight.c - wide weights made of lexicographic fields. */
#include <string.h>

#include "match/weight.h"

int weight_field(struct weight_layout *l, int bits)
{
	int f = l->nfields++;

	l->width[f] = bits < 1 ? 1 : bits;
	return f;
}

void weight_layout_done(struct weight_layout *l)
{
	int pos = 0;

	for (int f = l->nfields - 1; f >= 0; f--) {
		l->pos[f] = pos;
		pos += l->width[f];
	}
	l->nwords = pos / 64 + 1;	/* at least one spare bit on top */
}

int weight_bits(uint64_t v)
{
	int b = 1;

	while (b < 64 && (v >> b))
		b++;
	return b;
}

static void add_at(uint64_t *w, int nwords, int bit, uint64_t v)
{
	int word = bit / 64, off = bit % 64;

	if (!v || word >= nwords)
		return;
	uint64_t lo = v << off, hi = off ? v >> (64 - off) : 0;
	uint64_t old = w[word];
	w[word] += lo;
	uint64_t carry = (w[word] < old) + hi;
	for (int k = word + 1; carry && k < nwords; k++) {
		old = w[k];
		w[k] += carry;
		carry = w[k] < old;
	}
}

static void sub_at(uint64_t *w, int nwords, int bit, uint64_t v)
{
	int word = bit / 64, off = bit % 64;

	if (!v || word >= nwords)
		return;
	uint64_t lo = v << off, hi = off ? v >> (64 - off) : 0;
	uint64_t old = w[word];
	w[word] -= lo;
	uint64_t borrow = (w[word] > old) + hi;
	for (int k = word + 1; borrow && k < nwords; k++) {
		old = w[k];
		w[k] -= borrow;
		borrow = w[k] > old;
	}
}

void weight_add(const struct weight_layout *l, uint64_t *w, int field,
		int shift, uint64_t v)
{
	add_at(w, l->nwords, l->pos[field] + shift, v);
}

void weight_sub(const struct weight_layout *l, uint64_t *w, int field,
		int shift, uint64_t v)
{
	sub_at(w, l->nwords, l->pos[field] + shift, v);
}

uint64_t weight_get(const struct weight_layout *l, const uint64_t *w,
		    int field)
{
	int bit = l->pos[field], word = bit / 64, off = bit % 64;
	int width = l->width[field] > 64 ? 64 : l->width[field];
	uint64_t v = w[word] >> off;

	if (off && word + 1 < l->nwords)
		v |= w[word + 1] << (64 - off);
	return width == 64 ? v : v & ((UINT64_C(1) << width) - 1);
}

void weight_to_msw(const struct weight_layout *l, const uint64_t *w,
		   uint64_t *out)
{
	for (int k = 0; k < l->nwords; k++)
		out[k] = w[l->nwords - 1 - k];
}
