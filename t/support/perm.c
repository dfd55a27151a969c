/*
 * perm.c - the next permutation in lexicographic order (perm.h).
 */
#include "support/perm.h"

int next_perm(int *v, int n)
{
	int i = n - 2, j;

	while (i >= 0 && v[i] >= v[i + 1])
		i--;
	if (i < 0)
		return 0;
	for (j = n - 1; v[j] <= v[i]; j--)
		;
	int x = v[i];
	v[i] = v[j];
	v[j] = x;
	for (int a = i + 1, c = n - 1; a < c; a++, c--) {
		x = v[a];
		v[a] = v[c];
		v[c] = x;
	}
	return 1;
}
