/*
 * walk.c - the verifier's walk of C.1-C.14 for one score bracket.
 *
 * Candidates come in the text's order: for each stage of C.14 (P1, M1,
 * X1, Z1), each requirement level of C.3/C.10 (B.2 for top scorers,
 * A.7.d, X and Z, B.5/B.6 for down- and upfloaters, the innermost
 * dropped first), each set of M1 moved-down players (D.3), each
 * exchange (D.2), and the transpositions of S2 in D.1 order: S1's
 * players take S2 players position by position, the first free one
 * that still allows a complete candidate of the bracket.  "Allows" is
 * decided by vw_complete (lookahead.c) inside the bracket only, and
 * only prunes: the first candidate found is the first of the text's
 * order that meets the level.  What lies below is the round's walk's
 * (backtrack.c): it may refuse a candidate (h->accept) and is told of
 * every failed stage (h->c12, C.12).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "verify_dutch_2012/lookahead.h"
#include "verify_dutch_2012/walk.h"

/* the search bound of a bracket, its backtracking walks included: C.13
 * may walk every candidate of the penultimate bracket against the lowest */
long vw_step_bound = 50000000;

#define CAP 50000L	/* D.2/D.3 lists longer than this are not walked
			 * (trfpair(1), DUTCH SYSTEM, 2012 TEXT, Bounds) */

struct walk {
	struct vw_round *v;
	const int *below;	/* the residents C.1 moves down */
	int nbelow;
	int lowest;		/* nobody moves down but the bye (C.13) */
	const struct vw_hooks *h;
	int rpairs;		/* pairs the remainder must make (placement) */
	const int *extra;	/* moved-down players not in S1: they go down */
	int nextra;
	struct vw_level lv;
	int (*pairs)[2];
	int np, cx, cz;
	int *down, nd;
	int remainder;		/* C.14.b.1: the remainder was reached */
	int exch;
	int downs;		/* the current walk's bracket moves players down */
	int *low;		/* scratch: the extras who join the remainder */
	unsigned char *mark;	/* scratch (h->sets): per player of the round */
	int *fset;		/* scratch (h->sets): S2 players left paired */
	int lastset;		/* h->sets: the one that fitted last */
	int overrun;
	int probe;		/* place_from takes each first allowed partner */
	int most[2], known[2];	/* vw_most_inside: homogeneous, heterogeneous */
};

/* B.5/B.6 for a downfloater under the level; in the lowest bracket the
 * only one is the bye (B.1b). */
static int may_float_down(const struct walk *w, int x)
{
	const struct vw_player *p = &w->v->p[x];

	if (w->lowest && !p->bye_ok)
		return 0;
	return !(w->lv.b5d && p->down1) && !(w->lv.b6d && p->down2);
}

/* The pair's requirements at this level (B.1, B.2, A.7.d, X, Z, and
 * B.5/B.6 for an upfloater). */
static int pair_meets(const struct walk *w, int a, int c, int up)
{
	const struct vw_round *v = w->v;

	if (!vw_may_meet(v, a, c, w->lv.b2))
		return 0;
	if (w->lv.a7d && vw_strong_clash(v, a, c))
		return 0;
	if (w->cx + vw_colour_clash(v, a, c) > w->lv.x)
		return 0;
	if (!v->odd && w->cz + vw_strong_clash(v, a, c) > w->lv.z)
		return 0;
	if (up && ((w->lv.b5u && v->p[c].up1) || (w->lv.b6u && v->p[c].up2)))
		return 0;
	return 1;
}

/* One S1/S2 placement being built. */
struct place {
	const int *s1, *s2;
	int n1, n2, up, leaf_down;	/* leaf_down: unpaired S2 players go down */
	unsigned char *taken;
	int *free2;
	unsigned char *stay;		/* per free2: may not go down */
};

static int leaf(struct walk *w, struct place *pl, void *ctx);
typedef int (*leaf_fn)(struct walk *w, struct place *pl, void *ctx);

/* The remainder's pairs (C.6: P1 - M1, as many as its players allow)
 * with nf S2 players free and n1 of S1 still to place. */
static int rem_pairs(const struct walk *w, int nf, int n1)
{
	return w->rpairs < (nf - n1) / 2 ? w->rpairs : (nf - n1) / 2;
}

