/*
 * bound.c - a lower bound that lets a bracket be judged without a
 * matching: the fewest pairs of players seeking the same colour (C7)
 * that any pairing of a set of players can have.
 */
#include "verify_dubov/internal.h"

/*
 * count[0..n-1]: how many players seek each colour (players seeking
 * the same colour are one class; C7 counts a pair of one class).  With
 * the largest class m of the total t (even): when m <= t/2 the players
 * sorted by class, i paired with i + t/2, make no such pair; else at
 * least m - (t - m) of the largest class meet each other.
 */
int vd_c7_floor(const int *count, int n)
{
	int t = 0, m = 0;

	for (int i = 0; i < n; i++) {
		t += count[i];
		if (count[i] > m)
			m = count[i];
	}
	if (t % 2 || 2 * m <= t)
		return 0;
	return (2 * m - t) / 2;
}
