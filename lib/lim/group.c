/*
 * group.c - pairing one score-group of the Lim System: which players
 * float (2.3, 3.2-3.5, 3.9, 3.10, 4.4), the incoming floaters first
 * (3.6-3.8), the proposed pairings and exchanges for the others (2.4,
 * 2.5, 4.1-4.3), then the colour scrutiny (5.2, 5.7).
 *
 * The number of pairs is the largest the group allows (3.10 "not
 * decrease the number of pairings"; 4.4 floats only who cannot be
 * paired).  Every choice below is taken in the order the rules give and
 * kept only if the rest of the group can still be paired, which a
 * matching (matching.c) answers with one search: the result is the
 * first complete pairing the exchange order of section 4 reaches.
 */
#include <stdlib.h>
#include <string.h>

#include "lim/internal.h"

struct gstate {
	const struct lround *R;
	const struct lgroup *g;
	int *who;		/* members' local indices, by position */
	struct lmatch mt;
	unsigned char *floated;	/* position floats on */
	unsigned char *has_adj;	/* 3.9: compatible opponent next door */
	int *order;		/* scratch, k entries */
	int *dirpos;		/* positions in direction order */
};

struct fkey {
	int pos;
	int type, last, colour, num;
};

static char other(char c)
{
	return c == 'w' ? 'b' : 'w';
}

static int within100(const struct lround *R, int a, int b)
{
	return abs(R->p[a].rating - R->p[b].rating) <= 100;
}

/* Direction order of pairing numbers: downward the strongest (#1)
 * first, upward the weakest first (4.1 a/b). */
static int dir_before(int dir, int a, int b)
{
	return dir > 0 ? a < b : a > b;
}

struct dkey {
	int key, pos;
};

static int cmp_dkey(const void *x, const void *y)
{
	const struct dkey *a = x, *b = y;

	return (a->key > b->key) - (a->key < b->key);
}

/* Positions of all members in direction order, once per group. */
static int sort_dir_all(struct gstate *s)
{
	int k = s->g->k;
	struct dkey *d = malloc(sizeof(*d) * ((size_t)k + 1));

	if (!d)
		return -1;
	for (int i = 0; i < k; i++)
		d[i] = (struct dkey){ s->g->dir > 0 ? s->who[i] : -s->who[i], i };
	qsort(d, (size_t)k, sizeof(*d), cmp_dkey);
	for (int i = 0; i < k; i++)
		s->dirpos[i] = d[i].pos;
	free(d);
	return 0;
}

/*
 * 3.8 order of opponents for floater x among the local indices cand[]
 * (already in direction order): those due the colour opposite to x's
 * first, then the rest.  In a Maxi-tournament the colour may move the
 * floater off his proposed opponent cand[ref] (the first he can meet
 * leaving the rest pairable) only to a player within 100 points of him.
 * Writes indices into cand[] to out[] (mark[]: n bytes of scratch).
 */
static void floater_order(const struct lround *R, int x, const int *cand, int n,
			  int ref, int *out, unsigned char *mark)
{
	int no = 0;
	char want = R->p[x].due ? other(R->p[x].due) : 0;

	memset(mark, 0, (size_t)n);
	if (want)
		for (int i = 0; i < n; i++)
			if (R->p[cand[i]].due == want &&
			    (!R->maxi || ref < 0 || within100(R, cand[i], cand[ref]))) {
				out[no++] = i;
				mark[i] = 1;
			}
	for (int i = 0; i < n; i++)
		if (!mark[i])
			out[no++] = i;
}

/* Whether (u, v) could be fixed, leaving the matching as it was. */
static int can_fix(struct lmatch *m, int u, int v, int *mate_save,
		   unsigned char *alive_save)
{
	memcpy(mate_save, m->mate, sizeof(int) * (size_t)m->k);
	memcpy(alive_save, m->alive, (size_t)m->k);
	int ok = lim_match_fix(m, u, v);
	memcpy(m->mate, mate_save, sizeof(int) * (size_t)m->k);
	memcpy(m->alive, alive_save, (size_t)m->k);
	return ok;
}