/* Whether a candidate of the branch (S1 from i on still to place) can
 * move down exactly set[] (h->sets): it holds the extras and C.1's
 * players, who always go down, and otherwise free S2 players who may
 * float down at the level; the other free S2 players take S1's rest
 * and (heterogeneous) the remainder's pairs, all of them paired.
 * 1, 0, -1 memory. */
static int set_fits(struct walk *w, const struct place *pl, int i, const int *set)
{
	const struct vw_hooks *h = w->h;
	int n1 = pl->n1 - i, nf = 0, nF = 0, in = 0, ok = 1;

	for (int s = 0; s < h->setsize; s++)
		w->mark[set[s]] = 1;
	for (int j = 0; j < w->nextra; j++)
		in += w->mark[w->extra[j]];
	for (int j = 0; j < w->nbelow; j++)
		in += w->mark[w->below[j]];
	ok = in == w->nextra + w->nbelow;
	for (int j = 0; j < pl->n2; j++) {
		int c = pl->s2[j];
		if (pl->taken[j])
			continue;
		nf++;
		if (!w->mark[c])
			w->fset[nF++] = c;
		else if (!may_float_down(w, c))
			ok = 0;		/* B.5/B.6: he may not go down here */
		else
			in++;
	}
	for (int s = 0; s < h->setsize; s++)
		w->mark[set[s]] = 0;
	/* a member paired already (S1, or an S2 player S1 took) */
	if (!ok || in != h->setsize)
		return 0;
	int pairs = pl->up ? rem_pairs(w, nf, n1) : 0;
	if (nF - n1 != 2 * pairs)
		return 0;	/* it moves down another number */
	struct vw_ask q = { pl->s1 + i, w->fset, NULL, n1, nF, 0, pairs, 0,
			    NULL, &w->lv, pl->up, w->lv.x - w->cx, w->lv.z - w->cz };
	return vw_complete(w->v, &q);
}

/* Some candidate of the branch moves down one of h->sets (the one
 * that fitted last asked first).  1, 0, -1 memory or bound. */
static int some_set_fits(struct walk *w, const struct place *pl, int i)
{
	const struct vw_hooks *h = w->h;

	for (int t = 0; t < h->nsets; t++) {
		int s = (w->lastset + t) % h->nsets;
		if (w->v->steps <= 0) {
			w->overrun = 1;
			return -1;
		}
		int rc = set_fits(w, pl, i, h->sets + (size_t)s * (size_t)h->setsize);
		if (rc != 0) {
			w->lastset = s;
			return rc;
		}
	}
	return 0;
}

/* Whether the players a candidate of the branch moves down can be
 * paired completely with h->rest below (the bye to one who may have
 * it): S1's rest into the free S2 players, everyone else (the free S2
 * players, the extras, C.1's players, the rest) paired among
 * themselves, the remainder's pairs among them.  1, 0, -1 memory. */
static int rest_pairs(struct walk *w, struct place *pl, int i, int nf)
{
	const struct vw_hooks *h = w->h;
	int n1 = pl->n1 - i, nlow = 0;

	for (int j = 0; j < w->nextra; j++)
		w->low[nlow++] = w->extra[j];
	for (int j = 0; j < w->nbelow; j++)
		w->low[nlow++] = w->below[j];
	for (int j = 0; j < h->nrest; j++)
		w->low[nlow++] = h->rest[j];
	struct vw_ask q = { pl->s1 + i, pl->free2, w->low, n1, nf, nlow, (nf + nlow - n1) / 2, 1,
			    pl->stay, &w->lv, pl->up, w->lv.x - w->cx, w->lv.z - w->cz };
	return vw_complete(w->v, &q);
}

/* Whether S1 from i on can still be placed: the look-ahead (inside the
 * bracket) and the least X and Z the rest of S1 must add; inside a
 * backtrack also whether a candidate of the branch can be taken
 * (h->sets, h->rest). */
