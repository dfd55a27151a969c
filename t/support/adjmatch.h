/*
 * adjmatch.h - the check the cardinality matchers' tests share: a
 * matching of an induced subgraph given by an adjacency matrix.
 */
#ifndef TRFPAIR_T_ADJMATCH_H
#define TRFPAIR_T_ADJMATCH_H

/* mate[0..k) is a matching of the graph adj (n * n) induced on who[0..k)
 * (mate[a] = b pairs who[a] with who[b], -1 unmatched), of size pairs;
 * a Check assertion fails otherwise. */
void adj_check_matching(const unsigned char *adj, int n, const int *who, int k,
			const int *mate, int size);

#endif
