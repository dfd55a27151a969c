/*
 * group.c - what the Lim procedure does with one score group, in the
 * reading shared with the Lim engine (its helper's lim-reading.md):
 *
 *  - the group makes as many pairs as its compatible players allow
 *    (3.10 "not decrease the number of pairings"); the others float
 *    (2.3 a-d and 4.4 alike);
 *  - who floats: one at a time in the order of lfloater_keys() (3.9
 *    types, 3.10, 3.2 colours, 3.2-3.4 rank), a player being taken only
 *    if the rest can still make that many pairs;
 *  - the incoming floaters are paired first (3.6, 3.7) with the partner
 *    3.8 gives them; then the residents in the exchange order (4.1-4.3);
 *    then the colour scrutiny (5.2).
 */
#include <stdlib.h>
#include <string.h>

#include "verify_lim/internal.h"

int lresult_init(struct lresult *o, int n)
{
	memset(o, 0, sizeof(*o));
	o->mate = malloc(sizeof(int) * ((size_t)n + 1));
	o->fl = malloc(sizeof(int) * ((size_t)n + 1));
	o->pairs = malloc(sizeof(int) * ((size_t)n + 1));
	o->pairs4 = malloc(sizeof(int) * ((size_t)n + 1));
	if (!o->mate || !o->fl || !o->pairs || !o->pairs4)
		return -1;
	for (int i = 0; i < n; i++)
		o->mate[i] = -1;
	return 0;
}

void lresult_free(struct lresult *o)
{
	free(o->mate);
	free(o->fl);
	free(o->pairs);
	free(o->pairs4);
	memset(o, 0, sizeof(*o));
}

/* x comes before y in direction dir (downward: the better placed). */
static int before(int dir, int x, int y)
{
	return dir > 0 ? x < y : x > y;
}

/* 3.3, 3.4: x's opponent is excluded before y's: downward the higher
 * score, then the better number; upward the lower score, then the
 * worse number. */
static int claims_before(const struct lround *v, int dir, int x, int y)
{
	if (v->p[x].score != v->p[y].score)
		return dir > 0 ? v->p[x].score > v->p[y].score : v->p[x].score < v->p[y].score;
	return before(dir, x, y);
}

int lalternate(const struct lround *v, int f, int x)
{
	return v->p[f].due && v->p[x].due && v->p[f].due != v->p[x].due;
}

int lfloater_opponent(const struct lround *v, int f, int dir, const int *cand, int k)
{
	int first = -1, alt = -1;

	/* 3.8: pairing downward the highest numbered, upward the lowest
	 * numbered player available ... */
	for (int i = 0; i < k; i++) {
		int x = cand[i];
		if (!lcompat(v, f, x))
			continue;
		if (first < 0 || before(dir, x, first))
			first = x;
		/* ... who is due the alternate colour. */
		if (lalternate(v, f, x) && (alt < 0 || before(dir, x, alt)))
			alt = x;
	}
	if (alt < 0)
		return first;
	/* Maxi: only an exchange within 100 rating points (3.8). */
	if (v->maxi && alt != first) {
		int d = v->p[alt].rating - v->p[first].rating;
		if (d > 100 || d < -100)
			return first;
	}
	return alt;
}