static int still_possible(struct walk *w, struct place *pl, int i)
{
	int nf = 0, nlow = 0, n1 = pl->n1 - i;

	for (int j = 0; j < pl->n2; j++)
		if (!pl->taken[j]) {
			pl->free2[nf] = pl->s2[j];
			pl->stay[nf++] = pl->leaf_down && !may_float_down(w, pl->s2[j]);
		}
	/* in the lowest bracket the moved-down players not in S1 join the
	 * remainder (nowhere to go but the bye); elsewhere they move down */
	for (int j = 0; w->lowest && pl->up && j < w->nextra; j++)
		w->low[nlow++] = w->extra[j];
	int pairs = pl->up ? w->rpairs : 0;
	if (pairs > (nf + nlow - n1) / 2)
		pairs = (nf + nlow - n1) / 2;
	/* X and Z: what the rest of S1 may still add */
	struct vw_ask q = { pl->s1 + i, pl->free2, w->low, n1, nf, nlow, pairs, w->lowest,
			    pl->stay, &w->lv, pl->up, w->lv.x - w->cx, w->lv.z - w->cz };
	if (w->v->steps <= 0) {
		w->overrun = 1;
		return -1;
	}
	int ok = vw_complete(w->v, &q);
	if (ok == 1 && w->h && w->h->rest && !w->lowest)
		ok = rest_pairs(w, pl, i, nf);
	if (ok == 1 && w->h && w->h->sets && !w->lowest)
		ok = some_set_fits(w, pl, i);
	return ok;
}

/* D.1: S1's i-th player against the free S2 players in order.  0 found,
 * 1 none, -1 memory or bound. */
static int place_from(struct walk *w, struct place *pl, int i, leaf_fn done, void *ctx)
{
	if (i == pl->n1) {
		/* a probe asks at its end what the walk asked on its way */
		int ok = w->probe ? still_possible(w, pl, i) : 1;
		return ok < 0 ? -1 : ok ? done(w, pl, ctx) : 1;
	}
	for (int j = 0; j < pl->n2; j++) {
		int a = pl->s1[i], c = pl->s2[j];
		if (pl->taken[j] || !pair_meets(w, a, c, pl->up))
			continue;
		pl->taken[j] = 1;
		int dx = vw_colour_clash(w->v, a, c), dz = vw_strong_clash(w->v, a, c);
		w->cx += dx;
		w->cz += dz;
		int ok = w->probe ? 1 : still_possible(w, pl, i + 1);
		if (ok < 0)
			return -1;
		if (ok) {
			w->pairs[w->np][0] = a;
			w->pairs[w->np][1] = c;
			w->np++;
			int rc = place_from(w, pl, i + 1, done, ctx);
			if (rc <= 0)
				return rc;
			w->np--;
		}
		w->cx -= dx;
		w->cz -= dz;
		pl->taken[j] = 0;
		if (w->probe)
			return 1;	/* only the first allowed partner */
	}
	return 1;
}

static int run_place(struct walk *w, const int *s1, int n1, const int *s2, int n2, int up,
		     int leaf_down, leaf_fn done, void *ctx)
{
	struct place pl = { s1, s2, n1, n2, up, leaf_down, NULL, NULL, NULL };
	int rc = -1;

	pl.taken = calloc((size_t)n2 + 1, 1);
	pl.free2 = malloc(sizeof(int) * ((size_t)n2 + 1));
	pl.stay = malloc((size_t)n2 + 1);
	if (pl.taken && pl.free2 && pl.stay) {
		/* A probe first, a cut that changes nothing: each S1 player
		 * takes the first S2 player the level allows, with no
		 * look-ahead.  If that ends in a candidate the walk would
		 * take, it is the walk's first: every step of it can be
		 * completed (by the rest of it), so the walk, which takes at
		 * each step the first partner with a completion, makes the
		 * same steps.  Otherwise the walk itself. */
		int saved = w->probe;
		w->probe = 1;
		rc = place_from(w, &pl, 0, done, ctx);
		w->probe = 0;
		if (rc == 1) {
			memset(pl.taken, 0, (size_t)n2 + 1);
			rc = still_possible(w, &pl, 0);
			rc = rc < 0 ? -1 : rc ? place_from(w, &pl, 0, done, ctx) : 1;
		}
		w->probe = saved;
	}
	free(pl.taken);
	free(pl.free2);
	free(pl.stay);
	return rc;
}

/* C.6 in a homogeneous (remainder) bracket: the unpaired go down, and
 * the round's walk may refuse the candidate (C.12, C.13). */
