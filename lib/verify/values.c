/*
 * values.c - counting the criteria of a candidate from their
 * definitions (C.04.3 A.8, C5-C19).  Each criterion is a multiset of
 * values: the score differences for C6 and C16-C19, ones for the
 * players counted by C5 and C8-C15.
 */
#include <stdlib.h>
#include <string.h>

#include "verify/internal.h"

int vlist_add_who(struct vlist *l, int value, int who)
{
	if (l->n == l->cap) {
		int nc = l->cap ? 2 * l->cap : 8;
		int *nv = realloc(l->v, sizeof(int) * (size_t)nc);
		if (!nv)
			return -1;
		l->v = nv;
		int *nw = realloc(l->who, sizeof(int) * (size_t)nc);
		if (!nw)
			return -1;
		l->who = nw;
		l->cap = nc;
	}
	l->who[l->n] = who;
	l->v[l->n++] = value;
	return 0;
}

int vlist_add(struct vlist *l, int value)
{
	return vlist_add_who(l, value, 0);
}

void vvalues_free(struct vvalues *x)
{
	for (int k = 0; k < VCRIT; k++) {
		free(x->c[k].v);
		free(x->c[k].who);
	}
	memset(x, 0, sizeof(*x));
}

/* Sort a list from its largest value, keeping who with value. */
static void sort_desc(const struct vlist *l)
{
	for (int i = 1; i < l->n; i++) {
		int v = l->v[i], w = l->who[i], j = i;
		for (; j > 0 && (l->v[j - 1] < v || (l->v[j - 1] == v && l->who[j - 1] > w)); j--) {
			l->v[j] = l->v[j - 1];
			l->who[j] = l->who[j - 1];
		}
		l->v[j] = v;
		l->who[j] = w;
	}
}

int vlist_cmp(const struct vlist *a, const struct vlist *b)
{
	sort_desc(a);
	sort_desc(b);
	for (int i = 0; i < a->n && i < b->n; i++)
		if (a->v[i] != b->v[i])
			return a->v[i] < b->v[i] ? -1 : 1;
	return (a->n > b->n) - (a->n < b->n);
}

static int score(const struct vbracket *b, int x)
{
	return b->v->p[x].score;
}

static int lowest(const struct vbracket *b)
{
	return score(b, b->members[b->nm - 1]);
}

/* A.8: a downfloater against one point below the bracket's lowest. */
static int float_sd(const struct vbracket *b, int x)
{
	return score(b, x) - (lowest(b) - 10);
}

static int iabs(int x)
{
	return x < 0 ? -x : x;
}

/* The colour a player got last and before that (played games). */
void vlast_two(const struct vround *v, int x, char *c1, char *c2)
{
	char h[256];
	int n = tmt_colour_history(v->t, v->p[x].idx, v->r - 1, h, sizeof(h));

	n = n < (int)sizeof(h) ? n : (int)sizeof(h) - 1;
	*c1 = n >= 1 ? h[n - 1] : 0;
	*c2 = n >= 2 ? h[n - 2] : 0;
}

static int id(const struct vbracket *b, int x)
{
	return b->v->t->players[b->v->p[x].idx].id;
}

static void colour_entries(const struct vbracket *b, int x, char got, int top,
			   struct vvalues *acc)
{
	const struct vplayer *p = &b->v->p[x];
	int who = id(b, x);

	if (p->pref.colour && p->pref.colour != got) {
		vlist_add_who(&acc->c[VC10], 1, who);
		if (p->pref.strength == TMT_PREF_STRONG)
			vlist_add_who(&acc->c[VC11], 1, who);
	}
	if (!top)
		return;
	int cd = p->cd + (got == 'w' ? 1 : -1);
	char c1, c2;
	vlast_two(b->v, x, &c1, &c2);
	if (cd > 2 || cd < -2)
		vlist_add_who(&acc->c[VC8], 1, who);
	if (c1 == got && c2 == got)
		vlist_add_who(&acc->c[VC9], 1, who);
}

int vbracket_is_mdp(const struct vbracket *b, int x)
{
	return score(b, x) > lowest(b);
}

/*
 * 2026 C14-C21 of a pair: only an MDP against a resident floats, and
 * only the resident's repeated upfloat counts (C15/C17), with the MDP's
 * score (C19/C21).
 */
static void floats_pair_2026(const struct vbracket *b, int x, int y, struct vvalues *acc)
{
	int hi = score(b, x) >= score(b, y) ? x : y, lo = hi == x ? y : x;
	const struct vplayer *pl = &b->v->p[lo];

	if (score(b, hi) == score(b, lo))
		return;
	if (pl->uf1) {
		vlist_add_who(&acc->c[VC13], 1, id(b, lo));		/* C15 */
		vlist_add_who(&acc->c[VC17], score(b, hi), id(b, lo));	/* C19 */
	}
	if (pl->uf2) {
		vlist_add_who(&acc->c[VC15], 1, id(b, lo));		/* C17 */
		vlist_add_who(&acc->c[VC19], score(b, hi), id(b, lo));	/* C21 */
	}
}

