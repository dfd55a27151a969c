/*
 * augment.h - maximum-cardinality matching grown from a given matching,
 * one augmenting path at a time, for the verifiers' yes/no questions
 * ("can the rest still all be paired if x-y is fixed?"): a question one
 * pair away from the last one is answered by one search from the
 * player left without a partner, not by a matching from scratch.
 * Internal to lib/ (not installed).
 *
 * The graph is as for match_cardinality() (match.h): the k vertices
 * who[0..k-1] of a symmetric 0/1 matrix adj with row length stride;
 * mate[] (k entries) holds local indices, mate[i] = j and mate[j] = i
 * for each pair of the matching, -1 for an unmatched vertex.
 *
 * The same blossom search as match_cardinality(), with the blossoms
 * kept in a union-find forest so that shrinking one costs its path, not
 * a pass over every vertex: on the dense graphs of a large score group
 * that pass was most of the time.  Which maximum matching is returned
 * may differ from match_cardinality()'s (only its size is the same),
 * which is why the engines keep that one: their output depends on it.
 */
#ifndef TRFPAIR_MATCH_AUGMENT_H
#define TRFPAIR_MATCH_AUGMENT_H

#include <stddef.h>

/*
 * match_cardinality_from() (match.h) by this search: the matching in
 * mate[] on entry (a matching of edges of who[], else EINVAL) grown to a
 * maximum one; its size, or -1 with errno set.  stop_early: give up at
 * the first vertex with no augmenting path (the matching cannot then be
 * perfect; the size returned is then only what was reached).
 */
int match_grow(const unsigned char *adj, size_t stride, const int *who, int k, int *mate,
	       int stop_early);

/*
 * One search from the unmatched vertex root (a local index): if an
 * augmenting path starts there, the matching in mate[] is augmented
 * along it (root and every vertex matched before end up matched) and 1
 * is returned; 0 if there is none (mate[] unchanged); -1 with errno set
 * (EINVAL: a bad matching, or root out of range or matched).  When
 * mate[] was a maximum matching of who[] before one vertex's pair was
 * dropped (or one vertex removed), a search from the partner left alone
 * decides whether the maximum size is still reached.
 */
int match_augment(const unsigned char *adj, size_t stride, const int *who, int k, int *mate,
		  int root);

#endif