static int leaf(struct walk *w, struct place *pl, void *ctx)
{
	(void)ctx;
	w->nd = 0;
	for (int j = 0; j < pl->n2; j++)
		if (!pl->taken[j])
			w->down[w->nd++] = pl->s2[j];
	for (int j = 0; j < w->nextra; j++)
		w->down[w->nd++] = w->extra[j];
	for (int j = 0; j < w->nbelow; j++)
		w->down[w->nd++] = w->below[j];
	if (!w->h || !w->h->accept)
		return 0;
	qsort(w->down, (size_t)w->nd, sizeof(int), vw_ascending);
	int rc = w->h->accept(w->h->ctx, w->pairs, w->np, w->down, w->nd);
	if (rc == -2)
		w->overrun = 1;
	return rc < 0 ? -1 : rc ? 0 : 1;
}

int vw_ascending(const void *x, const void *y)
{
	return *(const int *)x - *(const int *)y;
}

/* Every exchange makes P pairs inside h and moves the others down: if
 * h cannot hold P pairs of the level with the others free to move down
 * (B.5/B.6), or only with more clashes than X (Z) leaves, no exchange
 * can succeed and none need be walked.  1 maybe, 0 no, -1 memory. */
static int worth_walking(const struct walk *w, const int *h, int nh, int P)
{
	unsigned char *down_ok = malloc((size_t)nh + 1);
	int least = 0, rc = -1;

	if (!down_ok)
		return -1;
	for (int i = 0; i < nh; i++)
		down_ok[i] = (unsigned char)may_float_down(w, h[i]);
	rc = vw_level_pairs(w->v, h, nh, P, &w->lv, down_ok, 0, &least);
	if (rc == 1 && w->cx + P > w->lv.x) {
		rc = vw_level_pairs(w->v, h, nh, P, &w->lv, down_ok, 1, &least);
		if (rc == 1 && w->cx + least > w->lv.x)
			rc = 0;
	}
	if (rc == 1 && !w->v->odd && w->cz + P > w->lv.z) {
		rc = vw_level_pairs(w->v, h, nh, P, &w->lv, down_ok, 2, &least);
		if (rc == 1 && w->cz + least > w->lv.z)
			rc = 0;
	}
	free(down_ok);
	return rc;
}

/* C.4-C.8.a on h[0..nh-1] (A.2 order) with P pairs. */
static int homogeneous(struct walk *w, const int *h, int nh, int P)
{
	int n2 = nh - P, np0 = w->np, cx0 = w->cx, cz0 = w->cz, rc = 1;
	int *s1 = malloc(sizeof(int) * ((size_t)nh + 1));
	int *s2 = malloc(sizeof(int) * ((size_t)nh + 1));

	for (int j = 0; j < w->nextra; j++)
		if (!may_float_down(w, w->extra[j]))
			rc = 2;		/* no candidate can move them down */
	if (!s1 || !s2)
		rc = -1;
	if (rc == 1) {
		int go = worth_walking(w, h, nh, P);
		rc = go < 0 ? -1 : go ? 1 : 2;
	}
	if (rc == 1) {
		memcpy(s1, h, sizeof(int) * (size_t)P);
		memcpy(s2, h + P, sizeof(int) * (size_t)n2);
		w->exch = 0;
		rc = run_place(w, s1, P, s2, n2, 0, 1, leaf, NULL);
	}
	long seq = 0;
	for (int k = 1; rc == 1 && k <= P && k <= n2; k++) {
		struct vw_exchange *ex;
		long n = vw_exchanges(P, n2, k, CAP, &ex);
		if (n < 0)
			break;		/* beyond the bound: no larger exchanges */
		for (long e = 0; rc == 1 && e < n; e++) {
			memcpy(s1, h, sizeof(int) * (size_t)P);
			memcpy(s2, h + P, sizeof(int) * (size_t)n2);
			for (int q = 0; q < k; q++) {	/* D.2 */
				int t = s1[ex[e].s1[q]];
				s1[ex[e].s1[q]] = s2[ex[e].s2[q]];
				s2[ex[e].s2[q]] = t;
			}
			qsort(s1, (size_t)P, sizeof(int), vw_ascending);	/* A.9.b */
			qsort(s2, (size_t)n2, sizeof(int), vw_ascending);
			w->exch = (int)++seq;
			rc = run_place(w, s1, P, s2, n2, 0, 1, leaf, NULL);
		}
		free(ex);
	}
	if (rc == 2)
		rc = 1;
	if (rc != 0) {
		w->np = np0;
		w->cx = cx0;
		w->cz = cz0;
	}
	free(s1);
	free(s2);
	return rc;
}

