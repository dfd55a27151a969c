/*
 * verify_dubov.c - one recorded round against the Dubov System: the
 * absolute criteria of every pair (C1, C3, XXP), the PAB (C2, 2.1),
 * the brackets from the top score down as the recorded pairing implies
 * them (2.2: residents, upfloaters, G1/G2, S1, T2), and the colours of
 * every board (5.2).
 */
#include <stdlib.h>
#include <string.h>

#include "verify_dubov/internal.h"
#include "check/check.h"

/* C1, C3, XXP for every recorded pair; 2.2 for a player left out. */
static void check_absolute(struct vdround *v)
{
	int bad = 0;

	for (int a = 0; a < v->n; a++) {
		int b = v->mate[a];
		if (b < a)
			continue;
		int ids[2] = { v->p[a].id, v->p[b].id };
		char met[64];
		switch (vd_bar(v, a, b)) {
		case VD_C1:
			/* The rounds of the earlier games. */
			check_met_text(v->t, v->p[a].idx, v->p[b].idx, v->r, met, sizeof(met));
			verify_finding_detail(v->f, ids, 2, NULL, NULL);
			vd_finding(v, NULL, "C1", "%d and %d have played each other before%s",
				   v->p[a].id, v->p[b].id, met);
			break;
		case VD_XXP:
			verify_finding_detail(v->f, ids, 2, NULL, NULL);
			vd_finding(v, NULL, "XXP", "%d and %d are a forbidden pair",
				   v->p[a].id, v->p[b].id);
			break;
		case VD_C3:
			verify_finding_detail(v->f, ids, 2, NULL, NULL);
			vd_finding(v, NULL, "C3", "%d and %d both have an absolute preference for %s",
				   v->p[a].id, v->p[b].id,
				   v->p[a].pref.colour == 'w' ? "white" : "black");
			break;
		case VD_OK:
			continue;
		}
		v->bad_pair[a] = v->bad_pair[b] = 1;
		bad = 1;
	}
	for (int a = 0; a < v->n; a++)
		if (v->mate[a] < 0 && a != v->bye) {
			verify_finding_ids(v->f, 1, v->p[a].id);
			vd_finding(v, NULL, "2.2", "%d is to be paired but has neither an opponent nor the PAB",
				   v->p[a].id);
			bad = 1;
		}
	v->rec_legal = !bad && (v->bye < 0 || v->n % 2);
}

/* A player of a list to sort: his score and place in the list. */
struct pkey {
	int score, at, pos;
};

struct walk {
	int *res, *pool, *up;
	char *left;		/* still to be paired in a lower bracket */
	struct pkey *key;	/* sort_pool's room */
};

static int pkey_cmp(const void *x, const void *y)
{
	const struct pkey *a = x, *b = y;

	if (a->score != b->score)
		return a->score > b->score ? -1 : 1;
	return a->at - b->at;
}

/* 4.2.2 order: score descending, then initial ranking.  Positions are
 * in ranking order already: a stable sort by score keeps that order
 * within a score (n log n: the pool is every lower player, once a
 * bracket). */
static void sort_pool(const struct vdround *v, struct pkey *key, int *pool, int k)
{
	int sorted = 1;

	for (int i = 1; i < k && sorted; i++)
		sorted = v->p[pool[i]].score <= v->p[pool[i - 1]].score;
	if (sorted)
		return;
	for (int i = 0; i < k; i++)
		key[i] = (struct pkey){ v->p[pool[i]].score, i, pool[i] };
	qsort(key, (size_t)k, sizeof(*key), pkey_cmp);
	for (int i = 0; i < k; i++)
		pool[i] = key[i].pos;
}

static void explain_skipped(const struct vdround *v, const struct vdbracket *b)
{
	char r[4096], u[4096];

	vd_set_text(v, b->res, b->nres, r, sizeof(r));
	vd_set_text(v, b->up, b->nup, u, sizeof(u));
	vd_explain(v, b, NULL, NULL, 0, NULL, 0, "explain: residents %s, upfloaters %s; not judged "
		   "(a pair is missing or illegal)", r, u);
}

