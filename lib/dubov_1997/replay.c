/*
 * replay.c - which earlier games between different scores were
 * transfers up (7.1, 7.2) and which were floats down (6.4, 8).  2.5
 * counts transfers, 6.4 asks whether a player was a floater; the file
 * records only who met whom, and a game between different scores is
 * one or the other (or both: a floater meeting a transferred player).
 * So round k is paired again by the procedure from rounds 1..k-1 (each
 * read the same way), k = 2..r-1, and each game of round k in the file
 * is read as the procedure made it.  A game the procedure did not make
 * (the file paired that round otherwise, round 1 included) is read as a
 * float down of the higher player, not a transfer (trfpair(1), DUBOV
 * SYSTEM, 1997 TEXT, "Transfers and floats before").
 */
#include <stdlib.h>
#include <string.h>

#include "dubov_1997/internal.h"

static unsigned char *at(struct d97hist *h, int p, int k)
{
	return &h->moves[(size_t)p * (size_t)(h->rounds + 1) + (size_t)k];
}

/* Round k of the file read by the replay v (NULL: the replay failed). */
static void classify(const struct tmt *t, int k, const struct d97round *v, const int *pos,
		     struct d97hist *h)
{
	for (int p = 0; p < t->n; p++) {
		const struct tmt_round *rd = tmt_at(t, p, k);
		int q = rd->opponent;
		if (rd->kind != TMT_PLAYED || q < 0 || q >= t->n || q < p)
			continue;
		int sp = tmt_pairing_score(t, p, k), sq = tmt_pairing_score(t, q, k);
		if (sp == sq)
			continue;
		int hi = sp > sq ? p : q, lo = sp > sq ? q : p;
		if (v && pos[p] >= 0 && pos[q] >= 0 && v->mate[pos[p]] == pos[q]) {
			*at(h, lo, k) |= v->moved[pos[lo]] & D97_UP;
			*at(h, hi, k) |= v->moved[pos[hi]] & D97_DOWN;
			continue;
		}
		/* ours: the procedure did not make this game */
		*at(h, hi, k) |= D97_DOWN;
		h->nguessed++;
		if (!h->first_guessed)
			h->first_guessed = k;
	}
}

int d97_history(const struct tmt *t, int r, int total, struct d97hist *h)
{
	int *pos = malloc(sizeof(int) * ((size_t)t->n + 1));

	memset(h, 0, sizeof(*h));
	h->rounds = r > 1 ? r - 1 : 0;
	h->moves = calloc((size_t)t->n * (size_t)(h->rounds + 1) + 1, 1);
	if (!pos || !h->moves) {
		free(pos);
		return -1;
	}
	for (int k = 1; k <= h->rounds; k++) {
		struct d97round v;
		int ok = 0;
		if (k > 1) {
			/* rounds 1..k-1 are classified: v reads them */
			if (d97_init(&v, t, k, total, h) < 0) {
				d97_free(&v);
				free(pos);
				return -1;
			}
			int rc = d97_pair_round(&v, NULL);
			if (rc == TRF_ELIMIT && v.budget >= 0) {
				d97_free(&v);
				free(pos);
				return -1;	/* out of memory, not the bound */
			}
			ok = rc == TRF_OK;
			for (int i = 0; i < t->n; i++)
				pos[i] = -1;
			for (int i = 0; i < v.n; i++)
				pos[v.p[i].idx] = i;
		}
		classify(t, k, ok ? &v : NULL, pos, h);
		if (k > 1)
			d97_free(&v);
	}
	free(pos);
	return 0;
}

void d97_hist_free(struct d97hist *h)
{
	free(h->moves);
	memset(h, 0, sizeof(*h));
}