int lfloater_keys(const struct lround *v, const struct lgroup *g, const int *mem, int k,
		  int (*key)[LK_N])
{
	int nw = 0, nb = 0, nc = 0, nf = 0, rc = -1;
	unsigned char *claimed = calloc((size_t)g->nnext + 1, 1);
	int *cand = malloc(sizeof(int) * ((size_t)g->nnext + 1));
	int *forced = malloc(sizeof(int) * ((size_t)k + 1));

	if (!claimed || !cand || !forced)
		goto out;
	for (int i = 0; i < k; i++) {
		nw += v->p[mem[i]].due == 'w';
		nb += v->p[mem[i]].due == 'b';
		int any = 0;
		for (int j = 0; j < k && !any; j++)
			any = lcompat(v, mem[i], mem[j]);
		if (!any)
			forced[nf++] = mem[i];
	}
	/* 3.3/3.4: those who must float claim their 3.8 opponent next door
	 * in the order the text excludes them: downward the higher score,
	 * then the higher number (the strongest) first; upward the mirror
	 * (as 3.6 and 3.7 will pair them there). */
	for (int i = 1; i < nf; i++)
		for (int j = i; j > 0 && claims_before(v, g->dir, forced[j], forced[j - 1]); j--) {
			int t = forced[j];
			forced[j] = forced[j - 1];
			forced[j - 1] = t;
		}
	for (int i = 0; i < nf; i++) {
		nc = 0;
		for (int j = 0; j < g->nnext; j++)
			if (!claimed[j])
				cand[nc++] = g->next[j];
		int x = lfloater_opponent(v, forced[i], g->next_dir, cand, nc);
		for (int j = 0; j < g->nnext; j++)
			if (g->next[j] == x)
				claimed[j] = 1;
	}
	/* The default floater of 3.2 (Maxi): the weakest resident pairing
	 * downward, the strongest upward. */
	int edge = g->nres ? g->res[g->dir > 0 ? g->nres - 1 : 0] : -1;
	unsigned char *is_res = calloc((size_t)v->n + 1, 1);	/* the residents, once */
	if (!is_res)
		goto out;
	for (int j = 0; j < g->nres; j++)
		is_res[g->res[j]] = 1;
	for (int i = 0; i < k; i++) {
		int x = mem[i], resident = is_res[x], next = 0;
		for (int j = 0; j < g->nnext && !next; j++)
			next = !claimed[j] && lcompat(v, x, g->next[j]);
		/* 3.9: d, c (residents), b, a (floated in already). */
		key[i][LK_TYPE] = (resident ? 0 : 2) + !next;
		key[i][LK_AGAIN] = v->p[x].floated_last;			/* 3.10 */
		/* 3.2: a player due the colour more of them are due. */
		char more = nw > nb ? 'w' : nb > nw ? 'b' : 0;
		int bonus = more && v->p[x].due == more;
		if (bonus && v->maxi && edge >= 0) {
			int d = v->p[x].rating - v->p[edge].rating;
			bonus = d <= 100 && d >= -100;
		}
		key[i][LK_COLOUR] = more ? !bonus : 0;
		/* 3.2-3.4: the lowest numbered downward, the highest upward. */
		key[i][LK_RANK] = g->dir > 0 ? -x : x;
	}
	free(is_res);
	rc = 0;
out:
	free(claimed);
	free(cand);
	free(forced);
	return rc;
}

