/*
 * players.c - the players of a Dutch round: their order (A.2), what the
 * criteria read of their history, and who may meet whom (C1-C3, XXP).
 */
#include <stdlib.h>
#include <string.h>

#include "dutch/internal.h"
#include "match/match.h"

/* A.2: score, then pairing number (index order is pairing-number order). */
static int cmp_a2(const void *x, const void *y)
{
	const struct dplayer *a = x, *b = y;

	if (a->score != b->score)
		return a->score > b->score ? -1 : 1;
	return (a->idx > b->idx) - (a->idx < b->idx);
}

static void fill_player(struct dplayer *p, const struct tmt *t, int idx,
			int r, int total, int edition)
{
	/* 2017 A.4.b; 2026 1.4.2-1.4.4 */
	enum tmt_float (*fl)(const struct tmt *, int, int) =
		edition == DUTCH_2026 ? tmt_float_2026 : tmt_float;

	memset(p, 0, sizeof(*p));
	p->idx = idx;
	p->score = tmt_pairing_score(t, idx, r);
	p->cd = tmt_colour_diff(t, idx, r - 1);
	p->pref = tmt_colour_pref(t, idx, r - 1, TMT_DUTCH);
	int len = tmt_colour_history(t, idx, r - 1, p->hist, sizeof(p->hist));
	p->nhist = len < (int)sizeof(p->hist) ? len : (int)sizeof(p->hist) - 1;
	p->last1 = p->nhist >= 1 ? p->hist[p->nhist - 1] : 0;
	p->last2 = p->nhist >= 2 ? p->hist[p->nhist - 2] : 0;
	if (r >= 2) {
		enum tmt_float f = fl(t, idx, r - 1);
		p->df1 = f == TMT_FLOAT_DOWN;
		p->uf1 = f == TMT_FLOAT_UP;
	}
	if (r >= 3) {
		enum tmt_float f = fl(t, idx, r - 2);
		p->df2 = f == TMT_FLOAT_DOWN;
		p->uf2 = f == TMT_FLOAT_UP;
	}
	/* C.04.3 C2: 2017 bars a PAB or forfeit win before; 2026 quotes
	 * Basic Rule 4, which bars any round scored as a win unplayed. */
	p->pab_ok = edition == DUTCH_2026 ? tmt_pab_allowed_2025(t, idx, r) :
		    tmt_pab_eligible(t, idx, r);
	p->byecand = p->pab_ok;
	p->played = tmt_games_played(t, idx, r - 1);
	/* C.04.3 A.7: over 50% of the maximum score, final round only. */
	p->topscorer = total > 0 && r == total &&
		       2 * (long)p->score > (long)(r - 1) * t->win_points;
}

/* C.04.3 C3: non-topscorers with the same absolute preference. */
static int c3_bars(const struct dplayer *pa, const struct dplayer *pb)
{
	return !pa->topscorer && !pb->topscorer &&
	       pa->pref.strength == TMT_PREF_ABSOLUTE &&
	       pb->pref.strength == TMT_PREF_ABSOLUTE &&
	       pa->pref.colour == pb->pref.colour;
}

/* tmt_each_barred(): the pair may not meet. */
static void barred(void *ctx, int a, int b, enum tmt_barred why)
{
	struct dround *dr = ctx;

	(void)why;
	dr->compat[(size_t)a * (size_t)dr->n + (size_t)b] = 0;
	dr->compat[(size_t)b * (size_t)dr->n + (size_t)a] = 0;
}

/*
 * Who may meet whom: C3 pair by pair, then C1 from each player's own
 * games and XXP from the forbidden pairs, so that the n^2 pairs cost a
 * byte each and not a look through the history.
 */
static int fill_compat(struct dround *dr)
{
	const struct tmt *t = dr->t;
	int n = dr->n;
	int *pos = malloc(sizeof(int) * (size_t)(t->n + 1));

	if (!pos)
		return -1;
	for (int i = 0; i < t->n; i++)
		pos[i] = -1;
	for (int a = 0; a < n; a++)
		pos[dr->p[a].idx] = a;
	for (int a = 0; a < n; a++) {
		unsigned char *row = dr->compat + (size_t)a * (size_t)n;
		for (int b = 0; b < n; b++)
			row[b] = b != a && !c3_bars(&dr->p[a], &dr->p[b]);
	}
	/* C.04.3 C1 (C.04.1 b): no second game, forfeits do not count;
	 * XXP: a forbidden pair in this round. */
	tmt_each_barred(t, dr->r, pos, barred, dr);
	free(pos);
	return 0;
}

int dround_init(struct dround *dr, const struct tmt *t, int r, int total,
		int edition)
{
	memset(dr, 0, sizeof(*dr));
	dr->edition = edition;
	dr->t = t;
	dr->r = r;
	dr->win = t->win_points;
	dr->initial_colour = t->initial_colour ? t->initial_colour : 'w';
	dr->p = malloc(sizeof(*dr->p) * (size_t)(t->n ? t->n : 1));
	if (!dr->p)
		return -1;
	/* E.5 parity: tmt_colour_rank() (companion 2.7) of every player */
	int *rank = malloc(sizeof(int) * (size_t)(t->n ? t->n : 1));
	if (!rank) {
		dround_free(dr);
		return -1;
	}
	tmt_colour_ranks(t, r, rank);
	for (int i = 0; i < t->n; i++) {
		if (!tmt_to_be_paired(t, i, r))
			continue;
		fill_player(&dr->p[dr->n], t, i, r, total, edition);
		dr->p[dr->n++].colour_rank = rank[i];
	}
	free(rank);
	qsort(dr->p, (size_t)dr->n, sizeof(*dr->p), cmp_a2);
	dr->compat = malloc((size_t)dr->n * (size_t)dr->n + 1);
	if (!dr->compat || fill_compat(dr) < 0) {
		dround_free(dr);
		return -1;
	}
	return 0;
}

void dround_free(struct dround *dr)
{
	free(dr->p);
	free(dr->compat);
	dr->p = NULL;
	dr->compat = NULL;
}

/*
 * A.9: everybody paired, but at most one who may receive the PAB.  A
 * yes/no question on up to every player of the round, so it is asked
 * of the cardinality matcher on the compatibility matrix (no weighted
 * graph of n^2 / 2 edges); with an odd number, the PAB is one more
 * vertex joined to whoever may receive it.
 */
int dround_completable(const struct dround *dr, const int *who, int n)
{
	int bye = n % 2, nv = n + bye;
	int *mate = malloc(sizeof(int) * (size_t)(nv + 1));
	unsigned char *joker = bye ? malloc((size_t)n + 1) : NULL;
	int ok = -1, got;

	if (!mate || (bye && !joker))
		goto out;
	for (int i = 0; i < nv; i++)
		mate[i] = -1;
	for (int i = 0; bye && i < n; i++)
		joker[i] = dr->p[who[i]].byecand != 0;
	got = match_cardinality_joker(dr->compat, (size_t)dr->n, who, n, joker, mate, 1);
	if (got < 0)
		goto out;
	ok = 2 * got == nv;
out:
	free(mate);
	free(joker);
	return ok;
}
