/*
 * round.c - the players of a Lim round as the verifier sees them: score,
 * colour history and due colour (5.1), PAB eligibility (Basic Rule 4 of
 * 2025), whether they floated the round before (3.10), and who is
 * compatible with whom (2.1, 6).
 */
#include <stdlib.h>
#include <string.h>

#include "match/augment.h"
#include "verify_lim/internal.h"

static int player_init(struct lplayer *x, const struct tmt *t, int i, int r)
{
	x->idx = i;
	x->id = t->players[i].id;
	x->rating = t->players[i].rating;
	x->score = tmt_pairing_score(t, i, r);
	x->hist = malloc((size_t)r + 1);
	if (!x->hist)
		return -1;
	x->nhist = tmt_colour_history(t, i, r - 1, x->hist, (size_t)r + 1);
	if (x->nhist > r)
		x->nhist = r;
	x->diff = 0;
	for (int k = 0; k < x->nhist; k++)
		x->diff += x->hist[k] == 'w' ? 1 : -1;
	/* 5.3, then 5.5/5.6: equalise when unequal, else alternate. */
	if (x->nhist >= 2 && x->hist[x->nhist - 1] == x->hist[x->nhist - 2])
		x->due = x->hist[x->nhist - 1] == 'w' ? 'b' : 'w';
	else if (x->diff)
		x->due = x->diff > 0 ? 'b' : 'w';
	else if (x->nhist)
		x->due = x->hist[x->nhist - 1] == 'w' ? 'b' : 'w';
	else
		x->due = 0;
	x->pab_ok = tmt_pab_allowed_2025(t, i, r);	/* 1.1 */
	/* 3.10, engine's reading: any float of round r-1 as the model
	 * counts it, a PAB or unplayed round included (A.4.b style). */
	x->floated_last = r > 1 && tmt_lim_transferred(t, i, r - 1);	/* 3.1, 3.10 */
	return 0;
}

char lsame_twice(const struct lround *v, int a)
{
	const struct lplayer *x = &v->p[a];

	if (x->nhist >= 2 && x->hist[x->nhist - 1] == x->hist[x->nhist - 2])
		return x->hist[x->nhist - 1];
	return 0;
}

/* 5.1 a, b: a may get colour c. */
static int lcolour_ok(const struct lround *v, int a, char c)
{
	int d = v->p[a].diff + (c == 'w' ? 1 : -1);

	return lsame_twice(v, a) != c && d <= 2 && d >= -2;
}

int lcompat(const struct lround *v, int a, int b)
{
	return a != b && v->adj[(size_t)a * (size_t)v->n + (size_t)b];
}

/* tmt_each_barred(): zero both ways the pairs barred for why. */
static void unmark(struct lround *v, int a, int b, enum tmt_barred why, enum tmt_barred want)
{
	if (why == want)
		v->adj[(size_t)a * (size_t)v->n + (size_t)b] = v->adj[(size_t)b * (size_t)v->n + (size_t)a] = 0;
}

static void unmark_met(void *ctx, int a, int b, enum tmt_barred why)
{
	unmark(ctx, a, b, why, TMT_BARRED_MET);
}

static void unmark_xxp(void *ctx, int a, int b, enum tmt_barred why)
{
	unmark(ctx, a, b, why, TMT_BARRED_XXP);
}

/* 2.1 for every pair; colour limits only where Lim 6 keeps them (all
 * if none), and not at all with relax_all.  Row by row (the relation is
 * symmetric), the colours a player may take read once per player, the
 * XXP pairs marked off after. */
static void set_compat(struct lround *v, int relax_all)
{
	size_t n = (size_t)v->n;

	for (size_t a = 0; a < n; a++) {
		const unsigned char *ma = v->met + a * n;
		unsigned char *row = v->adj + a * n, sa = v->side[a], fits[4];
		/* 2.1: some colour allocation keeps 5.1 a and b (a White
		 * and b Black or the other way), by b's sides */
		for (int sb = 0; sb < 4; sb++)
			fits[sb] = ((sa & 1) && (sb & 2)) || ((sa & 2) && (sb & 1));
		if (relax_all) {
			memcpy(row, ma, n);
		} else if (!v->last) {
			for (size_t b = 0; b < n; b++)
				row[b] = ma[b] & fits[v->side[b]];
		} else {
			/* Lim 6: in the last round not between equal scores */
			for (size_t b = 0; b < n; b++)
				row[b] = ma[b] & (v->p[a].score == v->p[b].score ? 1 : fits[v->side[b]]);
		}
	}
	/* the games are in met[] both ways already */
	tmt_each_barred(v->t, v->r, v->of, unmark_xxp, v);
}

void lround_relax(struct lround *v)
{
	set_compat(v, 1);
}

