/*
 * presence.c - who takes part in the pairing of a round.
 */
#include "tournament/tournament.h"

int tmt_to_be_paired(const struct tmt *t, int p, int r)
{
	/* H, F, Z and absences are decided before the pairing
	 * (trf-format.md §3.1, §5.1 step 4). */
	return tmt_at(t, p, r)->paired;
}

/*
 * Companion §2.7: for the parity of the initial-colour rule the engines
 * renumber the field, skipping players who neither take part in round r
 * nor took part in an earlier pairing (e.g. late entrants not yet here).
 */
int tmt_colour_rank(const struct tmt *t, int p, int r)
{
	int rank = 1, q, k;

	for (q = 0; q < p && q < t->n; q++) {
		for (k = 1; k <= r; k++)
			if (tmt_at(t, q, k)->paired)
				break;
		if (k <= r)
			rank++;
	}
	return rank;
}

void tmt_colour_ranks(const struct tmt *t, int r, int *rank)
{
	int before = 0;

	for (int q = 0; q < t->n; q++) {
		rank[q] = 1 + before;
		for (int k = 1; k <= r; k++)
			if (tmt_at(t, q, k)->paired) {
				before++;
				break;
			}
	}
}
