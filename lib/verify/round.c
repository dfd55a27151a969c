/*
 * round.c - the players of a round as the verifier sees them: order
 * (A.2), colour preferences (A.6), floats (A.4), topscorers (A.7), and
 * who may meet whom (C1, C3, XXP) or complete the round (A.9, C2).
 */
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "verify/internal.h"

static int cmp_a2(const void *x, const void *y)
{
	const struct vplayer *a = x, *b = y;

	if (a->score != b->score)
		return a->score > b->score ? -1 : 1;
	return (a->idx > b->idx) - (a->idx < b->idx);
}

/* Rounds before r in which player i played no game. */
static int unplayed(const struct tmt *t, int i, int r)
{
	int n = 0;

	for (int k = 1; k < r; k++)
		n += tmt_at(t, i, k)->kind != TMT_PLAYED;
	return n;
}

/*
 * 2026 C5: the lowest score whose players (those C2 allows) can take the
 * PAB with the rest of the round still complete; the PAB goes to no one
 * above it.  Computed once for the round, from the lowest score up.
 */
static int set_bye_score(struct vround *v)
{
	int *who = malloc(sizeof(int) * ((size_t)v->n + 1));

	v->bye_score = -1;
	if (!who)
		return -1;
	for (int i = 0; i < v->n; i++)
		who[i] = i;
	for (int i = v->n - 1; i >= 0 && v->bye_score < 0; i--) {
		int s = v->p[i].score;
		if (i + 1 < v->n && v->p[i + 1].score == s)
			continue;	/* each score once, from the lowest */
		for (int j = 0; j < v->n; j++)
			v->p[j].pab_ok = v->p[j].c2 && v->p[j].score == s;
		int ok = vround_completable(v, who, v->n, NULL);
		if (ok < 0) {
			free(who);
			return -1;
		}
		if (ok)
			v->bye_score = s;
	}
	for (int j = 0; j < v->n; j++)
		v->p[j].pab_ok = v->p[j].c2 && v->p[j].score == v->bye_score;
	free(who);
	return 0;
}

/* tmt_each_barred(): C1 or XXP bars the pair, both ways. */
static void bar_pair(void *ctx, int a, int b, enum tmt_barred why)
{
	const struct vround *v = ctx;

	(void)why;
	v->meet[a * v->n + b] = v->meet[b * v->n + a] = 0;
}

/*
 * vround.meet: 1 for every pair, then 0 where a rule of vround_forbids()
 * applies, each from the lists that make it (the XXP lines and games
 * played, tmt_each_barred(); the absolute preferences), not pair by
 * pair; 0 on the diagonal.  0, or -1.
 */
static int meet_table(struct vround *v)
{
	int n = v->n;
	int *by = malloc(sizeof(int) * ((size_t)n + 1));

	if (!by)
		return -1;
	memset(v->meet, 1, (size_t)n * (size_t)n);
	tmt_each_barred(v->t, v->r, v->of, bar_pair, v);
	/* C3: two absolute preferences for one colour, neither a
	 * topscorer */
	int m = 0;
	for (int x = 0; x < n; x++)
		if (!v->p[x].topscorer && v->p[x].pref.strength == TMT_PREF_ABSOLUTE)
			by[m++] = x;
	for (int i = 0; i < m; i++)
		for (int j = i + 1; j < m; j++) {
			int a = by[i], b = by[j];
			if (v->p[a].pref.colour == v->p[b].pref.colour)
				v->meet[a * n + b] = v->meet[b * n + a] = 0;
		}
	for (int a = 0; a < n; a++)
		v->meet[a * n + a] = 0;
	free(by);
	return 0;
}

