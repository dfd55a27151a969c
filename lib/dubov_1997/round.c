/*
 * round.c - the score groups of one round from the top down: floaters
 * from above first (8.1, 8.2), the transfers of 7.1 and 7.2, the
 * floaters sent down (6.4), then the group itself (group.c).  Every
 * choice the text leaves to the arbiter is made so that the rest of the
 * round can still be paired (9: "proceed wisely").
 */
#include <stdlib.h>
#include <string.h>

#include "dubov_1997/internal.h"
#include "match/match.h"

/* Bound on the floater sets tried in one round (6.4). */
#define D97_BUDGET 20000L

static int can(const struct d97round *v, int a, int b)
{
	return v->legal[(size_t)a * (size_t)v->n + (size_t)b];
}

static void pair(struct d97round *v, int a, int b)
{
	v->mate[a] = b;
	v->mate[b] = a;
}

/* Candidates for a transfer or a floater's opponent (7.1, 7.2, 8.2):
 * the due colour `want' first (0: no preference), then the highest R,
 * then the lowest ARO (ours: then the pairing number). */
static const struct d97round *pk_v;
static char pk_want;

static int cmp_pick(const void *pa, const void *pb)
{
	const struct d97p *x = &pk_v->p[*(const int *)pa], *y = &pk_v->p[*(const int *)pb];

	if (pk_want && (x->due == pk_want) != (y->due == pk_want))
		return x->due == pk_want ? -1 : 1;
	if (x->rating != y->rating)
		return x->rating > y->rating ? -1 : 1;
	if (x->aro10 != y->aro10)
		return x->aro10 < y->aro10 ? -1 : 1;
	return x->idx - y->idx;
}

static void sort_pick(const struct d97round *v, int *who, int k, char want)
{
	pk_v = v;
	pk_want = want;
	qsort(who, (size_t)k, sizeof(int), cmp_pick);
}

static char other(char c)
{
	return c == 'w' ? 'b' : c == 'b' ? 'w' : 0;
}

/* The unpaired players of the groups below score `score', group by
 * group (highest first), each group into grp[], sizes into gsz[]. */
static int lower_groups(const struct d97round *v, int score, int *grp, int *gsz)
{
	int ng = 0, k = 0;

	for (int i = 0; i < v->n;) {
		int s = v->p[i].score, n0 = k;
		for (; i < v->n && v->p[i].score == s; i++)
			if (s < score && v->mate[i] == -1)
				grp[k++] = i;
		if (k > n0)
			gsz[ng++] = k - n0;
	}
	return ng;
}

/* 8.1: White floaters by 6.2, Black floaters by 6.2, alternating from
 * the highest White (ours: one without a due colour counts as White). */
static void floater_order(const struct d97round *v, int *fl, int k)
{
	int *w = malloc(sizeof(int) * ((size_t)k + 1)), *b = malloc(sizeof(int) * ((size_t)k + 1));
	int nw = 0, nb = 0, o = 0;

	if (!w || !b) {
		free(w);
		free(b);
		return;	/* keep the order given */
	}
	for (int i = 0; i < k; i++) {
		if (v->p[fl[i]].due == 'b')
			b[nb++] = fl[i];
		else
			w[nw++] = fl[i];
	}
	d97_sort(v, w, nw, 'w');
	d97_sort(v, b, nb, 'b');
	for (int i = 0; i < nw || i < nb; i++) {
		if (i < nw)
			fl[o++] = w[i];
		if (i < nb)
			fl[o++] = b[i];
	}
	free(w);
	free(b);
}

/* 8.2: floater f against the player of res[] with the highest R, of
 * the opposite due colour if possible.  1 paired, 0 not, -1 memory. */
static int pair_floater(struct d97round *v, int f, int *res, int nres)
{
	sort_pick(v, res, nres, other(v->p[f].due));
	for (int i = 0; i < nres; i++) {
		int c = res[i], skip[2] = { f, c };
		if (v->mate[c] != -1 || !can(v, f, c))
			continue;
		int ok = d97_rest_pairable(v, skip, 2);
		if (ok)
			pair(v, f, c);
		if (ok)
			return ok;
	}
	return 0;
}

/* 7.1 / 7.2: the first player of the next possible lower group, by
 * sort_pick(want), that accept() takes; -1 none, -2 out of memory. */
struct pull {
	int x;			/* 7.1: the player to be paired; -1 for 7.2 */
	const int *grp;		/* 7.2: the group */
	int ng;
};

static int accept_pull(struct d97round *v, const struct pull *q, int c, int *tmp)
{
	if (!v->p[c].up_ok)
		return 0;	/* 2.5 */
	if (q->x >= 0) {
		int skip[2] = { q->x, c };
		return can(v, q->x, c) ? d97_rest_pairable(v, skip, 2) : 0;
	}
	int any = 0;
	for (int i = 0; i < q->ng && !any; i++)
		any = can(v, q->grp[i], c);
	if (!any)
		return 0;
	/* ours: the group can then be paired completely, and the rest */
	memcpy(tmp, q->grp, sizeof(int) * (size_t)q->ng);
	tmp[q->ng] = c;
	int ok = d97_pairable(v, tmp, q->ng + 1);
	if (ok <= 0)
		return ok;
	return d97_rest_pairable(v, tmp, q->ng + 1);
}