/* 3.8 (Maxi): the proposed opponent among pos[0..n-1], or -1. */
static int proposed(struct lmatch *m, int x, const int *pos, int n, int *mate_save,
		    unsigned char *alive_save)
{
	for (int i = 0; i < n; i++)
		if (pos[i] != x && can_fix(m, x, pos[i], mate_save, alive_save))
			return i;
	return -1;
}

/* Rank order of floaters as 3.3/3.4 weigh them: downward the higher
 * score then the better number first, upward the mirror. */
static int floats_before(const struct lround *R, int dir, int a, int b)
{
	if (R->p[a].score != R->p[b].score)
		return dir > 0 ? R->p[a].score > R->p[b].score
			       : R->p[a].score < R->p[b].score;
	return dir_before(dir, a, b);
}

/*
 * 3.9 "compatible opponent in the adjacent score-group", with the
 * exclusion of 3.3/3.4: the players bound to float (no compatible
 * opponent in this group) claim one adjacent opponent each, in rank
 * order and by the 3.8 rule; the others are tested against the rest.
 */
static int find_adjacent(struct gstate *s)
{
	const struct lround *R = s->R;
	const struct lgroup *g = s->g;
	int k = g->k, na = g->nadjacent, nf = 0;
	int *adjs = malloc(sizeof(int) * ((size_t)na + 1));
	int *ord = malloc(sizeof(int) * ((size_t)na + 1));
	unsigned char *claimed = calloc((size_t)na + 1, 1);
	unsigned char *mark = malloc((size_t)na + 1);
	int *forced = s->order;

	if (!adjs || !ord || !claimed || !mark) {
		free(adjs);
		free(ord);
		free(claimed);
		free(mark);
		return -1;
	}
	if (na)	/* g->adjacent is NULL when there is none */
		memcpy(adjs, g->adjacent, sizeof(int) * (size_t)na);
	/* adjs[] in the direction the receiving group is paired in, which
	 * is not ours when we float up into the median group (2.2, 3.8). */
	for (int i = 1; i < na; i++)
		for (int j = i; j > 0 && dir_before(g->adjdir, adjs[j], adjs[j - 1]); j--) {
			int tmp = adjs[j];
			adjs[j] = adjs[j - 1];
			adjs[j - 1] = tmp;
		}
	for (int i = 0; i < k; i++) {
		int deg = 0;
		for (int j = 0; j < k && !deg; j++)
			deg = i != j && ladj(R, s->who[i], s->who[j]);
		if (!deg) {
			forced[nf++] = i;
			s->floated[i] = 1;
		}
	}
	for (int i = 1; i < nf; i++)
		for (int j = i; j > 0 && floats_before(R, g->dir, s->who[forced[j]],
						       s->who[forced[j - 1]]); j--) {
			int tmp = forced[j];
			forced[j] = forced[j - 1];
			forced[j - 1] = tmp;
		}
	for (int f = 0; f < nf; f++) {
		int x = s->who[forced[f]], ref = -1;
		for (int i = 0; i < na && ref < 0; i++)
			if (!claimed[i] && ladj(R, x, adjs[i]))
				ref = i;	/* his proposed opponent (3.8) */
		floater_order(R, x, adjs, na, ref, ord, mark);
		for (int i = 0; i < na; i++) {
			int a = ord[i];
			if (!claimed[a] && ladj(R, x, adjs[a])) {
				claimed[a] = 1;
				s->has_adj[forced[f]] = 1;
				break;
			}
		}
	}
	for (int i = 0; i < k; i++) {
		if (s->floated[i])	/* used here as "bound to float" */
			continue;
		for (int a = 0; a < na && !s->has_adj[i]; a++)
			s->has_adj[i] = !claimed[a] && ladj(R, s->who[i], adjs[a]);
	}
	for (int f = 0; f < nf; f++)
		s->floated[forced[f]] = 0;
	free(adjs);
	free(ord);
	free(claimed);
	free(mark);
	return 0;
}

