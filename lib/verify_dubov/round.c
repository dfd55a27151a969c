/*
 * round.c - the players of a round as the Dubov verifier sees them
 * (score, 1.5.2 colour preference, 1.6 ARO, 1.7 upfloats, C2), who may
 * meet whom (C1, C3, XXP), the recorded pairing, and the finding lines.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "pairing/pairing.h"
#include "verify_dubov/internal.h"
#include "check/check.h"

static void player_init(struct vdplayer *p, const struct tmt *t, int i, int r)
{
	p->idx = i;
	p->id = t->players[i].id;
	p->score = tmt_pairing_score(t, i, r);
	p->rating = t->players[i].rating;
	p->pref = tmt_colour_pref(t, i, r - 1, TMT_DUBOV);
	p->aro = tmt_aro(t, i, r - 1);
	p->upfloats = tmt_upfloats(t, i, r - 1);
	p->uf_prev = r > 1 && tmt_float(t, i, r - 1) == TMT_FLOAT_UP;
	p->games = tmt_games_played(t, i, r - 1);
	p->pab_ok = tmt_pab_allowed_2025(t, i, r);	/* C2 */
}

static void set_bar(struct vdround *v, int a, int b, enum vd_bar why)
{
	v->bar[(size_t)a * (size_t)v->n + (size_t)b] = (unsigned char)why;
	v->bar[(size_t)b * (size_t)v->n + (size_t)a] = (unsigned char)why;
}

/* tmt_each_barred(): XXP comes first, so a game played names C1. */
static void barred(void *ctx, int a, int b, enum tmt_barred why)
{
	set_bar(ctx, a, b, why == TMT_BARRED_XXP ? VD_XXP : VD_C1);
}

/* C1 and XXP override C3 in the text: they bar the pair for good. */
static void bars_init(struct vdround *v)
{
	const struct tmt *t = v->t;

	/* 3.1.3, row by row (the bar is symmetric): only the rows of
	 * players with an absolute preference have any */
	for (int a = 0; a < v->n; a++) {
		const struct tmt_pref *x = &v->p[a].pref;
		unsigned char *row = v->bar + (size_t)a * (size_t)v->n;
		if (x->strength != TMT_PREF_ABSOLUTE)
			continue;
		for (int b = 0; b < v->n; b++) {
			const struct tmt_pref *y = &v->p[b].pref;
			if (b != a && y->strength == TMT_PREF_ABSOLUTE && x->colour == y->colour)
				row[b] = VD_C3;
		}
	}
	/* XXP, then 3.1.1: games played over the board only */
	tmt_each_barred(t, v->r, v->of, barred, v);
}

static int recorded_init(struct vdround *v)
{
	struct pairing rec;

	if (pairing_from_round(&rec, v->t, v->r) < 0) {
		pairing_free(&rec);
		return -1;
	}
	for (int i = 0; i < rec.nboards; i++) {
		int w = rec.boards[i].white, b = rec.boards[i].black;
		if (w < 0 || b < 0 || w >= v->t->n || b >= v->t->n)
			continue;
		w = v->of[w];
		b = v->of[b];
		if (w < 0 || b < 0 || w == b || v->mate[w] >= 0 || v->mate[b] >= 0)
			continue;
		v->mate[w] = b;
		v->mate[b] = w;
	}
	if (rec.bye >= 0 && rec.bye < v->t->n)
		v->bye = v->of[rec.bye];
	pairing_free(&rec);
	return 0;
}

int vdround_init(struct vdround *v, const struct tmt *t, int r, int total)
{
	FILE *f = v->f;
	int explain = v->explain;

	memset(v, 0, sizeof(*v));
	v->f = f;
	v->explain = explain;
	v->t = t;
	v->r = r;
	v->total = total;
	v->last = total > 0 && r == total;
	v->maxt = total > 0 ? 2 + total / 5 : 0;	/* 1.7.2 */
	v->bye = -1;
	v->p = calloc((size_t)t->n + 1, sizeof(*v->p));
	v->of = malloc(sizeof(int) * ((size_t)t->n + 1));
	if (!v->p || !v->of)
		return -1;
	for (int i = 0; i < t->n; i++) {
		v->of[i] = -1;
		if (!tmt_to_be_paired(t, i, r))
			continue;
		v->of[i] = v->n;
		player_init(&v->p[v->n++], t, i, r);
	}
	size_t nn = (size_t)v->n * (size_t)v->n;
	v->bar = calloc(nn + 1, 1);
	v->mate = malloc(sizeof(int) * ((size_t)v->n + 1));
	v->bad_pair = calloc((size_t)v->n + 1, sizeof(int));
	if (!v->bar || !v->mate || !v->bad_pair)
		return -1;
	for (int i = 0; i < v->n; i++)
		v->mate[i] = -1;
	bars_init(v);
	return recorded_init(v);
}