static int pull_up(struct d97round *v, int score, const struct pull *q, char want)
{
	int *grp = malloc(sizeof(int) * ((size_t)v->n + 1));
	int *gsz = malloc(sizeof(int) * ((size_t)v->n + 1));
	int *tmp = malloc(sizeof(int) * ((size_t)v->n + 2));
	int got = -1;

	if (!grp || !gsz || !tmp) {
		got = -2;
		goto out;
	}
	int ng = lower_groups(v, score, grp, gsz);
	for (int g = 0, at = 0; g < ng && got == -1; at += gsz[g++]) {
		sort_pick(v, grp + at, gsz[g], want);
		for (int i = 0; i < gsz[g] && got == -1; i++) {
			int ok = accept_pull(v, q, grp[at + i], tmp);
			if (ok < 0)
				got = -2;
			else if (ok)
				got = grp[at + i];
		}
	}
out:
	free(grp);
	free(gsz);
	free(tmp);
	return got;
}

/* 6.4: the unpaired players of the next lower score present (but
 * pulled, taken up by 7.2 meanwhile): positions [*lo, *hi) of v->p,
 * which is sorted by score. */
static void next_group(const struct d97round *v, int score, int pulled, int *lo, int *hi)
{
	int next = -1;

	for (int i = 0; i < v->n; i++)
		if (v->mate[i] == -1 && i != pulled && v->p[i].score < score) {
			next = v->p[i].score;	/* the first below is the highest */
			break;
		}
	*lo = *hi = v->n;
	for (int i = 0; i < v->n && next >= 0; i++)
		if (v->p[i].score == next) {
			if (*lo == v->n)
				*lo = i;
			*hi = i + 1;
		}
}

/* 6.4: the class of a possible floater, 0 best: one who was a floater
 * before is worse, then one with no opponent in the next group. */
static int floater_class(const struct d97round *v, int p, int pulled, int lo, int hi)
{
	int can_pair = 0;

	for (int i = lo; i < hi && !can_pair; i++)
		can_pair = v->mate[i] == -1 && i != pulled && can(v, p, i);
	return 2 * v->p[p].was_floater + !can_pair;
}

static const struct d97round *fc_v;
static int *fc_class;

static int cmp_float(const void *pa, const void *pb)
{
	int a = *(const int *)pa, b = *(const int *)pb;

	if (fc_class[a] != fc_class[b])
		return fc_class[a] - fc_class[b];
	/* ours: then the lowest R, the lowest ranked */
	if (fc_v->p[a].rating != fc_v->p[b].rating)
		return fc_v->p[a].rating < fc_v->p[b].rating ? -1 : 1;
	return fc_v->p[b].idx - fc_v->p[a].idx;
}

/* Try the floater sets of size f from cand[from..] (in order) into
 * set[depth..]; 1 found, 0 none, -1 memory, -2 bound. */
static int try_sets(struct d97round *v, const int *grp, int ng, const int *cand, int nc,
		    int from, int *set, int depth, int f, int *tmp)
{
	if (depth == f) {
		if (--v->budget < 0)
			return -2;
		int k = 0;
		for (int i = 0; i < ng; i++) {
			int in = 0;
			for (int j = 0; j < f && !in; j++)
				in = set[j] == grp[i];
			if (!in)
				tmp[k++] = grp[i];
		}
		int ok = d97_pairable(v, tmp, k);
		if (ok <= 0)
			return ok;
		return d97_rest_pairable(v, tmp, k);
	}
	for (int i = from; i <= nc - (f - depth); i++) {
		set[depth] = cand[i];
		int rc = try_sets(v, grp, ng, cand, nc, i + 1, set, depth + 1, f, tmp);
		if (rc)
			return rc;
	}
	return 0;
}

