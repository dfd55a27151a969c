/*
 * perm.h - the next permutation in lexicographic order, for the
 * brute-force references that walk every transposition.
 */
#ifndef TRFPAIR_T_PERM_H
#define TRFPAIR_T_PERM_H

/* Rearrange v[0..n-1] into the next permutation in ascending
 * lexicographic order; 0 (v unchanged) when v is the last one. */
int next_perm(int *v, int n);

#endif