static int cmp_fkey(const void *x, const void *y)
{
	const struct fkey *a = x, *b = y;

	if (a->type != b->type)
		return a->type - b->type;
	if (a->last != b->last)
		return a->last - b->last;
	if (a->colour != b->colour)
		return a->colour - b->colour;
	return (a->num > b->num) - (a->num < b->num);
}

/* Choose the floaters, one at a time in the order of preference. */
static int choose_floaters(struct gstate *s, int nfloat)
{
	const struct lround *R = s->R;
	const struct lgroup *g = s->g;
	int k = g->k, nw = 0, nb = 0, ref = -1;
	char major;
	struct fkey *key = malloc(sizeof(*key) * ((size_t)k + 1));

	if (!key || find_adjacent(s) < 0) {
		free(key);
		return -1;
	}
	for (int i = 0; i < k; i++) {
		char due = R->p[s->who[i]].due;
		nw += due == 'w';
		nb += due == 'b';
		/* 3.2 (Maxi): the lowest numbered resident downward, the
		 * highest numbered upward. */
		if (g->m[i].origin == LO_RES &&
		    (ref < 0 || dir_before(g->dir, ref, s->who[i])))
			ref = s->who[i];
	}
	if (ref < 0)
		ref = s->who[0];
	major = nw > nb ? 'w' : nb > nw ? 'b' : 0;
	for (int i = 0; i < k; i++) {
		int pl = s->who[i];
		int incoming = g->m[i].origin != LO_RES;
		key[i].pos = i;
		/* 3.9: avoid a, then b, then c: float d first. */
		key[i].type = incoming ? (s->has_adj[i] ? 2 : 3) : (s->has_adj[i] ? 0 : 1);
		/* 3.10: not last round's floater, if there is a choice. */
		key[i].last = R->p[pl].floated_last;
		/* 3.2: float a player due the colour more players are due. */
		key[i].colour = !(major && R->p[pl].due == major &&
				  (!R->maxi || within100(R, pl, ref)));
		/* 3.2-3.4: downward the lowest numbered, upward the highest. */
		key[i].num = g->dir > 0 ? -pl : pl;
	}
	qsort(key, (size_t)k, sizeof(*key), cmp_fkey);
	for (int i = 0, done = 0; i < k && done < nfloat; i++)
		if (lim_match_remove(&s->mt, key[i].pos)) {
			s->floated[key[i].pos] = 1;
			done++;
		}
	free(key);
	return 0;
}

static void add_pair(struct lpair *pairs, int *np, int a, int b)
{
	pairs[*np].white = a;	/* colours are settled later */
	pairs[*np].black = b;
	(*np)++;
}

/* Order of the incoming floaters (3.6, 3.7): 1 if position i first. */
static int floater_first(const struct gstate *s, int i, int j)
{
	const struct lround *R = s->R;
	enum lorigin oi = s->g->m[i].origin, oj = s->g->m[j].origin;
	int a = s->who[i], b = s->who[j];

	if (oi != oj)	/* 3.6.3 / 3.7.3 */
		return s->g->dir > 0 ? oi == LO_DOWN : oi == LO_UP;
	if (R->p[a].score != R->p[b].score)
		return oi == LO_DOWN ? R->p[a].score > R->p[b].score
				     : R->p[a].score < R->p[b].score;
	/* 3.6.1: the better number first; 3.7.1: the worse first. */
	return oi == LO_DOWN ? a < b : a > b;
}

/* Players still to pair: positions, residents or floaters, by direction. */
static int open_positions(const struct gstate *s, int *pos, int want_res)
{
	int n = 0;

	for (int j = 0; j < s->g->k; j++) {
		int i = s->dirpos[j];
		if (s->mt.alive[i] && (s->g->m[i].origin == LO_RES) == want_res)
			pos[n++] = i;
	}
	return n;
}