int lround_init(struct lround *v, const struct tmt *t, int r, int last, int maxi)
{
	memset(v, 0, sizeof(*v));
	v->t = t;
	v->r = r;
	v->last = last;
	v->maxi = maxi;
	v->median2 = (r - 1) * t->win_points;
	v->bye = -1;
	v->p = calloc((size_t)t->n + 1, sizeof(*v->p));
	v->of = malloc(sizeof(int) * ((size_t)t->n + 1));
	if (!v->p || !v->of)
		return -1;
	tmt_colour_ranks(t, r, v->of);	/* 7.2, before of[] is filled */
	for (int i = 0; i < t->n; i++) {
		int crank = v->of[i];
		v->of[i] = -1;
		if (!tmt_to_be_paired(t, i, r))
			continue;
		v->of[i] = v->n;
		v->p[v->n].crank = crank;
		if (player_init(&v->p[v->n++], t, i, r) < 0)
			return -1;
	}
	size_t n = (size_t)v->n;
	v->adj = calloc(n * n + 1, 1);
	v->mate = malloc(sizeof(int) * (n + 1));
	v->mark = calloc(n + 1, sizeof(int));
	v->loc = malloc(sizeof(int) * (n + 1));
	if (!v->adj || !v->mate || !v->mark || !v->loc)
		return -1;
	for (size_t a = 0; a < n; a++) {
		v->mate[a] = -1;
		memset(v->adj + a * n, 1, n);
		v->adj[a * n + a] = 0;
	}
	/* Games played over the board (C.04.2 D.6: forfeits may meet again). */
	tmt_each_barred(t, r, v->of, unmark_met, v);
	v->met = malloc(n * n + 1);
	v->side = malloc(n + 1);
	if (!v->met || !v->side)
		return -1;
	memcpy(v->met, v->adj, n * n);
	for (size_t a = 0; a < n; a++)
		v->side[a] = (unsigned char)(lcolour_ok(v, (int)a, 'w') | lcolour_ok(v, (int)a, 'b') << 1);
	set_compat(v, 0);
	return 0;
}

void lround_free(struct lround *v)
{
	for (int i = 0; v->p && i < v->n; i++)
		free(v->p[i].hist);
	free(v->p);
	free(v->of);
	free(v->adj);
	free(v->mate);
	free(v->mark);
	free(v->loc);
	free(v->met);
	free(v->side);
	memset(v, 0, sizeof(*v));
}

/* A fresh stamp for v->mark: marked(x) is v->mark[x] == stamp. */
static int new_stamp(const struct lround *v)
{
	return ++v->mark[v->n];
}

/* The pairs of wit inside who[] (both ends there, compatible) as a
 * matching mate[0..k-1] of local indices; their count. */
static int local_start(const struct lround *v, const int *who, int k, const int *wit, int *mate)
{
	int st = new_stamp(v), pairs = 0;

	for (int i = 0; i < k; i++) {
		v->mark[who[i]] = st;
		v->loc[who[i]] = i;
	}
	for (int i = 0; i < k; i++) {
		int m = wit[who[i]];
		int in = m >= 0 && m < v->n && v->mark[m] == st && wit[m] == who[i] &&
			 lcompat(v, who[i], m);
		mate[i] = in ? v->loc[m] : -1;
		pairs += mate[i] > i;
	}
	return pairs;
}

/* mate[] (local) back into wit for who[]. */
static void local_back(const int *who, int k, const int *mate, int *wit)
{
	for (int i = 0; i < k; i++)
		wit[who[i]] = mate[i] >= 0 ? who[mate[i]] : -1;
}

/* A search from the pairs wit already has inside who[]: a question one
 * pair away from the last one costs one augmenting path. */
int lperfect_wit(const struct lround *v, const int *who, int k, int *wit)
{
	if (k % 2)
		return 0;
	int *mate = malloc(sizeof(int) * ((size_t)k + 1));
	if (!mate)
		return -1;
	int m = local_start(v, who, k, wit, mate), ok = 2 * m == k;
	if (!ok) {
		m = match_grow(v->adj, (size_t)v->n, who, k, mate, 1);
		ok = m < 0 ? -1 : 2 * m == k;
		if (ok == 1)
			local_back(who, k, mate, wit);
	}
	free(mate);
	return ok;
}

int lmax_wit(const struct lround *v, const int *who, int k, int *wit)
{
	int *mate = malloc(sizeof(int) * ((size_t)k + 1));
	if (!mate)
		return -1;
	local_start(v, who, k, wit, mate);
	int m = match_grow(v->adj, (size_t)v->n, who, k, mate, 0);
	if (m >= 0)
		local_back(who, k, mate, wit);
	free(mate);
	return m;
}

int laugment_wit(const struct lround *v, const int *who, int k, int root, int *wit)
{
	int *mate = malloc(sizeof(int) * ((size_t)k + 1));
	if (!mate)
		return -1;
	local_start(v, who, k, wit, mate);
	int r = v->mark[root] == v->mark[v->n] ? v->loc[root] : -1;
	int ok = r >= 0 && mate[r] < 0 ? match_augment(v->adj, (size_t)v->n, who, k, mate, r) : -1;
	if (ok == 1)
		local_back(who, k, mate, wit);
	free(mate);
	return ok;
}
