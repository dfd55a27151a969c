/*
 * history.c - the verifier's reading of the earlier rounds for 2.5
 * (transfers up) and 6.4 (was a floater).  A game between different
 * scores is a transfer of the lower player (7.1, 7.2), a float of the
 * higher one (6.4, 8), or both; the file does not say which.  Each
 * round k = 2..r-1 is derived again (derive.c) from the rounds before
 * it, read the same way, and every pair the derivation shares with the
 * file takes the derivation's moves.  A game of the file the
 * derivation does not make (round 1 too) counts as a float of the
 * higher player, not a transfer (trfpair(1), DUBOV SYSTEM, 1997 TEXT).
 */
#include <stdlib.h>
#include <string.h>

#include "verify_dubov_1997/internal.h"

static unsigned char *cell(struct v97past *past, int p, int k)
{
	return &past->mv[(size_t)p * (size_t)(past->upto + 1) + (size_t)k];
}

/* Whether p and q played each other over the board in round k. */
static int played(const struct tmt *t, int p, int q, int k)
{
	const struct tmt_round *g = tmt_at(t, p, k);

	return g->kind == TMT_PLAYED && g->opponent == q;
}

/* Round k: the derived pairs x (NULL: none) the file also has, then
 * the file's other games between different scores. */
static void read_round(const struct tmt *t, int k, const struct v97round *x,
		       struct v97past *past, unsigned char *done)
{
	memset(done, 0, (size_t)t->n + 1);
	for (int a = 0; x && a < x->k; a++) {
		int b = x->partner[a];
		if (b <= a)
			continue;	/* the bye, or seen from b */
		int ia = x->pl[a].id, ib = x->pl[b].id;
		if (x->pl[a].pts == x->pl[b].pts || !played(t, ia, ib, k))
			continue;
		int hi = x->pl[a].pts > x->pl[b].pts ? a : b, lo = hi == a ? b : a;
		*cell(past, x->pl[lo].id, k) |= x->moved[lo] & V97_UP;
		*cell(past, x->pl[hi].id, k) |= x->moved[hi] & V97_DOWN;
		done[ia] = done[ib] = 1;
	}
	for (int p = 0; p < t->n; p++) {
		const struct tmt_round *g = tmt_at(t, p, k);
		int q = g->opponent;
		if (done[p] || g->kind != TMT_PLAYED || q < 0 || q >= t->n || done[q])
			continue;
		int sp = tmt_pairing_score(t, p, k), sq = tmt_pairing_score(t, q, k);
		if (sp <= sq)
			continue;	/* the same score, or seen from q */
		*cell(past, p, k) |= V97_DOWN;	/* ours: a float of the higher */
		past->unexplained++;
		if (!past->round_of_first)
			past->round_of_first = k;
	}
}

int v97_read_past(const struct tmt *t, int r, int total, struct v97past *past)
{
	unsigned char *done = malloc((size_t)t->n + 1);

	memset(past, 0, sizeof(*past));
	past->upto = r > 1 ? r - 1 : 0;
	past->mv = calloc((size_t)t->n * (size_t)(past->upto + 1) + 1, 1);
	if (!done || !past->mv) {
		free(done);
		return -1;
	}
	for (int k = 1; k <= past->upto; k++) {
		struct v97round x;
		int d = 1;
		if (k > 1) {
			if (v97_setup(&x, t, k, total, past) < 0) {
				v97_teardown(&x);
				free(done);
				return -1;
			}
			d = v97_derive(&x);
			if (d == -1) {
				v97_teardown(&x);
				free(done);
				return -1;
			}
		}
		read_round(t, k, d == 0 ? &x : NULL, past, done);
		if (k > 1)
			v97_teardown(&x);
	}
	free(done);
	return 0;
}

void v97_past_free(struct v97past *past)
{
	free(past->mv);
	memset(past, 0, sizeof(*past));
}