/* 3.6-3.8: each incoming floater meets the first player available by
 * the 3.8 order who leaves the rest pairable. */
static int pair_floaters(struct gstate *s, struct lpair *pairs, int *np)
{
	const struct lround *R = s->R;
	int k = s->g->k, nfl = 0, rc = -1;
	int *fl = malloc(sizeof(int) * ((size_t)k + 1));
	int *pos = malloc(sizeof(int) * ((size_t)k + 1));
	int *cand = malloc(sizeof(int) * ((size_t)k + 1));
	int *ord = malloc(sizeof(int) * ((size_t)k + 1));
	unsigned char *mark = malloc((size_t)k + 1);
	int *mate_save = malloc(sizeof(int) * ((size_t)k + 1));
	unsigned char *alive_save = malloc((size_t)k + 1);

	if (!fl || !pos || !cand || !ord || !mark || !mate_save || !alive_save)
		goto out;
	for (int i = 0; i < k; i++)
		if (s->mt.alive[i] && s->g->m[i].origin != LO_RES)
			fl[nfl++] = i;
	for (int i = 1; i < nfl; i++)
		for (int j = i; j > 0 && floater_first(s, fl[j], fl[j - 1]); j--) {
			int tmp = fl[j];
			fl[j] = fl[j - 1];
			fl[j - 1] = tmp;
		}
	for (int f = 0; f < nfl; f++) {
		int x = fl[f], n, done = 0;
		if (!s->mt.alive[x])
			continue;
		n = open_positions(s, pos, 1);
		for (int i = 0; i < n; i++)
			cand[i] = s->who[pos[i]];
		int ref = R->maxi ? proposed(&s->mt, x, pos, n, mate_save, alive_save) : 0;
		floater_order(R, s->who[x], cand, n, ref, ord, mark);
		for (int i = 0; i < n && !done; i++)
			if (lim_match_fix(&s->mt, x, pos[ord[i]])) {
				add_pair(pairs, np, s->who[x], cand[ord[i]]);
				done = 1;
			}
		/* Another floater only when no resident will do, in the
		 * same 3.8 order. */
		n = done ? 0 : open_positions(s, pos, 0);
		for (int i = 0; i < n; i++)
			cand[i] = s->who[pos[i]];
		ref = R->maxi ? proposed(&s->mt, x, pos, n, mate_save, alive_save) : 0;
		floater_order(R, s->who[x], cand, n, ref, ord, mark);
		for (int i = 0; i < n && !done; i++)
			if (pos[ord[i]] != x && lim_match_fix(&s->mt, x, pos[ord[i]])) {
				add_pair(pairs, np, s->who[x], cand[ord[i]]);
				done = 1;
			}
	}
	rc = 0;
out:
	free(fl);
	free(pos);
	free(cand);
	free(ord);
	free(mark);
	free(mate_save);
	free(alive_save);
	return rc;
}

/* 2.4, 4.1-4.3: scrutiny from the first player in direction order; his
 * partner tried in the order n/2+1 .. n, then n/2 .. 2 of the players
 * left (the tables of 4.2 and 4.3). */
static void pair_residents(struct gstate *s, struct lpair *pairs, int *np)
{
	int *L = s->order;

	for (;;) {
		int m = 0, done = 0;
		for (int j = 0; j < s->g->k; j++)
			if (s->mt.alive[s->dirpos[j]])
				L[m++] = s->dirpos[j];
		if (m < 2)
			return;
		for (int c = m / 2; c < m && !done; c++)
			if (lim_match_fix(&s->mt, L[0], L[c])) {
				add_pair(pairs, np, s->who[L[0]], s->who[L[c]]);
				done = 1;
			}
		for (int c = m / 2 - 1; c >= 1 && !done; c--)
			if (lim_match_fix(&s->mt, L[0], L[c])) {
				add_pair(pairs, np, s->who[L[0]], s->who[L[c]]);
				done = 1;
			}
		if (!done)
			return;	/* not reached: the rest was pairable */
	}
}

