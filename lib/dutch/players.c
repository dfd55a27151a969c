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
	p->colour_rank = tmt_colour_rank(t, idx, r);	/* companion 2.7 */
	/* C.04.3 A.7: over 50% of the maximum score, final round only. */
	p->topscorer = total > 0 && r == total &&
		       2 * (long)p->score > (long)(r - 1) * t->win_points;
}

static int may_meet(const struct dround *dr, int a, int b)
{
	const struct dplayer *pa = &dr->p[a], *pb = &dr->p[b];

	/* C.04.3 C1 (C.04.1 b): no second game; forfeits do not count. */
	if (tmt_played_each_other(dr->t, pa->idx, pb->idx, dr->r - 1))
		return 0;
	/* C.04.3 C3: non-topscorers with the same absolute preference. */
	if (!pa->topscorer && !pb->topscorer &&
	    pa->pref.strength == TMT_PREF_ABSOLUTE &&
	    pb->pref.strength == TMT_PREF_ABSOLUTE &&
	    pa->pref.colour == pb->pref.colour)
		return 0;
	return !tmt_forbidden(dr->t, pa->idx, pb->idx, dr->r);
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
	for (int i = 0; i < t->n; i++)
		if (tmt_to_be_paired(t, i, r))
			fill_player(&dr->p[dr->n++], t, i, r, total, edition);
	qsort(dr->p, (size_t)dr->n, sizeof(*dr->p), cmp_a2);
	dr->compat = calloc((size_t)dr->n * (size_t)dr->n + 1, 1);
	if (!dr->compat) {
		dround_free(dr);
		return -1;
	}
	for (int a = 0; a < dr->n; a++)
		for (int b = a + 1; b < dr->n; b++)
			dr->compat[(size_t)a * dr->n + b] =
				dr->compat[(size_t)b * dr->n + a] = (unsigned char)may_meet(dr, a, b);
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
 * graph of n^2 / 2 edges); with an odd number, a matrix of its own
 * that adds the PAB as a vertex joined to whoever may receive it.
 */
int dround_completable(const struct dround *dr, const int *who, int n)
{
	int bye = n % 2, nv = n + bye;
	int *mate = malloc(sizeof(int) * (size_t)(nv + 1));
	int *id = NULL;
	unsigned char *adj = NULL;
	int ok = -1, got;

	if (!mate)
		goto out;
	if (!bye) {
		got = match_cardinality(dr->compat, (size_t)dr->n, who, n, mate, 1);
	} else {
		size_t k = (size_t)nv;
		adj = calloc(k * k + 1, 1);
		id = malloc(sizeof(int) * k);
		if (!adj || !id)
			goto out;
		for (int i = 0; i < n; i++) {
			id[i] = i;
			for (int j = i + 1; j < n; j++)
				adj[(size_t)i * k + (size_t)j] = adj[(size_t)j * k + (size_t)i] =
					(unsigned char)dr_compat(dr, who[i], who[j]);
			adj[(size_t)i * k + (size_t)n] = adj[(size_t)n * k + (size_t)i] =
				(unsigned char)(dr->p[who[i]].byecand != 0);
		}
		id[n] = n;
		got = match_cardinality(adj, k, id, nv, mate, 1);
	}
	if (got < 0)
		goto out;
	ok = 2 * got == nv;
out:
	free(mate);
	free(id);
	free(adj);
	return ok;
}
