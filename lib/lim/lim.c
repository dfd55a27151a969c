/*
 * lim.c - one round of the Lim System: the PAB (1.1, 7.1), the order of
 * the score-groups (2.2, 8.3), floaters carried from group to group
 * (3.2), the median group paired last and cracked open when blocked
 * (2.6), and the last-round exception (6).
 */
#include <stdlib.h>
#include <string.h>

#include "lim/internal.h"

struct rstate {
	struct lround *R;
	int *order;		/* players by score desc, then number */
	int n;			/* players to pair (the PAB left out) */
	int *gstart, *glen;	/* groups over order[], by score desc */
	int ng;
	struct lpair *up, *low, *mid;	/* pairs made by each part */
	int nup, nlow, nmid;
	struct lmember *carry_down, *carry_up;
	int ndown, nup_fl;
	struct lmember *mem;	/* scratch for a group's members */
};

static int nomem(struct trf_diag *d)
{
	trf_diag_set(d, "", 0, 0, TRF_ELIMIT, "out of memory");
	return TRF_ELIMIT;
}

/* 1.1: the lowest ranked player of the lowest score-group, who may
 * have it (Basic Rule 4), and whose absence leaves a pairable field. */
static int choose_pab(const struct lround *R, int *who, int *bye)
{
	int n = R->n;
	int *rest = malloc(sizeof(int) * ((size_t)n + 1));

	*bye = -1;
	if (!rest)
		return -1;
	for (;;) {
		int c = -1;
		/* The next candidate after those already refused. */
		for (int i = 0; i < n; i++) {
			if (!R->p[i].pab_ok || who[i] < 0)
				continue;
			if (c < 0 || R->p[i].score < R->p[c].score ||
			    (R->p[i].score == R->p[c].score && i > c))
				c = i;
		}
		if (c < 0)
			break;
		int k = 0;
		for (int i = 0; i < n; i++)
			if (i != c)
				rest[k++] = i;
		int ok = lim_perfect(R, rest, k);
		if (ok < 0) {
			free(rest);
			return -1;
		}
		if (ok) {
			*bye = c;
			break;
		}
		who[c] = -1;	/* refused */
	}
	free(rest);
	return 0;
}

struct skey {
	int score, pl;
};

/* Score descending, then pairing number. */
static int cmp_skey(const void *x, const void *y)
{
	const struct skey *a = x, *b = y;

	if (a->score != b->score)
		return a->score > b->score ? -1 : 1;
	return (a->pl > b->pl) - (a->pl < b->pl);
}

static int make_groups(struct rstate *S)
{
	const struct lround *R = S->R;
	struct skey *k = malloc(sizeof(*k) * ((size_t)S->n + 1));

	if (!k)
		return -1;
	for (int i = 0; i < S->n; i++)
		k[i] = (struct skey){ R->p[S->order[i]].score, S->order[i] };
	qsort(k, (size_t)S->n, sizeof(*k), cmp_skey);
	S->ng = 0;
	for (int i = 0; i < S->n; i++) {
		S->order[i] = k[i].pl;
		if (i == 0 || k[i].score != k[i - 1].score) {
			S->gstart[S->ng] = i;
			S->glen[S->ng++] = 0;
		}
		S->glen[S->ng - 1]++;
	}
	free(k);
	return 0;
}

static int gscore(const struct rstate *S, int g)
{
	return S->R->p[S->order[S->gstart[g]]].score;
}

/* Pair group g (or the median, g = -1 with its members in S->mem[0..k-1]). */
static int run_group(struct rstate *S, int g, int k, int dir, int side,
		     int adjg, struct lpair *pairs, int *np,
		     struct lmember *fl, int *nf)
{
	struct lgroup grp;

	(void)g;
	grp.m = S->mem;
	grp.k = k;
	grp.dir = dir;
	grp.side = side;
	grp.median = side == 0;
	grp.adjacent = adjg >= 0 ? S->order + S->gstart[adjg] : NULL;
	grp.nadjacent = adjg >= 0 ? S->glen[adjg] : 0;
	/* 2.2: the median group and those above it are paired downward,
	 * the others upward; an upfloater into the median meets it
	 * downward (3.8). */
	grp.adjdir = adjg >= 0 && lim_round_side(S->R, gscore(S, adjg)) < 0 ? -1 : 1;
	return lim_pair_group(S->R, &grp, pairs, np, fl, nf);
}

