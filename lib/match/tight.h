/*
 * tight.h - which vertices of an implicit graph have a tight pair
 * after a solve, found by vertex classes instead of pair by pair
 * (internal to the library: the Dutch verifier's bracket solves use
 * it).
 */
#ifndef TRFPAIR_MATCH_TIGHT_H
#define TRFPAIR_MATCH_TIGHT_H

#include "match/match.h"

/*
 * For each vertex u < nfrom, out[u] = 1 when u may be matched with a
 * vertex flagged in to[] (n entries) or left unmatched in a maximum-
 * weight matching of the implicit graph, as the duals the last solve
 * given ws kept tell it: some v != u flagged in to[] makes {u, v} an
 * edge with zero reduced cost (every optimum uses such pairs only), or
 * u's vertex dual is not positive (an optimum leaves only such vertices
 * unmatched); else 0.  The duals are those the last solve given ws
 * kept (match_warm_keep_duals() on); cl as for match_solve_classed(),
 * except that every must be NULL: each bound must hold for every pair
 * of its two classes.  A row is read only as far as its classes'
 * bounds allow and stops at its first tight pair.  Returns 0, or -1
 * with errno set (EINVAL when ws kept no duals or cl does not fit;
 * errors of edge() and bound() pass through).
 */
int match_tight_any_classed(const struct match_warm *ws, match_edge_fn *edge, void *ctx,
			    const struct match_classes *cl, int nfrom,
			    const unsigned char *to, unsigned char *out);

#endif