/* C.6 in the heterogeneous part: the M1 players are paired; the
 * remainder is walked as homogeneous with P1 - M1 pairs (C.9 when it
 * fails: the next transposition). */
static int het_leaf(struct walk *w, struct place *pl, void *ctx)
{
	int prem = *(int *)ctx, nr = 0, rc;
	int *rem = malloc(sizeof(int) * ((size_t)(pl->n2 + w->nextra) + 1));
	const int *extra = w->extra;
	int nextra = w->nextra;

	if (!rem)
		return -1;
	w->remainder = 1;
	for (int j = 0; j < pl->n2; j++)
		if (!pl->taken[j])
			rem[nr++] = pl->s2[j];
	if (w->lowest) {	/* the unchosen moved-down players: see still_possible */
		for (int j = 0; j < nextra; j++)
			rem[nr++] = extra[j];
		qsort(rem, (size_t)nr, sizeof(int), vw_ascending);
		w->nextra = 0;
	}
	rc = homogeneous(w, rem, nr, prem < nr / 2 ? prem : nr / 2);
	w->extra = extra;
	w->nextra = nextra;
	free(rem);
	return rc;
}

/* C.6: whether the walk gets to the remainder with S1 at this level
 * (C.14.b.1), whatever the remainder then does.  1, 0, -1 memory. */
static int places_s1(struct walk *w, const int *s1, int n1, const int *s2, int n2,
		     const struct vw_level *lv)
{
	struct vw_ask q = { s1, s2, NULL, n1, n2, 0, 0, 0, NULL, lv, 1,
			    lv ? lv->x : INT_MAX, lv ? lv->z : INT_MAX };

	return vw_complete(w->v, &q);
}

/* C.4-C.9 with C.8.b over the M1-sets of D.3. */
static int heterogeneous(struct walk *w, const int *mem, int k, int m0, int m1, int p1)
{
	int *sets, *s1 = malloc(sizeof(int) * ((size_t)k + 1));
	int *extra = malloc(sizeof(int) * ((size_t)k + 1));
	long n = vw_subsets(m0, m1, CAP, &sets);
	int prem = p1 - m1, rc = n < 0 || !s1 || !extra ? -1 : 1;

	/* S1 meets S2 only: more moved-down players than residents can
	 * never all be placed, whatever the set (C.14.b.2 goes on) */
	if (m1 > k - m0)
		n = rc == 1 ? 0 : n;
	for (long s = 0; rc == 1 && s < n; s++) {
		int ne = 0, in = 0;
		for (int i = 0; i < m0; i++) {
			if (in < m1 && sets[s * m1 + in] == i)
				s1[in++] = mem[i];
			else
				extra[ne++] = mem[i];
		}
		w->extra = extra;
		w->nextra = ne;
		w->np = w->cx = w->cz = 0;
		w->rpairs = prem;
		int go = 1;
		for (int i = 0; !w->lowest && i < ne; i++)	/* they could not move down */
			go &= may_float_down(w, extra[i]);
		if (go && !w->remainder) {
			int got = places_s1(w, s1, m1, mem + m0, k - m0, &w->lv);
			if (got < 0)
				rc = -1;
			w->remainder |= got > 0;
		}
		if (go && rc == 1)
			rc = run_place(w, s1, m1, mem + m0, k - m0, 1, 0, het_leaf, &prem);
		if (rc != 0) {
			w->extra = NULL;
			w->nextra = 0;
		}
	}
	if (rc == 0)	/* down[] holds the extras; extra[] may go */
		w->extra = NULL;
	w->nextra = 0;
	free(sets);
	free(s1);
	free(extra);
	return rc;
}

/* The most pairs the bracket can make (once per bracket and kind). */
static int most_pairs(struct walk *w, const int *mem, int k, int m0, int het, int *most)
{
	if (!w->known[het]) {
		/* inside a backtrack with players below (C.13): only among
		 * pairings that complete them too */
		int rc = w->h && w->h->rest && !w->lowest
				 ? vw_most_with_rest(w->v, mem, k, het ? m0 : 0, w->h->rest,
						     w->h->nrest, &w->most[het])
				 : vw_most_inside(w->v, mem, k, het ? m0 : 0, &w->most[het]);
		if (rc < 0)
			return -1;
		w->known[het] = 1;
	}
	*most = w->most[het];
	return 0;
}

