/*
 * exchange.c - the exchange rules (Lim 4.1-4.3) for a set that can be
 * paired completely, and the colour scrutiny that follows them (5.2,
 * 5.7).
 *
 * Reading of the six-player tables of 4.2 and 4.3, generalised (the
 * engine's reading too, /work/helpers/lim-reading.md): the top player
 * of the set still to be paired (scrutiny order, 4.1: #1 first pairing
 * downward, the lowest numbered first pairing upward) tries the players
 * of the bottom half from his proposed opponent (2.4) outward, then
 * those of the top half nearest the bottom half first (for #1 of six:
 * 4, 5, 6, 3, 2; for #2 after 1-6: 4, 5, 3); the rest is proposed
 * afresh by 2.4 and the next top player scrutinised.  An opponent is
 * taken only if the players left can still all be paired ("must at the
 * same time leave Player #1 with a compatible opponent", 4.4); this is
 * what the backtracking columns "1 v 3, 2 v 6" and "1 v 2" of 4.3 do.
 */
#include <stdlib.h>
#include <string.h>

#include "verify_lim/internal.h"

/* Candidates of the top player of rem[0..k-1] (scrutiny order) in the
 * order of 4.2/4.3; returns how many were written to out[]. */
static int lexchange_order(const int *rem, int k, int *out)
{
	int h = k / 2, m = 0;

	for (int i = h > 0 ? h : 1; i < k; i++)
		out[m++] = rem[i];
	for (int i = h - 1; i >= 1; i--)
		out[m++] = rem[i];
	return m;
}

/* Whether s-x leaves rem (without them) completely pairable; wit is a
 * perfect matching of rem and is updated to one with s-x when so. */
static int feasible(const struct lround *v, const int *rem, int k, int s, int x,
		    int *wit, int *rest)
{
	if (!lcompat(v, s, x))
		return 0;
	if (wit[s] == x)
		return 1;
	/* Their partners in wit meet each other: a perfect matching with
	 * s-x at once. */
	int ps = wit[s], px = wit[x];
	if (ps >= 0 && px >= 0 && wit[ps] == s && wit[px] == x && lcompat(v, ps, px)) {
		wit[s] = x;
		wit[x] = s;
		wit[ps] = px;
		wit[px] = ps;
		return 1;
	}
	int m = 0;
	for (int i = 0; i < k; i++)
		if (rem[i] != s && rem[i] != x)
			rest[m++] = rem[i];
	/* lperfect_wit() writes wit only when it says yes */
	int ok = lperfect_wit(v, rest, m, wit);
	if (ok == 1) {
		wit[s] = x;
		wit[x] = s;
	}
	return ok;
}

int lexchange(const struct lround *v, int dir, const int *who, int k, const int *w0,
	      int *mate, int *pairs, int *np)
{
	size_t n = (size_t)v->n;
	int *rem = malloc(sizeof(int) * ((size_t)k + 1));
	int *cand = malloc(sizeof(int) * ((size_t)k + 1));
	int *rest = malloc(sizeof(int) * ((size_t)k + 1));
	int *wit = malloc(sizeof(int) * (n + 1));
	int rc = -1;

	if (!rem || !cand || !rest || !wit)
		goto out;
	/* Scrutiny order (4.1 a, b). */
	for (int i = 0; i < k; i++)
		rem[i] = who[dir > 0 ? i : k - 1 - i];
	memcpy(wit, w0 ? w0 : v->mate, sizeof(int) * n);
	int ok = lperfect_wit(v, rem, k, wit);
	if (ok < 0)
		goto out;
	while (ok && k >= 2) {
		int s = rem[0], nc = lexchange_order(rem, k, cand), got = -1;
		for (int i = 0; i < nc && got < 0; i++) {
			int f = feasible(v, rem, k, s, cand[i], wit, rest);
			if (f < 0)
				goto out;
			if (f)
				got = cand[i];
		}
		if (got < 0)
			break;	/* cannot happen: rem has a perfect matching */
		mate[s] = got;
		mate[got] = s;
		pairs[(*np)++] = s;
		pairs[(*np)++] = got;
		int m = 0;
		for (int i = 0; i < k; i++)
			if (rem[i] != s && rem[i] != got)
				rem[m++] = rem[i];
		k = m;
	}
	rc = 0;
out:
	free(rem);
	free(cand);
	free(rest);
	free(wit);
	return rc;
}

int lconflict(const struct lround *v, int a, int b)
{
	return v->p[a].due && v->p[a].due == v->p[b].due;
}

/* 5.7: in Maxi-tournaments only players within 100 points change places. */
static int maxi_ok(const struct lround *v, int a, int b)
{
	int d = v->p[a].rating - v->p[b].rating;

	return !v->maxi || (d <= 100 && d >= -100);
}

/* Pair x-y with the one earlier in scrutiny order first. */
static void set_pair(int *pr, int dir, int x, int y, int *mate)
{
	int first = (dir > 0) == (x < y);

	pr[0] = first ? x : y;
	pr[1] = first ? y : x;
	mate[x] = y;
	mate[y] = x;
}

/*
 * 5.2 (engine's reading): over the pairs in the order made, a pair whose
 * players are due the same colour exchanges its second player with the
 * second, else the first player of a later pair, the first exchange
 * that gives two compatible pairs with fewer colour conflicts.
 */
void lcolour_pass(const struct lround *v, int dir, int *pairs, int np, int *mate)
{
	for (int i = 0; i + 1 < np; i += 2) {
		int a = pairs[i], b = pairs[i + 1];
		if (!lconflict(v, a, b))
			continue;
		for (int j = i + 2; j + 1 < np; j += 2) {
			int c = pairs[j], d = pairs[j + 1];
			int old = 1 + lconflict(v, c, d);
			if (maxi_ok(v, b, d) && lcompat(v, a, d) && lcompat(v, c, b) &&
			    lconflict(v, a, d) + lconflict(v, c, b) < old) {
				set_pair(pairs + i, dir, a, d, mate);
				set_pair(pairs + j, dir, c, b, mate);
				break;
			}
			if (maxi_ok(v, b, c) && lcompat(v, a, c) && lcompat(v, b, d) &&
			    lconflict(v, a, c) + lconflict(v, b, d) < old) {
				set_pair(pairs + i, dir, a, c, mate);
				set_pair(pairs + j, dir, b, d, mate);
				break;
			}
		}
	}
}