static int key_cmp(const int *a, const int *b)
{
	for (int i = 0; i < LK_N; i++)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

static int (*sort_keys)[LK_N];

static int ord_cmp(const void *a, const void *b)
{
	return key_cmp(sort_keys[*(const int *)a], sort_keys[*(const int *)b]);
}

/* The recorded pairs inside who[] (both compatible) into wit; their count. */
static int recorded_matching(const struct lround *v, const int *who, int k, int *wit)
{
	int st = ++v->mark[v->n], m = 0;

	for (int i = 0; i < k; i++)
		v->mark[who[i]] = st;
	for (int i = 0; i < k; i++) {
		int x = who[i], y = v->mate[x];
		wit[x] = y >= 0 && v->mark[y] == st && lcompat(v, x, y) ? y : -1;
		m += wit[x] > x;
	}
	return m;
}

/* who[] without x (and y), into out[]; returns the count. */
static int without(const int *who, int k, int x, int y, int *out)
{
	int m = 0;

	for (int i = 0; i < k; i++)
		if (who[i] != x && who[i] != y)
			out[m++] = who[i];
	return m;
}

/* Choose the floaters: o->nu pairs stay possible (matroid greedy). */
static int choose_floaters(const struct lround *v, const struct lgroup *g, int *mem,
			   int *k, int *wit, struct lresult *o)
{
	int n0 = *k, need = n0 - 2 * o->nu, rc = -1;
	int (*key)[LK_N] = malloc(sizeof(*key) * ((size_t)n0 + 1));
	int *ord = malloc(sizeof(int) * ((size_t)n0 + 1));
	int *tmp = malloc(sizeof(int) * ((size_t)n0 + 1));
	int *all = malloc(sizeof(int) * ((size_t)n0 + 1));	/* mem shrinks */

	if (!key || !ord || !tmp || !all || lfloater_keys(v, g, mem, n0, key) < 0)
		goto out;
	memcpy(all, mem, sizeof(int) * (size_t)n0);
	for (int i = 0; i < n0; i++)
		ord[i] = i;
	/* the keys end in the player's number: a total order, so any sort
	 * gives the one order */
	sort_keys = key;
	qsort(ord, (size_t)n0, sizeof(int), ord_cmp);
	for (int i = 0; i < n0 && o->nfl < need; i++) {
		int x = all[ord[i]];
		if (wit[x] >= 0) {
			/* x is matched: is there another matching as large?
			 * Without x, the rest of wit is one pair short, and
			 * only a path from x's partner can make it up. */
			int m = without(mem, *k, x, -1, tmp);
			int got = laugment_wit(v, tmp, m, wit[x], wit);
			if (got < 0)
				goto out;
			if (!got)
				continue;
			wit[x] = -1;
		}
		o->fl[o->nfl++] = x;
		*k = without(mem, *k, x, -1, mem);
	}
	rc = 0;
out:
	free(key);
	free(ord);
	free(tmp);
	free(all);
	return rc;
}

/* Whether f-x leaves rest (without them) completely pairable; wit is a
 * perfect matching of rest, changed to one with f-x when so and keep. */
static int feasible(const struct lround *v, const int *rest, int k, int f, int x,
		    int *wit, int *tmp, int *w2, int keep)
{
	if (!lcompat(v, f, x))
		return 0;
	if (wit[f] == x)
		return 1;
	/* Their partners in wit meet each other: a perfect matching with
	 * f-x at once. */
	int pf = wit[f], px = wit[x];
	if (pf >= 0 && px >= 0 && wit[pf] == f && wit[px] == x && lcompat(v, pf, px)) {
		if (keep) {
			wit[f] = x;
			wit[x] = f;
			wit[pf] = px;
			wit[px] = pf;
		}
		return 1;
	}
	int m = without(rest, k, f, x, tmp);
	/* lperfect_wit() writes wit only when it says yes: then keep it,
	 * or put back the entries of tmp[] as they were (saved in w2). */
	for (int i = 0; !keep && i < m; i++)
		w2[i] = wit[tmp[i]];
	int ok = lperfect_wit(v, tmp, m, wit);
	if (ok == 1 && keep) {
		wit[f] = x;
		wit[x] = f;
	} else if (ok == 1) {
		for (int i = 0; i < m; i++)
			wit[tmp[i]] = w2[i];
	}
	return ok;
}

/* 3.6-3.8 for incoming floater f among the players rest[] left (a set
 * with a perfect matching wit): downward the best placed, upward the
 * worst placed compatible resident due the other colour, else the first
 * compatible resident; if no resident will do, another floater in the
 * same order.  The rest must stay pairable (our addition: the procedure
 * must be able to finish the group).  Returns the partner, -1 none, -2
 * error. */
static int floater_partner(const struct lround *v, const struct lgroup *g, int f,
			   const int *rest, int k, const unsigned char *resident,
			   int *wit, int *tmp, int *w2)
{
	for (int pass = 0; pass < 2; pass++) {
		int first = -1, alt = -1;
		for (int s = 0; s < k && alt < 0; s++) {
			int x = rest[g->dir > 0 ? s : k - 1 - s];
			if (x == f || resident[x] != !pass)
				continue;
			if (!v->maxi && first >= 0 && !lalternate(v, f, x))
				continue;	/* only alt is still wanted */
			int ok = feasible(v, rest, k, f, x, wit, tmp, w2, 0);
			if (ok < 0)
				return -2;
			if (!ok)
				continue;
			if (first < 0)
				first = x;
			if (lalternate(v, f, x))
				alt = x;
		}
		if (first < 0)
			continue;
		int y = alt;
		if (alt < 0 || alt == first)
			y = first;
		/* Maxi: only an exchange within 100 rating points (3.8). */
		if (v->maxi && y == alt) {
			int d = v->p[alt].rating - v->p[first].rating;
			if (d > 100 || d < -100)
				y = first;
		}
		/* The witness follows the choice, not the last one tried. */
		return feasible(v, rest, k, f, y, wit, tmp, w2, 1) < 0 ? -2 : y;
	}
	return -1;
}

int lgroup_run(const struct lround *v, const struct lgroup *g, struct lresult *o)
{
	size_t n = (size_t)v->n;
	int k = g->nres + g->nin, rc = -1;
	int *mem = malloc(sizeof(int) * ((size_t)k + 1));
	int *tmp = malloc(sizeof(int) * ((size_t)k + 1));
	int *wit = malloc(sizeof(int) * (n + 1));
	int *w2 = malloc(sizeof(int) * (n + 1));
	unsigned char *resident = calloc(n + 1, 1);

	if (!mem || !tmp || !wit || !w2 || !resident)
		goto out;
	for (size_t i = 0; i < n; i++)
		wit[i] = -1;
	for (int i = 0; i < g->nres; i++) {
		mem[i] = g->res[i];
		resident[g->res[i]] = 1;
	}
	memcpy(mem + g->nres, g->in, sizeof(int) * (size_t)g->nin);
	/* The most pairs; the recorded pairing is the witness if it has
	 * as many. */
	memcpy(w2, v->mate, sizeof(int) * n);
	o->nu = lmax_wit(v, mem, k, w2);
	if (o->nu < 0)
		goto out;
	if (recorded_matching(v, mem, k, wit) != o->nu)
		memcpy(wit, w2, sizeof(int) * n);
	if (choose_floaters(v, g, mem, &k, wit, o) < 0)
		goto out;
	/* Pairing-number order from here on (3.8, 4.1). */
	for (int i = 1; i < k; i++)
		for (int j = i; j > 0 && mem[j] < mem[j - 1]; j--) {
			int t = mem[j];
			mem[j] = mem[j - 1];
			mem[j - 1] = t;
		}
	/* 3.6-3.8: the incoming floaters first, in the order given. */
	for (int i = 0; i < g->nin; i++) {
		int f = g->in[i], in = 0;
		for (int j = 0; j < k && !in; j++)
			in = mem[j] == f;
		if (!in)
			continue;
		int x = floater_partner(v, g, f, mem, k, resident, wit, tmp, w2);
		if (x == -2)
			goto out;
		if (x < 0)
			continue;	/* cannot happen: mem pairs completely */
		o->mate[f] = x;
		o->mate[x] = f;
		o->pairs[o->npairs++] = f;
		o->pairs[o->npairs++] = x;
		k = without(mem, k, f, x, mem);
	}
	o->nfp = o->npairs;
	/* 4.1-4.3 on the residents, then 5.2. */
	if (lexchange(v, g->dir, mem, k, wit, o->mate, o->pairs, &o->npairs) < 0)
		goto out;
	memcpy(o->pairs4, o->pairs, sizeof(int) * (size_t)o->npairs);
	lcolour_pass(v, g->dir, o->pairs + o->nfp, o->npairs - o->nfp, o->mate);
	rc = 0;
out:
	free(mem);
	free(tmp);
	free(wit);
	free(w2);
	free(resident);
	return rc;
}