/* Whether the walk of C.4-C.9 would reach the remainder (C.14.b.1) at
 * some level: at the loosest one if at all, and there exactly when some
 * M1-set of D.3 can meet S2.  1, 0, -1 memory. */
static int reach_remainder(struct walk *w, const int *mem, int k, int m0, int m1, int tops)
{
	int *sets, *s1 = malloc(sizeof(int) * ((size_t)k + 1));
	long n = vw_subsets(m0, m1, CAP, &sets);
	struct vw_level loose = { !tops, 0, k, k, 0, 0, 0, 0 };
	int rc = n < 0 || !s1 ? -1 : 0;

	for (long s = 0; rc == 0 && s < n; s++) {
		for (int i = 0; i < m1; i++)
			s1[i] = mem[sets[s * m1 + i]];
		rc = places_s1(w, s1, m1, mem + m0, k - m0, &loose);
	}
	if (n >= 0)
		free(sets);
	free(s1);
	return rc;
}

/* Whether the bracket has a top scorer (A.10: B.2 may be dropped). */
static int any_top(const struct vw_round *v, const int *mem, int k)
{
	for (int i = 0; i < k; i++)
		if (v->p[mem[i]].top)
			return 1;
	return 0;
}

/* C.3 and C.10: the requirement levels in the text's order. */
static int levels(struct walk *w, const int *mem, int k, int m0, int het, int m1, int p1,
		  int x1, int z1)
{
	const struct vw_round *v = w->v;
	int tops = any_top(v, mem, k), downs = k - 2 * p1 > 0 || (het && m1 < m0);

	w->downs = downs;
	/* C.14: a candidate needs want pairs inside the bracket; when the
	 * round cannot give them, no level can, and only whether the walk
	 * would have reached the remainder is left to tell */
	int most, want = het ? m1 + (p1 - m1 < (k - m0 - m1) / 2 ? p1 - m1 : (k - m0 - m1) / 2)
			     : p1;
	if (most_pairs(w, mem, k, m0, het, &most) < 0)
		return -1;
	if (most < want) {
		int rr = het ? reach_remainder(w, mem, k, m0, m1, tops) : 0;
		if (rr < 0)
			return -1;
		w->remainder |= rr;
		return 1;
	}
	for (int b2 = 1; b2 >= !tops; b2--)			/* C.3.b, C.10.g */
		for (int a7d = v->odd; a7d >= 0; a7d--) {	/* C.3.c, C.10.f */
			int x = x1, z = z1;			/* C.3.d */
			for (;;) {
				/* C.3.e-h, C.10.a-d: a counter, B.6 up lowest */
				for (int f = 15; f >= 0; f--) {
					struct vw_level lv = { b2, a7d, x, z, downs && (f & 8),
							       downs && (f & 4), het && (f & 2),
							       het && (f & 1) };
					if ((!downs && (f & 12) != 12) || (!het && (f & 3) != 3))
						continue;
					w->lv = lv;
					w->np = w->cx = w->cz = w->nd = 0;
					w->extra = NULL;
					w->nextra = 0;
					int rc = het ? heterogeneous(w, mem, k, m0, m1, p1)
						     : homogeneous(w, mem, k, p1);
					if (rc <= 0)
						return rc;
				}
				if (v->odd) {				/* C.10.e */
					if (x >= p1)
						break;
					x++;
				} else if (z < x) {
					z++;
				} else if (x < p1) {
					x++;
					z = z1;
				} else {
					break;
				}
			}
		}
	return 1;
}

/* A.8: X1 and Z1 with P0 pairs. */
static void a8(const struct vw_round *v, const int *mem, int k, int p0, int *x1, int *z1)
{
	int W = 0, B = 0, w = 0, b = 0, a = 0;

	for (int i = 0; i < k; i++) {
		const struct vw_player *p = &v->p[mem[i]];
		if (!p->pref)
			a++;		/* no round played yet */
		else if (!v->odd && p->strength == 1)	/* w, b: even rounds */
			p->pref == 'w' ? w++ : b++;
		else
			p->pref == 'w' ? W++ : B++;
	}
	*x1 = B + b > W + w ? p0 - W - w - a : p0 - B - b - a;
	*z1 = 0;
	if (!v->odd)
		*z1 = B > W ? p0 - W - b - w - a : p0 - B - b - w - a;
	if (*x1 < 0)
		*x1 = 0;
	if (*z1 < 0)
		*z1 = 0;
}