/* One bracket: the top remaining score's residents and the lower
 * players the recorded pairing gives them. */
static int one_bracket(struct vdround *v, struct walk *w, int score)
{
	struct vdbracket b;
	int nres = 0, npool = 0, nup = 0, broken = 0;

	memset(&b, 0, sizeof(b));
	for (int p = 0; p < v->n; p++) {
		if (!w->left[p])
			continue;
		if (v->p[p].score == score)
			w->res[nres++] = p;
		else if (v->p[p].score < score)
			w->pool[npool++] = p;
	}
	for (int i = 0; i < nres; i++) {
		int p = w->res[i], q = v->mate[p];
		if (q < 0 || !w->left[q] || v->bad_pair[p])
			broken = 1;	/* reported already (2.2, C1/C3/XXP) */
		/* A lower partner floats up with the bracket, legal or not,
		 * so that the brackets below stay as recorded. */
		if (q >= 0 && w->left[q] && v->p[q].score < score)
			w->up[nup++] = q;
	}
	sort_pool(v, w->key, w->pool, npool);
	sort_pool(v, w->key, w->up, nup);
	vd_points(score, b.label, sizeof(b.label));
	b.score = score;
	b.res = w->res;
	b.nres = nres;
	b.pool = w->pool;
	b.npool = npool;
	b.up = w->up;
	b.nup = nup;
	int rc = 0;
	if (broken) {
		if (v->explain)
			explain_skipped(v, &b);
	} else {
		int crit = vd_check_upfloaters(v, &b);
		if (crit < 0 || vd_check_shifters(v, &b, crit == 7) < 0)
			rc = -1;
	}
	for (int i = 0; i < nres; i++)
		w->left[w->res[i]] = 0;
	for (int i = 0; i < nup; i++)
		w->left[w->up[i]] = 0;
	return rc;
}

static int check_brackets(struct vdround *v)
{
	struct walk w;
	int n = v->n, rc = 0;

	w.res = malloc(sizeof(int) * ((size_t)n + 1));
	w.pool = malloc(sizeof(int) * ((size_t)n + 1));
	w.up = malloc(sizeof(int) * ((size_t)n + 1));
	w.left = calloc((size_t)n + 1, 1);
	w.key = malloc(sizeof(*w.key) * ((size_t)n + 1));
	if (!w.res || !w.pool || !w.up || !w.left || !w.key) {
		rc = -1;
		goto out;
	}
	for (int p = 0; p < n; p++)
		w.left[p] = p != v->bye;
	for (;;) {
		int top = 0, any = 0;
		for (int p = 0; p < n; p++)
			if (w.left[p] && (!any || v->p[p].score > top)) {
				top = v->p[p].score;
				any = 1;
			}
		if (!any || (rc = one_bracket(v, &w, top)) < 0)
			break;
	}
out:
	free(w.res);
	free(w.pool);
	free(w.up);
	free(w.left);
	free(w.key);
	return rc;
}

int verify_dubov_round(const struct tmt *t, int r, const struct verify_options *o,
		       FILE *f)
{
	struct vdround v;
	int total, rc = -1;

	if (!t || !f || r < 1 || r > t->rounds)
		return -1;
	total = o && o->total_rounds ? o->total_rounds : t->total_rounds;
	memset(&v, 0, sizeof(v));
	v.f = f;
	v.explain = o && o->explain;
	if (vdround_init(&v, t, r, total) < 0)
		goto out;
	check_absolute(&v);
	if (vd_check_pab(&v) < 0 || check_brackets(&v) < 0 || vd_check_colours(&v) < 0)
		goto out;
	verify_summary(f, r, v.findings);
	rc = v.findings;
out:
	vdround_free(&v);
	return rc;
}