static int cmp_int(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

/*
 * One score group: res[0..nres-1] its unpaired players, carry[] the
 * floaters from above.  The floaters left for the next group are
 * written back into carry (*ncarry).  0, -1 memory, -2 bound.
 */
static int score_group(struct d97round *v, int score, int *res, int nres, int *carry,
		       int *ncarry, int *tmp)
{
	/* 8: floaters from above, paired in the group first */
	floater_order(v, carry, *ncarry);
	int nleft = 0;
	for (int i = 0; i < *ncarry; i++) {
		int ok = pair_floater(v, carry[i], res, nres);
		if (ok < 0)
			return -1;
		if (!ok)
			carry[nleft++] = carry[i];
	}
	/* the residents in pairing-number order (8.2 sorted them); ours:
	 * floaters no one here can take join the group's own pairing */
	int k = 0;
	qsort(res, (size_t)nres, sizeof(int), cmp_int);
	for (int i = 0; i < nres; i++)
		if (v->mate[res[i]] == -1)
			res[k++] = res[i];
	for (int i = 0; i < nleft; i++)
		res[k++] = carry[i];
	nres = k;
	*ncarry = 0;
	/* 7.1: a player with no possible opponent in his group */
	for (int i = 0; i < nres; i++) {
		int x = res[i], any = 0;
		if (v->mate[x] != -1)
			continue;
		for (int j = 0; j < nres && !any; j++)
			any = j != i && v->mate[res[j]] == -1 && can(v, x, res[j]);
		if (any)
			continue;
		struct pull q = { x, NULL, 0 };
		int c = pull_up(v, score, &q, other(v->p[x].due));
		if (c == -2)
			return -1;
		if (c >= 0) {
			pair(v, x, c);
			v->moved[c] |= D97_UP;	/* 7.1: transferred up */
		}
	}
	k = 0;
	for (int i = 0; i < nres; i++)
		if (v->mate[res[i]] == -1)
			res[k++] = res[i];
	nres = k;
	/* 7.2: an odd group takes one player from below */
	int pulled = -1;
	if (nres % 2) {
		int nw = 0, nb = 0;
		for (int i = 0; i < nres; i++) {
			nw += v->p[res[i]].due == 'w';
			nb += v->p[res[i]].due == 'b';
		}
		char dom = nw > nb ? 'w' : nb > nw ? 'b' : 0;
		struct pull q = { -1, res, nres };
		pulled = pull_up(v, score, &q, other(dom));
		if (pulled == -2)
			return -1;
		if (pulled >= 0) {
			res[nres++] = pulled;
			v->moved[pulled] |= D97_UP;	/* 7.2: transferred up */
		}
	}
	/* 6.4: the fewest floaters, chosen by class */
	int *cand = malloc(sizeof(int) * ((size_t)nres + 1));
	int *cls = malloc(sizeof(int) * ((size_t)v->n + 1));
	int *set = malloc(sizeof(int) * ((size_t)nres + 1));
	int nc = 0, f, rc = 0;
	if (!cand || !cls || !set) {
		rc = -1;
		goto out;
	}
	int lo, hi;
	next_group(v, score, pulled, &lo, &hi);
	for (int i = 0; i < nres; i++)
		if (res[i] != pulled) {
			cls[res[i]] = floater_class(v, res[i], pulled, lo, hi);
			cand[nc++] = res[i];
		}
	fc_v = v;
	fc_class = cls;
	qsort(cand, (size_t)nc, sizeof(int), cmp_float);
	/* no fewer than the group's largest pairing leaves over */
	int *mm = malloc(sizeof(int) * ((size_t)nres + 1));
	int nu = mm && nres ? match_cardinality(v->legal, (size_t)v->n, res, nres, mm, 0) : 0;
	free(mm);
	if (!mm || nu < 0) {
		rc = -1;
		goto out;
	}
	for (f = nres - 2 * nu; f <= nc; f += 2) {
		rc = try_sets(v, res, nres, cand, nc, 0, set, 0, f, tmp);
		if (rc)
			break;
	}
	if (rc < 0)
		goto out;
	if (rc == 0) {
		rc = -3;	/* cannot happen while the round is pairable */
		goto out;
	}
	rc = 0;
	k = 0;
	for (int i = 0; i < nres; i++) {
		int in = 0;
		for (int j = 0; j < f && !in; j++)
			in = set[j] == res[i];
		if (in) {
			carry[(*ncarry)++] = res[i];
			v->moved[res[i]] |= D97_DOWN;	/* 6.4: a floater */
		}
		else
			res[k++] = res[i];
	}
	rc = d97_pair_group(v, res, k);
out:
	free(cand);
	free(cls);
	free(set);
	return rc;
}

int d97_pair_groups(struct d97round *v);

int d97_pair_groups(struct d97round *v)
{
	int n = v->n, rc = 0, ncarry = 0;
	int *res = malloc(sizeof(int) * (2 * (size_t)n + 1));
	int *carry = malloc(sizeof(int) * ((size_t)n + 1));
	int *tmp = malloc(sizeof(int) * ((size_t)n + 2));

	v->budget = D97_BUDGET;
	if (!res || !carry || !tmp) {
		rc = -1;
		goto out;
	}
	for (int i = 0; i < n && rc == 0;) {
		int s = v->p[i].score, k = 0;
		for (; i < n && v->p[i].score == s; i++)
			if (v->mate[i] == -1)
				res[k++] = i;
		if (!k)
			continue;	/* all pulled up by 7.1/7.2 */
		rc = score_group(v, s, res, k, carry, &ncarry, tmp);
	}
	if (rc == 0 && ncarry)
		rc = -3;
out:
	free(res);
	free(carry);
	free(tmp);
	return rc;
}
