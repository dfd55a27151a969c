/*
 * wide.c - criteria packed into the matcher's multi-word weights, most
 * significant first, and one maximum-weight matching over a graph given
 * by a callback.  The lexicographic order of the criteria is the order
 * of the fields, as long as no field's sum spills into the next.
 */
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "verify_dubov/internal.h"

int vd_bits(uint64_t x)
{
	int b = 1;

	while (b < 64 && (x >> b))
		b++;
	return b;
}

void vdlayout_init(struct vdlayout *l)
{
	memset(l, 0, sizeof(*l));
}

int vdlayout_field(struct vdlayout *l, int width)
{
	int total = 0;

	for (int i = 0; i < l->nf; i++)
		total += l->width[i];
	if (l->nf >= VD_MAXF || width < 1 || total + width > 64 * MATCH_MAX_WORDS)
		return -1;
	l->width[l->nf] = width;
	return l->nf++;
}

/* The last field declared sits at bit 0. */
void vdlayout_done(struct vdlayout *l)
{
	int bit = 0;

	for (int i = l->nf - 1; i >= 0; i--) {
		l->pos[i] = bit;
		bit += l->width[i];
	}
	l->nwords = bit / 64 + 1;	/* a spare bit on top for the sum */
}

static void or_bit_range(const struct vdlayout *l, uint64_t *w, int bit, uint64_t v)
{
	int word = l->nwords - 1 - bit / 64, off = bit % 64;

	if (word < 0)
		return;
	w[word] |= v << off;
	if (off && word > 0)
		w[word - 1] |= v >> (64 - off);
}

void vdlayout_put(const struct vdlayout *l, uint64_t *w, int f, uint64_t v)
{
	if (f >= 0 && f < l->nf && v)
		or_bit_range(l, w, l->pos[f], v);
}

int vd_solve(int nv, const struct vdlayout *l, vd_edge_fn fn, void *ctx,
	     unsigned flags, int *mate)
{
	return vd_solve_top(nv, nv, l, fn, ctx, flags, mate);
}

int vd_solve_top(int nv, int ntop, const struct vdlayout *l, vd_edge_fn fn, void *ctx,
		 unsigned flags, int *mate)
{
	struct match_graph *g;
	uint64_t *w;
	int rc = -1;

	if (nv <= 0)
		return 0;
	g = match_graph_new(nv, l->nwords);
	w = malloc(sizeof(uint64_t) * (size_t)l->nwords);
	if (!g || !w)
		goto out;
	for (int u = 0; u < ntop && u < nv; u++)
		for (int v = u + 1; v < nv; v++) {
			memset(w, 0, sizeof(uint64_t) * (size_t)l->nwords);
			if (fn(ctx, u, v, w) && match_set_edge(g, u, v, w) < 0)
				goto out;
		}
	if (match_solve_flags(g, mate, flags) == 0)
		rc = 0;
out:
	match_graph_free(g);
	free(w);
	return rc;
}