void vw_decision_free(struct vw_decision *d)
{
	free(d->pairs);
	free(d->down);
	free(d->c1);
	memset(d, 0, sizeof(*d));
}

/* C.12 after a failed stage: the round's walk may pair the previous
 * bracket again.  1 it did, 0 not, -1 memory or bound. */
static int ask_c12(struct walk *w, int m0, int p1, int m1)
{
	if (m0 == 0 || !w->h || !w->h->c12)
		return 0;
	int rc = w->h->c12(w->h->ctx, p1, m1);
	if (rc == -2)
		w->overrun = 1;
	return rc;
}

/*
 * A cut, not a reading: when every candidate of a stage pairs the whole
 * bracket (none) and moves nobody down, and h->accept judges the
 * moved-down set alone (C.12, C.13), one question answers for them
 * all: refused, the walk would refuse each candidate of the stage in
 * turn (a C.13 penultimate bracket of even size, for one).  1 walk the
 * stage, 0 it has no candidate to take, -1 memory or bound (overrun).
 */
static int stage_refused(struct walk *w, struct vw_decision *d, int p1, int none)
{
	if (!w->h || !w->h->accept || !none || d->nc1 != 0)
		return 1;
	int a = w->h->accept(w->h->ctx, d->pairs, p1, d->down, 0);
	if (a == -2)
		w->overrun = 1;
	return a < 0 ? -1 : a != 0;
}

