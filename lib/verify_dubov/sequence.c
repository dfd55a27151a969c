/*
 * sequence.c - the 4.3.3 sequence numbers of the shifters: the middle
 * of the sorted list first (the upper of two middles), then the middle
 * of what remains, and so on (7 players A..G: D C E B F A G).
 */
#include <stdlib.h>
#include <string.h>

#include "verify_dubov/internal.h"

int vd_middle_out(int k, int *seq)
{
	int *left = malloc(sizeof(int) * ((size_t)k + 1));

	if (!left)
		return -1;
	for (int i = 0; i < k; i++)
		left[i] = i;
	for (int s = 1, c = k; c > 0; s++, c--) {
		int mid = c % 2 ? (c - 1) / 2 : c / 2 - 1;
		seq[left[mid]] = s;
		memmove(left + mid, left + mid + 1, sizeof(int) * (size_t)(c - mid - 1));
	}
	free(left);
	return 0;
}