static int clashes(const struct lround *R, int a, int b)
{
	return lim_colour_clash(R, a, b);
}

/*
 * 5.2, 5.7: a second scrutiny in the order the pairs were made.  A pair
 * whose players are due the same colour exchanges its second player (the
 * one 4.1 exchanges) with the second, then the first player of a later
 * pair, when both new pairs are compatible and fewer players miss their
 * colour; in Maxi-tournaments only within 100 points.
 */
static void colour_scrutiny(const struct lround *R, struct lpair *p, int from, int to)
{
	for (int i = from; i < to; i++) {
		int a = p[i].white, b = p[i].black;
		if (!clashes(R, a, b))
			continue;
		for (int j = i + 1; j < to; j++) {
			int c = p[j].white, e = p[j].black, old = 1 + clashes(R, c, e);
			int done = 0;
			for (int w = 0; w < 2 && !done; w++) {
				int x = w ? c : e, y = w ? e : c;
				if (R->maxi && !within100(R, b, x))
					continue;
				if (!ladj(R, a, x) || !ladj(R, y, b))
					continue;
				if (clashes(R, a, x) + clashes(R, y, b) >= old)
					continue;
				p[i].black = x;
				p[j].white = y;
				p[j].black = b;
				done = 1;
			}
			if (done)
				break;
		}
	}
}

int lim_pair_group(const struct lround *R, const struct lgroup *g,
		   struct lpair *pairs, int *np, struct lmember *fl, int *nf)
{
	struct gstate s;
	int k = g->k, rc = -1, size, np0 = *np, nres;

	memset(&s, 0, sizeof(s));
	s.R = R;
	s.g = g;
	s.who = malloc(sizeof(int) * ((size_t)k + 1));
	s.floated = calloc((size_t)k + 1, 1);
	s.has_adj = calloc((size_t)k + 1, 1);
	s.order = malloc(sizeof(int) * ((size_t)k + 1));
	s.dirpos = malloc(sizeof(int) * ((size_t)k + 1));
	if (!s.who || !s.floated || !s.has_adj || !s.order || !s.dirpos)
		goto out;
	for (int i = 0; i < k; i++)
		s.who[i] = g->m[i].pl;
	if (sort_dir_all(&s) < 0)
		goto out;
	if (lim_match_init(&s.mt, R, s.who, k) < 0)
		goto out;
	/* Start from the proposed pairings (2.4): usually all stand. */
	nres = open_positions(&s, s.order, 1);
	for (int i = 0; i < nres / 2; i++)
		lim_match_seed(&s.mt, s.order[i], s.order[i + nres / 2]);
	size = lim_match_maximise(&s.mt);
	if (k - 2 * size > 0) {
		if (g->median) {
			rc = 1;	/* 2.6 */
			goto out;
		}
		if (choose_floaters(&s, k - 2 * size) < 0)
			goto out;
	}
	if (pair_floaters(&s, pairs, np) < 0)
		goto out;
	int np1 = *np;
	pair_residents(&s, pairs, np);
	colour_scrutiny(R, pairs, np1, *np);
	for (int i = np0; i < *np; i++) {
		int a = pairs[i].white, b = pairs[i].black;
		if (!lim_a_white(R, a, b, g->side)) {
			pairs[i].white = b;
			pairs[i].black = a;
		}
	}
	for (int i = 0; i < k; i++)
		if (s.floated[i]) {
			fl[*nf].pl = s.who[i];
			fl[*nf].origin = g->dir > 0 ? LO_DOWN : LO_UP;
			(*nf)++;
		}
	rc = 0;
out:
	lim_match_free(&s.mt);
	free(s.who);
	free(s.floated);
	free(s.has_adj);
	free(s.order);
	free(s.dirpos);
	return rc;
}