void vdround_free(struct vdround *v)
{
	free(v->p);
	free(v->of);
	free(v->bar);
	free(v->mate);
	free(v->bad_pair);
	v->p = NULL;
	v->of = v->mate = v->bad_pair = NULL;
	v->bar = NULL;
}

void vd_finding(struct vdround *v, const char *bracket, const char *rule,
		const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verify_vfinding(v->f, v->r, "bracket", bracket, rule, fmt, ap);
	va_end(ap);
	v->findings++;
}

void vd_explain(const struct vdround *v, const struct vdbracket *b, const int *s1,
		const int *t2, int h, const struct verify_value *val, int nval,
		const char *fmt, ...)
{
	int n = b->nres + b->nup;
	int *ids = malloc(sizeof(int) * ((size_t)n + 2 * (size_t)h + 1));
	struct verify_explain e = { "bracket", b->label, NULL, 0, NULL, 0, NULL, 0, NULL, 0,
				    val, nval };
	char text[16384];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	if (ids) {
		/* residents, then the upfloaters (incoming); the pairs */
		for (int i = 0; i < b->nres; i++)
			ids[i] = v->p[b->res[i]].id;
		for (int i = 0; i < b->nup; i++)
			ids[b->nres + i] = v->p[b->up[i]].id;
		for (int i = 0; i < h; i++) {
			ids[n + 2 * i] = v->p[s1[i]].id;
			ids[n + 2 * i + 1] = v->p[t2[i]].id;
		}
		e = (struct verify_explain){ "bracket", b->label, ids, n, ids + b->nres, b->nup,
					     ids + n, h, NULL, 0, val, nval };
	}
	verify_explain(v->f, v->r, &e, "%s", text);
	free(ids);
}

void vd_points(int tenths, char *buf, size_t size)
{
	char tmp[32];

	trf_format_points(tenths, tmp);
	snprintf(buf, size, "%s", tmp + strspn(tmp, " "));
}

char *vd_set_text(const struct vdround *v, const int *pos, int n, char *buf,
		  size_t size)
{
	size_t k = 0;

	if (size < 8) {
		if (size)
			buf[0] = 0;
		return buf;
	}
	buf[k++] = '{';
	buf[k] = 0;
	for (int i = 0; i < n; i++) {
		if (k + 16 >= size) {
			snprintf(buf + k, size - k, "...");
			k += strlen(buf + k);
			break;
		}
		k += (size_t)snprintf(buf + k, size - k, "%s%d", i ? ", " : "",
				      v->p[pos[i]].id);
	}
	snprintf(buf + k, size - k, "}");
	return buf;
}

int vd_pairable(const struct vdround *v, const int *who, int k)
{
	if (k % 2)
		return 0;
	if (k == 0)
		return 1;
	struct match_graph *g = match_graph_new(k, 1);
	int *mate = malloc(sizeof(int) * (size_t)k);
	const uint64_t one = 1;
	int ok = -1;

	if (!g || !mate)
		goto out;
	for (int i = 0; i < k; i++)
		for (int j = i + 1; j < k; j++)
			if (vd_bar(v, who[i], who[j]) == VD_OK &&
			    match_set_edge(g, i, j, &one) < 0)
				goto out;
	if (match_solve_flags(g, mate, MATCH_MAX_CARDINALITY) < 0)
		goto out;
	ok = 1;
	for (int i = 0; i < k; i++)
		ok &= mate[i] >= 0;
out:
	match_graph_free(g);
	free(mate);
	return ok;
}