/* Members: the residents of group g and the floaters carried in. */
static int gather(struct rstate *S, int g, const struct lmember *in, int nin)
{
	int k = 0;

	if (g >= 0)
		for (int i = 0; i < S->glen[g]; i++)
			S->mem[k++] = (struct lmember){ S->order[S->gstart[g] + i], LO_RES };
	for (int i = 0; i < nin; i++)
		S->mem[k++] = in[i];
	return k;
}

static int pair_all(struct rstate *S)
{
	const struct lround *R = S->R;
	int first_mid = -1, first_low = S->ng, nfl, k, rc;
	struct lmember *tmp = malloc(sizeof(*tmp) * ((size_t)S->n + 1));

	if (!tmp)
		return -1;
	/* 2.2: the groups above the median, those below, the median. */
	for (int g = 0; g < S->ng; g++) {
		int side = lim_round_side(R, gscore(S, g));
		if (side == 0)
			first_mid = g;
		if (side < 0 && first_low == S->ng)
			first_low = g;
	}
	int nupper = first_mid >= 0 ? first_mid : first_low;
	/* Downward from the top: floaters go to the next lower group. */
	S->ndown = 0;
	for (int g = 0; g < nupper; g++) {
		int adjg = g + 1 < nupper ? g + 1 : first_mid >= 0 ? first_mid :
			   first_low < S->ng ? first_low : -1;
		k = gather(S, g, S->carry_down, S->ndown);
		nfl = 0;
		rc = run_group(S, g, k, 1, 1, adjg, S->up, &S->nup, tmp, &nfl);
		if (rc < 0)
			goto out;
		memcpy(S->carry_down, tmp, sizeof(*tmp) * (size_t)nfl);
		S->ndown = nfl;
	}
	/* Upward from the bottom: floaters go to the next higher group. */
	S->nup_fl = 0;
	for (int g = S->ng - 1; g >= first_low; g--) {
		int adjg = g - 1 >= first_low ? g - 1 : first_mid >= 0 ? first_mid :
			   nupper > 0 ? nupper - 1 : -1;
		k = gather(S, g, S->carry_up, S->nup_fl);
		nfl = 0;
		rc = run_group(S, g, k, -1, -1, adjg, S->low, &S->nlow, tmp, &nfl);
		if (rc < 0)
			goto out;
		memcpy(S->carry_up, tmp, sizeof(*tmp) * (size_t)nfl);
		S->nup_fl = nfl;
	}
	/* The median group, paired downward, last; 2.6 when blocked. */
	for (;;) {
		k = gather(S, first_mid, S->carry_down, S->ndown);
		for (int i = 0; i < S->nup_fl; i++)
			S->mem[k++] = S->carry_up[i];
		if (k == 0) {
			rc = 0;
			break;
		}
		S->nmid = 0;
		nfl = 0;
		rc = run_group(S, first_mid, k, 1, 0, -1, S->mid, &S->nmid, tmp, &nfl);
		if (rc <= 0)
			break;
		/* More down-floaters: crack the lower half's next pair. */
		int lower = S->ndown > S->nup_fl ? S->nlow > 0 : S->nup == 0;
		if (lower && S->nlow > 0) {
			struct lpair p = S->low[--S->nlow];
			S->carry_up[S->nup_fl++] = (struct lmember){ p.white, LO_UP };
			S->carry_up[S->nup_fl++] = (struct lmember){ p.black, LO_UP };
		} else if (S->nup > 0) {
			struct lpair p = S->up[--S->nup];
			S->carry_down[S->ndown++] = (struct lmember){ p.white, LO_DOWN };
			S->carry_down[S->ndown++] = (struct lmember){ p.black, LO_DOWN };
		} else {
			rc = 2;	/* nothing left to crack */
			break;
		}
	}
out:
	free(tmp);
	return rc;
}

static int emit(const struct rstate *S, struct pairing *out)
{
	const struct lround *R = S->R;
	const struct lpair *parts[3] = { S->up, S->low, S->mid };
	int counts[3] = { S->nup, S->nlow, S->nmid };

	for (int j = 0; j < 3; j++)
		for (int i = 0; i < counts[j]; i++)
			if (pairing_add(out, R->p[parts[j][i].white].idx,
					R->p[parts[j][i].black].idx) < 0)
				return -1;
	return 0;
}

static void free_state(struct rstate *S)
{
	free(S->order);
	free(S->gstart);
	free(S->glen);
	free(S->up);
	free(S->low);
	free(S->mid);
	free(S->carry_down);
	free(S->carry_up);
	free(S->mem);
}

