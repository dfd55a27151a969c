/*
 * below.h - the pairs whose duals sit below their class bound, found
 * through the blossom forest (internal to lib/match: the pricing pass
 * of match_solve_classed() uses it).
 *
 * Pair {u, v} of classes a, b has reduced cost
 *	y_u + y_v + cz[L] - 4 w,	L the smallest blossom holding both
 * (cz[L] = 0 when none does, duals.h), so with w <= B(a, b) it can be
 * negative only when y_u + y_v + cz[L] < 4 B(a, b).  This finds
 * exactly those pairs without looking at the others, whatever the
 * blossoms: pairing rounds nest hundreds of blossoms (each the one
 * before and two more players), and a bound that knew only the
 * top-level blossom let millions of pairs through a pass.
 */
#ifndef TRFPAIR_MATCH_BELOW_H
#define TRFPAIR_MATCH_BELOW_H

#include <stdint.h>

#include "match/duals.h"

struct match_below;

/* Room for n vertices and K classes; NULL (errno set) on failure. */
struct match_below *match_below_new(int n, int K);
void match_below_free(struct match_below *bw);

/*
 * Called once for each unordered pair {u, v} found (u the end whose
 * side of the forest was searched; either order); non-zero stops the
 * search and is passed back.
 */
typedef int match_below_fn(void *ctx, int u, int v);

/*
 * Every pair {u, v} (u != v) of vertices with skip[u] and skip[v]
 * clear (skip may be NULL) and has[of[u] * K + of[v]] set for which
 * y_u + y_v + cz[L] < b4[(of[u] * K + of[v]) * W] (W = d->W words,
 * least significant first, signed; b4 and has symmetric in the two
 * classes), each once, to fn.  Cost: the vertex's light ancestors
 * (at most log2 n of them) times the classes, plus O(1) a pair found;
 * O(n log n) to index d first.  Returns 0, fn's first non-zero value,
 * or -1 with errno set.
 */
int match_below_pairs(struct match_below *bw, const struct match_duals *d,
		      const int *of, int K, const uint64_t *b4,
		      const unsigned char *has, const unsigned char *skip,
		      match_below_fn *fn, void *ctx);

#endif