int vround_init(struct vround *v, const struct tmt *t, int r, int total,
		const struct vedition *ed)
{
	memset(v, 0, sizeof(*v));
	v->t = t;
	v->ed = ed;
	v->r = r;
	v->bye_score = -1;
	v->p = calloc((size_t)t->n + 1, sizeof(*v->p));
	v->of = malloc(sizeof(int) * ((size_t)t->n + 1));
	int *ranks = malloc(sizeof(int) * ((size_t)t->n + 1));
	if (!v->p || !v->of || !ranks) {
		free(ranks);
		vround_free(v);
		return -1;
	}
	tmt_colour_ranks(t, r, ranks);	/* E.5, every player at once */
	for (int i = 0; i < t->n; i++) {
		int rank = ranks[i];
		v->of[i] = -1;
		if (!tmt_to_be_paired(t, i, r))
			continue;
		struct vplayer *p = &v->p[v->n++];
		p->idx = i;
		p->colour_rank = rank;
		p->score = tmt_pairing_score(t, i, r);
		p->pref = tmt_colour_pref(t, i, r - 1, TMT_DUTCH);
		p->cd = tmt_colour_diff(t, i, r - 1);
		/* 2026 1.4.2-1.4.4: an unplayed round floats only when it
		 * scored more than a loss. */
		enum tmt_float (*fl)(const struct tmt *, int, int) =
			ed->floats_2026 ? tmt_float_2026 : tmt_float;
		p->df1 = r > 1 && fl(t, i, r - 1) == TMT_FLOAT_DOWN;
		p->uf1 = r > 1 && fl(t, i, r - 1) == TMT_FLOAT_UP;
		p->df2 = r > 2 && fl(t, i, r - 2) == TMT_FLOAT_DOWN;
		p->uf2 = r > 2 && fl(t, i, r - 2) == TMT_FLOAT_UP;
		/* A.7: more than half the maximum score, final round only. */
		p->topscorer = total && r == total &&
			       2L * p->score > (long)(r - 1) * t->win_points;
		/* C2: 2026 quotes Basic Rule 4 (any round scored at a
		 * win's value without playing). */
		p->c2 = ed->pab_lowest_score ? tmt_pab_allowed_2025(t, i, r) :
			tmt_pab_eligible(t, i, r);
		p->pab_ok = p->c2;
		p->unplayed = unplayed(t, i, r);
	}
	free(ranks);
	qsort(v->p, (size_t)v->n, sizeof(*v->p), cmp_a2);
	for (int k = 0; k < v->n; k++) {
		v->p[k].rank = k;
		v->of[v->p[k].idx] = k;
	}
	/* Every matching of the round asks for the pairs again and again. */
	v->meet = malloc((size_t)v->n * (size_t)v->n + 1);
	if (!v->meet || meet_table(v) < 0) {
		vround_free(v);
		return -1;
	}
	if (ed->pab_lowest_score && v->n % 2 && set_bye_score(v) < 0) {
		vround_free(v);
		return -1;
	}
	return 0;
}

void vround_free(struct vround *v)
{
	free(v->p);
	free(v->of);
	free(v->meet);
	v->p = NULL;
	v->of = NULL;
	v->meet = NULL;
}

/* The rules in their order, for a pair the table does not let meet
 * (or any pair without a table); C1 from the games of the player placed
 * first, as the table. */
const char *vround_forbids(const struct vround *v, int a, int b)
{
	const struct vplayer *x = &v->p[a < b ? a : b], *y = &v->p[a < b ? b : a];

	if (v->meet && v->meet[a * v->n + b])
		return NULL;

	if (tmt_played_each_other(v->t, x->idx, y->idx, v->r - 1))
		return "C1";
	if (!x->topscorer && !y->topscorer &&
	    x->pref.strength == TMT_PREF_ABSOLUTE &&
	    y->pref.strength == TMT_PREF_ABSOLUTE && x->pref.colour == y->pref.colour)
		return "C3";
	if (tmt_forbidden(v->t, x->idx, y->idx, v->r))
		return "XXP";
	return NULL;
}

int vround_may_meet(const struct vround *v, int a, int b)
{
	return v->meet ? v->meet[a * v->n + b] : !vround_forbids(v, a, b);
}

/* start's pairs among who[0..n) (the PAB as vertex n, joined to those
 * joker flags) that may meet, in mate[]. */
static void start_pairs(const struct vround *v, const int *who, int n, const int *start,
			const unsigned char *joker, size_t nv, int *at, int *mate)
{
	for (size_t i = 0; i < nv; i++)
		mate[i] = -1;
	if (!start)
		return;
	for (int i = 0; i < v->n; i++)
		at[i] = -1;
	for (int i = 0; i < n; i++)
		at[who[i]] = i;
	for (int i = 0; i < n; i++) {
		int r = start[who[i]];
		int j = r >= 0 ? at[r] : r == VREC_PAB && n % 2 ? n : -1;
		if (j >= 0 && j != i && mate[i] < 0 && mate[j] < 0 &&
		    (j == n ? joker[i] : vround_may_meet(v, who[i], who[j]))) {
			mate[i] = j;
			mate[j] = i;
		}
	}
}

int vround_completable(const struct vround *v, const int *who, int n,
		       const int *start)
{
	/* A perfect matching of the pairs that may meet, with the PAB as one
	 * more vertex when n is odd (C2): Edmonds' cardinality matching, on
	 * vround.meet in place. */
	size_t nv = (size_t)n + (size_t)(n % 2);
	unsigned char *joker = n % 2 ? malloc((size_t)n + 1) : NULL;
	int *mate = malloc(sizeof(int) * (nv + 1));
	int *at = malloc(sizeof(int) * ((size_t)v->n + 1));
	int ok = -1;

	if ((n % 2 && !joker) || !mate || !at || !v->meet)
		goto out;
	for (int i = 0; n % 2 && i < n; i++)
		joker[i] = (unsigned char)v->p[who[i]].pab_ok;
	start_pairs(v, who, n, start, joker, nv, at, mate);
	int pairs = match_cardinality_joker(v->meet, (size_t)v->n, who, n, joker, mate, 1);
	if (pairs >= 0)
		ok = 2 * (size_t)pairs == nv;
out:
	free(joker);
	free(mate);
	free(at);
	return ok;
}