int vw_bracket(struct vw_round *v, const int *mem0, int k0, int m0, int lowest, int join,
	       const struct vw_hooks *h, struct vw_decision *d)
{
	struct walk w;
	int *mem = malloc(sizeof(int) * ((size_t)k0 + 1));
	int *below = malloc(sizeof(int) * ((size_t)k0 + 1));
	int k = k0, rc = 1;

	memset(&w, 0, sizeof(w));
	memset(d, 0, sizeof(*d));
	d->pairs = malloc(sizeof(*d->pairs) * ((size_t)k0 + 1));
	d->down = malloc(sizeof(int) * ((size_t)k0 + 1));
	d->c1 = malloc(sizeof(int) * ((size_t)k0 + 1));
	w.low = malloc(sizeof(int) * ((size_t)k0 + (h && h->rest ? (size_t)h->nrest : 0) + 1));
	if (h && h->sets) {
		w.mark = calloc((size_t)v->n + 1, 1);
		w.fset = malloc(sizeof(int) * ((size_t)k0 + 1));
	}
	if (!mem || !below || !d->pairs || !d->down || !d->c1 || !w.low ||
	    (h && h->sets && (!w.mark || !w.fset))) {
		rc = -1;
		goto out;
	}
	memcpy(mem, mem0, sizeof(int) * (size_t)k0);
	/* C.1: a player with no opponent here (B.1, B.2 but for top
	 * scorers): a moved-down one sends the walk to C.12 (the round's
	 * walk), the lowest bracket included, as C.1 names C.12 first;
	 * when C.12 found no other set (h->c1_down) he moves down again, or
	 * in the lowest bracket stays.  A resident moves down at once, but
	 * in the lowest bracket C.13 applies, which the walk reaches when
	 * it finds nothing. */
	int stuck = 0;
	for (int again = 1; again;) {
		again = 0;
		for (int i = 0; i < k && !again; i++) {
			int any = 0;
			for (int j = 0; j < k && !any; j++)
				any = j != i && vw_may_meet(v, mem[i], mem[j], 0);
			if (any)
				continue;
			/* no hooks: a test inside a backtrack, where C.12 is
			 * disallowed; he is then as after a C.12 that found
			 * nothing */
			if (i < m0 && h && !h->c1_down) {
				if (!stuck)
					d->nc1 = 0;	/* name only the moved-down ones */
				stuck = 1;
				d->c1[d->nc1++] = mem[i];
				continue;
			}
			if (stuck || lowest)
				continue;	/* the lowest: C.13 */
			d->c1[d->nc1++] = mem[i];
			m0 -= i < m0;
			memmove(mem + i, mem + i + 1, sizeof(int) * (size_t)(k - i - 1));
			k--;
			again = 1;
		}
	}
	if (stuck) {
		rc = VW_C1_MOVED_DOWN;
		goto out;
	}
	memcpy(below, d->c1, sizeof(int) * (size_t)d->nc1);
	w.v = v;
	w.below = below;
	w.nbelow = d->nc1;
	w.lowest = lowest;
	w.h = h;
	w.pairs = d->pairs;
	w.down = d->down;
	if (v->depth == 0)
		v->steps = vw_step_bound;	/* a backtrack's walks share it */

	int p0 = k / 2, x1, z1;				/* C.2 */
	a8(v, mem, k, p0, &x1, &z1);
	d->m0 = m0;
	d->p0 = p0;
	d->het = m0 > 0 && (join || 2 * m0 < k);	/* A.3; C.13 */
	d->het0 = d->het;
	int m1 = d->het ? m0 : 0, p1 = p0, px = x1, pz = z1;
	while (rc == 1 && m1 > 0) {			/* heterogeneous */
		w.remainder = 0;
		d->m1 = m1;
		d->p1 = p1;
		d->x1 = px;
		d->z1 = pz;
		int walk = stage_refused(&w, d, p1, 2 * p1 == k && m1 == m0);
		if (walk < 0) {
			rc = w.overrun ? 1 : -1;
			break;
		}
		if (walk) {
			rc = levels(&w, mem, k, m0, 1, m1, p1, px, pz);
		} else {
			/* C.14.b.1 still asks whether the walk would have
			 * reached the remainder */
			int rr = reach_remainder(&w, mem, k, m0, m1, any_top(v, mem, k));
			if (rr < 0) {
				rc = -1;
				break;
			}
			w.remainder |= rr;
		}
		if (rc != 1 || w.overrun)
			break;
		int c12 = ask_c12(&w, m0, p1, m1);	/* C.12 */
		if (c12 != 0) {
			rc = c12 > 0 ? VW_REPAIRED : -1;
			break;
		}
		if (w.remainder && p1 > m1 && !lowest) {	/* C.14.b.1 */
			p1--;
			px -= px > 0;
			pz -= pz > 0;
		} else {				/* C.14.b.2 (C.13) */
			m1--;
			p1 = p0;
			px = x1;
			pz = z1;
		}
	}
	if (rc == 1 && !w.overrun)			/* homogeneous, or M1 = 0 */
		for (p1 = p0; rc == 1 && p1 > 0; p1--) {
			d->het = 0;
			d->m1 = 0;
			d->p1 = p1;
			d->x1 = x1;
			d->z1 = z1;
			int walk = stage_refused(&w, d, p1, 2 * p1 == k);
			if (walk < 0) {
				rc = w.overrun ? 1 : -1;
				break;
			}
			if (walk)
				rc = levels(&w, mem, k, m0, 0, 0, p1, x1, z1);
			if (rc != 1 || w.overrun)
				break;
			int c12 = ask_c12(&w, m0, p1, 0);	/* C.12 */
			if (c12 != 0) {
				rc = c12 > 0 ? VW_REPAIRED : -1;
				break;
			}
			if (lowest)
				break;			/* C.13, not C.14 */
			x1 -= x1 > 0;			/* C.14.a */
			z1 -= z1 > 0;
		}
	/* P1 = 0: all of it goes down; in the lowest bracket only a lone
	 * player who may have the bye (B.1b) */
	if (rc == 1 && !w.overrun && (!lowest || k == 0 || (k == 1 && v->p[mem[0]].bye_ok))) {
		d->p1 = 0;
		w.np = w.nd = 0;
		for (int i = 0; i < k; i++)
			d->down[w.nd++] = mem[i];
		for (int i = 0; i < d->nc1; i++)
			d->down[w.nd++] = d->c1[i];
		qsort(d->down, (size_t)w.nd, sizeof(int), vw_ascending);
		rc = 0;
		if (h && h->accept) {
			int a = h->accept(h->ctx, d->pairs, 0, d->down, w.nd);
			if (a == -2)
				w.overrun = 1;
			rc = a < 0 ? -1 : a ? 0 : 1;
		}
	}
	d->overrun = w.overrun;
	if (rc == -1 && w.overrun)
		rc = 0;
	d->np = w.np;
	d->nd = w.nd;
	d->lv = w.lv;
	d->exch = w.exch;
	d->downs = w.downs;
	qsort(d->down, (size_t)d->nd, sizeof(int), vw_ascending);
out:
	free(mem);
	free(below);
	free(w.low);
	free(w.mark);
	free(w.fset);
	return rc;
}