void ventries_pair(const struct vbracket *b, int x, int y, struct vvalues *acc)
{
	const char *rule;

	ventries_pair_as(b, x, y, vcolour(b->v, x, y, &rule), acc);
}

void ventries_pair_as(const struct vbracket *b, int x, int y, int xw, struct vvalues *acc)
{
	const struct vplayer *px = &b->v->p[x], *py = &b->v->p[y];
	const struct vplayer *hi = px->score >= py->score ? px : py;
	const struct vplayer *lo = hi == px ? py : px;
	int hid = id(b, hi == px ? x : y), loid = id(b, hi == px ? y : x);
	int sd = iabs(px->score - py->score);
	int v2026 = b->v->ed->floats_2026;

	if (!v2026)
		vlist_add(&acc->c[VC6], sd);
	int top = px->topscorer || py->topscorer;
	colour_entries(b, x, xw ? 'w' : 'b', top, acc);
	colour_entries(b, y, xw ? 'b' : 'w', top, acc);
	if (v2026) {
		floats_pair_2026(b, x, y, acc);
		return;
	}
	if (!sd)
		return;
	/* A.4.b: the higher player floats down, the lower one up. */
	const int flag[4] = { hi->df1, lo->uf1, hi->df2, lo->uf2 };
	for (int k = 0; k < 4; k++) {
		if (flag[k]) {
			int who = k % 2 ? loid : hid;
			vlist_add_who(&acc->c[VC12 + k], 1, who);
			vlist_add_who(&acc->c[VC16 + k], sd, who);
		}
	}
}

/* 2026 C6, C7, C14/C16 (residents), C18/C20 (everyone) of a
 * downfloater: counted at his score. */
static void floater_2026(const struct vbracket *b, int x, struct vvalues *acc)
{
	const struct vplayer *p = &b->v->p[x];
	int who = id(b, x), s = score(b, x), res = !vbracket_is_mdp(b, x);

	vlist_add_who(&acc->c[VC5], 1, who);				/* C6 */
	vlist_add_who(&acc->c[VC6], s, who);				/* C7 */
	if (p->df1) {
		if (res)
			vlist_add_who(&acc->c[VC12], 1, who);		/* C14 */
		vlist_add_who(&acc->c[VC16], s, who);			/* C18 */
	}
	if (p->df2) {
		if (res)
			vlist_add_who(&acc->c[VC14], 1, who);		/* C16 */
		vlist_add_who(&acc->c[VC18], s, who);			/* C20 */
	}
}

void ventries_bye(const struct vbracket *b, int x, struct vvalues *acc)
{
	if (b->c9)
		vlist_add_who(&acc->c[VCBYE], b->v->p[x].unplayed, id(b, x));	/* C9 */
}

void ventries_floater(const struct vbracket *b, int x, struct vvalues *acc)
{
	const struct vplayer *p = &b->v->p[x];
	int fsd = float_sd(b, x);

	int who = id(b, x);

	if (b->v->ed->floats_2026) {
		floater_2026(b, x, acc);
		return;
	}

	vlist_add_who(&acc->c[VC5], 1, who);
	vlist_add_who(&acc->c[VC6], fsd, who);
	/* a downfloater receives a downfloat (A.4.a) */
	if (p->df1) {
		vlist_add_who(&acc->c[VC12], 1, who);
		vlist_add_who(&acc->c[VC16], fsd, who);
	}
	if (p->df2) {
		vlist_add_who(&acc->c[VC14], 1, who);
		vlist_add_who(&acc->c[VC18], fsd, who);
	}
}

/* C7: the following bracket, its lowest score being the next group's. */
void ventries_next_pair(const struct vbracket *b, int x, int y, struct vvalues *acc)
{
	if (!b->v->ed->floats_2026)	/* 2026 C8: pairs cost nothing */
		vlist_add(&acc->c[VC7S], iabs(score(b, x) - score(b, y)));
}

/* 2017 C7: one more unpaired, at its float's score difference; 2026
 * C8: at its score (the most pairs, then the highest scores paired). */
void ventries_next_single(const struct vbracket *b, int x, struct vvalues *acc)
{
	vlist_add_who(&acc->c[VC7P], 1, id(b, x));
	if (b->v->ed->floats_2026)
		vlist_add(&acc->c[VC7S], score(b, x));
	else
		vlist_add(&acc->c[VC7S], score(b, x) - (score(b, b->next[0]) - 10));
}

/*
 * 2017 C7 with the following bracket the last one (C.04.3 A.9 note: the
 * PAB is part of the pairing of the last bracket): a receiver C2 allows
 * leaves that bracket complete, so he is not counted unpaired, but he
 * stays in its PSD as a downfloater, at his score less one point below
 * the lowest score of that bracket (A.8).
 */
void ventries_next_pab(const struct vbracket *b, int x, struct vvalues *acc)
{
	vlist_add(&acc->c[VC7S], score(b, x) - (score(b, b->next[0]) - 10));
}