/* One attempt under the current compatibility; TRF_* status. */
static int pair_round(struct lround *R, struct pairing *out, struct trf_diag *d)
{
	struct rstate S;
	size_t n1 = (size_t)R->n + 1;
	int bye = -1, rc;

	memset(&S, 0, sizeof(S));
	S.R = R;
	S.order = malloc(sizeof(int) * n1);
	S.gstart = malloc(sizeof(int) * n1);
	S.glen = malloc(sizeof(int) * n1);
	S.up = malloc(sizeof(struct lpair) * n1);
	S.low = malloc(sizeof(struct lpair) * n1);
	S.mid = malloc(sizeof(struct lpair) * n1);
	S.carry_down = malloc(sizeof(struct lmember) * n1);
	S.carry_up = malloc(sizeof(struct lmember) * n1);
	S.mem = malloc(sizeof(struct lmember) * n1);
	if (!S.order || !S.gstart || !S.glen || !S.up || !S.low || !S.mid ||
	    !S.carry_down || !S.carry_up || !S.mem) {
		free_state(&S);
		return nomem(d);
	}
	for (int i = 0; i < R->n; i++)
		S.order[i] = i;
	if (R->n % 2) {
		if (choose_pab(R, S.order, &bye) < 0) {
			free_state(&S);
			return nomem(d);
		}
		if (bye < 0) {
			free_state(&S);
			trf_diag_set(d, "", 0, 0, TRF_ENOPAIRING,
				     "round %d: no player can take the PAB and leave "
				     "the others pairable (Lim 1.1, 2.1)", R->r);
			return TRF_ENOPAIRING;
		}
	} else {
		int ok = lim_perfect(R, S.order, R->n);
		if (ok <= 0) {
			free_state(&S);
			if (ok < 0)
				return nomem(d);
			trf_diag_set(d, "", 0, 0, TRF_ENOPAIRING,
				     "round %d: the players cannot all be paired "
				     "(Lim 2.1)", R->r);
			return TRF_ENOPAIRING;
		}
	}
	S.n = 0;
	for (int i = 0; i < R->n; i++)
		if (i != bye)
			S.order[S.n++] = i;
	rc = make_groups(&S) < 0 ? -1 : pair_all(&S);
	if (rc < 0) {
		free_state(&S);
		return nomem(d);
	}
	if (rc) {
		free_state(&S);
		trf_diag_set(d, "", 0, 0, TRF_EINTERNAL,
			     "round %d: the median group stayed blocked (Lim 2.6)", R->r);
		return TRF_EINTERNAL;
	}
	if (emit(&S, out) < 0) {
		free_state(&S);
		return nomem(d);
	}
	out->bye = bye >= 0 ? R->p[bye].idx : -1;
	free_state(&S);
	return TRF_OK;
}

int lim_pair(const struct tmt *t, int r, const struct lim_options *opt,
	     struct pairing *out, struct trf_diag *d)
{
	struct lround R;
	int total, maxi, rc;

	pairing_init(out);
	if (!t || r < 1 || r > t->next_round) {
		trf_diag_set(d, "", 0, 0, TRF_EINVALID, "round %d cannot be paired", r);
		return TRF_EINVALID;
	}
	total = opt && opt->total_rounds > 0 ? opt->total_rounds : t->total_rounds;
	if (total <= 0) {
		trf_diag_set(d, "", 0, 0, TRF_EINVALID,
			     "the number of rounds is unknown (XXR), needed for Lim 6");
		return TRF_EINVALID;
	}
	maxi = opt ? opt->maxi : -1;
	if (maxi < 0)	/* companion 6: more players than 2^rounds */
		maxi = total < 30 && t->n > (1 << total);
	if (lim_round_init(&R, t, r, r >= total, maxi != 0) < 0)
		return nomem(d);
	rc = pair_round(&R, out, d);
	if (rc == TRF_ENOPAIRING && R.last) {
		/* Rule 6: same-score players first; failing that, the colour
		 * limits give way for every pair of the last round. */
		R.relax_all = 1;
		lim_round_set_adj(&R);
		pairing_free(out);
		rc = pair_round(&R, out, d);
	}
	lim_round_free(&R);
	if (rc != TRF_OK) {
		pairing_free(out);
		return rc;
	}
	pairing_sort_boards(out, t, r);
	return TRF_OK;
}
