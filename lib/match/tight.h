/*
 * tight.h - which pairs of an implicit graph are tight after a solve,
 * found by vertex classes instead of pair by pair (internal to the
 * library: the Dutch verifier's bracket solves use it).
 */
#ifndef TRFPAIR_MATCH_TIGHT_H
#define TRFPAIR_MATCH_TIGHT_H

#include "match/match.h"

/*
 * tight (n * n bytes, indexed u * n + v for u < v, the rest set to 0):
 * 1 where {u, v} is an edge of the implicit graph given by edge() whose
 * reduced cost is zero under the duals the last solve given ws kept
 * (match_warm_keep_duals() on, as match_solve_priced()'s tight), else
 * 0.  cl as for match_solve_classed(), except that every must be NULL:
 * each bound must hold for every pair of its two classes.  Only the
 * pairs whose vertex duals are low enough for their classes' bound are
 * asked of edge(): about n * classes plus the tight pairs, not n^2 / 2.
 * Returns 0, or -1 with errno set (EINVAL when ws kept no duals or cl
 * does not fit; errors of edge() and bound() pass through).
 */
int match_tight_classed(const struct match_warm *ws, match_edge_fn *edge, void *ctx,
			const struct match_classes *cl, unsigned char *tight);

#endif
